// The staff console's pages (docs/product.md#the-staff-console) at the route boundary. The gate,
// requireStaff, is stood in for by a staff account made as `npm run staff:add` makes one, without the
// sign-in and its second factor (test/staff-auth.test.ts has those); everything below it is real.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "~/lib/accounts";
import { FIX_FIELDS } from "~/lib/action-data";
import { STAFF_CONSOLE_TEXT } from "~/lib/staff-console";
import { db } from "~/server/db.server";
import { createCandidate, createEnquiry, createJob, uniqueSuffix } from "./factories";
import { callAction, callLoader, flashedToast, form } from "./helpers";
import { newStaff, staffActor } from "./staff-helpers";
import { getUser } from "~/server/accounts.server";

const gate = vi.hoisted(() => ({ staff: null as User | null }));
vi.mock("~/server/staff-auth.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/server/staff-auth.server")>()),
  requireStaff: async () => {
    if (!gate.staff) throw new Response("Not Found", { status: 404 });
    return gate.staff;
  },
}));

const enquiriesPage = await import("~/routes/staff.enquiries._index");
const enquiryPage = await import("~/routes/staff.enquiries.$id");
const csvRoute = await import("~/routes/staff.enquiries.csv");
const jobsPage = await import("~/routes/staff.jobs._index");
const jobPage = await import("~/routes/staff.jobs.$id");
const usersPage = await import("~/routes/staff.users._index");
const userPage = await import("~/routes/staff.users.$id");
const auditPage = await import("~/routes/staff.audit");

beforeEach(async () => {
  const { email } = await newStaff();
  const { id } = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  gate.staff = await getUser(id);
});

