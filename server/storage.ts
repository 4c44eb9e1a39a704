// What the server's primary process does to the database file and the uploads folder while no
// worker is running: before the first starts, and after the last has stopped.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/** The names app/server/uploads.server.ts gives resume files: 32 hex digits and the extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(?:pdf|docx?)$/;

function openExisting(databasePath: string): Database.Database | null {
  if (!fs.existsSync(databasePath)) return null;
  const sqlite = new Database(databasePath, { fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/**
 * Deletes the resume files in `uploadsDir` that no row of `resumes` names: what an upload cut
 * short by a crash leaves. Only files named as the app names them are touched, and nothing when
 * the database has no resumes table yet (a new or foreign file). Returns how many it deleted.
 */
export function sweepUploads(databasePath: string, uploadsDir: string): number {
  if (!fs.existsSync(uploadsDir)) return 0;
  const sqlite = openExisting(databasePath);
  if (!sqlite) return 0;
  try {
    const hasResumes = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'resumes'").get();
    if (!hasResumes) return 0;
    const named = new Set(sqlite.prepare("SELECT stored_name FROM resumes").pluck().all() as string[]);
    let removed = 0;
    for (const name of fs.readdirSync(uploadsDir)) {
      if (!STORED_NAME.test(name) || named.has(name)) continue;
      fs.rmSync(path.join(uploadsDir, name), { force: true });
      removed++;
    }
    return removed;
  } finally {
    sqlite.close();
  }
}

/**
 * Folds the write-ahead log into the database file and empties it. Each worker does so as it
 * stops, but workers stopping together can each find another still open and leave the log;
 * once the last is gone, this one is the only connection, so nothing is left behind.
 */
export function checkpointDatabase(databasePath: string): void {
  const sqlite = openExisting(databasePath);
  if (!sqlite) return;
  try {
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    // The last connection to close deletes the -wal and -shm files.
    sqlite.close();
  }
}
