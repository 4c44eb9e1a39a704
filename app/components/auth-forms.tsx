import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, type ElementType } from "react";
import { AUTH_TEXT, authPath, ROLE_LABELS, SIGN_UP_ROLES, type AuthKind } from "~/lib/accounts";
import { FORGOT_PASSWORD_LINK, MIN_PASSWORD_LENGTH, loginSchema, registerSchema } from "~/lib/account-schemas";
import { PRIVACY_PATH, PRIVACY_TEXT } from "~/lib/privacy";
import { failureToastProps, toast, UNREACHABLE_MESSAGE } from "~/lib/toast";
import type { AuthActionFailure } from "~/lib/action-data";
import { FieldError, FormAlert, TextField } from "./form-field";
import { GoogleSignIn } from "./google-sign-in";
import { HoneypotFields } from "./honeypot-fields";
import { Link } from "./link";

const FAILURE_TOAST = {
  login: { title: AUTH_TEXT.loginFailedTitle, fallback: AUTH_TEXT.loginFailedFallback },
  register: { title: AUTH_TEXT.registerFailedTitle, fallback: AUTH_TEXT.registerFailedFallback },
};

/** A refused sign-in or registration shows a destructive toast with the server's message. */
export function useAuthFailureToast(kind: AuthKind, failure: { message: string } | undefined) {
  useEffect(() => {
    if (!failure) return;
    const { title, fallback } = FAILURE_TOAST[kind];
    toast({ title, description: failure.message || fallback, variant: "destructive" });
  }, [failure, kind]);
}

interface AuthFormProps {
  /** Remix's Form on the pages, a fetcher's Form in the dialog. */
  as: ElementType;
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  message?: string | null;
  pending: boolean;
  redirectTo: string;
}

/** The Login form of the auth dialog and of /login. */
export function LoginForm({ as: FormElement, id, lastResult, message, pending, redirectTo }: AuthFormProps) {
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <FormElement
      method="post"
      action={authPath("login", redirectTo)}
      {...getFormProps(form)}
      {...failureToastProps(AUTH_TEXT.loginFailedTitle, UNREACHABLE_MESSAGE)}
      aria-describedby={message ? `${id}-alert` : undefined}
    >
      <FormAlert id={`${id}-alert`} message={message} form={form} answer={lastResult} />
      <fieldset disabled={pending} className="form-fields">
        <legend className="visually-hidden">Login</legend>
        <HoneypotFields />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
        <p className="forgot-password">
          <a className="text-link" href="/forgot-password">
            {FORGOT_PASSWORD_LINK}
          </a>
        </p>
        <button type="submit" className="button button-primary button-block">
          {pending ? "Logging in..." : "Login"}
        </button>
      </fieldset>
    </FormElement>
  );
}

/** The Register form: full name, email, password and the role (Job Seeker by default). */
export function RegisterForm({ as: FormElement, id, lastResult, message, pending, redirectTo }: AuthFormProps) {
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { role: "candidate" },
    constraint: getZodConstraint(registerSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  });
  const role = fields.role;
  return (
    <FormElement
      method="post"
      action={authPath("register", redirectTo)}
      {...getFormProps(form)}
      {...failureToastProps(AUTH_TEXT.registerFailedTitle, UNREACHABLE_MESSAGE)}
      aria-describedby={message ? `${id}-alert` : undefined}
    >
      <FormAlert id={`${id}-alert`} message={message} form={form} answer={lastResult} />
      <fieldset disabled={pending} className="form-fields">
        <legend className="visually-hidden">Register</legend>
        <HoneypotFields />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField meta={fields.fullName} label="Full Name" autoComplete="name" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <fieldset className="radio-group" aria-describedby={role.errors ? role.errorId : undefined}>
          <legend>I am a</legend>
          {SIGN_UP_ROLES.map((value) => (
            <label key={value} className="radio-option">
              <input
                {...getInputProps(role, { type: "radio", value })}
                key={value}
                id={`${role.id}-${value}`}
                defaultChecked={(role.initialValue ?? "candidate") === value}
              />
              {ROLE_LABELS[value]}
            </label>
          ))}
          <FieldError id={role.errorId} errors={role.errors} />
        </fieldset>
        <button type="submit" className="button button-primary button-block">
          {pending ? "Creating account..." : "Create Account"}
        </button>
      </fieldset>
      <p className="form-note">
        {PRIVACY_TEXT.registerNotice} <Link to={PRIVACY_PATH}>{PRIVACY_TEXT.link}</Link>.
      </p>
    </FormElement>
  );
}

const PAGE_TEXT = {
  login: {
    heading: "Sign in",
    lead: "Welcome back. Sign in to apply for jobs and keep your profile up to date.",
    switchText: "New here?",
    switchLink: "Create an account",
    switchTo: "register",
  },
  register: {
    heading: "Create your account",
    lead: "Job seekers keep a profile and apply in a few clicks; employers post jobs and review applicants.",
    switchText: "Already have an account?",
    switchLink: "Sign in",
    switchTo: "login",
  },
} as const;

/** /login and /register: the dialog's forms as full pages, for browsers without JavaScript. */
export function AuthPage({ kind }: { kind: AuthKind }) {
  const { redirectTo, google, pendingGoogleEmail } = useLoaderData<{
    redirectTo: string;
    google: boolean;
    pendingGoogleEmail: string | null;
  }>();
  const failure = useActionData<AuthActionFailure>();
  const navigation = useNavigation();
  useAuthFailureToast(kind, failure);
  const text = PAGE_TEXT[kind];
  const AuthForm = kind === "login" ? LoginForm : RegisterForm;
  return (
    <section className="container page-section auth-page">
      <div className="card auth-card">
        <h1>{text.heading}</h1>
        <p className="muted">{text.lead}</p>
        {google ? <GoogleSignIn redirectTo={redirectTo} pendingEmail={pendingGoogleEmail} /> : null}
        <AuthForm
          as={Form}
          id={kind}
          lastResult={failure?.result}
          message={failure?.message}
          pending={navigation.state !== "idle" && navigation.formAction === authPath(kind, redirectTo)}
          redirectTo={redirectTo}
        />
        <p className="auth-switch">
          {text.switchText}{" "}
          <a className="text-link" href={authPath(text.switchTo, redirectTo)}>
            {text.switchLink}
          </a>
        </p>
      </div>
    </section>
  );
}
