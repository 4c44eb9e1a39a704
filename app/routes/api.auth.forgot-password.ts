import { json, type ActionFunctionArgs } from "@remix-run/node";
import { RESET_TEXT } from "~/lib/password-reset";
import { forgotPasswordSchema } from "~/lib/account-schemas";
import { config } from "~/server/config.server";
import { apiError, type ApiMethod, parseJsonBody, tooManyAttempts, wrongMethod } from "~/server/http.server";
import { mailMode } from "~/server/mail.server";
import { requestPasswordReset } from "~/server/password-resets.server";
import { knownAccounts } from "~/server/session.server";
import { rateLimit, refuseCrossSite } from "~/server/security.server";

export const methods: ApiMethod[] = ["POST"];

/**
 * POST /api/auth/forgot-password {email}: 202 {ok: true} whether or not the address has an
 * account, in the same time; 503 when the site cannot send mail.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return wrongMethod("POST");
  refuseCrossSite(request);
  const limited = await rateLimit("forgot-password", request, context);
  if (limited) return tooManyAttempts(limited);
  const body = await parseJsonBody(request, forgotPasswordSchema);
  if (body.error) return body.error;
  if (mailMode() === "off") return apiError(503, `${RESET_TEXT.mailOff} ${config.mail.supportEmail}`);
  await requestPasswordReset(body.data.email, { knownAccounts: await knownAccounts(request) });
  return json({ ok: true }, { status: 202 });
}

export const loader = () => wrongMethod("POST");
