import { json, type ActionFunctionArgs } from "@remix-run/node";
import { APPLY_TEXT, WITHDRAW_TEXT } from "~/lib/applications";
import { withdrawApplication } from "~/server/applications.server";
import { requireApiUser } from "~/server/auth.server";
import { apiError, type ApiMethod, idParam, wrongMethod } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";

export const methods: ApiMethod[] = ["POST"];

/**
 * POST /api/me/applications/:id/withdraw: 200 {application} with status "withdrawn"; 404 for
 * another user's application or none, 409 when it was withdrawn already or led to a hire; 401
 * signed out, 403 for an employer. No body is read.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return wrongMethod("POST");
  refuseCrossSite(request);
  const { user, error } = await requireApiUser(request);
  if (error) return error;
  if (user.role !== "candidate") return apiError(403, APPLY_TEXT.candidatesOnly);
  const applicationId = idParam(params.id);
  if (applicationId === null) return apiError(404, WITHDRAW_TEXT.notFound);
  const outcome = await withdrawApplication(user.id, applicationId);
  if ("refusal" in outcome) return apiError(outcome.refusal.status, outcome.refusal.message);
  return json({ application: outcome.application }, { headers: { "Cache-Control": "private, no-store" } });
}

export function loader() {
  return wrongMethod("POST");
}
