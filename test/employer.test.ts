import { describe, expect, it } from "vitest";
import * as jobsApi from "~/routes/api.jobs._index";
import * as featuredApi from "~/routes/api.jobs.featured";
import * as employersApi from "~/routes/api.employers";
import * as myApplicationsApi from "~/routes/api.me.applications";
import * as employersPage from "~/routes/employers";
import * as jobPage from "~/routes/jobs.$id";
import * as postJobPage from "~/routes/post-job";
import * as postedJobsPage from "~/routes/posted-jobs._index";
import * as applicantsPage from "~/routes/posted-jobs.$id";
import * as editJobPage from "~/routes/posted-jobs.$id_.edit";
import * as resumePage from "~/routes/resumes.$id";
import { authPath } from "~/lib/accounts";
import { APPLY_TEXT } from "~/lib/applications";
import { EMPLOYER_TEXT } from "~/lib/employer";
import { db } from "~/server/db.server";
import {
  applyAsCandidate,
  callAction,
  callLoader,
  COMPANY_FIELDS,
  employerWithJob,
  flashedToast,
  form,
  jobFields,
  jsonBody,
  postJob,
  registerEmployer,
  registerUser,
  searchIds,
  uniqueCompanyName,
  uniqueKeyword,
} from "./helpers";

const get = (loader: Parameters<typeof callLoader>[0], path: string, cookie?: string, params: Record<string, string> = {}) =>
  callLoader(loader, path, params, cookie ? { headers: { Cookie: cookie } } : undefined);

const jobRow = (id: number) => db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
const applicationRow = (id: number) => db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const jobCount = async () =>
  (
    await db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

/** An employer's job with one application from a candidate who filled in a profile. */
async function jobWithApplicant() {
  const employer = await employerWithJob();
  const candidate = await registerUser({ fullName: "Ada Lovelace" });
  const applied = await applyAsCandidate(employer.job.id, candidate, "I have inspected forty bridges.");
  expect(applied.response.status).toBe(201);
  const { application } = await applied.response.json();
  return { employer, candidate, application: application as { id: number; status: string }, resumeUrl: applied.resumeUrl };
}

describe("refusals: signed out, job seekers, employers without a company", () => {
  const pages = [
    ["/post-job", postJobPage.loader, {}],
    ["/posted-jobs", postedJobsPage.loader, {}],
    ["/posted-jobs/1", applicantsPage.loader, { id: "1" }],
    ["/posted-jobs/1/edit", editJobPage.loader, { id: "1" }],
  ] as const;

  it.each(pages)("signed out, %s redirects to sign in and back", async (path, loader, params) => {
    const response = await get(loader, path, undefined, params);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(authPath("login", path));
  });

  it.each(pages)("a job seeker gets 403 on %s, with a message that says why", async (path, loader, params) => {
    const { cookie } = await registerUser();
    const response = await get(loader, path, cookie, params);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: EMPLOYER_TEXT.employersOnly });
  });

  it("signed out or as a job seeker, posting a job stores nothing", async () => {
    const before = await jobCount();
    const signedOut = await callAction(postJobPage.action, "/post-job", form(jobFields()));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe(authPath("login", "/post-job"));
    const { cookie } = await registerUser();
    const seeker = await callAction(postJobPage.action, "/post-job", form(jobFields(), cookie));
    expect(seeker.status).toBe(403);
    expect(await jobCount()).toBe(before);
  });

  it("a job seeker cannot make a company through /post-job", async () => {
    const { cookie, user } = await registerUser();
    const response = await callAction(postJobPage.action, "/post-job", form({ ...COMPANY_FIELDS, name: uniqueCompanyName() }, cookie));
    expect(response.status).toBe(403);
    const row = await db.selectFrom("users").select("company_id").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.company_id).toBeNull();
  });

  it("an employer without a company is asked for it first: the job is refused with 409 and nothing is stored", async () => {
    const { cookie } = await registerUser({ role: "employer" });
    const page = await get(postJobPage.loader, "/post-job", cookie);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({ company: null, today: new Date().toISOString().slice(0, 10) });

    const before = await jobCount();
    const response = await callAction(postJobPage.action, "/post-job", form({ intent: "job", ...jobFields() }, cookie));
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.message).toBe(EMPLOYER_TEXT.companyFirst);
    expect(body.result.initialValue).toMatchObject({ title: "Bridge Engineer", location: "Denver, CO" });
    expect(await jobCount()).toBe(before);

    const list = await get(postedJobsPage.loader, "/posted-jobs", cookie);
    expect(await list.json()).toMatchObject({ company: null, jobs: [], total: 0 });
  });
});

