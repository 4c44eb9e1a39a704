// Loading the production server with autocannon: one target at a time, from this process, with
// the CPU its workers spent on it (from /proc) and the page cache's answers counted from the
// X-Cache header of every response.
import autocannon from "autocannon";
import type { startProductionServer } from "../scripts/production-server.mjs";
import { cpuShares as startCpuShares, cpuUsedMs, workersCpuMs, type CpuShares } from "./proc";

export type Server = Awaited<ReturnType<typeof startProductionServer>>;

export interface Target {
  label: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The status every answer must have, or the run is not measuring what it says. */
  expectStatus: number;
  /**
   * Paths requested in turn instead of `path`, each once a pass, shared by all the connections
   * (so that no two ask for the same one at once). `path` is then only what the warm-up loads:
   * a stream meant to miss the cache must not have been seen by it first.
   */
  stream?: string[];
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

/** How the page cache said it answered: X-Cache HIT or MISS, or no such header. */
export interface CacheCounts {
  hit: number;
  miss: number;
  none: number;
}

export interface LoadResult {
  target: Target;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  statuses: string;
  /** The server's workers' CPU time (user and system) over the measured run, per answer. */
  cpuMsPerRequest: number;
  cache: CacheCounts;
  /** Shares of the machine's CPU time over the measured run (this process is autocannon). */
  cpuShares: CpuShares;
}

/** HIT/(HIT+MISS) of the answers that carried X-Cache, or undefined when none did. */
export function hitRate(counts: CacheCounts): number | undefined {
  const considered = counts.hit + counts.miss;
  return considered ? counts.hit / considered : undefined;
}

export function sumCounts(counts: CacheCounts[]): CacheCounts {
  return counts.reduce((sum, c) => ({ hit: sum.hit + c.hit, miss: sum.miss + c.miss, none: sum.none + c.none }), {
    hit: 0,
    miss: 0,
    none: 0,
  });
}

const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

/** The X-Cache value among a response's raw headers ([name, value, name, value, ...]). */
function xCache(raw: string[]): string | undefined {
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() === "x-cache") return String(raw[i + 1]).toUpperCase();
  return undefined;
}

function run(origin: string, target: Target, connections: number, seconds: number, cache?: CacheCounts): Promise<autocannon.Result> {
  let next = 0;
  const stream = target.stream;
  const options: autocannon.Options = {
    url: origin + target.path,
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.body,
    connections,
    pipelining: 1,
    duration: seconds,
  };
  if (stream) {
    options.requests = [{ method: "GET", setupRequest: (request) => ({ ...request, path: stream[next++ % stream.length] }) }];
  }
  if (cache) {
    // Every response's headers, as the parser reads them (the types do not list the event).
    options.setupClient = (client) => {
      (client as unknown as NodeJS.EventEmitter).on("headers", ({ headers }: { headers: string[] }) => {
        const value = xCache(headers);
        if (value === "HIT") cache.hit++;
        else if (value === "MISS") cache.miss++;
        else cache.none++;
      });
    };
  }
  return autocannon(options);
}

/**
 * `target` for `options.seconds` after `options.warmUpSeconds` of the same (or, for a stream,
 * of its `path`), checking that every answer has the expected status.
 */
export async function load(server: Server, target: Target, options: LoadOptions): Promise<LoadResult> {
  const { connections, seconds, warmUpSeconds } = options;
  const warmUp: Target = { ...target, stream: undefined };
  if (warmUpSeconds > 0) await run(server.origin, warmUp, connections, warmUpSeconds);
  const cache: CacheCounts = { hit: 0, miss: 0, none: 0 };
  const cpuBefore = workersCpuMs(server.pid);
  const shares = startCpuShares(server.pid);
  const result = await run(server.origin, target, connections, seconds, cache);
  const cpu = cpuUsedMs(cpuBefore, workersCpuMs(server.pid));
  const cpuShares = shares();
  const statusCounts = Object.entries(result.statusCodeStats ?? {}).map(([code, { count = 0 }]) => [code, count] as const);
  const statuses = statusCounts.map(([code, count]) => `${code}: ${count}`).join(", ");
  const unexpected = statusCounts.filter(([code]) => Number(code) !== target.expectStatus);
  if (unexpected.length || result.errors || result.timeouts) {
    throw new Error(
      `${target.label}: expected only ${target.expectStatus}, got ${statuses}, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const answered = result.requests.total;
  const row: LoadResult = {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: answered,
    statuses,
    cpuMsPerRequest: answered ? cpu / answered : NaN,
    cache,
    cpuShares,
  };
  const rate = hitRate(cache);
  console.error(
    `${target.label}: ${row.rps.toFixed(0)} requests/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
      `${row.cpuMsPerRequest.toFixed(2)} CPU ms a request, cache ${rate === undefined ? "n/a" : `${(rate * 100).toFixed(1)}% hits`}, ` +
      `CPU: server ${percent(cpuShares.server)}, bench ${percent(cpuShares.bench)}, others ${percent(cpuShares.others)}`,
  );
  return row;
}
