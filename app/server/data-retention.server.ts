// Keeping personal data no longer than it serves (docs/privacy.md; docs/product.md#privacy).
//
// Inactive candidates (INACTIVE_ACCOUNT_DAYS; unset, never): an account's clock is
// users.last_active_at, set at every sign-in and, at most once a day, when its session is used.
// Once a candidate holding resumes or applications has been inactive for the period less the
// warning's lead time (INACTIVE_ACCOUNT_WARNING_DAYS), a warning is mailed through the outbox and
// recorded; once they are inactive for the whole period and were warned at least the lead time
// before, their resumes (with their bytes) and applications (with the employer's notes and status
// history of them) are deleted and the time recorded. The account and profile stay. Any use of the
// account clears the warning and starts the clock again. Employers' accounts hold no applications,
// and their jobs are the company's: they are left alone. Mail off, no warning can go, so nothing is
// deleted.
//
// Always: sent and given-up mail leaves the outbox after SENT_MAIL_KEEP_DAYS, reset links a week
// after they expire, expired sessions and rate-limit counts at once, the staff's audit log entries
// after AUDIT_KEEP_DAYS (its triggers refuse to delete a younger one).
//
// One process at a time does it (the "retention" lease, leases.server.ts), every CHECK_MS.
import { formatDate } from "~/lib/dates";
import { AUDIT_KEEP_DAYS } from "~/lib/staff-console";
import { config } from "./config.server";
import { db } from "./db.server";
import { whileHoldingLease } from "./leases.server";
import { mailMode } from "./mail.server";
import { retentionWarningMessage } from "./mail-messages.server";
import { enqueueMail } from "./outbox.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a sent (or given-up) message stays in the outbox, for `npm run mail:outbox -- --all`. */
export const SENT_MAIL_KEEP_DAYS = 30;
/** How long a used or expired reset link's row stays, so that its page says "expired" rather than "not valid". */
const RESET_LINK_KEEP_DAYS = 7;
/** An account's clock moves at most this often for requests with its session: one write a day at most. */
const ACTIVITY_STEP_MS = DAY_MS;
/** How often the work runs, and how many accounts a round warns or clears at most (the next round takes the rest). */
const CHECK_MS = 10 * 60_000;
const BATCH = 200;

export interface RetentionSettings {
  /** Days without use after which a candidate's resumes and applications are deleted. */
  days: number;
  /** Days before that the warning is mailed. */
  warningDays: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A sign-in: the account's clock starts again and any warning is void. */
export async function recordSignIn(userId: number, now = Date.now()): Promise<void> {
  await db
    .updateTable("users")
    .set({ last_active_at: iso(now), retention_warned_at: null })
    .where("id", "=", userId)
    .execute();
}

/**
 * A request with the account's session: as a sign-in, but only when the clock is a day old or
 * more, so that a signed-in request costs one read by the primary key and no write.
 */
export async function noteActivity(userId: number, now = Date.now()): Promise<void> {
  const row = await db.selectFrom("users").select("last_active_at").where("id", "=", userId).executeTakeFirst();
  if (!row || (row.last_active_at !== null && Date.parse(row.last_active_at) > now - ACTIVITY_STEP_MS)) return;
  await recordSignIn(userId, now);
}

/** When an account warned at `warnedAt` (or now) and last active at `lastActiveAt` loses its data. */
export function deletionTime(settings: RetentionSettings, lastActiveAt: string, warnedAt: number): number {
  return Math.max(Date.parse(lastActiveAt) + settings.days * DAY_MS, warnedAt + settings.warningDays * DAY_MS);
}

/** Candidates holding resumes or applications, inactive long enough to be warned and not warned yet: mails each a warning. */
export async function warnInactiveAccounts(settings: RetentionSettings, now = Date.now()): Promise<number> {
  const due = await db
    .selectFrom("users")
    .select(["id", "email", "last_active_at"])
    .where("role", "=", "candidate")
    .where("retention_warned_at", "is", null)
    .where("last_active_at", "<=", iso(now - (settings.days - settings.warningDays) * DAY_MS))
    .where(({ or, exists, selectFrom }) =>
      or([
        exists(selectFrom("resumes").select("resumes.id").whereRef("resumes.user_id", "=", "users.id")),
        exists(selectFrom("applications").select("applications.id").whereRef("applications.user_id", "=", "users.id")),
      ]),
    )
    .orderBy("last_active_at")
    .limit(BATCH)
    .execute();
  let warned = 0;
  for (const user of due) {
    await db.transaction().execute(async (trx) => {
      // The same account, not used (nor warned) since it was read.
      const marked = await trx
        .updateTable("users")
        .set({ retention_warned_at: iso(now) })
        .where("id", "=", user.id)
        .where("retention_warned_at", "is", null)
        .where("last_active_at", "=", user.last_active_at)
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) return;
      const date = formatDate(iso(deletionTime(settings, user.last_active_at!, now)));
      await enqueueMail(trx, retentionWarningMessage(user.email, date, settings.days));
      warned++;
    });
  }
  return warned;
}

