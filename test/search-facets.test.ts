// Keyword searches with filters walk the keyword index with the filters and the location's words as
// facet words (migrations 0011, 0020, 0021 and 0023), and the ranking bounds the jobs without a word's "repeated"
// facet word by one occurrence of it (migration 0020). This file holds the facet words to the rows
// through every kind of change, on a generated board that is
// then changed as the site changes jobs; holds the index of distinct titles and the posting times
// by block to the jobs; and holds filtered searches to the rows that pass the filters. (That the
// ranking is exact is test/ranked-search.test.ts's.)
import { beforeAll, describe, expect, it } from "vitest";
import { locationFacet, repeatedWordFacet } from "../db/facet-words";
import { generateJobs } from "../db/generate-jobs";
import { DISCIPLINES, type Discipline } from "~/lib/jobs";
import { db, sqlite } from "~/server/db.server";
import { COUNTED_RESULTS, facetTerms, findJobIds, matchExpression, withPlace, type JobFilters } from "~/server/search/index.server";
import { forgetTermStatistics } from "~/server/search/board-statistics.server";
import { searchTokens } from "../db/search-tokens";
import { createCompanies, createCompany, createJob } from "./factories";

type Filters = Pick<JobFilters, "discipline" | "remote" | "companyId" | "featured">;

/** The ids of the open jobs whose rows pass the filters. */
function rowsPassing(filters: Filters): number[] {
  const conditions = ["closed_at IS NULL"];
  const values: unknown[] = [];
  if (filters.discipline) {
    conditions.push("discipline = ?");
    values.push(filters.discipline);
  }
  if (filters.remote !== undefined) {
    conditions.push("remote = ?");
    values.push(filters.remote ? 1 : 0);
  }
  if (filters.companyId !== undefined) {
    conditions.push("company_id = ?");
    values.push(filters.companyId);
  }
  if (filters.featured) conditions.push("featured = 1");
  const rows = sqlite.prepare(`SELECT id FROM jobs WHERE ${conditions.join(" AND ")} ORDER BY id`).all(...values) as { id: number }[];
  return rows.map((row) => row.id);
}

/** Open jobs whose facet words say they pass the filters (one filter at least), and those whose rows do. */
function facetsAgainstRows(filters: Filters) {
  const terms = facetTerms(filters).map((term) => `"${term}"`);
  const byFacets = sqlite
    .prepare(`SELECT rowid AS id FROM jobs_fts WHERE jobs_fts MATCH ? ORDER BY rowid`)
    .all(`facets : (${terms.join(" ")})`) as { id: number }[];
  return { byFacets: byFacets.map((row) => row.id), byRows: rowsPassing(filters) };
}

/**
 * For each word: the open jobs whose location holds it, and those whose description holds it more
 * than once, by their facet words and by their rows (read as the index reads text).
 */
function wordFacetsAgainstRows(...words: string[]) {
  const jobs = (
    sqlite.prepare("SELECT id, location, description FROM jobs WHERE closed_at IS NULL ORDER BY id").raw().all() as [
      number,
      string,
      string,
    ][]
  ).map(([id, location, description]) => ({ id, location: searchTokens(location), description: searchTokens(description) }));
  const byFacet = (facet: string) =>
    sqlite.prepare("SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? ORDER BY rowid").pluck().all(`facets : "${facet}"`) as number[];
  return words.map((word) => {
    const [stem] = searchTokens(word);
    const holding = (tokens: string[]) => tokens.filter((token) => token === stem).length;
    return {
      word,
      location: { byFacet: byFacet(locationFacet(stem)), byRows: jobs.filter((job) => holding(job.location) > 0).map((job) => job.id) },
      repeated: {
        byFacet: byFacet(repeatedWordFacet(stem)),
        byRows: jobs.filter((job) => holding(job.description) > 1).map((job) => job.id),
      },
    };
  });
}

function expectWordFacetsRight(...words: string[]) {
  for (const { word, location, repeated } of wordFacetsAgainstRows(...words)) {
    expect(location.byFacet, `${word} in a location`).toEqual(location.byRows);
    expect(repeated.byFacet, `${word} repeated in a description`).toEqual(repeated.byRows);
  }
}

