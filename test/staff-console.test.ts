// The staff console's domain (docs/product.md#the-staff-console, decision 047): the audit log,
// which refuses changes, and the enquiries' workflow and CSV, each action with exactly one entry.
// test/staff-moderation.test.ts has the jobs and accounts.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { MAX_CSV_ROWS, MAX_ENQUIRY_NOTE_LENGTH, STAFF_CONSOLE_TEXT } from "~/lib/staff-console";
import { enquiryFiltersSchema, enquiryNoteSchema } from "~/lib/staff-console-schemas";
import { pruneOldRecords } from "~/server/data-retention.server";
import { db, sqlite } from "~/server/db.server";
import { countAuditEntries, listAuditEntries, recordStaffAction } from "~/server/staff-audit.server";
import {
  addEnquiryNote,
  countEnquiries,
  enquiriesCsv,
  getEnquiry,
  listEnquiries,
  setEnquiryOwner,
  setEnquiryStatus,
} from "~/server/staff-enquiries.server";
import { createEnquiry, uniqueSuffix } from "./factories";
import { staffActor } from "./staff-helpers";

const newStaff = staffActor;

const entriesFor = (kind: "enquiry" | "job" | "user", id: number) =>
  db.selectFrom("staff_audit_log").selectAll().where("subject_kind", "=", kind).where("subject_id", "=", id).orderBy("id").execute();

describe("the audit log", () => {
  it("refuses any update, and the deletion of an entry younger than 730 days", async () => {
    const staff = await newStaff();
    await recordStaffAction(db, staff, "enquiry.note", { kind: "enquiry", id: 999_000 }, { before: {}, after: { noteId: 1 } });
    const [entry] = await entriesFor("enquiry", 999_000);
    expect(() => sqlite.prepare("UPDATE staff_audit_log SET action = 'job.hide' WHERE id = ?").run(entry.id)).toThrow(/append-only/);
    expect(() => sqlite.prepare("UPDATE staff_audit_log SET staff_email = 'x@example.com'").run()).toThrow(/append-only/);
    expect(() => sqlite.prepare("DELETE FROM staff_audit_log WHERE id = ?").run(entry.id)).toThrow(/append-only/);
    expect(() => sqlite.prepare("DELETE FROM staff_audit_log").run()).toThrow(/append-only/);
    expect(await entriesFor("enquiry", 999_000)).toEqual([entry]);
  });

  it("outlives the staff member's account: an id and an e-mail, no foreign key", async () => {
    const staff = await newStaff();
    const enquiry = await createEnquiry();
    await setEnquiryStatus(staff, enquiry.id, "contacted");
    await db.deleteFrom("users").where("id", "=", staff.id).execute();
    expect(await entriesFor("enquiry", enquiry.id)).toMatchObject([{ staff_id: staff.id, staff_email: staff.email }]);
  });

  it("is pruned of entries older than 730 days, and of none younger", async () => {
    const staff = await newStaff();
    const old = new Date(Date.now() - 731 * 86_400_000);
    await recordStaffAction(db, staff, "user.restore", { kind: "user", id: 999_001 }, { before: {}, after: {} }, old);
    await recordStaffAction(db, staff, "user.restore", { kind: "user", id: 999_002 }, { before: {}, after: {} });
    await pruneOldRecords();
    expect(await entriesFor("user", 999_001)).toEqual([]);
    expect(await entriesFor("user", 999_002)).toHaveLength(1);
  });

  it("lists newest first, a page at a time, by action and by staff member", async () => {
    const [first, second] = [await newStaff(), await newStaff()];
    const enquiry = await createEnquiry();
    await setEnquiryStatus(first, enquiry.id, "contacted");
    await addEnquiryNote(second, enquiry.id, "Called back; wants two engineers.");
    await setEnquiryStatus(second, enquiry.id, "closed");
    const bySecond = await listAuditEntries({ staffId: second.id }, { page: 1, pageSize: 20 });
    expect(bySecond.map((entry) => entry.action)).toEqual(["enquiry.status", "enquiry.note"]);
    expect(bySecond[0]).toMatchObject({
      staffEmail: second.email,
      subject: { kind: "enquiry", id: enquiry.id },
      before: { status: "contacted" },
      after: { status: "closed" },
    });
    expect(await countAuditEntries({ staffId: second.id })).toBe(2);
    expect((await listAuditEntries({ staffId: second.id }, { page: 2, pageSize: 1 })).map((entry) => entry.action)).toEqual([
      "enquiry.note",
    ]);
    const statuses = await listAuditEntries(
      { action: "enquiry.status", subject: { kind: "enquiry", id: enquiry.id } },
      { page: 1, pageSize: 20 },
    );
    expect(statuses.map((entry) => entry.staffId)).toEqual([second.id, first.id]);
  });
});

