import type { ExpressionBuilder, Selectable } from "kysely";
import { csvField } from "../../db/enquiries-report";
import type { Database, EnquiriesTable } from "../../db/schema";
import { MAX_CSV_ROWS, type EnquiryStatus } from "~/lib/staff-console";
import type { EnquiryFilters } from "~/lib/staff-console-schemas";
import { db } from "./db.server";
import type { Paging } from "./search/index.server";
import { recordStaffAction, type Staff } from "./staff-audit.server";

// The staff console's enquiries (docs/product.md#the-staff-console): the leads' list and CSV, one
// enquiry with its notes, owner and status history, and the workflow's changes, each recorded in
// the audit log in its own transaction.

export interface EnquirySummary {
  id: number;
  kind: Selectable<EnquiriesTable>["kind"];
  companyName: string;
  contactName: string;
  email: string;
  /** The engineering enquiry's discipline, or the healthcare one's specialty. */
  field: string;
  status: EnquiryStatus;
  ownerEmail: string | null;
  createdAt: string;
}

export interface EnquiryDetails extends EnquirySummary {
  phone: string;
  hiringNeeds: string | null;
  positionsToFill: string | null;
  timeline: string | null;
  message: string | null;
  source: string;
  owner: { id: number; email: string } | null;
  notes: { id: number; authorEmail: string; body: string; createdAt: string }[];
  history: { from: EnquiryStatus; to: EnquiryStatus; byEmail: string; at: string }[];
}

function matching(eb: ExpressionBuilder<Database, "enquiries">, { kind, field, status }: EnquiryFilters) {
  const conditions = [];
  if (kind) conditions.push(eb("enquiries.kind", "=", kind));
  if (status) conditions.push(eb("enquiries.status", "=", status));
  if (field) {
    conditions.push(
      eb.or([
        eb.and([eb("enquiries.kind", "=", "engineering"), eb("enquiries.source", "=", field)]),
        eb.and([eb("enquiries.kind", "=", "healthcare"), eb("enquiries.specialty", "=", field)]),
      ]),
    );
  }
  return eb.and(conditions);
}

const selectEnquiries = (filters: EnquiryFilters) =>
  db
    .selectFrom("enquiries")
    .leftJoin("users as owner", "owner.id", "enquiries.owner_id")
    .selectAll("enquiries")
    .select("owner.email as owner_email")
    .where((eb) => matching(eb, filters));

type EnquiryRow = Awaited<ReturnType<ReturnType<typeof selectEnquiries>["execute"]>>[number];

function toSummary(row: EnquiryRow): EnquirySummary {
  return {
    id: row.id,
    kind: row.kind,
    companyName: row.company_name,
    contactName: row.contact_name,
    email: row.email,
    field: (row.kind === "healthcare" ? row.specialty : row.source) ?? "",
    status: row.status,
    ownerEmail: row.owner_email,
    createdAt: row.created_at,
  };
}

export async function countEnquiries(filters: EnquiryFilters): Promise<number> {
  const { count } = await db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where((eb) => matching(eb, filters))
    .executeTakeFirstOrThrow();
  return count;
}

/** One page of the enquiries matching the filters, newest first. */
export async function listEnquiries(filters: EnquiryFilters, { page, pageSize }: Paging): Promise<EnquirySummary[]> {
  const rows = await selectEnquiries(filters)
    .orderBy("enquiries.created_at", "desc")
    .orderBy("enquiries.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map(toSummary);
}

/** One enquiry with its owner, notes (oldest first) and status history (oldest first); undefined for none. */
export async function getEnquiry(id: number): Promise<EnquiryDetails | undefined> {
  const row = await selectEnquiries({}).where("enquiries.id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [notes, history] = await Promise.all([
    db.selectFrom("enquiry_notes").selectAll().where("enquiry_id", "=", id).orderBy("id").execute(),
    db.selectFrom("enquiry_status_changes").selectAll().where("enquiry_id", "=", id).orderBy("id").execute(),
  ]);
  return {
    ...toSummary(row),
    phone: row.phone,
    hiringNeeds: row.hiring_needs,
    positionsToFill: row.positions_to_fill,
    timeline: row.timeline,
    message: row.message,
    source: row.source,
    owner: row.owner_id !== null && row.owner_email !== null ? { id: row.owner_id, email: row.owner_email } : null,
    notes: notes.map((note) => ({ id: note.id, authorEmail: note.author_email, body: note.body, createdAt: note.created_at })),
    history: history.map((change) => ({
      from: change.from_status,
      to: change.to_status,
      byEmail: change.changed_by_email,
      at: change.changed_at,
    })),
  };
}

export type EnquiryChange = "changed" | "unchanged" | "not-found";

/** Moves an enquiry to a status, with its history row and audit entry; the status it has changes nothing. */
export async function setEnquiryStatus(staff: Staff, enquiryId: number, status: EnquiryStatus, now = new Date()): Promise<EnquiryChange> {
  return db.transaction().execute(async (trx) => {
    const enquiry = await trx.selectFrom("enquiries").select("status").where("id", "=", enquiryId).executeTakeFirst();
    if (!enquiry) return "not-found";
    if (enquiry.status === status) return "unchanged";
    const at = now.toISOString();
    await trx.updateTable("enquiries").set({ status }).where("id", "=", enquiryId).execute();
    await trx
      .insertInto("enquiry_status_changes")
      .values({
        enquiry_id: enquiryId,
        from_status: enquiry.status,
        to_status: status,
        changed_by: staff.id,
        changed_by_email: staff.email,
        changed_at: at,
      })
      .execute();
    await recordStaffAction(
      trx,
      staff,
      "enquiry.status",
      { kind: "enquiry", id: enquiryId },
      { before: { status: enquiry.status }, after: { status } },
      now,
    );
    return "changed";
  });
}

