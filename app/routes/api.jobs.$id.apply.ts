import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { APPLY_FORM_TEXT } from "~/lib/apply-form-text";
import { apiError, type ApiMethod, idParam, parseJsonBody, wrongMethod } from "~/server/http.server";
import { coverLetterSchema } from "~/lib/application-schemas";
import { AlreadyAppliedError, applyToJob, checkCanApply, ownResumeId } from "~/server/applications.server";
import { requireApiUser } from "~/server/auth.server";
import { refuseCrossSite } from "~/server/security.server";

export const methods: ApiMethod[] = ["POST"];

const body = z.object({
  resumeUrl: z
    .string({ required_error: "resumeUrl is required", invalid_type_error: "resumeUrl must be a string" })
    .min(1, "resumeUrl is required")
    .max(2000),
  coverLetter: coverLetterSchema,
});

/**
 * POST /api/jobs/:id/apply {resumeUrl, coverLetter?}: 201 {application}. The resume must be one
 * of the applicant's own uploads; only candidates apply, and only once per job.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return wrongMethod("POST");
  refuseCrossSite(request);
  const { user, error } = await requireApiUser(request);
  if (error) return error;
  const { job, refusal } = await checkCanApply(user, idParam(params.id));
  if (!job || refusal) return apiError(refusal?.status ?? 404, refusal?.message ?? "Job not found.");

  const input = await parseJsonBody(request, body);
  if (input.error) return input.error;
  const resumeId = await ownResumeId(user.id, input.data.resumeUrl, new URL(request.url).origin);
  if (!resumeId) return apiError(400, APPLY_FORM_TEXT.resumeNotYours, { resumeUrl: [APPLY_FORM_TEXT.resumeNotYours] });

  try {
    const application = await applyToJob({ userId: user.id, jobId: job.id, resumeId, coverLetter: input.data.coverLetter });
    return json({ application }, { status: 201 });
  } catch (failure) {
    if (failure instanceof AlreadyAppliedError) return apiError(409, failure.message);
    throw failure;
  }
}

export const loader = () => wrongMethod("POST");
