import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { AUTH_TEXT, type AuthKind, type Role } from "~/lib/accounts";
import { FIX_FIELDS, type AuthActionFailure } from "~/lib/action-data";
import { loginSchema, registerSchema } from "~/lib/account-schemas";
import { authenticateForm, AuthFailure } from "~/server/auth.server";
import { redirectWithToast, type FlashToast } from "~/server/flash.server";
import { completePendingLink, isGoogleConfigured, pendingLinkEmail } from "~/server/google-sign-in.server";
import { GOOGLE_TEXT } from "~/lib/google-sign-in";
import { isSpam, rateLimit, refuseCrossSite, safeRedirect } from "~/server/security.server";
import { getSessionUserId, startSession } from "~/server/session.server";

// The loader and action of /login and /register, and of the auth dialog that posts to them.

const AUTH_SCHEMAS = { login: loginSchema, register: registerSchema };

const AUTH_SUCCESS: Record<AuthKind, FlashToast> = {
  login: { title: AUTH_TEXT.successTitle, description: AUTH_TEXT.loggedIn },
  register: { title: AUTH_TEXT.successTitle, description: AUTH_TEXT.registered },
};

/**
 * Where to go afterwards, or straight there when signed in already; whether to offer Google, and
 * the address of a Google account waiting to be linked by this sign-in.
 */
export async function authPageLoader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/");
  if (await getSessionUserId(request)) throw redirect(redirectTo);
  const google = isGoogleConfigured();
  return json({ redirectTo, google, pendingGoogleEmail: google ? await pendingLinkEmail(request) : null });
}

/**
 * On success a fresh session and a redirect back to `redirectTo` with the success toast; on
 * failure the form comes back with its values (never the password) and a message, with a fitting
 * status. The strategy in auth.server.ts validates the form.
 */
export async function authFormAction(kind: AuthKind, { request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  // remix-auth reads the body itself, so this reads a copy.
  const posted = await request
    .clone()
    .formData()
    .catch(() => null);
  const formData = posted ?? new FormData();
  /** The form's state with a message: values kept (never the password), field messages shown. */
  const fail = (status: number, message: string, submission?: Submission<unknown, string[]>, fieldErrors?: Record<string, string[]>) => {
    // A post refused before the strategy ran is validated here, for its state alone.
    const state = submission ?? parseWithZod(formData, { schema: AUTH_SCHEMAS[kind] });
    const result = state.reply({ formErrors: [message], fieldErrors, hideFields: ["password"] });
    return json<AuthActionFailure>({ result, message }, { status });
  };

  if (isSpam(formData)) return fail(400, "Your form could not be sent. Please try again.");
  const limited = await rateLimit(kind, request, context);
  if (limited) return fail(429, limited.message);
  // A body that is not a form is refused as the empty form it reads as.
  if (!posted) return fail(400, FIX_FIELDS);

  const outcome = await authenticateForm(kind, request);
  if (outcome instanceof AuthFailure) return fail(outcome.status, outcome.message, outcome.submission, outcome.fieldErrors);
  // A staff account's password alone signs nobody in: the session waits for the second factor
  // (docs/security.md#staff-accounts), and no Google account is linked to it.
  if (outcome.role === "staff") return redirect("/staff/two-factor", { headers: await startSession(request, outcome.id) });
  const headers = await startSession(request, outcome.id);
  let success = AUTH_SUCCESS[kind];
  // A Google account waiting for this account's owner to prove the password (docs/security.md#sign-in-with-google).
  if (kind === "login" && isGoogleConfigured()) {
    const { linked, setCookie } = await completePendingLink(request, outcome.id);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    if (linked) success = { title: GOOGLE_TEXT.linkedTitle, description: GOOGLE_TEXT.linkedOnSignIn };
  }
  return redirectWithToast(nextPage(kind, outcome.role, safeRedirect(formData.get("redirectTo"), "/")), success, { headers });
}

/** An employer's own pages, where a new employer who came for one goes on to. */
const EMPLOYER_PAGE = /^\/(?:post-job|posted-jobs|settings)(?:[/?#]|$)/;

/**
 * Where to go after signing in: where the user was going, except that a new employer starts by
 * setting up the company and the first job (/post-job), unless they came for one of their own pages.
 */
function nextPage(kind: AuthKind, role: Role, asked: string): string {
  return kind === "register" && role === "employer" && !EMPLOYER_PAGE.test(asked) ? "/post-job" : asked;
}
