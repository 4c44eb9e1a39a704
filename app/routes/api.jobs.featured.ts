import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { type ApiMethod, methodNotAllowed, pagingQuery, parseQuery, publicValidators } from "~/server/http.server";
import { listJobs } from "~/server/jobs.server";

export const methods: ApiMethod[] = ["GET"];

const query = z.object(pagingQuery);

/** GET /api/jobs/featured: the featured jobs only, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data, error } = parseQuery(request, query);
  if (error) return error;
  const { headers, notModified } = publicValidators(request, context);
  if (notModified) return notModified;
  return json(await listJobs({ featured: true }, data), { headers });
}

export const action = methodNotAllowed;
