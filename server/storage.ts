// What the server's primary process does to the database file and the uploads folder while no
// worker is running: before the first starts, and after the last has stopped.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { openSqlite } from "../db/connection";
import { migrate } from "../db/migrate";

/**
 * The names app/server/uploads.server.ts gives an upload while it checks it (and gave the resume
 * files it kept on disk before their bytes moved into the database): 32 hex digits and the extension.
 */
const STORED_NAME = /^[0-9a-f]{32}\.(?:pdf|docx?)$/;

function openExisting(databasePath: string): Database.Database | null {
  if (!fs.existsSync(databasePath)) return null;
  const sqlite = new Database(databasePath, { fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/**
 * Opens the database (making it if there is none), applies the migrations it has not run, and
 * closes it: before any worker starts, so that the steps after it find the schema of this release.
 */
export function migrateDatabase(databasePath: string): void {
  const sqlite = openSqlite(databasePath);
  try {
    migrate(sqlite);
  } finally {
    sqlite.close();
  }
}

/** Resumes moved per transaction: each is read from its file within it, so at most one is in memory. */
const MOVE_BATCH = 100;

/**
 * Moves resume files from `uploadsDir` into the database, for a deployment that kept them as
 * files: every resume without bytes in resume_files whose file (named by stored_name) is there
 * gets them, a transaction per batch. Then every file named as the app names them is deleted:
 * those just moved, and what an upload cut short by a crash left. Other files stay, and nothing
 * is done when the database is missing or has no resume_files table (a new or foreign file).
 */
export function moveUploadsIntoDatabase(databasePath: string, uploadsDir: string): { moved: number; removed: number } {
  const result = { moved: 0, removed: 0 };
  if (!fs.existsSync(uploadsDir)) return result;
  const sqlite = openExisting(databasePath);
  if (!sqlite) return result;
  try {
    // Each file is deleted once its bytes are committed: the commit must be on disk first.
    sqlite.pragma("synchronous = FULL");
    const hasResumeFiles = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'resume_files'").get();
    if (!hasResumeFiles) return result;
    const withoutBytes = sqlite.prepare(
      `SELECT id, stored_name FROM resumes
       WHERE id > ? AND NOT EXISTS (SELECT 1 FROM resume_files WHERE resume_id = resumes.id)
       ORDER BY id LIMIT ${MOVE_BATCH}`,
    );
    const insert = sqlite.prepare("INSERT INTO resume_files (resume_id, content) VALUES (?, ?)");
    const moveBatch = sqlite.transaction((after: string) => {
      const batch = withoutBytes.all(after) as { id: string; stored_name: string }[];
      for (const resume of batch) {
        const filePath = path.join(uploadsDir, path.basename(resume.stored_name));
        if (!fs.existsSync(filePath)) continue;
        insert.run(resume.id, fs.readFileSync(filePath));
        result.moved++;
      }
      return batch.at(-1)?.id;
    });
    for (let after: string | undefined = ""; after !== undefined;) after = moveBatch.immediate(after);

    for (const name of fs.readdirSync(uploadsDir)) {
      if (!STORED_NAME.test(name)) continue;
      fs.rmSync(path.join(uploadsDir, name), { force: true });
      result.removed++;
    }
    return result;
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
