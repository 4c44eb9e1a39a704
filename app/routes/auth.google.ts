import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { authPath } from "~/lib/accounts";
import { GOOGLE_TEXT } from "~/lib/google-sign-in";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { GoogleRefusal, isGoogleConfigured, startGoogleFlow } from "~/server/google-sign-in.server";
import { notFound, readForm } from "~/server/http.server";
import { rateLimit, refuseCrossSite, safeRedirect } from "~/server/security.server";

// POST /auth/google: "Continue with Google" (the sign-in and registration pages) or "Link Google"
// (Settings, `intent=link`). A post, never a GET, so another site cannot start it. Not configured: 404.

export function loader() {
  if (!isGoogleConfigured()) throw notFound();
  return redirect("/login");
}

export async function action({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (!isGoogleConfigured()) throw notFound();
  const formData = await readForm(request);
  const linking = formData.get("intent") === "link";
  const redirectTo = linking ? "/settings" : safeRedirect(formData.get("redirectTo"), "/");
  const back = linking ? "/settings" : authPath("login", redirectTo);
  const limited = await rateLimit("google", request, context);
  if (limited) return redirectWithToast(back, { title: GOOGLE_TEXT.failedTitle, description: limited.message, variant: "destructive" });
  const linkUserId = linking ? (await requireUser(request, "/settings")).id : null;
  try {
    const { location, setCookie } = await startGoogleFlow(redirectTo, linkUserId);
    return redirect(location, { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    if (error instanceof GoogleRefusal) {
      return redirectWithToast(back, { title: GOOGLE_TEXT.failedTitle, description: error.message, variant: "destructive" });
    }
    throw error;
  }
}
