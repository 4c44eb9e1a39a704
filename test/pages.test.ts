import { describe, expect, it } from "vitest";
import * as home from "~/routes/_index";
import * as employers from "~/routes/employers";
import * as jobPage from "~/routes/jobs.$id";
import * as jobs from "~/routes/jobs._index";
import * as marketingPage from "~/routes/$page";
import * as notFound from "~/routes/$";
import { callLoader, flashedToast } from "./helpers";
import { createCompanies, createCompany, createJob, createJobs } from "./factories";

describe("/jobs", () => {
  it("shows the first page of jobs, 20 at a time", async () => {
    await createJobs(45);
    const response = await callLoader(jobs.loader, "/jobs");
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.jobs).toHaveLength(20);
    expect(data.total).toBeGreaterThanOrEqual(45);
    expect(data.totalPages).toBe(Math.ceil(data.total / 20));
  });

  it("redirects a form post to its clean URL", async () => {
    const response = await callLoader(jobs.loader, "/jobs?current_location=&q=+bridge+&location=&location=Austin&discipline=&remote=any");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?q=bridge&location=Austin");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("removes unknown filter values and says so in a flashed toast", async () => {
    const response = await callLoader(jobs.loader, "/jobs?q=pump&discipline=Basket+Weaving");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?q=pump");
    expect(await flashedToast(response)).toMatchObject({ title: "Some filters were removed" });
  });

  it("sends a page past the end to the last page", async () => {
    await createJobs(3, { discipline: "Chemical Engineering" });
    const response = await callLoader(jobs.loader, "/jobs?discipline=Chemical+Engineering&page=40");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?discipline=Chemical+Engineering");
  });

  it("answers an empty result set with 200 and no jobs", async () => {
    const response = await callLoader(jobs.loader, "/jobs?q=zzzyzzx");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ jobs: [], total: 0 });
  });

  it("drops an unknown company from the link, with a message", async () => {
    const response = await callLoader(jobs.loader, "/jobs?q=pump&company=99999");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?q=pump");
    expect(response.headers.get("Set-Cookie")).toMatch(/__flash=/);
  });

  it("names the company when limited to one", async () => {
    const company = await createCompany();
    await createJobs(2, { company });
    await createJob();
    const data = await (await callLoader(jobs.loader, `/jobs?company=${company.id}`)).json();
    expect(data.companyName).toBe(company.name);
    expect(data.jobs).toHaveLength(2);
    expect(data.jobs.every((job: { company: { id: number } }) => job.company.id === company.id)).toBe(true);
  });
});

describe("/jobs/:id", () => {
  it("shows a job", async () => {
    const job = await createJob();
    const response = await callLoader(jobPage.loader, `/jobs/${job.id}`, { id: String(job.id) });
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.job).toMatchObject({ id: job.id, jobId: `KT-${String(job.id).padStart(6, "0")}` });
    expect(data.origin).toBe("http://localhost");
  });

  it.each(["999999", "abc", "1.5", "-1", "0x1", "1e3", "99999999999999999999"])("answers 404 for %s", async (id) => {
    const response = await callLoader(jobPage.loader, `/jobs/${id}`, { id });
    expect(response.status).toBe(404);
  });
});

