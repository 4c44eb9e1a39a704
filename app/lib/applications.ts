import type { ApplicationState } from "./application-statuses";
import type { Company, Job } from "./jobs";

/** An application as My Applications and `GET /api/me/applications` show it (docs/product.md#json-api). */
export interface Application {
  id: number;
  /** The employer's status, or "withdrawn" once the candidate withdrew it. */
  status: ApplicationState;
  /** ISO 8601 */
  appliedDate: string;
  /** ISO 8601: when it was sent, its status last changed, or it was withdrawn. */
  updatedDate: string;
  resumeUrl: string | null;
  coverLetter: string | null;
  job: Pick<Job, "id" | "title" | "location" | "employmentType" | "remote" | "salaryMin" | "salaryMax"> & {
    company: Pick<Company, "id" | "name">;
  };
}

// Word for word as docs/product.md#wording gives them.
export const APPLY_TEXT = {
  signInTitle: "Authentication Required",
  signInDescription: "Please sign in to apply for jobs.",
  successTitle: "Application submitted",
  successDescription: "Your application has been sent successfully!",
  failedTitle: "Application failed",
  failedFallback: "Failed to submit application",
  // Our own wording for refusals the original brief leaves unwritten (docs/product.md#differences).
  candidatesOnly: "Only job seeker accounts can apply for jobs.",
  alreadyApplied: "You have already applied for this job.",
  jobClosed: "This job is no longer accepting applications.",
} as const;

// Withdrawing an application: our own wording (docs/product.md#wording).
export const WITHDRAW_TEXT = {
  open: "Withdraw",
  confirm: "Withdraw Application",
  question: "The employer will see that you withdrew it, and it cannot be sent again. Withdraw this application?",
  withdrawing: "Withdrawing...",
  withdrawnTitle: "Application withdrawn",
  notFound: "Application not found.",
  alreadyWithdrawn: "You have already withdrawn this application.",
  hired: "An application that led to a hire cannot be withdrawn.",
} as const;

/**
 * Where the apply form posts: the page's path, or with `?dialog` for the dialog, which wants data
 * back rather than a redirect.
 */
export function applyFormPath(jobId: number, fromDialog = false) {
  return `/jobs/${jobId}/apply${fromDialog ? "?dialog" : ""}`;
}

/** The apply dialog closes this long after 'Application Submitted' (docs/product.md#pages). */
export const SUBMITTED_CLOSE_DELAY_MS = 2000;

export const MAX_COVER_LETTER_LENGTH = 5000;

/** How the applicant chose their resume: the one on their profile, or a file sent with the form. */
export type ResumeChoice = "existing" | "new";
