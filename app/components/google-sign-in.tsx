import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FormAlert } from "./form-field";
import { GOOGLE_START_PATH, GOOGLE_TEXT } from "~/lib/google-sign-in";

/** Google's "G", as its sign-in buttons show it. */
function GoogleMark() {
  return (
    <svg className="google-mark" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/**
 * "Continue with Google": a plain form post (never a link, so no other site can start it), which
 * works the same without JavaScript; with it, the button says it is on its way.
 */
export function GoogleSignInButton({ redirectTo, intent }: { redirectTo?: string; intent?: "link" }) {
  const [going, setGoing] = useState(false);
  // Coming back with the Back button, the page may be the one left: the button is ready again.
  useEffect(() => {
    const ready = () => setGoing(false);
    window.addEventListener("pageshow", ready);
    return () => window.removeEventListener("pageshow", ready);
  }, []);
  return (
    <form method="post" action={GOOGLE_START_PATH} className="google-sign-in" onSubmit={() => setGoing(true)}>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <button type="submit" className={`button button-google${intent ? "" : " button-block"}`} aria-disabled={going || undefined}>
        <GoogleMark />
        {going ? GOOGLE_TEXT.redirecting : intent ? GOOGLE_TEXT.linkButton : GOOGLE_TEXT.button}
      </button>
    </form>
  );
}

/** The sign-in and registration pages' way in with Google, above their form, and "or". */
export function GoogleSignIn({ redirectTo, pendingEmail }: { redirectTo: string; pendingEmail: string | null }) {
  return (
    <div className="google-sign-in-block">
      {pendingEmail ? (
        <p className="pending-link" role="status">
          {GOOGLE_TEXT.pendingNote} (<span className="break-email">{pendingEmail}</span>).
        </p>
      ) : null}
      <GoogleSignInButton redirectTo={redirectTo} />
      <p className="auth-divider">
        <span>{GOOGLE_TEXT.or}</span>
      </p>
    </div>
  );
}

/** Settings: the linked Google account and Unlink (only with a password), or Link Google. */
export function GoogleSettings({
  linkedEmail,
  hasPassword,
  configured,
  message,
}: {
  linkedEmail: string | null;
  hasPassword: boolean;
  configured: boolean;
  message?: string;
}) {
  const navigation = useNavigation();
  const unlinking = navigation.state === "submitting" && navigation.formData?.get("intent") === "unlink-google";
  if (!linkedEmail) {
    return (
      <>
        <p className="muted">{GOOGLE_TEXT.settingsNotLinked}</p>
        {configured ? <GoogleSignInButton intent="link" /> : null}
      </>
    );
  }
  return (
    <>
      <FormAlert id="google-alert" message={message} />
      <p>
        {GOOGLE_TEXT.settingsLinkedAs} <strong className="break-email">{linkedEmail}</strong>.
      </p>
      {hasPassword ? (
        <Form method="post" action="/settings">
          <button type="submit" name="intent" value="unlink-google" className="button button-secondary" disabled={unlinking}>
            {unlinking ? GOOGLE_TEXT.unlinking : GOOGLE_TEXT.unlinkButton}
          </button>
        </Form>
      ) : (
        <p className="muted">{GOOGLE_TEXT.unlinkNeedsPassword}</p>
      )}
    </>
  );
}
