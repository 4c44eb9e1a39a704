// Job alerts (docs/product.md#job-alerts): a candidate's saved search (keywords, location, discipline, work
// type, salary), mailed daily or weekly as a digest of the matching jobs added since the last one,
// newest first, at most DIGEST_JOBS, with a link to the full search. One process at a time sends
// them (the "alerts" lease); an alert with nothing new is skipped; each check moves the alert's
// watermark (last_job_id) to the newest job on the board when it began, so no job is mailed twice.
import type { Selectable } from "kysely";
import type { JobAlertsTable } from "../../db/schema";
import { jobSearchQuery, salaryFilterLabel, type JobSearch } from "~/lib/job-search";
import { BRAND } from "~/lib/meta";
import { db } from "./db.server";
import { closeExpiredJobs } from "./job-expiry.server";
import { filtersFromSearch, newJobSummaries } from "./jobs.server";
import { mailMode } from "./mail.server";
import { notificationMessage, siteLink } from "./mail-messages.server";
import { unsubscribeParts } from "./notifications.server";
import { whileHoldingLease } from "./leases.server";
import { enqueueMail } from "./outbox.server";

export const ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const isAlertFrequency = (value: unknown): value is AlertFrequency => ALERT_FREQUENCIES.includes(value as AlertFrequency);

/** A user's alerts at most: each is a search run once a period. */
export const MAX_ALERTS = 20;
const DIGEST_JOBS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS: Record<AlertFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** How often the sender looks for due alerts. */
const CHECK_MS = 60_000;

export type AlertSearch = Pick<JobSearch, "q" | "location" | "radius" | "discipline" | "remote" | "salary">;
export type JobAlert = Selectable<JobAlertsTable>;

export const searchOfAlert = (alert: JobAlert): AlertSearch => ({
  q: alert.keywords,
  location: alert.location,
  radius: alert.radius_miles || null,
  discipline: alert.discipline as JobSearch["discipline"],
  remote: alert.remote,
  salary: alert.salary_at_least || null,
});

/** The alert's search in words: `"bridge engineer" in Denver, Civil Engineering, remote, $100k+`. */
export function describeSearch(search: AlertSearch): string {
  const parts = [search.q ? `"${search.q}"` : "All jobs"];
  if (search.location) parts[0] += search.radius ? ` within ${search.radius} miles of ${search.location}` : ` in ${search.location}`;
  if (search.discipline) parts.push(search.discipline);
  if (search.remote !== "any") parts.push(search.remote === "true" ? "remote" : "on-site");
  if (search.salary) parts.push(salaryFilterLabel(search.salary));
  return parts.join(", ");
}

const newestJobId = async () =>
  (
    await db
      .selectFrom("jobs")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst()
  )?.id ?? 0;

/** An alert's search as its row holds it. */
const alertColumns = (userId: number, search: AlertSearch) => ({
  user_id: userId,
  keywords: search.q,
  location: search.location,
  // As the search's URL: a distance only around a place.
  radius_miles: search.location ? (search.radius ?? 0) : 0,
  discipline: search.discipline,
  remote: search.remote,
  salary_at_least: search.salary ?? 0,
});

/** The user's alert of this search, if they saved one (one a search: the table's unique index). */
async function alertOf(userId: number, search: AlertSearch) {
  const values = alertColumns(userId, search);
  return db
    .selectFrom("job_alerts")
    .select(["id", "frequency", "paused"])
    .where("user_id", "=", userId)
    .where("keywords", "=", values.keywords)
    .where("location", "=", values.location)
    .where("discipline", "=", values.discipline)
    .where("remote", "=", values.remote)
    .where("salary_at_least", "=", values.salary_at_least)
    .where("radius_miles", "=", values.radius_miles)
    .executeTakeFirst();
}

/** How the user's alert of this search goes out, for /jobs to say so; null when they have none. */
export async function alertForSearch(userId: number, search: AlertSearch): Promise<{ frequency: AlertFrequency; paused: boolean } | null> {
  const alert = await alertOf(userId, search);
  return alert ? { frequency: alert.frequency, paused: alert.paused === 1 } : null;
}

/**
 * Saves a search as an alert of the user's, or changes the frequency of the one they have for it
 * (and resumes it). Its first digest holds the jobs added after now. False when the user has
 * MAX_ALERTS already.
 */
