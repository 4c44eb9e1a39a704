// npm run bench: the site at 100,000 and 1,000,000 jobs, measured against the budgets of
// bench/RESULTS.md.
//
// 1. Builds the production bundle (npm run build).
// 2. Builds boards of 1,000, 10,000 and 100,000 jobs with the generator, and times the search
//    query alone on each (bench/search.ts).
// 3. Starts two production servers (build/server.js) on the 100,000-job board: one as deployed,
//    with its page cache (PAGE_CACHE_MB unset), and one with the cache off (PAGE_CACHE_MB=0).
//    On each: every page of the latency table one request at a time (bench/latency.ts); then, at
//    10 connections with autocannon (bench/load.ts), /jobs?q=<commonest word>, / and a job page
//    each beside its own bytes served static by the same server (bench/static-copies.ts), and a
//    stream of 1,000 distinct searches (bench/stream.ts), which is also run first on the site as it
//    was before issue 17's work (commit 73d53c5, built here: bench/baseline.ts); on the cached one, the other pages and
//    calls; and, on a fresh cached server, a flood of 10,000 addresses asked for once beside 20 hot pages (bench/cache-flood.ts).
//    Every load run reads the workers' CPU time from /proc and counts X-Cache answers.
// 4. Measures the gzipped JavaScript each page loads first, and loads the main pages in Chromium on
//    an emulated slow phone connection (400 ms, 400 kbit/s), with JavaScript and without (bench/slow-network.ts).
// 5. Replication with Litestream (bench/replication.ts), on a copy of the 100,000-job board in a data
//    folder of its own with a folder replica (REPLICA_URL=file://…): the time until /healthz says
//    Litestream runs and until its first snapshot is written; then the drill: 12 candidates upload
//    resumes and apply to the board's open jobs for BENCH_SECONDS, every process of the server is
//    killed with SIGKILL, the data folder deleted, and the server started again from the replica:
//    the applications acknowledged and lost, and the seconds until it served again. Then
//    applications a second with the same load and no kill, without replication and with it,
//    taking turns twice, each run on a fresh copy of the board.
// 6. Builds a board of 1,000,000 jobs and starts both servers on it: the same one-at-a-time
//    latencies, the stream of searches, then each worker's memory; then step 5's drill on a copy of it.
// 7. Sends one worker of its own server a 300 MB form post and a 400 MB chunked JSON post, and
//    reads its memory as they go (bench/memory.ts).
// 8. Times small commits with SQLite's synchronous=NORMAL and FULL (bench/durability.ts).
// 9. Writes bench/RESULTS.md (bench/report.ts), and exits non-zero if a budget is missed.
//
// BENCH_SECONDS sets the seconds of each load run and of the drill's load (15); BENCH_LARGE_JOBS the large board (1,000,000);
// BENCH_PORT the first of the five ports used (3500). BENCH_QUICK=1 is a rehearsal: 3 s runs, fewer
// samples, a board of 200,000 for the large one, written to a RESULTS-quick.md beside this file that git ignores.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { startProductionServer } from "../scripts/production-server.mjs";
import { BASELINE_COMMIT, removeBaseline, startBaseline } from "./baseline";
import { cacheFlood, describeFlood, floodPlan as cacheFloodPlan } from "./cache-flood";
import { synchronousCost } from "./durability";
import { singleConnectionLatency } from "./latency";
import { slowNetworkLoads } from "./slow-network";
import { load, type LoadOptions, type LoadResult, type Server, type Target } from "./load";
import { oversizedPostMemory } from "./memory";
import { workersMemory, type WorkerMemory } from "./proc";
import { measureRecovery, replicationThroughput, type MeasureOptions } from "./replication";
import { writeReport, type LatencySet, type PageComparison, type StreamRun } from "./report";
import { buildBoard, commonestTitleWord, searchTimesBySize } from "./search";
import { removeStaticCopies, writeStaticCopy } from "./static-copies";
import { distinctSearches } from "./stream";

