// Keyword searches rank the newest SEARCH_WINDOW matches; this file grows the board past it.
import { beforeAll, describe, expect, it } from "vitest";
import { generateJobs } from "../db/generate-jobs";
import { sqlite } from "~/server/db.server";
import { findJobIds, SEARCH_WINDOW } from "~/server/job-search.server";
import { searchJobs } from "~/server/jobs.server";
import { createCompanies, createJob } from "./factories";

// The generator spreads its jobs over the companies there are.
beforeAll(async () => {
  await createCompanies(5);
  generateJobs(sqlite, 3 * SEARCH_WINDOW);
});

describe("searching a board larger than the window", () => {
  it("counts up to the window and says there are more", async () => {
    const { total, totalCapped } = await findJobIds({ q: "engineer" }, { page: 1, pageSize: 20 });
    expect(total).toBe(SEARCH_WINDOW);
    expect(totalCapped).toBe(true);
  });

  it("ranks within the newest matches, title matches first", async () => {
    const newest = sqlite
      .prepare(
        `SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH '{title description company_name} : ("engineer")' ORDER BY rowid DESC LIMIT ${SEARCH_WINDOW}`,
      )
      .all() as { rowid: number }[];
    const oldestInWindow = newest[newest.length - 1].rowid;
    const { jobs } = await searchJobs({ q: "engineer" }, { page: 1, pageSize: 20 });
    expect(jobs).toHaveLength(20);
    expect(jobs.every((job) => job.id >= oldestInWindow)).toBe(true);
    expect(jobs.every((job) => /engineer/i.test(job.title))).toBe(true);
  });

  it("pages through the window and no further", async () => {
    const last = await findJobIds({ q: "engineer" }, { page: SEARCH_WINDOW / 20, pageSize: 20 });
    expect(last.ids).toHaveLength(20);
    const beyond = await findJobIds({ q: "engineer" }, { page: SEARCH_WINDOW / 20 + 1, pageSize: 20 });
    expect(beyond.ids).toEqual([]);
  });

  it("still counts listings without keywords exactly", async () => {
    const { total, totalCapped } = await findJobIds({}, { page: 1, pageSize: 20 });
    expect(totalCapped).toBe(false);
    expect(total).toBe((sqlite.prepare("SELECT count(*) AS n FROM jobs").get() as { n: number }).n);
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
      const remote = await searchJobs({ q: "zeppelin", remote: true }, { page: 1, pageSize: 20 });
      expect(remote.jobs).toEqual([]);
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
});
