// What the benchmark reads about the server's processes from Linux's /proc: its workers (the
// children of the cluster's primary), their CPU time and their memory.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** Clock ticks a second, the unit of utime and stime in /proc/<pid>/stat (almost always 100). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The milliseconds one clock tick stands for: the resolution of the CPU times read here. */
export const TICK_MS = 1000 / CLOCK_TICKS;

/** The processes whose parent is `pid`, from each of its threads' children lists. */
export function childrenOf(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(/\s+/))
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

/** A VmRSS or VmHWM line of /proc/<pid>/status in MB, or NaN once the process is gone. */
export function statusMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const kb = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * The CPU time the process has used, user and system, in ms: fields 14 and 15 of
 * /proc/<pid>/stat, counted after the command name (which may hold spaces, in parentheses).
 */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The CPU time of each of the server's workers, by pid. */
export function workersCpuMs(primary: number): Map<number, number> {
  return new Map(childrenOf(primary).map((pid) => [pid, cpuMs(pid)]));
}

/**
 * The CPU the workers used between two readings, in ms. A worker that came or went in between
 * (one died and was replaced) makes the figure meaningless, so that throws.
 */
export function cpuUsedMs(before: Map<number, number>, after: Map<number, number>): number {
  const same = before.size === after.size && [...before.keys()].every((pid) => after.has(pid));
  if (!same) throw new Error(`The server's workers changed during a measurement: ${[...before.keys()]} → ${[...after.keys()]}`);
  let used = 0;
  for (const [pid, ms] of after) used += ms - before.get(pid)!;
  return used;
}

export interface WorkerMemory {
  pid: number;
  rssMb: number;
  hwmMb: number;
}

/** Each worker's resident memory now (VmRSS) and at its highest since it started (VmHWM). */
export function workersMemory(primary: number): WorkerMemory[] {
  return childrenOf(primary).map((pid) => ({ pid, rssMb: statusMb(pid, "VmRSS"), hwmMb: statusMb(pid, "VmHWM") }));
}

/**
 * All the machine's CPU time since boot, in ms summed over its CPUs, from the first line of
 * /proc/stat: busy (user, nice, system, irq, softirq, steal) and in all (busy, idle and iowait).
 */
export function machineCpuMs(): { busy: number; total: number } {
  const [, user, nice, system, idle, iowait, irq, softirq, steal] = fs
    .readFileSync("/proc/stat", "utf8")
    .split("\n")[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  const busy = user + nice + system + irq + softirq + (steal || 0);
  return { busy: busy * TICK_MS, total: (busy + idle + iowait) * TICK_MS };
}

export interface CpuShares {
  /** The server: its primary and workers. */
  server: number;
  /** This process (the load generator). */
  bench: number;
  /** Everything else on the machine. */
  others: number;
}

/**
 * Starts counting who uses the machine's CPU time; the function returned says each one's share of
 * all of it since (0 to 1, all CPUs together). The server's workers must not change in between.
 */
export function cpuShares(serverPid: number): () => CpuShares {
  const workersBefore = workersCpuMs(serverPid);
  const primaryBefore = cpuMs(serverPid);
  const benchBefore = process.cpuUsage();
  const machineBefore = machineCpuMs();
  return () => {
    const machine = machineCpuMs();
    const benchUsage = process.cpuUsage(benchBefore);
    const serverMs = cpuUsedMs(workersBefore, workersCpuMs(serverPid)) + cpuMs(serverPid) - primaryBefore;
    const benchMs = (benchUsage.user + benchUsage.system) / 1000;
    const totalMs = machine.total - machineBefore.total;
    return {
      server: serverMs / totalMs,
      bench: benchMs / totalMs,
      others: Math.max(0, machine.busy - machineBefore.busy - serverMs - benchMs) / totalMs,
    };
  };
}
