// Report this job (docs/product.md#report-this-job): the form's action signed in and out, its
// refusals, and the hold: a job with REPORT_HOLD_THRESHOLD people's unreviewed reports leaves every
// listing until `npm run reports -- --review` lifts it (decision 043).
import { afterEach, describe, expect, it } from "vitest";
import * as reportPage from "~/routes/jobs.$id_.report";
import * as jobPage from "~/routes/jobs.$id";
import * as jobsApi from "~/routes/api.jobs._index";
import * as featuredApi from "~/routes/api.jobs.featured";
import * as feedRoute from "~/routes/jobs.feed";
import * as postedJobs from "~/routes/posted-jobs._index";
import * as applyApi from "~/routes/api.jobs.$id.apply";
import { FIX_FIELDS } from "~/lib/action-data";
import { JOB_REPORT_REASON_LABELS, MAX_REPORT_DETAILS_LENGTH, REPORT_TEXT } from "~/lib/job-reports";
import { loadConfig } from "~/server/config.server";
import { db, sqlite } from "~/server/db.server";
import { honeypotInputProps } from "~/server/security.server";
import { readUnreviewedReports, reviewJobReports } from "../db/job-reports";
import { createJob } from "./factories";
import { callAction, callLoader, employerWithJob, flashedToast, form, jsonBody, registerUser, searchIds, uniqueKeyword } from "./helpers";

const report = (jobId: number, fields: Record<string, string>, options: { cookie?: string; clientAddress?: string } = {}) =>
  callAction(
    reportPage.action,
    `/jobs/${jobId}/report`,
    { ...form(fields, options.cookie), clientAddress: options.clientAddress },
    {
      id: String(jobId),
    },
  );

const storedReports = (jobId: number) => db.selectFrom("job_reports").selectAll().where("job_id", "=", jobId).orderBy("id").execute();
const jobRow = (jobId: number) => db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();

function withThreshold(threshold: number | null) {
  loadConfig().reportHoldThreshold = threshold;
}
afterEach(() => withThreshold(null));

async function keywordJob(overrides: Parameters<typeof createJob>[0] = {}) {
  const keyword = uniqueKeyword();
  const job = await createJob({ title: `Bridge Engineer ${keyword}`, ...overrides });
  return { job, keyword };
}

/** Where the job shows: each listing that holds open jobs, by whether it lists this one. */
async function listings(jobId: number, keyword: string) {
  const inJson = async (response: Response) =>
    ((await response.json()) as { id: number | string }[]).some((job) => Number(job.id) === jobId);
  return {
    search: (await searchIds(keyword)).includes(jobId),
    api: await inJson(await callLoader(jobsApi.loader, `/api/jobs?q=${keyword}`)),
    featured: await inJson(await callLoader(featuredApi.loader, "/api/jobs/featured")),
    feed: (await (await callLoader(feedRoute.loader, `/jobs/feed?q=${keyword}`)).text()).includes(`/jobs/${jobId}<`),
  };
}
const everywhere = { search: true, api: true, featured: true, feed: true };
const nowhere = { search: false, api: false, featured: false, feed: false };

describe("GET /jobs/:id/report", () => {
  it("names the job, and answers 404 for a job that does not exist", async () => {
    const { job } = await keywordJob();
    const page = await callLoader(reportPage.loader, `/jobs/${job.id}/report`, { id: String(job.id) });
    expect(page.status).toBe(200);
    expect((await page.json()).job).toMatchObject({ id: job.id, title: job.title });
    for (const id of ["999999", "abc"]) {
      expect((await callLoader(reportPage.loader, `/jobs/${id}/report`, { id })).status).toBe(404);
      expect((await report(Number(id) || 0, { reason: "scam" })).status).toBe(404);
    }
  });
});

