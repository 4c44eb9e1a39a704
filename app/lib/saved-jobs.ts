import type { JobDetails } from "./jobs";

// Saved jobs' words (docs/product.md#saved-jobs): the page's and the toasts. The button's are in
// app/components/save-job-button.tsx, so that /jobs (whose JavaScript has a budget,
// bench/RESULTS.md) loads no chunk of its own for them.
export const SAVED_JOBS_TEXT = {
  heading: "Saved Jobs",
  lead: "Jobs you have saved to come back to, the most recently saved first.",
  emptyTitle: "No saved jobs yet",
  emptyDescription: "Choose \u201cSave job\u201d on any job to keep it here.",
  browse: "Browse Jobs",
  signedOutHeading: "Please log in to view your saved jobs",
  closed: "This job is closed.",
  closedBadge: "Closed",
  savedOn: "Saved on",
} as const;

export const SAVED_JOBS_TOAST_TEXT = {
  savedTitle: "Job saved",
  savedDescription: "You will find it under Saved Jobs in your account menu.",
  removedTitle: "Job removed from your saved jobs",
  signInDescription: "Please sign in to save jobs.",
  candidatesOnly: "Saving jobs is for job seeker accounts.",
  notFound: "Job not found.",
  notSaved: "This job is not in your saved jobs.",
} as const;

/** A saved job as `GET /api/me/saved-jobs` gives it (docs/product.md#json-api): the job, open or closed. */
export interface SavedJob {
  /** ISO 8601 */
  savedAt: string;
  job: JobDetails;
}

/**
 * Where a save that had to wait for sign-in is completed: a GET, which /login's `redirectTo` can
 * be, that saves the job and goes on to `back` (the page the save was asked from).
 */
export function completeSavePath(jobId: number, back: string): string {
  return `/saved-jobs?${new URLSearchParams({ save: String(jobId), redirectTo: back })}`;
}
