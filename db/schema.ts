import type { ColumnType, Generated } from "kysely";
import type { ApplicationStatus } from "./values/applications";
import type { EnquiryKind, EnquiryStatus } from "./values/enquiries";
import type { JobReportReason } from "./values/job-reports";
import type { Role } from "./values/users";

/** Timestamps are stored as ISO 8601 UTC text ("2026-11-22T10:00:00.000Z"), which sorts by time. */
type Timestamp = string;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  logo_url: string;
  industry: string;
  size: string;
  description: string;
  website: string;
  created_at: Generated<Timestamp>;
  /** The company's open jobs, kept by triggers on jobs (migration 0010): never written by the app. */
  open_jobs: ColumnType<number, never, never>;
  /** The company page's address, /companies/<slug>, kept by triggers from the name (migration 0028): never written by the app. */
  slug: ColumnType<string, never, never>;
}

/** A slug a company had before a rename, which its page redirects from (migration 0028). */
export interface CompanySlugRedirectsTable {
  slug: string;
  company_id: number;
}

export interface JobsTable {
  id: Generated<number>;
  /** The readable job reference ("KT-000042"), generated from the id by SQLite. */
  reference: ColumnType<string, never, never>;
  company_id: number;
  title: string;
  description: string;
  location: string;
  employment_type: string;
  remote: 0 | 1;
  featured: 0 | 1;
  discipline: string;
  salary_min: number | null;
  salary_max: number | null;
  posted_at: Timestamp;
  /** Set when the employer closes the job, or to closes_at when it expires; null while it is open. */
  closed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The closing date: past it the job is closed (db/job-expiry.ts). Omitted on insert: 30 days from posting (migration 0021). */
  closes_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
  /** The last change to the job, kept by a trigger (migration 0021): the sitemaps' lastmod. */
  updated_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  /**
   * Set when reports hold the job back from search (migration 0029, decision 043); closed_at is then
   * the same moment, so that everything that lists open jobs leaves it out. Null otherwise.
   */
  held_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Set while the staff hide the job (migration 0033, decision 047); closed_at is set too. Null otherwise. */
  hidden_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Why the staff hid it, as the employer is told; null when not hidden. */
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set while its company's employer account is suspended (migration 0033); closed_at is set too. */
  suspended_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /**
   * 1 while a hide or a suspension keeps out a job that was open (or held) when it began and that its
   * employer has not closed since: lifting the last of them opens it again, or expires it (decision 047).
   */
  withheld_open: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
}

/**
 * Contentless FTS5 index over open jobs, kept in sync by triggers; only rowid (= jobs.id) is readable.
 * Columns: title, description, company_name, and facets (the filters, the location's words and the
 * words a description repeats, as words: migrations 0011 and 0020, db/facet-words.ts).
 */
export interface JobsFtsTable {
  rowid: number;
  jobs_fts: string;
}

/**
 * Each distinct title of open jobs, with how many open jobs have it (migration 0014), kept by triggers
 * on jobs; ids never reused, and the newest posting time of its open jobs, never lowered while the
 * title stays (migration 0015).
 */
export interface OpenJobTitlesTable {
  id: Generated<number>;
  title: string;
  jobs: number;
  newest: Timestamp;
}

/**
 * Contentless FTS5 index of the distinct open titles, stemmed like jobs_fts (rowid = open_job_titles.id,
 * migration 0015), kept in sync by triggers: which titles hold a keyword. Column: title.
 */
export interface OpenJobTitlesFtsTable {
  rowid: number;
  open_job_titles_fts: string;
}

/**
 * A job's block in job_posting_blocks is its id >> POSTING_BLOCK_BITS: 1,024 ids. Migration 0015's
 * triggers shift by its own literal, which test/migrations.test.ts holds to this.
 */
export const POSTING_BLOCK_BITS = 10;

/**
 * The newest posting time among the jobs of each block of ids (block = id >> POSTING_BLOCK_BITS,
 * migration 0015), kept by triggers on jobs and never lowered: how fresh any job below an id can be.
 */
export interface JobPostingBlocksTable {
  block: number;
  newest: Timestamp;
}

/**
 * Contentless FTS5 index of the distinct open titles as unstemmed words (rowid = open_job_titles.id,
 * migration 0014), kept in sync by triggers; read only through its vocabulary, job_title_vocabulary.
 * Column: title.
 */
export interface JobTitleWordsFtsTable {
  rowid: number;
  job_title_words_fts: string;
}

/** The words of open jobs' titles (fts5vocab 'row' over job_title_words_fts, migration 0014): read-only. */
export interface JobTitleVocabularyTable {
  term: string;
  /** How many distinct open titles have the word. */
  doc: number;
  cnt: number;
}

