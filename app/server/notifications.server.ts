// E-mail notifications (docs/product.md#e-mail-notifications): written to the outbox in the transaction of the change
// they announce. An employer's users hear of each new application to the company's jobs; a
// candidate of each change of an application's status; the agency's ENQUIRY_NOTIFY_EMAIL of each
// hiring enquiry. A user turns theirs off in Settings or with the message's unsubscribe link,
// which works signed out (a signed token) and in one click from the mail client (RFC 8058).
// Nothing is queued while mail is off: it would all go out, stale, the day it is turned on.
import crypto from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { statusBadge, type ApplicationStatus } from "~/lib/application-statuses";
import { stampOf } from "./accounts.server";
import { config } from "./config.server";
import { db } from "./db.server";
import { mailMode } from "./mail.server";
import { notificationMessage, siteLink } from "./mail-messages.server";
import { enqueueMail } from "./outbox.server";

/** The notifications a user can turn off, and the users' column that says whether they are on. */
export const NOTIFICATIONS = {
  "new-application": { column: "notify_new_applications", about: "new applications to your company's jobs" },
  "status-change": { column: "notify_status_changes", about: "changes to the status of your applications" },
} as const;
export type NotificationKind = keyof typeof NOTIFICATIONS;

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === "string" && Object.hasOwn(NOTIFICATIONS, value);

// --- Unsubscribe tokens -----------------------------------------------------------------------------
// "<user id>-<stamp>.<what>.<signature>": what is a notification's kind, or "alert-<id>-<stamp>" for
// a job alert; a stamp is the row's created_at (stampOf), so that a link never acts on a later
// account (or alert) that got the same id. The signature is an HMAC with the first session
// secret, and any of them is accepted.

/** A user's or a job alert's row: its id, and its created_at, which tells it from a later row that got the same id. */
export interface RowOfAllTime {
  id: number;
  createdAt: string;
}

/** What an unsubscribe link stops: one kind of notification, or one job alert. */
export type Unsubscribable = NotificationKind | { alert: RowOfAllTime };

/** A token's account, and what it stops, by id and stamp. */
export interface UnsubscribeLink {
  user: { id: number; stamp: string };
  what: NotificationKind | { alert: { id: number; stamp: string } };
}

const signature = (payload: string, secret: string) =>
  crypto.createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url");

// A link acts only on the account (and alert) it was mailed for, and on purpose never expires: mail stays in inboxes for years.
export function unsubscribeToken(user: RowOfAllTime, what: Unsubscribable): string {
  const stops = typeof what === "string" ? what : `alert-${what.alert.id}-${stampOf(what.alert.createdAt)}`;
  const payload = `${user.id}-${stampOf(user.createdAt)}.${stops}`;
  return `${payload}.${signature(payload, config.sessionSecrets[0])}`;
}

