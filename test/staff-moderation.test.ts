// The staff console's jobs and accounts (docs/product.md#the-staff-console, decision 047): a hidden
// job leaves search, the feed and the API, says it is unavailable and tells its employer; a restore
// opens only what was open; a suspension ends sessions, refuses sign-in and withholds the company's
// jobs. Each action writes exactly one audit entry, and every exported action of the console's
// modules is walked to check it does.
import { afterEach, describe, expect, it } from "vitest";
import * as jobsApi from "~/routes/api.jobs._index";
import * as loginApi from "~/routes/api.auth.login";
import * as meApi from "~/routes/api.auth.me";
import * as jobPage from "~/routes/jobs.$id";
import * as feedRoute from "~/routes/jobs.feed";
import * as loginPage from "~/routes/login";
import * as postedJobs from "~/routes/posted-jobs._index";
import * as applyApi from "~/routes/api.jobs.$id.apply";
import { JOB_HIDDEN_MAIL, STAFF_CONSOLE_TEXT } from "~/lib/staff-console";
import { loadConfig } from "~/server/config.server";
import { db, sqlite } from "~/server/db.server";
import type { Staff } from "~/server/staff-audit.server";
import * as staffEnquiries from "~/server/staff-enquiries.server";
import * as staffJobs from "~/server/staff-jobs.server";
import * as staffUsers from "~/server/staff-users.server";
import { reviewJobReports } from "../db/job-reports";
import { createCandidate, createEnquiry, createJob, uniqueSuffix } from "./factories";
import { staffActor } from "./staff-helpers";
import { startSession } from "~/server/session.server";
import { callAction, callLoader, cookieFrom, employerWithJob, form, jsonBody, registerUser, searchIds, uniqueKeyword } from "./helpers";

const { findStaffJob, hideJob, restoreJob, reviewReports, listReportedJobs, jobIdFromQuery } = staffJobs;
const { findUsersByEmail, suspendUser, restoreUser } = staffUsers;

const newStaff = staffActor;

const jobRow = (jobId: number) => db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
const entriesFor = (kind: "enquiry" | "job" | "user", id: number) =>
  db.selectFrom("staff_audit_log").selectAll().where("subject_kind", "=", kind).where("subject_id", "=", id).orderBy("id").execute();
