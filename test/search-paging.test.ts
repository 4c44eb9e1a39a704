// A keyword search ranks every match, pages as deep as the listing allows, and counts its matches up
// to COUNTED_RESULTS ("2,000+ jobs"). This file grows the board past that.
import { beforeAll, describe, expect, it } from "vitest";
import { generateJobs } from "../db/generate-jobs";
import { sqlite } from "~/server/db.server";
import { COUNTED_RESULTS, findJobIds, findPageOfJobIds } from "~/server/search/index.server";
import { searchJobs } from "~/server/jobs.server";
import { createCompanies, createJob } from "./factories";

const matchesOf = (match: string) => sqlite.prepare("SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH ?").pluck().get(match) as number;

// The generator spreads its jobs over the companies there are.
beforeAll(async () => {
  await createCompanies(5);
  generateJobs(sqlite, COUNTED_RESULTS + 1_500);
});

describe("searching a large board", () => {
  it("counts up to COUNTED_RESULTS and says there are more", async () => {
    expect(matchesOf('{title description company_name} : ("experience")')).toBeGreaterThan(COUNTED_RESULTS);
    const { total, totalCapped } = await findJobIds({ q: "experience" }, { page: 1, pageSize: 20 });
    expect({ total, totalCapped }).toEqual({ total: COUNTED_RESULTS, totalCapped: true });
  });

  it("counts a search below that exactly", async () => {
    const expected = matchesOf('{title description company_name} : ("senior" AND "engineer")');
    expect(expected).toBeGreaterThan(500);
    expect(expected).toBeLessThan(COUNTED_RESULTS);
    expect(await findJobIds({ q: "senior engineer" }, { page: 1, pageSize: 20 })).toMatchObject({ total: expected, totalCapped: false });
  });

  it("pages past the first 500 matches, each job once, every page full", async () => {
    const seen = new Set<number>();
    for (const page of [1, 2, 25, 26, 27, 40]) {
      const { ids } = await findJobIds({ q: "engineer" }, { page, pageSize: 20 });
      expect(ids, `page ${page}`).toHaveLength(20);
      for (const id of ids) seen.add(id);
    }
    expect(seen.size).toBe(120);
    // A list that shows no total pages the same way, with filters or without.
    for (const filters of [{ q: "engineer" }, { q: "engineer", remote: true }, { q: "senior engineer", location: "austin" }]) {
      for (const page of [1, 3, 26]) {
        expect(await findPageOfJobIds(filters, { page, pageSize: 20 }), JSON.stringify(filters)).toEqual(
          (await findJobIds(filters, { page, pageSize: 20 })).ids,
        );
      }
    }
  });

  it("ranks title matches first", async () => {
    const { jobs } = await searchJobs({ q: "engineer" }, { page: 1, pageSize: 20 });
    expect(jobs).toHaveLength(20);
    expect(jobs.every((job) => /engineer/i.test(job.title))).toBe(true);
  });

  it("shows no job whose own row fails the search, even if the keyword index still held it", async () => {
    const closed = await createJob({ title: "Zeppelin Rigger", description: "Rigs zeppelins." });
    const onSite = await createJob({ title: "Zeppelin Pilot", description: "Flies zeppelins." });
    const open = await createJob({ title: "Zeppelin Navigator", description: "Plots zeppelin routes.", remote: 1 });
    // The rows change behind the index's back (its trigger would have followed them).
    const trigger = sqlite
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'jobs_fts_after_update'")
      .pluck()
      .get() as string;
    sqlite.exec("DROP TRIGGER jobs_fts_after_update");
    try {
      sqlite.prepare("UPDATE jobs SET closed_at = ? WHERE id = ?").run(new Date().toISOString(), closed.id);
      sqlite.prepare("UPDATE jobs SET remote = 1 WHERE id = ?").run(onSite.id);
      sqlite.prepare("UPDATE jobs SET remote = 0 WHERE id = ?").run(open.id);
      const all = await searchJobs({ q: "zeppelin" }, { page: 1, pageSize: 20 });
      expect(all.jobs.map((job) => job.id).sort()).toEqual([onSite.id, open.id].sort());
      // The index says the on-site job is not remote, its row that it is: some ways through the
      // ranked search ask the index, some the row. The job the row says is not remote never shows.
      const remote = await searchJobs({ q: "zeppelin", remote: true }, { page: 1, pageSize: 20 });
      expect(remote.jobs.map((job) => job.id)).not.toContain(open.id);
      expect(remote.jobs.every((job) => job.remote)).toBe(true);
    } finally {
      sqlite.exec(trigger);
    }
  });

  it("weighs a rare word in the title above a common one", async () => {
    const rareInTitle = (await createJob({ title: "Kubernetes Specialist", description: "Join our engineer team." })).id;
    const commonInTitle = (await createJob({ title: "Senior Engineer", description: "Runs our Kubernetes clusters." })).id;
    const { jobs } = await searchJobs({ q: "engineer kubernetes" }, { page: 1, pageSize: 20 });
    const order = jobs.map((job) => job.id);
    expect(order).toContain(rareInTitle);
    expect(order).toContain(commonInTitle);
    expect(order.indexOf(rareInTitle)).toBeLessThan(order.indexOf(commonInTitle));
  });

  it("counts a one-word search again once a job with its word is posted or closed", async () => {
    const total = async () => (await findJobIds({ q: "quokka" }, { page: 1, pageSize: 20 })).total;
    const first = await createJob({ title: "Quokka Keeper", description: "Feeds the quokkas." });
    expect(await total()).toBe(1);
    const second = await createJob({ title: "Bridge Engineer", description: "Quokka sightings welcome." });
    expect(await total()).toBe(2);
    sqlite.prepare("UPDATE jobs SET closed_at = ? WHERE id = ?").run(new Date().toISOString(), first.id);
    expect(await total()).toBe(1);
    expect((await findJobIds({ q: "quokka" }, { page: 1, pageSize: 20 })).ids).toEqual([second.id]);
  });
});
