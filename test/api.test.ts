import { beforeAll, describe, expect, it } from "vitest";
import type { Company, Job } from "~/lib/jobs";
import * as unknownApi from "~/routes/api.$";
import * as employersApi from "~/routes/api.employers";
import * as jobsApi from "~/routes/api.jobs._index";
import * as featuredApi from "~/routes/api.jobs.featured";
import * as searchApi from "~/routes/api.jobs.search";
import { callLoader, HOSTILE_QUERIES } from "./helpers";
import { createCompanies, createJob, createJobs } from "./factories";

const COMPANY_KEYS = ["description", "id", "industry", "logo", "name", "size", "slug", "website"];
const JOB_KEYS = [
  "closesAt",
  "company",
  "description",
  "discipline",
  "employmentType",
  "featured",
  "id",
  "jobId",
  "location",
  "postedDate",
  "remote",
  "salaryMax",
  "salaryMin",
  "title",
];

function expectCompany(company: Company) {
  expect(Object.keys(company).sort()).toEqual(COMPANY_KEYS);
  expect(company.id).toEqual(expect.any(Number));
  for (const key of COMPANY_KEYS.filter((key) => key !== "id")) {
    expect(company[key as keyof Company]).toEqual(expect.any(String));
  }
}

function expectJob(job: Job) {
  expect(Object.keys(job).sort()).toEqual(JOB_KEYS);
  expect(job).toMatchObject({
    id: expect.any(Number),
    title: expect.any(String),
    description: expect.any(String),
    location: expect.any(String),
    employmentType: expect.any(String),
    remote: expect.any(Boolean),
    featured: expect.any(Boolean),
    discipline: expect.any(String),
    jobId: expect.stringMatching(/^KT-\d{6}$/),
  });
  expect(new Date(job.postedDate).toISOString()).toBe(job.postedDate);
  for (const salary of [job.salaryMin, job.salaryMax]) expect(salary === null || typeof salary === "number").toBe(true);
  expectCompany(job.company);
}

async function getJson(loader: Parameters<typeof callLoader>[0], path: string) {
  const response = await callLoader(loader, path);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return { status: response.status, body: await response.json() };
}

describe("GET /api/jobs", () => {
  // More jobs than a default page, with remote software jobs and on-site Seattle ones among them.
  beforeAll(async () => {
    await createJobs(50);
    await createJobs(3, { discipline: "Software Engineering", remote: 1, location: "Remote (US)" });
    await createJobs(2, { discipline: "Software Engineering", remote: 0, location: "Seattle, WA" });
    await createJob({ discipline: "Civil Engineering", remote: 1, location: "Seattle, WA" });
  });

  it("returns Job[] with every field of the contract, newest first", async () => {
    const { status, body } = await getJson(jobsApi.loader, "/api/jobs");
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBe(50);
    body.forEach(expectJob);
    const dates = body.map((job: Job) => job.postedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("filters by discipline, location and remote together", async () => {
    const { body } = await getJson(jobsApi.loader, "/api/jobs?discipline=Software+Engineering&remote=true&pageSize=100");
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((job: Job) => job.discipline === "Software Engineering" && job.remote)).toBe(true);

    const seattle = await getJson(jobsApi.loader, "/api/jobs?location=Seattle&remote=false&pageSize=100");
    expect(seattle.body.length).toBeGreaterThan(0);
    expect(seattle.body.every((job: Job) => job.location === "Seattle, WA" && !job.remote)).toBe(true);
  });

  it("pages with page and pageSize", async () => {
    const first = await getJson(jobsApi.loader, "/api/jobs?pageSize=5");
    const second = await getJson(jobsApi.loader, "/api/jobs?pageSize=5&page=2");
    expect(first.body).toHaveLength(5);
    expect(second.body).toHaveLength(5);
    expect(second.body[0].id).not.toBe(first.body[0].id);
    const beyond = await getJson(jobsApi.loader, "/api/jobs?page=200");
    expect(beyond).toMatchObject({ status: 200, body: [] });
  });

  it("treats empty parameters as absent", async () => {
    const { status, body } = await getJson(jobsApi.loader, "/api/jobs?discipline=&location=&remote=");
    expect(status).toBe(200);
    expect(body.length).toBe(50);
  });

  it.each([
    ["/api/jobs?discipline=Basket+Weaving", "discipline"],
    ["/api/jobs?discipline=civil+engineering", "discipline"],
    ["/api/jobs?remote=yes", "remote"],
    ["/api/jobs?remote=1", "remote"],
    ["/api/jobs?page=0", "page"],
    ["/api/jobs?page=-1", "page"],
    ["/api/jobs?page=abc", "page"],
    ["/api/jobs?page=1.5", "page"],
    ["/api/jobs?pageSize=101", "pageSize"],
    ["/api/jobs?pageSize=99999999999999999999", "pageSize"],
  ])("answers 400 with a field message for %s", async (path, field) => {
    const { status, body } = await getJson(jobsApi.loader, path);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors[field]).toEqual([expect.any(String)]);
  });

  it("pages through the first 10,000 results only (page × pageSize), and says how to see others where a filter can narrow the list", async () => {
    for (const path of ["/api/jobs?page=100&pageSize=100", "/api/jobs?page=200", "/api/jobs?page=10000&pageSize=1"]) {
      expect((await getJson(jobsApi.loader, path)).status, path).toBe(200);
    }
    for (const path of ["/api/jobs?page=101&pageSize=100", "/api/jobs?page=201", "/api/jobs?page=5001&pageSize=2"]) {
      const { status, body } = await getJson(jobsApi.loader, path);
      expect(status, path).toBe(400);
      expect(body.errors.page).toEqual([
        "Only the first 10,000 results can be paged through (page × pageSize). Add a keyword or a filter to see the rest.",
      ]);
    }
    const { status } = await getJson(searchApi.loader, "/api/jobs/search?q=engineer&page=101&pageSize=100");
    expect(status).toBe(400);
    // A list with nothing to narrow it by says only how far it goes.
    for (const [loader, path] of [
      [employersApi.loader, "/api/employers?page=101&pageSize=100"],
      [featuredApi.loader, "/api/jobs/featured?page=101&pageSize=100"],
    ] as const) {
      const { status, body } = await getJson(loader, path);
      expect(status, path).toBe(400);
      expect(body.errors.page, path).toEqual(["Only the first 10,000 results can be paged through (page × pageSize)."]);
    }
  });

  it("refuses other methods with 405", async () => {
    const response = await jobsApi.action();
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: "Method not allowed" });
  });
});

