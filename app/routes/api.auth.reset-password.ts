import { json, type ActionFunctionArgs } from "@remix-run/node";
import { RESET_TEXT } from "~/lib/password-reset";
import { apiResetPasswordSchema } from "~/lib/account-schemas";
import { getUser } from "~/server/accounts.server";
import { apiError, type ApiMethod, parseJsonBody, tooManyAttempts, wrongMethod } from "~/server/http.server";
import { commonPasswordProblem } from "~/server/passwords.server";
import { resetPassword } from "~/server/password-resets.server";
import { rateLimit, refuseCrossSite } from "~/server/security.server";
import { startSession } from "~/server/session.server";

export const methods: ApiMethod[] = ["POST"];

/**
 * POST /api/auth/reset-password {token, password}: 200 {user} and a new session cookie, every
 * other session ended; 410 when the link has expired, was used, or is unknown.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return wrongMethod("POST");
  refuseCrossSite(request);
  const limited = await rateLimit("reset-password", request, context);
  if (limited) return tooManyAttempts(limited);
  const body = await parseJsonBody(request, apiResetPasswordSchema);
  if (body.error) return body.error;
  const weak = commonPasswordProblem(body.data.password);
  if (weak) return apiError(400, weak, { password: [weak] });
  const outcome = await resetPassword(body.data.token, body.data.password);
  if ("problem" in outcome) return apiError(410, RESET_TEXT[outcome.problem]);
  return json({ user: await getUser(outcome.userId) }, { headers: await startSession(request, outcome.userId) });
}

export const loader = () => wrongMethod("POST");
