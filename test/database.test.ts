import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAppDatabase, openSqlite } from "../db/connection";
import { locationFacet, repeatedWordFacet } from "../db/facet-words";
import { generateJobs } from "../db/generate-jobs";
import { migrate } from "../db/migrate";
import { migrations } from "../db/migrations";
import { sampleCompanies, sampleJobs } from "../db/sample-data";
import { hasData, seedIfEmpty, seedSampleData } from "../db/seed";
import { DISCIPLINES, FILTER_LOCATIONS } from "~/lib/jobs";

const dirs: string[] = [];
function tempFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-db-"));
  dirs.push(dir);
  return path.join(dir, "nested", "app.db");
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("opening the database", () => {
  it("creates the file with WAL, foreign keys and a busy timeout", () => {
    const sqlite = openSqlite(tempFile());
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
    sqlite.close();
  });

  it("migrates once, and a second run changes nothing", () => {
    const sqlite = openSqlite(tempFile());
    expect(migrate(sqlite)).toEqual(migrations.map((migration) => migration.name));
    expect(migrate(sqlite)).toEqual([]);
    expect(sqlite.pragma("user_version", { simple: true })).toBe(migrations.length);
    sqlite.close();
  });

  /** A new database migrated up to (not including) the named migration, with one company. */
  function migratedUpTo(name: string) {
    const sqlite = openSqlite(tempFile());
    const before = migrations.findIndex((migration) => migration.name === name);
    for (const [version, migration] of migrations.slice(0, before).entries()) {
      sqlite.exec(migration.sql);
      sqlite.pragma(`user_version = ${version + 1}`);
    }
    sqlite
      .prepare(
        "INSERT INTO companies (name, logo_url, industry, size, description, website) VALUES ('Quillbrook Ltd', '', 'x', 'x', 'x', '')",
      )
      .run();
    return { sqlite, before };
  }

  it("makes the keyword index's facet words of the jobs a database already holds (migration 0020)", () => {
    const { sqlite, before } = migratedUpTo("0020-repeated-word-facets");
    // As migration 0019's schema takes a job (generateJobs writes today's columns).
    const insertJob = sqlite.prepare(
      `INSERT INTO jobs (company_id, title, description, location, employment_type, remote, featured, discipline, posted_at)
       VALUES (1, 'Site Engineer', ?, 'Austin, TX', 'Full-time', 0, 0, 'Civil Engineering', ?)`,
    );
    for (let i = 1; i <= 300; i++) insertJob.run(`Job ${i} of the site team.`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString());
    sqlite
      .prepare("UPDATE jobs SET location = 'Quillbrook Falls, YT', description = 'A quillmark, and a quillmark again.' WHERE id = 7")
      .run();
    expect(migrate(sqlite)).toEqual(["0020-repeated-word-facets", ...migrations.slice(before + 1).map((migration) => migration.name)]);
    const matching = (match: string) => sqlite.prepare("SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ?").pluck().all(match);
    expect(matching(`facets : ("${locationFacet("quillbrook")}" AND "${locationFacet("yt")}")`)).toEqual([7]);
    expect(matching(`facets : "${repeatedWordFacet("quillmark")}"`)).toEqual([7]);
    expect(matching(`facets : "${repeatedWordFacet("a")}"`)).toContain(7);
    expect(matching(`facets : "${repeatedWordFacet("again")}"`)).toEqual([]);
    expect(matching(`{title description company_name} : "quillmark"`)).toEqual([7]);
    sqlite.close();
  });

  it("makes the enquiries a database already holds new, with no owner (migration 0033)", () => {
    const { sqlite, before } = migratedUpTo("0033-staff-console");
    sqlite
      .prepare(
        `INSERT INTO enquiries (kind, company_name, contact_name, email, phone, source, client_address)
         VALUES ('engineering', 'Quillbrook Ltd', 'Dana', 'dana@example.com', '555', 'Civil', '192.0.2.1')`,
      )
      .run();
    expect(migrate(sqlite)).toEqual(migrations.slice(before).map((migration) => migration.name));
    expect(sqlite.prepare("SELECT status, owner_id FROM enquiries").all()).toEqual([{ status: "new", owner_id: null }]);
    sqlite.close();
  });

  it("gives the jobs a database already holds a closing date 30 to 59 days away and salary facet words (migration 0021)", () => {
    const { sqlite, before } = migratedUpTo("0021-saved-jobs-expiry-and-notes");
    const insertJob = sqlite.prepare(
      `INSERT INTO jobs (company_id, title, description, location, employment_type, remote, featured, discipline, salary_min, salary_max, posted_at, closed_at)
       VALUES (1, 'Site Engineer', 'The site team.', 'Austin, TX', 'Full-time', 0, 0, 'Civil Engineering', ?, ?, '2025-01-01T00:00:00.000Z', ?)`,
    );
    insertJob.run(90_000, 110_000, null);
    insertJob.run(null, null, null);
    insertJob.run(150_000, null, "2025-02-01T00:00:00.000Z");
    const migratedAt = Date.now();
    expect(migrate(sqlite)).toEqual([
      "0021-saved-jobs-expiry-and-notes",
      ...migrations.slice(before + 1).map((migration) => migration.name),
    ]);
    const rows = sqlite.prepare("SELECT id, closes_at, closed_at, updated_at FROM jobs ORDER BY id").all() as {
      closes_at: string;
      closed_at: string | null;
      updated_at: string;
    }[];
    const days = (text: string) => (Date.parse(text) - migratedAt) / 86_400_000;
    // Open jobs: 30 days and their id's share of 30 more, so that they do not all close at once.
    expect(days(rows[0].closes_at)).toBeCloseTo(31, 1);
    expect(days(rows[1].closes_at)).toBeCloseTo(32, 1);
    // A closed job: 30 days from its posting, not its closing time (which would read as expired).
    expect(rows[2].closes_at).toBe("2025-01-31T00:00:00.000Z");
    expect(rows[2].closed_at).toBe("2025-02-01T00:00:00.000Z");
    expect(rows.map((row) => row.updated_at)).toEqual(Array(3).fill("2025-01-01T00:00:00.000Z"));
    const matching = (match: string) => sqlite.prepare("SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ?").pluck().all(match);
    expect(matching(`facets : "ks100"`)).toEqual([1]);
    expect(matching(`facets : "ks120"`)).toEqual([]);
    expect(matching(`{title description company_name} : "site"`)).toEqual([1, 2]);
    sqlite.close();
  });

  it("refuses a database a later release made (a newer schema version), changing nothing", () => {
    const file = tempFile();
    const sqlite = openSqlite(file);
    migrate(sqlite);
    sqlite.pragma(`user_version = ${migrations.length + 1}`);
    expect(() => migrate(sqlite)).toThrow(
      `The database is at schema version ${migrations.length + 1}, but this release knows ${migrations.length}: a later release made it.`,
    );
    expect(sqlite.pragma("user_version", { simple: true })).toBe(migrations.length + 1);
    sqlite.close();
  });

  it("compiles each query once: Kysely's next run of the same SQL reuses the statement, with its own values", async () => {
    const opened = openAppDatabase(tempFile());
    seedSampleData(opened.sqlite);
    const [first, second] = opened.sqlite.prepare("SELECT title FROM jobs WHERE id IN (1, 2) ORDER BY id").pluck().all();
    const prepare = vi.spyOn(opened.sqlite, "prepare");
    const titleOf = async (id: number) =>
      (await opened.db.selectFrom("jobs").select("title").where("id", "=", id).executeTakeFirstOrThrow()).title;
    expect(await titleOf(1)).toBe(first);
    expect(await titleOf(2)).toBe(second);
    await opened.db.updateTable("jobs").set({ title: "Renamed" }).where("id", "=", 2).execute();
    await opened.db.updateTable("jobs").set({ title: "Renamed again" }).where("id", "=", 1).execute();
    expect(await titleOf(1)).toBe("Renamed again");
    expect(await titleOf(2)).toBe("Renamed");
    expect(prepare).toHaveBeenCalledTimes(2); // one select, one update
    opened.sqlite.close();
  });

  it("never seeds on opening: sample data comes only from seedIfEmpty, into an empty database only", () => {
    const file = tempFile();
    const opened = openAppDatabase(file);
    const count = () => (opened.sqlite.prepare("SELECT count(*) AS n FROM jobs").get() as { n: number }).n;
    expect(count()).toBe(0);
    expect(hasData(opened.sqlite)).toBe(false);
    expect(seedIfEmpty(opened.sqlite)).toBe(true);
    expect(count()).toBe(sampleJobs.length);
    expect(seedIfEmpty(opened.sqlite)).toBe(false);
    expect(count()).toBe(sampleJobs.length);
    opened.sqlite.close();
  });

  it("commits with synchronous=FULL, so that an acknowledged write survives a power loss", () => {
    const sqlite = openSqlite(tempFile());
    expect(sqlite.pragma("synchronous", { simple: true })).toBe(2);
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    sqlite.close();
  });

  it("enforces the salary range and the company of a job", () => {
    const { sqlite } = openAppDatabase(tempFile());
    seedIfEmpty(sqlite);
    const insert = (companyId: number, min: number | null, max: number | null) =>
      sqlite
        .prepare(
          `INSERT INTO jobs (company_id, title, description, location, employment_type, discipline, salary_min, salary_max, posted_at)
           VALUES (?, 't', 'd', 'l', 'Full-time', 'Civil Engineering', ?, ?, '2026-01-01T00:00:00.000Z')`,
        )
        .run(companyId, min, max);
    expect(() => insert(1, 100_000, 90_000)).toThrow(/CHECK/);
    expect(() => insert(99_999, null, null)).toThrow(/FOREIGN KEY/);
    sqlite.close();
  });
});

