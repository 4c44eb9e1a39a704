// The row factories of both suites: each test makes the companies, jobs and enquiries it asserts
// on, with valid defaults and overrides for what the test is about. The rows go in through Kysely
// on the connection a suite binds them to: test/factories.ts (unit tests: the app's own
// connection, on the empty database test/setup.ts gives each test file) and e2e/factories.ts
// (end-to-end tests: a connection to the e2e server's database file). Each binding gives its own
// defaults for what a company and a job look like. This module imports neither the app nor
// Playwright, so that both suites can load it.
import type { Insertable, Kysely, Selectable } from "kysely";
import type { CompaniesTable, Database, EnquiriesTable, JobsTable } from "../db/schema";

export type CompanyRow = Selectable<CompaniesTable>;
export type JobRow = Selectable<JobsTable>;
export type EnquiryRow = Selectable<EnquiriesTable>;

let sequence = 0;

/** A suffix no other row made by this process has: a counter and a few random letters. */
export function uniqueSuffix(): string {
  return `${++sequence}${Math.random().toString(36).slice(2, 7).replace(/\d/g, "x")}`;
}

/** Letters only, so that search reads it as one word no other test's rows contain (even in another process). */
export function uniqueWord(prefix = "zq"): string {
  const letters = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.replace(
    /\d/g,
    (digit) => "abcdefghij"[Number(digit)],
  );
  return `${prefix}${letters}`;
}

export type JobOverrides = Partial<Insertable<JobsTable>> & {
  /** The company that posts the job; a new one when neither this nor company_id is given. */
  company?: { id: number };
};

/** What a suite's rows hold when a test does not say: called once per row, so each may be unique. */
export interface RowDefaults {
  company(): Insertable<CompaniesTable>;
  job(): Omit<Insertable<JobsTable>, "company_id">;
}

/** The factories, writing through `database()` (called at each write, so a binding may open it at first use). */
export function rowFactories(database: () => Kysely<Database>, defaults: RowDefaults) {
  /** A company with every field filled and a name of its own. */
  async function createCompany(overrides: Partial<Insertable<CompaniesTable>> = {}): Promise<CompanyRow> {
    const { id } = await database()
      .insertInto("companies")
      .values({ ...defaults.company(), ...overrides })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Read again: RETURNING gives the row before the AFTER INSERT trigger that writes its slug (migration 0028).
    return database().selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }

  /** Several companies at once, each with the same overrides (names stay unique). */
  async function createCompanies(count: number, overrides: Partial<Insertable<CompaniesTable>> = {}): Promise<CompanyRow[]> {
    const companies: CompanyRow[] = [];
    for (let i = 0; i < count; i++) companies.push(await createCompany(overrides));
    return companies;
  }

  /** An open job posted now (by a new company unless told otherwise). */
  async function createJob(overrides: JobOverrides = {}): Promise<JobRow> {
    const { company, ...fields } = overrides;
    const companyId = fields.company_id ?? company?.id ?? (await createCompany()).id;
    return database()
      .insertInto("jobs")
      .values({ ...defaults.job(), ...fields, company_id: companyId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Several jobs, oldest first (ids rise with posting time, as on the live site): the i-th is
   * posted `count - i` seconds ago. All go to one company, new unless given; `each(i)` may set
   * fields per job.
   */
  async function createJobs(
    count: number,
    overrides: JobOverrides = {},
    each: (index: number) => JobOverrides = () => ({}),
  ): Promise<JobRow[]> {
    const company = overrides.company ?? (overrides.company_id === undefined ? await createCompany() : undefined);
    const now = Date.now();
    const jobs: JobRow[] = [];
    for (let i = 0; i < count; i++) {
      const postedAt = new Date(now - (count - i) * 1_000).toISOString();
      jobs.push(await createJob({ posted_at: postedAt, ...overrides, ...(company ? { company } : {}), ...each(i) }));
    }
    return jobs;
  }

  /** An enquiry as the hire-talent forms store it. */
  async function createEnquiry(overrides: Partial<Insertable<EnquiriesTable>> = {}): Promise<EnquiryRow> {
    const suffix = uniqueSuffix();
    return database()
      .insertInto("enquiries")
      .values({
        kind: "engineering",
        company_name: `Enquiring Works ${suffix}`,
        contact_name: "Dana Reyes",
        email: `dana-${suffix}@example.com`,
        phone: "+1 555 0100",
        hiring_needs: "Two civil engineers",
        positions_to_fill: "2",
        timeline: "Within a month",
        specialty: null,
        message: null,
        source: "hire-engineering",
        client_address: "203.0.113.9",
        ...overrides,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Moves a job's closing date, as time passing would bring it nearer (the site closes it once it has passed). */
  async function setClosingTime(jobId: number, closesAt: Date) {
    await database().updateTable("jobs").set({ closes_at: closesAt.toISOString() }).where("id", "=", jobId).execute();
  }

  /** Deletes a job, as an operator taking it down would: it leaves every page and saved list. */
  async function deleteJob(jobId: number) {
    await database().deleteFrom("jobs").where("id", "=", jobId).execute();
  }

  /** The id of the newest job with this title. */
  async function jobIdByTitle(title: string): Promise<number> {
    const row = await database().selectFrom("jobs").select("id").where("title", "=", title).orderBy("id", "desc").executeTakeFirstOrThrow();
    return row.id;
  }

  return { createCompany, createCompanies, createJob, createJobs, createEnquiry, setClosingTime, deleteJob, jobIdByTitle };
}
