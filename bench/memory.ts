// What an oversized post costs the server: one worker (WEB_CONCURRENCY=1) is sent a 300 MB form
// post to /login and a 400 MB chunked JSON post to /api/auth/login, and its resident memory is
// read from /proc before, every 20 ms during, and after each.
//
// npx tsx bench/memory.ts, after npm run build. BENCH_OVERSIZE_MB sends that many MB in each post
// instead (a server that buffers whole bodies can take GBs for the full sizes).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startProductionServer } from "../scripts/production-server.mjs";
import { childrenOf, statusMb } from "./proc";

export const MEMORY_BUDGET_MB = 50;
const MB = 2 ** 20;
const CHUNK = Buffer.alloc(64 * 1024, "a");
const POST_TIMEOUT_MS = 60_000;
export const SAMPLE_MS = 20;
const STOP_TIMEOUT_MS = 15_000;
const oversizeMb = Number(process.env.BENCH_OVERSIZE_MB) || undefined;

interface OversizedPost {
  label: string;
  path: string;
  contentType: string;
  megabytes: number;
  /** Chunked, with no Content-Length, or else the full length declared up front. */
  chunked: boolean;
}

const POSTS: OversizedPost[] = [
  {
    label: "POST /login, form, Content-Length",
    path: "/login",
    contentType: "application/x-www-form-urlencoded",
    megabytes: oversizeMb ?? 300,
    chunked: false,
  },
  {
    label: "POST /api/auth/login, JSON, chunked",
    path: "/api/auth/login",
    contentType: "application/json",
    megabytes: oversizeMb ?? 400,
    chunked: true,
  },
];

/** The status the server answered, or how the post ended without one. */
type Outcome = number | "closed" | "timed out";

export interface PostResult {
  post: OversizedPost;
  status: Outcome;
  bytesSent: number;
  peakMb: number;
  afterMb: number;
  withinBudget: boolean;
}

export interface MemoryResult {
  /** The worker's VmRSS before the first post; NaN readings mean the worker had exited. */
  beforeMb: number;
  posts: PostResult[];
  /** The worker's VmHWM (its highest RSS since it started) after the last post. */
  hwmMb: number;
  allMet: boolean;
}

/**
 * The cluster's primary and its one worker (WEB_CONCURRENCY=1), the process whose memory counts.
 */
function serverPids(primary: number): { primary: number; worker: number } {
  const workers = childrenOf(primary);
  if (workers.length !== 1) throw new Error(`Expected one worker under the server's primary ${primary}, found ${workers.length}`);
  return { primary, worker: workers[0] };
}

/**
 * Streams `post` in 64 KB chunks, waiting for each to drain, until the server answers or the
 * connection ends. The server may close the connection once it has answered 413, so EPIPE and
 * ECONNRESET end a post as normally as an answer does.
 */
function sendOversized(port: number, post: OversizedPost): Promise<{ status: Outcome; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    const total = post.megabytes * MB;
    let bytesSent = 0;
    let status: number | undefined;
    let done = false;
    const headers: Record<string, string> = { "Content-Type": post.contentType, "Sec-Fetch-Site": "same-origin" };
    if (post.chunked) headers["Transfer-Encoding"] = "chunked";
    else headers["Content-Length"] = String(total);
    const req = http.request({ host: "localhost", port, path: post.path, method: "POST", headers, agent: false });

    const finish = (outcome: Outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.destroy();
      resolve({ status: outcome, bytesSent });
    };
    const timer = setTimeout(() => finish(status ?? "timed out"), POST_TIMEOUT_MS);
    req.on("response", (res) => {
      status = res.statusCode;
      res.resume();
      finish(res.statusCode ?? "closed");
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (done) return;
      if (error.code === "EPIPE" || error.code === "ECONNRESET") finish(status ?? "closed");
      else {
        done = true;
        clearTimeout(timer);
        reject(error);
      }
    });
    req.on("close", () => finish(status ?? "closed"));

    const drained = () =>
      new Promise<void>((resume) => {
        const go = () => {
          req.off("drain", go);
          req.off("close", go);
          resume();
        };
        req.on("drain", go);
        req.on("close", go);
      });
    (async () => {
      for (let queued = 0; !done && queued < total;) {
        const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, total - queued));
        queued += chunk.length;
        // Counted once the socket has taken it, not when queued.
        const flowing = req.write(chunk, (error) => {
          if (!error) bytesSent += chunk.length;
        });
        if (!flowing) await drained();
        // The server may reset the connection just after its 413. Reading what has arrived before
        // writing on (as curl does) sees that answer rather than only the EPIPE of the next write.
        await new Promise(setImmediate);
      }
      if (!done) req.end();
    })();
  });
}

