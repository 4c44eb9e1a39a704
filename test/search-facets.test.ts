// Keyword searches with filters walk the keyword index with the filters as facet words (migration
// 0011). This file holds them to what the search gave before, when it read each match's row to
// test the filters, over a generated board larger than the window; and holds the facet words to
// the rows through every kind of change. It also holds the index of titles alone (migration
// 0012), which the ranking's title test reads first, to the open jobs' titles.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { generateJobs } from "../db/generate-jobs";
import { DISCIPLINES, type Discipline } from "~/lib/jobs";
import { db, sqlite } from "~/server/db.server";
import {
  facetTerms,
  findJobIds,
  forgetTermStatistics,
  matchExpression,
  SEARCH_WINDOW,
  searchTerms,
  type JobFilters,
  type JobIdPage,
  type Paging,
} from "~/server/job-search.server";
import { createCompanies, createCompany, createJob } from "./factories";

/**
 * The keyword search as it was before the facet words (that release's code, but for its names):
 * the newest SEARCH_WINDOW matches, each match's row read to test the filters, ranked by where
 * each word appears. It found a word in the window's titles by reading the word's newest title
 * entries from the top of the whole index, as many as the window's ids span (`titles: "as
 * before"`). Newer title matches outside the window can use them all up, and the window's own
 * then weighed as description matches. `titles: "all"` reads every title entry of the word.
 */
