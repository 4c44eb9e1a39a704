// What the production server (server/index.ts) needs of the app besides its routes. The server
// and the Remix build are two bundles (decision 013): were the server to import db.server.ts, it
// would open a second connection of its own. So the build hands its own over, with the background
// work, as one named export of app/entry.server.tsx, `serverRuntime`, which the server reads once
// it has loaded the build.
import type BetterSqlite3 from "better-sqlite3";
import { sqlite } from "./db.server";
import { startAlertSending } from "./job-alerts.server";
import { closeExpiredJobs } from "./job-expiry.server";
import { startMailDelivery } from "./outbox.server";

export interface ServerRuntime {
  /** This process's one SQLite connection, the one every route uses (app/server/db.server.ts). */
  sqlite: BetterSqlite3.Database;
  /**
   * What every request does first, before the page cache is asked or any loader reads: close the
   * jobs past their closing date (job-expiry.server.ts, decision 040).
   */
  startOfRequest(): void;
  /**
   * Starts the work a server process does besides answering requests: delivering the outbox and
   * sending job alerts, each done by one process at a time (a lease). Returns a function that stops it.
   */
  startBackgroundWork(): () => void;
  /** Folds the write-ahead log into the database file and closes the connection: the last thing a stopping worker does. */
  closeDatabase(): void;
}

export const serverRuntime: ServerRuntime = {
  sqlite,

  startOfRequest() {
    closeExpiredJobs();
  },

  startBackgroundWork() {
    const stops = [startMailDelivery(), startAlertSending()];
    return () => stops.forEach((stop) => stop());
  },

  closeDatabase() {
    if (!sqlite.open) return;
    try {
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
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
