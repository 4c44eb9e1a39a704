import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { type ApiMethod, jobFiltersQuery, methodNotAllowed, pagingQuery, parseQuery, publicValidators } from "~/server/http.server";
import { listJobs } from "~/server/jobs.server";

export const methods: ApiMethod[] = ["GET"];

const query = z.object({ ...jobFiltersQuery, ...pagingQuery });

/** GET /api/jobs?discipline&location&radius&remote&salary&posted&page&pageSize: Job[], newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data, error } = parseQuery(request, query);
  if (error) return error;
  const { headers, notModified } = publicValidators(request, context);
  if (notModified) return notModified;
  const { page, pageSize, salary, posted, ...filters } = data;
  return json(await listJobs({ ...filters, salaryAtLeast: salary, postedSince: posted }, { page, pageSize }), { headers });
}

export const action = methodNotAllowed;
