import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { z } from "zod";
import { AUTH_TEXT, authPath, SIGNED_OUT_TEXT, type AuthKind, type User } from "~/lib/accounts";
import { FIX_FIELDS } from "~/lib/action-data";
import { loginSchema, registerSchema } from "~/lib/account-schemas";
import { APPLY_TEXT } from "~/lib/applications";
import { EMPLOYER_TEXT } from "~/lib/employer";
import { STAFF_TEXT } from "~/lib/staff";
import { STAFF_CONSOLE_TEXT } from "~/lib/staff-console";
import type { Company } from "~/lib/jobs";
import { createAccount, EmailTakenError, getUser, isSuspended, verifyCredentials } from "./accounts.server";
import { companyOfUser } from "./companies.server";
import { findPostedJob } from "./employer-jobs.server";
import { redirectWithToast } from "./flash.server";
import { apiError, idParam, notFound } from "./http.server";
import { commonPasswordProblem } from "./passwords.server";
import { accountLocked, clearLoginFailures, countLoginFailure } from "./security.server";
import { getSignedIn } from "./session.server";

/** Why sign-in or registration failed: a status, a message safe to show, and field messages. */
export class AuthFailure extends Error {
  /** For a form post: the form as validated, whose values and messages go back to the page. */
  submission?: Submission<unknown, string[]>;

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export type LoginInput = z.output<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;

/** Signs in valid-looking credentials: the user, or an AuthFailure (locked, or wrong). */
async function signIn({ email, password }: LoginInput): Promise<User> {
  const locked = await accountLocked(email);
  if (locked) throw new AuthFailure(429, locked.message, undefined, locked.retryAfterSeconds);
  const user = await verifyCredentials(email, password);
  // The same answer whether the email is unknown or the password wrong.
  if (!user) {
    await countLoginFailure(email);
    throw new AuthFailure(401, AUTH_TEXT.loginFailedFallback);
  }
  await clearLoginFailures(email);
  // Said only to whoever knows the password.
  if (await isSuspended(user.id)) throw new AuthFailure(403, STAFF_CONSOLE_TEXT.accountSuspended);
  return user;
}

/** Creates the account: the new user, or an AuthFailure (a common password, the email taken). */
async function register(input: RegisterInput): Promise<User> {
  const weak = commonPasswordProblem(input.password);
  if (weak) throw new AuthFailure(400, FIX_FIELDS, { password: [weak] });
  try {
    return await createAccount(input);
  } catch (error) {
    if (error instanceof EmailTakenError) throw new AuthFailure(409, error.message, { email: [error.message] });
    throw error;
  }
}

/**
 * A form strategy for one kind: it reads the form (from a clone, so the route may read its own
 * copy), validates it once as the browser does (an empty field is a missing one), and runs the
 * same step as the JSON API. A failure carries the validated form back to the route.
 */
function formStrategy<Schema extends z.ZodTypeAny>(schema: Schema, step: (input: z.output<Schema>) => Promise<User>) {
  return new FormStrategy<User>(async ({ form }) => {
    const submission = parseWithZod(form, { schema });
    try {
      if (submission.status !== "success") throw new AuthFailure(400, FIX_FIELDS);
      return await step(submission.value);
    } catch (error) {
      if (error instanceof AuthFailure) error.submission = submission as Submission<unknown, string[]>;
      throw error;
    }
  });
}

/** remix-auth, one strategy per kind. The app owns the session: see session.server.ts. */
const authenticator = new Authenticator<User>()
  .use(formStrategy(loginSchema, signIn), "login")
  .use(formStrategy(registerSchema, register), "register");

async function userOrFailure(attempt: () => Promise<User>): Promise<User | AuthFailure> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AuthFailure) return error;
    throw error;
  }
}

/** A sign-in or registration form post: the user, or the AuthFailure that explains why not. */
export function authenticateForm(kind: AuthKind, request: Request): Promise<User | AuthFailure> {
  return userOrFailure(() => authenticator.authenticate(kind, request));
}

/** The same, for input the JSON API has validated with the kind's schema already. */
export function authenticateInput(kind: "login", input: LoginInput): Promise<User | AuthFailure>;
export function authenticateInput(kind: "register", input: RegisterInput): Promise<User | AuthFailure>;
export function authenticateInput(kind: AuthKind, input: LoginInput | RegisterInput): Promise<User | AuthFailure> {
  return userOrFailure(() => (kind === "login" ? signIn(input) : register(input as RegisterInput)));
}

/**
 * The signed-in user, or null. A staff account counts only with the second factor passed in this
 * session; a suspended account's session (one made by a password reset or Google) counts as none.
 */
export async function getCurrentUser(request: Request): Promise<User | null> {
  const signedIn = await getSignedIn(request);
  if (!signedIn) return null;
  const user = await getUser(signedIn.userId, { unlessSuspended: true });
  return user && (user.role !== "staff" || signedIn.secondFactor) ? user : null;
}

// Guards for loaders and actions: each returns what the route needs, or throws the answer a
// page gives when the visitor may not be there (a redirect to sign in, a 403, a 404).

/**
 * The signed-in candidate or employer for a page that needs one; signed out, a redirect to sign in
 * that comes back here afterwards, or to `returnTo` (a form whose own address no GET answers). A
 * staff account acts as neither: 403 with a message the error page shows.
 */
export async function requireUser(request: Request, returnTo?: string): Promise<User> {
  const user = await getCurrentUser(request);
  if (user?.role === "staff") throw json({ message: STAFF_TEXT.staffNotHere }, { status: 403 });
  if (user) return user;
  const { pathname, search } = new URL(request.url);
  throw await redirectWithToast(authPath("login", returnTo ?? pathname + search), {
    title: APPLY_TEXT.signInTitle,
    description: SIGNED_OUT_TEXT,
  });
}

/**
 * The signed-in employer and their company (null until they create it). Signed out: a redirect
 * to sign in; a candidate: 403 with a message the error page shows.
 */
export async function requireEmployer(request: Request): Promise<{ user: User; company: Company | null }> {
  const user = await requireUser(request);
  if (user.role !== "employer") throw json({ message: EMPLOYER_TEXT.employersOnly }, { status: 403 });
  return { user, company: await companyOfUser(user.id) };
}

/** The employer's company and the job of the `:id` parameter, which must be the company's (else 404). */
export async function requireOwnJob(request: Request, jobIdText: string | undefined) {
  const { user, company } = await requireEmployer(request);
  const jobId = idParam(jobIdText);
  const job = company && jobId !== null ? await findPostedJob(company.id, jobId) : undefined;
  if (!company || !job) throw notFound();
  return { user, company, job };
}

/** The signed-in candidate or employer for a JSON call, or a response to return as is: 401, or 403 for staff. */
export async function requireApiUser(request: Request): Promise<{ user: User; error?: never } | { user?: never; error: Response }> {
  const user = await getCurrentUser(request);
  if (user?.role === "staff") return { error: apiError(403, STAFF_TEXT.staffNotHere) };
  return user ? { user } : { error: apiError(401, "You need to be logged in.") };
}
