// Job search query time as the board grows: npm run bench:search [-- 1000 10000 100000]
//
// For each size it builds a fresh board (the sample data plus synthetic jobs), then times the
// app's own search functions in a child process (the app opens one database per process).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const ITERATIONS = 200;
const PAGE = { page: 1, pageSize: 20 };

async function measure(file: string) {
  process.env.DATABASE_PATH = file;
  const { searchJobSummaries } = await import("../app/server/jobs.server");
  const { sqlite } = await import("../app/server/db.server");
  const titles = sqlite.prepare("SELECT title FROM jobs").all() as { title: string }[];
  const counts = new Map<string, number>();
  for (const { title } of titles) {
    for (const word of title.toLowerCase().match(/[a-z]+/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const commonest = [...counts].sort((a, b) => b[1] - a[1])[0][0];

  const cases: [string, Parameters<typeof searchJobSummaries>[0]][] = [
    [`q=${commonest} (commonest title word)`, { q: commonest }],
    ["q=design", { q: "design" }],
    ["q=kubernetes", { q: "kubernetes" }],
    [`q=senior ${commonest}`, { q: `senior ${commonest}` }],
    [`q=${commonest}, location=Austin`, { q: commonest, location: "Austin" }],
    [`q=${commonest}, Civil, remote`, { q: commonest, discipline: "Civil Engineering", remote: true }],
    ["Civil, remote (no keyword)", { discipline: "Civil Engineering", remote: true }],
    ["everything, newest first", {}],
  ];
  const rows = [];
  for (const [label, filters] of cases) {
    const samples: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
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

async function main() {
  const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-bench-"));
  const { openSqlite } = await import("../db/connection");
  const { migrate } = await import("../db/migrate");
  const { seedSampleData } = await import("../db/seed");
  const { generateJobs } = await import("../db/generate-jobs");
  const results = new Map<number, { label: string; p50: number; p95: number }[]>();
  try {
    for (const size of sizes.length ? sizes : [1_000, 10_000, 100_000]) {
      const file = path.join(dir, `board-${size}.db`);
      const sqlite = openSqlite(file);
      migrate(sqlite);
      const { jobs } = seedSampleData(sqlite);
      generateJobs(sqlite, Math.max(0, size - jobs), {
        onProgress: (done, total) => process.stderr.write(`\r${size.toLocaleString("en-US")} jobs: generated ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")}`),
      });
      sqlite.close();
      process.stderr.write(`\r${size.toLocaleString("en-US")} jobs: timing ${ITERATIONS} runs of each query...          \n`);
      const output = execFileSync(process.execPath, [...process.execArgv, process.argv[1], "--measure", file], { encoding: "utf8" });
      results.set(size, JSON.parse(output.trim().split("\n").pop() ?? "[]"));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const sizes_ = [...results.keys()];
  const labels = results.get(sizes_[0])?.map((row) => row.label) ?? [];
  console.log(`\nSearch query time, ms (p50 / p95 of ${ITERATIONS} runs, one page of 20)\n`);
  console.log(`| query | ${sizes_.map((size) => `${size.toLocaleString("en-US")} jobs`).join(" | ")} |`);
  console.log(`|---|${sizes_.map(() => "---").join("|")}|`);
  for (const label of labels) {
    const cells = sizes_.map((size) => {
      const row = results.get(size)?.find((entry) => entry.label === label);
      return row ? `${row.p50.toFixed(1)} / ${row.p95.toFixed(1)}` : "";
    });
    console.log(`| ${label} | ${cells.join(" | ")} |`);
  }
}

if (process.argv[2] === "--measure") await measure(process.argv[3]);
else await main();
