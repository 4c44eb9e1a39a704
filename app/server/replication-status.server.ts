// How the database's replication is doing, for /healthz: the server's primary process runs
// Litestream (server/replication.ts) and sends each worker its status, which the worker hands to
// the app here (runtime.server.ts, reportReplication).
import fs from "node:fs";
import { config } from "./config.server";

export interface ReplicationStatus {
  /** The replica's address, s3://bucket/path or file:///folder. */
  replica: string;
  /** Whether Litestream is running. */
  running: boolean;
  /** When it last started. */
  since: string | null;
  /** The replica holds every write the database had at this moment (ISO time); null while a new generation's first copy is uploaded. */
  replicatedAt: string | null;
  generation: string | null;
  /** The last error Litestream logged. */
  lastError: { at: string; message: string } | null;
}

/** Past this, /healthz/replication answers 503: the replica is missing more than a minute of writes. */
export const MAX_HEALTHY_LAG_SECONDS = 60;

let latest: ReplicationStatus | null = null;

export function setReplicationStatus(status: ReplicationStatus | null): void {
  latest = status;
}

export type ReplicationHealth =
  | { state: "off" }
  | (Omit<ReplicationStatus, "running"> & { state: "running" | "stopped" | "failing"; behindSeconds: number | null; healthy: boolean });

/**
 * The replication as an operator reads it. `behindSeconds`: 0 when the database has not changed
 * since the replica's last upload began; otherwise how long ago that was, the most the machine's
 * loss would cost; while a new generation's first copy is still uploading, how long Litestream has
 * been running. "failing": Litestream logged an error, has uploaded nothing since, and has
 * writes to upload.
 */
export function replicationHealth(now = Date.now()): ReplicationHealth {
  if (!latest) return { state: "off" };
  const { running, ...status } = latest;
  const replicatedAt = status.replicatedAt ? Date.parse(status.replicatedAt) : null;
  let lastChange = 0;
  try {
    lastChange = fs.statSync(`${config.databasePath}-wal`).mtimeMs;
  } catch {
    // No log: everything is in the database file, which Litestream copied when it started.
  }
  const since = status.since ? Date.parse(status.since) : null;
  // No upload yet since a new generation began: behind by as long as Litestream has been running.
  const behindSeconds =
    replicatedAt === null
      ? since === null
        ? null
        : Math.max(0, (now - since) / 1000)
      : lastChange <= replicatedAt
        ? 0
        : Math.max(0, (now - replicatedAt) / 1000);
  const failing =
    status.lastError !== null && behindSeconds !== 0 && (replicatedAt === null || Date.parse(status.lastError.at) > replicatedAt);
  const state = !running ? "stopped" : failing ? "failing" : "running";
  const healthy = state === "running" && behindSeconds !== null && behindSeconds <= MAX_HEALTHY_LAG_SECONDS;
  return { state, ...status, behindSeconds: behindSeconds === null ? null : Math.round(behindSeconds * 10) / 10, healthy };
}
