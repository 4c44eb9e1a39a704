import { afterEach, describe, expect, it, vi } from "vitest";
import * as marketingPage from "~/routes/$page";
import * as homePage from "~/routes/_index";
import * as jobsApi from "~/routes/api.jobs._index";
import * as featuredApi from "~/routes/api.jobs.featured";
import * as employersPage from "~/routes/employers";
import * as feedRoute from "~/routes/jobs.feed";
import * as jobsPage from "~/routes/jobs._index";
import * as jobPage from "~/routes/jobs.$id";
import * as applyPage from "~/routes/jobs.$id_.apply";
import * as postJobPage from "~/routes/post-job";
import * as postedJobsPage from "~/routes/posted-jobs._index";
import * as editJobPage from "~/routes/posted-jobs.$id_.edit";
import * as sitemapRoute from "~/routes/sitemaps.$name";
import { APPLY_TEXT } from "~/lib/applications";
import { closingTime, dayAfter, EMPLOYER_TEXT, formatClosesIn } from "~/lib/employer";
import { jobPostingJsonLd } from "~/lib/job-posting";
import { config } from "~/server/config.server";
import { contentVersion } from "~/server/content-version.server";
import { listCompanies } from "~/server/companies.server";
import { findPostedJob, listPostedJobs } from "~/server/employer-jobs.server";
import { closeExpiredJobs } from "~/server/job-expiry.server";
import { getJobs, searchJobSummaries } from "~/server/jobs.server";
import { companiesWithOpenJobs, highestOpenJobId, openJobsOfSitemap } from "~/server/sitemaps.server";
import { EXPIRY_BATCH, EXPIRY_SQL, jobExpirer } from "../db/job-expiry";
import { db, sqlite } from "~/server/db.server";
import { createCandidate, createCompany, createJob } from "./factories";
import {
  applyAsCandidate,
  callAction,
  callLoader,
  employerWithJob,
  flashedToast,
  form,
  jobFields,
  registerEmployer,
  registerUser,
  searchIds,
  uniqueKeyword,
  uploadResume,
} from "./helpers";

const get = (loader: Parameters<typeof callLoader>[0], path: string, cookie?: string, params: Record<string, string> = {}) =>
  callLoader(loader, path, params, cookie ? { headers: { Cookie: cookie } } : undefined);
const jobRow = (id: number) => db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const today = () => new Date().toISOString().slice(0, 10);
const SITE = config.mail.siteUrl;

/**
 * A featured Project Management job closing a minute from now, a job of the same title elsewhere
 * (its page's similar jobs), and a signed-in candidate.
 */
async function jobClosingSoon() {
  const keyword = uniqueKeyword();
  const company = await createCompany();
  const closesAt = new Date(Date.now() + 60_000);
  const fields = { title: `Site Planner ${keyword}`, discipline: "Project Management" as const };
  const job = await createJob({ ...fields, company, featured: 1, closes_at: closesAt.toISOString() });
  const other = await createJob(fields);
  const candidate = await createCandidate();
  return { keyword, company, closesAt, job, other, candidate };
}
type ClosingJob = Awaited<ReturnType<typeof jobClosingSoon>>;
const idsOf = (jobs: { id: number }[]) => jobs.map((job) => job.id);

/** Each listing, asked as a signed-in visitor would (no page cache in between): does it show the job? */
const LISTINGS: [string, (fixture: ClosingJob) => Promise<boolean>][] = [
  [
    "/employers: its company's open jobs",
    async ({ company, candidate }) => {
      const { count } = await db
        .selectFrom("companies")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("id", "<=", company.id)
        .executeTakeFirstOrThrow();
      const page = Math.ceil(count / 24);
      const { companies } = await (await get(employersPage.loader, `/employers?page=${page}`, candidate.cookie)).json();
      return companies.find((listed: { id: number }) => listed.id === company.id).openJobs > 0;
    },
  ],
  [
    "/jobs?company=<id>: the count",
    async ({ company, candidate }) =>
      (await (await get(jobsPage.loader, `/jobs?company=${company.id}`, candidate.cookie)).json()).total > 0,
  ],
  [
    "the home page's featured jobs",
    async ({ job, candidate }) => {
      const { featured } = await (await get(homePage.loader, "/?discipline=Project+Management", candidate.cookie)).json();
      return idsOf(featured).includes(job.id);
    },
  ],
  [
    "the specialization page of its discipline",
    async ({ job, candidate }) => {
      const { jobs } = await (
        await get(marketingPage.loader, "/project-management", candidate.cookie, { page: "project-management" })
      ).json();
      return idsOf(jobs).includes(job.id);
    },
  ],
  [
    "the RSS feed",
    async ({ job, keyword }) =>
      (await (await get(feedRoute.loader, `/jobs/feed?q=${keyword}`)).text()).includes(`<link>${SITE}/jobs/${job.id}</link>`),
  ],
  [
    "the job sitemap of its id",
    async ({ job }) => {
      const sitemap = await get(sitemapRoute.loader, "/sitemaps/jobs-1.xml", undefined, { name: "jobs-1.xml" });
      return (await sitemap.text()).includes(`<loc>${SITE}/jobs/${job.id}</loc>`);
    },
  ],
  [
    "the pages sitemap's link to its company's page",
    async ({ company }) => {
      const sitemap = await get(sitemapRoute.loader, "/sitemaps/pages.xml", undefined, { name: "pages.xml" });
      return (await sitemap.text()).includes(`<loc>${SITE}/companies/${company.slug}</loc>`);
    },
  ],
  [
    "the similar jobs of another job's page",
    async ({ job, other, candidate }) => {
      const { similar } = await (await get(jobPage.loader, `/jobs/${other.id}`, candidate.cookie, { id: String(other.id) })).json();
      return idsOf(similar).includes(job.id);
    },
  ],
];

