import { json, type ActionFunctionArgs } from "@remix-run/node";
import { AUTH_TEXT, type AuthKind } from "~/lib/accounts";
import { loginSchema, registerSchema } from "~/lib/account-schemas";
import { authenticateInput, AuthFailure } from "~/server/auth.server";
import { apiError, parseJsonBody, tooManyAttempts, wrongMethod } from "~/server/http.server";
import { rateLimit, refuseCrossSite } from "~/server/security.server";
import { startSession } from "~/server/session.server";

/**
 * POST /api/auth/login and /api/auth/register: the JSON body validated with the forms' schema,
 * then the same sign-in or registration step as the forms. Success answers the user and sets a
 * fresh session cookie.
 */
export async function apiAuthAction(kind: AuthKind, { request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return wrongMethod("POST");
  refuseCrossSite(request);
  const limited = await rateLimit(kind, request, context);
  if (limited) return tooManyAttempts(limited);

  let outcome;
  if (kind === "login") {
    const body = await parseJsonBody(request, loginSchema);
    if (body.error) return body.error;
    outcome = await authenticateInput("login", body.data);
  } else {
    const body = await parseJsonBody(request, registerSchema);
    if (body.error) return body.error;
    outcome = await authenticateInput("register", body.data);
  }
  if (outcome instanceof AuthFailure) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return apiError(outcome.status, outcome.message, outcome.fieldErrors, { headers });
  }
  // The API has no second factor: a staff account is refused as wrong credentials are
  // (docs/decisions/046-staff-accounts-with-totp.md), and no session is made.
  if (outcome.role === "staff") return apiError(401, AUTH_TEXT.loginFailedFallback);
  return json({ user: outcome }, { status: kind === "register" ? 201 : 200, headers: await startSession(request, outcome.id) });
}
