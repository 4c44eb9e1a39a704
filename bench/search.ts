// Job search query time as the board grows: npm run bench:search [-- 1000 10000 100000 1000000]
// (those four by default; the 1,000,000-job board takes a few minutes to build and 1.3 GB of disk)
// Or on a board already made (npm run db:generate, or a copy of a live one; the app migrates it
// as it opens it), without building: npm run bench:search -- --board path/to/board.db
//
// For each size it builds a board (the sample data plus synthetic jobs), then times the app's
// own search functions in a child process (the app opens one database per process). npm run
// bench uses the same functions. Then the ranking's quality: nDCG@10 on the judged queries, over a
// board of the sample data alone (bench/quality.ts).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";
import { qualitySummary, sampleBoardQuality } from "./quality";

const ITERATIONS = 200;
const PAGE = { page: 1, pageSize: 20 };

export interface QueryTime {
  label: string;
  p50: number;
  p95: number;
}

/** The word that appears in the most job titles on the board. */
export function commonestTitleWord(file: string): string {
  const sqlite = new BetterSqlite3(file, { readonly: true });
  const counts = new Map<string, number>();
  for (const { title } of sqlite.prepare("SELECT title FROM jobs").iterate() as Iterable<{ title: string }>) {
    for (const word of new Set(title.toLowerCase().match(/[a-z]+/g) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  sqlite.close();
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

/** Builds a board of `size` jobs at `file`, reporting progress. */
export async function buildBoard(file: string, size: number, onProgress: (done: number, total: number) => void) {
  const { openSqlite } = await import("../db/connection");
  const { migrate } = await import("../db/migrate");
  const { seedSampleData } = await import("../db/seed");
  const { generateJobs } = await import("../db/generate-jobs");
  const sqlite = openSqlite(file);
  migrate(sqlite);
  const { jobs } = seedSampleData(sqlite);
  generateJobs(sqlite, Math.max(0, size - jobs), { onProgress });
  sqlite.pragma("optimize");
  sqlite.close();
}

/** Times the search cases on the board at `file`, in a child process. */
export function timeQueries(file: string): QueryTime[] {
  const script = fileURLToPath(import.meta.url);
  const output = execFileSync(process.execPath, [...process.execArgv, script, "--measure", file], { encoding: "utf8" });
  return JSON.parse(output.trim().split("\n").pop() ?? "[]");
}

async function measure(file: string) {
  process.env.DATABASE_PATH = file;
  const { searchJobSummaries } = await import("../app/server/jobs.server");
  const { forgetTermStatistics } = await import("../app/server/ranked-search.server");
  const commonest = commonestTitleWord(file);
  const { db } = await import("../app/server/db.server");
  // The company with the fewest open jobs among those that have some: a narrow filter.
  const company = await db
    .selectFrom("companies")
    .select("id")
    .where("open_jobs", ">", 0)
    .orderBy("open_jobs")
    .orderBy("id")
    .executeTakeFirst();

  type Filters = Parameters<typeof searchJobSummaries>[0];
  const cases: [string, Filters, { cold?: boolean }?][] = [
    [`q=${commonest} (commonest title word)`, { q: commonest }],
    [`q=${commonest} (cold: its statistics worked out each time)`, { q: commonest }, { cold: true }],
    ["q=design", { q: "design" }],
    ["q=kubernetes", { q: "kubernetes" }],
    // Words common in descriptions but rare in titles: the ranking's title test (decision 027).
    ["q=experience", { q: "experience" }],
    ["q=quality test", { q: "quality test" }],
    // A rare pair whose window spans the board: the title test's fallback.
    ["q=lead embedded", { q: "lead embedded" }],
    ["q=zyzzogeton (no match)", { q: "zyzzogeton" }],
    [`q=senior ${commonest}`, { q: `senior ${commonest}` }],
    [`q=${commonest}, location=Austin`, { q: commonest, location: "Austin" }],
    [`q=${commonest}, Civil, remote`, { q: commonest, discipline: "Civil Engineering", remote: true }],
    [`q=${commonest}, one company`, { q: commonest, companyId: company?.id ?? 0 }],
    ["location=Austin, featured (the home page's search)", { location: "Austin", featured: true }],
    ["Civil, remote (no keyword)", { discipline: "Civil Engineering", remote: true }],
    ["everything, newest first", {}],
  ];
  const rows: QueryTime[] = [];
  for (const [label, filters, { cold = false } = {}] of cases) {
    await searchJobSummaries(filters, PAGE);
    const samples: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      if (cold) forgetTermStatistics();
      const started = performance.now();
      await searchJobSummaries(filters, PAGE);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
    rows.push({ label, p50: at(0.5), p95: at(0.95) });
  }
  console.log(JSON.stringify(rows));
}

/** Boards of each size in `dir`, built one after another, with the query times on each. */
export async function searchTimesBySize(dir: string, sizes: number[]) {
  const results = new Map<number, QueryTime[]>();
  for (const size of sizes) {
    const file = path.join(dir, `board-${size}.db`);
    await buildBoard(file, size, (done, total) =>
      process.stderr.write(
        `\r${size.toLocaleString("en-US")} jobs: generated ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")}`,
      ),
    );
    process.stderr.write(`\r${size.toLocaleString("en-US")} jobs: timing ${ITERATIONS} runs of each query...          \n`);
    results.set(size, timeQueries(file));
  }
  return results;
}

/** The query times as a Markdown table, one column per board size. */
export function searchTable(results: Map<number, QueryTime[]>): string {
  const sizes = [...results.keys()];
  const labels = results.get(sizes[0])?.map((row) => row.label) ?? [];
  const lines = [
    `| query | ${sizes.map((size) => `${size.toLocaleString("en-US")} jobs`).join(" | ")} |`,
    `|---|${sizes.map(() => "---:").join("|")}|`,
  ];
  for (const label of labels) {
    const cells = sizes.map((size) => {
      const row = results.get(size)?.find((entry) => entry.label === label);
      return row ? `${row.p50.toFixed(2)} / ${row.p95.toFixed(2)}` : "";
    });
    lines.push(`| ${label} | ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

async function main() {
  const board = process.argv.indexOf("--board");
  if (board !== -1) {
    const file = process.argv[board + 1];
    if (!file || !fs.existsSync(file)) throw new Error("Usage: npm run bench:search -- --board <SQLite file>");
    const sqlite = new BetterSqlite3(file, { readonly: true });
    const { jobs } = sqlite.prepare("SELECT count(*) AS jobs FROM jobs").get() as { jobs: number };
    sqlite.close();
    console.log(`\nSearch query time, ms (p50 / p95 of ${ITERATIONS} runs, one page of 20), on ${file}\n`);
    console.log(searchTable(new Map([[jobs, timeQueries(file)]])));
    console.log(`\n${qualitySummary(sampleBoardQuality())}`);
    return;
  }
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-bench-"));
  try {
    const results = await searchTimesBySize(dir, sizes.length ? sizes : [1_000, 10_000, 100_000, 1_000_000]);
    console.log(`\nSearch query time, ms (p50 / p95 of ${ITERATIONS} runs, one page of 20)\n`);
    console.log(searchTable(results));
    console.log(`\n${qualitySummary(sampleBoardQuality())}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--measure") await measure(process.argv[3]);
else if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
