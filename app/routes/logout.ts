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
