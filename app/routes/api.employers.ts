import { json } from "@remix-run/node";
import type { Company } from "~/lib/jobs";
import { methodNotAllowed } from "~/server/api.server";
import { listCompanies } from "~/server/companies.server";

/** GET /api/employers: Company[], in the order they joined. */
export async function loader() {
  const companies: Company[] = (await listCompanies()).map(({ openJobs: _openJobs, ...company }) => company);
  return json(companies);
}

export const action = methodNotAllowed;