export async function saveAlert(userId: number, search: AlertSearch, frequency: AlertFrequency, now = Date.now()): Promise<boolean> {
  const values = alertColumns(userId, search);
  const existing = await alertOf(userId, search);
  const nextDueAt = new Date(now + PERIOD_MS[frequency]).toISOString();
  if (existing) {
    await db.updateTable("job_alerts").set({ frequency, paused: 0, next_due_at: nextDueAt }).where("id", "=", existing.id).execute();
    return true;
  }
  const { count } = await db
    .selectFrom("job_alerts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (count >= MAX_ALERTS) return false;
  // Saved by another post of the same search meanwhile: that one stands, with this frequency.
  await db
    .insertInto("job_alerts")
    .values({ ...values, frequency, last_job_id: await newestJobId(), next_due_at: nextDueAt })
    .onConflict((conflict) =>
      conflict
        .columns(["user_id", "keywords", "location", "discipline", "remote", "salary_at_least", "radius_miles"])
        .doUpdateSet({ frequency, paused: 0, next_due_at: nextDueAt }),
    )
    .execute();
  return true;
}

export function listAlerts(userId: number): Promise<JobAlert[]> {
  return db.selectFrom("job_alerts").selectAll().where("user_id", "=", userId).orderBy("id").execute();
}

/** Pauses or resumes one of the user's alerts; false when they have no such alert. */
export async function setAlertPaused(userId: number, alertId: number, paused: boolean): Promise<boolean> {
  const result = await db
    .updateTable("job_alerts")
    .set({ paused: paused ? 1 : 0 })
    .where("id", "=", alertId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes one of the user's alerts; false when they have no such alert,
 * or, given `createdAt`, when the alert of that id is a later one.
 */
export async function deleteAlert(userId: number, alertId: number, createdAt?: string): Promise<boolean> {
  const result = await db
    .deleteFrom("job_alerts")
    .where("id", "=", alertId)
    .where("user_id", "=", userId)
    .$if(createdAt !== undefined, (query) => query.where("created_at", "=", createdAt!))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The next due time after `now`, in whole periods from the last one, so that a stopped server sends one digest, not a backlog. */
function nextDue(alert: JobAlert, now: number): string {
  const period = PERIOD_MS[alert.frequency];
  const last = Date.parse(alert.next_due_at);
  return new Date(last + period * Math.max(1, Math.ceil((now - last + 1) / period))).toISOString();
}

/** Checks every alert due at `now`: queues a digest for each with new jobs. Returns how many digests were queued. */
export async function sendDueAlerts(now = Date.now()): Promise<number> {
  if (mailMode() === "off") return 0;
  // Outside any request: no request has closed the jobs that expired since the last one.
  closeExpiredJobs(now);
  const due = await db
    .selectFrom("job_alerts")
    .innerJoin("users", "users.id", "job_alerts.user_id")
    .selectAll("job_alerts")
    .select(["users.email", "users.created_at as user_created_at"])
    .where("job_alerts.paused", "=", 0)
    .where("job_alerts.next_due_at", "<=", new Date(now).toISOString())
    .orderBy("job_alerts.next_due_at")
    .limit(500)
    .execute();
  let queued = 0;
  // Every alert checked now covers the jobs up to the newest one now; later ones are the next check's.
  const upTo = await newestJobId();
  for (const alert of due) {
    const search = searchOfAlert(alert);
    // One more than a digest holds: then there are more to see on the site.
    const jobs = await newJobSummaries(
      filtersFromSearch({ ...search, posted: null, company: null, sort: "newest", page: 1 }),
      alert.last_job_id,
      upTo,
      DIGEST_JOBS + 1,
    );
    await db.transaction().execute(async (trx) => {
      // The same alert, unchanged since it was read (not deleted, paused or checked meanwhile).
      const moved = await trx
        .updateTable("job_alerts")
        .set({ last_job_id: upTo, next_due_at: nextDue(alert, now) })
        .where("id", "=", alert.id)
        .where("last_job_id", "=", alert.last_job_id)
        .where("paused", "=", 0)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n || jobs.length === 0) return;
      const shown = jobs.slice(0, DIGEST_JOBS);
      const described = describeSearch(search);
      const fullSearch = siteLink(`/jobs${jobSearchQuery(search)}`);
      await enqueueMail(
        trx,
        notificationMessage({
          kind: "job-alert",
          to: alert.email,
          subject: `${jobs.length > DIGEST_JOBS ? `${DIGEST_JOBS}+` : shown.length} new job${shown.length === 1 ? "" : "s"}: ${described}`,
          heading: `New jobs for your alert: ${described}`,
          paragraphs: [
            ...shown.map((job) => ({
              link: { label: job.title, url: siteLink(`/jobs/${job.id}`) },
              rest: `, ${job.company.name}, ${job.location}`,
            })),
            ...(jobs.length > DIGEST_JOBS ? [`These are the newest ${DIGEST_JOBS}; there are more.`] : []),
          ],
          action: { label: "See every job of this search", url: fullSearch },
          unsubscribe: unsubscribeParts(
            { id: alert.user_id, createdAt: alert.user_created_at },
            { alert: { id: alert.id, createdAt: alert.created_at } },
          ),
          about: `your ${alert.frequency} ${BRAND} job alert "${described}"`,
        }),
      );
      queued++;
    });
  }
  return queued;
}

/** Starts checking alerts in the background of this process, whenever it holds the "alerts" lease. Returns a function that stops it. */
export function startAlertSending(): () => void {
  if (mailMode() === "off") return () => {};
  return whileHoldingLease("alerts", { periodMs: CHECK_MS, leaseMs: 2 * CHECK_MS, label: "Job alerts: checking them" }, async () => {
    await sendDueAlerts();
  });
}
