import type BetterSqlite3 from "better-sqlite3";
import type { JobReportReason } from "./values/job-reports";

// The operators' side of job reports (npm run reports, db/cli/reports.ts) until the staff console
// comes: the unreviewed reports by job, and the review that closes them and lifts the job's hold.

export interface ReportedJob {
  jobId: number;
  reference: string;
  title: string;
  company: string;
  /** Whether the reports hold the job back from search now. */
  held: boolean;
  reports: { reason: JobReportReason; details: string; createdAt: string; signedIn: boolean }[];
}

/** The jobs with unreviewed reports, the one with the newest report first; each job's reports newest first. */
export function readUnreviewedReports(sqlite: BetterSqlite3.Database): ReportedJob[] {
  const rows = sqlite
    .prepare(
      `SELECT r.job_id, j.reference, j.title, c.name AS company, j.held_at, r.reason, r.details, r.created_at, r.user_id
       FROM job_reports r JOIN jobs j ON j.id = r.job_id JOIN companies c ON c.id = j.company_id
       WHERE r.reviewed_at IS NULL
       ORDER BY max(r.created_at) OVER (PARTITION BY r.job_id) DESC, r.job_id DESC, r.created_at DESC, r.id DESC`,
    )
    .all() as {
    job_id: number;
    reference: string;
    title: string;
    company: string;
    held_at: string | null;
    reason: JobReportReason;
    details: string;
    created_at: string;
    user_id: number | null;
  }[];
  const jobs = new Map<number, ReportedJob>();
  for (const row of rows) {
    let job = jobs.get(row.job_id);
    if (!job) {
      job = {
        jobId: row.job_id,
        reference: row.reference,
        title: row.title,
        company: row.company,
        held: row.held_at !== null,
        reports: [],
      };
      jobs.set(row.job_id, job);
    }
    job.reports.push({ reason: row.reason, details: row.details, createdAt: row.created_at, signedIn: row.user_id !== null });
  }
  return [...jobs.values()];
}

/**
 * Marks a job's unreviewed reports reviewed and lifts its hold, in one transaction: the job is open
 * again (the triggers put it back in every listing), or, if its closing date passed meanwhile,
 * expired; a job the staff hid, or whose employer is suspended, stays closed until that is lifted
 * too (decision 047; the console's review is reviewReports in app/server/staff-jobs.server.ts). Says how many reports it marked and whether the job was held; undefined for no such job.
 */
export function reviewJobReports(
  sqlite: BetterSqlite3.Database,
  jobId: number,
  now = new Date(),
): { reviewed: number; released: boolean } | undefined {
  const at = now.toISOString();
  return sqlite
    .transaction(() => {
      if (sqlite.prepare("SELECT 1 FROM jobs WHERE id = ?").get(jobId) === undefined) return undefined;
      const reviewed = sqlite
        .prepare("UPDATE job_reports SET reviewed_at = ? WHERE job_id = ? AND reviewed_at IS NULL")
        .run(at, jobId).changes;
      const released = sqlite
        .prepare(
          `UPDATE jobs SET held_at = NULL,
             closed_at = CASE WHEN hidden_at IS NOT NULL OR suspended_at IS NOT NULL THEN closed_at WHEN closes_at <= @at THEN closes_at END,
             withheld_open = CASE WHEN hidden_at IS NOT NULL OR suspended_at IS NOT NULL THEN 1 ELSE 0 END
           WHERE id = @jobId AND held_at IS NOT NULL`,
        )
        .run({ at, jobId }).changes;
      return { reviewed, released: released > 0 };
    })
    .immediate();
}

// A report's details as the terminal shows them: no escape sequences or other control characters.
const terminalText = (text: string) =>
  text
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();

/** The unreviewed reports as text for the terminal, a block per job. */
export function formatReportedJobs(jobs: ReportedJob[]): string {
  if (jobs.length === 0) return "No unreviewed reports.";
  return jobs
    .map((job) => {
      const head = `Job ${job.jobId} (${job.reference}): ${terminalText(job.title)} at ${terminalText(job.company)}`;
      const state = `${job.reports.length} unreviewed report${job.reports.length === 1 ? "" : "s"}${job.held ? ", held back from search" : ""}`;
      const lines = job.reports.map(
        (report) =>
          `  ${report.createdAt}  ${report.reason}${report.signedIn ? " (signed in)" : ""}${report.details ? `: ${terminalText(report.details)}` : ""}`,
      );
      return [head, `  ${state}; release with: npm run reports -- --review ${job.jobId}`, ...lines].join("\n");
    })
    .join("\n\n");
}
