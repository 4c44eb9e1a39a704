import type { Company } from "~/lib/jobs";
import { db } from "./db.server";

export interface CompanyWithJobCount extends Company {
  openJobs: number;
}

/** Every company in the order it joined, with its number of open jobs. */
export async function listCompanies(limit?: number): Promise<CompanyWithJobCount[]> {
  let query = db
    .selectFrom("companies")
    .select((eb) => [
      "companies.id",
      "companies.name",
      "companies.logo_url",
      "companies.industry",
      "companies.size",
      "companies.description",
      "companies.website",
      eb
        .selectFrom("jobs")
        .select(eb.fn.countAll<number>().as("count"))
        .whereRef("jobs.company_id", "=", "companies.id")
        .as("open_jobs"),
    ])
    .orderBy("companies.id");
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map(({ logo_url, open_jobs, ...company }) => ({ ...company, logo: logo_url, openJobs: open_jobs ?? 0 }));
}

export async function getCompanyName(id: number): Promise<string | undefined> {
  const row = await db.selectFrom("companies").select("name").where("id", "=", id).executeTakeFirst();
  return row?.name;
}
