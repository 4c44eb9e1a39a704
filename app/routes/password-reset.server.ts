import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { RESET_TEXT } from "~/lib/password-reset";
import { FIX_FIELDS, type ForgotPasswordFailure, type ResetPasswordFailure } from "~/lib/action-data";
import { forgotPasswordSchema, resetPasswordSchema } from "~/lib/account-schemas";
import { getUser } from "~/server/accounts.server";
import { config } from "~/server/config.server";
import { redirectWithToast } from "~/server/flash.server";
import { readForm } from "~/server/http.server";
import { mailMode } from "~/server/mail.server";
import { commonPasswordProblem } from "~/server/passwords.server";
import { requestPasswordReset, resetPassword, resetTokenProblem } from "~/server/password-resets.server";
import type { ResetTokenProblem } from "~/lib/password-reset";
import { isSpam, rateLimit, refuseCrossSite } from "~/server/security.server";
import { knownAccounts, startSession } from "~/server/session.server";

// The loaders and actions of /forgot-password and /reset-password (app/server/password-resets.server.ts).

/** /forgot-password: whether mail can be sent (if not, whom to write to), and whether a link was just asked for. */
export function forgotPasswordLoader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.has("sent");
  return json({ mailOff: mailMode() === "off", supportEmail: config.mail.supportEmail, sent });
}

/**
 * Asks for a reset link. Every valid request gets the same answer, in the same time, whether or
 * not the address has an account: back to the page, which says to check the inbox.
 */
export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  const fail = (status: number, message: string) =>
    json<ForgotPasswordFailure>({ result: submission.reply({ formErrors: [message] }), message }, { status });
  if (isSpam(formData)) return fail(400, "Your form could not be sent. Please try again.");
  const limited = await rateLimit("forgot-password", request, context);
  if (limited) return fail(429, limited.message);
  if (submission.status !== "success") return fail(400, FIX_FIELDS);
  if (mailMode() === "off") return fail(503, `${RESET_TEXT.mailOff} ${config.mail.supportEmail}`);
  await requestPasswordReset(submission.value.email, { knownAccounts: await knownAccounts(request) });
  return redirectWithToast("/forgot-password?sent", { title: RESET_TEXT.sentTitle, description: RESET_TEXT.sent });
}

/** /reset-password?token=…: the token, and what is wrong with it if anything. */
export async function resetPasswordLoader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const problem: ResetTokenProblem | null = token.length > 0 && token.length <= 200 ? await resetTokenProblem(token) : "unknown";
  return json({ token, problem });
}

/** Sets the new password: the account is signed out everywhere, then this browser signed in. */
export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hideFields = ["newPassword", "confirmPassword"];
  const fail = (status: number, message: string, fieldErrors?: Record<string, string[]>) =>
    json<ResetPasswordFailure>({ result: submission.reply({ formErrors: [message], fieldErrors, hideFields }), message }, { status });
  const limited = await rateLimit("reset-password", request, context);
  if (limited) return fail(429, limited.message);
  if (submission.status !== "success") return fail(400, FIX_FIELDS);
  const weak = commonPasswordProblem(submission.value.newPassword);
  if (weak) return fail(400, FIX_FIELDS, { newPassword: [weak] });
  const outcome = await resetPassword(submission.value.token, submission.value.newPassword);
  if ("problem" in outcome)
    return json<ResetPasswordFailure>({ problem: outcome.problem, message: RESET_TEXT[outcome.problem] }, { status: 410 });
  const headers = await startSession(request, outcome.userId);
  // A staff account's new password signs it in no further than its old one: the code comes next.
  if ((await getUser(outcome.userId))?.role === "staff") return redirect("/staff/two-factor", { headers });
  return redirectWithToast("/", { title: RESET_TEXT.doneTitle, description: RESET_TEXT.done }, { headers });
}
