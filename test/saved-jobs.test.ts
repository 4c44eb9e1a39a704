// Saved jobs (docs/product.md#saved-jobs): the Save job buttons' post with and without
// JavaScript, the save that waits for sign-in, the Saved Jobs page, the root data, and the JSON API.
import { describe, expect, it } from "vitest";
import * as root from "~/root";
import * as savedJobApi from "~/routes/api.me.saved-jobs.$jobId";
import * as savedJobsApi from "~/routes/api.me.saved-jobs._index";
import * as loginPage from "~/routes/login";
import * as savedJobsPage from "~/routes/saved-jobs";
import { db } from "~/server/db.server";
import { createCandidate, createCompany, createEmployer, createJob, createJobs } from "./factories";
import { callAction, callLoader, cookieFrom, flashedToast, form } from "./helpers";

type Session = { cookie: string };
const withCookie = (session?: Session, headers: Record<string, string> = {}): RequestInit => ({
  headers: { ...(session ? { Cookie: session.cookie } : {}), ...headers },
});

/** The Save job button's post, as a browser without JavaScript sends it (or, with `js`, the fetcher: a fetch). */
function post(session: Session | undefined, fields: Record<string, string>, js = false) {
  return callAction(savedJobsPage.action, "/saved-jobs", form(fields, session?.cookie, { "Sec-Fetch-Mode": js ? "cors" : "navigate" }));
}

const saveByForm = (session: Session | undefined, jobId: number | string, redirectTo = "/jobs?q=bridge", js = false) =>
  post(session, { save: String(jobId), redirectTo }, js);
const unsaveByForm = (session: Session | undefined, jobId: number | string, redirectTo = "/jobs?q=bridge", js = false) =>
  post(session, { unsave: String(jobId), redirectTo }, js);

function putByApi(session: Session | undefined, jobId: number | string, headers: Record<string, string> = {}) {
  return callAction(
    savedJobApi.action,
    `/api/me/saved-jobs/${jobId}`,
    { method: "PUT", ...withCookie(session, headers) },
    { jobId: String(jobId) },
  );
}

function deleteByApi(session: Session | undefined, jobId: number | string) {
  return callAction(
    savedJobApi.action,
    `/api/me/saved-jobs/${jobId}`,
    { method: "DELETE", ...withCookie(session) },
    { jobId: String(jobId) },
  );
}

const getByApi = (session: Session | undefined, jobId: number | string) =>
  callLoader(savedJobApi.loader, `/api/me/saved-jobs/${jobId}`, { jobId: String(jobId) }, withCookie(session));

const listByApi = (session?: Session, query = "") => callLoader(savedJobsApi.loader, `/api/me/saved-jobs${query}`, {}, withCookie(session));

const savedRows = (userId: number) => db.selectFrom("saved_jobs").selectAll().where("user_id", "=", userId).execute();

async function rootSavedJobs(session: Session): Promise<number[]> {
  return (await (await callLoader(root.loader, "/", {}, withCookie(session))).json()).savedJobs;
}

async function pageData(session: Session | undefined, path = "/saved-jobs") {
  const response = await callLoader(savedJobsPage.loader, path, {}, withCookie(session));
  expect(response.status).toBe(200);
  return response.json();
}

/** Saves these jobs for the user with the given times (so the order is the test's, not the clock's). */
async function saveAt(userId: number, saves: [jobId: number, savedAt: string][]) {
  await db
    .insertInto("saved_jobs")
    .values(saves.map(([jobId, savedAt]) => ({ user_id: userId, job_id: jobId, saved_at: savedAt })))
    .execute();
}

