// Factories for the end-to-end tests: each test makes the companies and jobs it asserts on,
// straight into the server's database file, rather than leaning on the sample data the web
// server is seeded with (that stays for realistic pages). Tests run in parallel, two projects
// at once, so every name and title carries a suffix of its own.
//
// The server has the file open too: it is in WAL mode, so this connection and the server's
// workers read and write side by side, and a write waits (busy_timeout) for a lock the server
// holds. The server keeps nothing about jobs or companies in memory that could hide a row
// inserted here (its only cache, search term frequencies, changes a result's rank, never
// whether it is found).
import path from "node:path";
import { test } from "@playwright/test";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect, type Insertable, type Selectable } from "kysely";
import { registerFacetFunctions } from "../db/facet-words";
import type { CompaniesTable, Database, JobsTable } from "../db/schema";

let connection: Kysely<Database> | undefined;

/** The server's database (DATABASE_PATH in playwright.config.ts, relative to its folder). */
export function e2eDatabasePath(): string {
  return path.resolve(path.dirname(test.info().config.configFile ?? "."), "e2e/.tmp/e2e.db");
}

/** One connection per test worker, opened at first use. */
function db(): Kysely<Database> {
  if (!connection) {
    const sqlite = new BetterSqlite3(e2eDatabasePath(), { fileMustExist: true });
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("foreign_keys = ON");
    // The keyword index's triggers call them (migration 0020).
    registerFacetFunctions(sqlite);
    connection = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  return connection;
}

/** Letters only, so that search reads it as one word no other test's rows contain. */
export function uniqueWord(prefix = "zq"): string {
  const letters = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.replace(
    /\d/g,
    (digit) => "abcdefghij"[Number(digit)],
  );
  return `${prefix}${letters}`;
}

export type CompanyRow = Selectable<CompaniesTable>;

/** A company with every field filled and a name of its own. */
export async function createCompany(overrides: Partial<Insertable<CompaniesTable>> = {}): Promise<CompanyRow> {
  const word = uniqueWord("works");
  return db()
    .insertInto("companies")
    .values({
      name: `Trestle ${word} Engineering`,
      logo_url: "",
      industry: "Civil and Structural Engineering",
      size: "51-200 employees",
      description: "Trestle designs and inspects rail and road bridges, from concept to construction.",
      website: `https://${word}.example`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A job description in the site's usual shape: a paragraph, then what you'll do and what you bring. */
export const JOB_DESCRIPTION = [
  "Join a small team that keeps the state's bridges safe, from the first inspection to the repair drawings.",
  "What you'll do:\n- Inspect steel and concrete bridges and rate their condition\n- Write repair recommendations and cost estimates\n- Review contractors' shop drawings",
  "What you bring:\n- A degree in civil engineering\n- Two years of bridge or structural experience\n- An EIT certificate; a PE license is a plus",
].join("\n\n");

/** A job as GET /api/jobs shows it, with the fields the tests use. */
export interface Job {
  id: number;
  title: string;
  description: string;
  company: { id: number; name: string };
  location: string;
  employmentType: string;
  discipline: string;
  remote: boolean;
  featured: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
}

export type JobOverrides = Partial<Insertable<JobsTable>> & {
  /** The company posting it; a new one unless given. */
  company?: CompanyRow;
};

/** An open job posted now, by a new company unless told otherwise, with a title of its own. */
export async function createJob(overrides: JobOverrides = {}): Promise<Job> {
  const { company: given, ...fields } = overrides;
  const company = given ?? (await createCompany());
  const row = await db()
    .insertInto("jobs")
    .values({
      title: `Bridge Inspector ${uniqueWord("ref")}`,
      description: JOB_DESCRIPTION,
      location: "Portland, OR",
      employment_type: "Full-time",
      remote: 0,
      featured: 0,
      discipline: "Civil Engineering",
      salary_min: 85_000,
      salary_max: 115_000,
      posted_at: new Date().toISOString(),
      ...fields,
      company_id: company.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    company: { id: company.id, name: company.name },
    location: row.location,
    employmentType: row.employment_type,
    discipline: row.discipline,
    remote: row.remote === 1,
    featured: row.featured === 1,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
  };
}

/**
 * Several jobs at one company (new unless given), oldest first: ids rise with posting time, as
 * on the live site. `each(i)` may set fields per job.
 */
export async function createJobs(
  count: number,
  overrides: JobOverrides = {},
  each: (index: number) => JobOverrides = () => ({}),
): Promise<Job[]> {
  const company = overrides.company ?? (await createCompany());
  const now = Date.now();
  const jobs: Job[] = [];
  for (let i = 0; i < count; i++) {
    const postedAt = new Date(now - (count - i) * 1_000).toISOString();
    jobs.push(await createJob({ posted_at: postedAt, ...overrides, company, ...each(i) }));
  }
  return jobs;
}

/** Moves a job's closing date, as time passing would bring it nearer (the server closes it once it has passed). */
export async function setClosingTime(jobId: number, closesAt: Date) {
  await db().updateTable("jobs").set({ closes_at: closesAt.toISOString() }).where("id", "=", jobId).execute();
}

/** Deletes a job, as an operator taking it down would: it leaves every page and saved list. */
export async function deleteJob(jobId: number) {
  await db().deleteFrom("jobs").where("id", "=", jobId).execute();
}

/** The id of the newest job with this title. */
export async function jobIdByTitle(title: string): Promise<number> {
  const row = await db().selectFrom("jobs").select("id").where("title", "=", title).orderBy("id", "desc").executeTakeFirstOrThrow();
  return row.id;
}