/** Candidates inactive for the whole period and warned the lead time ago: deletes their resumes and applications. */
export async function deleteInactiveData(settings: RetentionSettings, now = Date.now()): Promise<number> {
  const inactiveSince = iso(now - settings.days * DAY_MS);
  const warnedBy = iso(now - settings.warningDays * DAY_MS);
  const due = await db
    .selectFrom("users")
    .select("id")
    .where("role", "=", "candidate")
    .where("last_active_at", "<=", inactiveSince)
    .where("retention_warned_at", "<=", warnedBy)
    .orderBy("last_active_at")
    .limit(BATCH)
    .execute();
  let cleared = 0;
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      // Checked again in the write: a sign-in since the read keeps everything.
      const marked = await trx
        .updateTable("users")
        .set({ retention_deleted_at: iso(now), retention_warned_at: null })
        .where("id", "=", id)
        .where("last_active_at", "<=", inactiveSince)
        .where("retention_warned_at", "<=", warnedBy)
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) return;
      // The applications first (they name their resumes); their notes and status changes go with them, the resumes' bytes with the resumes.
      await trx.deleteFrom("applications").where("user_id", "=", id).execute();
      await trx.deleteFrom("resumes").where("user_id", "=", id).execute();
      cleared++;
    });
  }
  return cleared;
}

/** Rows that have served their purpose: sent and given-up mail, old reset links, expired sessions and rate-limit counts, old audit entries. */
export async function pruneOldRecords(now = Date.now()): Promise<void> {
  const mailBefore = iso(now - SENT_MAIL_KEEP_DAYS * DAY_MS);
  await db
    .deleteFrom("mail_outbox")
    .where((eb) => eb.or([eb("sent_at", "<=", mailBefore), eb("failed_at", "<=", mailBefore)]))
    .execute();
  await db
    .deleteFrom("password_resets")
    .where("expires_at", "<=", iso(now - RESET_LINK_KEEP_DAYS * DAY_MS))
    .execute();
  await db.deleteFrom("sessions").where("expires_at", "<=", iso(now)).execute();
  // The rate limits sweep their own as they count; a quiet site would keep the last addresses counted.
  await db.deleteFrom("rate_limits").where("window_ends_at", "<=", now).execute();
  // By the real clock, as the audit log's triggers count (a test's later `now` would be refused).
  await db
    .deleteFrom("staff_audit_log")
    .where("created_at", "<=", iso(Math.min(now, Date.now()) - AUDIT_KEEP_DAYS * DAY_MS))
    .execute();
}

export interface RetentionReport {
  warned: number;
  deleted: number;
}

/** One round: the pruning, then (when INACTIVE_ACCOUNT_DAYS is set and mail is on) the deletions due and the warnings due. */
export async function runDataRetention({
  now = Date.now(),
  settings = config.inactiveAccounts,
}: { now?: number; settings?: RetentionSettings | null } = {}): Promise<RetentionReport> {
  await pruneOldRecords(now);
  if (!settings || mailMode() === "off") return { warned: 0, deleted: 0 };
  const deleted = await deleteInactiveData(settings, now);
  const warned = await warnInactiveAccounts(settings, now);
  return { warned, deleted };
}

/** Starts the rounds in the background of this process, whenever it holds the "retention" lease. Returns a function that stops it. */
export function startDataRetention(): () => void {
  return whileHoldingLease("retention", { periodMs: CHECK_MS, leaseMs: 2 * CHECK_MS, label: "Data retention" }, async () => {
    const { warned, deleted } = await runDataRetention();
    if (warned || deleted)
      console.log(`Data retention: ${warned} inactive account(s) warned, ${deleted} cleared of resumes and applications`);
  });
}