const QUICK = Boolean(process.env.BENCH_QUICK && process.env.BENCH_QUICK !== "0");
const SIZES = [1_000, 10_000, 100_000];
const LARGE = Number(process.env.BENCH_LARGE_JOBS) || (QUICK ? 200_000 : 1_000_000);
const LOAD: LoadOptions = {
  connections: 10,
  seconds: Number(process.env.BENCH_SECONDS) || (QUICK ? 3 : 15),
  warmUpSeconds: QUICK ? 1 : 3,
};
const LATENCY = QUICK ? { warmUp: 5, samples: 50, maxSeconds: 2 } : { warmUp: 20, samples: 200, maxSeconds: 6 };
const STREAM_SIZE = 1_000;
/** Exists on every board built here: the sample data and the generated jobs both start at 1. */
const JOB_PAGE = "/jobs/50000";
const PORT = Number(process.env.BENCH_PORT) || 3500;
/**
 * A browser's user agent on the pages' runs, so that a job page's requests are counted as views
 * (server/job-views.ts does not count a request without one) and the run measures that too.
 */
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" };
const projectDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** The replication drill's and write load's candidates, its seconds, and the turns of the write load without and with replication. */
const REPLICATION = { candidates: 12, seconds: LOAD.seconds, warmUpSeconds: LOAD.warmUpSeconds, rounds: 4 };

const CONFIG = {
  quick: QUICK,
  sizes: SIZES,
  large: LARGE,
  load: LOAD,
  latency: LATENCY,
  streamSize: STREAM_SIZE,
  replication: REPLICATION,
};

function step(message: string) {
  console.error(`\n== ${message}`);
}

const fmt = (n: number) => n.toLocaleString("en-US");

/** Replication's measurements on a copy of `board`, in a folder of their own, on the fifth port. */
function replicationOptions(dir: string, board: string, size: number): MeasureOptions {
  return {
    board,
    boardSize: size,
    dir: path.join(dir, `replication-${size}`),
    port: PORT + 4,
    seconds: REPLICATION.seconds,
    candidates: REPLICATION.candidates,
    // A start from the replica restores the whole database and checks it before serving.
    timeoutMs: 10 * 60_000,
  };
}

