import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { SAVED_JOBS_TOAST_TEXT } from "~/lib/saved-jobs";
import { requireApiUser } from "~/server/auth.server";
import { apiError, type ApiMethod, idParam, wrongMethod } from "~/server/http.server";
import { findSavedJob, saveJob, unsaveJob } from "~/server/saved-jobs.server";
import { refuseCrossSite } from "~/server/security.server";

export const methods: ApiMethod[] = ["GET", "PUT", "DELETE"];

const METHODS = "GET, PUT, DELETE";
const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * GET /api/me/saved-jobs/:jobId: the SavedJob when the candidate saved that job, as the list
 * gives it, else 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, error } = await requireApiUser(request);
  if (error) return error;
  if (user.role !== "candidate") return apiError(403, SAVED_JOBS_TOAST_TEXT.candidatesOnly);
  const jobId = idParam(params.jobId);
  if (jobId === null) return apiError(404, SAVED_JOBS_TOAST_TEXT.notFound);
  const savedJob = await findSavedJob(user.id, jobId);
  if (!savedJob) return apiError(404, SAVED_JOBS_TOAST_TEXT.notSaved);
  return json(savedJob, { headers: PRIVATE });
}

/**
 * PUT /api/me/saved-jobs/:jobId saves the job: 201 {savedJob} the first time, 200 {savedJob}
 * after (the first save's time stands). DELETE unsaves it: 204, whether or not it was saved.
 * Candidates only; no body is read.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") return wrongMethod(METHODS);
  refuseCrossSite(request);
  const { user, error } = await requireApiUser(request);
  if (error) return error;
  if (user.role !== "candidate") return apiError(403, SAVED_JOBS_TOAST_TEXT.candidatesOnly);
  const jobId = idParam(params.jobId);
  if (jobId === null) return apiError(404, SAVED_JOBS_TOAST_TEXT.notFound);

  if (request.method === "DELETE") {
    await unsaveJob(user.id, jobId);
    return new Response(null, { status: 204, headers: PRIVATE });
  }
  const outcome = await saveJob(user.id, jobId);
  const savedJob = outcome === "no-job" ? undefined : await findSavedJob(user.id, jobId);
  // Deleted between the two reads: as good as never there.
  if (!savedJob) return apiError(404, SAVED_JOBS_TOAST_TEXT.notFound);
  return json({ savedJob }, { status: outcome === "created" ? 201 : 200, headers: PRIVATE });
}
