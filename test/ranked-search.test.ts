// The ranked search must give exactly what scoring every match and sorting gives, page after page:
// it skips and stops early only where its bounds prove nothing else can enter the page
// (app/server/search/ranked.server.ts). Random boards and queries, each against that reference.
import { beforeAll, describe, expect, it } from "vitest";
import { seededRandom } from "../db/generate-jobs";
import { DISCIPLINES } from "~/lib/jobs";
import { sqlite } from "~/server/db.server";
import { COUNTED_RESULTS, facetTerms, findJobIds, matchExpression, type JobFilters } from "~/server/search/index.server";
import { readVarints } from "~/server/search/board-statistics.server";
import { FEW_MATCHES } from "~/server/search/prepared-search.server";
import { termFrequencies } from "~/server/search/job-fields.server";
import { searchTokens } from "../db/search-tokens";
import { rankEveryMatch } from "./reference-ranking";

const random = seededRandom(2026);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const DAY_MS = 24 * 60 * 60 * 1000;

const SENIORITY = ["", "", "Senior", "Lead", "Principal", "Junior", "Staff"];
const ROLES = [
  "Structural Engineer",
  "Civil Engineer",
  "Design Engineer",
  "Project Manager",
  "Quality Assurance Lead",
  "QA Engineer",
  "Professional Engineer (PE)",
  "Mechanical Design Engineer",
  "Engineering Engineer",
  "Drafter",
  "Bridge Designer",
  "Process Engineer, Bridges",
  "Site Reliability Engineer",
  "PLC Programmer",
  "Manager",
  "GD&T Checker",
];
const WORDS = `design bridges concrete steel engineer engineering project manager quality assurance safety revit autocad
  kubernetes python structural civil process team experience senior lead drafting review inspection professional
  license plc controls gd&t don't r&d d t`.split(/\s+/);
const RARE = ["zeolite", "quasar", "fjord"];
// A dozen companies with "design" in their names: more than have groups of their own.
const COMPANIES = [
  "Acme Engineering",
  "Design Partners",
  "Zephyr Works",
  "Northwind",
  "Quality Bridges Inc",
  "Harbor Co",
  ...Array.from({ length: 12 }, (_, i) => `Studio ${i + 1} Design`),
];
// Round Rock is 17 miles from Austin, Georgetown 26: a search within 25 miles of Austin finds the one and not the other.
const LOCATIONS = ["Austin, TX", "New York, NY", "Denver, CO", "Remote (US)", "Round Rock, Texas", "Georgetown, TX"];

function description(): string {
  const words: string[] = [];
  const length = 5 + Math.floor(random() ** 2 * 150);
  for (let i = 0; i < length; i++) words.push(random() < 0.01 ? pick(RARE) : pick(WORDS));
  return words.join(random() < 0.5 ? " " : ", ");
}

/** No salary for one job in four; else a range around $40k to $210k, or only its top or bottom. */
function salaryRange(): [number | null, number | null] {
  if (random() < 0.25) return [null, null];
  const low = 40_000 + Math.floor(random() * 150) * 1_000;
  const high = low + Math.floor(random() * 30) * 1_000;
  const shape = random();
  return shape < 0.1 ? [low, null] : shape < 0.2 ? [null, high] : [low, high];
}

function title(): string {
  return [pick(SENIORITY), pick(ROLES)].filter(Boolean).join(" ");
}

