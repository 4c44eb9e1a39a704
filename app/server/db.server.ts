import type BetterSqlite3 from "better-sqlite3";
import type { Kysely } from "kysely";
import { openAppDatabase } from "../../db/connection";

export { isUniqueViolation } from "../../db/connection";
import type { Database } from "../../db/schema";
import { config } from "./config.server";

declare global {
  // One connection per process, opened by the first import. test/setup.ts closes it after each
  // test file; nothing else reads it (the production server gets it from runtime.server.ts).
  var __database: { sqlite: BetterSqlite3.Database; db: Kysely<Database> } | undefined;
}

// Opening migrates the file (it never adds sample data), so this runs at start-up.
globalThis.__database ??= openAppDatabase(config.databasePath);

export const db = globalThis.__database.db;
export const sqlite = globalThis.__database.sqlite;
