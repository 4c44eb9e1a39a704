import { beforeAll, describe, expect, it } from "vitest";
import { db, sqlite } from "~/server/db.server";
import { selectCompanies } from "~/server/companies.server";
import { searchUnits } from "~/lib/search-synonyms";
import { countOpenJobs, keywordTerms, matchExpression, openJobsMatching, searchTerms, type JobFilters } from "~/server/search/index.server";
import { searchJobs, searchJobSummaries } from "~/server/jobs.server";
import { HOSTILE_QUERIES } from "./helpers";
import { createCompany, createJob, createJobs, uniqueSuffix } from "./factories";

const firstPage = { page: 1, pageSize: 20 };

describe("searchTerms", () => {
  it("keeps only words, lower-cased, de-duplicated and bounded", () => {
    expect(searchTerms('  "Civil"  OR  NEAR(bridge*, -2) civil ')).toEqual(["civil", "or", "near", "bridge", "2"]);
    expect(searchTerms('"*-()')).toEqual([]);
    expect(searchTerms("a b c d e f g h i j k l m n o p").length).toBe(12);
    expect(searchTerms("x".repeat(10_000))[0]).toHaveLength(64);
  });

  it("quotes every word so FTS5 operators are read as text", () => {
    expect(matchExpression({ q: "civil OR NOT" })).toBe('{title description company_name} : ("civil" AND "or" AND "not")');
    expect(matchExpression({ q: "PE civil" })).toBe(
      '{title description company_name} : (("pe" OR ("professional" AND "engineer")) AND "civil")',
    );
    // A location's words are facet words (db/facet-words.ts): "new" and "york" in hex.
    expect(matchExpression({ location: "New York" })).toBe('facets : ("kl6e65770" AND "kl796f726b0")');
    expect(matchExpression({ q: "  " })).toBeUndefined();
    expect(matchExpression({ q: '"' })).toBeNull();
  });
});

