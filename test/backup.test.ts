import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openAppDatabase } from "../db/connection";
import { registerSqlFunctions } from "../db/sql-functions";
import { seedIfEmpty } from "../db/seed";

// npm run db:backup and db:restore, run as an operator runs them, on real files.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder with a migrated, seeded database in it. */
function siteFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-backup-"));
  dirs.push(dir);
  const database = path.join(dir, "app.db");
  const { sqlite } = openAppDatabase(database);
  seedIfEmpty(sqlite);
  sqlite.close();
  return { dir, database };
}

function cli(script: "backup" | "restore", args: string[], databasePath: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `db/cli/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

function count(file: string, sql: string): number {
  const sqlite = new BetterSqlite3(file, { readonly: true });
  try {
    return (sqlite.prepare(sql).get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
}

const companyNamed = (name: string) => `SELECT count(*) AS n FROM companies WHERE name LIKE '${name}'`;

describe("npm run db:backup", () => {
  it("copies the database while another process keeps writing, and the copy is whole and consistent", async () => {
    const { dir, database } = siteFolder();
    const started = path.join(dir, "writing");
    // Like the site under load: a write transaction after another, each adding two companies
    // ("…-a" and "…-b"). A consistent copy has as many of one as of the other.
    const writer = spawn(process.execPath, [
      "--input-type=module",
      "-e",
      `
        import fs from "node:fs";
        import BetterSqlite3 from "better-sqlite3";
        const sqlite = new BetterSqlite3(${JSON.stringify(database)});
        sqlite.pragma("busy_timeout = 5000");
        // A stand-in for the slug function companies' triggers call (db/company-slugs.ts): a plain script cannot import it.
        sqlite.function("company_slug", { deterministic: true }, (name, id) => "writer-" + id);
        const insert = sqlite.prepare("INSERT INTO companies (name, logo_url, industry, size, description, website) VALUES (?, '', 'x', 'x', 'x', '')");
        const pair = sqlite.transaction((n) => { insert.run("writer-" + n + "-a"); insert.run("writer-" + n + "-b"); });
        const until = Date.now() + 2500;
        for (let n = 0; Date.now() < until; n++) {
          pair(n);
          if (n === 200) fs.writeFileSync(${JSON.stringify(started)}, "");
        }
        sqlite.close();
      `,
    ]);
    const writerDone = new Promise((resolve) => writer.on("exit", resolve));
    while (!fs.existsSync(started)) await new Promise((resolve) => setTimeout(resolve, 20));

    const target = path.join(dir, "backups", "copy.db");
    const backup = cli("backup", [target], database);
    await writerDone;

    expect(backup).toMatchObject({ code: 0, err: "" });
    expect(backup.out).toMatch(
      new RegExp(`^Backed up .*app\\.db to .*copy\\.db: [\\d.]+ MB in [\\d.]+ s, schema version \\d+, checked whole\\.`),
    );
    expect(backup.out).toMatch(/companies: \d+, jobs: \d+, users: 0, applications: 0, enquiries: 0/);
    const copiedA = count(target, companyNamed("writer-%-a"));
    expect(copiedA).toBeGreaterThan(200);
    expect(count(target, companyNamed("writer-%-b"))).toBe(copiedA);
    // It was taken while the writes went on: the live database has more since.
    expect(count(database, companyNamed("writer-%-a"))).toBeGreaterThan(copiedA);
    const copy = new BetterSqlite3(target, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    copy.close();
    expect(fs.readdirSync(path.join(dir, "backups"))).toEqual(["copy.db"]);
  });

  it("refuses to overwrite a file unless told (--force), and says how to use it", () => {
    const { dir, database } = siteFolder();
    const target = path.join(dir, "copy.db");
    fs.writeFileSync(target, "keep me");
    const refused = cli("backup", [target], database);
    expect(refused).toMatchObject({ code: 1, out: "" });
    expect(refused.err).toContain("already exists. Choose another name, or add --force to replace it.");
    expect(fs.readFileSync(target, "utf8")).toBe("keep me");

    expect(cli("backup", [target, "--force"], database).code).toBe(0);
    expect(count(target, "SELECT count(*) AS n FROM jobs")).toBeGreaterThan(0);

    const usage = cli("backup", [], database);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain("Usage: npm run db:backup -- FILE");
    const nothing = cli("backup", [path.join(dir, "other.db")], path.join(dir, "missing.db"));
    expect(nothing.code).toBe(1);
    expect(nothing.err).toContain("There is no database at");
  });
});

describe("npm run db:restore", () => {
  it("puts the backup in place, keeps the database it replaced, and leaves no write-ahead log behind", () => {
    const { dir, database } = siteFolder();
    const backup = path.join(dir, "backup.db");
    expect(cli("backup", [backup], database).code).toBe(0);
    const jobs = count(database, "SELECT count(*) AS n FROM jobs");

    // After the backup, the live database changes: a job goes and a company comes.
    const live = new BetterSqlite3(database);
    // The triggers that keep the search's indexes call the app's SQL functions, on deletes too.
    registerSqlFunctions(live);
    live.exec("DELETE FROM applications; DELETE FROM jobs WHERE id = (SELECT max(id) FROM jobs)");
    live.exec(
      "INSERT INTO companies (name, logo_url, industry, size, description, website) VALUES ('After Backup Ltd', '', 'x', 'x', 'x', '')",
    );
    live.close();

    const restored = cli("restore", [backup], database);
    expect(restored).toMatchObject({ code: 0, err: "" });
    expect(restored.out).toMatch(/^Restored .*backup\.db to .*app\.db \(schema version \d+\)\./);
    expect(restored.out).toMatch(/The database it replaced is kept as .*app\.db\.before-restore-/);
    expect(count(database, "SELECT count(*) AS n FROM jobs")).toBe(jobs);
    expect(count(database, companyNamed("After Backup Ltd"))).toBe(0);

    const kept = fs.readdirSync(dir).find((name) => name.startsWith("app.db.before-restore-"))!;
    expect(count(path.join(dir, kept), companyNamed("After Backup Ltd"))).toBe(1);
    expect(fs.existsSync(`${database}-wal`)).toBe(false);
    expect(fs.readdirSync(dir).filter((name) => name.includes("incoming"))).toEqual([]);
  });

  it("brings the resumes back with the rows that name them, and drops Litestream's state of the database it replaced", () => {
    const { dir, database } = siteFolder();
    const bytes = Buffer.from("%PDF-1.7 a resume kept in the database");
    const live = new BetterSqlite3(database);
    const userId = live
      .prepare("INSERT INTO users (email, password_hash, role) VALUES ('kept@example.com', 'x', 'candidate')")
      .run().lastInsertRowid;
    live
      .prepare(
        "INSERT INTO resumes (id, user_id, file_name, stored_name, content_type, size) VALUES ('r-kept', ?, 'cv.pdf', 'cv.pdf', 'application/pdf', ?)",
      )
      .run(userId, bytes.length);
    live.prepare("INSERT INTO resume_files (resume_id, content) VALUES ('r-kept', ?)").run(bytes);
    live.close();
    const backup = path.join(dir, "backup.db");
    expect(cli("backup", [backup], database).code).toBe(0);

    // The resume goes from the live database; Litestream had replicated it (its state beside the file).
    const after = new BetterSqlite3(database);
    after.exec("DELETE FROM resumes WHERE id = 'r-kept'");
    after.close();
    const litestreamState = path.join(dir, ".app.db-litestream");
    fs.mkdirSync(path.join(litestreamState, "generations"), { recursive: true });

    expect(cli("restore", [backup], database).code).toBe(0);
    const restored = new BetterSqlite3(database, { readonly: true });
    expect(restored.prepare("SELECT content FROM resume_files WHERE resume_id = 'r-kept'").pluck().get()).toEqual(bytes);
    restored.close();
    // Litestream starts a new generation for the restored file rather than appending to the old one.
    expect(fs.existsSync(litestreamState)).toBe(false);
  });

  it("refuses while something has the database open (the server), and changes nothing", () => {
    const { dir, database } = siteFolder();
    const backup = path.join(dir, "backup.db");
    expect(cli("backup", [backup], database).code).toBe(0);
    const server = new BetterSqlite3(database);
    server.prepare("SELECT count(*) FROM jobs").get();
    try {
      const refused = cli("restore", [backup], database);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain("is in use. Stop the server first.");
    } finally {
      server.close();
    }
    expect(fs.readdirSync(dir).filter((name) => name.includes("before-restore"))).toEqual([]);
  });

  it.each([
    [
      "a file that is not a database",
      (file: string) => fs.writeFileSync(file, "just some text, not SQLite ".repeat(100)),
      "is not a SQLite database this site can read",
    ],
    [
      "another program's database",
      (file: string) => {
        const other = new BetterSqlite3(file);
        other.exec("CREATE TABLE notes (body TEXT)");
        other.close();
      },
      "is not a database of this site (no companies, jobs, users, sessions, applications table)",
    ],
    ["a file that is not there", () => {}, "There is no file at"],
  ])("refuses %s, and changes nothing", (_, make, message) => {
    const { dir, database } = siteFolder();
    const file = path.join(dir, "candidate.db");
    make(file);
    const before = count(database, "SELECT count(*) AS n FROM jobs");
    const refused = cli("restore", [file], database);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(message);
    expect(count(database, "SELECT count(*) AS n FROM jobs")).toBe(before);
    expect(fs.readdirSync(dir).filter((name) => name.includes("before-restore"))).toEqual([]);
  });

  it("says how to use it", () => {
    const { database } = siteFolder();
    const usage = cli("restore", [], database);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain("Usage: npm run db:restore -- FILE");
  });
});
