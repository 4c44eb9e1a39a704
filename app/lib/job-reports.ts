import { JOB_REPORT_REASONS, type JobReportReason } from "../../db/values/job-reports";

// The report form's texts, apart from its schema (job-report-schema.ts), so that the job page, which
// links to the form and says when a job is held, loads no zod.

export { JOB_REPORT_REASONS, type JobReportReason };

/** The most a report's details may hold. */
export const MAX_REPORT_DETAILS_LENGTH = 2000;

/** Each reason as the report form offers it, in its order. */
export const JOB_REPORT_REASON_LABELS: Record<JobReportReason, string> = {
  scam: "It looks like a scam or fraud",
  discriminatory: "It is discriminatory",
  expired: "It has expired or been filled",
  wrong: "Its details are wrong",
  other: "Something else",
};

/** The report form's and the held job's words (docs/product.md#report-this-job). */
export const REPORT_TEXT = {
  link: "Report this job",
  heading: "Report this job",
  lead: "Tell us what is wrong with this job. Our team reads every report; we do not tell the employer who sent it.",
  reasonLegend: "What is wrong with it?",
  reasonRequired: "Choose what is wrong with the job",
  detailsLabel: "Details (optional)",
  detailsHint: (left: number) =>
    `Anything that helps us check it. Up to ${MAX_REPORT_DETAILS_LENGTH.toLocaleString("en-US")} characters (${left.toLocaleString("en-US")} left).`,
  detailsTooLong: `Details must be at most ${MAX_REPORT_DETAILS_LENGTH.toLocaleString("en-US")} characters`,
  submit: "Send Report",
  pending: "Sending Report...",
  back: "Back to the job",
  sentTitle: "Thank you.",
  sentDescription: "Our team will review this job.",
  failedTitle: "Error",
  failedDescription: "Failed to send your report. Please try again.",
  /** The job page while reports hold it back from search. */
  heldTitle: "This job is under review.",
  heldDescription: "Our team is checking it after reports from visitors. It does not accept applications until then.",
  /** The employer's badge on a held job. */
  heldBadge: "Under review",
  heldEditHint: "This job is under review after reports from visitors: its closing date stays as it is until our team has reviewed it.",
  relistHeld: "This job is under review after reports from visitors: it can be relisted once our team has reviewed it.",
} as const;