async function measurePost(port: number, worker: number, beforeMb: number, post: OversizedPost): Promise<PostResult> {
  let peakMb = statusMb(worker, "VmRSS");
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, statusMb(worker, "VmRSS"))), SAMPLE_MS);
  let sent: Awaited<ReturnType<typeof sendOversized>>;
  try {
    sent = await sendOversized(port, post);
  } finally {
    clearInterval(sampler);
  }
  const afterMb = statusMb(worker, "VmRSS");
  peakMb = Math.max(peakMb, afterMb);
  const withinBudget = peakMb - beforeMb <= MEMORY_BUDGET_MB && afterMb - beforeMb <= MEMORY_BUDGET_MB;
  const row = { post, ...sent, peakMb, afterMb, withinBudget };
  console.error(
    `${post.label}: ${describeStatus(row.status)}, ${fmt(row.bytesSent)} bytes sent, worker RSS ${mb(beforeMb)} → peak ${mb(peakMb)} → ${mb(afterMb)}`,
  );
  return row;
}

/** Small posts down the same paths first, so that the baseline includes the code they load. */
async function warmUp(origin: string) {
  await (await fetch(`${origin}/login`)).text();
  const form = new URLSearchParams({ email: "nobody@example.com", password: "not-the-password" });
  const formHeaders = { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" };
  await (await fetch(`${origin}/login`, { method: "POST", headers: formHeaders, body: form, redirect: "manual" })).text();
  const jsonHeaders = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };
  const json = JSON.stringify(Object.fromEntries(form));
  await (await fetch(`${origin}/api/auth/login`, { method: "POST", headers: jsonHeaders, body: json })).text();
}

/** SIGTERM, then SIGKILL to the primary and worker (by pid) if they are not gone within 15 s. */
async function stop(server: Awaited<ReturnType<typeof startProductionServer>>, pids?: { primary: number; worker: number }) {
  server.stop();
  const timedOut = Symbol();
  const ended = await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS, timedOut).unref())]);
  if (ended !== timedOut || !pids) return;
  console.error(`The server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killing it`);
  for (const pid of [pids.worker, pids.primary]) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  await server.exited;
}

export async function oversizedPostMemory(options: { port: number; databasePath: string; uploadsDir: string }): Promise<MemoryResult> {
  const server = await startProductionServer({
    ...options,
    // Warm-up and posts are sign-ins: they must reach the body, not the limiter's refusal.
    env: { WEB_CONCURRENCY: "1", RATE_LIMIT_PER_MINUTE: "100000000" },
  });
  let pids: ReturnType<typeof serverPids> | undefined;
  try {
    pids = serverPids(server.pid);
    await warmUp(server.origin);
    const beforeMb = statusMb(pids.worker, "VmRSS");
    const posts: PostResult[] = [];
    for (const post of POSTS) posts.push(await measurePost(options.port, pids.worker, beforeMb, post));
    const hwmMb = statusMb(pids.worker, "VmHWM");
    return { beforeMb, posts, hwmMb, allMet: posts.every((row) => row.withinBudget) };
  } finally {
    await stop(server, pids);
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mb = (n: number) => (Number.isNaN(n) ? "(worker gone)" : `${fmt(n, 1)} MB`);
const mark = (ok: boolean) => (ok ? "met" : "**missed**");
export const describeStatus = (status: Outcome) => (typeof status === "number" ? String(status) : status);

/** The posts as a Markdown table. */
export function memoryTable(result: MemoryResult): string {
  return [
    `| post | status | bytes sent | worker RSS before | peak | after | peak and after within ${MEMORY_BUDGET_MB} MB of before |`,
    "|---|---|---:|---:|---:|---:|---|",
    ...result.posts.map(
      (row) =>
        `| ${row.post.label}, ${fmt(row.post.megabytes)} MB | ${describeStatus(row.status)} | ${fmt(row.bytesSent)} | ${mb(result.beforeMb)} | ${mb(row.peakMb)} | ${mb(row.afterMb)} | ${mark(row.withinBudget)} |`,
    ),
  ].join("\n");
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-memory-"));
  try {
    const result = await oversizedPostMemory({
      port: 3600,
      databasePath: path.join(dir, "app.db"),
      uploadsDir: path.join(dir, "uploads"),
    });
    console.log(`\nOversized posts, one worker\n\n${memoryTable(result)}\n\nWorker VmHWM at the end: ${mb(result.hwmMb)}`);
    if (!result.allMet) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
