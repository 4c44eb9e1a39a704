import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { SETTINGS_TEXT } from "~/lib/accounts";
import { NOTIFICATION_TEXT } from "~/lib/notifications";
import { jobSearchQuery } from "~/lib/job-search";
import { UNKNOWN_ACTION, type SettingsFormFailure } from "~/lib/action-data";
import { changePasswordSchema, deleteAccountSchema, deleteWithoutPasswordSchema } from "~/lib/account-schemas";
import { GOOGLE_TEXT } from "~/lib/google-sign-in";
import { deleteUser, passwordMatches, setPassword } from "~/server/accounts.server";
import { requireUser } from "~/server/auth.server";
import { companyOfUser } from "~/server/companies.server";
import { companyFormAction } from "./employer-forms.server";
import { redirectWithToast } from "~/server/flash.server";
import { readForm } from "~/server/http.server";
import { describeSearch, listAlerts, searchOfAlert } from "~/server/job-alerts.server";
import { mailMode } from "~/server/mail.server";
import { isGoogleConfigured } from "~/server/google-sign-in.server";
import { hasPassword, identitiesOf, unlinkIdentity } from "~/server/identities.server";
import { notificationSettings, setNotification } from "~/server/notifications.server";
import { config } from "~/server/config.server";
import { commonPasswordProblem } from "~/server/passwords.server";
import { rateLimit, rateLimitUser, refuseCrossSite } from "~/server/security.server";
import { endAllSessions, endOtherSessions, endSession } from "~/server/session.server";

/** Re-entered passwords are limited per client and per user, so a stolen session cannot guess from many addresses. */
async function limitPasswordChecks(request: Request, context: AppLoadContext, userId: number) {
  return (
    (await rateLimit("settings-password", request, context)) ??
    (await rateLimitUser("settings-password", userId, config.passwordChecksPerMinute))
  );
}

/** The notification each role can turn off. */
const ROLE_NOTIFICATION = { employer: "new-application", candidate: "status-change", staff: "status-change" } as const;

export async function settingsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const alerts = user.role === "candidate" ? await listAlerts(user.id) : [];
  const google = (await identitiesOf(user.id)).find((identity) => identity.provider === "google");
  return json({
    google: { configured: isGoogleConfigured(), linkedEmail: google?.email ?? null, hasPassword: await hasPassword(user.id) },
    company: user.role === "employer" ? await companyOfUser(user.id) : null,
    notify: (await notificationSettings(user.id))[ROLE_NOTIFICATION[user.role]],
    mailOff: mailMode() === "off",
    alerts: alerts.map((alert) => ({
      id: alert.id,
      description: describeSearch(searchOfAlert(alert)),
      href: `/jobs${jobSearchQuery(searchOfAlert(alert))}`,
      frequency: alert.frequency,
      paused: alert.paused === 1,
    })),
  });
}

/** /settings: the company form (employers), change password, sign out everywhere, delete account. */
export async function settingsAction({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const user = await requireUser(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "company" && user.role === "employer") return companyFormAction(user.id, formData, "/settings");

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
    if (submission.status !== "success") {
      return json<SettingsFormFailure>({ form: "password", result: submission.reply({ hideFields }) }, { status: 400 });
    }
    const limited = await limitPasswordChecks(request, context, user.id);
    if (limited) {
      return json<SettingsFormFailure>(
        { form: "password", result: submission.reply({ hideFields }), message: limited.message },
        { status: 429 },
      );
    }
    const weak = commonPasswordProblem(submission.value.newPassword);
    if (weak) {
      return json<SettingsFormFailure>(
        { form: "password", result: submission.reply({ fieldErrors: { newPassword: [weak] }, hideFields }) },
        { status: 400 },
      );
    }
    if (!(await passwordMatches(user.id, submission.value.currentPassword))) {
      const fieldErrors = { currentPassword: [SETTINGS_TEXT.wrongPassword] };
      return json<SettingsFormFailure>({ form: "password", result: submission.reply({ fieldErrors, hideFields }) }, { status: 400 });
    }
    await setPassword(user.id, submission.value.newPassword);
    await endOtherSessions(request, user.id);
    return redirectWithToast("/settings", {
      title: SETTINGS_TEXT.passwordChangedTitle,
      description: SETTINGS_TEXT.passwordChangedDescription,
    });
  }

  if (intent === "notifications") {
    await setNotification(user.id, ROLE_NOTIFICATION[user.role], formData.get("notify") === "on");
    return redirectWithToast("/settings", { title: NOTIFICATION_TEXT.savedTitle, description: NOTIFICATION_TEXT.savedDescription });
  }

  if (intent === "sign-out-everywhere") {
    const cookie = await endAllSessions(request, user.id);
    return redirectWithToast(
      "/",
      { title: SETTINGS_TEXT.signedOutEverywhereTitle, description: SETTINGS_TEXT.signedOutEverywhereDescription },
      { headers: { "Set-Cookie": cookie } },
    );
  }

  if (intent === "unlink-google") {
    // Without a password, Google is the only way in (docs/security.md#sign-in-with-google).
    if (!(await hasPassword(user.id))) {
      return json<SettingsFormFailure>({ form: "google", message: GOOGLE_TEXT.unlinkNeedsPassword }, { status: 400 });
    }
    await unlinkIdentity(user.id, "google");
    return redirectWithToast("/settings", { title: GOOGLE_TEXT.unlinkedTitle, description: GOOGLE_TEXT.unlinked });
  }

  if (intent === "delete-account" && !(await hasPassword(user.id))) return deleteWithoutPassword(request, user, formData);

  if (intent === "delete-account") {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema });
    const hideFields = ["password"];
    if (submission.status !== "success") {
      return json<SettingsFormFailure>({ form: "delete", result: submission.reply({ hideFields }) }, { status: 400 });
    }
    const limited = await limitPasswordChecks(request, context, user.id);
    if (limited) {
      return json<SettingsFormFailure>(
        { form: "delete", result: submission.reply({ hideFields }), message: limited.message },
        { status: 429 },
      );
    }
    if (!(await passwordMatches(user.id, submission.value.password))) {
      const fieldErrors = { password: [SETTINGS_TEXT.wrongDeletePassword] };
      return json<SettingsFormFailure>({ form: "delete", result: submission.reply({ fieldErrors, hideFields }) }, { status: 400 });
    }
    return deleteAccount(request, user.id);
  }

  return json<SettingsFormFailure>({ form: null, message: UNKNOWN_ACTION }, { status: 400 });
}

async function deleteAccount(request: Request, userId: number) {
  const cookie = await endSession(request);
  await deleteUser(userId);
  return redirectWithToast(
    "/",
    { title: SETTINGS_TEXT.accountDeletedTitle, description: SETTINGS_TEXT.accountDeletedDescription },
    { headers: { "Set-Cookie": cookie } },
  );
}

/** Delete account for an account with no password (made through Google): confirmed by typing its address. */
async function deleteWithoutPassword(request: Request, user: { id: number; email: string }, formData: FormData) {
  const submission = parseWithZod(formData, { schema: deleteWithoutPasswordSchema });
  if (submission.status === "success" && submission.value.confirmEmail.toLowerCase() === user.email.toLowerCase()) {
    return deleteAccount(request, user.id);
  }
  const fieldErrors = submission.status === "success" ? { confirmEmail: [GOOGLE_TEXT.deleteConfirmMismatch] } : undefined;
  return json<SettingsFormFailure>({ form: "delete", result: submission.reply({ fieldErrors }) }, { status: 400 });
}
