import type { SubmissionResult } from "@conform-to/react";
import type { Application } from "./applications";
import type { ResumeProblem } from "./resumes";

// What the forms' actions answer when they refuse a post (a success redirects instead, or with
// `?js`/`?dialog` answers JSON): the shapes the components read with useActionData or a fetcher.
// Each carries the form's state (Conform's `result`, values kept, passwords never) or the values
// to put back, and a message about the whole form.

/** A refused form's message when its fields say what is wrong. */
export const FIX_FIELDS = "Please correct the highlighted fields.";

/** A post whose intent names no action of its page. */
export const UNKNOWN_ACTION = "Unknown action.";

/** /login and /register, and the auth dialog. */
export interface AuthActionFailure {
  result: SubmissionResult<string[]>;
  message: string;
}

/** /forgot-password. */
export interface ForgotPasswordFailure {
  result: SubmissionResult<string[]> | null;
  message: string;
}

/** /reset-password: the form's state, or what is wrong with the link (expired, used, unknown). */
export interface ResetPasswordFailure {
  result?: SubmissionResult<string[]> | null;
  message: string;
  problem?: "expired" | "used" | "unknown";
}

/** /profile: the Profile Information form, or the resume upload. */
export type ProfileActionData =
  { form: "profile"; result?: SubmissionResult<string[]>; message?: string } | { form: "resume"; problem: ResumeProblem };

/**
 * /settings: which form, its state, and a message; a post that names no form (an unknown intent)
 * has only the message, shown above the forms.
 */
export type SettingsFormFailure =
  | { form: "company" | "password" | "delete"; result: SubmissionResult<string[]>; message?: string }
  | { form: null | "google"; message: string };

/** The company and job forms (/post-job, /posted-jobs/:id/edit, Settings). */
export interface EmployerFormFailure {
  form: "company" | "job";
  result: SubmissionResult<string[]>;
  message?: string;
}

/** A refused button on a job list or an applicant (delete a job that has applications), or "Move selected" (form "move"). */
export interface JobActionFailure {
  form?: "move";
  message: string;
}

/** An applicant's page (/posted-jobs/:id/applicants/:applicationId): the note or message form's state, or the status form's message. */
export type ApplicantActionFailure =
  | { form: "note"; result: SubmissionResult<string[]>; message?: string }
  | { form: "message"; result: SubmissionResult<string[]>; message?: string }
  | { form: "status" | null; message: string };

/** The apply form (page and dialog): a message, messages per field, and the values to keep. */
export interface ApplyFailure {
  message: string;
  fieldErrors?: { resume?: string[]; coverLetter?: string[] };
  values: { resumeChoice: string; coverLetter: string };
}

/** The apply dialog's answer: refused, or the application made. */
export type ApplyActionData = ApplyFailure | { application: Application };

/** An enquiry form: the form's state (values kept) and a message. */
export interface EnquiryFormFailure {
  result: SubmissionResult<string[]>;
  message: string;
}

/** The report form (/jobs/:id/report): the form's state (values kept) and a message. */
export interface JobReportFailure {
  result: SubmissionResult<string[]>;
  message: string;
}

/** A staff console form (note, hide, suspend): which form, its state (values kept) and a message. */
export interface StaffFormFailure {
  form: string;
  result?: SubmissionResult<string[]>;
  message: string;
}
