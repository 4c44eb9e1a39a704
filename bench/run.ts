// npm run bench: the site at 100,000 jobs, measured against the budgets of bench/RESULTS.md.
//
// 1. Builds the production bundle (npm run build).
// 2. Builds boards of 1,000, 10,000 and 100,000 jobs with the generator, and times the search
//    query alone on each (bench/search.ts).
// 3. Starts the production server (build/server.js) on the 100,000-job board and loads it from this
//    process with autocannon: 10 connections, no pipelining, one target at a time.
// 4. Measures the gzipped JavaScript each page loads first.
// 5. Sends one worker of its own server a 300 MB form post and a 400 MB chunked JSON post, and
//    reads its memory as they go (bench/memory.ts).
// 6. Times small commits with SQLite's synchronous=NORMAL and FULL (bench/durability.ts).
// 7. Writes bench/RESULTS.md, and exits non-zero if a budget is missed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { startProductionServer } from "../scripts/production-server.mjs";
import { durabilityTable, ROUNDS, synchronousCost, type DurabilityResult } from "./durability";
import { MEMORY_BUDGET_MB, memoryTable, oversizedPostMemory, SAMPLE_MS, type MemoryResult } from "./memory";
import { commonestTitleWord, searchTable, searchTimesBySize, type QueryTime } from "./search";

const SIZES = [1_000, 10_000, 100_000];
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS) || 15;
const WARM_UP_SECONDS = 3;
const PORT = Number(process.env.BENCH_PORT) || 3500;
const origin = `http://localhost:${PORT}`;
const projectDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const BUDGETS = {
  searchP95Ms: 20,
  searchGrowth: 3,
  jobsSearchP99Ms: 100,
  jobsSearchRps: 250,
  jobsFirstLoadJsKb: 100,
};

interface Target {
  label: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The status every answer must have, or the run is not measuring what it says. */
  expectStatus: number;
}

interface LoadResult {
  target: Target;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  statuses: string;
}

function step(message: string) {
  console.error(`\n== ${message}`);
}

/** The fields of the login form as a browser without JavaScript would post them. */
async function loginPost(email: string, password: string): Promise<Target> {
  const html = await (await fetch(`${origin}/login`)).text();
  const form = html.match(/<form[^>]*action="\/login"[^>]*>([\s\S]*?)<\/form>/)?.[1];
  if (!form) throw new Error("No login form on /login");
  const fields = new URLSearchParams();
  for (const [, attributes] of form.matchAll(/<input([^>]*)>/g)) {
    const name = attributes.match(/\bname="([^"]*)"/)?.[1];
    if (!name) continue;
    const value = attributes.match(/\bvalue="([^"]*)"/)?.[1] ?? "";
    fields.append(name, name === "email" ? email : name === "password" ? password : value);
  }
  return {
    label: "POST /login (plain HTML sign-in)",
    path: "/login",
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "Sec-Fetch-Site": "same-origin" },
    body: fields.toString(),
    expectStatus: 302,
  };
}

function run(target: Target, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: origin + target.path,
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
}

