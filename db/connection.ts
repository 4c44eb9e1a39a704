import fs from "node:fs";
import path from "node:path";
import BetterSqlite3, { SqliteError } from "better-sqlite3";
import { CompiledQuery, Kysely, SqliteDialect, type DatabaseConnection, type Driver, type SqliteDatabase } from "kysely";
import { LRUCache } from "lru-cache";
import { registerSqlFunctions } from "./sql-functions";
import { migrate } from "./migrate";
import type { Database } from "./schema";

/** Opens (creating if needed) the SQLite file with the settings every connection needs. */
export function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // First, so that the statements after it wait for a lock another process holds.
  sqlite.pragma("busy_timeout = 5000");
  useWriteAheadLog(sqlite);
  // FULL: a commit is on disk before it is acknowledged, even across a power loss (with NORMAL,
  // WAL may lose the last commits). Its cost is small beside a password hash or a page render
  // (bench/RESULTS.md, "Durability").
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // 32 MiB of pages kept per connection rather than SQLite's 2 MiB: a search on a large board reads
  // the same pages of the keyword index again and again, and the filtered searches measured got
  // about a sixth faster; more than 32 gained nothing measurable (bench/measurements.md).
  sqlite.pragma("cache_size = -32768");
  registerSqlFunctions(sqlite);
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

/**
 * Kysely's SQLite dialect, but every transaction begins IMMEDIATE: it takes the write lock at
 * once, waiting up to busy_timeout for another worker's. A deferred one that reads and then
 * writes fails with SQLITE_BUSY straight away, whatever the timeout, when another worker wrote
 * in between (two registrations for one e-mail at the same moment).
 */
class ImmediateTransactionsDialect extends SqliteDialect {
  createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

/**
 * Kysely prepares a statement on every query; compiling the SQL again each time was a few percent
 * of a page's CPU. Its statements are kept by their SQL instead, the least used dropped past 500:
 * the app's queries come in a fixed set of shapes, but lists of ids vary in length. A kept
 * statement is safe to reuse because better-sqlite3 runs one at a time, to the end (Kysely's
 * streaming, which would hold one open, is not used).
 */
function withKeptStatements(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new LRUCache<string, BetterSqlite3.Statement>({ max: 500 });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
      return statement;
    },
  };
}

function createKysely(sqlite: BetterSqlite3.Database): Kysely<Database> {
  return new Kysely<Database>({ dialect: new ImmediateTransactionsDialect({ database: withKeptStatements(sqlite) }) });
}

/** Whether a write failed on a UNIQUE constraint: another request made the same row first. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof SqliteError && (error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "SQLITE_CONSTRAINT_PRIMARYKEY");
}

/**
 * What the app does on start: open and migrate. It never adds sample data: that is for
 * development, tests and demos, on purpose (npm run db:seed).
 */
export function openAppDatabase(file: string) {
  const sqlite = openSqlite(file);
  migrate(sqlite);
  return { sqlite, db: createKysely(sqlite) };
}
