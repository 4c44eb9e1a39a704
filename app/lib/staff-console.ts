import type { EnquiryStatus } from "../../db/values/enquiries";

// The staff console's rules and words (docs/product.md#the-staff-console); its form schemas are in
// staff-console-schemas.ts, so that the job page and Posted Jobs, which show a hidden job, load no zod.

export { ENQUIRY_STATUSES, isEnquiryStatus, type EnquiryStatus } from "../../db/values/enquiries";

/** The most an enquiry note may hold. */
export const MAX_ENQUIRY_NOTE_LENGTH = 2000;
/** The most the reason for hiding a job, or for suspending an account, may hold. */
export const MAX_STAFF_REASON_LENGTH = 500;
/** The most rows a CSV export holds: a filtered list past it is cut there, and says so in its last line. */
export const MAX_CSV_ROWS = 10_000;
/** How long an audit log entry is kept (the triggers of migration 0033 refuse to delete a younger one). */
export const AUDIT_KEEP_DAYS = 730;

/** Every action the audit log records, by name. */
export const STAFF_ACTIONS = [
  "enquiry.status",
  "enquiry.note",
  "enquiry.owner",
  "job.hide",
  "job.restore",
  "job.reports-reviewed",
  "user.suspend",
  "user.restore",
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const isStaffAction = (value: string): value is StaffAction => (STAFF_ACTIONS as readonly string[]).includes(value);

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: "New", contacted: "Contacted", closed: "Closed" };

/** The console's words (docs/product.md#the-staff-console). */
export const STAFF_CONSOLE_TEXT = {
  noteRequired: "Write a note",
  noteTooLong: `A note must be at most ${MAX_ENQUIRY_NOTE_LENGTH.toLocaleString("en-US")} characters`,
  statusRequired: "Choose a status",
  ownerRequired: "Choose a staff member, or None",
  hideReasonRequired: "Give the reason for hiding this job",
  hideReasonTooLong: `The reason must be at most ${MAX_STAFF_REASON_LENGTH} characters`,
  suspendReasonRequired: "Give the reason for suspending this account",
  suspendReasonTooLong: `The reason must be at most ${MAX_STAFF_REASON_LENGTH} characters`,
  /** The job page of a hidden job, or of a job of a suspended employer. */
  unavailableTitle: "This job is unavailable.",
  unavailableDescription: "It has been taken down and does not accept applications.",
  /** The employer's badge on Posted Jobs. */
  hiddenBadge: "Hidden by our team",
  relistHidden: "This job was hidden by our team: it can be relisted only once they restore it.",
  /** Sign-in (form and API) of a suspended account. */
  accountSuspended: "This account is suspended. Please contact us if you think this is a mistake.",
  /** Refusals the console shows. */
  alreadyHidden: "This job is hidden already.",
  notHidden: "This job is not hidden.",
  staffNotSuspendable: "A staff account cannot be suspended here.",
  alreadySuspended: "This account is suspended already.",
  notSuspended: "This account is not suspended.",
} as const;

/** The mail to the employer when the staff hide one of their jobs (docs/product.md#the-staff-console). */
export const JOB_HIDDEN_MAIL = {
  subject: (title: string) => `Your job "${title}" has been taken down`,
  heading: "Your job has been taken down",
  body: (title: string, reference: string) =>
    `Our team has taken down your job "${title}" (${reference}). It no longer shows in search or on its page, and it does not accept applications.`,
  reason: (reason: string) => `The reason: ${reason}`,
  next: "If you think this is a mistake, reply to this message or contact us, and we will look at it again.",
  action: "See your posted jobs",
  about: "a change our team made to a job your company posted",
} as const;

/** The console's pages: headings, buttons and toasts (docs/product.md#the-staff-console). */
export const STAFF_PAGE_TEXT = {
  nav: { enquiries: "Enquiries", jobs: "Jobs", users: "Accounts", audit: "Audit log" },
  enquiriesHeading: "Enquiries",
  jobsHeading: "Jobs",
  usersHeading: "Accounts",
  auditHeading: "Audit log",
  filter: "Filter",
  exportCsv: "Download CSV",
  noEnquiries: "No enquiries match these filters.",
  noEntries: "No entries match these filters.",
  findJobLabel: "Job ID or reference",
  findJob: "Find job",
  noSuchJob: "No job has that ID or reference.",
  reportedHeading: "Reported jobs",
  noReports: "No unreviewed reports.",
  findUserLabel: "E-mail, or its start",
  findUser: "Find accounts",
  noUsers: "No account has that e-mail.",
  status: "Status",
  saveStatus: "Save status",
  statusSaved: "Status saved",
  note: "Note",
  addNote: "Add note",
  noteAdded: "Note added",
  owner: "Owner",
  noOwner: "None",
  saveOwner: "Save owner",
  takeOwnership: "Make me the owner",
  ownerSaved: "Owner saved",
  reason: "Reason",
  hide: "Hide job",
  hidden: "Job hidden",
  restoreJob: "Restore job",
  jobRestored: "Job restored",
  reviewReports: "Mark reports reviewed",
  reportsReviewed: "Reports marked reviewed",
  suspend: "Suspend account",
  suspended: "Account suspended",
  restoreUser: "Restore account",
  userRestored: "Account restored",
  nothingChanged: "Nothing changed",
} as const;
