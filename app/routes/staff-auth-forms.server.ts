import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { AUTH_TEXT } from "~/lib/accounts";
import { FIX_FIELDS } from "~/lib/action-data";
import { STAFF_TEXT } from "~/lib/staff";
import { staffCodeSchema } from "~/lib/staff-schemas";
import { getUser } from "~/server/accounts.server";
import { getCurrentUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { notFound, readForm } from "~/server/http.server";
import {
  acceptSecondFactor,
  acceptTotp,
  hasSecondFactor,
  newRecoveryCodes,
  pendingSetup,
  unusedRecoveryCodes,
} from "~/server/second-factor.server";
import { rateLimit, rateLimitUser, refuseCrossSite, type RateLimited } from "~/server/security.server";
import { getPendingStaffId, secondFactorJustPassed, startSession } from "~/server/session.server";
import { requireStaff } from "~/server/staff-auth.server";

// The loaders and actions of /staff/two-factor (the second factor after a staff password) and of
// /staff's recovery codes form (docs/product.md#staff-sign-in).

/** Codes an account may try in 15 minutes, from all addresses together (besides each client's minute). */
const CODES_PER_ACCOUNT = 10;
const CODE_WINDOW_MS = 15 * 60 * 1000;

/** What a refused code post answers: the form's state and a message. */
export interface StaffCodeFailure {
  result: SubmissionResult<string[]>;
  message: string;
}

/** What a confirmed setup, or new codes, answer: the recovery codes, shown this once. */
export interface StaffCodesShown {
  codes: string[];
}

/** The staff account waiting for its second factor in this browser, or a 404 for anyone else. */
async function requirePendingStaff(request: Request) {
  const userId = await getPendingStaffId(request);
  const user = userId === null ? null : await getUser(userId);
  if (!user || user.role !== "staff") throw notFound();
  return user;
}

/** Counts a code's post by the client and by the account: null, or the refusal. */
async function limitCodes(request: Request, context: ActionFunctionArgs["context"], userId: number): Promise<RateLimited | null> {
  return (
    (await rateLimit("staff-code", request, context)) ?? (await rateLimitUser("staff-code", userId, CODES_PER_ACCOUNT, CODE_WINDOW_MS))
  );
}

function refuse(formData: FormData, status: number, message: string, fieldMessage?: string) {
  const submission = parseWithZod(formData, { schema: staffCodeSchema });
  const result = submission.reply({
    formErrors: [message],
    fieldErrors: fieldMessage ? { code: [fieldMessage] } : undefined,
    hideFields: ["code"],
  });
  return json<StaffCodeFailure>({ result, message }, { status });
}

/** A code form's post, read once the account's attempts allow it: the code, or the refusal to send (429, or 400 by the field). */
async function postedCode(request: Request, context: ActionFunctionArgs["context"], userId: number) {
  const formData = await readForm(request);
  const limited = await limitCodes(request, context, userId);
  if (limited) return { refusal: refuse(formData, 429, limited.message) };
  const submission = parseWithZod(formData, { schema: staffCodeSchema });
  if (submission.status !== "success") {
    return { refusal: json<StaffCodeFailure>({ result: submission.reply(), message: FIX_FIELDS }, { status: 400 }) };
  }
  return { code: submission.value.code, formData };
}

/**
 * /staff/two-factor: for a staff account signed in already, a link on; for one whose password was
 * just given, the setup (first time) or the code form; for anyone else, a 404.
 */
export async function twoFactorLoader({ request }: LoaderFunctionArgs) {
  const current = await getCurrentUser(request);
  if (current?.role === "staff" || (await secondFactorJustPassed(request))) return json({ mode: "signed-in" as const, setup: null });
  const user = await requirePendingStaff(request);
  if (await hasSecondFactor(user.id)) return json({ mode: "verify" as const, setup: null });
  return json({ mode: "setup" as const, setup: await pendingSetup(user.id, user.email) });
}

/** A code for the pending staff account: setup confirmed (the recovery codes shown), or signed in. */
export async function twoFactorAction({ request, context }: ActionFunctionArgs) {
  // The gate first: to anyone else this address does not exist, whatever the post.
  const user = await requirePendingStaff(request);
  refuseCrossSite(request);
  const posted = await postedCode(request, context, user.id);
  if (posted.refusal) return posted.refusal;
  const { code, formData } = posted;
  if (!(await hasSecondFactor(user.id))) {
    if (!(await acceptTotp(user.id, code, { setup: true }))) return refuse(formData, 400, FIX_FIELDS, STAFF_TEXT.wrongCode);
    const codes = await newRecoveryCodes(user.id);
    return json<StaffCodesShown>({ codes }, { headers: await startSession(request, user.id, { secondFactor: true }) });
  }
  if (!(await acceptSecondFactor(user.id, code))) return refuse(formData, 400, FIX_FIELDS, STAFF_TEXT.wrongCode);
  const headers = await startSession(request, user.id, { secondFactor: true });
  return redirectWithToast("/staff", { title: AUTH_TEXT.successTitle, description: AUTH_TEXT.loggedIn }, { headers });
}

/** /staff: the signed-in staff user and how many recovery codes are left. */
export async function staffHomeLoader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  return json({ email: user.email, unusedCodes: await unusedRecoveryCodes(user.id) });
}

/** /staff's form: a current code makes a new set of recovery codes, shown once. */
export async function staffHomeAction({ request, context }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  refuseCrossSite(request);
  const posted = await postedCode(request, context, user.id);
  if (posted.refusal) return posted.refusal;
  if (!(await acceptTotp(user.id, posted.code))) return refuse(posted.formData, 400, FIX_FIELDS, STAFF_TEXT.wrongCode);
  return json<StaffCodesShown>({ codes: await newRecoveryCodes(user.id) });
}
