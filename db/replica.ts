// The database's replica, kept by Litestream (docs/deploy.md, Replication; decision 041): its
// configuration, the check that it answers, the restore of a machine that has no database, and the
// list of what it holds. The server's primary process runs Litestream itself (server/replication.ts).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { checkBackup, type BackupCheck } from "./backup-restore";

/** Where Litestream copies the database: an S3 bucket (Tigris on Fly), or a folder. */
export type ReplicaSettings =
  | { kind: "s3"; url: string; bucket: string; path: string; endpoint?: string; region: string }
  | { kind: "file"; url: string; path: string };

/**
 * How often Litestream looks for new pages in the write-ahead log, and how often it sends them.
 * Together they bound what a lost machine loses: a write acknowledged more than about a second
 * before is on the replica (e2e/replication.spec.ts kills the server to check it). Litestream's
 * defaults are 1 s each; at these, a board that writes all the time makes at most two uploads a
 * second, and a quiet one none.
 */
export const MONITOR_INTERVAL = "250ms";
export const SYNC_INTERVAL = "500ms";
/**
 * A full copy a day; the log segments between two copies are replayed on restore. Three days are
 * kept, so a restore can go back to any moment of them (`-timestamp`).
 */
const SNAPSHOT_INTERVAL = "24h";
const RETENTION = "72h";

/** How long the check that the replica answers may take before the start gives up on it. */
const CHECK_TIMEOUT_MS = 30_000;

export class ReplicaError extends Error {}

/** The Litestream binary for this machine, from the npm package that ships it. */
export function litestreamBinary(): string {
  const require = createRequire(import.meta.url);
  const name = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    return path.join(path.dirname(require.resolve(`${name}/package.json`)), "litestream");
  } catch {
    throw new ReplicaError(`Litestream is not installed for ${process.platform}-${process.arch} (${name}): run npm install.`);
  }
}

/** Litestream's settings for one database and its replica, as JSON (which its YAML reader takes). */
function litestreamSettings(databasePath: string, replica: ReplicaSettings) {
  const common = { "sync-interval": SYNC_INTERVAL, "snapshot-interval": SNAPSHOT_INTERVAL, retention: RETENTION };
  const target =
    replica.kind === "file"
      ? { type: "file", path: path.resolve(replica.path) }
      : {
          type: "s3",
          bucket: replica.bucket,
          path: replica.path,
          region: replica.region,
          ...(replica.endpoint && { endpoint: replica.endpoint }),
        };
  return {
    logging: { type: "json", level: "info", stderr: true },
    dbs: [
      { path: path.resolve(databasePath), "monitor-interval": MONITOR_INTERVAL, replicas: [{ name: "replica", ...target, ...common }] },
    ],
  };
}

/**
 * Writes Litestream's configuration to `file` (a new temporary file unless given) and returns its
 * path. The credentials stay out of it: Litestream reads AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY from the environment.
 */
export function writeLitestreamConfig(
  databasePath: string,
  replica: ReplicaSettings,
  file = path.join(os.tmpdir(), `litestream-${process.pid}-${crypto.randomBytes(4).toString("hex")}.json`),
): string {
  fs.writeFileSync(file, JSON.stringify(litestreamSettings(databasePath, replica), null, 2));
  return file;
}

/** One line of Litestream's log (JSON lines on standard error, as its configuration here asks). */
export interface LitestreamLogLine {
  time?: string;
  level?: string;
  msg?: string;
  error?: string;
  generation?: string;
  position?: string;
  reason?: string;
}

export function parseLogLine(line: string): LitestreamLogLine | null {
  if (!line.startsWith("{")) return null;
  try {
    return JSON.parse(line) as LitestreamLogLine;
  } catch {
    return null;
  }
}