/** FTS5 index over company names (rowid = companies.id), kept in sync by triggers. */
export interface CompanyNamesFtsTable {
  rowid: number;
  name: string;
  company_names_fts: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  /** The argon2id hash; '' for an account made through Google, which has no password (migration 0031). */
  password_hash: string;
  role: Role;
  /** The employer's company; null for candidates, staff and employers who have not created one. */
  company_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Timestamp>;
  /** E-mail notifications, 1 (on, the default) or 0 (migration 0018). */
  notify_new_applications: Generated<number>;
  notify_status_changes: Generated<number>;
  /**
   * When the account was last used: a sign-in, or a request with its session (at most once a day);
   * set from created_at by a trigger on insert (migration 0030). Inactive candidates' data goes (data-retention.server.ts).
   */
  last_active_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When the account was warned that its resumes and applications would be deleted; null once it is used again. */
  retention_warned_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When its resumes and applications were last deleted for inactivity. */
  retention_deleted_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Set while the staff suspend the account (migration 0033): it cannot sign in. */
  suspended_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  suspended_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A staff account's second factor, TOTP (migration 0032; app/server/staff-auth.server.ts). */
export interface StaffSecondFactorsTable {
  user_id: number;
  /** The base32 secret, encrypted with a key derived from SESSION_SECRET. */
  secret: string;
  /** When a first code proved the authenticator app holds the secret; null while being set up. */
  confirmed_at: Timestamp | null;
  /** The last 30-second time step a code was accepted at: no code at or before it is accepted again. */
  last_step: Generated<number>;
  created_at: Generated<Timestamp>;
}

/** A staff account's recovery codes, by their SHA-256 hash, each used once (migration 0032). */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** A provider's account linked to ours, for signing in with it (migration 0031). */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: "google";
  /** The provider's id of its account (OpenID Connect's `sub`): never changes. */
  subject: string;
  /** The provider's verified address when the link was made. */
  email: string;
  created_at: Generated<Timestamp>;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  /** The session's values as JSON. */
  data: string;
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
}

export interface ResumesTable {
  id: string;
  user_id: number;
  file_name: string;
  /**
   * The random name (32 hex digits and the extension) the file had in UPLOADS_DIR when resumes
   * were files on disk; still given to each new resume, though its bytes are in resume_files.
   */
  stored_name: string;
  content_type: string;
  size: number;
  created_at: Generated<Timestamp>;
}

/** A resume's bytes, apart from its row so that listings and access checks never read them. */
export interface ResumeFilesTable {
  resume_id: string;
  /** better-sqlite3 reads a BLOB as a Buffer of its own (not shared memory), which a Response takes as its body. */
  content: Buffer<ArrayBuffer>;
}

export interface ProfilesTable {
  user_id: number;
  full_name: string;
  headline: Generated<string>;
  location: Generated<string>;
  phone: Generated<string>;
  summary: Generated<string>;
  /** JSON array of strings. */
  disciplines: Generated<string>;
  /** JSON array of strings. */
  skills: Generated<string>;
  linkedin_url: Generated<string>;
  github_url: Generated<string>;
  portfolio_url: Generated<string>;
  primary_resume_id: string | null;
  updated_at: Generated<Timestamp>;
}

export interface ApplicationsTable {
  id: Generated<number>;
  user_id: number;
  job_id: number;
  resume_id: string;
  cover_letter: string | null;
  status: Generated<ApplicationStatus>;
  applied_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  /** When the candidate withdrew it; the status stays the employer's last. */
  withdrawn_at: Timestamp | null;
}

