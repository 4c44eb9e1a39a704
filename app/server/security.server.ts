import type { AppLoadContext } from "@remix-run/node";
import ipaddr from "ipaddr.js";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { fromAnotherSite } from "./cross-site.server";
import { apiError } from "./http.server";
import { config } from "./config.server";
import { db } from "./db.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The socket's remote address, from server/index.ts (absent under `remix dev`). */
    clientAddress?: string;
    /** This response's Content-Security-Policy nonce, from server/index.ts (absent under `remix dev`). */
    cspNonce?: string;
    /** This release (a hash of the server build and the assets' version), from server/index.ts: validators one release made never match another's. */
    release?: string;
  }
}

/**
 * Every non-GET request from another site is refused (docs/security.md), judged by
 * `fromAnotherSite` against the request's own host. The one GET that changes something
 * (completing a save after sign-in, /saved-jobs?save=) asks it too.
 */
export function isCrossSite(request: Request): boolean {
  return fromAnotherSite(request.headers, new URL(request.url).host);
}

/** Where a redirect may not go is told apart from where it may by parsing against this made-up origin. */
const OWN_ORIGIN = "http://keystone.invalid";
/** Control characters (C0, DEL, C1) and backslashes: browsers drop the first and read the second as "/". */
const UNSAFE_IN_PATH = /[\p{Cc}\\]/u;

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

/**
 * Who a per-client limit counts: the address, except that IPv6 clients count per /64, the block
 * one subscriber is usually given whole (so that a client cannot step through its own
 * addresses). IPv4 addresses written as IPv6 ("::ffff:192.0.2.1") count as the IPv4 address.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

// Fixed windows counted in the database, so that every worker process sees the same attempts.
const MINUTE_MS = 60_000;
let lastSweep = 0;

export interface RateLimited {
  message: string;
  retryAfterSeconds: number;
}

function refusal(windowEndsAt: number, now: number): RateLimited {
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt - now) / 1000));
  return { message: `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`, retryAfterSeconds };
}

/** Counts one attempt under `key`: null while within `limit` in the current window, else what to tell the client. */
async function countAttempt(key: string, limit: number, windowMs = MINUTE_MS): Promise<RateLimited | null> {
  const now = Date.now();
  // One statement, so two workers counting at once cannot both see the old count.
  const { count, window_ends_at } = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, window_ends_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({
        // Every expression reads the row as it was: a window that has ended starts again.
        count: eb
          .case()
          .when("window_ends_at", "<=", now)
          .then(1)
          .else(eb("count", "+", 1))
          .end(),
        window_ends_at: eb
          .case()
          .when("window_ends_at", "<=", now)
          .then(now + windowMs)
          .else(eb.ref("window_ends_at"))
          .end(),
      })),
    )
    .returning(["count", "window_ends_at"])
    .executeTakeFirstOrThrow();
  if (now - lastSweep > MINUTE_MS) {
    lastSweep = now;
    await db.deleteFrom("rate_limits").where("window_ends_at", "<=", now).execute();
  }
  return count <= limit ? null : refusal(window_ends_at, now);
}

/**
 * Counts one attempt by this client on this form (login, register, enquiry): null while within
 * RATE_LIMIT_PER_MINUTE, else what to tell the client. Keyed by client (clientKey), so a flood
 * from one client locks nobody else out.
 */
export function rateLimit(form: string, request: Request, context: AppLoadContext): Promise<RateLimited | null> {
  return countAttempt(`${form}:${clientKey(clientAddress(request, context))}`, config.rateLimitPerMinute);
}

/** Counts one attempt by or for a user (uploads, re-entered passwords, reset links), wherever it comes from: `limit` a minute, or a window given. */
export function rateLimitUser(action: string, userId: number, limit: number, windowMs = MINUTE_MS): Promise<RateLimited | null> {
  return countAttempt(`${action}:user:${userId}`, limit, windowMs);
}

// Failed sign-ins per account, whatever the address: many addresses cannot take turns at one
// account. The owner is locked out for at most the window; a success clears the count.
const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
const loginFailureKey = (email: string) => `login-failures:${email.toLowerCase()}`;

/** Whether this account has had too many failed sign-ins lately: what to tell the client, or null. */
export async function accountLocked(email: string): Promise<RateLimited | null> {
  const now = Date.now();
  const row = await db
    .selectFrom("rate_limits")
    .select(["count", "window_ends_at"])
    .where("key", "=", loginFailureKey(email))
    .where("window_ends_at", ">", now)
    .executeTakeFirst();
  return row && row.count >= config.loginFailuresPerAccount ? refusal(row.window_ends_at, now) : null;
}

export async function countLoginFailure(email: string): Promise<void> {
  await countAttempt(loginFailureKey(email), config.loginFailuresPerAccount, LOGIN_FAILURE_WINDOW_MS);
}

export async function clearLoginFailures(email: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", loginFailureKey(email)).execute();
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
