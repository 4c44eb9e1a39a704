// db/schema.ts is written by hand beside db/migrations: this test migrates a fresh database and
// holds the two against each other, so that a migration without its schema.ts change (or the
// reverse) fails here rather than as a wrong type somewhere in the app.
import path from "node:path";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { migrate } from "../db/migrate";

const root = fileURLToPath(new URL("..", import.meta.url));
const schemaFile = path.join(root, "db/schema.ts");

type Kind = "number" | "string" | "unknown";

interface Column {
  nullable: boolean;
  kind: Kind;
}

/** Table → column → what its `Selectable` type says, read from db/schema.ts's `Database`. */
function declaredTables(): Map<string, Map<string, Column>> {
  const configFile = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  // Without the ambient Node types: the tables need none, and the program builds in a quarter of the time.
  const program = ts.createProgram([schemaFile], { ...options, types: [], noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile)!;
  const database = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((symbol) => symbol.name === "Database");
  if (!database) throw new Error("db/schema.ts exports no Database interface");

  const tables = new Map<string, Map<string, Column>>();
  for (const table of checker.getDeclaredTypeOfSymbol(database).getProperties()) {
    const columns = new Map<string, Column>();
    for (const column of checker.getTypeOfSymbolAtLocation(table, source).getProperties()) {
      let type = checker.getTypeOfSymbolAtLocation(column, source);
      // Kysely's ColumnType<Select, Insert, Update> (and Generated<T>): what a select returns.
      const select = type.getProperty("__select__");
      if (select) type = checker.getTypeOfSymbolAtLocation(select, source);
      const parts = type.isUnion() ? type.types : [type];
      const values = parts.filter((part) => !(part.flags & ts.TypeFlags.Null));
      const kind: Kind = values.every((part) => part.flags & ts.TypeFlags.NumberLike)
        ? "number"
        : values.every((part) => part.flags & ts.TypeFlags.StringLike)
          ? "string"
          : "unknown";
      columns.set(column.name, { nullable: values.length < parts.length, kind });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

interface ActualTable {
  virtual: boolean;
  /** A contentless FTS5 table (`content = ''`): its columns are written, never read. */
  contentless: boolean;
  columns: Map<string, Column & { hidden: boolean; generated: boolean }>;
}

/** Table → column, as a freshly migrated database has them. */
function migratedTables(): Map<string, ActualTable> {
  const sqlite = new BetterSqlite3(":memory:");
  try {
    migrate(sqlite);
    const rows = sqlite
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
      .all() as { name: string; sql: string }[];
    const virtual = rows.filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql)).map((row) => row.name);
    const tables = new Map<string, ActualTable>();
    for (const row of rows) {
      // An FTS5 table keeps its index in shadow tables named after it (jobs_fts_data, ...).
      if (virtual.some((name) => row.name.startsWith(`${name}_`))) continue;
      const info = sqlite.prepare('SELECT name, type, "notnull", pk, hidden FROM pragma_table_xinfo(?)').all(row.name) as {
        name: string;
        type: string;
        notnull: 0 | 1;
        pk: number;
        hidden: number;
      }[];
      const columns: ActualTable["columns"] = new Map();
      for (const column of info) {
        const type = column.type.toUpperCase();
        columns.set(column.name, {
          // A PRIMARY KEY column counts as NOT NULL: INTEGER PRIMARY KEY is the rowid, and SQLite
          // takes a NULL in any other key only through a legacy quirk the app never relies on.
          nullable: column.notnull === 0 && column.pk === 0,
          kind: /INT/.test(type) ? "number" : /CHAR|TEXT|CLOB/.test(type) ? "string" : "unknown",
          // 1: an FTS5 table's own column (jobs_fts, rank); 2 and 3: generated columns.
          hidden: column.hidden === 1,
          generated: column.hidden === 2 || column.hidden === 3,
        });
      }
      tables.set(row.name, {
        virtual: virtual.includes(row.name),
        contentless: /content\s*=\s*''/i.test(row.sql),
        columns,
      });
    }
    return tables;
  } finally {
    sqlite.close();
  }
}

/** Every difference between db/schema.ts and the migrated database, in words. */
function drift(declared: Map<string, Map<string, Column>>, actual: Map<string, ActualTable>): string[] {
  const problems: string[] = [];
  for (const name of declared.keys()) if (!actual.has(name)) problems.push(`${name}: in db/schema.ts, not in the database`);
  for (const name of actual.keys()) if (!declared.has(name)) problems.push(`${name}: in the database, not in db/schema.ts's Database`);

  for (const [tableName, table] of actual) {
    const columns = declared.get(tableName);
    if (!columns) continue;
    for (const [columnName, column] of columns) {
      // Every table has a rowid; an FTS5 table's rowid is the only way to read a contentless one.
      if (columnName === "rowid" && table.virtual) continue;
      const real = table.columns.get(columnName);
      if (!real) {
        problems.push(`${tableName}.${columnName}: in db/schema.ts, not in the database`);
        continue;
      }
      // FTS5 columns are untyped and unconstrained; a generated column's nullability follows
      // from its expression, which SQLite does not report.
      if (table.virtual) continue;
      if (real.kind !== "unknown" && column.kind !== real.kind) {
        problems.push(`${tableName}.${columnName}: ${column.kind} in db/schema.ts, ${real.kind} in the database`);
      }
      if (!real.generated && column.nullable !== real.nullable) {
        const says = (nullable: boolean) => (nullable ? "nullable" : "NOT NULL");
        problems.push(`${tableName}.${columnName}: ${says(column.nullable)} in db/schema.ts, ${says(real.nullable)} in the database`);
      }
    }
    for (const [columnName, real] of table.columns) {
      if (columns.has(columnName) || real.hidden) continue;
      if (table.contentless) continue;
      problems.push(`${tableName}.${columnName}: in the database, not in db/schema.ts`);
    }
  }
  return problems;
}

describe("db/schema.ts", () => {
  it("matches a freshly migrated database: the same tables and columns, equally nullable, of the same kind", () => {
    const declared = declaredTables();
    const actual = migratedTables();
    // The reading itself works: both sides see the tables the app is built on.
    expect(declared.get("jobs")?.get("closed_at")).toEqual({ nullable: true, kind: "string" });
    expect(declared.get("users")?.get("role")).toEqual({ nullable: false, kind: "string" });
    expect(actual.get("jobs")?.columns.get("title")).toMatchObject({ nullable: false, kind: "string" });
    expect(drift(declared, actual)).toEqual([]);
  }, 60_000);

  it("reports a column the database lacks, one schema.ts lacks, and a nullability that differs", () => {
    const declared = new Map([
      [
        "t",
        new Map<string, Column>([
          ["a", { nullable: false, kind: "string" }],
          ["b", { nullable: true, kind: "number" }],
          ["gone", { nullable: false, kind: "string" }],
        ]),
      ],
    ]);
    const column = (nullable: boolean, kind: Kind) => ({ nullable, kind, hidden: false, generated: false });
    const columns = new Map([
      ["a", column(false, "string")],
      ["b", column(false, "number")],
      ["new", column(true, "string")],
    ]);
    const actual = new Map([["t", { virtual: false, contentless: false, columns }]]);
    expect(drift(declared, actual)).toEqual([
      "t.b: nullable in db/schema.ts, NOT NULL in the database",
      "t.gone: in db/schema.ts, not in the database",
      "t.new: in the database, not in db/schema.ts",
    ]);
  });
});
