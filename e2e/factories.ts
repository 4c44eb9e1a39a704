// The end-to-end tests' factories: the row factories of test/row-factories.ts (the unit tests'
// too) on a connection to the server's database file. Each test makes the companies and jobs it
// asserts on rather than leaning on the sample data the web server is seeded with (that stays for
// realistic pages). Tests run in parallel, two projects at once, so every name and title carries
// a word of its own. Jobs come back as GET /api/jobs shows them.
//
// The server has the file open too: it is in WAL mode, so this connection and the server's
// workers read and write side by side, and a write waits (busy_timeout) for a lock the server
// holds. The server keeps nothing about jobs or companies in memory that could hide a row
// inserted here (its only cache, search term frequencies, changes a result's rank, never
// whether it is found).
import path from "node:path";
import { test } from "@playwright/test";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect, type Insertable } from "kysely";
import { registerSqlFunctions } from "../db/sql-functions";
import type { Database, JobsTable } from "../db/schema";
import { rowFactories, uniqueWord, type CompanyRow, type JobRow } from "../test/row-factories";

export { uniqueWord, type CompanyRow } from "../test/row-factories";

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
    // The keyword index's triggers call them (migration 0020), and the company slugs' (migration 0028).
    registerSqlFunctions(sqlite);
    connection = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  return connection;
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
  company: { id: number; name: string; slug: string };
  location: string;
  employmentType: string;
  discipline: string;
  remote: boolean;
  featured: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
}

const rows = rowFactories(db, {
  company: () => {
    const word = uniqueWord("works");
    return {
      name: `Trestle ${word} Engineering`,
      logo_url: "",
      industry: "Civil and Structural Engineering",
      size: "51-200 employees",
      description: "Trestle designs and inspects rail and road bridges, from concept to construction.",
      website: `https://${word}.example`,
    };
  },
  job: () => ({
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
  }),
});

export const { createCompany, createEnquiry, setClosingTime, deleteJob, jobIdByTitle } = rows;

/** The id of the account with this e-mail (the staff console's addresses use it). */
export async function userIdByEmail(email: string): Promise<number> {
  return (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

export type JobOverrides = Omit<Partial<Insertable<JobsTable>>, "company_id"> & {
  /** The company posting it; a new one unless given. */
  company?: CompanyRow;
};

function asListed(row: JobRow, company: CompanyRow): Job {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    company: { id: company.id, name: company.name, slug: company.slug },
    location: row.location,
    employmentType: row.employment_type,
    discipline: row.discipline,
    remote: row.remote === 1,
    featured: row.featured === 1,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
  };
}

/** An open job posted now, by a new company unless told otherwise, with a title of its own. */
export async function createJob(overrides: JobOverrides = {}): Promise<Job> {
  const company = overrides.company ?? (await createCompany());
  return asListed(await rows.createJob({ ...overrides, company }), company);
}

/**
 * Several jobs at one company (new unless given), oldest first: ids rise with posting time, as
 * on the live site. `each(i)` may set fields per job.
 */
export async function createJobs(
  count: number,
  overrides: JobOverrides = {},
  each: (index: number) => Omit<JobOverrides, "company"> = () => ({}),
): Promise<Job[]> {
  const company = overrides.company ?? (await createCompany());
  const jobs = await rows.createJobs(count, { ...overrides, company }, each);
  return jobs.map((row) => asListed(row, company));
}