const auditCount = async () =>
  (
    await db
      .selectFrom("staff_audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

async function keywordJob(overrides: Parameters<typeof createJob>[0] = {}) {
  const keyword = uniqueKeyword();
  const job = await createJob({ title: `Bridge Engineer ${keyword}`, ...overrides });
  return { job, keyword };
}

/** Whether the job is listed by search, the API and the feed. */
async function listed(jobId: number, keyword: string) {
  const api = (await (await callLoader(jobsApi.loader, `/api/jobs?q=${keyword}`)).json()) as { id: number | string }[];
  return {
    search: (await searchIds(keyword)).includes(jobId),
    api: api.some((job) => Number(job.id) === jobId),
    feed: (await (await callLoader(feedRoute.loader, `/jobs/feed?q=${keyword}`)).text()).includes(`/jobs/${jobId}<`),
  };
}
const everywhere = { search: true, api: true, feed: true };
const nowhere = { search: false, api: false, feed: false };

function withThreshold(threshold: number | null) {
  loadConfig().reportHoldThreshold = threshold;
}
afterEach(() => withThreshold(null));

describe("finding a job", () => {
  it("by id or reference, any case, open or not", async () => {
    const { job } = await keywordJob({ closed_at: new Date().toISOString() });
    expect(jobIdFromQuery(job.reference)).toBe(job.id);
    expect(jobIdFromQuery(job.reference.toLowerCase())).toBe(job.id);
    expect(jobIdFromQuery(` ${job.id} `)).toBe(job.id);
    expect(jobIdFromQuery("KT-")).toBeNull();
    expect(jobIdFromQuery("drop table")).toBeNull();
    expect(await findStaffJob(job.reference)).toMatchObject({ id: job.id, title: job.title, closedAt: job.closed_at, hiddenAt: null });
    expect(await findStaffJob("KT-999999999")).toBeUndefined();
  });
});

describe("hiding a job", () => {
  it("takes it out of search, the API and the feed, says so on its page, refuses applications, and mails the employer", async () => {
    const staff = await newStaff();
    const employer = await employerWithJob();
    const { job, keyword } = employer;
    expect(await listed(job.id, keyword)).toEqual(everywhere);

    const reason = "The salary shown is not the one offered.";
    expect(await hideJob(staff, job.id, reason)).toBe("hidden");
    expect(await hideJob(staff, job.id, reason)).toBe("already-hidden");
    expect(await listed(job.id, keyword)).toEqual(nowhere);
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ hidden_at: expect.any(String), hidden_reason: reason, closed_at: row.hidden_at, withheld_open: 1 });

    const page = await callLoader(jobPage.loader, `/jobs/${job.id}`, { id: String(job.id) });
    expect((await page.json()).job).toMatchObject({ id: job.id, hiddenAt: row.hidden_at });
    const candidate = await registerUser();
    const apply = await callAction(applyApi.action, `/api/jobs/${job.id}/apply`, jsonBody({}, { Cookie: candidate.cookie }), {
      id: String(job.id),
    });
    expect(apply.status).toBe(409);
    expect((await apply.json()).message).toBe(STAFF_CONSOLE_TEXT.unavailableTitle);

    const [mail] = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", "job-hidden")
      .where("recipient", "=", employer.email)
      .execute();
    expect(mail.subject).toBe(JOB_HIDDEN_MAIL.subject(job.title));
    expect(mail.text_body).toContain(JOB_HIDDEN_MAIL.body(job.title, job.reference));
    expect(mail.text_body).toContain(`The reason: ${reason}`);
    expect(mail.text_body).toContain("/posted-jobs");

    const list = await callLoader(postedJobs.loader, "/posted-jobs", {}, { headers: { Cookie: employer.cookie } });
    expect((await list.json()).jobs.find((posted: { id: number }) => posted.id === job.id)).toMatchObject({
      hiddenAt: row.hidden_at,
      hiddenReason: reason,
    });
    const relist = await callAction(
      postedJobs.action,
      "/posted-jobs",
      form({ intent: "relist", jobId: String(job.id), days: "30" }, employer.cookie),
    );
    expect(relist.status).toBe(409);
    expect((await relist.json()).message).toBe(STAFF_CONSOLE_TEXT.relistHidden);

    const [entry] = await entriesFor("job", job.id);
    expect(entry).toMatchObject({ action: "job.hide", staff_id: staff.id, staff_email: staff.email });
    expect(JSON.parse(entry.before)).toMatchObject({ closed_at: null, hidden_at: null, hidden_reason: null, withheld_open: 0 });
    expect(JSON.parse(entry.after)).toMatchObject({
      closed_at: row.hidden_at,
      hidden_at: row.hidden_at,
      hidden_reason: reason,
      withheld_open: 1,
    });
  });

  it("is undone by a restore: back everywhere, with one more audit entry", async () => {
    const staff = await newStaff();
    const { job, keyword } = await keywordJob();
    await hideJob(staff, job.id, "Checking");
    expect(await restoreJob(staff, job.id)).toBe("restored");
    expect(await restoreJob(staff, job.id)).toBe("not-hidden");
    expect(await listed(job.id, keyword)).toEqual(everywhere);
    expect(await jobRow(job.id)).toMatchObject({ closed_at: null, hidden_at: null, hidden_reason: null, withheld_open: 0 });
    const entries = await entriesFor("job", job.id);
    expect(entries.map((entry) => entry.action)).toEqual(["job.hide", "job.restore"]);
    expect(JSON.parse(entries[1].after)).toMatchObject({ closed_at: null, hidden_at: null });
  });

  it("restores a job whose closing date passed meanwhile as expired", async () => {
    const staff = await newStaff();
    const { job } = await keywordJob();
    await hideJob(staff, job.id, "Checking");
    const closesAt = new Date(Date.now() - 60_000).toISOString();
    await db.updateTable("jobs").set({ closes_at: closesAt }).where("id", "=", job.id).execute();
    await restoreJob(staff, job.id);
    expect(await jobRow(job.id)).toMatchObject({ closed_at: closesAt, hidden_at: null });
  });

  it("never opens a job its employer had closed, before the hide or during it", async () => {
    const staff = await newStaff();
    const closedBefore = (await keywordJob({ closed_at: "2026-11-01T00:00:00.000Z" })).job;
    await hideJob(staff, closedBefore.id, "Checking");
    expect(await jobRow(closedBefore.id)).toMatchObject({ closed_at: "2026-11-01T00:00:00.000Z", withheld_open: 0 });
    await restoreJob(staff, closedBefore.id);
    expect((await jobRow(closedBefore.id)).closed_at).toBe("2026-11-01T00:00:00.000Z");

    const employer = await employerWithJob();
    await hideJob(staff, employer.job.id, "Checking");
    const close = await callAction(
      postedJobs.action,
      "/posted-jobs",
      form({ intent: "close", jobId: String(employer.job.id) }, employer.cookie),
    );
    expect(close.status).toBe(302);
    await restoreJob(staff, employer.job.id);
    expect(await jobRow(employer.job.id)).toMatchObject({ closed_at: expect.any(String), hidden_at: null, withheld_open: 0 });
  });

  it("and a hold: the job opens only once both the review and the restore are done, in either order", async () => {
    withThreshold(1);
    const staff = await newStaff();
    for (const order of [
      ["review", "restore"],
      ["restore", "review"],
    ]) {
      const { job, keyword } = await keywordJob();
      sqlite.prepare("INSERT INTO job_reports (job_id, reporter_key, reason) VALUES (?, ?, 'scam')").run(job.id, `k-${uniqueSuffix()}`);
      sqlite
        .prepare("UPDATE jobs SET held_at = ?, closed_at = ? WHERE id = ?")
        .run("2026-11-30T00:00:00.000Z", "2026-11-30T00:00:00.000Z", job.id);
      await hideJob(staff, job.id, "Checking");
      expect(await jobRow(job.id)).toMatchObject({ withheld_open: 1, closed_at: "2026-11-30T00:00:00.000Z" });
      for (const step of order) {
        expect((await jobRow(job.id)).closed_at).not.toBeNull();
        if (step === "review") expect(await reviewReports(staff, job.id)).toEqual({ reviewed: 1 });
        else expect(await restoreJob(staff, job.id)).toBe("restored");
      }
      expect(await jobRow(job.id)).toMatchObject({ closed_at: null, held_at: null, hidden_at: null });
      expect(await listed(job.id, keyword)).toEqual(everywhere);
    }
    // The operators' review agrees: a hidden job stays closed when its hold is lifted.
    const { job } = await keywordJob();
    sqlite
      .prepare("UPDATE jobs SET held_at = ?, closed_at = ? WHERE id = ?")
      .run("2026-11-30T00:00:00.000Z", "2026-11-30T00:00:00.000Z", job.id);
    await hideJob(staff, job.id, "Checking");
    expect(reviewJobReports(sqlite, job.id)).toEqual({ reviewed: 0, released: true });
    expect(await jobRow(job.id)).toMatchObject({ held_at: null, closed_at: "2026-11-30T00:00:00.000Z", withheld_open: 1 });
  });
});