describe("/post-job", () => {
  it("makes the company (then on /employers), and posts a job that is open, not featured, referenced and in search at once", async () => {
    const employer = await registerUser({ role: "employer" });
    const name = uniqueCompanyName();
    const created = await callAction(postJobPage.action, "/post-job", form({ ...COMPANY_FIELDS, name }, employer.cookie));
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/post-job");
    expect(await flashedToast(created)).toMatchObject({ title: EMPLOYER_TEXT.companySavedTitle });
    const companies = (await (await get(employersApi.loader, "/api/employers")).json()) as { name: string }[];
    expect(companies.map((company) => company.name)).toContain(name);

    const keyword = uniqueKeyword();
    const posted = await callAction(
      postJobPage.action,
      "/post-job",
      form(
        jobFields({
          title: `Tunnel Engineer ${keyword}`,
          remote: "on",
          salaryMin: "$85,000",
          salaryMax: "120 000",
          discipline: "Software Engineering",
        }),
        employer.cookie,
      ),
    );
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe("/posted-jobs");
    expect(await flashedToast(posted)).toMatchObject({ title: EMPLOYER_TEXT.postedTitle, description: EMPLOYER_TEXT.postedDescription });

    const [id] = await searchIds(keyword);
    const job = await jobRow(id);
    expect(job).toMatchObject({
      title: `Tunnel Engineer ${keyword}`,
      remote: 1,
      featured: 0,
      closed_at: null,
      salary_min: 85000,
      salary_max: 120000,
      discipline: "Software Engineering",
      reference: `KT-${String(id).padStart(6, "0")}`,
    });
    const page = await get(jobPage.loader, `/jobs/${id}`, undefined, { id: String(id) });
    expect((await page.json()).job).toMatchObject({ jobId: job!.reference, company: { name }, closedAt: null });
  });

  it("refuses a minimum salary above the maximum with 400 on salaryMin, keeping what was typed, storing nothing", async () => {
    const { cookie } = await registerEmployer();
    const before = await jobCount();
    const response = await callAction(
      postJobPage.action,
      "/post-job",
      form(jobFields({ salaryMin: "150000", salaryMax: "90000" }), cookie),
    );
    expect(response.status).toBe(400);
    const { form: which, result } = await response.json();
    expect(which).toBe("job");
    expect(result.error).toEqual({ salaryMin: ["Minimum salary cannot be above the maximum salary"] });
    expect(result.initialValue).toMatchObject({ salaryMin: "150000", salaryMax: "90000", title: "Bridge Engineer" });
    expect(await jobCount()).toBe(before);
  });

  it("takes equal minimum and maximum, and either one alone", async () => {
    const { cookie } = await registerEmployer();
    expect(await postJob(cookie, { salaryMin: "90000", salaryMax: "90000" })).toMatchObject({ salary_min: 90000, salary_max: 90000 });
    expect(await postJob(cookie, { salaryMin: "90000" })).toMatchObject({ salary_min: 90000, salary_max: null });
    expect(await postJob(cookie, { salaryMax: "90000" })).toMatchObject({ salary_min: null, salary_max: 90000 });
  });

  it("names every field that is wrong: too short, unknown discipline or type, salary not whole dollars", async () => {
    const { cookie } = await registerEmployer();
    const response = await callAction(
      postJobPage.action,
      "/post-job",
      form(
        {
          title: "X",
          description: "Too short",
          location: "",
          employmentType: "Forever",
          discipline: "Alchemy",
          salaryMin: "85.50",
          salaryMax: "-3",
        },
        cookie,
      ),
    );
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(Object.keys(result.error).sort()).toEqual([
      "description",
      "discipline",
      "employmentType",
      "location",
      "salaryMax",
      "salaryMin",
      "title",
    ]);
    expect(result.error.discipline).toEqual(["Choose a discipline"]);
  });

  it.each<[string, (cookie: string) => RequestInit]>([
    ["a JSON body", (cookie) => jsonBody(jobFields(), { Cookie: cookie })],
    [
      "a broken multipart body",
      (cookie) => ({ body: "--x\r\nnonsense", headers: { "Content-Type": "multipart/form-data; boundary=x", Cookie: cookie } }),
    ],
    ["a hostile title", (cookie) => form(jobFields({ title: "<script>alert(1)</script>".repeat(10) }), cookie)],
  ])("answers %s with 400, never 500, storing nothing", async (_, init) => {
    const { cookie } = await registerEmployer();
    const before = await jobCount();
    const response = await callAction(postJobPage.action, "/post-job", init(cookie));
    expect(response.status).toBe(400);
    expect(await jobCount()).toBe(before);
  });

  it("is refused with 403 from another site", async () => {
    const { cookie } = await registerEmployer();
    const before = await jobCount();
    const response = await callAction(postJobPage.action, "/post-job", form(jobFields(), cookie, { Origin: "https://evil.example" }));
    expect(response.status).toBe(403);
    expect(await jobCount()).toBe(before);
  });
});

