// npm run bench:views: what counting job page views (server/job-views.ts) and the rest of the
// staff console's and the pipeline's work cost the cached pages. The site as it was before that
// work (BEFORE_COMMIT, built in a worktree of its own by bench/baseline.ts) and as it is now, each
// a production server on its own board of the same generated jobs, are loaded side by side,
// taking turns, so that a shared machine's ups and downs fall on both: the search page, the home
// page and a job page, 10 connections with a browser's user agent (so that the job page's
// requests are counted as views), every answer a page cache HIT. The budget: now's requests a
// second at least 90% of before's: the median, over the turns, of now's over before's in the same
// turn (two runs a few seconds apart share the machine's mood more than any two others).
//
// The report goes to the terminal and to bench/JOB-VIEWS.md; the exit code is 1 if the budget is
// missed. BENCH_SECONDS sets each run's seconds (5), BENCH_ROUNDS the turns (8), BENCH_VIEWS_JOBS
// the board's jobs (100,000), BENCH_PORT the first of its two ports (3500).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";
import { startProductionServer } from "../scripts/production-server.mjs";
import { removeBaseline, startBaseline } from "./baseline";
import { load, type LoadOptions, type LoadResult, type Server } from "./load";
import { buildBoard, commonestTitleWord } from "./search";

/** The last commit before the hiring side's work (staff console, pipeline, job page views). */
const BEFORE_COMMIT = "fb3c8ca";
const JOBS = Number(process.env.BENCH_VIEWS_JOBS) || 100_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 8;
/** The first turn warms each server up for 3 s, the others for 1 s. */
const LOAD: LoadOptions = { connections: 10, seconds: Number(process.env.BENCH_SECONDS) || 5, warmUpSeconds: 1 };
const FIRST_WARM_UP_SECONDS = 3;
const PORT = Number(process.env.BENCH_PORT) || 3500;
/** On every board built here: the sample data and the generated jobs both start at 1. */
const JOB_ID = Math.min(50_000, Math.floor(JOBS / 2));
const BUDGET = 0.9;
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-views-"));
  const servers: Server[] = [];
  try {
    console.error(`== A board of ${fmt(JOBS)} jobs for now's server`);
    const board = path.join(dir, "board.db");
    await buildBoard(board, JOBS, () => {});
    const word = commonestTitleWord(board);
    console.error(`== The site at ${BEFORE_COMMIT}, built, on a board of its own`);
    const before = await startBaseline(dir, PORT, JOBS, BEFORE_COMMIT);
    servers.push(before);
    const now = await startProductionServer({ port: PORT + 1, databasePath: board, uploadsDir: path.join(dir, "uploads") });
    servers.push(now);

    const pages = [`/jobs?q=${word}`, "/", `/jobs/${JOB_ID}`];
    const runs = new Map(pages.map((page) => [page, { before: [] as LoadResult[], now: [] as LoadResult[] }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of pages) {
        const order = round % 2 === 0 ? (["before", "now"] as const) : (["now", "before"] as const);
        for (const which of order) {
          const server = which === "before" ? before : now;
          const result = await load(
            server,
            { label: `${page} (${which}, turn ${round + 1})`, path: page, expectStatus: 200, headers: BROWSER },
            round === 0 ? { ...LOAD, warmUpSeconds: FIRST_WARM_UP_SECONDS } : LOAD,
          );
          if (result.cache.miss > 0 || result.cache.none > 0) throw new Error(`${page} (${which}): not every answer was a cache HIT`);
          runs.get(page)![which].push(result);
        }
      }
    }
    // Let now's workers flush their counts (every 10 s), then read what the job page's runs counted.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const database = new BetterSqlite3(board, { readonly: true });
    const counted = (
      database.prepare("SELECT coalesce(sum(views), 0) AS views FROM job_views WHERE job_id = ?").get(JOB_ID) as { views: number }
    ).views;
    database.close();

    const rows = pages.map((page) => {
      const { before: b, now: n } = runs.get(page)!;
      const ratio = median(n.map((r, turn) => r.rps / b[turn]!.rps));
      return { page, b, n, ratio };
    });
    const others = [...runs.values()].flatMap(({ before: b, now: n }) => [...b, ...n]).map((r) => r.cpuShares.others);
    const missed = rows.filter((row) => row.ratio < BUDGET);
    const date = new Date().toISOString().slice(0, 10);
    const text = [
      "# Job page views' cost to cached pages",
      "",
      `Written by \`npm run bench:views\` (bench/job-views.ts) on ${date}: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ` +
        `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Two production servers side by side, each on a board of ` +
        `${fmt(JOBS)} generated jobs: "before", the site at \`${BEFORE_COMMIT}\` (before the staff console, the pipeline and job page views), ` +
        `and "now". ${ROUNDS} turns of ${LOAD.seconds} s runs (after ${FIRST_WARM_UP_SECONDS} s of warm-up in the first turn, ${LOAD.warmUpSeconds} s in the others) at ${LOAD.connections} connections ` +
        `with a browser's user agent, before first in odd turns; every answer a cache HIT. The budget: now's requests a second at least ` +
        `${BUDGET * 100}% of before's, by the median over the turns of now's over before's in the same turn.`,
      "",
      `Other processes took a median ${(median(others) * 100).toFixed(0)}% of the machine's CPU during the runs (from ${(Math.min(...others) * 100).toFixed(0)}% to ${(Math.max(...others) * 100).toFixed(0)}%).`,
      "",
      "| page | before: requests/s | now: requests/s | now / before (median of the turns) | CPU ms a request, before / now (medians) | budget |",
      "|---|---|---|---:|---:|---|",
      ...rows.map(
        ({ page, b, n, ratio }) =>
          `| ${page} | ${b.map((r) => fmt(r.rps)).join(", ")} | ${n.map((r) => fmt(r.rps)).join(", ")} | ${ratio.toFixed(2)} | ` +
          `${median(b.map((r) => r.cpuMsPerRequest)).toFixed(2)} / ${median(n.map((r) => r.cpuMsPerRequest)).toFixed(2)} | ${ratio >= BUDGET ? "met" : "missed"} |`,
      ),
      "",
      `Now's job page runs counted ${fmt(counted)} views of job ${fmt(JOB_ID)} (every request of the measured runs and their warm-ups that the workers had flushed).`,
      "",
    ].join("\n");
    fs.writeFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "JOB-VIEWS.md"), text);
    console.log(text);
    if (missed.length) {
      console.error(`Budget missed: ${missed.map((row) => `${row.page} at ${row.ratio.toFixed(2)}`).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of servers) {
      server.stop();
      await server.exited;
    }
    removeBaseline(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