describe("POST /jobs/:id/report", () => {
  it("stores a signed-out visitor's report and goes back to the job with the thank-you toast", async () => {
    const { job } = await keywordJob();
    const response = await report(
      job.id,
      { reason: "scam", details: "  Asks for a fee\r\nup front.  " },
      { clientAddress: "198.51.100.7" },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/jobs/${job.id}`);
    expect(await flashedToast(response)).toMatchObject({ title: REPORT_TEXT.sentTitle, description: REPORT_TEXT.sentDescription });
    const [stored] = await storedReports(job.id);
    expect(stored).toMatchObject({ reason: "scam", details: "Asks for a fee\nup front.", user_id: null, reviewed_at: null });
    // A hash of the client, not its address.
    expect(stored.reporter_key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain("198.51.100");
  });

  it("stores a signed-in user's report with their account, the details optional", async () => {
    const { job } = await keywordJob();
    const user = await registerUser();
    expect((await report(job.id, { reason: "discriminatory" }, { cookie: user.cookie })).status).toBe(302);
    expect(await storedReports(job.id)).toMatchObject([{ reason: "discriminatory", details: "", user_id: user.user.id }]);
  });

  it("refuses a missing or unknown reason and over-long details with messages tied to the fields, keeping the values", async () => {
    const { job } = await keywordJob();
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ details: "Looks odd" }, { reason: [REPORT_TEXT.reasonRequired] }],
      [{ reason: "boring", details: "Looks odd" }, { reason: [REPORT_TEXT.reasonRequired] }],
      [{ reason: "other", details: "x".repeat(MAX_REPORT_DETAILS_LENGTH + 1) }, { details: [REPORT_TEXT.detailsTooLong] }],
    ];
    for (const [fields, error] of cases) {
      const response = await report(job.id, fields);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.message).toBe(FIX_FIELDS);
      expect(body.result.error).toMatchObject(error);
      expect(body.result.initialValue).toMatchObject(fields);
    }
    // Exactly the most is fine.
    expect((await report(job.id, { reason: "other", details: "x".repeat(MAX_REPORT_DETAILS_LENGTH) })).status).toBe(302);
    expect(await storedReports(job.id)).toHaveLength(1);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const { job } = await keywordJob();
    const response = await report(job.id, { reason: "scam", [honeypotInputProps.nameFieldName]: "bot" });
    expect(response.status).toBe(302);
    expect(await flashedToast(response)).toMatchObject({ title: REPORT_TEXT.sentTitle });
    expect(await storedReports(job.id)).toEqual([]);
  });

  it("limits posts per client and per account, and stores nothing past the limit", async () => {
    const { config } = await import("~/server/config.server");
    const { job } = await keywordJob();
    for (let i = 0; i < config.rateLimitPerMinute; i++) {
      expect((await report(job.id, { reason: "other" }, { clientAddress: "2001:db8:5:6::1" })).status).toBe(302);
    }
    // Another address in the same IPv6 /64 is the same client.
    const refused = await report(job.id, { reason: "scam", details: "Kept" }, { clientAddress: "2001:db8:5:6::99" });
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(body.result.initialValue).toMatchObject({ reason: "scam", details: "Kept" });

    // A signed-in user is counted as an account too, from whichever address.
    const user = await registerUser();
    for (let i = 0; i < config.rateLimitPerMinute; i++) {
      expect((await report(job.id, { reason: "other" }, { cookie: user.cookie })).status).toBe(302);
    }
    expect((await report(job.id, { reason: "other" }, { cookie: user.cookie })).status).toBe(429);
    // Every accepted post was one of two reporters: the /64 and the account.
    expect(new Set((await storedReports(job.id)).map((row) => row.reporter_key)).size).toBe(2);
  });

  it("counts one reporter's second report of a job once: the first stands", async () => {
    const { job } = await keywordJob();
    const user = await registerUser();
    expect((await report(job.id, { reason: "scam" }, { cookie: user.cookie })).status).toBe(302);
    expect((await report(job.id, { reason: "wrong", details: "Again" }, { cookie: user.cookie })).status).toBe(302);
    // Signed out, the same IPv4 address is one reporter however it is written.
    expect((await report(job.id, { reason: "expired" }, { clientAddress: "192.0.2.44" })).status).toBe(302);
    expect((await report(job.id, { reason: "expired" }, { clientAddress: "::ffff:192.0.2.44" })).status).toBe(302);
    expect((await storedReports(job.id)).map((row) => row.reason)).toEqual(["scam", "expired"]);
  });
});

describe("the hold (REPORT_HOLD_THRESHOLD)", () => {
  it("unset, holds nothing: a much-reported job stays in every listing", async () => {
    const { job, keyword } = await keywordJob({ featured: 1 });
    for (let i = 1; i <= 4; i++) await report(job.id, { reason: "scam" }, { clientAddress: `198.51.100.${100 + i}` });
    expect(await storedReports(job.id)).toHaveLength(4);
    expect((await jobRow(job.id)).held_at).toBeNull();
    expect(await listings(job.id, keyword)).toEqual(everywhere);
  });

  it("holds the job out of search, the API, featured and the feed once that many people reported it; its page stays", async () => {
    withThreshold(2);
    const { job, keyword } = await keywordJob({ featured: 1 });
    const tallyBefore = await db.selectFrom("open_job_tallies").select("count").where("scope", "=", "all").executeTakeFirstOrThrow();
    expect(await listings(job.id, keyword)).toEqual(everywhere);

    // One person twice is one report: no hold yet.
    const user = await registerUser();
    await report(job.id, { reason: "scam" }, { cookie: user.cookie });
    await report(job.id, { reason: "scam" }, { cookie: user.cookie });
    expect((await jobRow(job.id)).held_at).toBeNull();
    expect(await listings(job.id, keyword)).toEqual(everywhere);

    await report(job.id, { reason: "wrong" }, { clientAddress: "198.51.100.60" });
    const held = await jobRow(job.id);
    expect(held.held_at).not.toBeNull();
    expect(held.closed_at).toBe(held.held_at);
    expect(await listings(job.id, keyword)).toEqual(nowhere);
    // The open-job tallies leave it out as they would a closed job.
    const tallyAfter = await db.selectFrom("open_job_tallies").select("count").where("scope", "=", "all").executeTakeFirstOrThrow();
    expect(tallyAfter.count).toBe(tallyBefore.count - 1);

    // The job's page stays, saying it is under review; applying is refused.
    const page = await callLoader(jobPage.loader, `/jobs/${job.id}`, { id: String(job.id) });
    expect(page.status).toBe(200);
    expect((await page.json()).job).toMatchObject({ id: job.id, heldAt: held.held_at });
    const candidate = await registerUser();
    const apply = await callAction(applyApi.action, `/api/jobs/${job.id}/apply`, jsonBody({}, { Cookie: candidate.cookie }), {
      id: String(job.id),
    });
    expect(apply.status).toBe(409);
    expect((await apply.json()).message).toBe(REPORT_TEXT.heldTitle);

    // The review lifts the hold: back everywhere, open as before.
    expect(readUnreviewedReports(sqlite).find((reported) => reported.jobId === job.id)).toMatchObject({ held: true });
    expect(reviewJobReports(sqlite, job.id)).toEqual({ reviewed: 2, released: true });
    const released = await jobRow(job.id);
    expect(released).toMatchObject({ held_at: null, closed_at: null });
    expect(await listings(job.id, keyword)).toEqual(everywhere);
    expect(readUnreviewedReports(sqlite).some((reported) => reported.jobId === job.id)).toBe(false);
    expect((await db.selectFrom("open_job_tallies").select("count").where("scope", "=", "all").executeTakeFirstOrThrow()).count).toBe(
      tallyBefore.count,
    );

    // Reviewed reports count no more; the same people may report it again.
    await report(job.id, { reason: "scam" }, { cookie: user.cookie });
    expect((await jobRow(job.id)).held_at).toBeNull();
  });

  it("lists unreviewed reports by job, the newest report's job first; a review of an unknown job says so", async () => {
    const first = await keywordJob();
    const second = await keywordJob();
    await report(first.job.id, { reason: "scam", details: "First" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await report(second.job.id, { reason: "other" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await report(first.job.id, { reason: "wrong", details: "\u001b[31mred" });
    const listed = readUnreviewedReports(sqlite).filter((reported) => [first.job.id, second.job.id].includes(reported.jobId));
    expect(listed.map((reported) => reported.jobId)).toEqual([first.job.id, second.job.id]);
    expect(listed[0].reports.map((one) => one.reason)).toEqual(["wrong", "scam"]);
    expect(reviewJobReports(sqlite, 99_999_999)).toBeUndefined();
    expect(JOB_REPORT_REASON_LABELS.scam).toBe("It looks like a scam or fraud");
  });

  it("does not hold a closed job; an employer's close of a held job stands after the review, and a held job cannot be relisted", async () => {
    withThreshold(1);
    const employer = await employerWithJob();
    const jobId = employer.job.id;
    await report(jobId, { reason: "scam" });
    expect((await jobRow(jobId)).held_at).not.toBeNull();

    // The employer sees it under review; relisting is refused, closing is theirs to do.
    const list = await callLoader(postedJobs.loader, "/posted-jobs", {}, { headers: { Cookie: employer.cookie } });
    expect((await list.json()).jobs.find((posted: { id: number }) => posted.id === jobId)).toMatchObject({ heldAt: expect.any(String) });
    const relist = await callAction(
      postedJobs.action,
      "/posted-jobs",
      form({ intent: "relist", jobId: String(jobId), days: "30" }, employer.cookie),
    );
    expect(relist.status).toBe(409);
    expect((await relist.json()).message).toBe(REPORT_TEXT.relistHeld);
    const close = await callAction(postedJobs.action, "/posted-jobs", form({ intent: "close", jobId: String(jobId) }, employer.cookie));
    expect(close.status).toBe(302);
    expect(await jobRow(jobId)).toMatchObject({ held_at: null, closed_at: expect.any(String) });
    expect(reviewJobReports(sqlite, jobId)).toEqual({ reviewed: 1, released: false });
    expect((await jobRow(jobId)).closed_at).not.toBeNull();

    // A closed job is not held, whatever its reports.
    const closed = await keywordJob({ closed_at: new Date().toISOString() });
    await report(closed.job.id, { reason: "scam" });
    expect((await jobRow(closed.job.id)).held_at).toBeNull();
  });
});