beforeAll(() => {
  const insertCompany = sqlite.prepare("INSERT INTO companies (name) VALUES (?)");
  const companyIds = COMPANIES.map((name) => Number(insertCompany.run(name).lastInsertRowid));
  const insertJob = sqlite.prepare(
    `INSERT INTO jobs (id, company_id, title, description, location, employment_type, remote, featured, discipline, posted_at, closed_at, salary_min, salary_max)
     VALUES (?, ?, ?, ?, ?, 'Full-time', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const now = Date.now();
  sqlite.transaction(() => {
    let previous: unknown[] | null = null;
    for (let i = 0; i < 3_000; i++) {
      // Posting times mostly rise with the id, as on the live site; the first jobs are fresh (a demo
      // board's sample data, generated jobs added after), and some are posted with another date.
      const age = i < 20 ? random() : random() < 0.1 ? random() * 90 : 90 * (1 - i / 3_000) + random() * 0.5;
      const row: unknown[] =
        previous && random() < 0.03
          ? previous // an exact duplicate: only the id tells them apart
          : [
              pick(companyIds),
              title(),
              description(),
              pick(LOCATIONS),
              random() < 0.3 ? 1 : 0,
              random() < 0.1 ? 1 : 0,
              pick(DISCIPLINES.slice(0, 3)),
              new Date(now - age * DAY_MS).toISOString(),
              random() < 0.05 ? new Date(now).toISOString() : null,
              ...salaryRange(),
            ];
      // Ids spread over many blocks of posting times (job_posting_blocks holds 1,024 ids a block).
      insertJob.run(1 + i * 97, ...row);
      previous = row;
    }
  })();
});

/** The reference: every match scored and sorted (score, then the higher id); or, sorted newest first, by id. */
const everyMatchRanked = (filters: JobFilters) =>
  filters.sort === "newest" ? everyMatchNewest(filters) : rankEveryMatch(filters, 1_000_000);

function everyMatchNewest(filters: JobFilters): number[] {
  const facets = facetTerms(filters).map((term) => `"${term}"`);
  const match = [matchExpression(filters), ...(facets.length ? [`facets : (${facets.join(" ")})`] : [])].join(" AND ");
  return sqlite
    .prepare(
      `SELECT jobs.id FROM jobs_fts JOIN jobs ON jobs.id = jobs_fts.rowid
       WHERE jobs_fts MATCH ? AND jobs.posted_at >= ? ORDER BY jobs.id DESC`,
    )
    .pluck()
    .all(match, filters.postedSince ?? "") as number[];
}

function randomQuery(): JobFilters {
  const words = [...WORDS, ...RARE, "pe", "qa", "pm", "mechanical", "nope", "gd&t", "geometric dimensioning", "t"];
  const q = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(words)).join(" ");
  const filters: JobFilters = { q };
  if (random() < 0.2) filters.location = pick(["austin", "new york", "remote", "texas"]);
  if (filters.location === "austin" && random() < 0.5) filters.radius = pick([10, 25, 50]);
  if (random() < 0.15) filters.remote = random() < 0.5;
  if (random() < 0.1) filters.discipline = pick(DISCIPLINES.slice(0, 3));
  if (random() < 0.1) filters.featured = true;
  if (random() < 0.15) filters.salaryAtLeast = pick([60_000, 100_000, 150_000]);
  if (random() < 0.15) filters.postedSince = new Date(Date.now() - pick([1, 7, 30]) * DAY_MS).toISOString();
  if (random() < 0.1) filters.sort = "newest";
  return filters;
}

describe("the ranked search against scoring every match", () => {
  it("gives the same first three pages, and a deeper one, for random queries", { timeout: 60_000 }, async () => {
    const queries = [
      { q: "engineer" },
      { q: "design engineer" },
      { q: "project manager" },
      { q: "quality assurance" },
      { q: "pe" },
      { q: "gd&t" },
      { q: "gd&t checker" },
      { q: "professional engineer" },
      { q: "zeolite" },
      { q: "experience" },
      // A word in most titles with one in no title and few descriptions: walked as one stream of matches.
      { q: "engineer zeolite" },
      { q: "quasar engineering" },
      // Filters many jobs pass: the titles' jobs are read by title, the filters checked on their rows.
      { q: "engineer", remote: true },
      { q: "design engineer", location: "austin" },
      { q: "project manager", location: "new york", remote: false },
      // Places: a state by name, a city with a distance (the places near it, each job's read from its row).
      { q: "engineer", location: "Texas" },
      { q: "design engineer", location: "Austin, TX", radius: 25 },
      { q: "engineer", location: "Austin", radius: 50, remote: false },
      // A salary's facet word, with the title groups' rows checked; and a posting date, where the walk stops.
      { q: "engineer", salaryAtLeast: 100_000 },
      { q: "engineer", remote: true, salaryAtLeast: 150_000 },
      { q: "engineer", postedSince: new Date(Date.now() - 7 * DAY_MS).toISOString() },
      { q: "design engineer", postedSince: new Date(Date.now() - 30 * DAY_MS).toISOString(), salaryAtLeast: 60_000 },
      { q: "zeolite", postedSince: new Date(Date.now() - 1 * DAY_MS).toISOString() },
      ...Array.from({ length: 60 }, randomQuery),
    ];
    let compared = 0;
    for (const filters of queries) {
      const reference = everyMatchRanked(filters);
      for (const page of [1, 2, 3, 7]) {
        const { ids, total, totalCapped } = await findJobIds(filters, { page, pageSize: 20 });
        expect({ filters, page, ids }).toEqual({ filters, page, ids: reference.slice((page - 1) * 20, page * 20) });
        expect({ total, totalCapped }).toEqual({
          total: Math.min(reference.length, COUNTED_RESULTS),
          totalCapped: reference.length > COUNTED_RESULTS,
        });
        compared += ids.length;
      }
    }
    // The boards and queries do reach deep pages.
    expect(compared).toBeGreaterThan(2_000);
  });

  it("pages with other page sizes too", async () => {
    const reference = everyMatchRanked({ q: "engineer design" });
    for (const pageSize of [1, 7, 50]) {
      const { ids } = await findJobIds({ q: "engineer design" }, { page: 3, pageSize });
      expect(ids).toEqual(reference.slice(2 * pageSize, 3 * pageSize));
    }
  });
});

describe("the titles a search keeps in memory", () => {
  it("takes a title by its newest job, after a job with an old title is posted", async () => {
    const insert = sqlite.prepare(
      `INSERT INTO jobs (id, company_id, title, description, location, employment_type, remote, featured, discipline, posted_at)
       VALUES (?, 1, ?, 'inspection of bridges', 'Austin, TX', 'Full-time', 0, 0, ?, ?)`,
    );
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    // Ids of their own, above the board's: the short title's only job is months old, and fresh jobs
    // with a long title fill the page; more than FEW_MATCHES of them, or every match would be a
    // group of its own (rareTermGroups) and no title would need taking.
    const first = 400 * 1024;
    const fresh = FEW_MATCHES + 100;
    sqlite.transaction(() => {
      insert.run(first, "Bridge Inspector", DISCIPLINES[0], daysAgo(120));
      for (let i = 1; i <= fresh; i++) insert.run(first + i, "Inspector Lead Trainee Apprentice", DISCIPLINES[0], daysAgo(3 - i / fresh));
    })();
    const before = await findJobIds({ q: "inspector" }, { page: 1, pageSize: 20 });
    expect(before.ids).not.toContain(first);
    expect(before.ids).toEqual(rankEveryMatch({ q: "inspector" }, 20));

    insert.run(first + fresh + 1, "Bridge Inspector", DISCIPLINES[0], daysAgo(0));
    const after = await findJobIds({ q: "inspector" }, { page: 1, pageSize: 20 });
    expect(after.ids[0]).toBe(first + fresh + 1);
    expect(after.ids).toEqual(rankEveryMatch({ q: "inspector" }, 20));
  });
});

describe("reading a description's words", () => {
  it("counts each term as tokenizing the text would", () => {
    const texts = [
      "Design, designs and designing; redesign is not design. DESIGNER!",
      "Engineering engineers engineer-in-training",
      "Café design — naïve résumé",
      "quality assurance, Quality  Assurance and assurance of quality",
    ];
    const terms = [["design"], ["engin"], ["caf"], ["qualiti", "assur"], ["assur"]];
    for (const text of texts) {
      const tokens = searchTokens(text);
      const expected = terms.map((stems) => tokens.filter((_, i) => stems.every((stem, j) => tokens[i + j] === stem)).length);
      expect(termFrequencies(text, terms)).toEqual(expected);
    }
  });

  it("reads FTS5's varints, one and more bytes", () => {
    expect(readVarints(Uint8Array.from([0x03, 0x4e, 0x81, 0x00, 0x86, 0x8d, 0x20]))).toEqual([3, 78, 128, 100_000]);
  });
});
