import { json, type ActionFunctionArgs } from "@remix-run/node";
import { apiError, type ApiMethod, wrongMethod } from "~/server/http.server";
import { requireApiUser } from "~/server/auth.server";
import { refuseCrossSite } from "~/server/security.server";
import { receiveResume } from "~/server/uploads.server";

export const methods: ApiMethod[] = ["POST"];

/** POST /api/upload/resume (multipart, field `resume`): 201 {resumeUrl}; it becomes the primary resume. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return wrongMethod("POST");
  refuseCrossSite(request);
  const { user, error } = await requireApiUser(request);
  if (error) return error;
  const outcome = await receiveResume(request, user.id);
  if (!outcome.ok) {
    const { status, title, description } = outcome.problem;
    return apiError(status, `${title}: ${description}`);
  }
  return json({ resumeUrl: outcome.resumeUrl }, { status: 201 });
}

export const loader = () => wrongMethod("POST");