async function load(target: Target): Promise<LoadResult> {
  await run(target, WARM_UP_SECONDS);
  const result = await run(target, DURATION_SECONDS);
  const statusCounts = Object.entries(result.statusCodeStats ?? {}).map(([code, { count = 0 }]) => [code, count] as const);
  const statuses = statusCounts.map(([code, count]) => `${code}: ${count}`).join(", ");
  const unexpected = statusCounts.filter(([code]) => Number(code) !== target.expectStatus);
  if (unexpected.length || result.errors || result.timeouts) {
    throw new Error(
      `${target.label}: expected only ${target.expectStatus}, got ${statuses}, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const row = {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    statuses,
  };
  console.error(`${target.label}: ${row.rps.toFixed(0)} requests/s, p50 ${row.p50} ms, p99 ${row.p99} ms`);
  return row;
}

/**
 * The JavaScript a page makes the browser load before it runs: its module preloads and what its
 * inline module script imports. (The inline route manifest names other routes' modules too;
 * those load only when a link to them is followed.)
 */
async function firstLoadJavaScript(pagePath: string) {
  const html = await (await fetch(origin + pagePath)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
  const imports = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(([, script]) =>
    [...script.matchAll(/(?:from\s*|import\()"([^"]+\.js)"/g)].map((match) => match[1]),
  );
  const files = new Set([...preloads, ...imports]);
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const body = Buffer.from(await (await fetch(origin + file)).arrayBuffer());
    raw += body.length;
    gzipped += zlib.gzipSync(body).length;
  }
  return { page: pagePath, files: files.size, rawKb: raw / 1024, gzippedKb: gzipped / 1024 };
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mark = (ok: boolean) => (ok ? "met" : "**missed**");

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-bench-"));
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  try {
    step("Building the production bundle");
    execFileSync("npm", ["run", "build"], { cwd: projectDir, stdio: "inherit" });

    step("Boards of 1,000, 10,000 and 100,000 jobs, and the search query alone on each");
    const searchTimes = await searchTimesBySize(dir, SIZES);
    const board = path.join(dir, `board-${SIZES.at(-1)}.db`);
    const word = commonestTitleWord(board);

    step(`The production server on the ${fmt(SIZES.at(-1)!)}-job board`);
    server = await startProductionServer({
      port: PORT,
      databasePath: board,
      uploadsDir: path.join(dir, "uploads"),
      // The login post measures signing in, not the limiter's refusals.
      env: { RATE_LIMIT_PER_MINUTE: "100000000" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const account = { email: `bench-${Date.now()}@example.com`, password: "bench-password-1" };
    const registered = await fetch(`${origin}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...account, fullName: "Bench Mark", role: "candidate" }),
    });
    if (registered.status !== 201) throw new Error(`Registering the bench account answered ${registered.status}`);
    const [newest] = (await (await fetch(`${origin}/api/jobs?pageSize=1`)).json()) as { id: number }[];

    const pages = ["/", `/jobs?q=${word}`, "/jobs?discipline=Civil+Engineering&remote=true", `/jobs/${newest.id}`];
    const targets: Target[] = [
      ...pages.map((page) => ({ label: `GET ${page}`, path: page, expectStatus: 200 })),
      { label: `GET /api/jobs/search?q=${word}`, path: `/api/jobs/search?q=${word}`, expectStatus: 200 },
      await loginPost(account.email, account.password),
    ];

    step(`Load: ${CONNECTIONS} connections, no pipelining, ${DURATION_SECONDS} s a target after ${WARM_UP_SECONDS} s of warm-up`);
    const loads: LoadResult[] = [];
    for (const target of targets) loads.push(await load(target));

    step("JavaScript each page loads first");
    const weights = [];
    for (const page of [...pages, "/login"]) weights.push(await firstLoadJavaScript(page));

    step(`Oversized posts, one worker of a server of its own on port ${PORT + 1}`);
    const memory = await oversizedPostMemory({
      port: PORT + 1,
      databasePath: path.join(dir, "oversized-posts.db"),
      uploadsDir: path.join(dir, "oversized-posts-uploads"),
    });

    step("Durability: small commits with synchronous=NORMAL and FULL");
    const durability = synchronousCost();
    console.error(
      `NORMAL ${fmt(durability.normal.commitsPerSecond)} commits/s, FULL ${fmt(durability.full.commitsPerSecond)} commits/s: FULL ${fmt(durability.ratio, 2)}x`,
    );

    const report = writeReport({ searchTimes, word, loads, weights, memory, durability });
    console.log(`\n${report.summary}\n\nWritten to bench/RESULTS.md`);
    if (!report.allMet) process.exitCode = 1;
  } finally {
    if (server) {
      server.stop();
      await server.exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function writeReport({
  searchTimes,
  word,
  loads,
  weights,
  memory,
  durability,
}: {
  searchTimes: Map<number, QueryTime[]>;
  word: string;
  loads: LoadResult[];
  weights: Awaited<ReturnType<typeof firstLoadJavaScript>>[];
  memory: MemoryResult;
  durability: DurabilityResult;
}) {
  const biggest = SIZES.at(-1)!;
  // "q=design", "q=engineer (cold: …)", not "q=senior engineer" or "q=engineer, location=Austin".
  const oneWord = (searchTimes.get(biggest) ?? []).filter((row) => /^q=\w+( \(|$)/.test(row.label));
  const worstOneWordP95 = Math.max(...oneWord.map((row) => row.p95));
  // The commonest word's query, with its statistics kept and worked out afresh: the worse growth counts.
  const growthOf = (prefix: string) => {
    const at = (size: number) => searchTimes.get(size)!.find((row) => row.label.startsWith(prefix))!.p50;
    return at(biggest) / at(10_000);
  };
  const growth = Math.max(growthOf(`q=${word} (commonest`), growthOf(`q=${word} (cold`));
  const jobsSearch = loads.find((row) => row.target.path === `/jobs?q=${word}`)!;
  const jobsWeight = weights.find((row) => row.page === `/jobs?q=${word}`)!;
  const memoryGrowth = Math.max(...memory.posts.map((row) => Math.max(row.peakMb, row.afterMb) - memory.beforeMb));
  const oversizedSizes = memory.posts.map((row) => `${fmt(row.post.megabytes)} MB`).join(" and ");

  const budgets = [
    [
      `One-word search at ${fmt(biggest)} jobs, p95 of the query itself (worst of ${oneWord.length} words)`,
      `< ${BUDGETS.searchP95Ms} ms`,
      `${fmt(worstOneWordP95, 2)} ms`,
      worstOneWordP95 < BUDGETS.searchP95Ms,
    ],
    [
      `Growth of the "${word}" query time (p50, warm or cold, the worse) from 10,000 to ${fmt(biggest)} jobs`,
      `< ${BUDGETS.searchGrowth}x`,
      `${fmt(growth, 2)}x`,
      growth < BUDGETS.searchGrowth,
    ],
    [
      `/jobs?q=${word} at ${CONNECTIONS} connections, p99`,
      `< ${BUDGETS.jobsSearchP99Ms} ms`,
      `${jobsSearch.p99} ms`,
      jobsSearch.p99 < BUDGETS.jobsSearchP99Ms,
    ],
    [
      `/jobs?q=${word} at ${CONNECTIONS} connections, throughput`,
      `> ${BUDGETS.jobsSearchRps} requests/s`,
      `${fmt(jobsSearch.rps)} requests/s`,
      jobsSearch.rps > BUDGETS.jobsSearchRps,
    ],
    [
      "JavaScript /jobs loads first, gzipped",
      `≤ ${BUDGETS.jobsFirstLoadJsKb} KB`,
      `${fmt(jobsWeight.gzippedKb, 1)} KB`,
      jobsWeight.gzippedKb <= BUDGETS.jobsFirstLoadJsKb,
    ],
    [
      `Worker RSS, peak and after, over its RSS before oversized posts of ${oversizedSizes}`,
      `≤ ${MEMORY_BUDGET_MB} MB`,
      Number.isNaN(memoryGrowth) ? "worker gone" : `${fmt(memoryGrowth, 1)} MB`,
      memory.allMet,
    ],
  ] as const;
  const allMet = budgets.every(([, , , ok]) => ok);
  const budgetTable = [
    "| budget | limit | measured | |",
    "|---|---|---|---|",
    ...budgets.map(([what, limit, measured, ok]) => `| ${what} | ${limit} | ${measured} | ${mark(ok)} |`),
  ].join("\n");

  const loadTable = [
    "| target | requests/s | p50 | p99 | requests | answers |",
    "|---|---:|---:|---:|---:|---|",
    ...loads.map(
      (row) => `| ${row.target.label} | ${fmt(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${fmt(row.requests)} | ${row.statuses} |`,
    ),
  ].join("\n");

  const weightTable = [
    "| page | files | JavaScript | gzipped |",
    "|---|---:|---:|---:|",
    ...weights.map((row) => `| ${row.page} | ${row.files} | ${fmt(row.rawKb, 1)} KB | ${fmt(row.gzippedKb, 1)} KB |`),
  ].join("\n");

  const cpus = os.cpus();
  const markdown = `# Benchmark results

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.
The server is the production build (\`build/server.js\`, ${process.env.WEB_CONCURRENCY ?? "one worker per CPU"}${process.env.WEB_CONCURRENCY ? " workers" : ""}) on a board of ${fmt(biggest)} jobs;
the load comes from the benchmark's own process on the same machine.

## Budgets

${budgetTable}

## Pages and calls under load

autocannon, ${CONNECTIONS} connections, no pipelining, ${DURATION_SECONDS} s a target after ${WARM_UP_SECONDS} s of warm-up, plain requests (no
compression asked for). The sign-in posts the login form as a browser without JavaScript does, for one account: each
answer is a 302 with a new session, so it includes an argon2id check.

${loadTable}

## The search query alone

Milliseconds, p50 / p95 of 200 runs of the app's own search (one page of 20, ranked), by board size. "${word}" is the
word in the most job titles. "Cold" works out the word's statistics on every run; otherwise they are kept a minute,
as the server keeps them.

${searchTable(searchTimes)}

## JavaScript each page loads first

The module preloads and imports of the server-rendered page, gzipped at the default level. Every page works without it.

${weightTable}

## Oversized posts

One worker (WEB_CONCURRENCY=1) of a server of its own, on a fresh, empty database, sent one post after the other over a
connection of its own: a form to /login declaring its whole length, then JSON to /api/auth/login in chunks with no
length, each written 64 KB at a time until the server answered or closed the connection (60 s at most). Its resident
memory (VmRSS) is read from /proc before the first post, every ${SAMPLE_MS} ms during each, and right after it.
"Bytes sent" is what the client had written when it stopped. VmHWM, the worker's highest RSS since it started, was
${fmt(memory.hwmMb, 1)} MB at the end.

${memoryTable(memory)}

## Durability: synchronous=NORMAL vs FULL

${fmt(durability.normal.commits)} committed transactions a setting, of one ~200-byte row each, on a fresh WAL-mode file for each
setting in the system's temporary directory, the settings taking turns in ${ROUNDS} rounds. The app uses FULL (db/connection.ts):
in WAL mode FULL also syncs the log on every commit, so that a power cut cannot lose a commit already answered.

${durabilityTable(durability)}
`;
  fs.writeFileSync(path.join(projectDir, "bench", "RESULTS.md"), markdown);
  return { allMet, summary: budgetTable };
}

await main();
