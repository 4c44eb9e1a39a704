import type { AppLoadContext } from "@remix-run/node";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { apiError } from "./api.server";
import { config } from "./config.server";
import { db } from "./db.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The socket's remote address, from server.mjs (absent under `remix dev`). */
    clientAddress?: string;
    /** This response's Content-Security-Policy nonce, from server.mjs (absent under `remix dev`). */
    cspNonce?: string;
  }
}

/**
 * DESIGN.md: every non-GET request that is cross-site is refused. Browsers send
 * Sec-Fetch-Site; older ones send Origin, compared with the request's own host. Clients that
 * send neither (curl, server-to-server) are not browsers riding on a user's cookie.
 */
function isCrossSite(request: Request): boolean {
  // Read directly: remix-utils 7's fetchSite() looks for a misspelt "Set-Fetch-Site" header.
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "cross-site";
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true; // "null" or garbage
  }
}

/** Where a redirect may not go is told apart from where it may by parsing against this made-up origin. */
const OWN_ORIGIN = "http://keystone.invalid";
/** Control characters and backslashes: browsers drop the first and read the second as "/". */
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f\\]/;

function decodedForms(value: string): string[] | null {
  const forms = [value];
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(forms[forms.length - 1]);
    } catch {
      return null;
    }
    if (next === forms[forms.length - 1]) break;
    forms.push(next);
  }
  return forms;
}

/**
 * A redirect target taken from a request (`redirectTo`): a path on this site, or `fallback`.
 * The value is resolved against the site's own origin with `new URL`, and refused when it leaves
 * it, or when it or its decoded forms hold a control character, a backslash or a leading "//"
 * (the tricks that make a browser read a path as another host).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.length > 2000) return fallback;
  const forms = decodedForms(target);
  if (!forms || forms.some((form) => UNSAFE_IN_PATH.test(form) || form.startsWith("//"))) return fallback;
  let url: URL;
  try {
    url = new URL(target, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search + url.hash;
  // "/a/..//evil" resolves to "//evil": a path, but one a browser would read as a host.
  if (url.origin !== OWN_ORIGIN || path.startsWith("//")) return fallback;
  return path;
}

/** Call first in every action: throws a 403 for a cross-site post. */
export function refuseCrossSite(request: Request) {
  if (request.method === "GET" || request.method === "HEAD" || !isCrossSite(request)) return;
  throw apiError(403, "Cross-site requests are not allowed.");
}

/** The client's address: Fly's proxy header when TRUST_PROXY is on, else the socket's. */
export function clientAddress(request: Request, context: AppLoadContext): string {
  if (config.trustProxy) {
    const forwarded = request.headers.get("Fly-Client-IP");
    if (forwarded) return forwarded.trim();
  }
  return context.clientAddress ?? "unknown";
}

// A fixed one-minute window per client address and form, counted in the database so that every
// worker process sees the same attempts.
const WINDOW_MS = 60_000;
let lastSweep = 0;

export interface RateLimited {
  message: string;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt by this client on this form: null while within the limit, else what to
 * tell the client. Keyed by address only, so a flood from one address locks nobody else out.
 */
export async function rateLimit(form: string, request: Request, context: AppLoadContext): Promise<RateLimited | null> {
  const now = Date.now();
  // One statement, so two workers counting at once cannot both see the old count.
  const { count, window_ends_at } = await db
    .insertInto("rate_limits")
    .values({ key: `${form}:${clientAddress(request, context)}`, count: 1, window_ends_at: now + WINDOW_MS })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({
        // Every expression reads the row as it was: a window that has ended starts again.
        count: eb.case().when("window_ends_at", "<=", now).then(1).else(eb("count", "+", 1)).end(),
        window_ends_at: eb.case().when("window_ends_at", "<=", now).then(now + WINDOW_MS).else(eb.ref("window_ends_at")).end(),
      })),
    )
    .returning(["count", "window_ends_at"])
    .executeTakeFirstOrThrow();
  if (now - lastSweep > WINDOW_MS) {
    lastSweep = now;
    await db.deleteFrom("rate_limits").where("window_ends_at", "<=", now).execute();
  }
  if (count <= config.rateLimitPerMinute) return null;
  const retryAfterSeconds = Math.ceil((window_ends_at - now) / 1000);
  return { message: `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`, retryAfterSeconds };
}

/** The JSON API's 429 for a rate-limited call. */
export function tooManyAttempts({ message, retryAfterSeconds }: RateLimited) {
  return apiError(429, message, undefined, { headers: { "Retry-After": String(retryAfterSeconds) } });
}

// The honeypot field on public HTML forms. No time-stamp field (pages may sit open for hours),
// so the inputs never change: work them out once rather than on every page.
const honeypot = new Honeypot({ validFromFieldName: null });
export const honeypotInputProps = honeypot.getInputProps();

/** True when a bot filled the hidden field. */
export function isSpam(formData: FormData): boolean {
  try {
    honeypot.check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
