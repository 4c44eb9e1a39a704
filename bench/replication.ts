// Replication under load (Litestream beside the server: server/replication.ts, db/replica.ts). The
// drill that e2e/replication.spec.ts checks and npm run bench measures: candidates upload resumes
// and apply with them until every process of the server is killed with SIGKILL; the data folder
// goes with it, and the server starts again from the replica. Also the cost of replication to the
// same writes, with it and without it on copies of one board.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";

const projectDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RESUME = fs.readFileSync(path.join(projectDir, "test/fixtures/resume.pdf"));
const STOP_TIMEOUT_MS = 20_000;

/** The production server (build/server.js) in a process group of its own. */
export interface ReplicatedServer {
  pid: number;
  /** How many workers it starts (WEB_CONCURRENCY). */
  workers: number;
  exited: Promise<number | null>;
  log: () => string;
}

/** The server on `port` with its database and uploads in `dataDir`; REPLICA_URL in `env` replicates it. */
export function startServer(dataDir: string, port: number, env: Record<string, string>): ReplicatedServer {
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    WEB_CONCURRENCY: "2",
    SESSION_SECRET: "replication-test-secret-of-at-least-32-characters",
    RATE_LIMIT_PER_MINUTE: "100000",
    UPLOADS_PER_MINUTE: "100000",
    ...env,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_PATH: path.resolve(dataDir, "app.db"),
    UPLOADS_DIR: path.resolve(dataDir, "uploads"),
  };
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: projectDir,
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: the primary, its workers and Litestream die together at the kill.
    detached: true,
  });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { pid: child.pid!, workers: Number(serverEnv.WEB_CONCURRENCY), exited, log: () => log };
}

/**
 * Resolves with /healthz's answer once every worker listens and Litestream runs (with `replication`
 * false: once /healthz says replication is off); throws, with the server's log, if it exits or
 * `timeoutMs` passes first.
 */
