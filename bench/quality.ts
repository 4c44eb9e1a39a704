// Ranking quality: nDCG@10 of the app's own search on the judged queries of
// bench/judged-queries.ts, over a fresh board of the sample data alone. npm run bench:search
// reports it beside the speed figures; npx tsx bench/quality.ts prints every query's score.
//
// nDCG@10: the DCG of the first 10 results (gain 2^grade - 1, discounted by log2(rank + 1)) over
// the DCG of the judged grades in their best order; a result nobody judged has grade 0.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { JobFilters, Paging } from "../app/server/job-search.server";
import { openSqlite } from "../db/connection";
import { migrate } from "../db/migrate";
import { sampleCompanies, sampleJobs } from "../db/sample-data";
import { seedSampleData } from "../db/seed";
import { judgedQueries, type JobKey, type JudgedQuery } from "./judged-queries";

export const NDCG_DEPTH = 10;
/** One page as the search page asks for it, deeper than nDCG looks. */
const PAGE: Paging = { page: 1, pageSize: 20 };

export interface QueryQuality {
  query: string;
  ndcg: number;
  /** The first results as judged: key and grade. */
  top: { job: JobKey; grade: number }[];
}

/** The search as the app offers it: a page of jobs, each with its company's name. */
export type Search = (filters: JobFilters, paging: Paging) => Promise<{ jobs: { title: string; company: { name: string } }[] }>;

export function discountedCumulativeGain(grades: number[], depth = NDCG_DEPTH): number {
  return grades.slice(0, depth).reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
}

/** nDCG of results graded in ranked order, against every grade the query's judgments hold (0 when none is relevant). */
export function ndcg(rankedGrades: number[], judgedGrades: number[], depth = NDCG_DEPTH): number {
  const ideal = discountedCumulativeGain(
    [...judgedGrades].sort((a, b) => b - a),
    depth,
  );
  return ideal > 0 ? discountedCumulativeGain(rankedGrades, depth) / ideal : 0;
}

const companyKeys = new Map(sampleCompanies.map((company) => [company.name, company.key]));

/** A result's key in the judgments: its title and its sample company's key. */
export function jobKey(title: string, companyName: string): JobKey {
  return `${title} @ ${companyKeys.get(companyName) ?? companyName}`;
}

/** Judged jobs the sample data does not have: a typo there would silently score 0. */
export function unknownJudgedJobs(queries: JudgedQuery[] = judgedQueries): string[] {
  const known = new Set(sampleJobs.map((job) => `${job.title} @ ${job.company}`));
  return queries.flatMap((query) => Object.keys(query.judgments).filter((key) => !known.has(key)));
}

export function describeQuery({ q, location, remote }: JudgedQuery): string {
  return [`q=${q}`, location && `location=${location}`, remote !== undefined && `remote=${remote}`].filter(Boolean).join(", ");
}

/** Each judged query's nDCG@10 with this search. */
export async function judgeSearch(search: Search, queries: JudgedQuery[] = judgedQueries): Promise<QueryQuality[]> {
  const results: QueryQuality[] = [];
  for (const query of queries) {
    const { jobs } = await search({ q: query.q, location: query.location, remote: query.remote }, PAGE);
    const grades = query.judgments as Record<string, number>;
    const top = jobs.slice(0, NDCG_DEPTH).map((job) => {
      const key = jobKey(job.title, job.company.name);
      return { job: key, grade: grades[key] ?? 0 };
    });
    results.push({
      query: describeQuery(query),
      ndcg: ndcg(
        top.map((result) => result.grade),
        Object.values(grades),
      ),
      top,
    });
  }
  return results;
}

export function meanNdcg(results: QueryQuality[]): number {
  return results.reduce((sum, result) => sum + result.ndcg, 0) / results.length;
}

export function worstQueries(results: QueryQuality[], count = 5): QueryQuality[] {
  return [...results].sort((a, b) => a.ndcg - b.ndcg).slice(0, count);
}

/**
 * The judged queries' quality on a fresh board of the sample data, searched in a child process:
 * the app opens the one database DATABASE_PATH names when its modules load.
 */
export function sampleBoardQuality(): QueryQuality[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-quality-"));
  try {
    const file = path.join(dir, "sample.db");
    const sqlite = openSqlite(file);
    migrate(sqlite);
    seedSampleData(sqlite);
    sqlite.close();
    const script = fileURLToPath(import.meta.url);
    const output = execFileSync(process.execPath, [...process.execArgv, script, "--judge", file], { encoding: "utf8" });
    return JSON.parse(output.trim().split("\n").pop() ?? "[]");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The last commit with the window ranking (decision 001): the baseline the exact ranking is measured against. */
export const WINDOW_RANKING_COMMIT = "8e151fa";

/**
 * The judged queries' mean nDCG@10 with the window ranking, measured now on this machine: that
 * commit checked out beside this tree (today's node_modules linked), and its own bench/quality.ts
 * run on its own fresh board of the sample data.
 */
export function windowRankingQuality(): number {
  const projectDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-window-"));
  const tree = path.join(dir, "tree");
  try {
    execFileSync("git", ["worktree", "add", "--detach", tree, WINDOW_RANKING_COMMIT], { cwd: projectDir, stdio: "ignore" });
    fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(tree, "node_modules"));
    const output = execFileSync("npx", ["tsx", "bench/quality.ts"], { cwd: tree, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const mean = /mean nDCG@10 ([\d.]+)/.exec(output);
    if (!mean) throw new Error(`No mean nDCG in the output of ${WINDOW_RANKING_COMMIT}'s bench/quality.ts`);
    return Number(mean[1]);
  } finally {
    execFileSync("git", ["worktree", "remove", "--force", tree], { cwd: projectDir, stdio: "ignore" });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Lines for a report: the mean, then the worst queries with what they ranked first. */
export function qualitySummary(results: QueryQuality[], worst = 5): string {
  const lines = [
    `Ranking quality on the sample data: mean nDCG@${NDCG_DEPTH} ${meanNdcg(results).toFixed(3)} over ${results.length} judged queries`,
  ];
  lines.push(`Worst ${worst}:`);
  for (const result of worstQueries(results, worst)) {
    const first = result.top.slice(0, 3).map(({ job, grade }) => `${job} (${grade})`);
    lines.push(`  ${result.ndcg.toFixed(3)}  ${result.query}  first: ${first.join("; ") || "nothing"}`);
  }
  return lines.join("\n");
}

async function judge(file: string) {
  process.env.DATABASE_PATH = file;
  const { searchJobs } = await import("../app/server/jobs.server");
  console.log(JSON.stringify(await judgeSearch(searchJobs)));
}

// Only when run itself: bench/search.ts imports this module, and its own child takes --measure.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === "--judge") await judge(process.argv[3]);
  else {
    const results = sampleBoardQuality();
    for (const result of results) console.log(`${result.ndcg.toFixed(3)}  ${result.query}`);
    console.log(`\n${qualitySummary(results)}`);
  }
}