describe("sample data", () => {
  it("reads like a real board", () => {
    expect(sampleCompanies.length).toBeGreaterThanOrEqual(12);
    for (const company of sampleCompanies) {
      expect(Object.values(company).every((value) => typeof value === "string" && value.trim() !== "")).toBe(true);
      expect(fs.existsSync(path.join("public", company.logo))).toBe(true);
    }
    expect(sampleJobs.length).toBeGreaterThanOrEqual(80);
    for (const discipline of DISCIPLINES) expect(sampleJobs.some((job) => job.discipline === discipline)).toBe(true);
    for (const city of FILTER_LOCATIONS) expect(sampleJobs.filter((job) => job.location.startsWith(city)).length).toBeGreaterThanOrEqual(3);
    expect(new Set(sampleJobs.map((job) => job.location)).size).toBeGreaterThan(FILTER_LOCATIONS.length + 2);
    expect(sampleJobs.some((job) => job.remote) && sampleJobs.some((job) => !job.remote)).toBe(true);
    expect(new Set(sampleJobs.map((job) => job.employmentType)).size).toBeGreaterThanOrEqual(3);
    expect(sampleJobs.some((job) => job.salaryMin === null && job.salaryMax === null)).toBe(true);
    expect(sampleJobs.some((job) => job.salaryMin !== null)).toBe(true);
    expect(sampleJobs.some((job) => job.featured)).toBe(true);
    expect(Math.max(...sampleJobs.map((job) => job.daysAgo))).toBeGreaterThan(45);
    expect(new Set(sampleJobs.map((job) => job.description)).size).toBe(sampleJobs.length);
    expect(sampleJobs.some((job) => /lorem ipsum/i.test(job.description))).toBe(false);
  });

  it("posts dates over the last two months, relative to the seeding time", () => {
    const sqlite = openSqlite(tempFile());
    migrate(sqlite);
    expect(hasData(sqlite)).toBe(false);
    const now = new Date("2030-06-01T12:00:00Z");
    seedSampleData(sqlite, now);
    const { oldest, newest } = sqlite.prepare("SELECT min(posted_at) AS oldest, max(posted_at) AS newest FROM jobs").get() as {
      oldest: string;
      newest: string;
    };
    expect(new Date(newest).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - new Date(oldest).getTime()).toBeLessThan(62 * 24 * 3600 * 1000);
    sqlite.close();
  });

  it("gives the sample jobs ids that rise with their posting times, as on the live site (a search's newest first is its highest ids)", () => {
    const sqlite = openSqlite(tempFile());
    migrate(sqlite);
    seedSampleData(sqlite, new Date("2030-06-01T12:00:00Z"));
    const postedInIdOrder = (sqlite.prepare("SELECT posted_at FROM jobs ORDER BY id").pluck().all() as string[]).map(Date.parse);
    expect(postedInIdOrder.length).toBeGreaterThan(10);
    expect(postedInIdOrder).toEqual([...postedInIdOrder].sort((a, b) => a - b));
    sqlite.close();
  });
});