/** For a word: the distinct titles the index of titles holds it in, and the open jobs' titles that jobs_fts says hold it. */
function distinctTitlesAgainstKeywordIndex(word: string) {
  const indexed = sqlite
    .prepare(
      "SELECT title FROM open_job_titles WHERE id IN (SELECT rowid FROM open_job_titles_fts WHERE open_job_titles_fts MATCH ?) ORDER BY title",
    )
    .pluck()
    .all(`"${word}"`);
  const byJobs = sqlite
    .prepare("SELECT DISTINCT title FROM jobs WHERE id IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ?) ORDER BY title")
    .pluck()
    .all(`title : "${word}"`);
  return { indexed, byJobs };
}

/** Open jobs posted later than their block of ids says any of its jobs was: none, when the blocks follow the jobs. */
function jobsNewerThanTheirBlock(): number[] {
  return sqlite
    .prepare(
      `SELECT jobs.id FROM jobs LEFT JOIN job_posting_blocks ON job_posting_blocks.block = jobs.id >> 10
       WHERE job_posting_blocks.newest IS NULL OR jobs.posted_at > job_posting_blocks.newest`,
    )
    .pluck()
    .all() as number[];
}

const QUERIES: Pick<JobFilters, "q" | "location">[] = [
  { q: "engineer" },
  { q: "senior engineer" },
  { q: "design" },
  { q: "kubernetes" },
  { q: "bridge engineer" },
  // (Not "project manager": it is one of the abbreviations' groups now, which the search before did not know.)
  { q: "project schedule" },
  { q: "experience" },
  { q: "zyzzogeton" },
  { location: "Austin" },
  { q: "engineer", location: "Austin" },
  { q: "engineer", location: "TX" },
  { q: "quality engineer", location: "remote" },
];

let companyIds: number[] = [];

// A board of several thousand jobs from a few companies, then changed as the site changes jobs:
// some closed, moved to another discipline, company or work type, featured, deleted, and a company
// renamed. Every change goes through the triggers, as the site's own writes do.
beforeAll(async () => {
  companyIds = (await createCompanies(6)).map((company) => company.id);
  generateJobs(sqlite, 6_000);
  sqlite.exec(`
    UPDATE jobs SET closed_at = '2026-01-01T00:00:00.000Z' WHERE id % 17 = 0;
    UPDATE jobs SET discipline = 'Software Engineering' WHERE id % 19 = 0;
    UPDATE jobs SET remote = 1 - remote WHERE id % 23 = 0;
    UPDATE jobs SET featured = 1 WHERE id % 29 = 0;
    UPDATE jobs SET company_id = ${companyIds[0]} WHERE id % 31 = 0;
    UPDATE jobs SET closed_at = NULL WHERE id % 34 = 0;
    DELETE FROM jobs WHERE id % 37 = 0;
    UPDATE companies SET name = 'Renamed Engineering Works' WHERE id = ${companyIds[1]};
  `);
  forgetTermStatistics();
});

