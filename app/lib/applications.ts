import type { Company, Job } from "./jobs";

export const APPLICATION_STATUSES = ["applied", "reviewing", "rejected", "hired"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An application as My Applications and `GET /api/me/applications` show it (docs/product.md#json-api). */
export interface Application {
  id: number;
  status: ApplicationStatus;
  /** ISO 8601 */
  appliedDate: string;
  resumeUrl: string | null;
  coverLetter: string | null;
  job: Pick<Job, "id" | "title" | "location" | "employmentType" | "remote" | "salaryMin" | "salaryMax"> & {
    company: Pick<Company, "id" | "name">;
  };
}

export type BadgeTone = "blue" | "yellow" | "red" | "green" | "neutral";

// The status badges' wording: docs/product.md#wording.
const STATUS_BADGES: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  applied: { label: "Application Submitted", tone: "blue" },
  reviewing: { label: "Under Review", tone: "yellow" },
  rejected: { label: "Not Selected", tone: "red" },
  hired: { label: "Hired", tone: "green" },
};

/** The label and colour of a status badge; a value the table does not know (none should reach it) is shown raw. */
export function statusBadge(status: string): { label: string; tone: BadgeTone } {
  return Object.hasOwn(STATUS_BADGES, status) ? STATUS_BADGES[status as ApplicationStatus] : { label: status, tone: "neutral" };
}

// Word for word as docs/product.md#wording gives them.
export const APPLY_TEXT = {
  signInTitle: "Authentication Required",
  signInDescription: "Please sign in to apply for jobs.",
  submittedHeading: "Application Submitted",
  successTitle: "Application submitted",
  successDescription: "Your application has been sent successfully!",
  failedTitle: "Application failed",
  failedFallback: "Failed to submit application",
  loadFailed: "Failed to load applications. Please try again.",
  emptyTitle: "No applications yet",
  emptyDescription: "Start exploring job opportunities and apply to positions that match your skills.",
  signedOutHeading: "Please log in to view your applications",
  // Our own wording for refusals the original brief leaves unwritten (docs/product.md#differences).
  candidatesOnly: "Only job seeker accounts can apply for jobs.",
  alreadyApplied: "You have already applied for this job.",
  jobClosed: "This job is no longer accepting applications.",
  noResume: "You haven't uploaded a resume yet. Upload one now to apply.",
  chooseFile: "Choose your resume file to upload.",
  resumeNotYours: "Resume not found. Use a resume URL from your own uploads.",
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