afterEach(() => {
  vi.useRealTimers();
});

describe("a job's closing date", () => {
  it("is 30 days ahead unless the employer picks a day, open to the end of that day (UTC)", async () => {
    const employer = await registerEmployer();
    const posted = await callAction(postJobPage.action, "/post-job", form(jobFields(), employer.cookie));
    expect(posted.status).toBe(302);
    const chosen = dayAfter(new Date(), 12);
    await callAction(postJobPage.action, "/post-job", form(jobFields({ title: "Closing Chosen", closesOn: chosen }), employer.cookie));
    const rows = await db
      .selectFrom("jobs")
      .select(["title", "closes_at"])
      .where("company_id", "=", employer.company.id)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.closes_at)).toEqual([closingTime(dayAfter(new Date(), 30)), closingTime(chosen)]);
  });

  it.each([
    ["yesterday", () => dayAfter(new Date(), -1)],
    ["91 days ahead", () => dayAfter(new Date(), 91)],
    ["a day no calendar has", () => "2026-02-30"],
    ["not a date", () => "next tuesday"],
  ])("refuses %s with a message tied to the field, keeping the form's values, and stores nothing", async (_, day) => {
    const employer = await registerEmployer();
    const response = await callAction(
      postJobPage.action,
      "/post-job",
      form(jobFields({ title: "Refused Closing", closesOn: day() }), employer.cookie),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.result.error.closesOn).toEqual(["Closing date must be between today and 90 days from now"]);
    expect(body.result.initialValue).toMatchObject({ title: "Refused Closing", closesOn: day() });
    const stored = await db.selectFrom("jobs").select("id").where("company_id", "=", employer.company.id).execute();
    expect(stored).toEqual([]);
  });

  it("changes with an edit while the job is open, and not once it is closed", async () => {
    const employer = await employerWithJob();
    const edit = (closesOn: string) =>
      callAction(
        editJobPage.action,
        `/posted-jobs/${employer.job.id}/edit`,
        form(jobFields({ title: `Bridge Engineer ${employer.keyword}`, closesOn }), employer.cookie),
        { id: String(employer.job.id) },
      );
    expect((await edit(dayAfter(new Date(), 45))).status).toBe(302);
    expect((await jobRow(employer.job.id)).closes_at).toBe(closingTime(dayAfter(new Date(), 45)));
    await callAction(postedJobsPage.action, "/posted-jobs", form({ intent: "close", jobId: String(employer.job.id) }, employer.cookie));
    expect((await edit(dayAfter(new Date(), 60))).status).toBe(302);
    const row = await jobRow(employer.job.id);
    expect(row.closes_at).toBe(closingTime(dayAfter(new Date(), 45)));
    expect(row.closed_at).not.toBeNull();
  });

  it("lets an expired job be edited: its form sends no closing date, and the job stays closed with its own", async () => {
    const employer = await employerWithJob();
    const expiredAt = new Date(Date.now() - 1000).toISOString();
    await db.updateTable("jobs").set({ closes_at: expiredAt }).where("id", "=", employer.job.id).execute();
    expect(await searchIds(employer.keyword)).toEqual([]);
    const fields = jobFields({ title: `Bridge Engineer ${employer.keyword} II` });
    delete fields.closesOn;
    const edited = await callAction(editJobPage.action, `/posted-jobs/${employer.job.id}/edit`, form(fields, employer.cookie), {
      id: String(employer.job.id),
    });
    expect(edited.status).toBe(302);
    expect(await jobRow(employer.job.id)).toMatchObject({ title: fields.title, closed_at: expiredAt, closes_at: expiredAt });
    // Closing it again keeps it expired, not closed by its employer.
    await callAction(postedJobsPage.action, "/posted-jobs", form({ intent: "close", jobId: String(employer.job.id) }, employer.cookie));
    expect(await jobRow(employer.job.id)).toMatchObject({ closed_at: expiredAt, closes_at: expiredAt });
  });

  it("is the JSON-LD's validThrough and the API's closesAt", async () => {
    const employer = await employerWithJob();
    const { job } = await (await get(jobPage.loader, `/jobs/${employer.job.id}`, undefined, { id: String(employer.job.id) })).json();
    expect(job.closesAt).toBe(closingTime(dayAfter(new Date(), 30)));
    expect(jobPostingJsonLd(job, "https://example.com")).toMatchObject({ validThrough: job.closesAt });
  });

  it("reads as days left on Posted Jobs", () => {
    const now = new Date("2026-11-25T22:00:00Z");
    expect(formatClosesIn("2026-11-25T23:59:59.999Z", now)).toBe("Closes today");
    expect(formatClosesIn("2026-11-26T23:59:59.999Z", now)).toBe("Closes tomorrow");
    expect(formatClosesIn("2026-12-25T23:59:59.999Z", now)).toBe("Closes in 30 days");
  });
});