export interface EnquiriesTable {
  id: Generated<number>;
  kind: EnquiryKind;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  hiring_needs: string | null;
  positions_to_fill: string | null;
  timeline: string | null;
  specialty: string | null;
  message: string | null;
  source: string;
  client_address: string;
  created_at: Generated<Timestamp>;
  /** The staff's workflow (migration 0033): new until someone moves it. */
  status: Generated<EnquiryStatus>;
  /** The staff member who owns it; null for none, or once their account is deleted. */
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A staff member's note on an enquiry (migration 0033). */
export interface EnquiryNotesTable {
  id: Generated<number>;
  enquiry_id: number;
  /** Null once the author's account is deleted; author_email stays. */
  author_id: number | null;
  author_email: string;
  body: string;
  created_at: Generated<Timestamp>;
}

/** Each change of an enquiry's status (migration 0033). */
export interface EnquiryStatusChangesTable {
  id: Generated<number>;
  enquiry_id: number;
  from_status: EnquiryStatus;
  to_status: EnquiryStatus;
  changed_by: number | null;
  changed_by_email: string;
  changed_at: Generated<Timestamp>;
}

/**
 * Every staff action (migration 0033): never updated, never deleted before it is 730 days old
 * (triggers refuse). The staff member is an id and an e-mail with no foreign key, so it outlives the account.
 */
export interface StaffAuditLogTable {
  id: Generated<number>;
  staff_id: number;
  staff_email: string;
  action: string;
  subject_kind: "enquiry" | "job" | "user";
  subject_id: number;
  /** JSON: the subject's fields the action changed, before and after. */
  before: string;
  after: string;
  created_at: Generated<Timestamp>;
}

/** A visitor's report of a job (migration 0029): one unreviewed row per job and reporter. */
export interface JobReportsTable {
  id: Generated<number>;
  job_id: number;
  /** The reporter's account, when signed in; null for a visitor, or once the account is deleted. */
  user_id: number | null;
  /** An HMAC of the user's id, or of the client's address (its /64 for IPv6): who, without the address. */
  reporter_key: string;
  reason: JobReportReason;
  details: Generated<string>;
  created_at: Generated<Timestamp>;
  /** When the staff reviewed it (npm run reports -- --review); null until then. */
  reviewed_at: Timestamp | null;
}

/** Views of a job's page on one day (UTC), as the server workers counted them (migration 0035): counts only. */
export interface JobViewsTable {
  job_id: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  views: number;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_ends_at: number;
}

/**
 * One row (id 1) whose version triggers bump on every change to jobs or companies: what a
 * signed-out visitor can see. Cached pages and ETags are made under it (migration 0009).
 */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** Open jobs tallied by triggers on jobs (migration 0010): scope "all", or "discipline:<name>". */
export interface OpenJobTalliesTable {
  scope: string;
  count: number;
}

/** Messages to send, and what became of them (migration 0017). Times are ISO 8601 strings. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Generated<string>;
  message_id: string;
  created_at: Generated<Timestamp>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Timestamp>;
  claimed_until: Timestamp | null;
  sent_at: Timestamp | null;
  failed_at: Timestamp | null;
  last_error: string | null;
}

/** A job one process alone may do, and who does it until when (migration 0017). */
export interface LeasesTable {
  name: string;
  holder: string;
  until: Timestamp;
}

/** Password reset tokens, by their SHA-256 hash (migration 0017). */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

/** A saved search mailed as a digest (migration 0019). */
export interface JobAlertsTable {
  id: Generated<number>;
  user_id: number;
  keywords: string;
  location: string;
  discipline: string;
  remote: "any" | "true" | "false";
  /** Whole dollars (one of SALARY_FILTERS), 0 for any salary (migration 0022). */
  salary_at_least: Generated<number>;
  /** Miles around the location's city (one of RADIUS_MILES), 0 for the place itself (migration 0026). */
  radius_miles: Generated<number>;
  frequency: "daily" | "weekly";
  paused: Generated<number>;
  last_job_id: number;
  next_due_at: Timestamp;
  created_at: Generated<Timestamp>;
}

/** A candidate's saved jobs (migration 0021). */
export interface SavedJobsTable {
  user_id: number;
  job_id: number;
  saved_at: Generated<Timestamp>;
}

/** An employer's private note on an application (migration 0021): never shown to the candidate. */
export interface ApplicationNotesTable {
  id: Generated<number>;
  application_id: number;
  /** Null once the author's account is deleted. */
  author_id: number | null;
  body: string;
  created_at: Generated<Timestamp>;
}

/** Each change of an application's status (migration 0021). */
export interface ApplicationStatusChangesTable {
  id: Generated<number>;
  application_id: number;
  from_status: ApplicationStatus;
  to_status: ApplicationStatus;
  /** Null once that user's account is deleted. */
  changed_by: number | null;
  changed_at: Generated<Timestamp>;
}

/** A message an employer's user sent the candidate about an application (migration 0034). */
export interface ApplicationMessagesTable {
  id: Generated<number>;
  application_id: number;
  /** Null once the sender's account is deleted. */
  sender_id: number | null;
  body: string;
  sent_at: Generated<Timestamp>;
}

/** Open jobs at each place of the gazetteer (migration 0026, kept by triggers). */
export interface OpenJobPlacesTable {
  place_id: number;
  open_jobs: number;
}

export interface Database {
  companies: CompaniesTable;
  company_slug_redirects: CompanySlugRedirectsTable;
  jobs: JobsTable;
  jobs_fts: JobsFtsTable;
  open_job_titles: OpenJobTitlesTable;
  open_job_titles_fts: OpenJobTitlesFtsTable;
  job_posting_blocks: JobPostingBlocksTable;
  job_title_words_fts: JobTitleWordsFtsTable;
  job_title_vocabulary: JobTitleVocabularyTable;
  users: UsersTable;
  sessions: SessionsTable;
  resumes: ResumesTable;
  resume_files: ResumeFilesTable;
  profiles: ProfilesTable;
  applications: ApplicationsTable;
  enquiries: EnquiriesTable;
  enquiry_notes: EnquiryNotesTable;
  enquiry_status_changes: EnquiryStatusChangesTable;
  staff_audit_log: StaffAuditLogTable;
  job_reports: JobReportsTable;
  job_views: JobViewsTable;
  rate_limits: RateLimitsTable;
  company_names_fts: CompanyNamesFtsTable;
  content_version: ContentVersionTable;
  open_job_tallies: OpenJobTalliesTable;
  open_job_places: OpenJobPlacesTable;
  mail_outbox: MailOutboxTable;
  leases: LeasesTable;
  password_resets: PasswordResetsTable;
  job_alerts: JobAlertsTable;
  saved_jobs: SavedJobsTable;
  application_notes: ApplicationNotesTable;
  application_status_changes: ApplicationStatusChangesTable;
  application_messages: ApplicationMessagesTable;
  user_identities: UserIdentitiesTable;
  staff_second_factors: StaffSecondFactorsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
}