/**
 * Adds a note (its body as the schema gave it: trimmed, at most MAX_ENQUIRY_NOTE_LENGTH). The
 * audit entry names the note and its length, not its words, which stay with the enquiry alone.
 */
export async function addEnquiryNote(staff: Staff, enquiryId: number, body: string, now = new Date()): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const enquiry = await trx.selectFrom("enquiries").select("id").where("id", "=", enquiryId).executeTakeFirst();
    if (!enquiry) return undefined;
    const { id } = await trx
      .insertInto("enquiry_notes")
      .values({ enquiry_id: enquiryId, author_id: staff.id, author_email: staff.email, body, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordStaffAction(
      trx,
      staff,
      "enquiry.note",
      { kind: "enquiry", id: enquiryId },
      { before: {}, after: { noteId: id, length: body.length } },
      now,
    );
    return id;
  });
}

export type OwnerChange = EnquiryChange | "no-such-user";

/** Gives an enquiry an owner (a user's id), or none (null). */
export async function setEnquiryOwner(staff: Staff, enquiryId: number, ownerId: number | null, now = new Date()): Promise<OwnerChange> {
  return db.transaction().execute(async (trx) => {
    const enquiry = await trx
      .selectFrom("enquiries")
      .leftJoin("users", "users.id", "enquiries.owner_id")
      .select(["enquiries.owner_id", "users.email"])
      .where("enquiries.id", "=", enquiryId)
      .executeTakeFirst();
    if (!enquiry) return "not-found";
    if (enquiry.owner_id === ownerId) return "unchanged";
    let ownerEmail: string | null = null;
    if (ownerId !== null) {
      const owner = await trx
        .selectFrom("users")
        .select("email")
        .where("id", "=", ownerId)
        .where("role", "=", "staff")
        .where("suspended_at", "is", null)
        .executeTakeFirst();
      if (!owner) return "no-such-user";
      ownerEmail = owner.email;
    }
    await trx.updateTable("enquiries").set({ owner_id: ownerId }).where("id", "=", enquiryId).execute();
    await recordStaffAction(
      trx,
      staff,
      "enquiry.owner",
      { kind: "enquiry", id: enquiryId },
      { before: { ownerId: enquiry.owner_id, ownerEmail: enquiry.email }, after: { ownerId, ownerEmail } },
      now,
    );
    return "changed";
  });
}

const CSV_COLUMNS: { header: string; value: (row: EnquiryRow) => string | number | null }[] = [
  { header: "id", value: (row) => row.id },
  { header: "received (UTC)", value: (row) => row.created_at },
  { header: "kind", value: (row) => row.kind },
  { header: "status", value: (row) => row.status },
  { header: "owner", value: (row) => row.owner_email },
  { header: "source", value: (row) => row.source },
  { header: "company", value: (row) => row.company_name },
  { header: "contact", value: (row) => row.contact_name },
  { header: "email", value: (row) => row.email },
  { header: "phone", value: (row) => row.phone },
  { header: "hiring needs", value: (row) => row.hiring_needs },
  { header: "positions", value: (row) => row.positions_to_fill },
  { header: "timeline", value: (row) => row.timeline },
  { header: "specialty", value: (row) => row.specialty },
  { header: "message", value: (row) => row.message },
];

const csvLine = (cells: (string | number | null)[]) => cells.map(csvField).join(",") + "\r\n";

/** Rows the export reads at a time. */
const CSV_BATCH = 500;

/**
 * The enquiries matching the filters as CSV (RFC 4180, CRLF lines, a header line; formulas
 * neutralised by csvField), newest first, read CSV_BATCH rows at a time as the download takes them.
 * At most MAX_CSV_ROWS rows: past them, a last line says the export was cut short.
 */
export function enquiriesCsv(filters: EnquiryFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { createdAt: string; id: number } | null = null;
  let sent = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvLine(CSV_COLUMNS.map((column) => column.header))));
        return;
      }
      const cursor = after;
      let query = selectEnquiries(filters);
      if (cursor) {
        query = query.where((eb) =>
          eb.or([
            eb("enquiries.created_at", "<", cursor.createdAt),
            eb.and([eb("enquiries.created_at", "=", cursor.createdAt), eb("enquiries.id", "<", cursor.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy("enquiries.created_at", "desc")
        .orderBy("enquiries.id", "desc")
        .limit(Math.min(CSV_BATCH, MAX_CSV_ROWS - sent + 1))
        .execute();
      const kept = rows.slice(0, MAX_CSV_ROWS - sent);
      if (kept.length > 0) {
        controller.enqueue(encoder.encode(kept.map((row) => csvLine(CSV_COLUMNS.map((column) => column.value(row)))).join("")));
        sent += kept.length;
        const last = kept[kept.length - 1];
        after = { createdAt: last.created_at, id: last.id };
      }
      if (rows.length > kept.length) {
        controller.enqueue(encoder.encode(csvLine([`Cut short at ${MAX_CSV_ROWS} rows: narrow the filters for the rest.`])));
        controller.close();
      } else if (rows.length < CSV_BATCH) controller.close();
    },
  });
}