describe("/posted-jobs", () => {
  it("lists the company's own jobs only, open and closed, with applications counted by status", async () => {
    const { employer, application } = await jobWithApplicant();
    const second = await postJob(employer.cookie, { title: "Second Job" });
    await db.updateTable("applications").set({ status: "reviewing" }).where("id", "=", application.id).execute();
    await callAction(postedJobsPage.action, "/posted-jobs", form({ intent: "close", jobId: String(second.id) }, employer.cookie));
    const other = await employerWithJob();

    const response = await get(postedJobsPage.loader, "/posted-jobs", employer.cookie);
    expect(response.status).toBe(200);
    const { jobs, total } = await response.json();
    expect(total).toBe(2);
    expect(jobs.map((job: { id: number }) => job.id)).toEqual([second.id, employer.job.id]);
    expect(jobs[0].closedAt).toEqual(expect.any(String));
    expect(jobs[1]).toMatchObject({ closedAt: null, applicationCounts: { applied: 0, reviewing: 1, rejected: 0, hired: 0, total: 1 } });
    expect(jobs.map((job: { id: number }) => job.id)).not.toContain(other.job.id);
  });

  it("closing takes a job out of search, listings, featured and the employers' counts, refuses applications, and relisting brings it back", async () => {
    const employer = await employerWithJob();
    await db.updateTable("jobs").set({ featured: 1 }).where("id", "=", employer.job.id).execute();
    const candidate = await registerUser();
    const listingIds = async () => {
      const response = await get(jobsApi.loader, `/api/jobs?pageSize=100&location=${encodeURIComponent("Denver, CO")}`);
      return ((await response.json()) as { id: number }[]).map((job) => job.id);
    };
    const featuredIds = async () => {
      const response = await get(featuredApi.loader, "/api/jobs/featured?pageSize=100");
      return ((await response.json()) as { id: number }[]).map((job) => job.id);
    };
    const openJobs = async () => {
      // The newest company is on the last page (a page past the end shows the last one).
      const { companies } = await (await get(employersPage.loader, "/employers?page=9999")).json();
      return companies.find((company: { id: number }) => company.id === employer.company.id).openJobs;
    };
    expect(await searchIds(employer.keyword)).toEqual([employer.job.id]);
    expect(await listingIds()).toContain(employer.job.id);
    expect(await featuredIds()).toContain(employer.job.id);
    expect(await openJobs()).toBe(1);

    const closed = await callAction(
      postedJobsPage.action,
      "/posted-jobs",
      form({ intent: "close", jobId: String(employer.job.id), backTo: "/posted-jobs?page=2" }, employer.cookie),
    );
    expect(closed.status).toBe(302);
    expect(closed.headers.get("Location")).toBe("/posted-jobs?page=2");
    expect(await flashedToast(closed)).toMatchObject({ title: EMPLOYER_TEXT.closedTitle });
    expect(await searchIds(employer.keyword)).toEqual([]);
    expect(await listingIds()).not.toContain(employer.job.id);
    expect(await featuredIds()).not.toContain(employer.job.id);
    expect(await openJobs()).toBe(0);

    // Its page stays and says it is closed; applying is refused with 409.
    const page = await get(jobPage.loader, `/jobs/${employer.job.id}`, undefined, { id: String(employer.job.id) });
    expect(page.status).toBe(200);
    expect((await page.json()).job.closedAt).toEqual(expect.any(String));
    const applied = await applyAsCandidate(employer.job.id, candidate);
    expect(applied.response.status).toBe(409);
    expect(await applied.response.json()).toEqual({ message: APPLY_TEXT.jobClosed });

    const reopened = await callAction(
      postedJobsPage.action,
      "/posted-jobs",
      form({ intent: "relist", days: "14", jobId: String(employer.job.id) }, employer.cookie),
    );
    expect(reopened.status).toBe(302);
    expect(await flashedToast(reopened)).toMatchObject({ title: EMPLOYER_TEXT.relistedTitle });
    expect(await searchIds(employer.keyword)).toEqual([employer.job.id]);
    expect(await featuredIds()).toContain(employer.job.id);
    expect((await applyAsCandidate(employer.job.id, candidate)).response.status).toBe(201);
  });

  it("deletes a job only while nobody has applied: 409 and the job stays once someone has", async () => {
    const { employer } = await jobWithApplicant();
    const refused = await callAction(
      postedJobsPage.action,
      "/posted-jobs",
      form({ intent: "delete", jobId: String(employer.job.id) }, employer.cookie),
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: EMPLOYER_TEXT.deleteRefused });
    expect(await jobRow(employer.job.id)).toBeDefined();

    const fresh = await postJob(employer.cookie);
    const deleted = await callAction(
      postedJobsPage.action,
      "/posted-jobs",
      form({ intent: "delete", jobId: String(fresh.id) }, employer.cookie),
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/posted-jobs");
    expect(await flashedToast(deleted)).toMatchObject({ title: EMPLOYER_TEXT.deletedTitle });
    expect(await jobRow(fresh.id)).toBeUndefined();
  });

  it.each(["close", "relist", "delete"])("another employer's %s of a job is a 404, and the job is unchanged", async (intent) => {
    const owner = await employerWithJob();
    if (intent === "relist")
      await db.updateTable("jobs").set({ closed_at: "2026-01-01T00:00:00.000Z" }).where("id", "=", owner.job.id).execute();
    const before = await jobRow(owner.job.id);
    const intruder = await employerWithJob();
    const response = await callAction(
      postedJobsPage.action,
      "/posted-jobs",
      form({ intent, jobId: String(owner.job.id) }, intruder.cookie),
    );
    expect(response.status).toBe(404);
    expect(await jobRow(owner.job.id)).toEqual(before);
  });

  it("a job seeker's close is 403 and a signed-out one is sent to sign in; the job stays open", async () => {
    const owner = await employerWithJob();
    const { cookie } = await registerUser();
    const seeker = await callAction(postedJobsPage.action, "/posted-jobs", form({ intent: "close", jobId: String(owner.job.id) }, cookie));
    expect(seeker.status).toBe(403);
    const signedOut = await callAction(postedJobsPage.action, "/posted-jobs", form({ intent: "close", jobId: String(owner.job.id) }));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe(authPath("login", "/posted-jobs"));
    expect((await jobRow(owner.job.id))?.closed_at).toBeNull();
  });

  it.each([
    ["an off-site backTo", { intent: "close", backTo: "https://evil.example/" }, 302],
    ["a backTo with a scheme-relative path", { intent: "close", backTo: "//evil.example/posted-jobs" }, 302],
    ["an unknown intent", { intent: "feature" }, 400],
    ["no job id", { intent: "close", jobId: "" }, 404],
    ["a job id that is not a number", { intent: "close", jobId: "1 OR 1=1" }, 404],
  ])("%s is handled without harm", async (_, fields, status) => {
    const employer = await employerWithJob();
    const response = await callAction(
      postedJobsPage.action,
      "/posted-jobs",
      form({ jobId: String(employer.job.id), ...fields }, employer.cookie),
    );
    expect(response.status).toBe(status);
    if (status === 302) expect(response.headers.get("Location")).toBe("/posted-jobs");
    if (status !== 302) expect((await jobRow(employer.job.id))?.closed_at).toBeNull();
  });
});