describe("the staff pages", () => {
  it("are 404 to whoever the gate refuses", async () => {
    gate.staff = null;
    for (const [loader, path] of [
      [enquiriesPage.loader, "/staff/enquiries"],
      [csvRoute.loader, "/staff/enquiries/csv"],
      [jobsPage.loader, "/staff/jobs"],
      [usersPage.loader, "/staff/users"],
      [auditPage.loader, "/staff/audit"],
    ] as const) {
      expect((await callLoader(loader, path)).status).toBe(404);
    }
    const enquiry = await createEnquiry();
    const post = await callAction(enquiryPage.action, `/staff/enquiries/${enquiry.id}`, form({ intent: "status", status: "closed" }), {
      id: String(enquiry.id),
    });
    expect(post.status).toBe(404);
    expect((await db.selectFrom("enquiries").select("status").where("id", "=", enquiry.id).executeTakeFirstOrThrow()).status).toBe("new");
  });

  it("list enquiries by the GET form's filters, and download them as CSV", async () => {
    const source = `Pg${uniqueSuffix()}`;
    const enquiry = await createEnquiry({ source, company_name: "=cmd" });
    const list = await callLoader(enquiriesPage.loader, `/staff/enquiries?field=${source}&status=bogus`);
    const body = await list.json();
    expect(body.filters).toEqual({ field: source });
    expect(body.enquiries.map((row: { id: number }) => row.id)).toEqual([enquiry.id]);
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");
    const csv = await callLoader(csvRoute.loader, `/staff/enquiries/csv?field=${source}`);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(await csv.text()).toContain(",'=cmd,");
  });

  it("change an enquiry by plain posts, and refuse an empty note by its field", async () => {
    const enquiry = await createEnquiry();
    const post = (fields: Record<string, string>) =>
      callAction(enquiryPage.action, `/staff/enquiries/${enquiry.id}`, form(fields), { id: String(enquiry.id) });
    const saved = await post({ intent: "status", status: "contacted" });
    expect(saved.status).toBe(302);
    expect(await flashedToast(saved)).toMatchObject({ title: "Status saved" });
    expect((await post({ intent: "take" })).status).toBe(302);
    // Handed to a colleague by the owner select, then to nobody; a candidate is no owner.
    const colleague = await staffActor();
    expect(await flashedToast(await post({ intent: "owner", ownerId: String(colleague.id) }))).toMatchObject({ title: "Owner saved" });
    expect((await db.selectFrom("enquiries").select("owner_id").where("id", "=", enquiry.id).executeTakeFirstOrThrow()).owner_id).toBe(
      colleague.id,
    );
    const { user: candidate } = await createCandidate();
    for (const ownerId of [String(candidate.id), "abc"]) {
      const refused = await post({ intent: "owner", ownerId });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ form: "owner", message: STAFF_CONSOLE_TEXT.ownerRequired });
    }
    expect(await flashedToast(await post({ intent: "owner", ownerId: "" }))).toMatchObject({ title: "Owner saved" });
    expect(await flashedToast(await post({ intent: "owner", ownerId: "" }))).toMatchObject({ title: "Nothing changed" });
    expect((await post({ intent: "take" })).status).toBe(302);
    const refused = await post({ intent: "note", body: "  " });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      form: "note",
      message: FIX_FIELDS,
      result: { error: { body: [STAFF_CONSOLE_TEXT.noteRequired] } },
    });
    expect((await post({ intent: "note", body: "Called." })).status).toBe(302);
    const page = await (await callLoader(enquiryPage.loader, `/staff/enquiries/${enquiry.id}`, { id: String(enquiry.id) })).json();
    expect(page.enquiry).toMatchObject({ status: "contacted", owner: { id: gate.staff!.id }, notes: [{ body: "Called." }] });
  });

  it("find a job by reference, hide it with a reason (required) and restore it", async () => {
    const job = await createJob();
    const found = await callLoader(jobsPage.loader, `/staff/jobs?q=${job.reference.toLowerCase()}`);
    expect(found.status).toBe(302);
    expect(found.headers.get("Location")).toBe(`/staff/jobs/${job.id}`);
    expect((await (await callLoader(jobsPage.loader, "/staff/jobs?q=KT-999999999")).json()).notFound).toBe(true);
    const post = (fields: Record<string, string>) =>
      callAction(jobPage.action, `/staff/jobs/${job.id}`, form(fields), { id: String(job.id) });
    const refused = await post({ intent: "hide", reason: "" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ result: { error: { reason: [STAFF_CONSOLE_TEXT.hideReasonRequired] } } });
    expect((await post({ intent: "hide", reason: "x".repeat(501) })).status).toBe(400);
    expect((await post({ intent: "hide", reason: "Fake" })).status).toBe(302);
    expect((await post({ intent: "hide", reason: "Fake" })).status).toBe(409);
    expect((await post({ intent: "restore" })).status).toBe(302);
    expect((await db.selectFrom("jobs").select("closed_at").where("id", "=", job.id).executeTakeFirstOrThrow()).closed_at).toBeNull();
  });

  it("find accounts by e-mail, suspend one with a reason and restore it; the acting staff member is refused", async () => {
    const { user } = await createCandidate();
    const list = await (await callLoader(usersPage.loader, `/staff/users?email=${encodeURIComponent(user.email.toUpperCase())}`)).json();
    expect(list.users.map((row: { id: number }) => row.id)).toEqual([user.id]);
    const post = (id: number, fields: Record<string, string>) =>
      callAction(userPage.action, `/staff/users/${id}`, form(fields), { id: String(id) });
    expect((await post(user.id, { intent: "suspend", reason: "" })).status).toBe(400);
    expect((await post(user.id, { intent: "suspend", reason: "Spam" })).status).toBe(302);
    expect((await post(user.id, { intent: "restore" })).status).toBe(302);
    const self = await post(gate.staff!.id, { intent: "suspend", reason: "Oops" });
    expect(self.status).toBe(409);
    expect((await self.json()).message).toBe(STAFF_CONSOLE_TEXT.staffNotSuspendable);
    const audit = await (await callLoader(auditPage.loader, `/staff/audit?staff=${gate.staff!.id}&action=user.suspend`)).json();
    expect(audit.entries).toMatchObject([{ action: "user.suspend", subject: { kind: "user", id: user.id } }]);
    // The staff member filter is a select of the staff accounts, by e-mail.
    expect(audit.staffMembers).toContainEqual({ id: gate.staff!.id, email: gate.staff!.email });
    expect(audit.staffMembers.map((member: { id: number }) => member.id)).not.toContain(user.id);
  });
});