describe("reported jobs", () => {
  it("are listed with their reports, and marked reviewed with one audit entry", async () => {
    const staff = await newStaff();
    const { job } = await keywordJob();
    for (const reason of ["scam", "wrong"]) {
      sqlite.prepare("INSERT INTO job_reports (job_id, reporter_key, reason) VALUES (?, ?, ?)").run(job.id, `k-${uniqueSuffix()}`, reason);
    }
    const reported = listReportedJobs().find((entry) => entry.jobId === job.id)!;
    expect(reported.reports.map((report) => report.reason).sort()).toEqual(["scam", "wrong"]);
    expect(await reviewReports(staff, job.id)).toEqual({ reviewed: 2 });
    expect(await reviewReports(staff, job.id)).toEqual({ reviewed: 0 });
    expect(await reviewReports(staff, 9_999_999)).toBeUndefined();
    expect(listReportedJobs().some((entry) => entry.jobId === job.id)).toBe(false);
    const entries = await entriesFor("job", job.id);
    expect(entries.map((entry) => entry.action)).toEqual(["job.reports-reviewed"]);
    expect(JSON.parse(entries[0].before)).toMatchObject({ reports: 2 });
  });
});

async function signIn(email: string, password: string) {
  const api = await callAction(loginApi.action, "/api/auth/login", jsonBody({ email, password }));
  const page = await callAction(loginPage.action, "/login", form({ email, password }));
  return { api, page };
}

