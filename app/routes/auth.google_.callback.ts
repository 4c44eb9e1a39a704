import type { LoaderFunctionArgs } from "@remix-run/node";
import { AUTH_TEXT, authPath } from "~/lib/accounts";
import { GOOGLE_TEXT } from "~/lib/google-sign-in";
import { redirectWithToast, type FlashToast } from "~/server/flash.server";
import { endFlowCookie, finishGoogleFlow, GoogleRefusal, isGoogleConfigured, settleGoogleAccount } from "~/server/google-sign-in.server";
import { notFound } from "~/server/http.server";
import { rateLimit } from "~/server/security.server";
import { getSessionUserId, startSession } from "~/server/session.server";

/**
 * GET /auth/google/callback: where Google sends the browser back (docs/product.md#sign-in-with-google).
 * Signs in, makes an account, links, or asks for the password first; any refusal goes back to the
 * sign-in page (Settings, for a link) with a message. The flow's cookie goes either way: a state
 * answers one callback. Not configured: 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!isGoogleConfigured()) throw notFound();
  const headers = new Headers({ "Set-Cookie": await endFlowCookie() });
  const failure = (message: string, to = "/login") =>
    redirectWithToast(to, { title: GOOGLE_TEXT.failedTitle, description: message, variant: "destructive" }, { headers });
  const limited = await rateLimit("google", request, context);
  if (limited) return failure(limited.message);

  let finished: Awaited<ReturnType<typeof finishGoogleFlow>>;
  try {
    finished = await finishGoogleFlow(request);
  } catch (error) {
    if (error instanceof GoogleRefusal) return failure(error.message);
    throw error;
  }
  const { flow, account } = finished;
  const outcome = await settleGoogleAccount(flow, account, await getSessionUserId(request));
  const loginPage = authPath("login", flow.redirectTo);
  switch (outcome.kind) {
    case "refused":
      return failure(outcome.message, flow.linkUserId === null ? loginPage : "/settings");
    case "linked":
      return redirectWithToast("/settings", { title: GOOGLE_TEXT.linkedTitle, description: GOOGLE_TEXT.linked }, { headers });
    case "pending-link":
      headers.append("Set-Cookie", outcome.setCookie);
      return redirectWithToast(
        loginPage,
        { title: GOOGLE_TEXT.existingAccountTitle, description: GOOGLE_TEXT.existingAccount },
        { headers },
      );
    case "signed-in": {
      for (const cookie of (await startSession(request, outcome.userId)).getSetCookie()) headers.append("Set-Cookie", cookie);
      const toast: FlashToast = {
        title: AUTH_TEXT.successTitle,
        description: outcome.created ? GOOGLE_TEXT.registered : GOOGLE_TEXT.signedIn,
      };
      return redirectWithToast(flow.redirectTo, toast, { headers });
    }
  }
}
