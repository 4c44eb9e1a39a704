// Sort and the filters people reach for: salary at least N, posted within 1, 7 or 30 days, and
// newest first with keywords, through the /jobs page and the JSON API.
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as jobsApi from "~/routes/api.jobs._index";
import * as searchApi from "~/routes/api.jobs.search";
import * as jobsPage from "~/routes/jobs._index";
import { createCompany, createJob } from "./factories";
import { callLoader, uniqueKeyword } from "./helpers";

const DAY_MS = 86_400_000;
const keyword = uniqueKeyword();
let ids: Record<"fresh" | "week" | "month" | "old" | "unpaid" | "rich", number>;

beforeAll(async () => {
  const company = await createCompany();
  const posted = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  const job = async (fields: Parameters<typeof createJob>[0]) =>
    (await createJob({ company, description: `A ${keyword} role. Design and review.`, ...fields })).id;
  // In id order (the newest last), each with its own posting time and pay.
  ids = {
    old: await job({ title: `Senior ${keyword} Engineer`, posted_at: posted(45), salary_min: 150_000, salary_max: 210_000 }),
    month: await job({ title: "Design Engineer", posted_at: posted(20), salary_min: 70_000, salary_max: 85_000 }),
    unpaid: await job({ title: "Drafter", posted_at: posted(5), salary_min: null, salary_max: null }),
    rich: await job({ title: "Principal Engineer", posted_at: posted(3), salary_min: 120_000, salary_max: null }),
    week: await job({ title: "Field Engineer", posted_at: posted(6), salary_min: 50_000, salary_max: 62_000 }),
    fresh: await job({ title: `${keyword} Technician`, posted_at: posted(0.1), salary_min: 40_000, salary_max: 45_000 }),
  };
});

async function pageIds(query: string) {
  // In the canonical order (salary, posted, sort): any other redirects.
  const response = await callLoader(jobsPage.loader, `/jobs?q=${keyword}${query ? `&${query}` : ""}`);
  expect(response.status).toBe(200);
  const data = await response.json();
  return { ids: data.jobs.map((job: { id: number }) => job.id) as number[], total: data.total as number };
}

async function apiIds(path: string) {
  const response = await callLoader(path.startsWith("/api/jobs/search") ? searchApi.loader : jobsApi.loader, path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }[]).map((job) => job.id);
}

describe("the /jobs filters", () => {
  it("ranks best match first by default, and newest first with sort=newest", async () => {
    const best = await pageIds("");
    // The keyword in the title outweighs 45 days of freshness: the oldest job is second, not last.
    expect(best.ids).toEqual([ids.fresh, ids.old, ids.rich, ids.unpaid, ids.week, ids.month]);
    expect(best.total).toBe(6);
    const newest = await pageIds("sort=newest");
    expect(newest.ids).toEqual([ids.fresh, ids.week, ids.rich, ids.unpaid, ids.month, ids.old]);
  });

  it("keeps the jobs whose salary range reaches the figure: the top of the range, or the one end given", async () => {
    expect((await pageIds("salary=100000&sort=newest")).ids).toEqual([ids.rich, ids.old]);
    expect((await pageIds("salary=60000&sort=newest")).ids).toEqual([ids.week, ids.rich, ids.month, ids.old]);
    expect((await pageIds("salary=200000")).total).toBe(1);
  });

  it("keeps the jobs posted within the days chosen, ranked or newest first", async () => {
    expect((await pageIds("posted=1")).ids).toEqual([ids.fresh]);
    expect((await pageIds("posted=7&sort=newest")).ids).toEqual([ids.fresh, ids.week, ids.rich, ids.unpaid]);
    const month = await pageIds("posted=30");
    expect(month.ids.sort()).toEqual([ids.fresh, ids.week, ids.rich, ids.unpaid, ids.month].sort());
    expect(month.total).toBe(5);
  });

  it("combines them, and without keywords lists the board newest first with an exact count", async () => {
    expect((await pageIds("salary=100000&posted=7")).ids).toEqual([ids.rich]);
    const response = await callLoader(jobsPage.loader, "/jobs?salary=200000");
    const data = await response.json();
    expect(data.jobs.map((job: { id: number }) => job.id)).toContain(ids.old);
    expect(data.total).toBe(data.jobs.length);
  });

  it("redirects a link with a value it does not offer to the search without it", async () => {
    const response = await callLoader(jobsPage.loader, `/jobs?q=${keyword}&salary=123&posted=2&sort=oldest`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/jobs?q=${keyword}`);
  });
});

describe("the same filters in the API", () => {
  it("GET /api/jobs/search takes sort, salary, posted and the listing filters", async () => {
    expect(await apiIds(`/api/jobs/search?q=${keyword}&sort=newest&posted=7`)).toEqual([ids.fresh, ids.week, ids.rich, ids.unpaid]);
    expect(await apiIds(`/api/jobs/search?q=${keyword}&salary=100000&sort=newest`)).toEqual([ids.rich, ids.old]);
    expect(await apiIds(`/api/jobs/search?q=${keyword}&remote=true`)).toEqual([]);
  });

  it("GET /api/jobs takes salary and posted", async () => {
    const listed = await apiIds("/api/jobs?salary=200000&pageSize=100");
    expect(listed).toContain(ids.old);
    expect(listed).not.toContain(ids.rich);
    expect(await apiIds("/api/jobs?posted=1&pageSize=100")).toContain(ids.fresh);
    expect(await apiIds("/api/jobs?posted=1&pageSize=100")).not.toContain(ids.week);
  });

  it("gives a date-posted answer an ETag of the minute: a job leaves it with time, not with a change", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const path = "/api/jobs?posted=1";
      const first = await callLoader(jobsApi.loader, path);
      const etag = first.headers.get("ETag")!;
      const again = await callLoader(jobsApi.loader, path, {}, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      vi.setSystemTime(Date.now() + 60_000);
      const later = await callLoader(jobsApi.loader, path, {}, { headers: { "If-None-Match": etag } });
      expect(later.status).toBe(200);
      // Without it, the ETag is the content's alone.
      const plain = (await callLoader(jobsApi.loader, "/api/jobs")).headers.get("ETag")!;
      expect((await callLoader(jobsApi.loader, "/api/jobs", {}, { headers: { "If-None-Match": plain } })).status).toBe(304);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ["/api/jobs/search?q=x&sort=oldest", "sort", "sort must be relevance or newest"],
    ["/api/jobs/search?q=x&salary=55000", "salary", "salary must be one of: 40000, 60000, 80000, 100000, 120000, 150000, 200000"],
    ["/api/jobs?posted=2", "posted", "posted must be one of: 1, 7, 30 (days)"],
  ])("answers %s with a 400 naming the field", async (path, field, message) => {
    const response = await callLoader(path.startsWith("/api/jobs/search") ? searchApi.loader : jobsApi.loader, path);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ [field]: [message] });
  });
});