describe("the facet words", () => {
  it("say what each open job's row says, for every filter and mix of filters", () => {
    const mixes: Filters[] = [
      ...DISCIPLINES.map((discipline) => ({ discipline })),
      { remote: true },
      { remote: false },
      // Migration 0023's one word for the two.
      ...DISCIPLINES.flatMap((discipline) => [true, false].map((remote) => ({ discipline, remote }))),
      { featured: true },
      ...companyIds.map((companyId) => ({ companyId })),
      { discipline: "Civil Engineering", remote: true, featured: true },
      { discipline: "Software Engineering", companyId: companyIds[0], remote: false },
    ];
    for (const filters of mixes) {
      const { byFacets, byRows } = facetsAgainstRows(filters);
      expect(byFacets, JSON.stringify(filters)).toEqual(byRows);
    }
    expect(facetsAgainstRows({ remote: true }).byRows.length).toBeGreaterThan(500);
    expectWordFacetsRight("austin", "TX", "new", "york", "engineer", "experience", "design", "systems", "the", "and");
    const [tx, experience] = wordFacetsAgainstRows("TX", "experience");
    expect(tx.location.byRows.length).toBeGreaterThan(100);
    expect(experience.repeated.byRows.length).toBeGreaterThan(100);
  });

  it("follow a job through posting, editing each filter, closing, reopening, a company's new name and deleting", async () => {
    const company = await createCompany();
    const other = await createCompany();
    const job = await createJob({
      company_id: company.id,
      title: "Quillbrook Surveyor",
      discipline: "Civil Engineering",
      remote: 0,
      featured: 0,
      location: "Quillbrook Falls, Yukon",
      description: "Chart the Quillbrook estate: a quillmark here, a quillmark there.",
    });
    const has = (filters: Filters) => facetsAgainstRows(filters).byFacets.includes(job.id);
    const expectFacetsRight = () => {
      expectWordFacetsRight("quillbrook", "falls", "yukon", "quillmark", "quillplot");
      for (const filters of [
        { discipline: "Civil Engineering" as Discipline },
        { discipline: "Aerospace Engineering" as Discipline },
        { remote: true },
        { remote: false },
        { discipline: "Civil Engineering" as Discipline, remote: false },
        { discipline: "Aerospace Engineering" as Discipline, remote: true },
        { featured: true },
        { companyId: company.id },
        { companyId: other.id },
      ]) {
        const { byFacets, byRows } = facetsAgainstRows(filters);
        expect(byFacets, JSON.stringify(filters)).toEqual(byRows);
      }
    };
    expect(has({ discipline: "Civil Engineering", remote: false, companyId: company.id })).toBe(true);
    expectFacetsRight();

    const change = async (values: Record<string, unknown>) => {
      await db.updateTable("jobs").set(values).where("id", "=", job.id).execute();
      expectFacetsRight();
    };
    expect(wordFacetsAgainstRows("yukon")[0].location.byFacet).toEqual([job.id]);
    expect(wordFacetsAgainstRows("quillmark")[0].repeated.byFacet).toEqual([job.id]);
    expect(wordFacetsAgainstRows("quillbrook")[0].repeated.byFacet).toEqual([]);
    await change({ location: "Quillbrook, Yukon" });
    expect(wordFacetsAgainstRows("falls")[0].location.byFacet).toEqual([]);
    await change({ description: "A quillplot of the Quillbrook quillmark, and a quillplot more." });
    expect(wordFacetsAgainstRows("quillmark")[0].repeated.byFacet).toEqual([]);
    expect(wordFacetsAgainstRows("quillplot")[0].repeated.byFacet).toEqual([job.id]);
    await change({ discipline: "Aerospace Engineering" });
    expect(has({ discipline: "Aerospace Engineering" })).toBe(true);
    await change({ remote: 1 });
    expect(has({ remote: true })).toBe(true);
    await change({ featured: 1 });
    expect(has({ featured: true })).toBe(true);
    await change({ company_id: other.id });
    expect(has({ companyId: other.id })).toBe(true);
    await change({ closed_at: new Date().toISOString() });
    expect(has({ companyId: other.id })).toBe(false);
    await change({ discipline: "Civil Engineering" });
    await change({ closed_at: null });
    expect(has({ discipline: "Civil Engineering", remote: true, featured: true, companyId: other.id })).toBe(true);

    await db
      .updateTable("companies")
      .set({ name: `Renamed ${other.name}` })
      .where("id", "=", other.id)
      .execute();
    expect(has({ companyId: other.id, featured: true })).toBe(true);
    expectFacetsRight();

    await db.deleteFrom("jobs").where("id", "=", job.id).execute();
    expect(has({ companyId: other.id })).toBe(false);
    expectFacetsRight();
  });
});

describe("the index of distinct titles and the posting times by block", () => {
  const WORDS = ["engineer", "senior", "lead", "manager", "design", "systems", "test", "experience", "kubernetes", "quillbrook"];

  it("hold every open title, as jobs_fts reads them, and every job's posting time, on the changed board", () => {
    for (const word of WORDS) {
      const { indexed, byJobs } = distinctTitlesAgainstKeywordIndex(word);
      expect(indexed, word).toEqual(byJobs);
    }
    expect(distinctTitlesAgainstKeywordIndex("engineer").indexed.length).toBeGreaterThan(20);
    expect(jobsNewerThanTheirBlock()).toEqual([]);
  });

  it("follow a job through posting, a new title, a new posting time, closing, reopening and deleting", async () => {
    const company = await createCompany();
    const job = await createJob({ company_id: company.id, title: "Quillbrook Surveyor", description: "Lead engineer wanted." });
    const expectRight = () => {
      for (const word of [...WORDS, "surveyor", "draftsman"]) {
        const { indexed, byJobs } = distinctTitlesAgainstKeywordIndex(word);
        expect(indexed, word).toEqual(byJobs);
      }
      expect(jobsNewerThanTheirBlock()).toEqual([]);
    };
    expect(distinctTitlesAgainstKeywordIndex("surveyor").indexed).toEqual(["Quillbrook Surveyor"]);
    expectRight();
    const change = async (values: Record<string, unknown>) => {
      await db.updateTable("jobs").set(values).where("id", "=", job.id).execute();
      expectRight();
    };
    await change({ title: "Quillbrook Draftsman" });
    expect(distinctTitlesAgainstKeywordIndex("surveyor").indexed).toEqual([]);
    await change({ posted_at: new Date(Date.now() + 60_000).toISOString() });
    await change({ closed_at: new Date().toISOString() });
    expect(distinctTitlesAgainstKeywordIndex("quillbrook").indexed).toEqual([]);
    await change({ closed_at: null });
    expect(distinctTitlesAgainstKeywordIndex("draftsman").indexed).toEqual(["Quillbrook Draftsman"]);
    await db.deleteFrom("jobs").where("id", "=", job.id).execute();
    expectRight();
  });
});

