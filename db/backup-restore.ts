// Backing up and restoring the SQLite database: for `npm run db:backup` / `db:restore`
// (db/cli/, built to build/cli/ for the production image), and for the server (server/index.ts),
// which swaps in a backup left next to the database before it starts.
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";

/** The tables every database of this app has; a file without them is some other database. */
const APP_TABLES = ["companies", "jobs", "users", "sessions", "applications"];
const COUNTED_TABLES = ["companies", "jobs", "users", "applications", "enquiries"];

export class BackupError extends Error {}

/** Rows per main table (null: the file has no such table). */
export type RowCounts = Record<string, number | null>;

/** What checkBackup finds in a file. */
export interface BackupCheck {
  schemaVersion: number;
  rows: RowCounts;
}

/** Rows per main table, for the operator to see what a file holds. */
function rowCounts(sqlite: BetterSqlite3.Database): RowCounts {
  return Object.fromEntries(
    COUNTED_TABLES.map((table) => {
      try {
        return [table, (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n];
      } catch {
        return [table, null];
      }
    }),
  );
}

/**
 * Copies the database at `source` to `target` while the site keeps serving: VACUUM INTO reads
 * one snapshot in a single read transaction (in WAL mode writers carry on meanwhile), so the
 * copy is consistent. It is written under a temporary name and renamed, so a backup file is
 * never half there.
 */
export function backupDatabase(
  source: string,
  target: string,
  { force = false }: { force?: boolean } = {},
): BackupCheck & { bytes: number; seconds: number } {
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  if (fs.existsSync(target) && !force)
    throw new BackupError(`${target} already exists. Choose another name, or add --force to replace it.`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { force: true });
  const started = performance.now();
  const sqlite = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  try {
    sqlite.pragma("busy_timeout = 5000");
    sqlite.prepare("VACUUM INTO ?").run(partial);
  } finally {
    sqlite.close();
  }
  const check = checkBackup(partial);
  fs.renameSync(partial, target);
  return { ...check, bytes: fs.statSync(target).size, seconds: (performance.now() - started) / 1000 };
}

/**
 * What a backup file holds, after checking that it is whole and this app's: its schema version
 * and row counts. Throws BackupError otherwise.
 */
export function checkBackup(file: string): BackupCheck {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file at ${file}.`);
  let sqlite: BetterSqlite3.Database | undefined;
  try {
    sqlite = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const integrity = sqlite.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new BackupError(`${file} is damaged: ${integrity}`);
    const tables = new Set(sqlite.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all() as string[]);
    const missing = APP_TABLES.filter((table) => !tables.has(table));
    if (missing.length) throw new BackupError(`${file} is not a database of this site (no ${missing.join(", ")} table).`);
    return { schemaVersion: sqlite.pragma("user_version", { simple: true }) as number, rows: rowCounts(sqlite) };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a SQLite database this site can read (${(error as Error).message}).`);
  } finally {
    sqlite?.close();
  }
}

/**
 * Throws unless nothing has the database open: a running server must not see its file swapped.
 * Being the last connection to close, this one also folds the file's write-ahead log into it.
 */
function ensureNotInUse(databasePath: string) {
  if (!fs.existsSync(databasePath)) return;
  // A running server holds the file open for good: no point waiting long for it to let go.
  const sqlite = new BetterSqlite3(databasePath, { fileMustExist: true, timeout: 1000 });
  try {
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.exec("BEGIN EXCLUSIVE; COMMIT;");
  } catch (error) {
    if ((error as { code?: unknown }).code === "SQLITE_BUSY") throw new BackupError(`${databasePath} is in use. Stop the server first.`);
    throw error;
  } finally {
    sqlite.close();
  }
}

/**
 * Puts the backup `file` in place of the database at `databasePath`, with nothing using it. The
 * database it replaces is kept beside it (`…before-restore-<time>`); no write-ahead log is left
 * to be replayed into the restored file. The resumes come back with it: they are rows too. Migrations bring an older backup up to date when the
 * server starts.
 */
export function restoreDatabase(file: string, databasePath: string): BackupCheck & { keptAs: string | null } {
  const check = checkBackup(file);
  ensureNotInUse(databasePath);
  fs.mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true });
  const incoming = `${databasePath}.incoming-${process.pid}`;
  fs.copyFileSync(file, incoming);
  const fd = fs.openSync(incoming, "r+");
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  let keptAs: string | null = null;
  if (fs.existsSync(databasePath)) {
    keptAs = `${databasePath}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    fs.renameSync(databasePath, keptAs);
  }
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(databasePath + suffix, { force: true });
  // Litestream's record of the replaced file's history: without it, Litestream starts the restored
  // file on a generation of its own instead of appending its pages to the old one (db/replica.ts).
  fs.rmSync(path.join(path.dirname(databasePath), `.${path.basename(databasePath)}-litestream`), { recursive: true, force: true });
  fs.renameSync(incoming, databasePath);
  return { ...check, keptAs };
}

/** "12.3 MB" */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