describe("a job past its closing date", () => {
  it("is looked for through the index of open jobs by closing date: one entry read, not every open job", () => {
    for (const statement of Object.values(EXPIRY_SQL)) {
      const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${statement}`).all("2026-01-01") as { detail: string }[];
      expect(plan.map((step) => step.detail).join("\n")).toMatch(
        /SEARCH jobs USING (COVERING )?INDEX open_jobs_by_closing \(closes_at<\?\)/,
      );
    }
  });

  it("leaves every listing, the API and search at the moment it expires, and refuses applications with the message", async () => {
    const employer = await employerWithJob();
    const candidate = await registerUser();
    await db.updateTable("jobs").set({ featured: 1 }).where("id", "=", employer.job.id).execute();
    const closesAt = new Date(Date.now() + 60_000);
    await db.updateTable("jobs").set({ closes_at: closesAt.toISOString() }).where("id", "=", employer.job.id).execute();

    const listed = async () => {
      const api = (await (await get(jobsApi.loader, "/api/jobs?pageSize=100")).json()) as { id: number }[];
      const featured = (await (await get(featuredApi.loader, "/api/jobs/featured?pageSize=100")).json()) as { id: number }[];
      const page = await (await get(jobsPage.loader, `/jobs?q=${employer.keyword}`)).json();
      const board = await (await get(jobsPage.loader, "/jobs")).json();
      return {
        search: await searchIds(employer.keyword),
        api: api.some((job) => job.id === employer.job.id),
        featured: featured.some((job) => job.id === employer.job.id),
        page: page.jobs.map((job: { id: number }) => job.id),
        board: board.jobs.some((job: { id: number }) => job.id === employer.job.id),
      };
    };
    const shown = { search: [employer.job.id], api: true, featured: true, page: [employer.job.id], board: true };
    const gone = { search: [], api: false, featured: false, page: [], board: false };

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(closesAt.getTime() - 1);
    expect(await listed()).toEqual(shown);
    const versionBefore = contentVersion();

    vi.setSystemTime(closesAt.getTime());
    // Reading the version writes nothing; the next request's first step closes the job and bumps it.
    expect(contentVersion()).toBe(versionBefore);
    expect(await listed()).toEqual(gone);
    expect(contentVersion()).toBeGreaterThan(versionBefore);
    const { job } = await (await get(jobPage.loader, `/jobs/${employer.job.id}`, undefined, { id: String(employer.job.id) })).json();
    expect(job.closedAt).toBe(closesAt.toISOString());
    expect(job.closedAt).toBe(job.closesAt);

    const applied = await applyAsCandidate(employer.job.id, candidate);
    expect(applied.response.status).toBe(409);
    expect(await applied.response.json()).toEqual({ message: APPLY_TEXT.jobClosed });
    const applyForm = await get(applyPage.loader, `/jobs/${employer.job.id}/apply`, candidate.cookie, { id: String(employer.job.id) });
    expect(JSON.stringify(await applyForm.json())).toContain(APPLY_TEXT.jobClosed);

    const { jobs } = await (await get(postedJobsPage.loader, "/posted-jobs", employer.cookie)).json();
    expect(jobs[0]).toMatchObject({ id: employer.job.id, closedAt: closesAt.toISOString(), closesAt: closesAt.toISOString() });
  });

  it.each(LISTINGS)("leaves %s at the moment it expires, with nothing else read first", async (_, shows) => {
    const fixture = await jobClosingSoon();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(fixture.closesAt.getTime() - 1);
    expect(await shows(fixture)).toBe(true);
    vi.setSystemTime(fixture.closesAt.getTime());
    expect(await shows(fixture)).toBe(false);
  });

  it("refuses the apply page's post without JavaScript with the message, storing no application", async () => {
    const { job, closesAt, candidate } = await jobClosingSoon();
    await uploadResume(candidate.cookie);
    const applyByForm = () => {
      const body = new FormData();
      body.append("resumeChoice", "existing");
      return callAction(applyPage.action, `/jobs/${job.id}/apply`, { body, headers: { Cookie: candidate.cookie } }, { id: String(job.id) });
    };
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(closesAt.getTime());
    const response = await applyByForm();
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: "This job is no longer accepting applications." });
    const stored = await db.selectFrom("applications").select("id").where("job_id", "=", job.id).execute();
    expect(stored).toEqual([]);
  });

  it("is closed by the request's first step, never by a read on the way", async () => {
    const { job, company, keyword } = await jobClosingSoon();
    await db
      .updateTable("jobs")
      .set({ closes_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", job.id)
      .execute();
    const versionBefore = contentVersion();
    // Every data function a listing calls, called directly, as code outside a request would.
    await searchJobSummaries({ q: keyword }, { page: 1, pageSize: 20 });
    await getJobs([job.id]);
    await listCompanies({ page: 1, pageSize: 24 });
    await listPostedJobs(company.id, { page: 1, pageSize: 20 });
    await findPostedJob(company.id, job.id);
    await highestOpenJobId();
    await openJobsOfSitemap(1);
    await companiesWithOpenJobs(10);
    expect(contentVersion()).toBe(versionBefore);
    expect((await jobRow(job.id)).closed_at).toBeNull();

    expect(closeExpiredJobs()).toBe(1);
    expect((await jobRow(job.id)).closed_at).not.toBeNull();
    expect(contentVersion()).toBeGreaterThan(versionBefore);
  });

  it("closes at most a batch a request when many are due at once, and the rest on the next", async () => {
    const company = (await registerEmployer()).company;
    const due = new Date(Date.now() - 60_000).toISOString();
    const insert = sqlite.prepare(
      `INSERT INTO jobs (company_id, title, description, location, employment_type, remote, featured, discipline, posted_at, closes_at)
       VALUES (?, 'Batch Welder', 'Welds.', 'Austin, TX', 'Full-time', 0, 0, 'Civil Engineering', ?, ?)`,
    );
    sqlite.transaction(() => {
      for (let i = 0; i < EXPIRY_BATCH + 20; i++) insert.run(company.id, due, due);
    })();
    const expire = jobExpirer(sqlite);
    expect(expire()).toBe(EXPIRY_BATCH);
    expect(expire()).toBe(20);
    expect(expire()).toBe(0);
  });

  it("comes back for the period chosen when relisted from Posted Jobs, keeping its posting date", async () => {
    const employer = await employerWithJob();
    const before = await jobRow(employer.job.id);
    const expiredAt = new Date(Date.now() - 1000).toISOString();
    await db.updateTable("jobs").set({ closes_at: expiredAt }).where("id", "=", employer.job.id).execute();
    expect(await searchIds(employer.keyword)).toEqual([]);

    const relisted = await callAction(
      postedJobsPage.action,
      "/posted-jobs",
      form({ intent: "relist", days: "7", jobId: String(employer.job.id), backTo: "/posted-jobs" }, employer.cookie),
    );
    expect(relisted.status).toBe(302);
    expect(await flashedToast(relisted)).toMatchObject({ title: EMPLOYER_TEXT.relistedTitle });
    const row = await jobRow(employer.job.id);
    expect(row).toMatchObject({ closed_at: null, closes_at: closingTime(dayAfter(new Date(), 7)), posted_at: before.posted_at });
    expect(await searchIds(employer.keyword)).toEqual([employer.job.id]);
    expect((await applyAsCandidate(employer.job.id)).response.status).toBe(201);
  });

  it("takes a period the form does not offer as 30 days", async () => {
    const employer = await employerWithJob();
    await callAction(postedJobsPage.action, "/posted-jobs", form({ intent: "close", jobId: String(employer.job.id) }, employer.cookie));
    await callAction(
      postedJobsPage.action,
      "/posted-jobs",
      form({ intent: "relist", days: "100000", jobId: String(employer.job.id) }, employer.cookie),
    );
    expect((await jobRow(employer.job.id)).closes_at).toBe(closingTime(dayAfter(new Date(), 30)));
  });

  it("stays closed when its employer closed it before its closing date: that is not an expiry", async () => {
    const employer = await employerWithJob();
    await callAction(postedJobsPage.action, "/posted-jobs", form({ intent: "close", jobId: String(employer.job.id) }, employer.cookie));
    const row = await jobRow(employer.job.id);
    expect(row.closed_at).not.toBe(row.closes_at);
    expect(today() <= row.closes_at.slice(0, 10)).toBe(true);
  });
});
