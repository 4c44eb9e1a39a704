import { Link } from "./link";
import { authPath, SIGNED_OUT_TEXT } from "~/lib/accounts";
import { useAuthDialog } from "./auth-dialog";

/** What a signed-out visitor sees on a page that needs an account (My Profile, My Applications). */
export function SignInPrompt({ heading, returnTo }: { heading: string; returnTo: string }) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <section className="container page-section empty-state sign-in-prompt">
      <h1>{heading}</h1>
      <p className="muted">{SIGNED_OUT_TEXT}</p>
      <Link
        to={authPath("login", returnTo)}
        className="button button-primary"
        onClick={(event) => {
          event.preventDefault();
          openAuthDialog("login");
        }}
      >
        Sign In
      </Link>
    </section>
  );
}