async function searchBeforeFacets(
  filters: JobFilters,
  { page, pageSize }: Paging,
  titles: "as before" | "all",
): Promise<JobIdPage & { missedTitles: number }> {
  const match = matchExpression(filters);
  if (match === null) return { ids: [], total: 0, totalCapped: false, missedTitles: 0 };
  if (match === undefined) throw new Error("the keyword search only");
  const candidates = await db
    .selectFrom("jobs_fts")
    .innerJoin("jobs", "jobs.id", "jobs_fts.rowid")
    .select(["jobs.id", "jobs.company_id", "jobs.posted_at"])
    .where(sql<boolean>`jobs_fts MATCH ${match}`)
    .where((eb) => {
      const conditions = [eb("jobs.closed_at", "is", null)];
      if (filters.discipline) conditions.push(eb("jobs.discipline", "=", filters.discipline));
      if (filters.remote !== undefined) conditions.push(eb("jobs.remote", "=", filters.remote ? 1 : 0));
      if (filters.companyId !== undefined) conditions.push(eb("jobs.company_id", "=", filters.companyId));
      if (filters.featured) conditions.push(eb("jobs.featured", "=", 1));
      return eb.and(conditions);
    })
    .orderBy("jobs_fts.rowid", "desc")
    .limit(SEARCH_WINDOW + 1)
    .execute();
  const totalCapped = candidates.length > SEARCH_WINDOW;
  const newest = candidates.slice(0, SEARCH_WINDOW);

  const terms = filters.q?.trim() ? searchTerms(filters.q) : [];
  const scores = new Map<number, number>();
  let missedTitles = 0;
  if (terms.length > 0 && newest.length > 0) {
    const ids = newest.map((row) => row.id);
    const lowestId = Math.min(...ids);
    const idRange = Math.max(...ids) - lowestId + 1;
    for (const term of terms) {
      const phrase = `"${term}"`;
      const countMatches = (what: string) =>
        (
          sqlite.prepare(`SELECT count(*) AS n FROM (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? LIMIT 10000)`).get(what) as {
            n: number;
          }
        ).n;
      const frequency = countMatches(`{title description company_name} : ${phrase}`);
      const companyIds = new Set(
        (sqlite.prepare("SELECT rowid FROM company_names_fts WHERE company_names_fts MATCH ?").all(phrase) as { rowid: number }[]).map(
          (row) => row.rowid,
        ),
      );
      const titleEntries = (limit: number) =>
        new Set(
          (
            sqlite
              .prepare("SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? ORDER BY rowid DESC LIMIT ?")
              .all(`title : ${phrase}`, limit) as { rowid: number }[]
          )
            .map((row) => row.rowid)
            .filter((id) => id >= lowestId),
        );
      const allInTitle = titleEntries(-1);
      const inTitle = titles === "all" ? allInTitle : titleEntries(idRange);
      missedTitles += newest.filter((row) => !inTitle.has(row.id) && allInTitle.has(row.id)).length;
      const rarity = Math.log(1 + 10_000 / (frequency + 0.5));
      for (const { id, company_id } of newest) {
        const weight = inTitle.has(id) ? 10 : companyIds.has(company_id) ? 5 : 1;
        scores.set(id, (scores.get(id) ?? 0) + rarity * weight);
      }
    }
  }
  const newerFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  const ranked = newest.sort(
    (a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || newerFirst(a.posted_at, b.posted_at) || b.id - a.id,
  );
  const ids = ranked.slice((page - 1) * pageSize, page * pageSize).map((row) => row.id);
  return { ids, total: newest.length, totalCapped, missedTitles };
}

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

/** Open jobs' ids, and the ids the index of titles alone holds: the same when it follows the jobs. */
function titleIndexAgainstRows() {
  const indexed = sqlite.prepare("SELECT rowid AS id FROM job_titles_fts ORDER BY rowid").all() as { id: number }[];
  const open = sqlite.prepare("SELECT id FROM jobs WHERE closed_at IS NULL ORDER BY id").all() as { id: number }[];
  return { indexed: indexed.map((row) => row.id), open: open.map((row) => row.id) };
}

/** The jobs the index of titles alone gives for a word, and those jobs_fts's title column gives. */
function titleWordAgainstKeywordIndex(word: string) {
  const ids = (table: string, match: string) =>
    (sqlite.prepare(`SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid`).all(match) as { id: number }[]).map(
      (row) => row.id,
    );
  return { titles: ids("job_titles_fts", `"${word}"`), keywordTitles: ids("jobs_fts", `title : "${word}"`) };
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
  generateJobs(sqlite, 12 * SEARCH_WINDOW);
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
      { featured: true },
      ...companyIds.map((companyId) => ({ companyId })),
      { discipline: "Civil Engineering", remote: true, featured: true },
      { discipline: "Software Engineering", companyId: companyIds[0], remote: false },
    ];
    for (const filters of mixes) {
      const { byFacets, byRows } = facetsAgainstRows(filters);
      expect(byFacets, JSON.stringify(filters)).toEqual(byRows);
    }
    expect(facetsAgainstRows({ remote: true }).byRows.length).toBeGreaterThan(SEARCH_WINDOW);
  });

  it("follow a job through posting, editing each filter, closing, reopening, a company's new name and deleting", async () => {
    const company = await createCompany();
    const other = await createCompany();
    const job = await createJob({ company_id: company.id, discipline: "Civil Engineering", remote: 0, featured: 0 });
    const has = (filters: Filters) => facetsAgainstRows(filters).byFacets.includes(job.id);
    const expectFacetsRight = () => {
      for (const filters of [
        { discipline: "Civil Engineering" as Discipline },
        { discipline: "Aerospace Engineering" as Discipline },
        { remote: true },
        { remote: false },
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

describe("the index of titles alone", () => {
  const WORDS = ["engineer", "senior", "lead", "manager", "design", "systems", "test", "experience", "kubernetes", "quillbrook"];

  it("holds every open job, and each word's title entries are jobs_fts's, on the changed board", () => {
    const { indexed, open } = titleIndexAgainstRows();
    expect(indexed).toEqual(open);
    for (const word of WORDS) {
      const { titles, keywordTitles } = titleWordAgainstKeywordIndex(word);
      expect(titles, word).toEqual(keywordTitles);
    }
    expect(titleWordAgainstKeywordIndex("engineer").titles.length).toBeGreaterThan(SEARCH_WINDOW);
  });

  it("follows a job through posting, a new title, closing, reopening, a company's new name and deleting", async () => {
    const company = await createCompany();
    const job = await createJob({ company_id: company.id, title: "Quillbrook Surveyor", description: "Lead engineer wanted." });
    const has = (word: string) => titleWordAgainstKeywordIndex(word).titles.includes(job.id);
    const expectTitlesRight = () => {
      const { indexed, open } = titleIndexAgainstRows();
      expect(indexed).toEqual(open);
      for (const word of [...WORDS, "surveyor", "draftsman"]) {
        const { titles, keywordTitles } = titleWordAgainstKeywordIndex(word);
        expect(titles, word).toEqual(keywordTitles);
      }
    };
    expect(has("quillbrook")).toBe(true);
    // Its description's words are not title words.
    expect(has("lead")).toBe(false);
    expectTitlesRight();

    const change = async (values: Record<string, unknown>) => {
      await db.updateTable("jobs").set(values).where("id", "=", job.id).execute();
      expectTitlesRight();
    };
    await change({ title: "Quillbrook Draftsman" });
    expect(has("draftsman")).toBe(true);
    expect(has("surveyor")).toBe(false);
    await change({ description: "Surveyor wanted." });
    expect(has("surveyor")).toBe(false);
    await change({ closed_at: new Date().toISOString() });
    expect(has("quillbrook")).toBe(false);
    await change({ title: "Quillbrook Surveyor" });
    expect(has("surveyor")).toBe(false);
    await change({ closed_at: null });
    expect(has("surveyor")).toBe(true);
    expect(has("draftsman")).toBe(false);

    await db
      .updateTable("companies")
      .set({ name: `Renamed ${company.name}` })
      .where("id", "=", company.id)
      .execute();
    expect(has("surveyor")).toBe(true);
    expectTitlesRight();

    await db.deleteFrom("jobs").where("id", "=", job.id).execute();
    expect(has("quillbrook")).toBe(false);
    expectTitlesRight();
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

  it("finds the same jobs, in the same order, with the same totals, as the search that read each row", async () => {
    forgetTermStatistics();
    let capped = 0;
    let few = 0;
    for (const filters of searches()) {
      const label = JSON.stringify(filters);
      for (const paging of [
        { page: 1, pageSize: SEARCH_WINDOW },
        { page: 3, pageSize: 20 },
      ]) {
        const now = await findJobIds(filters, paging);
        const { missedTitles: _, ...before } = await searchBeforeFacets(filters, paging, "all");
        expect(now, label).toEqual(before);
        if (paging.page === 1 && now.totalCapped) capped++;
        else if (paging.page === 1 && now.total > 0 && now.total < 100) few++;
      }
    }
    // The board holds both kinds: searches past the window ("500+") and narrow ones.
    expect(capped).toBeGreaterThan(10);
    expect(few).toBeGreaterThan(10);
  });

  it("differs from that search's own title test only where it missed a title match in the window", async () => {
    forgetTermStatistics();
    for (const filters of searches()) {
      const label = JSON.stringify(filters);
      const whole = { page: 1, pageSize: SEARCH_WINDOW };
      const now = await findJobIds(filters, whole);
      const { missedTitles, ...before } = await searchBeforeFacets(filters, whole, "as before");
      // The same jobs and totals, always.
      expect([...now.ids].sort(), label).toEqual([...before.ids].sort());
      expect(now.total, label).toBe(before.total);
      expect(now.totalCapped, label).toBe(before.totalCapped);
      if (missedTitles === 0) expect(now, label).toEqual(before);
    }
  });

  it("counts a filtered search exactly below the window, and as the window with more above it", async () => {
    for (const filters of searches()) {
      const { total, totalCapped } = await findJobIds(filters, { page: 1, pageSize: 20 });
      const byRows = rowsPassing(filters);
      const match = matchExpression(filters);
      const matching = match
        ? new Set(
            (sqlite.prepare("SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ?").all(match) as { rowid: number }[]).map((r) => r.rowid),
          )
        : new Set<number>();
      const all = byRows.filter((id) => matching.has(id)).length;
      expect({ total, totalCapped }, JSON.stringify(filters)).toEqual({
        total: Math.min(all, SEARCH_WINDOW),
        totalCapped: all > SEARCH_WINDOW,
      });
    }
  });

  it("ranks a title match first among the older jobs of a company that has stopped posting", async () => {
    // The company's two jobs are old; newer jobs elsewhere have the word in their title. Reading
    // the word's title entries from the top of the whole index, as many as the company's two ids
    // span, found only those newer ones: both jobs then weighed as description matches, and the
    // newer came first.
    const quiet = await createCompany();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
    const titled = (await createJob({ company_id: quiet.id, title: "Quillwright Lead", posted_at: day(1) })).id;
    const described = (
      await createJob({ company_id: quiet.id, title: "Site Lead", description: "Works with our quillwright.", posted_at: day(2) })
    ).id;
    for (let i = 0; i < 3; i++) await createJob({ title: `Quillwright ${i}`, posted_at: day(3 + i) });
    forgetTermStatistics();
    const { ids } = await findJobIds({ q: "quillwright", companyId: quiet.id }, { page: 1, pageSize: 20 });
    expect(ids).toEqual([titled, described]);
  });

  it("weighs a word in a description as a description match, through either way of finding title matches", async () => {
    // The newer job has the word in its description only, the older in its title: the title match
    // ranks first. Were a description match counted as a title match, both would weigh the same
    // and the newer would come first.
    const day = (n: number) => new Date(Date.UTC(2026, 1, n)).toISOString();
    const quiet = await createCompany();
    const titled = (await createJob({ company_id: quiet.id, title: "Vellumcraft Lead", posted_at: day(1) })).id;
    const described = (
      await createJob({ company_id: quiet.id, title: "Site Lead", description: "Runs our vellumcraft shop.", posted_at: day(2) })
    ).id;
    forgetTermStatistics();
    // Few title entries: the index of titles alone answers.
    expect((await findJobIds({ q: "vellumcraft" }, { page: 1, pageSize: 20 })).ids).toEqual([titled, described]);

    // Many newer title entries above a filtered window of two: past the title walk's budget, the
    // window's own search answers.
    for (let i = 0; i < 6; i++) await createJob({ title: `Vellumcraft ${i}`, description: "Vellumcraft.", posted_at: day(3 + i) });
    forgetTermStatistics();
    expect((await findJobIds({ q: "vellumcraft", companyId: quiet.id }, { page: 1, pageSize: 20 })).ids).toEqual([titled, described]);
    expect((await findJobIds({ q: "vellumcraft lead", companyId: quiet.id }, { page: 1, pageSize: 20 })).ids).toEqual([titled, described]);
  });
});
