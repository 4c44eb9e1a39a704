import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { z } from "zod";
import { AUTH_TEXT, authPath, SIGNED_OUT_TEXT, type AuthKind, type User } from "~/lib/accounts";
import { loginSchema, registerSchema } from "~/lib/account-schemas";
import { APPLY_TEXT } from "~/lib/applications";
import { createAccount, EmailTakenError, getUser, verifyCredentials } from "./accounts.server";
import { apiError, parseJsonBody, wrongMethod } from "./api.server";
import { redirectWithToast, type FlashToast } from "./flash.server";
import { commonPasswordProblem } from "./passwords.server";
import {
  accountLocked,
  clearLoginFailures,
  countLoginFailure,
  isSpam,
  rateLimit,
  refuseCrossSite,
  safeRedirect,
  tooManyAttempts,
} from "./security.server";
import { endSession, getSessionUserId, startSession } from "./session.server";

/** Why sign-in or registration failed: a status, a message safe to show, and field messages. */
export class AuthFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const FIX_FIELDS = "Please correct the highlighted fields.";

function parseForm<Schema extends z.ZodTypeAny>(schema: Schema, form: FormData): z.output<Schema> {
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
  const result = schema.safeParse(values);
  if (!result.success) {
    throw new AuthFailure(400, FIX_FIELDS, result.error.flatten().fieldErrors as Record<string, string[]>);
  }
  return result.data;
}

/**
 * remix-auth with two form strategies. Both read the form themselves (from a clone), so the
 * route may read its own copy too. The app owns the session: see session.server.ts.
 */
export const authenticator = new Authenticator<User>()
  .use(
    new FormStrategy(async ({ form }) => {
      const { email, password } = parseForm(loginSchema, form);
      const locked = await accountLocked(email);
      if (locked) throw new AuthFailure(429, locked.message, undefined, locked.retryAfterSeconds);
      const user = await verifyCredentials(email, password);
      // The same answer whether the email is unknown or the password wrong.
      if (!user) {
        await countLoginFailure(email);
        throw new AuthFailure(401, AUTH_TEXT.loginFailedFallback);
      }
      await clearLoginFailures(email);
      return user;
    }),
    "login",
  )
  .use(
    new FormStrategy(async ({ form }) => {
      const input = parseForm(registerSchema, form);
      const weak = commonPasswordProblem(input.password);
      if (weak) throw new AuthFailure(400, FIX_FIELDS, { password: [weak] });
      try {
        return await createAccount(input);
      } catch (error) {
        if (error instanceof EmailTakenError) throw new AuthFailure(409, error.message, { email: [error.message] });
        throw error;
      }
    }),
    "register",
  );

/** Runs a strategy and returns the user, or the AuthFailure that explains why not. */
export async function authenticate(kind: AuthKind, request: Request): Promise<User | AuthFailure> {
  try {
    return await authenticator.authenticate(kind, request);
  } catch (error) {
    if (error instanceof AuthFailure) return error;
    throw error;
  }
}

/** The signed-in user, or null. */
export async function getCurrentUser(request: Request): Promise<User | null> {
  const userId = await getSessionUserId(request);
  return userId === null ? null : getUser(userId);
}

/**
 * The signed-in user for a page that needs one; signed out, a redirect to sign in that comes
 * back here afterwards.
 */
export async function requireUser(request: Request): Promise<User> {
  const user = await getCurrentUser(request);
  if (user) return user;
  const { pathname, search } = new URL(request.url);
  throw await redirectWithToast(authPath("login", pathname + search), { title: APPLY_TEXT.signInTitle, description: SIGNED_OUT_TEXT });
}

const AUTH_SUCCESS: Record<AuthKind, FlashToast> = {
  login: { title: AUTH_TEXT.successTitle, description: AUTH_TEXT.loggedIn },
  register: { title: AUTH_TEXT.successTitle, description: AUTH_TEXT.registered },
};
const AUTH_SCHEMAS = { login: loginSchema, register: registerSchema };

