import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CompanyForm } from "~/components/employer-forms";
import { FormAlert } from "~/components/form-field";
import { GoogleSettings } from "~/components/google-sign-in";
import { GOOGLE_TEXT } from "~/lib/google-sign-in";
import {
  ChangePasswordForm,
  DeleteAccountForm,
  JobAlertsList,
  NotificationsForm,
  SignOutEverywhereForm,
} from "~/components/settings-forms";
import { ROLE_LABELS } from "~/lib/accounts";
import { ALERT_SETTINGS_TEXT } from "~/lib/job-alerts";
import { NOTIFICATION_TEXT } from "~/lib/notifications";
import { EMPLOYER_TEXT } from "~/lib/employer";
import { pageTitle } from "~/lib/meta";
import { useCurrentUser } from "~/lib/use-current-user";
import type { SettingsFormFailure } from "~/lib/action-data";
import { settingsAction, settingsLoader } from "./settings.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Settings") }, { name: "robots", content: "noindex" }];

export const loader = settingsLoader;
export const action = settingsAction;

export default function SettingsPage() {
  const { company, notify, mailOff, alerts, google } = useLoaderData<typeof loader>();
  const failure = useActionData<SettingsFormFailure>();
  const user = useCurrentUser();
  if (!user) return null;
  const failureOf = (form: "company" | "password" | "delete") =>
    failure && failure.form === form && "result" in failure ? failure : undefined;

  return (
    <section className="container page-section narrow-page settings-page">
      <header className="page-header">
        <h1>Settings</h1>
        <p className="lead">
          Signed in as <strong>{user.email}</strong> ({ROLE_LABELS[user.role]}).
        </p>
      </header>
      {failure?.form === null ? <FormAlert message={failure.message} /> : null}

      {user.role === "employer" ? (
        <section className="card" aria-labelledby="company-heading">
          <h2 id="company-heading">Company Profile</h2>
          {company ? null : <p className="muted">{EMPLOYER_TEXT.companyFirst}</p>}
          <CompanyForm company={company} action="/settings" failure={failureOf("company")} />
        </section>
      ) : null}

      {google.hasPassword ? (
        <section className="card" aria-labelledby="password-heading">
          <h2 id="password-heading">Change Password</h2>
          <p className="muted">Changing your password signs you out on every other device.</p>
          <ChangePasswordForm failure={failureOf("password")} />
        </section>
      ) : (
        <section className="card" aria-labelledby="password-heading">
          <h2 id="password-heading">{GOOGLE_TEXT.noPasswordHeading}</h2>
          <p className="muted">
            {GOOGLE_TEXT.noPassword}{" "}
            <a className="text-link" href="/forgot-password">
              {GOOGLE_TEXT.noPasswordLink}
            </a>
            .
          </p>
        </section>
      )}

      {google.configured || google.linkedEmail ? (
        <section className="card" aria-labelledby="google-heading">
          <h2 id="google-heading">{GOOGLE_TEXT.settingsHeading}</h2>
          <GoogleSettings
            linkedEmail={google.linkedEmail}
            hasPassword={google.hasPassword}
            configured={google.configured}
            message={failure?.form === "google" ? failure.message : undefined}
          />
        </section>
      ) : null}

      <section className="card" aria-labelledby="notifications-heading">
        <h2 id="notifications-heading">{NOTIFICATION_TEXT.heading}</h2>
        <NotificationsForm role={user.role} on={notify} mailOff={mailOff} />
      </section>

      {user.role === "candidate" ? (
        <section className="card" aria-labelledby="alerts-heading">
          <h2 id="alerts-heading">{ALERT_SETTINGS_TEXT.heading}</h2>
          <JobAlertsList alerts={alerts} />
        </section>
      ) : null}

      <section className="card" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <p className="muted">Lost a device or used a shared computer? Sign out on every device, this one included.</p>
        <SignOutEverywhereForm />
      </section>

      <section className="card" aria-labelledby="data-heading">
        <h2 id="data-heading">Your Data</h2>
        <p className="muted">
          {user.role === "candidate"
            ? "A copy of everything we hold about you: your account, profile, resumes, applications, saved jobs and job alerts, as a ZIP file."
            : "A copy of everything we hold about you: your account, your settings and your company, as a ZIP file."}
        </p>
        <a href="/settings/my-data" className="button button-secondary" download>
          Download My Data
        </a>
      </section>
      <section className="card danger-zone" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete Account</h2>
        <DeleteAccountForm role={user.role} failure={failureOf("delete")} hasPassword={google.hasPassword} />
      </section>
    </section>
  );
}