describe("opening a new database from several processes at once (one per server worker)", () => {
  it("migrates it once, seeding from each process gives one copy of the sample data, and every process opens it", async () => {
    const file = tempFile();
    // Each process waits for the same moment, so that they open the file together.
    const startAt = Date.now() + 1_500;
    const script = `
      import { openAppDatabase } from "./db/connection.ts";
      import { seedIfEmpty } from "./db/seed.ts";
      while (Date.now() < ${startAt}) {}
      const { sqlite } = openAppDatabase(${JSON.stringify(file)});
      seedIfEmpty(sqlite);
      sqlite.close();
    `;
    const runs = Array.from(
      { length: 3 },
      () =>
        new Promise<{ code: number | null; output: string }>((resolve) => {
          const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: process.cwd() });
          let output = "";
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("exit", (code) => resolve({ code, output }));
        }),
    );
    for (const { code, output } of await Promise.all(runs)) expect({ code, output }).toEqual({ code: 0, output: "" });
    const sqlite = openSqlite(file);
    expect(sqlite.prepare("SELECT count(*) AS n FROM companies").get()).toEqual({ n: sampleCompanies.length });
    expect(sqlite.prepare("SELECT count(*) AS n FROM jobs").get()).toEqual({ n: sampleJobs.length });
    sqlite.close();
  }, 20_000);
});

