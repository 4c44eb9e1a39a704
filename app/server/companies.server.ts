import { sql } from "kysely";
import type { CompanyInput } from "~/lib/employer";
import { EMPLOYER_TEXT } from "~/lib/employer";
import type { Company } from "~/lib/jobs";
import { db, isUniqueViolation } from "./db.server";
import type { Paging } from "./search/index.server";

export class CompanyNameTakenError extends Error {
  constructor() {
    super(EMPLOYER_TEXT.companyNameTaken);
  }
}

const companyColumns = [
  "companies.id",
  "companies.name",
  "companies.logo_url",
  "companies.industry",
  "companies.size",
  "companies.description",
  "companies.website",
  "companies.slug",
] as const;

export interface CompanyWithJobCount extends Company {
  openJobs: number;
}

/** Companies in the order they joined, each with its number of open jobs (kept by triggers, not counted). */
export function selectCompanies() {
  return db.selectFrom("companies").select(companyColumns).select("companies.open_jobs").orderBy("companies.id");
}

/** One page of companies in the order they joined, with their numbers of open jobs. */
export async function listCompanies({ page, pageSize }: Paging): Promise<CompanyWithJobCount[]> {
  const rows = await selectCompanies()
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map(({ logo_url, open_jobs, ...company }) => ({ ...company, logo: logo_url, openJobs: open_jobs }));
}

export async function countCompanies(): Promise<number> {
  const { count } = await db
    .selectFrom("companies")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * The company whose page /companies/<slug> is, with its number of open jobs; or, for a slug it had
 * before a rename, where its page is now (`movedTo`); or null for a slug no company has had.
 */
export async function companyOfSlug(slug: string): Promise<{ company: CompanyWithJobCount } | { movedTo: string } | null> {
  const row = await selectCompanies().where("companies.slug", "=", slug).executeTakeFirst();
  if (row) {
    const { logo_url, open_jobs, ...company } = row;
    return { company: { ...company, logo: logo_url, openJobs: open_jobs } };
  }
  const moved = await db
    .selectFrom("company_slug_redirects")
    .innerJoin("companies", "companies.id", "company_slug_redirects.company_id")
    .select("companies.slug")
    .where("company_slug_redirects.slug", "=", slug)
    .executeTakeFirst();
  return moved ? { movedTo: moved.slug } : null;
}

export async function getCompanyName(id: number): Promise<string | undefined> {
  const row = await db.selectFrom("companies").select("name").where("id", "=", id).executeTakeFirst();
  return row?.name;
}

/** The company an employer belongs to, or null (candidates, and employers who have not made one). */
export async function companyOfUser(userId: number): Promise<Company | null> {
  const row = await db
    .selectFrom("users")
    .innerJoin("companies", "companies.id", "users.company_id")
    .select(companyColumns)
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const { logo_url, ...company } = row;
  return { ...company, logo: logo_url };
}

/**
 * Creates the employer's company, or updates it when they have one. Throws
 * CompanyNameTakenError when another company has the name (names are unique).
 */
export async function saveCompany(userId: number, input: CompanyInput): Promise<void> {
  const values = {
    name: input.name,
    logo_url: input.logoUrl,
    industry: input.industry,
    size: input.size,
    description: input.description,
    website: input.website,
  };
  try {
    await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom("users").select("company_id").where("id", "=", userId).executeTakeFirstOrThrow();
      // "ACME Corp" and "Acme Corp" are one name to a reader.
      const namesake = await trx
        .selectFrom("companies")
        .select("id")
        .where(sql<string>`lower(name)`, "=", input.name.toLowerCase())
        .where("id", "!=", user.company_id ?? 0)
        .executeTakeFirst();
      if (namesake) throw new CompanyNameTakenError();
      if (user.company_id !== null) {
        await trx.updateTable("companies").set(values).where("id", "=", user.company_id).execute();
        return;
      }
      const { id } = await trx.insertInto("companies").values(values).returning("id").executeTakeFirstOrThrow();
      await trx.updateTable("users").set({ company_id: id }).where("id", "=", userId).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CompanyNameTakenError();
    throw error;
  }
}