describe("searchJobs", () => {
  it.each(HOSTILE_QUERIES.map((q) => [q.length > 40 ? `${q.slice(0, 20)}… (${q.length} chars)` : q, q]))(
    "answers %j with a list, never an error",
    async (_label, q) => {
      const { jobs, total } = await searchJobs({ q }, firstPage);
      expect(Array.isArray(jobs)).toBe(true);
      expect(total).toBeGreaterThanOrEqual(jobs.length);
      const asLocation = await searchJobs({ location: q }, firstPage);
      expect(Array.isArray(asLocation.jobs)).toBe(true);
    },
  );

  it("finds words in titles, descriptions and company names, with stemming", async () => {
    const engineers = [
      await createJob({ title: "Site Engineer" }),
      await createJob({ title: "Engineering Manager", description: "Leads a team of twelve." }),
      await createJob({ title: "Surveyor", description: "Works beside our engineers on every site." }),
    ];
    const byTitle = await searchJobs({ q: "engineer" }, { page: 1, pageSize: 100 });
    expect(byTitle.total).toBeGreaterThanOrEqual(engineers.length);
    expect(byTitle.jobs.map((job) => job.id)).toEqual(expect.arrayContaining(engineers.map((job) => job.id)));
    const stemmed = await searchJobs({ q: "engineering" }, { page: 1, pageSize: 100 });
    expect(stemmed.total).toBe(byTitle.total);

    const company = await createCompany({ name: `Dynamora Motors ${uniqueSuffix()}` });
    await createJobs(2, { company, title: "Battery Pack Engineer", description: "Designs battery packs." });
    await createJob({ title: "Fleet Analyst", description: "Maintains our fleet of Dynamora vans." });
    const byCompany = await searchJobs({ q: "Dynamora" }, { page: 1, pageSize: 100 });
    expect(byCompany.total).toBe(3);
    expect(byCompany.jobs.every((job) => job.company.name === company.name || /dynamora/i.test(job.description))).toBe(true);
  });

  it("ranks a title match above a job that only mentions the word in its description", async () => {
    // Title matches first made (the oldest), so only their weight can put them first.
    await createJob({ title: "Firmware Engineer", description: "Writes the boot loader." });
    await createJob({ title: "Senior Firmware Lead", description: "Leads the embedded team." });
    await createJob({ title: "Embedded Developer", description: "Reviews firmware for our motor controllers." });
    await createJob({ title: "Test Technician", description: "Flashes firmware onto prototype boards." });
    const { jobs } = await searchJobs({ q: "firmware" }, { page: 1, pageSize: 100 });
    const titled = jobs.map((job) => /firmware/i.test(job.title));
    expect(titled[0]).toBe(true);
    // Every title match comes before every description-only match.
    expect(titled.indexOf(false) === -1 || titled.lastIndexOf(true) < titled.indexOf(false)).toBe(true);
  });

  it("ranks title matches first, then company-name matches, then description-only ones, newest first within each", async () => {
    const { id: companyId } = await createCompany({ name: "Quillfeather Works" });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
    // Inserted oldest match first: the title match is the oldest, so only its weight can put it first.
    const titled = (await createJob({ title: "Quillfeather Specialist", posted_at: day(1) })).id;
    const byCompany = (await createJob({ company_id: companyId, title: "Site Engineer", posted_at: day(2) })).id;
    const described = (await createJob({ title: "Field Engineer", description: "Works with the quillfeather team.", posted_at: day(3) }))
      .id;
    const newerByCompany = (await createJob({ company_id: companyId, title: "Site Engineer II", posted_at: day(4) })).id;
    const { jobs } = await searchJobs({ q: "quillfeather" }, firstPage);
    expect(jobs.map((job) => job.id)).toEqual([titled, newerByCompany, byCompany, described]);
  });

  it("requires every word", async () => {
    await createJob({ title: "Bridge Design Engineer", description: "Designs pedestrian bridges." });
    await createJob({ title: "Bridge Inspector", description: "Inspects highway bridges after storms." });
    await createJob({ title: "Interior Designer", description: "Plans office fit-outs." });
    const both = await searchJobs({ q: "bridge design" }, { page: 1, pageSize: 100 });
    expect(both.total).toBeGreaterThan(0);
    for (const job of both.jobs) {
      const text = `${job.title} ${job.description} ${job.company.name}`.toLowerCase();
      expect(text).toMatch(/bridge/);
      expect(text).toMatch(/design/);
    }
  });

  it("matches location words, so a city, a state or a whole place name works", async () => {
    await createJobs(3, { location: "New York, NY" });
    await createJob({ location: "Newark, NJ" });
    await createJob({ location: "Austin, TX" });
    await createJob({ location: "Houston, TX" });
    await createJob({ location: "Seattle, WA" });
    const newYork = await searchJobs({ location: "New York" }, { page: 1, pageSize: 100 });
    expect(newYork.total).toBeGreaterThanOrEqual(3);
    expect(newYork.jobs.every((job) => job.location === "New York, NY")).toBe(true);

    const texas = await searchJobs({ location: "TX" }, { page: 1, pageSize: 100 });
    expect(texas.jobs.some((job) => job.location === "Austin, TX")).toBe(true);
    expect(texas.jobs.some((job) => job.location === "Houston, TX")).toBe(true);
    expect(texas.jobs.every((job) => job.location.endsWith(", TX"))).toBe(true);
  });

  it("narrows by discipline, remote, company and featured, newest first", async () => {
    await createJobs(2, { discipline: "Civil Engineering", remote: 0 });
    await createJob({ discipline: "Civil Engineering", remote: 1, featured: 1 });
    await createJobs(2, { discipline: "Software Engineering", remote: 1 });
    await createJob({ discipline: "Mechanical Engineering", remote: 0, featured: 1 });
    const all = await searchJobs({}, { page: 1, pageSize: 100 });
    const civil = await searchJobs({ discipline: "Civil Engineering" }, { page: 1, pageSize: 100 });
    expect(civil.total).toBeGreaterThan(0);
    expect(civil.total).toBeLessThan(all.total);
    expect(civil.jobs.every((job) => job.discipline === "Civil Engineering")).toBe(true);

    const remote = await searchJobs({ remote: true }, { page: 1, pageSize: 100 });
    const onSite = await searchJobs({ remote: false }, { page: 1, pageSize: 100 });
    expect(remote.jobs.every((job) => job.remote)).toBe(true);
    expect(onSite.jobs.every((job) => !job.remote)).toBe(true);
    expect(remote.total + onSite.total).toBe(all.total);

    const featured = await searchJobs({ featured: true }, { page: 1, pageSize: 100 });
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.jobs.every((job) => job.featured)).toBe(true);

    const company = all.jobs[0].company.id;
    const atCompany = await searchJobs({ companyId: company }, { page: 1, pageSize: 100 });
    expect(atCompany.jobs.every((job) => job.company.id === company)).toBe(true);

    const dates = all.jobs.map((job) => job.postedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("pages through results without overlap and counts all matches", async () => {
    const description = "Plan and inspect the rehabilitation of culverts, retaining walls and bridge decks. ".repeat(5);
    await createJobs(45, { description });
    const first = await searchJobSummaries({}, { page: 1, pageSize: 20 });
    const second = await searchJobSummaries({}, { page: 2, pageSize: 20 });
    expect(first.total).toBe(second.total);
    expect(first.jobs).toHaveLength(20);
    const ids = new Set(first.jobs.map((job) => job.id));
    expect(second.jobs.some((job) => ids.has(job.id))).toBe(false);
    expect(first.jobs[0].excerpt.length).toBeLessThanOrEqual(181);
  });

  it("goes through the FTS5 index, not a scan of descriptions", () => {
    const match = matchExpression({ q: "bridge" });
    const plan = sqlite
      .prepare(
        `EXPLAIN QUERY PLAN SELECT jobs.id FROM jobs JOIN jobs_fts ON jobs_fts.rowid = jobs.id
         WHERE jobs_fts MATCH ? ORDER BY bm25(jobs_fts) LIMIT 20`,
      )
      .all(match) as { detail: string }[];
    const details = plan.map((row) => row.detail).join("\n");
    expect(details).toMatch(/VIRTUAL TABLE INDEX/);
    expect(details).not.toMatch(/SCAN jobs\b/);
  });
});

/** The query plan of a compiled query, one line per step. */
function planOf(query: { sql: string; parameters: readonly unknown[] }): string {
  const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.parameters) as { detail: string }[];
  return plan.map((row) => row.detail).join("\n");
}

/**
 * The statistics ANALYZE writes for a board of 100,000 open jobs (read off one made with
 * `npm run db:generate`): rows in the index, then rows per distinct value of each leading column.
 */
const BIG_BOARD_STATISTICS: Record<string, string> = {
  open_jobs_by_posted_at: "100000 100000 1",
  open_jobs_featured: "3015 3015 1",
  open_jobs_by_discipline: "100000 10000 1",
  open_jobs_by_discipline_remote: "100000 10000 5000 1",
  open_jobs_by_remote: "100000 50000 1",
  open_jobs_by_company: "100000 6250 1",
  jobs_by_company: "100000 6250 1",
  // For the ranked search (migrations 0016 and 0024): a title has about 13 open jobs.
  open_jobs_by_title: "100000 13 1 1",
  open_jobs_by_company_title: "100000 6250 4 1",
  // The expiry check (db/job-expiry.ts): closing dates are nearly all distinct.
  open_jobs_by_closing: "100000 1",
  // The job sitemaps and "posted within" (migration 0021).
  open_jobs_by_id: "100000 1 1 1",
};

/**
 * Runs the check with those statistics loaded, so the planner chooses as on a big board. The
 * samples ANALYZE also keeps (sqlite_stat4) describe the small test board, so they go.
 */
function withBigBoardStatistics(run: () => void) {
  const indexes = sqlite.prepare("SELECT name FROM pragma_index_list('jobs') WHERE origin = 'c'").all() as { name: string }[];
  expect(indexes.map((index) => index.name).sort()).toEqual(Object.keys(BIG_BOARD_STATISTICS).sort());
  sqlite.exec("ANALYZE");
  sqlite.exec("DELETE FROM sqlite_stat1 WHERE tbl = 'jobs'");
  sqlite.exec("DELETE FROM sqlite_stat4 WHERE tbl = 'jobs'");
  const insert = sqlite.prepare("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('jobs', ?, ?)");
  for (const [index, stat] of Object.entries(BIG_BOARD_STATISTICS)) insert.run(index, stat);
  sqlite.exec("ANALYZE sqlite_schema");
  try {
    run();
  } finally {
    sqlite.exec("DROP TABLE sqlite_stat1");
    sqlite.exec("DROP TABLE sqlite_stat4");
    sqlite.exec("ANALYZE sqlite_schema");
  }
}

describe("listings read open jobs through the partial indexes", () => {
  // A small board of a few companies, disciplines, remote and featured jobs.
  beforeAll(async () => {
    for (const discipline of ["Civil Engineering", "Software Engineering", "Project Management"] as const) {
      await createJobs(3, { discipline, remote: 0 });
      await createJobs(2, { discipline, remote: 1, featured: 1 });
    }
  });

  // Any company id: the plan does not depend on it.
  const shapes = [
    [{}, "open_jobs_by_posted_at"],
    [{ discipline: "Civil Engineering" as const }, "open_jobs_by_discipline"],
    [{ discipline: "Civil Engineering" as const, remote: true }, "open_jobs_by_discipline_remote"],
    [{ remote: false }, "open_jobs_by_remote"],
    [{ featured: true }, "open_jobs_featured"],
    [{ companyId: 1 }, "open_jobs_by_company"],
  ] as const;

  function expectIndexUse(filters: (typeof shapes)[number][0], index: string) {
    const page = planOf(
      openJobsMatching(filters).select("jobs.id").orderBy("jobs.posted_at", "desc").orderBy("jobs.id", "desc").limit(20).compile(),
    );
    expect(page).toMatch(new RegExp(`INDEX ${index}\\b`));
    expect(page).not.toMatch(/TEMP B-TREE/);
    // The count may use any open-jobs index, but never read the table: a scan's cost grows with
    // the board (bench/measurements.md).
    const count = planOf(countOpenJobs(filters).compile());
    expect(count).toMatch(/^(SEARCH|SCAN) jobs USING (COVERING )?INDEX open_jobs_\w+/);
  }

  it.each(shapes)("page of %o uses %s, and its count an open-jobs index, on a small board", (filters, index) =>
    expectIndexUse(filters, index),
  );

  it.each(shapes)("page of %o uses %s, and its count an open-jobs index, with a big board's statistics", (filters, index) =>
    withBigBoardStatistics(() => expectIndexUse(filters, index)),
  );

  it("reads each company's open jobs (the employers list) from the kept tally, never counting jobs", () => {
    withBigBoardStatistics(() => {
      const plan = planOf(selectCompanies().compile());
      expect(plan).toMatch(/companies/);
      expect(plan).not.toMatch(/\bjobs\b/);
    });
  });
});

describe("the count of a listing's filters", () => {
  it("is the number of open jobs that pass them, for any mix (counted through an index or the keyword index)", async () => {
    const company = await createCompany();
    const day = 24 * 60 * 60 * 1000;
    for (const [index, discipline] of (["Civil Engineering", "Mechanical Engineering"] as const).entries()) {
      for (const remote of [0, 1] as const) {
        for (const featured of [0, 1] as const) {
          for (const [salary_min, salary_max] of [
            [null, null],
            [60_000, 80_000],
            [90_000, 160_000],
            [210_000, null],
          ] as const) {
            const posted_at = new Date(Date.now() - (remote + featured * 2 + index * 4) * 3 * day).toISOString();
            await createJob({ company, discipline, remote, featured, salary_min, salary_max, posted_at });
          }
        }
      }
    }
    await createJob({
      company,
      discipline: "Civil Engineering",
      remote: 1,
      featured: 1,
      salary_max: 250_000,
      closed_at: new Date().toISOString(),
    });
    const mixes: JobFilters[] = [
      { discipline: "Civil Engineering", featured: true },
      { remote: true, featured: true },
      { companyId: company.id, remote: false },
      { companyId: company.id, discipline: "Mechanical Engineering" },
      { companyId: company.id, featured: true, salaryAtLeast: 100_000 },
      { companyId: company.id, salaryAtLeast: 150_000, remote: true },
      { companyId: company.id, salaryAtLeast: 60_000, postedSince: new Date(Date.now() - 10 * day).toISOString() },
      { companyId: company.id, discipline: "Civil Engineering", postedSince: new Date(Date.now() - 4 * day).toISOString() },
      // A figure the salary filter does not offer has no facet word: its rows are counted.
      { companyId: company.id, salaryAtLeast: 155_000 },
    ];
    for (const filters of mixes) {
      const { total } = await searchJobs(filters, firstPage);
      const { total: rows } = await countOpenJobs(filters).executeTakeFirstOrThrow();
      expect({ filters, total }).toEqual({ filters, total: rows });
    }
    expect((await searchJobs({ companyId: company.id, salaryAtLeast: 150_000, remote: true }, firstPage)).total).toBe(8);
  });
});

describe("the search index stays in sync", () => {
  it("follows inserts, edits, company renames and deletes, in the jobs and the company names index", async () => {
    const company = await createCompany({ name: "Zephyrine Works" });
    const job = { id: (await createJob({ company_id: company.id, title: "Quokka Wrangler", description: "Looks after marsupials." })).id };
    const ids = async (q: string) => (await searchJobs({ q }, firstPage)).jobs.map((found) => found.id);

    expect(await ids("quokka")).toEqual([job.id]);
    expect(await ids("zephyrine")).toEqual([job.id]);

    await db.updateTable("jobs").set({ title: "Wombat Wrangler" }).where("id", "=", job.id).execute();
    expect(await ids("quokka")).toEqual([]);
    expect(await ids("wombat")).toEqual([job.id]);

    const companiesNamed = (word: string) =>
      sqlite.prepare("SELECT rowid AS id FROM company_names_fts WHERE company_names_fts MATCH ?").all(word);
    expect(companiesNamed("zephyrine")).toEqual([{ id: company.id }]);

    await db.updateTable("companies").set({ name: "Borealis Works" }).where("id", "=", company.id).execute();
    expect(await ids("zephyrine")).toEqual([]);
    expect(await ids("borealis")).toEqual([job.id]);
    expect(companiesNamed("zephyrine")).toEqual([]);
    expect(companiesNamed("borealis")).toEqual([{ id: company.id }]);

    await db.deleteFrom("jobs").where("id", "=", job.id).execute();
    expect(await ids("wombat")).toEqual([]);
    await db.deleteFrom("companies").where("id", "=", company.id).execute();
    expect(companiesNamed("borealis")).toEqual([]);
  });
});

describe("abbreviations and what they stand for (app/lib/search-synonyms.ts)", () => {
  it("reads a query's words as units: one keyword for an abbreviation, whichever form stands, the longest form first, other words quoted", () => {
    expect(searchUnits(["senior", "pe"])).toEqual(['"senior"', '("pe" OR ("professional" AND "engineer"))']);
    expect(searchUnits(["registered", "nurse", "icu"])).toEqual(['("rn" OR ("registered" AND "nurse"))', '"icu"']);
    expect(searchUnits(["rn", "icu"])).toEqual(searchUnits(["registered", "nurse", "icu"]));
    expect(searchUnits(["project", "management"])).toEqual(['"project"', '"management"']);
    expect(searchUnits(["project", "management", "professional", "pmp"])).toEqual([
      '("pmp" OR ("project" AND "management" AND "professional"))',
    ]);
    expect(searchUnits(["qa", "qc", "qa"])).toEqual(['("qa" OR ("quality" AND "assurance"))', '("qc" OR ("quality" AND "control"))']);
    // Spelled out with a joining word, a phrase.
    expect(searchUnits(["eit"])).toEqual(['("eit" OR "engineer in training")']);
    // One way: "me" and "pa" are everyday words and a state, so their words stay words.
    expect(searchUnits(["me"])).toEqual(['("me" OR ("mechanical" AND "engineer"))']);
    expect(searchUnits(["mechanical", "engineer"])).toEqual(['"mechanical"', '"engineer"']);
    expect(searchUnits(["physician", "assistant"])).toEqual(['"physician"', '"assistant"']);
  });

  it('reads words joined by "&" as one term, its words in a row', () => {
    expect(keywordTerms("GD&T checker, R & D")).toEqual(["gd&t", "checker", "r", "d"]);
    expect(matchExpression({ q: "GD&T" })).toBe(
      '{title description company_name} : (("gd t" OR "geometric dimensioning and tolerancing"))',
    );
    expect(matchExpression({ q: "AT&T fiber" })).toBe('{title description company_name} : ("at t" AND "fiber")');
  });

  it('finds GD&T, and not a job that has "gd" and "t" apart', async () => {
    const word = `Quokka${uniqueSuffix()}`;
    const written = await createJob({ title: `${word} Checker`, description: "Applies GD&T to machined parts." });
    const spelledOut = await createJob({ title: `${word} Drafter`, description: "Geometric dimensioning and tolerancing per ASME Y14.5." });
    await createJob({ title: `${word} Inspector`, description: "GD is our site code; don't miss the t-shirt." });
    const { jobs } = await searchJobs({ q: `gd&t ${word}` }, { page: 1, pageSize: 100 });
    expect(jobs.map((job) => job.id).sort()).toEqual([written.id, spelledOut.id].sort());
  });

  it("still finds a job with the typed words apart", async () => {
    const apart = await createJob({ title: `Mechanical Design Engineer ${uniqueSuffix()}`, description: "Designs gearboxes." });
    expect((await searchJobs({ q: "mechanical engineer" }, { page: 1, pageSize: 100 })).jobs.map((job) => job.id)).toContain(apart.id);
  });

  it("finds the jobs that write the other form, either way round", async () => {
    const spelledOut = await createJob({ title: `Professional Engineer ${uniqueSuffix()}`, description: "Stamps drainage plans." });
    const abbreviated = await createJob({ title: "Senior Civil Engineer, PE", description: "Leads site design." });
    const byAbbreviation = await searchJobs({ q: "PE" }, { page: 1, pageSize: 100 });
    expect(byAbbreviation.jobs.map((job) => job.id)).toEqual(expect.arrayContaining([spelledOut.id, abbreviated.id]));
    const byWords = await searchJobs({ q: "professional engineer" }, { page: 1, pageSize: 100 });
    expect(byWords.jobs.map((job) => job.id)).toEqual(expect.arrayContaining([spelledOut.id, abbreviated.id]));

    const nurse = await createJob({ title: "RN, Cardiac ICU", description: "Twelve-hour shifts." });
    expect((await searchJobs({ q: "registered nurse" }, { page: 1, pageSize: 100 })).jobs.map((job) => job.id)).toContain(nurse.id);
  });

  it("weighs an abbreviation in the title as a title match", async () => {
    const team = `Zephyr${uniqueSuffix()}`;
    const inTitle = await createJob({ title: `SWE II, ${team}`, description: "Builds the billing service." });
    const inDescription = await createJob({ title: `${team} Lead`, description: "Mentors every software engineer on the team." });
    const { jobs } = await searchJobs({ q: `software engineer ${team}` }, { page: 1, pageSize: 100 });
    expect(jobs.map((job) => job.id)).toEqual([inTitle.id, inDescription.id]);
  });
});