/** Runs one Litestream command to its end: its output, and the errors it logged (it may log one and still exit 0). */
async function runLitestream(args: string[], { timeoutMs }: { timeoutMs?: number } = {}) {
  const child = spawn(litestreamBinary(), args, { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const timer = timeoutMs ? setTimeout(() => child.kill("SIGKILL"), timeoutMs) : undefined;
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (exitCode) => resolve(exitCode));
  }).finally(() => clearTimeout(timer));
  const lines = stderr.split("\n").map(parseLogLine);
  const errors = lines.filter((line) => line?.level === "ERROR").map((line) => line!.error ?? line!.msg ?? "");
  if (code === null) errors.push(`Litestream did not answer within ${(timeoutMs ?? 0) / 1000} s`);
  else if (code !== 0 && errors.length === 0) errors.push(stderr.trim() || `Litestream exited with code ${code}`);
  return { ok: code === 0 && errors.length === 0, stdout, errors };
}

/** What went wrong, in words that say what to do, from Litestream's own error. */
export function describeReplicaError(replica: ReplicaSettings, error: string): string {
  const detail = error.replace(/\s+/g, " ").trim();
  if (/InvalidAccessKeyId|SignatureDoesNotMatch|AccessDenied|Forbidden|status code: 403|InvalidToken|NoCredentialProviders/i.test(detail))
    return `The replica ${replica.url} refused the credentials: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (${detail}).`;
  if (/NoSuchBucket/i.test(detail))
    return `The bucket of the replica ${replica.url} does not exist: check BUCKET_NAME or REPLICA_URL (${detail}).`;
  if (/connection refused|no such host|i\/o timeout|send request failed|network is unreachable|did not answer|dial tcp|TLS/i.test(detail))
    return `The replica ${replica.url} cannot be reached: check AWS_ENDPOINT_URL_S3 and the network (${detail}).`;
  if (
    /lz4|magic|checksum|corrupt|malformed|unexpected EOF|invalid|damaged|not a database|cannot restore|cannot download|cannot apply/i.test(
      detail,
    )
  )
    return `The replica ${replica.url} is damaged: ${detail}.`;
  return `Litestream failed on the replica ${replica.url}: ${detail}.`;
}

/** One generation of the replica: a snapshot and the log after it, from one run of a database. */
export interface Generation {
  generation: string;
  /** How far the generation's end is behind the local database's last change, as Litestream says it ("1.2s"). */
  lag: string;
  start: string;
  end: string;
}

/**
 * The replica's generations, newest last. Throws ReplicaError, naming the problem, when the
 * replica cannot be read (unreachable, refused credentials). The database must exist: Litestream
 * reads its state beside it.
 */
export async function listGenerations(databasePath: string, replica: ReplicaSettings): Promise<Generation[]> {
  const configFile = writeLitestreamConfig(databasePath, replica);
  try {
    const run = await runLitestream(["generations", "-config", configFile, path.resolve(databasePath)], { timeoutMs: CHECK_TIMEOUT_MS });
    if (!run.ok) throw new ReplicaError(describeReplicaError(replica, run.errors.join("; ")));
    return run.stdout
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields.length >= 5)
      .map(([, generation, lag, start, end]) => ({ generation, lag, start, end }))
      .sort((a, b) => a.end.localeCompare(b.end));
  } finally {
    fs.rmSync(configFile, { force: true });
  }
}

/** A position in a generation's log: the last one the replica holds. */
export interface LogPosition {
  generation: string;
  index: number;
  offset: number;
  segments: number;
  lastWrittenAt: string;
}

/** The last log position of each generation of the replica (`litestream wal`). */
export async function lastPositions(databasePath: string, replica: ReplicaSettings): Promise<Map<string, LogPosition>> {
  const configFile = writeLitestreamConfig(databasePath, replica);
  try {
    const run = await runLitestream(["wal", "-config", configFile, path.resolve(databasePath)], { timeoutMs: CHECK_TIMEOUT_MS });
    if (!run.ok) throw new ReplicaError(describeReplicaError(replica, run.errors.join("; ")));
    const positions = new Map<string, LogPosition>();
    for (const line of run.stdout.trim().split("\n").slice(1)) {
      const [, generation, index, offset, , created] = line.trim().split(/\s+/);
      if (!created) continue;
      const position = { generation, index: Number(index), offset: Number(offset), segments: 1, lastWrittenAt: created };
      const known = positions.get(generation);
      const later = !known || position.index > known.index || (position.index === known.index && position.offset >= known.offset);
      positions.set(generation, { ...(later ? position : known), segments: (known?.segments ?? 0) + 1 });
    }
    return positions;
  } finally {
    fs.rmSync(configFile, { force: true });
  }
}

