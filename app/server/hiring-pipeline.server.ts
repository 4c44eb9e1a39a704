// The employer's hiring pipeline beyond one application's status (docs/product.md#hiring-pipeline,
// docs/decisions/048-hiring-pipeline.md): several applications moved to a stage at once, and
// messages to a candidate, sent by mail through the outbox and kept in the application's history.
// Every query is scoped to the employer's company, as in employer-jobs.server.ts.
import type { ApplicationStatus } from "~/lib/application-statuses";
import { PIPELINE_TEXT, type ApplicationMessage, type BulkMoveOutcome } from "~/lib/hiring-pipeline";
import { db } from "./db.server";
import { changeStatus } from "./employer-jobs.server";
import { mailMode } from "./mail.server";
import { notificationMessage, siteLink } from "./mail-messages.server";
import { enqueueMail } from "./outbox.server";
import { HISTORY_LIMIT } from "./applicant-notes.server";

/**
 * Moves the given applications to one of the company's jobs to `status`, in one transaction: each
 * change recorded and its candidate told as one application's form does. Those the candidate
 * withdrew stay as they are, as do those at that status already; ids that are not the job's are
 * ignored. Null when none of them is (the route's 404).
 */
export async function moveApplications(
  companyId: number,
  jobId: number,
  applicationIds: number[],
  status: ApplicationStatus,
  changedBy: number,
): Promise<BulkMoveOutcome | null> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("applications")
      .innerJoin("jobs", "jobs.id", "applications.job_id")
      .select(["applications.id", "applications.status", "applications.withdrawn_at"])
      .where("applications.id", "in", applicationIds)
      .where("applications.job_id", "=", jobId)
      .where("jobs.company_id", "=", companyId)
      .orderBy("applications.id")
      .execute();
    if (rows.length === 0) return null;
    const outcome: BulkMoveOutcome = { moved: 0, alreadyThere: 0, withdrawn: 0 };
    for (const row of rows) {
      if (row.withdrawn_at) outcome.withdrawn++;
      else if (row.status === status) outcome.alreadyThere++;
      else {
        await changeStatus(trx, { id: row.id, from: row.status, to: status, changedBy });
        outcome.moved++;
      }
    }
    return outcome;
  });
}

export type MessageOutcome = { sent: true } | { refused: "withdrawn" | "mail-off" } | null;

/**
 * Sends the candidate of an application to one of the company's jobs a message from `senderId`: a
 * row in the application's history and a mail in the outbox, in one transaction. From the site,
 * named for the company, replying to the sender's address. Refused when the candidate withdrew it,
 * or while mail is off (nothing could be sent); null when the company has no such application.
 */
export async function sendCandidateMessage(
  companyId: number,
  jobId: number,
  applicationId: number,
  senderId: number,
  body: string,
): Promise<MessageOutcome> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom("applications")
      .innerJoin("jobs", "jobs.id", "applications.job_id")
      .innerJoin("companies", "companies.id", "jobs.company_id")
      .innerJoin("users", "users.id", "applications.user_id")
      .select(["applications.withdrawn_at", "users.email", "jobs.title", "companies.name as company"])
      .where("applications.id", "=", applicationId)
      .where("applications.job_id", "=", jobId)
      .where("jobs.company_id", "=", companyId)
      .executeTakeFirst();
    if (!application) return null;
    if (application.withdrawn_at) return { refused: "withdrawn" };
    if (mailMode() === "off") return { refused: "mail-off" };
    const sender = await trx.selectFrom("users").select("email").where("id", "=", senderId).executeTakeFirstOrThrow();
    await trx
      .insertInto("application_messages")
      .values({ application_id: applicationId, sender_id: senderId, body, sent_at: new Date().toISOString() })
      .execute();
    await enqueueMail(
      trx,
      notificationMessage({
        kind: "candidate-message",
        to: application.email,
        subject: PIPELINE_TEXT.messageSubject(application.company, application.title),
        heading: PIPELINE_TEXT.messageSubject(application.company, application.title),
        // One paragraph a line, as written; the HTML would otherwise join the lines.
        paragraphs: body.split(/\n+/),
        action: { label: "See My Applications", url: siteLink("/my-applications") },
        headers: { "Reply-To": sender.email },
        about: `your application to ${application.title} at ${application.company}, from a user of ${application.company}; reply to reach them`,
      }),
    );
    return { sent: true };
  });
}

/** An application's messages, oldest first: the most recent HISTORY_LIMIT of them. The caller has checked the application is the company's. */
export async function listMessages(applicationId: number): Promise<{ messages: ApplicationMessage[]; earlierLeftOut: boolean }> {
  const rows = await db
    .selectFrom("application_messages")
    .leftJoin("users", "users.id", "application_messages.sender_id")
    .select(["application_messages.id", "application_messages.body", "application_messages.sent_at", "users.email"])
    .where("application_messages.application_id", "=", applicationId)
    .orderBy("application_messages.id", "desc")
    .limit(HISTORY_LIMIT + 1)
    .execute();
  return {
    messages: rows
      .slice(0, HISTORY_LIMIT)
      .reverse()
      .map((row) => ({ id: row.id, body: row.body, sentBy: row.email, sentAt: row.sent_at })),
    earlierLeftOut: rows.length > HISTORY_LIMIT,
  };
}
