// The unit tests' factories: the row factories of test/row-factories.ts on the app's own
// connection, on the empty database test/setup.ts gives every test file, and the users and
// applications that go through the app's code: users through its account and session code,
// applications through the JSON API. Defaults are valid and unique; pass overrides for what the
// test is about.
import type { Insertable } from "kysely";
import type { CompaniesTable } from "../db/schema";
import type { Role } from "~/lib/accounts";
import type { ApplicationStatus } from "~/lib/application-statuses";
import { createAccount } from "~/server/accounts.server";
import { db } from "~/server/db.server";
import { startSession } from "~/server/session.server";
import { applyAsCandidate, cookieFrom } from "./helpers";
import { rowFactories, uniqueSuffix, type CompanyRow } from "./row-factories";

export { uniqueSuffix, type CompanyRow, type JobOverrides, type JobRow } from "./row-factories";

export const { createCompany, createCompanies, createJob, createJobs, createEnquiry } = rowFactories(() => db, {
  company: () => {
    const suffix = uniqueSuffix();
    return {
      name: `Factory Works ${suffix}`,
      logo_url: "/logos/factory-works.svg",
      industry: "Civil Engineering Consulting",
      size: "51-200 employees",
      description: "A consultancy that designs bridges, culverts and retaining walls.",
      website: `https://factory-works-${suffix}.example`,
    };
  },
  job: () => ({
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
  }),
});

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