/** The account and what a token stops, if one of the session secrets signed it. */
export function readUnsubscribeToken(token: string): UnsubscribeLink | null {
  const match = /^(\d{1,12})-([\da-z]{1,9})\.([a-z-]{1,40}|alert-\d{1,12}-[\da-z]{1,9})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const alert = /^alert-(\d+)-([\da-z]+)$/.exec(match[3]);
  const what: UnsubscribeLink["what"] | null = alert
    ? { alert: { id: Number(alert[1]), stamp: alert[2] } }
    : isNotificationKind(match[3])
      ? match[3]
      : null;
  if (!what) return null;
  const payload = `${match[1]}-${match[2]}.${match[3]}`;
  const given = Buffer.from(match[4]);
  const signed = config.sessionSecrets.some((secret) => {
    const expected = Buffer.from(signature(payload, secret));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  return signed ? { user: { id: Number(match[1]), stamp: match[2] }, what } : null;
}

/** A message's unsubscribe link, and its List-Unsubscribe headers (one click, RFC 8058). */
export function unsubscribeParts(user: RowOfAllTime, what: Unsubscribable) {
  const url = siteLink(`/unsubscribe?${new URLSearchParams({ token: unsubscribeToken(user, what) })}`);
  return {
    url,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The created_at of the account with this id, if it is the one of this stamp (not a later one that got the id); else null. */
export async function accountCreatedAt(userId: number, stamp: string): Promise<string | null> {
  const user = await db.selectFrom("users").select("created_at").where("id", "=", userId).executeTakeFirst();
  return user && stampOf(user.created_at) === stamp ? user.created_at : null;
}

// --- The notifications ---------------------------------------------------------------------------

/** To each user of the job's company who has them on: who applied to which job, and a link to the applicant's page. */
export async function notifyNewApplication(trx: Transaction<Database>, applicationId: number): Promise<void> {
  if (mailMode() === "off") return;
  const application = await trx
    .selectFrom("applications")
    .innerJoin("jobs", "jobs.id", "applications.job_id")
    .innerJoin("users", "users.id", "applications.user_id")
    .leftJoin("profiles", "profiles.user_id", "applications.user_id")
    .select(["applications.id as applicationId", "jobs.id as jobId", "jobs.title", "jobs.company_id", "users.email", "profiles.full_name"])
    .where("applications.id", "=", applicationId)
    .executeTakeFirstOrThrow();
  const recipients = await trx
    .selectFrom("users")
    .select(["id", "email", "created_at"])
    .where("company_id", "=", application.company_id)
    .where("role", "=", "employer")
    .where("notify_new_applications", "=", 1)
    .execute();
  const applicant = application.full_name || application.email;
  for (const recipient of recipients) {
    const unsubscribe = unsubscribeParts({ id: recipient.id, createdAt: recipient.created_at }, "new-application");
    await enqueueMail(
      trx,
      notificationMessage({
        kind: "new-application",
        to: recipient.email,
        subject: `New application: ${application.title}`,
        heading: `${applicant} applied to ${application.title}`,
        paragraphs: [
          `${applicant} has applied to your job "${application.title}". Their resume and cover letter are on their application's page.`,
        ],
        action: {
          label: "See the application",
          url: siteLink(`/posted-jobs/${application.jobId}/applicants/${application.applicationId}`),
        },
        unsubscribe,
        about: NOTIFICATIONS["new-application"].about,
      }),
    );
  }
}

/** To the candidate, if they have them on: the job and the application's new status. */
export async function notifyStatusChange(trx: Transaction<Database>, applicationId: number, status: ApplicationStatus): Promise<void> {
  if (mailMode() === "off") return;
  const application = await trx
    .selectFrom("applications")
    .innerJoin("jobs", "jobs.id", "applications.job_id")
    .innerJoin("companies", "companies.id", "jobs.company_id")
    .innerJoin("users", "users.id", "applications.user_id")
    .select([
      "users.id as userId",
      "users.created_at as userCreatedAt",
      "users.email",
      "users.notify_status_changes",
      "jobs.title",
      "companies.name as company",
    ])
    .where("applications.id", "=", applicationId)
    .executeTakeFirstOrThrow();
  if (!application.notify_status_changes) return;
  const label = statusBadge(status).label;
  await enqueueMail(
    trx,
    notificationMessage({
      kind: "status-change",
      to: application.email,
      subject: `Your application to ${application.company}: ${label}`,
      heading: `${application.title} at ${application.company}`,
      paragraphs: [`The status of your application is now: ${label}.`],
      action: { label: "See My Applications", url: siteLink("/my-applications") },
      unsubscribe: unsubscribeParts({ id: application.userId, createdAt: application.userCreatedAt }, "status-change"),
      about: NOTIFICATIONS["status-change"].about,
    }),
  );
}

/** To the agency's ENQUIRY_NOTIFY_EMAIL, when set: every field of the enquiry (labelled), and who to reply to. */
export async function notifyEnquiry(
  trx: Transaction<Database>,
  { company, replyTo, fields }: { company: string; replyTo: string; fields: [label: string, value: string | null | undefined][] },
): Promise<void> {
  const to = config.mail.enquiryNotifyEmail;
  if (mailMode() === "off" || !to) return;
  await enqueueMail(
    trx,
    notificationMessage({
      kind: "enquiry",
      to,
      subject: `New hiring enquiry: ${company}`,
      heading: `A hiring enquiry from ${company}`,
      paragraphs: fields.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
      headers: { "Reply-To": replyTo },
      about: "each hiring enquiry, as ENQUIRY_NOTIFY_EMAIL asks; an operator changes that setting",
    }),
  );
}

// --- Settings ------------------------------------------------------------------------------------

/** Which of the notifications a user gets. */
export async function notificationSettings(userId: number): Promise<Record<NotificationKind, boolean>> {
  const row = await db
    .selectFrom("users")
    .select(["notify_new_applications", "notify_status_changes"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return { "new-application": row.notify_new_applications === 1, "status-change": row.notify_status_changes === 1 };
}

/**
 * Turns one of a user's notifications on or off; false when there is no such user (deleted since),
 * or, given `createdAt`, when the user of that id is a later account.
 */
export async function setNotification(userId: number, kind: NotificationKind, on: boolean, createdAt?: string): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ [NOTIFICATIONS[kind].column]: on ? 1 : 0 })
    .where("id", "=", userId)
    .$if(createdAt !== undefined, (query) => query.where("created_at", "=", createdAt!))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
