import { sql, type Kysely, type Transaction } from "kysely";
import { readUnreviewedReports, type ReportedJob } from "../../db/job-reports";
import type { Database } from "../../db/schema";
import { db, sqlite } from "./db.server";
import { holdIfReported } from "./job-reports.server";
import { mailMode } from "./mail.server";
import { jobHiddenMessage } from "./mail-messages.server";
import { enqueueMail } from "./outbox.server";
import { recordStaffAction, type Staff } from "./staff-audit.server";

// The staff console's jobs (docs/product.md#the-staff-console, decision 047): find a job, hide it
// with a reason and restore it, and the visitors' reports and their review. A hide closes the job
// through closed_at, as a hold does (decision 043), so it leaves every listing by the same triggers;
// withheld_open remembers whether it was open, so that a restore never opens a job its employer closed.

type Executor = Kysely<Database> | Transaction<Database>;

export interface StaffJob {
  id: number;
  reference: string;
  title: string;
  companyId: number;
  companyName: string;
  postedAt: string;
  closesAt: string;
  closedAt: string | null;
  heldAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
  suspendedAt: string | null;
  unreviewedReports: number;
}

/** A job's id from what the staff typed: its id ("123") or its reference ("KT-000123", any case); null for neither. */
export function jobIdFromQuery(query: string): number | null {
  const match = /^\s*(?:kt-)?0*(\d{1,12})\s*$/i.exec(query);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A job by id or reference, open or not; undefined for none. */
export async function findStaffJob(query: string | number): Promise<StaffJob | undefined> {
  const id = typeof query === "number" ? query : jobIdFromQuery(query);
  if (id === null) return undefined;
  const row = await db
    .selectFrom("jobs")
    .innerJoin("companies", "companies.id", "jobs.company_id")
    .select((eb) => [
      "jobs.id",
      "jobs.reference",
      "jobs.title",
      "jobs.company_id",
      "companies.name as company_name",
      "jobs.posted_at",
      "jobs.closes_at",
      "jobs.closed_at",
      "jobs.held_at",
      "jobs.hidden_at",
      "jobs.hidden_reason",
      "jobs.suspended_at",
      eb
        .selectFrom("job_reports")
        .select((count) => count.fn.countAll<number>().as("count"))
        .whereRef("job_reports.job_id", "=", "jobs.id")
        .where("job_reports.reviewed_at", "is", null)
        .as("reports"),
    ])
    .where("jobs.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    reference: row.reference,
    title: row.title,
    companyId: row.company_id,
    companyName: row.company_name,
    postedAt: row.posted_at,
    closesAt: row.closes_at,
    closedAt: row.closed_at,
    heldAt: row.held_at,
    hiddenAt: row.hidden_at,
    hiddenReason: row.hidden_reason,
    suspendedAt: row.suspended_at,
    unreviewedReports: row.reports ?? 0,
  };
}

/** The job's columns an action changes, as its audit entry records them. */
async function jobState(trx: Executor, jobId: number) {
  return trx
    .selectFrom("jobs")
    .select(["closed_at", "held_at", "hidden_at", "hidden_reason", "suspended_at", "withheld_open"])
    .where("id", "=", jobId)
    .executeTakeFirst();
}

/**
 * Keeps a job out of every listing: closed now unless it is closed already, and withheld_open set
 * when it was open (or held, which only an open job can be). For a hide and a suspension alike.
 */
export const withholdColumns = (at: string) => ({
  closed_at: sql<string>`coalesce(closed_at, ${at})`,
  withheld_open: sql<0 | 1>`CASE WHEN closed_at IS NULL OR held_at IS NOT NULL THEN 1 ELSE withheld_open END`,
});

/**
 * What lifting one of a job's withholdings leaves, given the others (SQL conditions on the row):
 * while any of them stays, the job stays closed; else a job that was open is open again, or
 * expired when its closing date has passed, and one its employer closed stays closed.
 */
export function releaseColumns(othersRemain: string, at: string) {
  const remain = sql.raw(othersRemain);
  return {
    closed_at: sql<
      string | null
    >`CASE WHEN ${remain} OR withheld_open = 0 THEN closed_at WHEN closes_at <= ${at} THEN closes_at ELSE NULL END`,
    withheld_open: sql<0 | 1>`CASE WHEN ${remain} THEN withheld_open ELSE 0 END`,
  };
}

export type HideOutcome = "hidden" | "already-hidden" | "not-found";

/**
 * Hides a job with a reason: it leaves search and every listing, its page says it is unavailable,
 * and each employer account of its company is mailed (through the outbox, in the same transaction).
 */
export async function hideJob(staff: Staff, jobId: number, reason: string, now = new Date()): Promise<HideOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await jobState(trx, jobId);
    if (!before) return "not-found";
    if (before.hidden_at !== null) return "already-hidden";
    await trx
      .updateTable("jobs")
      .set({ hidden_at: at, hidden_reason: reason, ...withholdColumns(at) })
      .where("id", "=", jobId)
      .execute();
    const after = (await jobState(trx, jobId))!;
    await recordStaffAction(trx, staff, "job.hide", { kind: "job", id: jobId }, { before, after }, now);
    if (mailMode() !== "off") {
      const job = await trx
        .selectFrom("jobs")
        .select(["title", "reference", "company_id"])
        .where("id", "=", jobId)
        .executeTakeFirstOrThrow();
      const employers = await trx
        .selectFrom("users")
        .select("email")
        .where("company_id", "=", job.company_id)
        .where("role", "=", "employer")
        .execute();
      for (const employer of employers) await enqueueMail(trx, jobHiddenMessage(employer.email, job, reason));
    }
    return "hidden";
  });
}