describe("other pages", () => {
  it("home filters featured jobs by discipline and location, ignoring unknown values", async () => {
    await createJob({ featured: 1, discipline: "Civil Engineering", location: "New York, NY" });
    await createJob({ featured: 1, discipline: "Software Engineering", location: "Austin, TX" });
    await createJob({ featured: 1, discipline: "Civil Engineering", location: "Detroit, MI" });
    await createJob({ featured: 0, discipline: "Civil Engineering", location: "New York, NY" });
    const all = await (await callLoader(home.loader, "/")).json();
    expect(all.featured.length).toBeGreaterThan(0);
    expect(all.employers).toHaveLength(3);
    const civil = await (await callLoader(home.loader, "/?discipline=Civil+Engineering")).json();
    expect(
      civil.featured.every((job: { discipline: string; featured: boolean }) => job.discipline === "Civil Engineering" && job.featured),
    ).toBe(true);
    const ny = await (await callLoader(home.loader, "/?location=New+York")).json();
    expect(ny.featured.length).toBeGreaterThan(0);
    expect(ny.featured.every((job: { location: string }) => job.location === "New York, NY")).toBe(true);
    const bogus = await (await callLoader(home.loader, "/?discipline=Nope&location=Mars")).json();
    expect(bogus.filters).toEqual({ discipline: "", location: "" });
  });

  it("a company with a malformed website or logo still renders its pages", async () => {
    const { id } = await createCompany({ name: "Broken Links Ltd", logo_url: "http://[bad", website: "not a url" });
    const jobId = (await createJob({ company_id: id, title: "Link Checker" })).id;
    const page = await callLoader(jobPage.loader, `/jobs/${jobId}`, { id: String(jobId) });
    expect(page.status).toBe(200);
    const { job, origin } = await page.json();
    const meta = jobPage.meta({ data: { job, origin, now: "" } } as unknown as Parameters<typeof jobPage.meta>[0]);
    const ld = meta.find((entry) => "script:ld+json" in entry) as { "script:ld+json": { hiringOrganization: object } };
    expect(ld["script:ld+json"].hiringOrganization).toEqual({ "@type": "Organization", name: "Broken Links Ltd" });
  });

  it("employers lists the companies with their open jobs, 24 a page", async () => {
    for (const company of await createCompanies(12)) {
      await createJobs(2, { company });
      await createJob({ company, closed_at: new Date().toISOString() });
    }
    const { companies, total, page, totalPages } = await (await callLoader(employers.loader, "/employers")).json();
    expect(companies.length).toBeGreaterThanOrEqual(12);
    expect(companies.length).toBeLessThanOrEqual(24);
    expect({ page, totalPages }).toEqual({ page: 1, totalPages: Math.ceil(total / 24) });
    expect(companies.reduce((sum: number, company: { openJobs: number }) => sum + company.openJobs, 0)).toBeGreaterThanOrEqual(24);
  });

  it("employers pages past 24 companies, and a page past the end shows the last", async () => {
    await createCompanies(16);
    for (let i = 0; i < 30; i++) await createCompany({ name: `Directory Works ${i}` });
    const first = await (await callLoader(employers.loader, "/employers")).json();
    expect(first.companies).toHaveLength(24);
    expect(first.total).toBeGreaterThanOrEqual(46);
    const last = await (await callLoader(employers.loader, `/employers?page=${first.totalPages}`)).json();
    expect(last.companies.at(-1).name).toBe("Directory Works 29");
    const beyond = await (await callLoader(employers.loader, "/employers?page=999")).json();
    expect(beyond.page).toBe(first.totalPages);
  });

  it("a specialization page lists its discipline's jobs and filters them by its search", async () => {
    await createJob({ discipline: "Project Management", title: "Transit Project Manager" });
    await createJob({ discipline: "Project Management", title: "Hospital Expansion Scheduler" });
    await createJob({ discipline: "Civil Engineering", title: "Transit Planner" });
    const all = await (await callLoader(marketingPage.loader, "/project-management", { page: "project-management" })).json();
    expect(all.content.discipline).toBe("Project Management");
    expect(all.jobs.length).toBeGreaterThan(0);
    expect(all.jobs.every((job: { discipline: string }) => job.discipline === "Project Management")).toBe(true);
    const firstWord = all.jobs[0].title.split(" ").find((word: string) => word.length > 4);
    const narrowed = await (
      await callLoader(marketingPage.loader, `/project-management?q=${firstWord}`, { page: "project-management" })
    ).json();
    expect(narrowed.jobs.length).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThanOrEqual(all.total);
    const none = await (await callLoader(marketingPage.loader, "/project-management?q=zzzyzzx", { page: "project-management" })).json();
    expect(none.jobs).toEqual([]);
  });

  it("any other path is a 404", async () => {
    const response = await callLoader(notFound.loader, "/no/such/page");
    expect(response.status).toBe(404);
  });
});
