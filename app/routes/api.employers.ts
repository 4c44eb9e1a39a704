import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { Company } from "~/lib/jobs";
import { type ApiMethod, methodNotAllowed, pagingQuery, parseQuery, publicValidators } from "~/server/http.server";
import { listCompanies } from "~/server/companies.server";

export const methods: ApiMethod[] = ["GET"];

const query = z.object(pagingQuery);

/** GET /api/employers?page&pageSize: Company[], in the order they joined. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data, error } = parseQuery(request, query);
  if (error) return error;
  const { headers, notModified } = publicValidators(request, context);
  if (notModified) return notModified;
  const companies: Company[] = (await listCompanies(data)).map(({ openJobs: _openJobs, ...company }) => company);
  return json(companies, { headers });
}

export const action = methodNotAllowed;
