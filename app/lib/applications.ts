import type { Company, Job } from "./jobs";

export const APPLICATION_STATUSES = ["applied", "reviewing", "rejected", "hired"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An application as My Applications and `GET /api/me/applications` show it (spec section 3). */
export interface Application {
  id: number;
  /** One of APPLICATION_STATUSES; typed as a string because the spec shows any other value raw. */
  status: string;
  /** ISO 8601 */
  appliedDate: string;
  resumeUrl: string | null;
  coverLetter: string | null;
  job: Pick<Job, "id" | "title" | "location" | "employmentType" | "remote" | "salaryMin" | "salaryMax"> & {
    company: Pick<Company, "id" | "name">;
  };
}

export type BadgeTone = "blue" | "yellow" | "red" | "green" | "neutral";

// Spec section 4, "Application status".
const STATUS_BADGES: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  applied: { label: "Application Submitted", tone: "blue" },
  reviewing: { label: "Under Review", tone: "yellow" },
  rejected: { label: "Not Selected", tone: "red" },
  hired: { label: "Hired", tone: "green" },
};

/** The label and colour of a status badge; any value the table does not know is shown raw. */
export function statusBadge(status: string): { label: string; tone: BadgeTone } {
  return Object.hasOwn(STATUS_BADGES, status) ? STATUS_BADGES[status as ApplicationStatus] : { label: status, tone: "neutral" };
}

// Spec sections 2, 5 and 8, word for word.
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
  // Ours: the spec leaves these refusals unwritten.
  candidatesOnly: "Only job seeker accounts can apply for jobs.",
  alreadyApplied: "You have already applied for this job.",
  jobClosed: "This job is closed and no longer accepts applications.",
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

/** The apply dialog closes this long after 'Application Submitted' (spec section 9). */
export const SUBMITTED_CLOSE_DELAY_MS = 2000;

export const MAX_COVER_LETTER_LENGTH = 5000;

/** How the applicant chose their resume: the one on their profile, or a file sent with the form. */
export type ResumeChoice = "existing" | "new";