describe("accounts", () => {
  it("are found by their e-mail, exactly or by its start, whatever the case; % and _ are letters", async () => {
    const suffix = uniqueSuffix();
    const exact = await createCandidate({ email: `find-${suffix}@example.com` });
    const longer = await createCandidate({ email: `find-${suffix}@example.com.au` });
    expect((await findUsersByEmail(`FIND-${suffix}@EXAMPLE.COM`)).map((user) => user.id)).toEqual([exact.user.id, longer.user.id]);
    expect((await findUsersByEmail(`find-${suffix}`)).map((user) => user.id).sort()).toEqual([exact.user.id, longer.user.id].sort());
    expect(await findUsersByEmail(`find_${suffix}`)).toEqual([]);
    expect(await findUsersByEmail("%")).toEqual([]);
    expect(await findUsersByEmail("  ")).toEqual([]);
  });

  it("suspended: signed out everywhere at once, refused sign-in by form and API with the message, audited once", async () => {
    const staff = await newStaff();
    const { user, email, password, cookie } = await createCandidate();
    const me = async () => (await (await callLoader(meApi.loader, "/api/auth/me", {}, { headers: { Cookie: cookie } })).json()).user;
    expect(await me()).toMatchObject({ id: user.id });
    expect(await suspendUser(staff, user.id, "Spam applications")).toBe("suspended");
    expect(await suspendUser(staff, user.id, "Again")).toBe("already-suspended");
    expect(await me()).toBeNull();
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    // A session made another way (a password reset, Google) counts as none while suspended.
    const later = cookieFrom(new Response(null, { headers: await startSession(new Request("http://localhost/"), user.id) }));
    expect((await (await callLoader(meApi.loader, "/api/auth/me", {}, { headers: { Cookie: later } })).json()).user).toBeNull();

    const refused = await signIn(email, password);
    expect(refused.api.status).toBe(403);
    expect((await refused.api.json()).message).toBe(STAFF_CONSOLE_TEXT.accountSuspended);
    expect(refused.page.status).toBe(403);
    expect((await refused.page.json()).message).toBe(STAFF_CONSOLE_TEXT.accountSuspended);
    // A wrong password says nothing of the suspension.
    expect((await signIn(email, "not the password")).api.status).toBe(401);

    const [entry] = await entriesFor("user", user.id);
    expect(entry.action).toBe("user.suspend");
    expect(JSON.parse(entry.before)).toEqual({ suspendedAt: null, suspendedReason: null });
    expect(JSON.parse(entry.after)).toMatchObject({ suspendedReason: "Spam applications", sessionsEnded: 1, jobsWithheld: [] });

    expect(await restoreUser(staff, user.id)).toBe("restored");
    expect(await restoreUser(staff, user.id)).toBe("not-suspended");
    expect((await signIn(email, password)).api.status).toBe(200);
    expect((await entriesFor("user", user.id)).map((row) => row.action)).toEqual(["user.suspend", "user.restore"]);
  });

  it("an employer's suspension withholds the company's jobs; the restore brings back only those that were open", async () => {
    const staff = await newStaff();
    const employer = await employerWithJob();
    const closed = await createJob({ company_id: employer.company.id, closed_at: "2026-11-01T00:00:00.000Z" });
    await suspendUser(staff, employer.user.id, "Fake company");
    expect(await listed(employer.job.id, employer.keyword)).toEqual(nowhere);
    const page = await callLoader(jobPage.loader, `/jobs/${employer.job.id}`, { id: String(employer.job.id) });
    expect((await page.json()).job.hiddenAt).toEqual(expect.any(String));
    expect(await jobRow(closed.id)).toMatchObject({ suspended_at: expect.any(String), withheld_open: 0 });

    await restoreUser(staff, employer.user.id);
    expect(await listed(employer.job.id, employer.keyword)).toEqual(everywhere);
    expect(await jobRow(closed.id)).toMatchObject({ suspended_at: null, closed_at: "2026-11-01T00:00:00.000Z" });
    const [suspended, restored] = await entriesFor("user", employer.user.id);
    expect(JSON.parse(suspended.after).jobsWithheld.sort()).toEqual([employer.job.id, closed.id].sort());
    expect(JSON.parse(restored.after)).toMatchObject({ jobsReopened: [employer.job.id] });
  });

  it("a hidden job of a suspended employer comes back only when both are lifted", async () => {
    const staff = await newStaff();
    const employer = await employerWithJob();
    await hideJob(staff, employer.job.id, "Checking");
    await suspendUser(staff, employer.user.id, "Checking");
    await restoreJob(staff, employer.job.id);
    expect((await jobRow(employer.job.id)).closed_at).not.toBeNull();
    await restoreUser(staff, employer.user.id);
    expect(await jobRow(employer.job.id)).toMatchObject({ closed_at: null, withheld_open: 0 });
  });

  it("refuses to suspend the acting staff member, or no such account", async () => {
    const staff = await newStaff();
    expect(await suspendUser(staff, staff.id, "Oops")).toBe("not-suspendable");
    expect(await suspendUser(staff, 9_999_999, "Nobody")).toBe("not-found");
    expect(await entriesFor("user", staff.id)).toEqual([]);
  });
});

