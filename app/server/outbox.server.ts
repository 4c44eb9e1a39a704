// The outbox (migration 0017, docs/decisions/032-mail-through-an-outbox.md). A message is written
// in the same transaction as the change that causes it, and sent later by one process: what was
// committed is sent, what was rolled back is not, and a mail server that is down delays messages
// rather than failing requests or losing them.
//
// Delivery: the process holding the "mail" lease (leases.server.ts) takes each due message in
// turn, claims it for CLAIM_MS (so that no other process sends it meanwhile), hands it to the SMTP
// server, and marks it sent. A message the server refuses for now (or cannot be reached for)
// waits longer each time, up to an hour; after GIVE_UP_MS it is marked failed with the last
// error, as is one the server refuses for good (a 5xx reply to its recipient or its content). A
// process that dies between the server's acceptance and the mark leaves the claim to expire and
// the message to be sent again, with the same Message-ID, by which mail systems drop a copy: the
// one window for a second copy, and the least of the evils.
import crypto from "node:crypto";
import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { config } from "./config.server";
import { db } from "./db.server";
import { whileHoldingLease } from "./leases.server";
import { configuredSender, type MailSender } from "./mail.server";

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
/** How long a message is claimed while it is sent: beyond the SMTP timeouts (mail.server.ts). */
const CLAIM_MS = 2 * MINUTE_MS;
/** The first wait after a refusal, doubled after each, up to MAX_WAIT_MS. */
const FIRST_WAIT_MS = 30 * SECOND_MS;
const MAX_WAIT_MS = HOUR_MS;
/** A message not sent within a day of being written is given up. */
export const GIVE_UP_MS = 24 * HOUR_MS;
/** How often the deliverer looks for due messages, and how long its lease lasts without renewal. */
const POLL_MS = 5 * SECOND_MS;
const LEASE_MS = 30 * SECOND_MS;

export interface MailMessage {
  /** What caused it, for the report: "password-reset", "new-application", ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** More headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Queues a message, in `executor`'s transaction when it is one. */
export async function enqueueMail(executor: Kysely<Database> | Transaction<Database>, message: MailMessage): Promise<void> {
  const host = new URL(config.mail.siteUrl).hostname;
  await executor
    .insertInto("mail_outbox")
    .values({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      headers: JSON.stringify(message.headers ?? {}),
      message_id: `<${crypto.randomUUID()}@${host}>`,
    })
    .execute();
}

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryWait(attempts: number): number {
  return Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, attempts - 1), MAX_WAIT_MS);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Claims the next due message for CLAIM_MS, counting the attempt; none when nothing is due. */
async function claimNext(now: number) {
  const due = (eb: ExpressionBuilder<Database, "mail_outbox">) =>
    eb.and([
      eb("sent_at", "is", null),
      eb("failed_at", "is", null),
      eb("next_attempt_at", "<=", iso(now)),
      eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", iso(now))]),
    ]);
  // One statement: SQLite runs one writer at a time, so two processes never claim one message.
  return db
    .updateTable("mail_outbox")
    .set((eb) => ({ claimed_until: iso(now + CLAIM_MS), attempts: eb("attempts", "+", 1) }))
    .where("id", "=", (eb) => eb.selectFrom("mail_outbox").select("id").where(due).orderBy("next_attempt_at").orderBy("id").limit(1))
    .where(due)
    .returningAll()
    .executeTakeFirst();
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** Sends every message due at `now` (at most `limit`), one at a time, and records what became of each. */
export async function deliverDueMail(send: MailSender, { now = () => Date.now(), limit = 100 } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const message = await claimNext(now());
    if (!message) break;
    try {
      await send({
        to: message.recipient,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        headers: JSON.parse(message.headers) as Record<string, string>,
        messageId: message.message_id,
      });
      await db
        .updateTable("mail_outbox")
        .set({ sent_at: iso(now()), claimed_until: null, last_error: null })
        .where("id", "=", message.id)
        .execute();
      report.sent++;
    } catch (error) {
      const { responseCode, code } = error as { responseCode?: number; code?: string };
      const lastError = String((error as Error).message ?? error).slice(0, 1_000);
      const at = now();
      // For good: a 5xx reply to this message's recipient or content. Not a 5xx to the sign-in
      // (a wrong password in SMTP_URL): once it is put right, the waiting messages go out.
      const refusedForGood = responseCode !== undefined && responseCode >= 500 && (code === "EENVELOPE" || code === "EMESSAGE");
      const tooOld = at - Date.parse(message.created_at) >= GIVE_UP_MS;
      if (refusedForGood || tooOld) {
        await db
          .updateTable("mail_outbox")
          .set({ failed_at: iso(at), claimed_until: null, last_error: lastError })
          .where("id", "=", message.id)
          .execute();
        report.failed++;
      } else {
        await db
          .updateTable("mail_outbox")
          .set({ next_attempt_at: iso(at + retryWait(message.attempts)), claimed_until: null, last_error: lastError })
          .where("id", "=", message.id)
          .execute();
        report.retrying++;
      }
    }
  }
  return report;
}

/**
 * Starts delivering the outbox in the background of this process, whenever it holds the "mail"
 * lease (every server worker runs this; one delivers at a time). Returns a function that stops it.
 * Does nothing when mail is off (the server's primary process says so once).
 */
export function startMailDelivery(send: MailSender | null = configuredSender()): () => void {
  if (!send) return () => {};
  return whileHoldingLease("mail", { periodMs: POLL_MS, leaseMs: LEASE_MS, label: "Mail: delivering the outbox" }, async () => {
    const { sent, retrying, failed } = await deliverDueMail(send);
    if (retrying || failed) console.warn(`Mail: ${sent} sent, ${retrying} to retry, ${failed} given up`);
  });
}