describe("the Save job button without JavaScript (POST /saved-jobs)", () => {
  it("saves, once, and comes back to the page with a toast; the root data then has the job", async () => {
    const candidate = await createCandidate();
    const job = await createJob();
    const response = await saveByForm(candidate, job.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?q=bridge");
    expect(await flashedToast(response)).toMatchObject({
      title: "Job saved",
      description: "You will find it under Saved Jobs in your account menu.",
    });
    const [first] = await savedRows(candidate.user.id);
    expect(first).toMatchObject({ job_id: job.id });
    expect(await rootSavedJobs(candidate)).toEqual([job.id]);

    // A second post (a double click, the back button) keeps the one row and its first time.
    expect((await saveByForm(candidate, job.id)).status).toBe(302);
    expect(await savedRows(candidate.user.id)).toEqual([first]);
  });

  it("unsaves, and unsaving what is not saved is no error", async () => {
    const candidate = await createCandidate();
    const job = await createJob();
    await saveByForm(candidate, job.id);
    const response = await unsaveByForm(candidate, job.id, "/saved-jobs?page=2");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/saved-jobs?page=2");
    expect(await flashedToast(response)).toMatchObject({ title: "Job removed from your saved jobs" });
    expect(await savedRows(candidate.user.id)).toEqual([]);
    expect(await rootSavedJobs(candidate)).toEqual([]);
    expect((await unsaveByForm(candidate, job.id)).status).toBe(302);
  });

  it("answers the fetcher's post (a fetch, not a navigation) with JSON instead of a redirect", async () => {
    const candidate = await createCandidate();
    const job = await createJob();
    const saved = await saveByForm(candidate, job.id, "/jobs", true);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ saved: true });
    expect(await rootSavedJobs(candidate)).toEqual([job.id]);
    const unsaved = await unsaveByForm(candidate, job.id, "/jobs", true);
    expect(await unsaved.json()).toEqual({ saved: false });
    expect(await rootSavedJobs(candidate)).toEqual([]);
  });

  it("goes back only to a page of this site, else to the job's page", async () => {
    const candidate = await createCandidate();
    const job = await createJob();
    for (const redirectTo of ["//evil.example/", "https://evil.example/", "/\\evil.example", ""]) {
      const response = await saveByForm(candidate, job.id, redirectTo);
      expect(response.headers.get("Location"), redirectTo).toBe(`/jobs/${job.id}`);
    }
  });

  it("refuses an employer, with a toast or a 403, and stores nothing", async () => {
    const employer = await createEmployer();
    const job = await createJob();
    const response = await saveByForm(employer, job.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?q=bridge");
    expect(await flashedToast(response)).toMatchObject({ title: "Saving jobs is for job seeker accounts.", variant: "destructive" });
    const fromScript = await saveByForm(employer, job.id, "/jobs", true);
    expect(fromScript.status).toBe(403);
    expect(await fromScript.json()).toEqual({ message: "Saving jobs is for job seeker accounts." });
    expect(await savedRows(employer.user.id)).toEqual([]);
    expect(await rootSavedJobs(employer)).toEqual([]);
  });

  it("answers an unknown job, or an id that cannot be one, with a toast or a 404, never a 500", async () => {
    const candidate = await createCandidate();
    for (const jobId of ["999999", "abc", "1e3", "-1", "1.5", "0x10", "9".repeat(40), ""]) {
      const response = await saveByForm(candidate, jobId);
      expect(response.status, jobId).toBe(302);
      expect(await flashedToast(response)).toMatchObject({ title: "Job not found.", variant: "destructive" });
      expect((await saveByForm(candidate, jobId, "/jobs", true)).status, jobId).toBe(404);
      expect((await unsaveByForm(candidate, jobId, "/jobs", true)).status, jobId).toBe(jobId === "999999" ? 200 : 404);
    }
    expect(await savedRows(candidate.user.id)).toEqual([]);
  });

  it("refuses a cross-site post with 403", async () => {
    const candidate = await createCandidate();
    const job = await createJob();
    const response = await callAction(
      savedJobsPage.action,
      "/saved-jobs",
      form({ save: String(job.id) }, candidate.cookie, { "Sec-Fetch-Site": "cross-site" }),
    );
    expect(response.status).toBe(403);
    expect(await savedRows(candidate.user.id)).toEqual([]);
  });
});

