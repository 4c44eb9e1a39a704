import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { MIN_PASSWORD_LENGTH, forgotPasswordSchema, resetPasswordSchema } from "~/lib/account-schemas";
import { RESET_TEXT, type ResetTokenProblem } from "~/lib/password-reset";
import type { ForgotPasswordFailure, ResetPasswordFailure } from "~/lib/action-data";
import { FormAlert, TextField } from "./form-field";
import { HoneypotFields } from "./honeypot-fields";

/** /forgot-password: the address to send a link to; once sent, the same words whatever the address. */
export function ForgotPasswordPage({ mailOff, supportEmail, sent }: { mailOff: boolean; supportEmail: string; sent: boolean }) {
  const failure = useActionData<ForgotPasswordFailure>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: failure?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  const pending = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  return (
    <section className="container page-section auth-page">
      <div className="card auth-card">
        <h1>{RESET_TEXT.requestHeading}</h1>
        {mailOff ? (
          <p role="status">
            {RESET_TEXT.mailOff}{" "}
            <a className="text-link" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
        ) : (
          <>
            {sent ? (
              <p className="form-success" role="status">
                <strong>{RESET_TEXT.sentTitle}.</strong> {RESET_TEXT.sent}
              </p>
            ) : (
              <p className="muted">{RESET_TEXT.requestLead}</p>
            )}
            <Form
              method="post"
              action="/forgot-password"
              {...getFormProps(form)}
              aria-describedby={failure ? "forgot-password-alert" : undefined}
            >
              <FormAlert id="forgot-password-alert" message={failure?.message} form={form} answer={failure} />
              <fieldset disabled={pending} className="form-fields">
                <legend className="visually-hidden">{RESET_TEXT.requestHeading}</legend>
                <HoneypotFields />
                <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
                <button type="submit" className="button button-primary button-block">
                  {pending ? RESET_TEXT.requestPending : RESET_TEXT.requestButton}
                </button>
              </fieldset>
            </Form>
          </>
        )}
        <p className="auth-switch">
          <a className="text-link" href="/login">
            Back to sign in
          </a>
        </p>
      </div>
    </section>
  );
}

/** /reset-password: a new password for a valid link; for any other, why not and a way to a new one. */
export function ResetPasswordPage({ token, problem: linkProblem }: { token: string; problem: ResetTokenProblem | null }) {
  const failure = useActionData<ResetPasswordFailure>();
  const navigation = useNavigation();
  const problem = failure?.problem ?? linkProblem;
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: failure?.result,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password");
  return (
    <section className="container page-section auth-page">
      <div className="card auth-card">
        <h1>{RESET_TEXT.setHeading}</h1>
        {problem ? (
          <>
            <p className="form-alert" role="alert">
              {RESET_TEXT[problem]}
            </p>
            <p>
              <a className="button button-primary" href="/forgot-password">
                {RESET_TEXT.newLink}
              </a>
            </p>
          </>
        ) : (
          // The token is in the address too: a refused post renders this page again from it.
          <Form
            method="post"
            action={`/reset-password?${new URLSearchParams({ token })}`}
            {...getFormProps(form)}
            aria-describedby={failure ? "reset-password-alert" : undefined}
          >
            <FormAlert id="reset-password-alert" message={failure?.message} form={form} answer={failure} />
            <fieldset disabled={pending} className="form-fields">
              <legend className="visually-hidden">{RESET_TEXT.setHeading}</legend>
              <input type="hidden" name="token" value={token} />
              <TextField
                meta={fields.newPassword}
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              />
              <TextField meta={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
              <button type="submit" className="button button-primary button-block">
                {pending ? RESET_TEXT.setPending : RESET_TEXT.setButton}
              </button>
            </fieldset>
          </Form>
        )}
      </div>
    </section>
  );
}
