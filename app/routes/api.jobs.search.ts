import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  apiError,
  type ApiMethod,
  jobFiltersQuery,
  jobSortQuery,
  methodNotAllowed,
  pagingQuery,
  parseQuery,
  publicValidators,
  searchText,
} from "~/server/http.server";
import { listJobs } from "~/server/jobs.server";

export const methods: ApiMethod[] = ["GET"];

const query = z.object({ q: searchText.optional(), ...jobFiltersQuery, ...jobSortQuery, ...pagingQuery });

/** GET /api/jobs/search?q&location&radius&discipline&remote&salary&posted&sort&page&pageSize: Job[], best match first (or newest first). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data, error } = parseQuery(request, query);
  if (error) return error;
  const { page, pageSize, q, location, salary, posted, ...filters } = data;
  if (!q && !location) {
    return apiError(400, "Give a keyword (q) or a location to search.", { q: ["Give a keyword or a location"] });
  }
  const { headers, notModified } = publicValidators(request, context);
  if (notModified) return notModified;
  return json(await listJobs({ q, location, ...filters, salaryAtLeast: salary, postedSince: posted }, { page, pageSize }), { headers });
}

export const action = methodNotAllowed;
