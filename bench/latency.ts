// Single-connection latency: one request at a time over one kept-alive connection, timed in this
// process to the microsecond (autocannon's histogram counts whole milliseconds, too coarse for a
// ratio of two small times).
import http from "node:http";
import { performance } from "node:perf_hooks";
import { cpuShares, type CpuShares } from "./proc";

export interface LatencyOptions {
  /** Requests sent first and not timed. */
  warmUp: number;
  /** Requests timed, at most. */
  samples: number;
  /** Stop timing after this long, whatever the number of samples. */
  maxSeconds: number;
}

export interface Latency {
  path: string;
  p50: number;
  p90: number;
  samples: number;
}

function get(agent: http.Agent, origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(origin + path, { agent }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/**
 * Each path in turn, one request at a time; any answer but 200 stops the benchmark. Also says
 * who used the machine's CPU meanwhile (the server's pid says which processes are the server's).
 */
export async function singleConnectionLatency(
  server: { origin: string; pid: number },
  paths: string[],
  options: LatencyOptions,
): Promise<{ rows: Latency[]; cpuShares: CpuShares }> {
  const { origin } = server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rows: Latency[] = [];
  const shares = cpuShares(server.pid);
  try {
    for (const path of paths) {
      const check = (status: number) => {
        if (status !== 200) throw new Error(`GET ${path} answered ${status}, not 200`);
      };
      for (let i = 0; i < options.warmUp; i++) check(await get(agent, origin, path));
      const times: number[] = [];
      const deadline = performance.now() + options.maxSeconds * 1000;
      while (times.length < options.samples && (times.length < 5 || performance.now() < deadline)) {
        const started = performance.now();
        check(await get(agent, origin, path));
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
      rows.push({ path, p50: at(0.5), p90: at(0.9), samples: times.length });
    }
  } finally {
    agent.destroy();
  }
  return { rows, cpuShares: shares() };
}