describe("migrating while another process holds the write lock (another worker's long migration)", () => {
  it("waits past the usual busy timeout, then migrates, and leaves that timeout as it was", async () => {
    const file = tempFile();
    openSqlite(file).close();
    // Holds the write lock for a second and a half, as a worker rebuilding an index would.
    const script = `
      import BetterSqlite3 from "better-sqlite3";
      const sqlite = new BetterSqlite3(${JSON.stringify(file)});
      sqlite.exec("BEGIN IMMEDIATE");
      process.stdout.write("locked\\n");
      const until = Date.now() + 1_500;
      while (Date.now() < until) {}
      sqlite.exec("COMMIT");
      sqlite.close();
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: process.cwd() });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    await new Promise((resolve) => child.stdout.once("data", resolve));

    const sqlite = openSqlite(file);
    sqlite.pragma("busy_timeout = 200");
    const started = Date.now();
    expect(migrate(sqlite)).toEqual(migrations.map((migration) => migration.name));
    expect(Date.now() - started).toBeGreaterThan(1_000);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(200);
    sqlite.close();
    expect(await exited).toBe(0);
  }, 20_000);
});

describe("the synthetic job generator", () => {
  it("adds exactly N searchable jobs, reporting progress, the same on every run", () => {
    const run = () => {
      const sqlite = openSqlite(tempFile());
      migrate(sqlite);
      seedSampleData(sqlite);
      const progress: number[] = [];
      generateJobs(sqlite, 6_000, { onProgress: (done) => progress.push(done), now: new Date("2026-11-01T00:00:00Z") });
      const jobs = sqlite.prepare("SELECT count(*) AS n FROM jobs").get() as { n: number };
      const indexed = sqlite.prepare("SELECT count(*) AS n FROM jobs_fts WHERE jobs_fts MATCH 'engineer'").get() as { n: number };
      const titles = sqlite.prepare("SELECT title FROM jobs ORDER BY id DESC LIMIT 5").all();
      sqlite.close();
      return { progress, total: jobs.n, indexed: indexed.n, titles };
    };
    const first = run();
    expect(first.progress).toEqual([5_000, 6_000]);
    expect(first.total).toBe(sampleJobs.length + 6_000);
    expect(first.indexed).toBeGreaterThan(3_000);
    expect(run().titles).toEqual(first.titles);
  }, 30_000);
});
