// Every abbreviation of app/lib/search-abbreviations.json, both ways, through the API: a search for
// the abbreviation finds the jobs that spell it out, and the spelled-out words find the jobs that
// abbreviate it, in the same order (unless the pair is one-way); and what /jobs says of a widened query.
import { beforeAll, describe, expect, it } from "vitest";
import type { Job } from "~/lib/jobs";
import { ABBREVIATIONS, expandedQuery } from "~/lib/search-synonyms";
import * as searchApi from "~/routes/api.jobs.search";
import { jobsLoader } from "~/routes/jobs._index.server";
import { callLoader } from "./helpers";
import { createCompany, createJob } from "./factories";

/** A made-up word of each pair's jobs, so that its searches find those jobs alone. */
const marker = (index: number) => `quillon${String.fromCharCode(97 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`;

/** The title words of a form: "gd&t" as "GD&T". */
const titleForm = (form: string) =>
  form.length <= 5 && !form.includes(" ") ? form.toUpperCase() : form.replace(/\b\w/g, (c) => c.toUpperCase());

const jobs = new Map<number, { short: number; long: number }>();

beforeAll(async () => {
  const company = await createCompany({ name: "Acronymic Works" });
  for (const [index, { short, long }] of ABBREVIATIONS.entries()) {
    const word = marker(index);
    const abbreviated = await createJob({ company, title: `${titleForm(short)} Lead ${word}`, description: "Leads the team." });
    const spelledOut = await createJob({ company, title: `${titleForm(long)} Lead ${word}`, description: "Leads the team." });
    jobs.set(index, { short: abbreviated.id, long: spelledOut.id });
  }
});

async function found(q: string): Promise<number[]> {
  const response = await callLoader(searchApi.loader, `/api/jobs/search?q=${encodeURIComponent(q)}&pageSize=50`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Job[]).map((job) => job.id);
}

describe("each abbreviation and what it stands for", () => {
  for (const [index, { short, long, oneWay }] of ABBREVIATIONS.entries()) {
    it(`${short} and ${long}${oneWay ? " (one way)" : ""}`, async () => {
      const { short: abbreviated, long: spelledOut } = jobs.get(index)!;
      const byShort = await found(`${short} ${marker(index)}`);
      expect(byShort.sort()).toEqual([abbreviated, spelledOut].sort());
      const byLong = await found(`${long} ${marker(index)}`);
      if (oneWay) expect(byLong).toEqual([spelledOut]);
      else expect(byLong).toEqual(await found(`${short} ${marker(index)}`));
    });
  }

  it("holds each abbreviation once, lower case, each spelled out in words of its own", () => {
    const shorts = ABBREVIATIONS.map(({ short }) => short);
    expect(new Set(shorts).size).toBe(shorts.length);
    for (const { short, long } of ABBREVIATIONS) {
      expect(short).toMatch(/^[a-z0-9&]+$/);
      expect(long).toMatch(/^[a-z]+( [a-z]+)+$/);
    }
  });
});

describe("what /jobs says of a widened query", () => {
  it("spells out an abbreviation typed, and shortens words spelled out", () => {
    expect(expandedQuery(["qa", "engineer"])).toEqual({ spelledOut: "quality assurance engineer" });
    expect(expandedQuery(["quality", "assurance", "engineer"])).toEqual({ abbreviated: "QA engineer" });
    expect(expandedQuery(["senior", "pe", "civil"])).toEqual({ spelledOut: "senior professional engineer civil" });
    expect(expandedQuery(["gd&t", "checker"])).toEqual({ spelledOut: "geometric dimensioning and tolerancing checker" });
    expect(expandedQuery(["mechanical", "engineer"])).toBeNull();
    expect(expandedQuery(["bridge", "engineer"])).toBeNull();
  });

  it("shows it above the results", async () => {
    const response = await callLoader(jobsLoader, "/jobs?q=QA+lead");
    const data = await response.json();
    expect(data.expanded).toBe("Showing results for quality assurance lead");
    const none = await (await callLoader(jobsLoader, "/jobs?q=bridge")).json();
    expect(none.expanded).toBeNull();
  });
});