describe("/posted-jobs/:id/edit", () => {
  it("shows the job in its form and saves an edit that search sees at once", async () => {
    const employer = await employerWithJob();
    const params = { id: String(employer.job.id) };
    const page = await get(editJobPage.loader, `/posted-jobs/${employer.job.id}/edit`, employer.cookie, params);
    expect((await page.json()).job).toMatchObject({ id: employer.job.id, title: employer.job.title });

    const keyword = uniqueKeyword();
    const saved = await callAction(
      editJobPage.action,
      `/posted-jobs/${employer.job.id}/edit`,
      form(jobFields({ title: `Dam Engineer ${keyword}`, salaryMin: "70000" }), employer.cookie),
      params,
    );
    expect(saved.status).toBe(302);
    expect(await flashedToast(saved)).toMatchObject({ title: EMPLOYER_TEXT.updatedTitle });
    expect(await searchIds(keyword)).toEqual([employer.job.id]);
    expect(await searchIds(employer.keyword)).toEqual([]);
    expect(await jobRow(employer.job.id)).toMatchObject({ title: `Dam Engineer ${keyword}`, salary_min: 70000 });
  });

  it("refuses a minimum salary above the maximum with 400, and the job is unchanged", async () => {
    const employer = await employerWithJob();
    const before = await jobRow(employer.job.id);
    const response = await callAction(
      editJobPage.action,
      `/posted-jobs/${employer.job.id}/edit`,
      form(jobFields({ salaryMin: "100001", salaryMax: "100000" }), employer.cookie),
      { id: String(employer.job.id) },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).result.error.salaryMin).toEqual(["Minimum salary cannot be above the maximum salary"]);
    expect(await jobRow(employer.job.id)).toEqual(before);
  });

  it("another employer's job, an unknown id and a malformed id are 404, for the form and the save", async () => {
    const owner = await employerWithJob();
    const intruder = await employerWithJob();
    const before = await jobRow(owner.job.id);
    for (const id of [String(owner.job.id), "99999999", "abc", "1e3"]) {
      const path = `/posted-jobs/${id}/edit`;
      expect((await get(editJobPage.loader, path, intruder.cookie, { id })).status).toBe(404);
      expect((await callAction(editJobPage.action, path, form(jobFields({ title: "Hijacked" }), intruder.cookie), { id })).status).toBe(
        404,
      );
    }
    expect(await jobRow(owner.job.id)).toEqual(before);
  });
});