describe("every action of the console's modules", () => {
  // What each module exports that changes nothing; anything else exported must be in ACTIONS.
  const READERS = new Set([
    "countEnquiries",
    "listEnquiries",
    "getEnquiry",
    "enquiriesCsv",
    "jobIdFromQuery",
    "findStaffJob",
    "listReportedJobs",
    "withholdColumns",
    "releaseColumns",
    "findUsersByEmail",
    "getStaffUser",
  ]);
  // Each action with the set-up that makes it change something, and the call.
  const ACTIONS: Record<string, (staff: Staff) => Promise<unknown>> = {
    setEnquiryStatus: async (staff) => staffEnquiries.setEnquiryStatus(staff, (await createEnquiry()).id, "contacted"),
    addEnquiryNote: async (staff) => staffEnquiries.addEnquiryNote(staff, (await createEnquiry()).id, "A note"),
    setEnquiryOwner: async (staff) => staffEnquiries.setEnquiryOwner(staff, (await createEnquiry()).id, staff.id),
    hideJob: async (staff) => hideJob(staff, (await createJob()).id, "A reason"),
    restoreJob: async (staff) => {
      const job = await createJob();
      await hideJob(staff, job.id, "A reason");
      return restoreJob(staff, job.id);
    },
    reviewReports: async (staff) => {
      const job = await createJob();
      sqlite.prepare("INSERT INTO job_reports (job_id, reporter_key, reason) VALUES (?, ?, 'scam')").run(job.id, `k-${uniqueSuffix()}`);
      return reviewReports(staff, job.id);
    },
    suspendUser: async (staff) => suspendUser(staff, (await createCandidate()).user.id, "A reason"),
    restoreUser: async (staff) => {
      const { user } = await createCandidate();
      await suspendUser(staff, user.id, "A reason");
      return restoreUser(staff, user.id);
    },
  };
  const SET_UP_ACTIONS: Record<string, number> = { restoreJob: 1, restoreUser: 1 };

  const exported = Object.entries({ ...staffEnquiries, ...staffJobs, ...staffUsers })
    .filter(([, value]) => typeof value === "function")
    .map(([name]) => name);

  it("is either a reader or an action this test knows", () => {
    expect(exported.filter((name) => !READERS.has(name) && !(name in ACTIONS))).toEqual([]);
  });

  it.each(Object.keys(ACTIONS))("%s writes exactly one audit entry", async (name) => {
    const staff = await newStaff();
    const before = await auditCount();
    await ACTIONS[name](staff);
    expect((await auditCount()) - before).toBe(1 + (SET_UP_ACTIONS[name] ?? 0));
    const [latest] = await db.selectFrom("staff_audit_log").selectAll().orderBy("id", "desc").limit(1).execute();
    expect(latest.staff_id).toBe(staff.id);
  });
});