/** What a failed sign-in or registration post answers: the form's state and a message. */
export interface AuthActionFailure {
  result: SubmissionResult<string[]>;
  message: string;
}

/**
 * The action of /login and /register (pages and the dialog): on success a fresh session and a
 * redirect back to `redirectTo` with the spec's toast; on failure the form comes back with its
 * values (never the password) and a message, with a fitting status.
 */
export async function authFormAction(kind: AuthKind, { request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  // A body that is not a form reads as an empty form, and is refused as one.
  const formData = (await request.clone().formData().catch(() => null)) ?? new FormData();
  const submission = parseWithZod(formData, { schema: AUTH_SCHEMAS[kind] });
  const fail = (status: number, message: string, fieldErrors?: Record<string, string[]>) =>
    json<AuthActionFailure>(
      { result: submission.reply({ formErrors: [message], fieldErrors, hideFields: ["password"] }), message },
      { status },
    );

  if (isSpam(formData)) return fail(400, "Your form could not be sent. Please try again.");
  const limited = await rateLimit(kind, request, context);
  if (limited) return fail(429, limited.message);
  if (submission.status !== "success") return fail(400, FIX_FIELDS);

  const outcome = await authenticate(kind, request);
  if (outcome instanceof AuthFailure) return fail(outcome.status, outcome.message, outcome.fieldErrors);
  const cookie = await startSession(request, outcome.id);
  return redirectWithToast(safeRedirect(formData.get("redirectTo"), "/"), AUTH_SUCCESS[kind], {
    headers: { "Set-Cookie": cookie },
  });
}

/** The loader of /login and /register: where to go afterwards, or straight there when signed in. */
export async function authPageLoader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/");
  if (await getSessionUserId(request)) throw redirect(redirectTo);
  return json({ redirectTo });
}

/** Logout: the session row goes, the cookie is cleared, and the user stays on their page. */
export async function signOutAction(request: Request) {
  refuseCrossSite(request);
  const formData = await request.formData().catch(() => new FormData());
  const back = safeRedirect(formData.get("redirectTo"), "/");
  let cookie: string;
  try {
    cookie = await endSession(request);
  } catch (error) {
    console.error("Logout failed", error);
    return redirectWithToast(back, { title: AUTH_TEXT.logoutFailed, variant: "destructive" });
  }
  return redirectWithToast(back, { title: AUTH_TEXT.loggedOut }, { headers: { "Set-Cookie": cookie } });
}

/** The signed-in user for a JSON call, or a 401 response to return as is. */
export async function requireApiUser(request: Request): Promise<{ user: User; error?: never } | { user?: never; error: Response }> {
  const user = await getCurrentUser(request);
  return user ? { user } : { error: apiError(401, "You need to be logged in.") };
}

/**
 * POST /api/auth/login and /api/auth/register: the same strategies as the forms, fed the JSON
 * body as a form. Success answers the user and sets a fresh session cookie.
 */
export async function apiAuthAction(kind: AuthKind, { request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return wrongMethod("POST");
  refuseCrossSite(request);
  const limited = await rateLimit(kind, request, context);
  if (limited) return tooManyAttempts(limited);
  const body = await parseJsonBody(request, AUTH_SCHEMAS[kind]);
  if (body.error) return body.error;

  const fields = Object.fromEntries(Object.entries(body.data).map(([key, value]) => [key, String(value)]));
  const formRequest = new Request(request.url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const outcome = await authenticate(kind, formRequest);
  if (outcome instanceof AuthFailure) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return apiError(outcome.status, outcome.message, outcome.fieldErrors, { headers });
  }
  const cookie = await startSession(request, outcome.id);
  return json({ user: outcome }, { status: kind === "register" ? 201 : 200, headers: { "Set-Cookie": cookie } });
}