describe("the enquiries' workflow", () => {
  it("starts new, and moves status with a history row and one audit entry; the same status changes nothing", async () => {
    const staff = await newStaff();
    const enquiry = await createEnquiry();
    expect((await getEnquiry(enquiry.id))!.status).toBe("new");
    expect(await setEnquiryStatus(staff, enquiry.id, "contacted")).toBe("changed");
    expect(await setEnquiryStatus(staff, enquiry.id, "contacted")).toBe("unchanged");
    expect(await setEnquiryStatus(staff, 9_999_999, "closed")).toBe("not-found");
    const details = (await getEnquiry(enquiry.id))!;
    expect(details.status).toBe("contacted");
    expect(details.history).toEqual([{ from: "new", to: "contacted", byEmail: staff.email, at: expect.any(String) }]);
    expect(await entriesFor("enquiry", enquiry.id)).toMatchObject([
      { action: "enquiry.status", staff_id: staff.id, before: '{"status":"new"}', after: '{"status":"contacted"}' },
    ]);
  });

  it("keeps notes up to 2,000 characters with their author and time, and audits each by id and length", async () => {
    const staff = await newStaff();
    const enquiry = await createEnquiry();
    const tooLong = parseWithZod(form({ body: "x".repeat(MAX_ENQUIRY_NOTE_LENGTH + 1) }), { schema: enquiryNoteSchema });
    expect(tooLong.status).toBe("error");
    expect(tooLong.reply().error).toEqual({ body: [STAFF_CONSOLE_TEXT.noteTooLong] });
    expect(parseWithZod(form({ body: "   " }), { schema: enquiryNoteSchema }).reply().error).toEqual({
      body: [STAFF_CONSOLE_TEXT.noteRequired],
    });
    const valid = parseWithZod(form({ body: ` ${"y".repeat(MAX_ENQUIRY_NOTE_LENGTH)}\r\n` }), { schema: enquiryNoteSchema });
    expect(valid.status).toBe("success");
    const body = valid.status === "success" ? valid.value.body : "";
    const noteId = await addEnquiryNote(staff, enquiry.id, body);
    expect(await addEnquiryNote(staff, 9_999_999, "Lost")).toBeUndefined();
    expect((await getEnquiry(enquiry.id))!.notes).toEqual([{ id: noteId, authorEmail: staff.email, body, createdAt: expect.any(String) }]);
    const [entry] = await entriesFor("enquiry", enquiry.id);
    expect(JSON.parse(entry.before)).toEqual({});
    expect(JSON.parse(entry.after)).toEqual({ noteId, length: MAX_ENQUIRY_NOTE_LENGTH });
    expect(() =>
      sqlite
        .prepare("INSERT INTO enquiry_notes (enquiry_id, author_email, body) VALUES (?, 'a@example.com', ?)")
        .run(enquiry.id, "z".repeat(2001)),
    ).toThrow(/CHECK/);
  });

  it("gives an enquiry an owner and takes it away, auditing both", async () => {
    const [staff, owner] = [await newStaff(), await newStaff()];
    const enquiry = await createEnquiry();
    expect(await setEnquiryOwner(staff, enquiry.id, owner.id)).toBe("changed");
    expect((await getEnquiry(enquiry.id))!.owner).toEqual({ id: owner.id, email: owner.email });
    expect(await setEnquiryOwner(staff, enquiry.id, owner.id)).toBe("unchanged");
    expect(await setEnquiryOwner(staff, enquiry.id, 9_999_999)).toBe("no-such-user");
    expect(await setEnquiryOwner(staff, enquiry.id, null)).toBe("changed");
    expect((await getEnquiry(enquiry.id))!.owner).toBeNull();
    const entries = await entriesFor("enquiry", enquiry.id);
    expect(entries.map((entry) => [JSON.parse(entry.before), JSON.parse(entry.after)])).toEqual([
      [
        { ownerId: null, ownerEmail: null },
        { ownerId: owner.id, ownerEmail: owner.email },
      ],
      [
        { ownerId: owner.id, ownerEmail: owner.email },
        { ownerId: null, ownerEmail: null },
      ],
    ]);
  });

  it("lists by kind, discipline or specialty and status, newest first, 20 a page", async () => {
    const staff = await newStaff();
    const source = `Src${uniqueSuffix()}`;
    const base = Date.parse("2026-10-01T00:00:00.000Z");
    const made = [];
    for (let i = 0; i < 22; i++) {
      made.push(await createEnquiry({ kind: "engineering", source, created_at: new Date(base + i * 60_000).toISOString() }));
    }
    const specialty = `Spec${uniqueSuffix()}`;
    const healthcare = await createEnquiry({ kind: "healthcare", specialty, source: `${specialty} Recruitment Page` });
    await setEnquiryStatus(staff, made[3].id, "closed");

    expect(await countEnquiries({ field: source })).toBe(22);
    const first = await listEnquiries({ field: source }, { page: 1, pageSize: 20 });
    expect(first.map((row) => row.id)).toEqual(
      made
        .map((row) => row.id)
        .reverse()
        .slice(0, 20),
    );
    expect(first[0]).toMatchObject({ kind: "engineering", field: source, status: "new", ownerEmail: null });
    expect((await listEnquiries({ field: source }, { page: 2, pageSize: 20 })).map((row) => row.id)).toEqual([made[1].id, made[0].id]);
    expect((await listEnquiries({ field: source, status: "closed" }, { page: 1, pageSize: 20 })).map((row) => row.id)).toEqual([
      made[3].id,
    ]);
    expect(await countEnquiries({ field: source, kind: "healthcare" })).toBe(0);
    expect((await listEnquiries({ field: specialty, kind: "healthcare" }, { page: 1, pageSize: 20 })).map((row) => row.id)).toEqual([
      healthcare.id,
    ]);
  });

  it("reads its GET filters leniently: an unknown value is no filter", () => {
    expect(enquiryFiltersSchema.parse({ kind: "engineering", status: "closed", field: " Civil " })).toEqual({
      kind: "engineering",
      status: "closed",
      field: "Civil",
    });
    expect(enquiryFiltersSchema.parse({ kind: "plumbing", status: "lost" })).toEqual({ kind: undefined, status: undefined });
  });
});

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe("the enquiries' CSV", () => {
  it("quotes by RFC 4180 and neutralises formulas: =, +, -, @, tab and CR get an apostrophe", async () => {
    const source = `Csv${uniqueSuffix()}`;
    await createEnquiry({ source, company_name: '=HYPERLINK("http://evil.example")', created_at: "2026-10-01T00:00:01.000Z" });
    await createEnquiry({ source, company_name: "+1+1", contact_name: "-2", email: "@sum", created_at: "2026-10-01T00:00:02.000Z" });
    await createEnquiry({ source, company_name: "\tTabbed", contact_name: "\rReturned", created_at: "2026-10-01T00:00:03.000Z" });
    await createEnquiry({ source, company_name: 'Quote "Co", Ltd', message: "line one\nline two", created_at: "2026-10-01T00:00:04.000Z" });
    const csv = await readAll(enquiriesCsv({ field: source }));
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "id,received (UTC),kind,status,owner,source,company,contact,email,phone,hiring needs,positions,timeline,specialty,message",
    );
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv).toContain(',"Quote ""Co"", Ltd",');
    expect(csv).toContain('"line one\nline two"');
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
    expect(csv).toContain(",'+1+1,'-2,'@sum,");
    expect(csv).toContain(",'\tTabbed,\"'\rReturned\",");
    // Newest first.
    expect(csv.indexOf("Quote")).toBeLessThan(csv.indexOf("Tabbed"));
  });

  it(`holds at most ${MAX_CSV_ROWS.toLocaleString("en-US")} rows and then says it was cut short`, async () => {
    const source = `Many${uniqueSuffix()}`;
    const insert = sqlite.prepare(
      `INSERT INTO enquiries (kind, company_name, contact_name, email, phone, source, client_address, created_at)
       VALUES ('engineering', 'Bulk Co', 'Bo', 'bo@example.com', '555', ?, '192.0.2.1', ?)`,
    );
    sqlite.transaction(() => {
      for (let i = 0; i <= MAX_CSV_ROWS; i++) insert.run(source, new Date(Date.parse("2026-01-01T00:00:00Z") + i * 1000).toISOString());
    })();
    const lines = (await readAll(enquiriesCsv({ field: source }))).split("\r\n");
    // The header, the rows, the note, and the empty string after the last CRLF.
    expect(lines).toHaveLength(MAX_CSV_ROWS + 3);
    expect(lines.at(-2)).toBe(`Cut short at ${MAX_CSV_ROWS} rows: narrow the filters for the rest.`);
    expect(new Set(lines.slice(1, -2).map((line) => line.split(",")[0])).size).toBe(MAX_CSV_ROWS);
  });
});

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
