// Ranking quality: nDCG@10 of the app's own search on the judged queries of
// test/judged-queries.ts (measured by test/ranking-quality.ts), over a fresh board of the sample
// data alone. npm run bench:search reports it beside the speed figures; npx tsx bench/quality.ts
// prints every query's score.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openSqlite } from "../db/connection";
import { migrate } from "../db/migrate";
import { seedSampleData } from "../db/seed";
import { judgedQueries } from "../test/judged-queries";
import { describeQuery, judgeSearch, meanNdcg, NDCG_DEPTH, type QueryQuality } from "../test/ranking-quality";

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
  const added = new Set(judgedQueries.filter((query) => query.added).map(describeQuery));
  const addedResults = results.filter((result) => added.has(result.query));
  if (addedResults.length) {
    lines.push(`Added with the titles-first ranking (decision 042), mean ${meanNdcg(addedResults).toFixed(3)}:`);
    for (const result of addedResults) lines.push(`  ${result.ndcg.toFixed(3)}  ${result.query}`);
    const others = results.filter((result) => !added.has(result.query));
    lines.push(`The other ${others.length}: mean ${meanNdcg(others).toFixed(3)}`);
  }
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