/** The server as deployed (its page cache at the default size) or with the cache off. */
function startServer(kind: "cached" | "uncached", port: number, databasePath: string, dir: string): Promise<Server> {
  return startProductionServer({
    port,
    databasePath,
    uploadsDir: path.join(dir, `uploads-${kind}`),
    env: {
      // The login post measures signing in, not the limiter's refusals.
      RATE_LIMIT_PER_MINUTE: "100000000",
      ...(kind === "uncached" ? { PAGE_CACHE_MB: "0" } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stopServer(server: Server | undefined) {
  if (!server) return;
  server.stop();
  await server.exited;
}

/** The fields of the login form as a browser without JavaScript would post them. */
async function loginPost(origin: string, email: string, password: string): Promise<Target> {
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

/**
 * The JavaScript a page makes the browser load before it runs: its module preloads and what its
 * inline module script imports. (The inline route manifest names other routes' modules too;
 * those load only when a link to them is followed.)
 */
async function firstLoadJavaScript(origin: string, pagePath: string) {
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
export type JavaScriptWeight = Awaited<ReturnType<typeof firstLoadJavaScript>>;

/** The pages whose one-at-a-time latency is compared between the two boards. */
function latencyPages(word: string): string[] {
  return [
    "/jobs",
    "/jobs?page=100",
    "/",
    "/employers",
    `/jobs?q=${word}`,
    `/jobs?${new URLSearchParams({ q: word, discipline: "Civil Engineering", remote: "true" })}`,
    // Issue 20's: newest first, salary and date posted, with keywords and without; a job page with
    // its similar jobs; the feed of a search; the sitemap index and a full job sitemap.
    `/jobs?q=${word}&sort=newest`,
    `/jobs?q=${word}&salary=100000&posted=7`,
    "/jobs?salary=100000&posted=7",
    JOB_PAGE,
    `/jobs/feed?q=${word}`,
    "/sitemap.xml",
    "/sitemaps/jobs-1.xml",
  ];
}

/** Both servers' latencies, the one with the cache off first. */
async function latencies(servers: { cached: Server; uncached: Server }, pages: string[], board: number): Promise<LatencySet> {
  const measure = async (kind: "cached" | "uncached") => {
    const measured = await singleConnectionLatency(servers[kind], pages, LATENCY);
    for (const row of measured.rows) {
      console.error(`${fmt(board)} jobs, cache ${kind === "cached" ? "on" : "off"}, GET ${row.path}: p50 ${row.p50.toFixed(2)} ms`);
    }
    console.error(`Other processes used ${(measured.cpuShares.others * 100).toFixed(0)}% of the machine's CPU meanwhile`);
    return measured;
  };
  const uncached = await measure("uncached");
  const cached = await measure("cached");
  return { uncached: uncached.rows, cached: cached.rows, cpuShares: { uncached: uncached.cpuShares, cached: cached.cpuShares } };
}

/** The stream of distinct searches, on the server with the cache off, then on the cached one. */
/** The stream's target: its warm-up is a search the stream does not hold, so that the stream starts unseen. */
function streamTarget(stream: string[], word: string, label: string): Target {
  return { label, path: `/jobs?q=${word}`, stream, expectStatus: 200 };
}

async function streams(servers: { cached: Server; uncached: Server }, stream: string[], word: string, board: number) {
  const runs: StreamRun[] = [];
  for (const kind of ["uncached", "cached"] as const) {
    const target = streamTarget(
      stream,
      word,
      `${fmt(stream.length)} distinct searches, ${fmt(board)} jobs, cache ${kind === "cached" ? "on" : "off"}`,
    );
    runs.push({ board, kind, result: await load(servers[kind], target, LOAD) });
  }
  return runs;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-bench-"));
  const servers: { cached?: Server; uncached?: Server; baseline?: Server; flood?: Server } = {};
  const started = Date.now();
  const loadAverageAtStart = os.loadavg();
  try {
    step("Building the production bundle");
    execFileSync("npm", ["run", "build"], { cwd: projectDir, stdio: "inherit" });

    step("Boards of 1,000, 10,000 and 100,000 jobs, and the search query alone on each");
    const searchTimes = await searchTimesBySize(dir, SIZES);
    const small = SIZES.at(-1)!;
    const board = path.join(dir, `board-${small}.db`);
    const word = commonestTitleWord(board);
    // Not the search the warm-ups load, so that the stream starts unseen by the cache.
    const stream = distinctSearches(board, STREAM_SIZE + 1)
      .filter((page) => page !== `/jobs?q=${word}`)
      .slice(0, STREAM_SIZE);

    step(`Commit ${BASELINE_COMMIT}, built, on a board of ${fmt(small)} jobs of its own, served on ${PORT + 3}`);
    const baseline = await startBaseline(dir, PORT + 3, small);
    servers.baseline = baseline;

    step(`Two production servers on the ${fmt(small)}-job board: cache as deployed on ${PORT}, cache off on ${PORT + 1}`);
    servers.cached = await startServer("cached", PORT, board, dir);
    servers.uncached = await startServer("uncached", PORT + 1, board, dir);
    const both = { cached: servers.cached, uncached: servers.uncached };
    const origin = servers.cached.origin;

    step("One request at a time");
    const pages = latencyPages(word);
    const smallLatency = await latencies(both, pages, small);

    step(
      `Pages beside their own bytes served static: ${LOAD.connections} connections, ${LOAD.seconds} s a run after ${LOAD.warmUpSeconds} s`,
    );
    const comparisons: PageComparison[] = [];
    const compared: [string, string][] = [
      [`/jobs?q=${word}`, "search"],
      ["/", "home"],
      [JOB_PAGE, "job"],
    ];
    for (const [page, name] of compared) {
      const copy = await writeStaticCopy(origin, page, name);
      const comparison: PageComparison = { ...copy, runs: [] };
      for (const kind of ["cached", "uncached"] as const) {
        const on = kind === "cached" ? "cache on" : "cache off";
        const staticRun = await load(
          both[kind],
          { label: `${copy.path} (${on})`, path: copy.path, expectStatus: 200, headers: BROWSER },
          LOAD,
        );
        const pageRun = await load(both[kind], { label: `GET ${page} (${on})`, path: page, expectStatus: 200, headers: BROWSER }, LOAD);
        comparison.runs.push({ kind, page: pageRun, static: staticRun });
      }
      comparisons.push(comparison);
    }

    step(`A stream of ${fmt(stream.length)} distinct searches, first on commit ${BASELINE_COMMIT}`);
    const baselineStream = await load(
      baseline,
      streamTarget(stream, word, `${fmt(stream.length)} distinct searches, ${BASELINE_COMMIT}`),
      LOAD,
    );
    await stopServer(baseline);
    delete servers.baseline;
    removeBaseline(dir);
    const streamRuns = await streams(both, stream, word, small);

    step("Other pages and calls, cache as deployed");
    const account = { email: `bench-${Date.now()}@example.com`, password: "bench-password-1" };
    const registered = await fetch(`${origin}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...account, fullName: "Bench Mark", role: "candidate" }),
    });
    if (registered.status !== 201) throw new Error(`Registering the bench account answered ${registered.status}`);
    // The candidate's Saved Jobs, a full page of 20 saved jobs, signed in (never cached).
    const session = registered.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    for (let id = 1; id <= 20; id++) {
      const saved = await fetch(`${origin}/api/me/saved-jobs/${id * 1000}`, { method: "PUT", headers: { Cookie: session } });
      if (saved.status !== 201) throw new Error(`Saving job ${id * 1000} answered ${saved.status}`);
    }
    const others: LoadResult[] = [];
    const listing = "/jobs?discipline=Civil+Engineering&remote=true";
    for (const target of [
      { label: `GET ${listing}`, path: listing, expectStatus: 200 },
      { label: `GET /api/jobs/search?q=${word}`, path: `/api/jobs/search?q=${word}`, expectStatus: 200 },
      { label: "GET /saved-jobs (signed in, 20 saved jobs)", path: "/saved-jobs", headers: { Cookie: session }, expectStatus: 200 },
      await loginPost(origin, account.email, account.password),
    ]) {
      others.push(await load(servers.cached, target, LOAD));
    }

    // On a cached server of its own, started now: on the one the runs above used, a hot page they
    // had kept could reach the end of its minute during the flood, a miss the flood did not cause.
    step(`A flood of 10,000 addresses asked for once, cache as deployed, on a fresh server on ${PORT + 2}`);
    const floodPlan = cacheFloodPlan(
      Array.from({ length: 17 }, (_, i) => (i + 1) * 5_000),
      word,
    );
    servers.flood = await startServer("cached", PORT + 2, board, dir);
    const flood = { plan: floodPlan, result: await cacheFlood(servers.flood.origin, floodPlan) };
    await stopServer(servers.flood);
    servers.flood = undefined;
    console.error(describeFlood(flood.result));

    step("JavaScript each page loads first");
    const weights: JavaScriptWeight[] = [];
    for (const page of [...compared.map(([page]) => page), listing, "/login"]) weights.push(await firstLoadJavaScript(origin, page));

    step("The main pages on an emulated slow phone connection (400 ms, 400 kbit/s), with JavaScript and without");
    const slowLoads = await slowNetworkLoads(
      origin,
      compared.map(([page]) => page),
      QUICK ? 1 : 3,
    );

    await stopServer(servers.cached);
    await stopServer(servers.uncached);
    delete servers.cached;
    delete servers.uncached;
    removeStaticCopies();

    step(
      `Replication at ${fmt(small)} jobs on port ${PORT + 4}: the first upload, then ${REPLICATION.seconds} s of applications, SIGKILL, the data folder deleted, a start from the replica`,
    );
    const recovery = [await measureRecovery(replicationOptions(dir, board, small))];
    step(`Applications a second at ${fmt(small)} jobs, without replication and with it, taking turns ${REPLICATION.rounds} times`);
    const replicationCost = await replicationThroughput({
      ...replicationOptions(dir, board, small),
      warmUpSeconds: REPLICATION.warmUpSeconds,
      rounds: REPLICATION.rounds,
    });
    console.error(`With replication: ${(replicationCost.ratio * 100).toFixed(1)}% of the applications a second without it`);

    for (const size of SIZES) fs.rmSync(path.join(dir, `board-${size}.db`), { force: true });

    step(`A board of ${fmt(LARGE)} jobs`);
    const largeBoard = path.join(dir, `board-${LARGE}.db`);
    const buildStarted = Date.now();
    await buildBoard(largeBoard, LARGE, (done, total) =>
      process.stderr.write(`\r${fmt(LARGE)} jobs: generated ${fmt(done)} / ${fmt(total)}`),
    );
    const largeBuildSeconds = (Date.now() - buildStarted) / 1000;
    process.stderr.write(` in ${largeBuildSeconds.toFixed(0)} s\n`);

    step(`Both servers on the ${fmt(LARGE)}-job board`);
    servers.cached = await startServer("cached", PORT, largeBoard, dir);
    servers.uncached = await startServer("uncached", PORT + 1, largeBoard, dir);
    const large = { cached: servers.cached, uncached: servers.uncached };
    const largeLatency = await latencies(large, pages, LARGE);
    const largeStreams = await streams(large, stream, word, LARGE);
    const memory: Record<"cached" | "uncached", WorkerMemory[]> = {
      cached: workersMemory(large.cached.pid),
      uncached: workersMemory(large.uncached.pid),
    };
    for (const kind of ["cached", "uncached"] as const) {
      for (const worker of memory[kind]) {
        console.error(
          `Cache ${kind === "cached" ? "on" : "off"}, worker ${worker.pid}: VmRSS ${worker.rssMb.toFixed(1)} MB, VmHWM ${worker.hwmMb.toFixed(1)} MB`,
        );
      }
    }
    await stopServer(servers.cached);
    await stopServer(servers.uncached);
    delete servers.cached;
    delete servers.uncached;

    step(`Replication at ${fmt(LARGE)} jobs: the first upload, the drill and the start from the replica`);
    recovery.push(await measureRecovery(replicationOptions(dir, largeBoard, LARGE)));
    fs.rmSync(largeBoard, { force: true });

    step(`Oversized posts, one worker of a server of its own on port ${PORT + 2}`);
    const oversized = await oversizedPostMemory({
      port: PORT + 2,
      databasePath: path.join(dir, "oversized-posts.db"),
      uploadsDir: path.join(dir, "oversized-posts-uploads"),
    });

    step("Durability: small commits with synchronous=NORMAL and FULL");
    const durability = synchronousCost();
    console.error(
      `NORMAL ${fmt(Math.round(durability.normal.commitsPerSecond))} commits/s, FULL ${fmt(Math.round(durability.full.commitsPerSecond))} commits/s: FULL ${durability.ratio.toFixed(2)}x`,
    );

    const report = writeReport({
      config: CONFIG,
      word,
      searchTimes,
      latency: {
        small,
        large: LARGE,
        pages,
        bySize: new Map([
          [small, smallLatency],
          [LARGE, largeLatency],
        ]),
      },
      comparisons,
      streams: [...streamRuns, ...largeStreams],
      baselineStream,
      others,
      flood,
      weights,
      slowLoads,
      largeMemory: memory,
      largeBuildSeconds,
      oversized,
      durability,
      replication: { recovery, throughput: replicationCost },
      runSeconds: (Date.now() - started) / 1000,
      loadAverage: { start: loadAverageAtStart, end: os.loadavg() },
    });
    console.log(
      `\n${report.summary}\n\nWritten to ${path.relative(projectDir, report.file)} in ${((Date.now() - started) / 60_000).toFixed(1)} minutes`,
    );
    if (!report.allMet) process.exitCode = 1;
  } finally {
    await stopServer(servers.cached);
    await stopServer(servers.uncached);
    await stopServer(servers.baseline);
    await stopServer(servers.flood);
    removeBaseline(dir);
    removeStaticCopies();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
