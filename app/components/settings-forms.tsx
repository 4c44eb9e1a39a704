import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import type { Role } from "~/lib/accounts";
import { MIN_PASSWORD_LENGTH, changePasswordSchema, deleteAccountSchema, deleteWithoutPasswordSchema } from "~/lib/account-schemas";
import { GOOGLE_TEXT } from "~/lib/google-sign-in";
import { ALERT_SETTINGS_TEXT } from "~/lib/job-alerts";
import { NOTIFICATION_TEXT } from "~/lib/notifications";
import { FormAlert, TextField } from "./form-field";

interface FormFailure {
  result: SubmissionResult<string[]>;
  message?: string;
}

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction === "/settings" && navigation.formData?.get("intent") === intent;
}

/** Change password: the current one, then the new one twice. Other sessions are signed out. */
export function ChangePasswordForm({ failure }: { failure?: FormFailure }) {
  const saving = useSubmitting("password");
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: failure?.result,
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  return (
    <Form method="post" action="/settings" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="password" />
      <FormAlert message={failure?.message} form={form} answer={failure} />
      <fieldset disabled={saving} className="form-fields">
        <legend className="visually-hidden">Change password</legend>
        <TextField meta={fields.currentPassword} label="Current Password" type="password" autoComplete="current-password" />
        <div className="field-row">
          <TextField
            meta={fields.newPassword}
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          />
          <TextField meta={fields.confirmPassword} label="Confirm New Password" type="password" autoComplete="new-password" />
        </div>
        <button type="submit" className="button button-primary">
          {saving ? "Saving..." : "Change Password"}
        </button>
      </fieldset>
    </Form>
  );
}

/** Email notifications: the one that fits the role (new applications, or status changes), on or off. */
export function NotificationsForm({ role, on, mailOff }: { role: Role; on: boolean; mailOff: boolean }) {
  const saving = useSubmitting("notifications");
  const label = role === "employer" ? NOTIFICATION_TEXT.newApplication : NOTIFICATION_TEXT.statusChange;
  return (
    <Form method="post" action="/settings">
      <input type="hidden" name="intent" value="notifications" />
      {mailOff ? <p className="muted">{NOTIFICATION_TEXT.mailOff}</p> : null}
      <fieldset disabled={saving} className="form-fields">
        <legend className="visually-hidden">{NOTIFICATION_TEXT.heading}</legend>
        <div className="field field-checkbox">
          <input type="checkbox" id="notify" name="notify" defaultChecked={on} key={String(on)} />
          <label htmlFor="notify">{label}</label>
        </div>
        <button type="submit" className="button button-secondary">
          {saving ? NOTIFICATION_TEXT.saving : NOTIFICATION_TEXT.save}
        </button>
      </fieldset>
    </Form>
  );
}

export interface AlertRow {
  id: number;
  description: string;
  href: string;
  frequency: "daily" | "weekly";
  paused: boolean;
}

/**
 * A candidate's job alerts, each with its search, how often, and Pause or Resume and Delete buttons
 * (plain posts to /alerts, which come back to Settings; with JavaScript a fetcher posts them, so that
 * a post that gets no answer leaves Settings as it is).
 */
export function JobAlertsList({ alerts }: { alerts: AlertRow[] }) {
  if (alerts.length === 0) return <p className="muted">{ALERT_SETTINGS_TEXT.none}</p>;
  return (
    <ul className="alert-list">
      {alerts.map((alert) => (
        <JobAlertItem key={alert.id} alert={alert} />
      ))}
    </ul>
  );
}

function JobAlertItem({ alert }: { alert: AlertRow }) {
  const fetcher = useFetcher();
  return (
    <li>
      <span>
        <a className="text-link" href={alert.href}>
          {alert.description}
        </a>{" "}
        <span className="muted">
          {alert.frequency === "daily" ? ALERT_SETTINGS_TEXT.daily : ALERT_SETTINGS_TEXT.weekly}
          {alert.paused ? ` · ${ALERT_SETTINGS_TEXT.paused}` : ""}
        </span>
      </span>
      <fetcher.Form method="post" action="/alerts" className="button-row">
        <input type="hidden" name="alertId" value={alert.id} />
        <button
          type="submit"
          name="intent"
          value={alert.paused ? "resume" : "pause"}
          className="button button-secondary"
          aria-label={`${alert.paused ? ALERT_SETTINGS_TEXT.resume : ALERT_SETTINGS_TEXT.pause} ${alert.description}`}
        >
          {alert.paused ? ALERT_SETTINGS_TEXT.resume : ALERT_SETTINGS_TEXT.pause}
        </button>
        <button
          type="submit"
          name="intent"
          value="delete"
          className="button button-secondary"
          aria-label={`${ALERT_SETTINGS_TEXT.remove} ${alert.description}`}
        >
          {ALERT_SETTINGS_TEXT.remove}
        </button>
      </fetcher.Form>
    </li>
  );
}

export function SignOutEverywhereForm() {
  const submitting = useSubmitting("sign-out-everywhere");
  return (
    <Form method="post" action="/settings">
      <button type="submit" name="intent" value="sign-out-everywhere" className="button button-secondary" disabled={submitting}>
        {submitting ? "Signing out..." : "Sign Out Everywhere"}
      </button>
    </Form>
  );
}

const WHAT_GOES: Record<Role, string> = {
  candidate: "Your profile, your resumes and your applications are deleted. This cannot be undone.",
  employer: "Your account is deleted and your open jobs are closed; your company profile stays. This cannot be undone.",
  // Never shown: Settings refuses staff accounts (requireUser).
  staff: "",
};

/**
 * Delete account, confirmed with the password (an account with none, made through Google: with its
 * e-mail address typed again), behind a disclosure so it is never one click away.
 */
export function DeleteAccountForm({ role, failure, hasPassword = true }: { role: Role; failure?: FormFailure; hasPassword?: boolean }) {
  const deleting = useSubmitting("delete-account");
  const schema = hasPassword ? deleteAccountSchema : deleteWithoutPasswordSchema;
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult: failure?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <details className="confirm-delete" open={failure ? true : undefined}>
      <summary className="button button-danger-outline">Delete Account</summary>
      <Form method="post" action="/settings" {...getFormProps(form)} className="confirm-panel">
        <input type="hidden" name="intent" value="delete-account" />
        <p>{WHAT_GOES[role]}</p>
        <FormAlert message={failure?.message} form={form} answer={failure} />
        <fieldset disabled={deleting} className="form-fields">
          <legend className="visually-hidden">Delete account</legend>
          {hasPassword ? (
            <TextField meta={fields.password} label="Your Password" type="password" autoComplete="current-password" />
          ) : (
            <TextField meta={fields.confirmEmail} label={GOOGLE_TEXT.deleteConfirmLabel} type="email" autoComplete="off" />
          )}
          <button type="submit" className="button button-danger">
            {deleting ? "Deleting..." : "Delete My Account"}
          </button>
        </fieldset>
      </Form>
    </details>
  );
}
