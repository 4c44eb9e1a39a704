import { sql } from "kysely";
import type { Role } from "~/lib/accounts";
import { db } from "./db.server";
import { holdIfReported } from "./job-reports.server";
import { recordStaffAction, type Staff } from "./staff-audit.server";
import { releaseColumns, withholdColumns } from "./staff-jobs.server";

// The staff console's accounts (docs/product.md#the-staff-console, decision 047): find one by
// e-mail, suspend it with a reason and restore it. A suspended account is signed out everywhere at
// once and cannot sign in (auth.server.ts); an employer's suspension takes their company's jobs out
// of every listing (jobs record no poster: the company's jobs are the employer's), and the restore
// brings back those that were open. Only candidates' and employers' accounts are suspended here.

/** The most accounts a search by e-mail lists. */
export const USER_SEARCH_LIMIT = 20;

export interface StaffUserSummary {
  id: number;
  email: string;
  role: Role;
  createdAt: string;
  companyId: number | null;
  companyName: string | null;
  suspendedAt: string | null;
  suspendedReason: string | null;
}

const SUSPENDABLE_ROLES: readonly string[] = ["candidate", "employer"] satisfies Role[];

function selectUsers() {
  return db
    .selectFrom("users")
    .leftJoin("companies", "companies.id", "users.company_id")
    .select([
      "users.id",
      "users.email",
      "users.role",
      "users.created_at",
      "users.company_id",
      "companies.name as company_name",
      "users.suspended_at",
      "users.suspended_reason",
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>["execute"]>>[number];

const toSummary = (row: UserRow): StaffUserSummary => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
  companyId: row.company_id,
  companyName: row.company_name,
  suspendedAt: row.suspended_at,
  suspendedReason: row.suspended_reason,
});

/**
 * The accounts whose e-mail is `query` or starts with it, whatever the case: the exact one first,
 * then by address, at most USER_SEARCH_LIMIT. Nothing for an empty query.
 */
export async function findUsersByEmail(query: string): Promise<StaffUserSummary[]> {
  const text = query.trim();
  if (!text) return [];
  const pattern = `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await selectUsers()
    .where(sql<boolean>`users.email LIKE ${pattern} ESCAPE '\\'`)
    .orderBy(sql`users.email = ${text} COLLATE NOCASE`, "desc")
    .orderBy("users.email")
    .limit(USER_SEARCH_LIMIT)
    .execute();
  return rows.map(toSummary);
}

export async function getStaffUser(userId: number): Promise<StaffUserSummary | undefined> {
  const row = await selectUsers().where("users.id", "=", userId).executeTakeFirst();
  return row && toSummary(row);
}

export type SuspendOutcome = "suspended" | "already-suspended" | "not-suspendable" | "not-found";

/**
 * Suspends an account with a reason: its sessions end at once, it cannot sign in, and an employer's
 * company's jobs leave every listing. A staff account is refused (it is managed from the command line).
 */
export async function suspendUser(staff: Staff, userId: number, reason: string, now = new Date()): Promise<SuspendOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["role", "company_id", "suspended_at", "suspended_reason"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) return "not-found";
    if (!SUSPENDABLE_ROLES.includes(user.role) || userId === staff.id) return "not-suspendable";
    if (user.suspended_at !== null) return "already-suspended";
    await trx.updateTable("users").set({ suspended_at: at, suspended_reason: reason }).where("id", "=", userId).execute();
    const sessions = await trx.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
    let jobs: number[] = [];
    if (user.role === "employer" && user.company_id !== null) {
      const withheld = await trx
        .updateTable("jobs")
        .set({ suspended_at: at, ...withholdColumns(at) })
        .where("company_id", "=", user.company_id)
        .where("suspended_at", "is", null)
        .returning("id")
        .execute();
      jobs = withheld.map((job) => job.id);
    }
    await recordStaffAction(
      trx,
      staff,
      "user.suspend",
      { kind: "user", id: userId },
      {
        before: { suspendedAt: null, suspendedReason: null },
        after: { suspendedAt: at, suspendedReason: reason, sessionsEnded: Number(sessions.numDeletedRows), jobsWithheld: jobs },
      },
      now,
    );
    return "suspended";
  });
}

export type RestoreUserOutcome = "restored" | "not-suspended" | "not-found";

/**
 * Lifts a suspension: the account can sign in again, and its company's jobs that were open when it
 * was suspended come back (or expire, past their closing date) unless a hide or a hold keeps them out.
 */
export async function restoreUser(staff: Staff, userId: number, now = new Date()): Promise<RestoreUserOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["company_id", "suspended_at", "suspended_reason"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) return "not-found";
    if (user.suspended_at === null) return "not-suspended";
    await trx.updateTable("users").set({ suspended_at: null, suspended_reason: null }).where("id", "=", userId).execute();
    let reopened: number[] = [];
    if (user.company_id !== null) {
      const released = await trx
        .updateTable("jobs")
        .set({ suspended_at: null, ...releaseColumns("held_at IS NOT NULL OR hidden_at IS NOT NULL", at) })
        .where("company_id", "=", user.company_id)
        .where("suspended_at", "is not", null)
        .returning(["id", "closed_at"])
        .execute();
      reopened = released.filter((job) => job.closed_at === null).map((job) => job.id);
      for (const id of reopened) await holdIfReported(trx, id, now);
    }
    await recordStaffAction(
      trx,
      staff,
      "user.restore",
      { kind: "user", id: userId },
      {
        before: { suspendedAt: user.suspended_at, suspendedReason: user.suspended_reason },
        after: { suspendedAt: null, suspendedReason: null, jobsReopened: reopened },
      },
      now,
    );
    return "restored";
  });
}
