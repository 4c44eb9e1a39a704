import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { SAVED_JOBS_TOAST_TEXT } from "~/lib/saved-jobs";
import { requireApiUser } from "~/server/auth.server";
import { apiError, type ApiMethod, methodNotAllowed, pagingQuery, parseQuery } from "~/server/http.server";
import { listSavedJobs } from "~/server/saved-jobs.server";

export const methods: ApiMethod[] = ["GET"];

const query = z.object(pagingQuery);

/** GET /api/me/saved-jobs?page&pageSize: the signed-in candidate's SavedJob[], the most recently saved first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, error } = await requireApiUser(request);
  if (error) return error;
  if (user.role !== "candidate") return apiError(403, SAVED_JOBS_TOAST_TEXT.candidatesOnly);
  const paging = parseQuery(request, query);
  if (paging.error) return paging.error;
  return json(await listSavedJobs(user.id, paging.data), { headers: { "Cache-Control": "private, no-store" } });
}

export const action = methodNotAllowed;