/** The files beside a database that belong to it: SQLite's log and index, Litestream's state. */
function companionFiles(databasePath: string): string[] {
  const dir = path.dirname(databasePath);
  const base = path.basename(databasePath);
  return [`${databasePath}-wal`, `${databasePath}-shm`, path.join(dir, `.${base}-litestream`)];
}

export type ReplicaRestore = { restored: false } | ({ restored: true; seconds: number; bytes: number } & BackupCheck);

/** Which copy to restore: the newest unless a moment (an ISO time) or a generation is named. */
export interface RestoreChoice {
  timestamp?: string;
  generation?: string;
}

/**
 * Writes a copy of the database from the replica to `target` (which must not exist), checked
 * whole and this site's before it gets that name. With nothing on the replica, writes nothing.
 * Reads the replica only. Throws ReplicaError, naming the problem.
 */
export async function restoreCopy(
  databasePath: string,
  replica: ReplicaSettings,
  target: string,
  choice: RestoreChoice = {},
): Promise<ReplicaRestore> {
  if (fs.existsSync(target)) throw new ReplicaError(`${target} exists: a restore never replaces a database.`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const incoming = `${target}.from-replica`;
  const leftovers = () => {
    const dir = path.dirname(path.resolve(incoming));
    for (const name of fs.readdirSync(dir)) if (name.startsWith(path.basename(incoming))) fs.rmSync(path.join(dir, name), { force: true });
  };
  leftovers();
  const configFile = writeLitestreamConfig(databasePath, replica);
  const started = performance.now();
  try {
    const chosen = [
      ...(choice.timestamp ? ["-timestamp", choice.timestamp] : []),
      ...(choice.generation ? ["-generation", choice.generation] : []),
    ];
    const run = await runLitestream([
      "restore",
      "-config",
      configFile,
      "-if-replica-exists",
      ...chosen,
      "-o",
      incoming,
      path.resolve(databasePath),
    ]);
    if (!run.ok) throw new ReplicaError(describeReplicaError(replica, run.errors.join("; ")));
    if (!fs.existsSync(incoming)) return { restored: false };
    let check: BackupCheck;
    try {
      check = checkBackup(incoming);
    } catch (error) {
      throw new ReplicaError(`The copy restored from ${replica.url} is not usable: ${(error as Error).message}`);
    }
    const bytes = fs.statSync(incoming).size;
    fs.renameSync(incoming, target);
    return { restored: true, seconds: (performance.now() - started) / 1000, bytes, ...check };
  } finally {
    leftovers();
    fs.rmSync(configFile, { force: true });
  }
}

/**
 * For a machine with no database: brings back the newest copy on the replica (restoreCopy), in
 * place. Never touches a database that is there. With nothing on the replica yet (the first
 * deploy), restores nothing. Throws ReplicaError, saying what is wrong and what to do, when the
 * replica cannot be read or what it gives back is not a whole database.
 */
export async function restoreFromReplica(databasePath: string, replica: ReplicaSettings): Promise<ReplicaRestore> {
  if (fs.existsSync(databasePath)) throw new ReplicaError(`${databasePath} exists: a restore never replaces a database.`);
  // A log or Litestream's state left from a database that is gone would be applied to the restored one.
  for (const file of companionFiles(databasePath)) fs.rmSync(file, { recursive: true, force: true });
  try {
    return await restoreCopy(databasePath, replica, databasePath);
  } catch (error) {
    if (!(error instanceof ReplicaError)) throw error;
    throw new ReplicaError(
      `${error.message} Nothing was restored and the site did not start. Fix the replica's settings, or restore an older generation or a backup by hand (docs/deploy.md, Restoring).`,
    );
  }
}
