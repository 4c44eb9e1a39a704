import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { User } from "~/lib/accounts";
import type { StaffAction } from "~/lib/staff-console";
import { db } from "./db.server";
import type { Paging } from "./search/index.server";

// The staff's audit log (migration 0033, decision 047): every action of the console, written in the
// transaction of the change it records. Append-only: this module has no update or delete, and
// triggers refuse both (but the deletion of entries older than AUDIT_KEEP_DAYS, data-retention.server.ts).

/** Who acted: the signed-in staff member. */
export type Staff = Pick<User, "id" | "email">;

export type AuditSubject = { kind: "enquiry" | "job" | "user"; id: number };

export interface AuditEntry {
  id: number;
  staffId: number;
  staffEmail: string;
  action: string;
  subject: AuditSubject;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createdAt: string;
}

/** Records one action, in `trx`, the transaction of the change. */
export async function recordStaffAction(
  trx: Transaction<Database> | Kysely<Database>,
  staff: Staff,
  action: StaffAction,
  subject: AuditSubject,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
  now = new Date(),
): Promise<void> {
  await trx
    .insertInto("staff_audit_log")
    .values({
      staff_id: staff.id,
      staff_email: staff.email,
      action,
      subject_kind: subject.kind,
      subject_id: subject.id,
      before: JSON.stringify(change.before),
      after: JSON.stringify(change.after),
      created_at: now.toISOString(),
    })
    .execute();
}

export interface AuditFilters {
  action?: string;
  staffId?: number;
  subject?: AuditSubject;
}

function filtered(filters: AuditFilters) {
  let query = db.selectFrom("staff_audit_log");
  if (filters.action) query = query.where("action", "=", filters.action);
  if (filters.staffId !== undefined) query = query.where("staff_id", "=", filters.staffId);
  if (filters.subject) query = query.where("subject_kind", "=", filters.subject.kind).where("subject_id", "=", filters.subject.id);
  return query;
}

export async function countAuditEntries(filters: AuditFilters = {}): Promise<number> {
  const { count } = await filtered(filters)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return count;
}

/** One page of the log, newest first, filtered by action, staff member or subject. */
export async function listAuditEntries(filters: AuditFilters, { page, pageSize }: Paging): Promise<AuditEntry[]> {
  const rows = await filtered(filters)
    .selectAll()
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    action: row.action,
    subject: { kind: row.subject_kind, id: row.subject_id },
    before: JSON.parse(row.before) as Record<string, unknown>,
    after: JSON.parse(row.after) as Record<string, unknown>,
    createdAt: row.created_at,
  }));
}
