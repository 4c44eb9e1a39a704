// Factories: each test makes the companies, jobs, users and applications it asserts on, on the
// empty database test/setup.ts gives every test file. Defaults are valid and unique; pass
// overrides for what the test is about. Rows go in through Kysely on the app's own connection,
// users through the app's account and session code, applications through the JSON API.
import type { Insertable, Selectable } from "kysely";
import type { CompaniesTable, EnquiriesTable, JobsTable } from "../db/schema";
import type { Role } from "~/lib/accounts";
import type { ApplicationStatus } from "~/lib/application-statuses";
import { createAccount } from "~/server/accounts.server";
import { db } from "~/server/db.server";
import { startSession } from "~/server/session.server";
import { applyAsCandidate, cookieFrom } from "./helpers";

let sequence = 0;

/** A suffix no other row of this test file has: a counter and a few random letters. */
export function uniqueSuffix(): string {
  return `${++sequence}${Math.random().toString(36).slice(2, 7).replace(/\d/g, "x")}`;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type JobRow = Selectable<JobsTable>;

/** A company with every field filled and a unique name. */
export async function createCompany(overrides: Partial<Insertable<CompaniesTable>> = {}): Promise<CompanyRow> {
  const suffix = uniqueSuffix();
  return db
    .insertInto("companies")
    .values({
      name: `Factory Works ${suffix}`,
      logo_url: "/logos/factory-works.svg",
      industry: "Civil Engineering Consulting",
      size: "51-200 employees",
      description: "A consultancy that designs bridges, culverts and retaining walls.",
      website: `https://factory-works-${suffix}.example`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Several companies at once, each with the same overrides (names stay unique). */
export async function createCompanies(count: number, overrides: Partial<Insertable<CompaniesTable>> = {}): Promise<CompanyRow[]> {
  const companies: CompanyRow[] = [];
  for (let i = 0; i < count; i++) companies.push(await createCompany(overrides));
  return companies;
}

export type JobOverrides = Partial<Insertable<JobsTable>> & {
  /** The company that posts the job; a new one when neither this nor company_id is given. */
  company?: { id: number };
};

/** An open job posted now (by a new company unless told otherwise). */
export async function createJob(overrides: JobOverrides = {}): Promise<JobRow> {
  const { company, ...fields } = overrides;
  const companyId = fields.company_id ?? company?.id ?? (await createCompany()).id;
  return db
    .insertInto("jobs")
    .values({
      title: "Structural Engineer",
      description: "Design steel and concrete frames for mid-rise buildings; review shop drawings.",
      location: "Austin, TX",
      employment_type: "Full-time",
      remote: 0,
      featured: 0,
      discipline: "Civil Engineering",
      salary_min: 90_000,
      salary_max: 120_000,
      posted_at: new Date().toISOString(),
      ...fields,
      company_id: companyId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Several jobs, oldest first (ids rise with posting time, as on the live site): the i-th is
 * posted `count - i` minutes ago. All go to one company, new unless given.
 */
export async function createJobs(count: number, overrides: JobOverrides = {}): Promise<JobRow[]> {
  const company = overrides.company ?? (overrides.company_id === undefined ? await createCompany() : undefined);
  const now = Date.now();
  const jobs: JobRow[] = [];
  for (let i = 0; i < count; i++) {
    const postedAt = new Date(now - (count - i) * 60_000).toISOString();
    jobs.push(await createJob({ posted_at: postedAt, ...overrides, ...(company ? { company } : {}) }));
  }
  return jobs;
}

export interface UserFields {
  email?: string;
  password?: string;
  fullName?: string;
}

/** A user made through the app's own account code, signed in: `cookie` is their session. */
async function createUser(role: Role, fields: UserFields) {
  const email = fields.email ?? `${role}-${uniqueSuffix()}@example.com`;
  const password = fields.password ?? "correct horse battery";
  const user = await createAccount({ email, password, fullName: fields.fullName ?? "Test User", role });
  const headers = await startSession(new Request("http://localhost/"), user.id);
  return { user, email, password, cookie: cookieFrom(new Response(null, { headers })) };
}

/** A signed-in candidate. */
export function createCandidate(fields: UserFields = {}) {
  return createUser("candidate", fields);
}

/**
 * A signed-in employer with a company: a new one (with these overrides) unless `company` is an
 * existing company's row. Pass `company: null` for an employer who has not made one yet.
 */
export async function createEmployer(fields: UserFields & { company?: CompanyRow | Partial<Insertable<CompaniesTable>> | null } = {}) {
  const { company: companyField, ...userFields } = fields;
  const employer = await createUser("employer", userFields);
  if (companyField === null) return { ...employer, company: null };
  const company = companyField && "id" in companyField ? companyField : await createCompany(companyField ?? {});
  await db.updateTable("users").set({ company_id: company.id }).where("id", "=", employer.user.id).execute();
  return { ...employer, company: company as CompanyRow };
}

/**
 * A candidate's application to a job, sent through the JSON API with an uploaded resume (so the
 * resume file exists as it would). Makes the candidate when none is given; `status` then sets
 * it as the employer would.
 */
export async function createApplication(options: {
  job: { id: number };
  candidate?: { cookie: string; user: { id: number } };
  coverLetter?: string;
  status?: ApplicationStatus;
}) {
  const candidate = options.candidate ?? (await createCandidate());
  const { response, resumeUrl } = await applyAsCandidate(options.job.id, candidate, options.coverLetter);
  if (response.status !== 201) throw new Error(`applying answered ${response.status}: ${await response.text()}`);
  const application = await db
    .selectFrom("applications")
    .selectAll()
    .where("user_id", "=", candidate.user.id)
    .where("job_id", "=", options.job.id)
    .executeTakeFirstOrThrow();
  if (options.status && options.status !== application.status) {
    await db.updateTable("applications").set({ status: options.status }).where("id", "=", application.id).execute();
    application.status = options.status;
  }
  return { application, candidate, resumeUrl };
}

/** An enquiry as the hire-talent forms store it. */
export async function createEnquiry(overrides: Partial<Insertable<EnquiriesTable>> = {}): Promise<Selectable<EnquiriesTable>> {
  const suffix = uniqueSuffix();
  return db
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
