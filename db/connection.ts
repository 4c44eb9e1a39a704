import fs from "node:fs";
import path from "node:path";
import BetterSqlite3, { SqliteError } from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrate } from "./migrate";
import type { Database } from "./schema";
import { seedIfEmpty } from "./seed";

const DEFAULT_DATABASE_PATH = "./data/app.db";

export function databasePathFromEnv(): string {
  return process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
}

/** Opens (creating if needed) the SQLite file with the settings every connection needs. */
export function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // First, so that the statements after it wait for a lock another process holds.
  sqlite.pragma("busy_timeout = 5000");
  useWriteAheadLog(sqlite);
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}

/**
 * Switches the file to WAL mode (it stays so). Converting a new file needs it alone for a moment,
 * and SQLite answers "busy" at once, without the busy timeout, while another process converts
 * it too (server workers starting together): so try again for up to five seconds.
 */
function useWriteAheadLog(sqlite: BetterSqlite3.Database) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 1; ; attempt++) {
    try {
      sqlite.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      if (!(error instanceof SqliteError && error.code === "SQLITE_BUSY") || attempt === 100) throw error;
      Atomics.wait(pause, 0, 0, 50);
    }
  }
}

function createKysely(sqlite: BetterSqlite3.Database): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** What the app does on start: open, migrate, and seed the sample data into an empty database. */
export function openAppDatabase(file: string) {
  const sqlite = openSqlite(file);
  migrate(sqlite);
  seedIfEmpty(sqlite);
  return { sqlite, db: createKysely(sqlite) };
}
