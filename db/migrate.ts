import type BetterSqlite3 from "better-sqlite3";
import { registerSqlFunctions } from "./sql-functions";
import { migrations } from "./migrations";

/**
 * How long a process waits for the write lock while migrating: another process may be running a
 * long migration (rebuilding an index over every job takes tens of seconds at a million jobs), and
 * a server worker that gave up after the usual busy timeout would stop the whole server.
 */
const MIGRATION_LOCK_WAIT_MS = 10 * 60 * 1000;

/**
 * Applies the migrations the database has not seen yet, each in its own transaction, and
 * returns their names. Safe to run on every start and from several processes at once:
 * `BEGIN IMMEDIATE` takes the write lock before the version is read, waiting for another
 * process's migration to end.
 */
export function migrate(sqlite: BetterSqlite3.Database): string[] {
  // The keyword index's triggers call them (migration 0020): on a connection db/connection.ts did not open, too.
  registerSqlFunctions(sqlite);
  const busyTimeout = sqlite.pragma("busy_timeout", { simple: true }) as number;
  sqlite.pragma(`busy_timeout = ${Math.max(busyTimeout, MIGRATION_LOCK_WAIT_MS)}`);
  try {
    return applyMigrations(sqlite);
  } finally {
    sqlite.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

function applyMigrations(sqlite: BetterSqlite3.Database): string[] {
  const applied: string[] = [];
  for (;;) {
    // Outside the transaction, where SQLite ignores it: with foreign keys on, dropping a table to
    // rebuild it would delete every row that references it (a table's rebuild, migrations/index.ts).
    const version = sqlite.pragma("user_version", { simple: true }) as number;
    const foreignKeys = sqlite.pragma("foreign_keys", { simple: true }) as number;
    if (migrations[version]?.rebuildsTables) sqlite.pragma("foreign_keys = OFF");
    let next: string | null;
    try {
      next = applyNext(sqlite);
    } finally {
      sqlite.pragma(`foreign_keys = ${foreignKeys}`);
    }
    if (next === null) return applied;
    if (next !== AGAIN) applied.push(next);
  }
}

/** Another process applied the migration read before the transaction: read the version again. */
const AGAIN = "again";

function applyNext(sqlite: BetterSqlite3.Database): string | null {
  return sqlite
    .transaction(() => {
      const version = sqlite.pragma("user_version", { simple: true }) as number;
      if (version > migrations.length) {
        throw new Error(
          `The database is at schema version ${version}, but this release knows ${migrations.length}: a later release made it. ` +
            "Deploy that release again, or restore a backup this release can read.",
        );
      }
      const migration = migrations[version];
      if (!migration) return null;
      if (migration.rebuildsTables && sqlite.pragma("foreign_keys", { simple: true })) return AGAIN;
      sqlite.exec(migration.sql);
      if (migration.rebuildsTables) {
        const broken = sqlite.pragma("foreign_key_check") as unknown[];
        if (broken.length > 0) throw new Error(`${migration.name} left ${broken.length} references broken: ${JSON.stringify(broken[0])}`);
      }
      sqlite.pragma(`user_version = ${version + 1}`);
      return migration.name;
    })
    .immediate();
}