describe("a keyword search through the facet words", () => {
  /** Each query alone and with filters, singly and mixed: some leave more than the window, some a handful. */
  function searches(): JobFilters[] {
    const filterSets: Omit<JobFilters, "q" | "location">[] = [
      {},
      { discipline: "Civil Engineering" },
      { discipline: "Software Engineering" },
      { remote: true },
      { remote: false },
      { featured: true },
      { companyId: companyIds[0] },
      { companyId: companyIds[1] },
      { discipline: "Civil Engineering", remote: true },
      { discipline: "Project Management", remote: false },
      { discipline: "Mechanical Engineering", featured: true },
      { discipline: "Civil Engineering", remote: true, companyId: companyIds[2] },
      { remote: true, featured: true, companyId: companyIds[0] },
      { companyId: 999_999 },
    ];
    return QUERIES.flatMap((query) => filterSets.map((filters) => ({ ...query, ...filters })));
  }

  /** The ids of the open jobs the search matches whose rows pass its filters, its location read as the search reads it ("remote" is the remote filter). */
  function matchingRows(typed: JobFilters): number[] {
    const filters = withPlace(typed);
    const match = matchExpression(filters);
    const matching = new Set(
      match ? (sqlite.prepare("SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ?").pluck().all(match) as number[]) : [],
    );
    return rowsPassing(filters).filter((id) => matching.has(id));
  }

  it("counts exactly the jobs whose rows pass the filters, and shows only those", async () => {
    forgetTermStatistics();
    let many = 0;
    let few = 0;
    for (const filters of searches()) {
      const expected = matchingRows(filters);
      const label = JSON.stringify(filters);
      const { total, totalCapped } = await findJobIds(filters, { page: 1, pageSize: 20 });
      expect({ total, totalCapped }, label).toEqual({
        total: Math.min(expected.length, COUNTED_RESULTS),
        totalCapped: expected.length > COUNTED_RESULTS,
      });
      for (const page of [1, 3]) {
        const { ids } = await findJobIds(filters, { page, pageSize: 20 });
        expect(ids.length, label).toBe(Math.max(0, Math.min(20, expected.length - (page - 1) * 20)));
        expect(
          ids.filter((id) => !expected.includes(id)),
          label,
        ).toEqual([]);
        expect(new Set(ids).size, label).toBe(ids.length);
      }
      if (total > 500) many++;
      else if (total > 0 && total < 100) few++;
    }
    // The board holds both kinds: searches with many matches and narrow ones.
    expect(many).toBeGreaterThan(10);
    expect(few).toBeGreaterThan(10);
  });

  it("ranks a title match first among the older jobs of a company that has stopped posting", async () => {
    // The company's two jobs are old; newer jobs elsewhere have the word in their title. The title
    // match outweighs the description match a day newer.
    const quiet = await createCompany();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
    const titled = (await createJob({ company_id: quiet.id, title: "Quillwright Lead", posted_at: day(1) })).id;
    const described = (
      await createJob({ company_id: quiet.id, title: "Site Lead", description: "Works with our quillwright.", posted_at: day(2) })
    ).id;
    for (let i = 0; i < 3; i++) await createJob({ title: `Quillwright ${i}`, posted_at: day(3 + i) });
    const { ids } = await findJobIds({ q: "quillwright", companyId: quiet.id }, { page: 1, pageSize: 20 });
    expect(ids).toEqual([titled, described]);
    expect((await findJobIds({ q: "quillwright lead", companyId: quiet.id }, { page: 1, pageSize: 20 })).ids).toEqual([titled, described]);
  });
});
