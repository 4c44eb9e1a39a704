// Titles first (docs/decisions/042-titles-first-and-places.md), through the API: a title with every
// keyword comes before fresher jobs whose titles lack one, within the horizon; past it, freshness wins.
import { beforeAll, describe, expect, it } from "vitest";
import type { Job } from "~/lib/jobs";
import * as searchApi from "~/routes/api.jobs.search";
import { callLoader } from "./helpers";
import { createCompany, createJob } from "./factories";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const PLAIN = "Leads a small team and reports to the director.";

async function titles(q: string): Promise<string[]> {
  const response = await callLoader(searchApi.loader, `/api/jobs/search?q=${encodeURIComponent(q)}&pageSize=50`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Job[]).map((job) => job.title);
}

beforeAll(async () => {
  const works = await createCompany({ name: "Quarry Lane Builders" });
  const water = await createCompany({ name: "Riverbend Water Partners" });
  // "principal site": the words only in the estimator's description, posted today.
  await createJob({
    company: works,
    title: "Principal Estimator",
    description: "Walks every site before bidding; site logistics and site safety plans are yours.",
    posted_at: daysAgo(0),
  });
  await createJob({ company: works, title: "Principal Site Reliability Engineer", description: PLAIN, posted_at: daysAgo(3) });
  await createJob({ company: works, title: "Principal Site Civil Engineer", description: PLAIN, posted_at: daysAgo(20) });
  await createJob({ company: works, title: "Principal Site Planner", description: PLAIN, posted_at: daysAgo(90) });
  // "senior engineer water": fresh senior engineers at a water company, older water engineers.
  await createJob({ company: water, title: "Senior Structures Engineer", description: PLAIN, posted_at: daysAgo(0) });
  await createJob({ company: water, title: "Senior Process Engineer", description: PLAIN, posted_at: daysAgo(1) });
  await createJob({ company: works, title: "Senior Water Treatment Engineer", description: PLAIN, posted_at: daysAgo(9) });
  await createJob({ company: works, title: "Senior Water Resources Engineer", description: PLAIN, posted_at: daysAgo(12) });
});

describe("titles first", () => {
  it("puts the titles with every keyword before a fresher job with some of them, within four weeks", async () => {
    expect(await titles("principal site")).toEqual([
      "Principal Site Reliability Engineer",
      "Principal Site Civil Engineer",
      "Principal Estimator",
      // Three months old: past the horizon, freshness wins.
      "Principal Site Planner",
    ]);
  });

  it("counts a keyword in the company's name, but not as much as the title", async () => {
    expect(await titles("senior engineer water")).toEqual([
      "Senior Water Treatment Engineer",
      "Senior Water Resources Engineer",
      "Senior Structures Engineer",
      "Senior Process Engineer",
    ]);
  });

  it("gives the words in a row, as typed, a week more", async () => {
    const works = await createCompany({ name: "Ordering Works" });
    await createJob({ company: works, title: "Tunnel Engineer, Segment Lining", description: PLAIN, posted_at: daysAgo(0) });
    await createJob({ company: works, title: "Segment Lining Tunnel Engineer", description: PLAIN, posted_at: daysAgo(5) });
    expect(await titles("tunnel engineer segment")).toEqual(["Tunnel Engineer, Segment Lining", "Segment Lining Tunnel Engineer"]);
    expect(await titles("segment lining tunnel")).toEqual(["Segment Lining Tunnel Engineer", "Tunnel Engineer, Segment Lining"]);
  });
});