export async function untilServing(
  server: ReplicatedServer,
  port: number,
  { replication = true, timeoutMs = 60_000 }: { replication?: boolean; timeoutMs?: number } = {},
): Promise<string> {
  let running = true;
  void server.exited.then(() => (running = false));
  const deadline = Date.now() + timeoutMs;
  while (running && Date.now() < deadline) {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => (response.ok ? response.text() : ""),
      () => "",
    );
    const ready = health.includes(replication ? "replication: running" : "replication: off");
    if (ready && (server.log().match(/listening/g)?.length ?? 0) >= server.workers) return health;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start${replication ? " replicating" : ""}:\n${server.log()}`);
}

export function killGroup(server: ReplicatedServer, signal: NodeJS.Signals = "SIGKILL") {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the group, as a deploy stops it (Litestream uploads what is left); SIGKILL if it is not gone in 20 s. */
export async function stopGroup(server: ReplicatedServer) {
  killGroup(server, "SIGTERM");
  const timer = setTimeout(() => killGroup(server), STOP_TIMEOUT_MS);
  await server.exited;
  clearTimeout(timer);
}

export interface Candidate {
  id: number;
  cookie: string;
  /** The index in the job list of the next job it applies to. */
  next: number;
}

export async function registerCandidates(origin: string, count: number): Promise<Candidate[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${origin}/api/auth/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: `drill-${i}@example.com`, password: "drill-password-1", fullName: `Drill ${i}`, role: "candidate" }),
      });
      if (response.status !== 201) throw new Error(`Registering candidate ${i} answered ${response.status}: ${await response.text()}`);
      const user = (await response.json()) as { user: { id: number } };
      return { id: user.user.id, cookie: response.headers.get("Set-Cookie")!.split(";")[0], next: 0 };
    }),
  );
}

export interface Acknowledged {
  applicationId: number;
  userId: number;
  jobId: number;
  resumeSha256: string;
  /** When the 201 of the application arrived (Date.now()). */
  at: number;
}

/**
 * Each candidate uploads a resume of its own (a PDF with 20-150 KB of its own bytes) and applies
 * with it, job after job of `jobIds`, until `stopped()` or the list's end. Every acknowledged
 * application goes into `acknowledged` as its answer arrives. A failure before `stopped()` rejects,
 * unless `refused` is given: an answer other than 201 then goes there and the candidate goes on.
 */
export async function applyLoad(
  origin: string,
  candidates: Candidate[],
  jobIds: number[],
  stopped: () => boolean,
  acknowledged: Acknowledged[],
  refused?: string[],
) {
  async function applyLoop(candidate: Candidate) {
    while (!stopped() && candidate.next < jobIds.length) {
      const jobId = jobIds[candidate.next++];
      const resume = Buffer.concat([
        RESUME,
        Buffer.from(`\n%${crypto.randomBytes(10_000 + Math.floor(Math.random() * 60_000)).toString("base64")}\n`),
      ]);
      try {
        const form = new FormData();
        form.append("resume", new Blob([resume], { type: "application/pdf" }), "resume.pdf");
        const upload = await fetch(`${origin}/api/upload/resume`, { method: "POST", headers: { Cookie: candidate.cookie }, body: form });
        if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
        const { resumeUrl } = (await upload.json()) as { resumeUrl: string };
        const applied = await fetch(`${origin}/api/jobs/${jobId}/apply`, {
          method: "POST",
          headers: { Cookie: candidate.cookie, "Content-Type": "application/json" },
          body: JSON.stringify({ resumeUrl }),
        });
        if (applied.status !== 201) throw new Error(`apply to job ${jobId} answered ${applied.status}: ${await applied.text()}`);
        const { application } = (await applied.json()) as { application: { id: number } };
        acknowledged.push({
          applicationId: application.id,
          userId: candidate.id,
          jobId,
          resumeSha256: crypto.createHash("sha256").update(resume).digest("hex"),
          at: Date.now(),
        });
      } catch (error) {
        if (stopped()) continue;
        if (!refused || !/ answered \d+/.test((error as Error).message)) throw error;
        refused.push((error as Error).message);
      }
    }
  }
  await Promise.all(candidates.map(applyLoop));
}

export interface DrillOptions {
  dataDir: string;
  port: number;
  /** REPLICA_URL: file:///folder or s3://bucket/path. */
  replicaUrl: string;
  /** The server's other settings. */
  env?: Record<string, string>;
  /** Already started on `dataDir` with the replica and serving; started here when not given. */
  server?: ReplicatedServer;
  /** Job ids to apply to, or what gives them once the server serves (it may write them into the database at this path). */
  jobs: number[] | ((databasePath: string) => number[]);
  candidates: number;
  /** How long the load runs before the kill. */
  seconds: number;
  /** How long the start from the replica may take. */
  servingTimeoutMs?: number;
}

export interface DrillResult {
  acknowledged: Acknowledged[];
  killedAt: number;
  /** When the server was started again on the empty data folder. */
  restartedAt: number;
  /** When it answered /healthz with every worker listening and Litestream running again. */
  servingAt: number;
  recoverySeconds: number;
  /** The database restored from the replica. */
  databasePath: string;
  /** /healthz's answer once serving again. */
  health: string;
  /** The server started again, serving: the caller stops it. */
  server: ReplicatedServer;
}

/**
 * Applies under load for `seconds`, kills the server's process group with SIGKILL, deletes
 * `dataDir` and starts the server again on it with the same replica, until it serves.
 */
export async function replicationDrill(options: DrillOptions): Promise<DrillResult> {
  const { dataDir, port, candidates: count, seconds } = options;
  const env = { ...options.env, REPLICA_URL: options.replicaUrl };
  const origin = `http://127.0.0.1:${port}`;
  const databasePath = path.resolve(dataDir, "app.db");
  let server = options.server;
  try {
    if (!server) {
      server = startServer(dataDir, port, env);
      await untilServing(server, port);
    }
    const jobIds = typeof options.jobs === "function" ? options.jobs(databasePath) : options.jobs;
    const candidates = await registerCandidates(origin, count);

    const acknowledged: Acknowledged[] = [];
    let killed = false;
    const load = applyLoad(origin, candidates, jobIds, () => killed, acknowledged);
    load.catch(() => {}); // Awaited after the kill.
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    killed = true;
    const killedAt = Date.now();
    killGroup(server);
    await server.exited;
    await load;

    // The machine is gone: its data folder with it.
    fs.rmSync(dataDir, { recursive: true, force: true });
    const restartedAt = Date.now();
    server = startServer(dataDir, port, env);
    const health = await untilServing(server, port, { timeoutMs: options.servingTimeoutMs });
    const servingAt = Date.now();
    return {
      acknowledged,
      killedAt,
      restartedAt,
      servingAt,
      recoverySeconds: (servingAt - restartedAt) / 1000,
      databasePath,
      health,
      server,
    };
  } catch (error) {
    if (server) {
      killGroup(server);
      await server.exited;
    }
    throw error;
  }
}

