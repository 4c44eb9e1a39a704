import type { ApplicationNote, StatusChange } from "~/lib/employer";
import { db } from "./db.server";
import type { Paging } from "./search/index.server";

// What an employer's users keep about an application: their private notes, and the history of its
// status (written by setApplicationStatus in employer-jobs.server.ts). Only the employer's pages
// read these tables; no candidate page or API does (docs/product.md#employer-side-and-settings).

/** The status changes an applicant's page shows: the most recent ones, a bound on a page's size. */
export const HISTORY_LIMIT = 100;

/**
 * Adds a note by `authorId` to an application to one of the company's jobs. False when the
 * company has no such application (nothing is stored).
 */
export async function addApplicationNote(
  companyId: number,
  jobId: number,
  applicationId: number,
  authorId: number,
  body: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto("application_notes")
    .columns(["application_id", "author_id", "body", "created_at"])
    .expression((eb) =>
      eb
        .selectFrom("applications")
        .innerJoin("jobs", "jobs.id", "applications.job_id")
        .select((select) => [
          "applications.id",
          select.val(authorId).as("author_id"),
          select.val(body).as("body"),
          select.val(new Date().toISOString()).as("created_at"),
        ])
        .where("applications.id", "=", applicationId)
        .where("applications.job_id", "=", jobId)
        .where("jobs.company_id", "=", companyId),
    )
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** One page of an application's notes, newest first, each with its author's e-mail. The caller has checked the application is the company's. */
export async function listApplicationNotes(applicationId: number, { page, pageSize }: Paging): Promise<ApplicationNote[]> {
  const rows = await db
    .selectFrom("application_notes")
    .leftJoin("users", "users.id", "application_notes.author_id")
    .select(["application_notes.id", "application_notes.body", "application_notes.created_at", "users.email"])
    .where("application_notes.application_id", "=", applicationId)
    .orderBy("application_notes.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map((row) => ({ id: row.id, body: row.body, author: row.email, createdAt: row.created_at }));
}

/**
 * An application's status changes, oldest first: the most recent HISTORY_LIMIT of them, and
 * whether older ones were left out. The caller has checked the application is the company's.
 */
export async function listStatusChanges(applicationId: number): Promise<{ changes: StatusChange[]; earlierLeftOut: boolean }> {
  const rows = await db
    .selectFrom("application_status_changes")
    .leftJoin("users", "users.id", "application_status_changes.changed_by")
    .select([
      "application_status_changes.id",
      "application_status_changes.from_status",
      "application_status_changes.to_status",
      "application_status_changes.changed_at",
      "users.email",
    ])
    .where("application_status_changes.application_id", "=", applicationId)
    .orderBy("application_status_changes.id", "desc")
    .limit(HISTORY_LIMIT + 1)
    .execute();
  const earlierLeftOut = rows.length > HISTORY_LIMIT;
  const changes = rows
    .slice(0, HISTORY_LIMIT)
    .reverse()
    .map((row) => ({ id: row.id, from: row.from_status, to: row.to_status, changedBy: row.email, changedAt: row.changed_at }));
  return { changes, earlierLeftOut };
}