export type RestoreOutcome = "restored" | "not-hidden" | "not-found";

/**
 * Undoes a hide: the job opens again only if it was open when hidden and nothing else keeps it out
 * (a hold, its employer's suspension), and expires instead if its closing date has passed.
 */
export async function restoreJob(staff: Staff, jobId: number, now = new Date()): Promise<RestoreOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await jobState(trx, jobId);
    if (!before) return "not-found";
    if (before.hidden_at === null) return "not-hidden";
    await trx
      .updateTable("jobs")
      .set({ hidden_at: null, hidden_reason: null, ...releaseColumns("held_at IS NOT NULL OR suspended_at IS NOT NULL", at) })
      .where("id", "=", jobId)
      .execute();
    await holdIfReported(trx, jobId, now);
    const after = (await jobState(trx, jobId))!;
    await recordStaffAction(trx, staff, "job.restore", { kind: "job", id: jobId }, { before, after }, now);
    return "restored";
  });
}

/** The jobs with unreviewed reports, the one with the newest report first, each with its reports newest first. */
export function listReportedJobs(): ReportedJob[] {
  return readUnreviewedReports(sqlite);
}

/**
 * Marks a job's unreviewed reports reviewed and lifts its hold, as `npm run reports -- --review`
 * does (db/job-reports.ts): open again, or expired, unless a hide or a suspension still keeps it
 * out. Undefined for no such job; nothing is recorded when it had no unreviewed report.
 */
export async function reviewReports(staff: Staff, jobId: number, now = new Date()): Promise<{ reviewed: number } | undefined> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await jobState(trx, jobId);
    if (!before) return undefined;
    const result = await trx
      .updateTable("job_reports")
      .set({ reviewed_at: at })
      .where("job_id", "=", jobId)
      .where("reviewed_at", "is", null)
      .executeTakeFirst();
    const reviewed = Number(result.numUpdatedRows);
    if (reviewed === 0) return { reviewed };
    await trx
      .updateTable("jobs")
      .set({ held_at: null, ...liftHoldColumns(at) })
      .where("id", "=", jobId)
      .where("held_at", "is not", null)
      .execute();
    const after = (await jobState(trx, jobId))!;
    await recordStaffAction(
      trx,
      staff,
      "job.reports-reviewed",
      { kind: "job", id: jobId },
      { before: { ...before, reports: reviewed }, after },
      now,
    );
    return { reviewed };
  });
}

/** Lifting a hold: the job was open when held, so it opens again, or expires, unless a hide or a suspension keeps it out. */
function liftHoldColumns(at: string) {
  return {
    closed_at: sql<
      string | null
    >`CASE WHEN hidden_at IS NOT NULL OR suspended_at IS NOT NULL THEN closed_at WHEN closes_at <= ${at} THEN closes_at ELSE NULL END`,
    withheld_open: sql<0 | 1>`CASE WHEN hidden_at IS NOT NULL OR suspended_at IS NOT NULL THEN 1 ELSE 0 END`,
  };
}
