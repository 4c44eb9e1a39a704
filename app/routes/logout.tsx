import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { AUTH_TEXT } from "~/lib/accounts";
import { redirectWithToast } from "~/server/flash.server";
import { readForm } from "~/server/http.server";
import { refuseCrossSite, safeRedirect } from "~/server/security.server";
import { endSession } from "~/server/session.server";

// Signing out is a POST (the user menu's Logout form); a GET just goes home.
export const loader = () => redirect("/");

/** The session row goes, the cookie is cleared, and the user stays on their page. */
export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const back = safeRedirect((await readForm(request)).get("redirectTo"), "/");
  let cookie: string;
  try {
    cookie = await endSession(request);
  } catch (error) {
    console.error("Logout failed", error);
    return redirectWithToast(back, { title: AUTH_TEXT.logoutFailed, variant: "destructive" });
  }
  return redirectWithToast(back, { title: AUTH_TEXT.loggedOut }, { headers: { "Set-Cookie": cookie } });
}

/**
 * Nothing: a GET goes home. A component makes /logout a page of the app rather than an address of
 * the server's alone, so that with JavaScript the Logout form is posted by Remix, and a post that
 * gets no answer keeps the page and says so (app/lib/guard-posts.ts) instead of the browser's
 * error page.
 */
export default function Logout() {
  return null;
}