describe("saving signed out: sign in, then back with the job saved", () => {
  it("sends the visitor to sign in, and the sign-in's redirect completes the save and comes back", async () => {
    const candidate = await createCandidate();
    const job = await createJob();
    const asked = await saveByForm(undefined, job.id, "/jobs?q=bridge&page=2");
    expect(asked.status).toBe(302);
    const completion = `/saved-jobs?save=${job.id}&redirectTo=${encodeURIComponent("/jobs?q=bridge&page=2")}`;
    expect(asked.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(completion)}`);
    expect(await flashedToast(asked)).toMatchObject({ title: "Authentication Required", description: "Please sign in to save jobs." });
    // The fetcher's post is sent the same way (Remix follows the redirect to /login).
    expect((await saveByForm(undefined, job.id, "/jobs?q=bridge&page=2", true)).headers.get("Location")).toBe(
      asked.headers.get("Location"),
    );

    // /login reads redirectTo from its address and posts it with the form.
    const loginPageData = await (await callLoader(loginPage.loader, asked.headers.get("Location")!)).json();
    expect(loginPageData.redirectTo).toBe(completion);
    const signedIn = await callAction(
      loginPage.action,
      "/login",
      form({ email: candidate.email, password: candidate.password, redirectTo: loginPageData.redirectTo }),
    );
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe(completion);
    const session = { cookie: cookieFrom(signedIn) };

    // The browser follows the redirect: a same-origin navigation.
    const done = await callLoader(savedJobsPage.loader, completion, {}, withCookie(session, { "Sec-Fetch-Site": "same-origin" }));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/jobs?q=bridge&page=2");
    expect(await flashedToast(done)).toMatchObject({ title: "Job saved" });
    expect((await savedRows(candidate.user.id)).map((row) => row.job_id)).toEqual([job.id]);
    expect(await rootSavedJobs(session)).toEqual([job.id]);
  });

  it("sends a signed-out unsave to sign in and back, saving nothing", async () => {
    const job = await createJob();
    const response = await unsaveByForm(undefined, job.id, "/saved-jobs");
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/saved-jobs")}`);
  });

  it("completes nothing for a link from another site, a signed-out visitor, an employer or an unknown job", async () => {
    const candidate = await createCandidate();
    const job = await createJob();
    const completion = `/saved-jobs?save=${job.id}&redirectTo=%2Fjobs`;

    const crossSite = await callLoader(savedJobsPage.loader, completion, {}, withCookie(candidate, { "Sec-Fetch-Site": "cross-site" }));
    expect(crossSite.status).toBe(302);
    expect(crossSite.headers.get("Location")).toBe(`/jobs/${job.id}`);
    expect(await savedRows(candidate.user.id)).toEqual([]);

    const signedOut = await callLoader(savedJobsPage.loader, completion);
    expect(signedOut.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(completion)}`);

    const employer = await createEmployer();
    const refused = await callLoader(savedJobsPage.loader, completion, {}, withCookie(employer));
    expect(refused.headers.get("Location")).toBe("/jobs");
    expect(await flashedToast(refused)).toMatchObject({ title: "Saving jobs is for job seeker accounts." });
    expect(await savedRows(employer.user.id)).toEqual([]);

    for (const id of ["999999", "abc", ""]) {
      const unknown = await callLoader(savedJobsPage.loader, `/saved-jobs?save=${id}`, {}, withCookie(candidate));
      expect(unknown.status, id).toBe(404);
    }

    // A typed address (Sec-Fetch-Site: none) completes it, and an unsafe redirectTo falls back to the list.
    const typed = await callLoader(
      savedJobsPage.loader,
      `/saved-jobs?save=${job.id}&redirectTo=%2F%2Fevil.example`,
      {},
      withCookie(candidate, { "Sec-Fetch-Site": "none" }),
    );
    expect(typed.headers.get("Location")).toBe("/saved-jobs");
    expect((await savedRows(candidate.user.id)).map((row) => row.job_id)).toEqual([job.id]);
  });
});

describe("the Saved Jobs page", () => {
  it("lists the candidate's saved jobs newest saved first, 20 a page, closed ones marked and still listed", async () => {
    const candidate = await createCandidate();
    const other = await createCandidate();
    const jobs = await createJobs(22, { company: await createCompany() });
    // Saved in an order of their own: the last job first, then the others from the first.
    const order = [jobs[21], ...jobs.slice(0, 21)];
    await saveAt(
      candidate.user.id,
      order.map((job, i) => [job.id, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()]),
    );
    await saveAt(other.user.id, [[jobs[0].id, new Date().toISOString()]]);
    await db.updateTable("jobs").set({ closed_at: new Date().toISOString() }).where("id", "=", order[21].id).execute();

    const first = await pageData(candidate);
    expect(first).toMatchObject({ total: 22, page: 1, totalPages: 2 });
    const newestFirst = [...order].reverse().map((job) => job.id);
    expect(first.savedJobs.map((saved: { job: { id: number } }) => saved.job.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.savedJobs[0]).toMatchObject({ closed: true, savedAt: "2026-01-01T00:21:00.000Z", job: { id: order[21].id } });
    expect(first.savedJobs[1].closed).toBe(false);
    expect(first.savedJobs[0].job).not.toHaveProperty("description");

    const second = await pageData(candidate, "/saved-jobs?page=2");
    expect(second).toMatchObject({ total: 22, page: 2, totalPages: 2 });
    expect(second.savedJobs.map((saved: { job: { id: number } }) => saved.job.id)).toEqual(newestFirst.slice(20));
    // A page past the end, or one that is not a number, shows a page there is.
    expect((await pageData(candidate, "/saved-jobs?page=99")).page).toBe(2);
    expect((await pageData(candidate, "/saved-jobs?page=abc")).page).toBe(1);
  });

  it("is empty for a candidate with none, a signed-out visitor and an employer", async () => {
    for (const session of [await createCandidate(), undefined, await createEmployer()]) {
      expect(await pageData(session)).toEqual({ savedJobs: [], total: 0, page: 1, totalPages: 0 });
    }
  });

  it("says it is not for search engines", () => {
    expect(savedJobsPage.meta({} as Parameters<typeof savedJobsPage.meta>[0])).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("loses a job when it is deleted", async () => {
    const candidate = await createCandidate();
    const job = await createJob();
    await saveByForm(candidate, job.id);
    await db.deleteFrom("jobs").where("id", "=", job.id).execute();
    expect((await pageData(candidate)).total).toBe(0);
  });
});

describe("the root data's saved jobs", () => {
  it("gives at most the 1,000 most recently saved, so no page grows without bound", async () => {
    const candidate = await createCandidate();
    const company = await createCompany();
    const jobIds: number[] = [];
    for (let i = 0; i < 1_003; i++) jobIds.push((await createJob({ company, title: `Bulk Job ${i}` })).id);
    await saveAt(
      candidate.user.id,
      jobIds.map((jobId, i) => [jobId, new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()]),
    );
    const saved = await rootSavedJobs(candidate);
    expect(saved).toHaveLength(1_000);
    expect(new Set(saved)).toEqual(new Set(jobIds.slice(3)));
  });
});

describe("PUT and DELETE /api/me/saved-jobs/:jobId", () => {
  it("saves with 201, then answers 200 with the same saved job; unsaves with 204, twice", async () => {
    const candidate = await createCandidate();
    const job = await createJob({ title: "Pier Engineer" });
    const created = await putByApi(candidate, job.id);
    expect(created.status).toBe(201);
    expect(created.headers.get("Cache-Control")).toBe("private, no-store");
    const { savedJob } = await created.json();
    expect(Object.keys(savedJob).sort()).toEqual(["job", "savedAt"]);
    expect(savedJob.job).toMatchObject({ id: job.id, title: "Pier Engineer", closedAt: null, company: { id: job.company_id } });
    expect(Date.parse(savedJob.savedAt)).not.toBeNaN();

    const again = await putByApi(candidate, job.id);
    expect(again.status).toBe(200);
    expect((await again.json()).savedJob.savedAt).toBe(savedJob.savedAt);
    expect(await savedRows(candidate.user.id)).toHaveLength(1);

    for (let i = 0; i < 2; i++) {
      const deleted = await deleteByApi(candidate, job.id);
      expect(deleted.status).toBe(204);
      expect(await deleted.text()).toBe("");
    }
    expect(await savedRows(candidate.user.id)).toEqual([]);
  });

  it("answers 404 for an unknown job and for ids that cannot be one, never a 500", async () => {
    const candidate = await createCandidate();
    for (const jobId of ["999999", "0", "abc", "1e3", "-1", "1.5", "9".repeat(40), "%00"]) {
      const response = await putByApi(candidate, jobId);
      expect(response.status, jobId).toBe(404);
      expect(await response.json()).toEqual({ message: "Job not found." });
    }
    expect((await deleteByApi(candidate, "abc")).status).toBe(404);
    // Unsaving a job that is gone is done already.
    expect((await deleteByApi(candidate, "999999")).status).toBe(204);
  });

  it("answers 401 signed out and 403 to an employer, storing nothing", async () => {
    const job = await createJob();
    for (const response of [await putByApi(undefined, job.id), await deleteByApi(undefined, job.id)]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "You need to be logged in." });
    }
    const employer = await createEmployer();
    for (const response of [await putByApi(employer, job.id), await deleteByApi(employer, job.id)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Saving jobs is for job seeker accounts." });
    }
    expect(await savedRows(employer.user.id)).toEqual([]);
  });

  it("refuses a cross-site call with 403, and other methods with 405", async () => {
    const candidate = await createCandidate();
    const job = await createJob();
    expect((await putByApi(candidate, job.id, { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" })).status).toBe(403);
    expect(await savedRows(candidate.user.id)).toEqual([]);
    const posted = await callAction(savedJobApi.action, `/api/me/saved-jobs/${job.id}`, withCookie(candidate), { jobId: String(job.id) });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("Allow")).toBe("GET, PUT, DELETE");
    expect(await posted.json()).toEqual({ message: "Method not allowed" });
  });
});

describe("GET /api/me/saved-jobs/:jobId", () => {
  it("answers 200 with the saved job in the list's shape, a closed one with closedAt", async () => {
    const candidate = await createCandidate();
    const [open, closed] = await createJobs(2);
    await saveAt(candidate.user.id, [
      [open.id, "2026-01-01T00:00:00.000Z"],
      [closed.id, "2026-01-02T00:00:00.000Z"],
    ]);
    await db.updateTable("jobs").set({ closed_at: "2026-02-01T00:00:00.000Z" }).where("id", "=", closed.id).execute();
    const listed = await (await listByApi(candidate)).json();

    const response = await getByApi(candidate, open.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const savedJob = await response.json();
    expect(savedJob).toEqual(listed[1]);
    expect(savedJob).toMatchObject({ savedAt: "2026-01-01T00:00:00.000Z", job: { id: open.id, closedAt: null } });
    expect(await (await getByApi(candidate, closed.id)).json()).toEqual(listed[0]);
    expect(listed[0].job.closedAt).toBe("2026-02-01T00:00:00.000Z");
  });

  it("answers 404 when the job is not saved: never saved, unsaved, saved by someone else, or no such job", async () => {
    const candidate = await createCandidate();
    const other = await createCandidate();
    const [never, unsaved, othersOnly] = await createJobs(3);
    await putByApi(candidate, unsaved.id);
    await deleteByApi(candidate, unsaved.id);
    await putByApi(other, othersOnly.id);
    for (const jobId of [never.id, unsaved.id, othersOnly.id, 999999]) {
      const response = await getByApi(candidate, jobId);
      expect(response.status, String(jobId)).toBe(404);
      expect(await response.json()).toEqual({ message: "This job is not in your saved jobs." });
    }
    for (const jobId of ["abc", "-1", "1.5", "9".repeat(40)]) {
      const response = await getByApi(candidate, jobId);
      expect(response.status, jobId).toBe(404);
      expect(await response.json()).toEqual({ message: "Job not found." });
    }
    expect((await getByApi(other, othersOnly.id)).status).toBe(200);
  });

  it("answers 401 signed out and 403 to an employer", async () => {
    const job = await createJob();
    const signedOut = await getByApi(undefined, job.id);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "You need to be logged in." });
    const employer = await getByApi(await createEmployer(), job.id);
    expect(employer.status).toBe(403);
    expect(await employer.json()).toEqual({ message: "Saving jobs is for job seeker accounts." });
  });
});

describe("GET /api/me/saved-jobs", () => {
  it("lists the saved jobs newest saved first, a page at a time, closed ones with closedAt", async () => {
    const candidate = await createCandidate();
    const [a, b, c] = await createJobs(3);
    await saveAt(candidate.user.id, [
      [b.id, "2026-01-01T00:00:00.000Z"],
      [c.id, "2026-01-02T00:00:00.000Z"],
      [a.id, "2026-01-03T00:00:00.000Z"],
    ]);
    await db.updateTable("jobs").set({ closed_at: "2026-02-01T00:00:00.000Z" }).where("id", "=", c.id).execute();

    const response = await listByApi(candidate, "?pageSize=2");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const firstPage = await response.json();
    expect(firstPage.map((saved: { job: { id: number } }) => saved.job.id)).toEqual([a.id, c.id]);
    expect(firstPage[0]).toMatchObject({ savedAt: "2026-01-03T00:00:00.000Z", job: { id: a.id, closedAt: null } });
    expect(firstPage[1].job.closedAt).toBe("2026-02-01T00:00:00.000Z");
    const secondPage = await (await listByApi(candidate, "?pageSize=2&page=2")).json();
    expect(secondPage.map((saved: { job: { id: number } }) => saved.job.id)).toEqual([b.id]);
    expect(await (await listByApi(candidate)).json()).toHaveLength(3);
  });

  it("refuses bad paging with 400, signed out with 401 and an employer with 403", async () => {
    const candidate = await createCandidate();
    expect((await listByApi(candidate, "?pageSize=1000")).status).toBe(400);
    expect((await listByApi(candidate, "?page=abc")).status).toBe(400);
    expect((await listByApi()).status).toBe(401);
    expect((await listByApi(await createEmployer())).status).toBe(403);
  });

  it("answers 405 to a post", async () => {
    const response = await callAction(savedJobsApi.action, "/api/me/saved-jobs");
    expect(response.status).toBe(405);
  });
});