describe("GET /api/jobs/search", () => {
  it("answers 400 when neither q nor location is given", async () => {
    for (const path of ["/api/jobs/search", "/api/jobs/search?q=", "/api/jobs/search?q=%20%20&location="]) {
      const { status, body } = await getJson(searchApi.loader, path);
      expect(status).toBe(400);
      expect(body.message).toMatch(/keyword|location/i);
    }
  });

  it("returns matching Job[], best match first", async () => {
    await createJob({ title: "Firmware Engineer" });
    await createJob({ title: "Embedded Developer", description: "Reviews firmware for motor controllers." });
    const { status, body } = await getJson(searchApi.loader, "/api/jobs/search?q=firmware");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    body.forEach(expectJob);
    expect(body[0].title).toMatch(/firmware/i);
  });

  it("searches by location alone", async () => {
    await createJobs(2, { location: "Detroit, MI" });
    await createJob({ location: "Austin, TX" });
    const { body } = await getJson(searchApi.loader, "/api/jobs/search?location=Detroit&pageSize=100");
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((job: Job) => job.location === "Detroit, MI")).toBe(true);
  });

  it.each(HOSTILE_QUERIES.filter((q) => q.trim()).map((q) => [q.slice(0, 30), q]))(
    "answers 200 and a list for the hostile query %j",
    async (_label, q) => {
      const { status, body } = await getJson(searchApi.loader, `/api/jobs/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
    },
  );

  it("validates paging like /api/jobs", async () => {
    const { status, body } = await getJson(searchApi.loader, "/api/jobs/search?q=engineer&pageSize=0");
    expect(status).toBe(400);
    expect(body.errors.pageSize).toBeDefined();
  });
});

describe("GET /api/jobs/featured", () => {
  it("returns only featured jobs", async () => {
    await createJobs(6, { featured: 1 });
    await createJob({ featured: 0 });
    const { status, body } = await getJson(featuredApi.loader, "/api/jobs/featured");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(6);
    body.forEach(expectJob);
    expect(body.every((job: Job) => job.featured)).toBe(true);
  });
});

describe("GET /api/employers", () => {
  it("returns Company[] with every field filled", async () => {
    await createCompanies(12);
    const { status, body } = await getJson(employersApi.loader, "/api/employers");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    body.forEach((company: Company) => {
      expectCompany(company);
      expect(Object.values(company).every((value) => value !== "")).toBe(true);
    });
  });
});

describe("GET /api/employers paging", () => {
  it("answers 50 companies by default, pages with page and pageSize, and refuses a pageSize over 100", async () => {
    await createCompanies(61);
    const all = await getJson(employersApi.loader, "/api/employers?pageSize=100");
    expect(all.body.length).toBeGreaterThan(60);
    expect((await getJson(employersApi.loader, "/api/employers")).body).toHaveLength(50);
    const second = await getJson(employersApi.loader, "/api/employers?pageSize=10&page=2");
    expect(second.body.map((company: Company) => company.id)).toEqual(all.body.slice(10, 20).map((company: Company) => company.id));
    const tooMany = await getJson(employersApi.loader, "/api/employers?pageSize=101");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.pageSize).toBeDefined();
  });
});

describe("unknown API paths", () => {
  it("answer 404 in JSON for any method", async () => {
    const get = await unknownApi.loader();
    expect(get.status).toBe(404);
    expect(await get.json()).toEqual({ message: "Not found" });
    expect((await unknownApi.action()).status).toBe(404);
  });
});
