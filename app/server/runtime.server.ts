// What the production server (server/index.ts) needs of the app besides its routes. The server
// and the Remix build are two bundles (decision 013): were the server to import db.server.ts, it
// would open a second connection of its own. So the build hands its own over, with the background
// work, as one named export of app/entry.server.tsx, `serverRuntime`, which the server reads once
// it has loaded the build.
import type BetterSqlite3 from "better-sqlite3";
import { startDataRetention } from "./data-retention.server";
import { sqlite } from "./db.server";
import { startAlertSending } from "./job-alerts.server";
import { closeExpiredJobs } from "./job-expiry.server";
import { addJobViews, type JobViewCount } from "./job-views.server";
import { startMailDelivery } from "./outbox.server";
import { setReplicationStatus, type ReplicationStatus } from "./replication-status.server";

export interface ServerRuntime {
  /** This process's one SQLite connection, the one every route uses (app/server/db.server.ts). */
  sqlite: BetterSqlite3.Database;
  /**
   * What every request does first, before the page cache is asked or any loader reads: close the
   * jobs past their closing date (job-expiry.server.ts, decision 040).
   */
  startOfRequest(): void;
  /**
   * Starts the work a server process does besides answering requests: delivering the outbox,
   * sending job alerts, and deleting what is kept no longer (data-retention.server.ts), each done
   * by one process at a time (a lease). Returns a function that stops it.
   */
  startBackgroundWork(): () => void;
  /**
   * Adds a worker's counts of job page views (server/job-views.ts) in one transaction, dropping
   * those of ids that are not jobs; returns how many were of jobs.
   */
  addJobViews(counts: JobViewCount[]): number;
  /** What the primary process says of the database's replication, for /healthz. */
  reportReplication(status: ReplicationStatus): void;
  /**
   * Closes the connection: the last thing a stopping worker does. Without replication it first
   * folds the write-ahead log into the database file; with it, Litestream owns the log (its read
   * lock would hold the fold up for the whole busy timeout).
   */
  closeDatabase(options: { checkpoint: boolean }): void;
}

export const serverRuntime: ServerRuntime = {
  sqlite,

  startOfRequest() {
    closeExpiredJobs();
  },

  startBackgroundWork() {
    const stops = [startMailDelivery(), startAlertSending(), startDataRetention()];
    return () => stops.forEach((stop) => stop());
  },

  addJobViews,

  reportReplication: setReplicationStatus,

  closeDatabase({ checkpoint }) {
    if (!sqlite.open) return;
    try {
      if (checkpoint) sqlite.pragma("wal_checkpoint(TRUNCATE)");
    } catch (error) {
      console.error("Checkpointing the database failed", error);
    }
    try {
      sqlite.close();
    } catch (error) {
      console.error("Closing the database failed", error);
    }
  },
};
