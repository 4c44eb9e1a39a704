import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrate } from "./migrate";
import type { Database } from "./schema";
import { hasData, seedSampleData } from "./seed";

const DEFAULT_DATABASE_PATH = "./data/app.db";

export function databasePathFromEnv(): string {
  return process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
}

/** Opens (creating if needed) the SQLite file with the settings every connection needs. */
export function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

function createKysely(sqlite: BetterSqlite3.Database): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** What the app does on start: open, migrate, and seed the sample data into an empty database. */
export function openAppDatabase(file: string) {
  const sqlite = openSqlite(file);
  migrate(sqlite);
  if (!hasData(sqlite)) seedSampleData(sqlite);
  return { sqlite, db: createKysely(sqlite) };
}
