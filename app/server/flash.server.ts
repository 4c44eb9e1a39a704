import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { FLASH_COOKIE, hasCookie } from "~/lib/cookies";
import type { ToastMessage } from "~/lib/toast";
import { config } from "./config.server";

/**
 * One-time messages carried across a redirect in a signed cookie, so that a toast reaches
 * the next page whether or not it runs JavaScript.
 */
const flashStorage = createCookieSessionStorage({
  cookie: {
    name: FLASH_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.isProduction,
    secrets: config.sessionSecrets,
  },
});

export type FlashToast = Omit<ToastMessage, "id">;

export async function redirectWithToast(url: string, toast: FlashToast, init: ResponseInit = {}) {
  const session = await flashStorage.getSession();
  session.flash("toast", { ...toast, id: crypto.randomUUID() });
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashStorage.commitSession(session));
  return redirect(url, { ...init, headers });
}

/** The toast flashed on the previous response, if any, and the header that deletes the cookie. */
export async function takeFlashToast(request: Request): Promise<{ toast: ToastMessage | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("Cookie");
  if (!hasCookie(cookie, FLASH_COOKIE)) return { toast: null, headers };
  const session = await flashStorage.getSession(cookie);
  const toast = (session.get("toast") as ToastMessage | undefined) ?? null;
  headers.append("Set-Cookie", await flashStorage.destroySession(session));
  return { toast, headers };
}
