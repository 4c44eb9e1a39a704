// Litestream beside the server (docs/deploy.md, Replication): the primary process starts it before
// anything opens the database, keeps it running, tells the workers how it is doing (for /healthz),
// and stops it after the last worker, so that its final upload holds every write they made.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { ReplicationStatus } from "../app/server/replication-status.server";
import { megabytes } from "../db/backup-restore";
import {
  listGenerations,
  litestreamBinary,
  parseLogLine,
  restoreFromReplica,
  writeLitestreamConfig,
  type LitestreamLogLine,
  type ReplicaSettings,
} from "../db/replica";

/** How long Litestream may take to upload what is left and stop. */
const STOP_TIMEOUT_MS = 5_000;
const RESTART_DELAY_MS = 2_000;
const READY_TIMEOUT_MS = 30_000;

/** What Litestream logs that an operator wants to see; the rest (an upload twice a second) is for the status. */
const LOGGED_MESSAGES = new Set(["sync: new generation", "snapshot written", "litestream shut down"]);

export interface Replicator {
  status(): ReplicationStatus;
  /** Called with the new status whenever it changes. */
  onChange(listener: (status: ReplicationStatus) => void): void;
  /** Stops Litestream after its last upload; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts `litestream replicate` for the database and restarts it should it die. Resolves once
 * Litestream is running; rejects, with what it said, if it stops before that.
 */
export async function startReplication(databasePath: string, replica: ReplicaSettings): Promise<Replicator> {
  // One name per database, written afresh at each start of Litestream: a server killed outright
  // leaves it behind, and the next start reuses it rather than adding another.
  const configFile = path.join(
    os.tmpdir(),
    `keystone-litestream-${crypto.createHash("sha256").update(path.resolve(databasePath)).digest("hex").slice(0, 16)}.json`,
  );
  const listeners: ((status: ReplicationStatus) => void)[] = [];
  const status: ReplicationStatus = {
    replica: replica.url,
    running: false,
    since: null,
    replicatedAt: null,
    generation: null,
    lastError: null,
  };
  let child: ChildProcess | null = null;
  let stopping = false;
  /** When the upload now under way read the log: once it is written, the replica holds everything before. */
  let uploadStartedAt: string | null = null;

  const changed = () => listeners.forEach((listener) => listener({ ...status }));

  function onLogLine(entry: LitestreamLogLine) {
    const time = entry.time ?? new Date().toISOString();
    if (entry.msg === "write wal segment" || entry.msg === "write snapshot") uploadStartedAt ??= time;
    else if ((entry.msg === "wal segment written" || entry.msg === "snapshot written") && uploadStartedAt) {
      status.replicatedAt = uploadStartedAt;
      uploadStartedAt = null;
    }
    // A new generation (a new database, a restored one, a log Litestream lost track of) starts
    // with a full copy: until that snapshot is written, the replica holds nothing of it.
    if (entry.msg === "sync: new generation") status.replicatedAt = null;
    if (entry.generation) status.generation = entry.generation;
    if (entry.position) status.generation = entry.position.split("/")[0];
    if (entry.level === "ERROR") {
      status.lastError = { at: time, message: entry.error ?? entry.msg ?? "unknown" };
      uploadStartedAt = null;
      console.error(`Litestream: ${entry.msg}${entry.error ? `: ${entry.error}` : ""}`);
    } else if (entry.level === "WARN" || (entry.msg && LOGGED_MESSAGES.has(entry.msg))) {
      console.log(`Litestream: ${entry.msg}${entry.generation ? ` ${entry.generation}` : ""}${entry.reason ? ` (${entry.reason})` : ""}`);
    }
    changed();
  }

  function launch(): Promise<void> {
    writeLitestreamConfig(databasePath, replica, configFile);
    const started = spawn(litestreamBinary(), ["replicate", "-config", configFile], { stdio: ["ignore", "pipe", "pipe"] });
    child = started;
    let output = "";
    for (const stream of [started.stdout!, started.stderr!]) {
      readline.createInterface({ input: stream }).on("line", (line) => {
        if (output.length < 4000) output += `${line}\n`;
        const entry = parseLogLine(line);
        if (entry) onLogLine(entry);
        else if (line.trim()) console.log(`Litestream: ${line}`);
      });
    }
    return new Promise((resolve, reject) => {
      started.once("error", reject);
      // "replicating to" comes once the configuration is read and the database is watched.
      const startedAt = Date.now();
      const ready = setInterval(() => {
        if (!output.includes('"replicating to"')) {
          if (Date.now() - startedAt < READY_TIMEOUT_MS) return;
          clearInterval(ready);
          started.kill("SIGKILL");
          reject(new Error(`Litestream did not start within ${READY_TIMEOUT_MS / 1000} s: ${output.trim().slice(-1000)}`));
          return;
        }
        clearInterval(ready);
        status.running = true;
        status.since = new Date().toISOString();
        status.replicatedAt ??= status.since;
        changed();
        resolve();
      }, 50);
      started.once("exit", (code, signal) => {
        clearInterval(ready);
        child = null;
        const wasRunning = status.running;
        status.running = false;
        if (!wasRunning) {
          reject(new Error(`Litestream stopped as it started (${signal ?? `exit code ${code}`}): ${output.trim().slice(-1000)}`));
          return;
        }
        changed();
        if (stopping) return;
        status.lastError = { at: new Date().toISOString(), message: `Litestream stopped (${signal ?? `exit code ${code}`})` };
        console.error(`Litestream stopped (${signal ?? `exit code ${code}`}); starting it again in ${RESTART_DELAY_MS / 1000} s`);
        setTimeout(() => {
          if (!stopping) launch().catch((error: Error) => console.error(error.message));
        }, RESTART_DELAY_MS);
      });
    });
  }

  await launch();
  console.log(`Replicating ${databasePath} to ${replica.url} with Litestream`);

  return {
    status: () => ({ ...status }),
    onChange: (listener) => void listeners.push(listener),
    async stop() {
      stopping = true;
      const running = child;
      if (running) {
        const exited = new Promise((resolve) => running.once("exit", resolve));
        running.kill("SIGTERM");
        const timer = setTimeout(() => running.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(configFile, { force: true });
    },
  };
}

/**
 * Before the server opens the database: with none there (a new or lost volume), brings back the
 * newest copy on the replica; with one there, checks that the replica answers. Then starts
 * Litestream. Throws, with a message that says what to do, when the replica cannot be used.
 */
export async function prepareReplication(databasePath: string, replica: ReplicaSettings): Promise<Replicator> {
  if (!fs.existsSync(databasePath)) {
    console.log(`No database at ${databasePath}: restoring the newest copy from ${replica.url}`);
    const restore = await restoreFromReplica(databasePath, replica);
    if (restore.restored) {
      const rows = Object.entries(restore.rows)
        .map(([table, count]) => `${table}: ${count ?? "-"}`)
        .join(", ");
      console.log(
        `Restored ${databasePath} from ${replica.url} in ${restore.seconds.toFixed(1)} s (${megabytes(restore.bytes)}, schema version ${restore.schemaVersion}, checked whole; ${rows})`,
      );
    } else {
      console.log(`${replica.url} holds no copy yet: starting with a new database`);
    }
  } else {
    const generations = await listGenerations(databasePath, replica);
    const newest = generations.at(-1);
    console.log(`Replica ${replica.url}: ${newest ? `newest generation ${newest.generation}, up to ${newest.end}` : "no copy yet"}`);
  }
  return startReplication(databasePath, replica);
}