/** Open jobs of a board that will not close within a day, from the first id up: jobs to apply to. */
export function openJobIds(databasePath: string, count: number): number[] {
  const sqlite = new BetterSqlite3(databasePath, { readonly: true, fileMustExist: true });
  try {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    return sqlite
      .prepare("SELECT id FROM jobs WHERE closed_at IS NULL AND closes_at > ? ORDER BY id LIMIT ?")
      .pluck()
      .all(soon, count) as number[];
  } finally {
    sqlite.close();
  }
}

/** A board's database in a data folder of its own (Litestream adds its tables to the database it replicates). */
function copyBoard(board: string, dataDir: string) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(board, path.join(dataDir, "app.db"));
  if (fs.existsSync(`${board}-wal`)) fs.copyFileSync(`${board}-wal`, path.join(dataDir, "app.db-wal"));
}

async function until(condition: () => boolean, what: string, server: ReplicatedServer, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s:\n${server.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface RecoveryMeasurement {
  board: number;
  /** From the start on the copied board until /healthz said Litestream runs. */
  replicatingSeconds: number;
  /** Until Litestream had written its first snapshot: the whole database on the replica. */
  firstUploadSeconds: number;
  acknowledged: number;
  lost: number;
  /** Lost, acknowledged more than a second before the kill. */
  lostOlderThan1s: number;
  /** How long before the kill the oldest lost application was acknowledged, or null with none lost. */
  oldestLostAgeMs: number | null;
  /** The restored database passes integrity_check, has no candidate's application to a job twice, and each has its resume's bytes. */
  restoredWhole: boolean;
  recoverySeconds: number;
  databaseMb: number;
}

export interface MeasureOptions {
  /** The board's database; copied, never replicated itself. */
  board: string;
  boardSize: number;
  /** A folder of this measurement's own, emptied first. */
  dir: string;
  port: number;
  seconds: number;
  candidates: number;
  /** How long a start (on the board or from the replica) may take. */
  timeoutMs: number;
}

/** Which of the acknowledged applications the restored database holds, with the same candidate, job and resume. */
function restoredApplications(databasePath: string, acknowledged: Acknowledged[]) {
  const restored = new BetterSqlite3(databasePath, { readonly: true });
  const users = JSON.stringify([...new Set(acknowledged.map((application) => application.userId))]);
  try {
    const rows = restored
      .prepare(
        `SELECT applications.id, applications.user_id, applications.job_id, resume_files.content
         FROM applications JOIN resume_files ON resume_files.resume_id = applications.resume_id
         WHERE applications.user_id IN (SELECT value FROM json_each(?))`,
      )
      .all(users) as {
      id: number;
      user_id: number;
      job_id: number;
      content: Buffer;
    }[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const present = acknowledged.filter((application) => {
      const row = byId.get(application.applicationId);
      return (
        row?.user_id === application.userId &&
        row.job_id === application.jobId &&
        crypto.createHash("sha256").update(row.content).digest("hex") === application.resumeSha256
      );
    });
    const pairs = rows.map((row) => `${row.user_id}/${row.job_id}`);
    const applications = restored
      .prepare("SELECT count(*) FROM applications WHERE user_id IN (SELECT value FROM json_each(?))")
      .pluck()
      .get(users) as number;
    const whole =
      restored.pragma("integrity_check", { simple: true }) === "ok" && new Set(pairs).size === pairs.length && applications === rows.length;
    return { present: new Set(present.map((application) => application.applicationId)), whole };
  } finally {
    restored.close();
  }
}

/**
 * The recovery point and time at one board: a copy of the board served with a folder replica of
 * its own (the time to its first upload), the drill on its open jobs, and what came back.
 */
export async function measureRecovery(options: MeasureOptions): Promise<RecoveryMeasurement> {
  const { board, dir, port, timeoutMs } = options;
  fs.rmSync(dir, { recursive: true, force: true });
  const dataDir = path.join(dir, "data");
  const replica = path.join(dir, "replica");
  const replicaUrl = `file://${replica}`;
  copyBoard(board, dataDir);
  const jobIds = openJobIds(path.join(dataDir, "app.db"), 5_000);

  const started = Date.now();
  let server: ReplicatedServer | undefined = startServer(dataDir, port, { REPLICA_URL: replicaUrl });
  try {
    await untilServing(server, port, { timeoutMs });
    const replicatingSeconds = (Date.now() - started) / 1000;
    const first = server;
    await until(() => first.log().includes("Litestream: snapshot written"), "Litestream's first snapshot", first, timeoutMs);
    const firstUploadSeconds = (Date.now() - started) / 1000;

    const drill = await replicationDrill({
      dataDir,
      port,
      replicaUrl,
      server,
      jobs: jobIds,
      candidates: options.candidates,
      seconds: options.seconds,
      servingTimeoutMs: timeoutMs,
    });
    server = drill.server;
    const { present, whole } = restoredApplications(drill.databasePath, drill.acknowledged);
    const lost = drill.acknowledged.filter((application) => !present.has(application.applicationId));
    const result: RecoveryMeasurement = {
      board: options.boardSize,
      replicatingSeconds,
      firstUploadSeconds,
      acknowledged: drill.acknowledged.length,
      lost: lost.length,
      lostOlderThan1s: lost.filter((application) => application.at < drill.killedAt - 1_000).length,
      oldestLostAgeMs: lost.length ? drill.killedAt - Math.min(...lost.map((application) => application.at)) : null,
      restoredWhole: whole,
      recoverySeconds: drill.recoverySeconds,
      databaseMb: fs.statSync(drill.databasePath).size / 2 ** 20,
    };
    console.error(
      `${options.boardSize.toLocaleString("en-US")} jobs: replicating in ${replicatingSeconds.toFixed(1)} s, first upload in ${firstUploadSeconds.toFixed(1)} s; ` +
        `${result.acknowledged} acknowledged in ${options.seconds} s, ${result.lost} lost (${result.lostOlderThan1s} over 1 s before the kill), ` +
        `serving again from the replica in ${result.recoverySeconds.toFixed(1)} s, ${result.databaseMb.toFixed(0)} MB, restored whole: ${whole}`,
    );
    return result;
  } finally {
    if (server) await stopGroup(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface ThroughputRun {
  replicated: boolean;
  applications: number;
  /** Uploads or applications answered otherwise than 201, with the answer, and the server's log then. */
  refused: string[];
  serverLog: string | null;
  seconds: number;
  perSecond: number;
}

export interface ThroughputResult {
  runs: ThroughputRun[];
  /** The mean of the runs' applications a second, without replication and with it. */
  withoutPerSecond: number;
  withPerSecond: number;
  /** withPerSecond / withoutPerSecond. */
  ratio: number;
}

/**
 * Applications a second without replication and with it, taking turns (without first), each run
 * on a fresh copy of the board; with it, the load starts once the first upload is done.
 */
export async function replicationThroughput(
  options: MeasureOptions & { warmUpSeconds: number; rounds: number },
): Promise<ThroughputResult> {
  const { board, dir, port, timeoutMs, seconds, warmUpSeconds } = options;
  const runs: ThroughputRun[] = [];
  for (let round = 0; round < options.rounds; round++) {
    // Without first in even rounds, with first in odd ones: a machine that speeds up or slows down
    // during the runs favours neither.
    for (const replicated of round % 2 === 0 ? [false, true] : [true, false]) {
      fs.rmSync(dir, { recursive: true, force: true });
      const dataDir = path.join(dir, "data");
      copyBoard(board, dataDir);
      const jobIds = openJobIds(path.join(dataDir, "app.db"), 5_000);
      const server = startServer(
        dataDir,
        port,
        replicated ? { REPLICA_URL: `file://${path.join(dir, "replica")}` } : { REPLICA_URL: "", BUCKET_NAME: "" },
      );
      try {
        await untilServing(server, port, { replication: replicated, timeoutMs });
        if (replicated)
          await until(() => server.log().includes("Litestream: snapshot written"), "Litestream's first snapshot", server, timeoutMs);
        const origin = `http://127.0.0.1:${port}`;
        const candidates = await registerCandidates(origin, options.candidates);
        const acknowledged: Acknowledged[] = [];
        const from = Date.now() + warmUpSeconds * 1000;
        const to = from + seconds * 1000;
        const refused: string[] = [];
        await applyLoad(origin, candidates, jobIds, () => Date.now() >= to, acknowledged, refused);
        if (candidates.some((candidate) => candidate.next >= jobIds.length))
          throw new Error(`A candidate applied to all ${jobIds.length} jobs`);
        const applications = acknowledged.filter((application) => application.at >= from && application.at < to).length;
        const serverLog = refused.length ? server.log().split("\n").slice(-30).join("\n") : null;
        const run = { replicated, applications, refused, serverLog, seconds, perSecond: applications / seconds };
        if (serverLog) console.error(`${refused.length} refused: ${refused.slice(0, 3).join("; ")}\n${serverLog}`);
        runs.push(run);
        console.error(
          `${replicated ? "With" : "Without"} replication: ${applications} applications in ${seconds} s, ${run.perSecond.toFixed(1)} a second`,
        );
      } finally {
        await stopGroup(server);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  const mean = (replicated: boolean) => {
    const rates = runs.filter((run) => run.replicated === replicated).map((run) => run.perSecond);
    return rates.reduce((a, b) => a + b, 0) / rates.length;
  };
  return { runs, withoutPerSecond: mean(false), withPerSecond: mean(true), ratio: mean(true) / mean(false) };
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function recoveryTable(rows: RecoveryMeasurement[]): string {
  return [
    "| board | acknowledged | lost | lost over 1 s before the kill | oldest lost, before the kill | restored whole | recovery time | first upload | replicating (/healthz) | database |",
    "|---|---:|---:|---:|---:|---|---:|---:|---:|---:|",
    ...rows.map(
      (row) =>
        `| ${fmt(row.board)} jobs | ${fmt(row.acknowledged)} | ${fmt(row.lost)} | ${fmt(row.lostOlderThan1s)} | ` +
        `${row.oldestLostAgeMs === null ? "none lost" : `${fmt(row.oldestLostAgeMs)} ms`} | ${row.restoredWhole ? "yes" : "**no**"} | ` +
        `${fmt(row.recoverySeconds, 1)} s | ${fmt(row.firstUploadSeconds, 1)} s | ${fmt(row.replicatingSeconds, 1)} s | ${fmt(row.databaseMb)} MB |`,
    ),
  ].join("\n");
}

export function throughputTable(result: ThroughputResult): string {
  return [
    "| run | replication | applications | refused | seconds | applications/s |",
    "|---:|---|---:|---:|---:|---:|",
    ...result.runs.map(
      (run, i) =>
        `| ${i + 1} | ${run.replicated ? "on" : "off"} | ${fmt(run.applications)} | ${fmt(run.refused.length)} | ${fmt(run.seconds)} | ${fmt(run.perSecond, 1)} |`,
    ),
    ...result.runs.flatMap((run, i) =>
      run.refused.length
        ? [
            "",
            `Run ${i + 1} refused ${run.refused.length}: ${run.refused.slice(0, 3).join("; ")}. The server's log then:`,
            "",
            "```",
            run.serverLog ?? "",
            "```",
          ]
        : [],
    ),
    "",
    `With replication, ${fmt(result.withPerSecond, 1)} applications a second against ${fmt(result.withoutPerSecond, 1)} without it (the means of the runs): ${fmt(result.ratio * 100, 1)}%.`,
  ].join("\n");
}