describe("/posted-jobs/:id: applicants", () => {
  it("lists each applicant with name, email, applied date, cover letter and resume link", async () => {
    const { employer, candidate, application, resumeUrl } = await jobWithApplicant();
    const response = await get(applicantsPage.loader, `/posted-jobs/${employer.job.id}`, employer.cookie, { id: String(employer.job.id) });
    expect(response.status).toBe(200);
    const { job, applicants } = await response.json();
    expect(job.applicationCounts.total).toBe(1);
    expect(applicants).toEqual([
      expect.objectContaining({
        applicationId: application.id,
        status: "applied",
        fullName: "Ada Lovelace",
        email: candidate.email,
        appliedDate: expect.any(String),
        coverLetter: "I have inspected forty bridges.",
        resumeUrl,
      }),
    ]);
  });

  it("moves an application to Under Review, and the candidate sees it on My Applications", async () => {
    const { employer, candidate, application } = await jobWithApplicant();
    const path = `/posted-jobs/${employer.job.id}`;
    const response = await callAction(
      applicantsPage.action,
      path,
      form({ applicationId: String(application.id), status: "reviewing" }, employer.cookie),
      { id: String(employer.job.id) },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(path);
    expect(await flashedToast(response)).toMatchObject({
      title: EMPLOYER_TEXT.statusSavedTitle,
      description: "Ada Lovelace: Under Review",
    });

    const mine = await get(myApplicationsApi.loader, "/api/me/applications", candidate.cookie);
    expect((await mine.json()).map((item: { status: string }) => item.status)).toEqual(["reviewing"]);
  });

  it("refuses a status outside the four with 400, and the status stays", async () => {
    const { employer, application } = await jobWithApplicant();
    const response = await callAction(
      applicantsPage.action,
      `/posted-jobs/${employer.job.id}`,
      form({ applicationId: String(application.id), status: "promoted" }, employer.cookie),
      { id: String(employer.job.id) },
    );
    expect(response.status).toBe(400);
    expect((await applicationRow(application.id)).status).toBe("applied");
  });

  it("another employer gets 404 for the applicants, the status form and the resume; the status stays", async () => {
    const { employer, application, resumeUrl } = await jobWithApplicant();
    const intruder = await employerWithJob();
    const params = { id: String(employer.job.id) };
    const path = `/posted-jobs/${employer.job.id}`;
    expect((await get(applicantsPage.loader, path, intruder.cookie, params)).status).toBe(404);
    const post = await callAction(
      applicantsPage.action,
      path,
      form({ applicationId: String(application.id), status: "hired" }, intruder.cookie),
      params,
    );
    expect(post.status).toBe(404);
    // Nor through their own job's page with another job's application id.
    const ownPath = `/posted-jobs/${intruder.job.id}`;
    const sideways = await callAction(
      applicantsPage.action,
      ownPath,
      form({ applicationId: String(application.id), status: "hired" }, intruder.cookie),
      { id: String(intruder.job.id) },
    );
    expect(sideways.status).toBe(404);
    expect((await applicationRow(application.id)).status).toBe("applied");

    const resumeId = resumeUrl.split("/").pop()!;
    const resume = (cookie?: string) => get(resumePage.loader, resumeUrl, cookie, { id: resumeId });
    expect((await resume(employer.cookie)).status).toBe(200);
    expect((await resume(intruder.cookie)).status).toBe(404);
    expect((await resume((await registerUser()).cookie)).status).toBe(404);
    expect((await resume()).status).toBe(404);
  });

  it("signed out, the applicants page sends to sign in; a job seeker, even the applicant, gets 403", async () => {
    const { employer, candidate } = await jobWithApplicant();
    const params = { id: String(employer.job.id) };
    const path = `/posted-jobs/${employer.job.id}`;
    const signedOut = await get(applicantsPage.loader, path, undefined, params);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe(authPath("login", path));
    expect((await get(applicantsPage.loader, path, candidate.cookie, params)).status).toBe(403);
    expect(
      (await callAction(applicantsPage.action, path, form({ applicationId: "1", status: "hired" }, candidate.cookie), params)).status,
    ).toBe(403);
  });
});
