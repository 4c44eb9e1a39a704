import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { hasCookie, KNOWN_BROWSER_COOKIE, SESSION_COOKIE } from "~/lib/cookies";
import { stampOf } from "./accounts.server";
import { config } from "./config.server";
import { noteActivity, recordSignIn } from "./data-retention.server";
import { db } from "./db.server";

const SESSION_DAYS = 30;

// Staff sessions (docs/security.md#staff-accounts): at most 8 hours from the second factor, and
// ended after 30 minutes without a request; a password alone makes a pending session for 5 minutes,
// which signs nobody in and only lets the second factor be entered.
const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;
const STAFF_IDLE_MS = 30 * 60 * 1000;
const PENDING_SECOND_FACTOR_MS = 5 * 60 * 1000;
/** A staff session's idle clock is written at most once a minute. */
const STAFF_IDLE_WRITE_MS = 60 * 1000;

const sessionCookie = createCookie(SESSION_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
  path: "/",
  maxAge: SESSION_DAYS * 24 * 60 * 60,
  secrets: config.sessionSecrets,
});

/** Sessions are rows in `sessions`; the signed cookie carries only a random id. */
const sessionStorage = createSessionStorage({
  cookie: sessionCookie,
  async createData(data, expires) {
    const id = randomBytes(32).toString("base64url");
    await db
      .insertInto("sessions")
      .values({
        id,
        user_id: typeof data.userId === "number" ? data.userId : typeof data.pendingStaffId === "number" ? data.pendingStaffId : null,
        data: JSON.stringify(data),
        expires_at: (typeof data.staffSince === "string" ? staffIdleExpiry(data.staffSince) : (expires ?? defaultExpiry())).toISOString(),
      })
      .execute();
    return id;
  },
  async readData(id) {
    const row = await db.selectFrom("sessions").select(["data", "expires_at"]).where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    if (row.expires_at <= new Date().toISOString()) {
      await db.deleteFrom("sessions").where("id", "=", id).execute();
      return null;
    }
    return JSON.parse(row.data);
  },
  async updateData(id, data, expires) {
    await db
      .updateTable("sessions")
      .set({ data: JSON.stringify(data), expires_at: (expires ?? defaultExpiry()).toISOString() })
      .where("id", "=", id)
      .execute();
  },
  async deleteData(id) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
  },
});

function defaultExpiry() {
  return new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
}

/** A staff session ends 30 minutes after its last request, and 8 hours after it began at the latest. */
function staffIdleExpiry(staffSince: string, now = Date.now()): Date {
  return new Date(Math.min(now + STAFF_IDLE_MS, Date.parse(staffSince) + STAFF_SESSION_MS));
}

function getSession(request: Request): Promise<Session> {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

/**
 * The signed-in user's id, or null. An unknown, expired or deleted session counts as signed out.
 * A session in use keeps its account active (at most one write a day: data-retention.server.ts).
 */
export async function getSessionUserId(request: Request): Promise<number | null> {
  return (await getSignedIn(request))?.userId ?? null;
}

/**
 * The signed-in user's id and whether the session passed a second factor (a staff session), or
 * null. A staff session's use pushes its idle end back (staffIdleExpiry); one past its 8 hours ends.
 */
export async function getSignedIn(request: Request): Promise<{ userId: number; secondFactor: boolean } | null> {
  if (!hasCookie(request.headers.get("Cookie"), SESSION_COOKIE)) return null;
  const session = await getSession(request);
  const userId = session.get("userId");
  if (typeof userId !== "number") return null;
  const staffSince = session.get("staffSince");
  if (typeof staffSince === "string") {
    const now = Date.now();
    const end = staffIdleExpiry(staffSince, now);
    if (end.getTime() <= now) {
      await sessionStorage.destroySession(session);
      return null;
    }
    await db
      .updateTable("sessions")
      .set({ expires_at: end.toISOString() })
      .where("id", "=", session.id)
      .where("expires_at", "<", new Date(end.getTime() - STAFF_IDLE_WRITE_MS).toISOString())
      .execute();
  }
  await noteActivity(userId);
  return { userId, secondFactor: typeof staffSince === "string" };
}

/**
 * The staff account whose password this browser gave in the last 5 minutes and whose second factor
 * is awaited, or null. Such a session signs nobody in (getSignedIn answers null).
 */
export async function getPendingStaffId(request: Request): Promise<number | null> {
  if (!hasCookie(request.headers.get("Cookie"), SESSION_COOKIE)) return null;
  const session = await getSession(request);
  const userId = session.get("pendingStaffId");
  const since = session.get("pendingSince");
  if (typeof userId !== "number" || typeof since !== "string") return null;
  return Date.parse(since) + PENDING_SECOND_FACTOR_MS > Date.now() ? userId : null;
}

/** The accounts a browser remembers having signed in to, newest first (a family's shared computer has a few). */
const KNOWN_ACCOUNTS = 5;

/**
 * The accounts that signed in on this browser, kept for a year after sign-out: a password reset
 * asked from here has an hourly limit of its own (app/server/password-resets.server.ts), which
 * nobody else can use up. Signed, so it cannot be written by hand. Each account is named by its id
 * and its stamp (stampOf), never a later account that got the same id.
 */
const knownBrowserCookie = createCookie(KNOWN_BROWSER_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
  path: "/",
  maxAge: 365 * 24 * 60 * 60,
  secrets: config.sessionSecrets,
});

/** An account as the known-browser cookie names it. */
export const knownAccountKey = (user: { id: number; created_at: string }) => `${user.id}-${stampOf(user.created_at)}`;

/** The accounts that signed in on this browser (knownAccountKey), newest first. */
export async function knownAccounts(request: Request): Promise<string[]> {
  const value: unknown = await knownBrowserCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === "string").slice(0, KNOWN_ACCOUNTS) : [];
}

/** Whether this request's session is a pending one whose second factor was just passed (startSession). */
export async function secondFactorJustPassed(request: Request): Promise<boolean> {
  if (!hasCookie(request.headers.get("Cookie"), SESSION_COOKIE)) return false;
  return (await getSession(request)).get("secondFactorPassed") === true;
}

/**
 * Signs a user in: always a brand-new session row and id (the old one, if any, is deleted), so
 * an id planted before sign-in is worthless afterwards, and the browser remembers the account.
 * The account's inactivity clock starts again (data-retention.server.ts).
 * A staff account is signed in only with `secondFactor` (staff-auth.server.ts checked its code);
 * without, its session is pending: nobody is signed in, and the second factor is awaited.
 * Returns the headers to send: both cookies.
 */
export async function startSession(request: Request, userId: number, { secondFactor = false } = {}): Promise<Headers> {
  const previous = await getSession(request);
  if (previous.id && secondFactor && previous.has("pendingStaffId")) {
    // The pending row stays for the rest of its minutes, holding nobody: the page rendered with this
    // very post (without JavaScript, before the new cookie) reads it as done (secondFactorJustPassed).
    await db
      .updateTable("sessions")
      .set({ user_id: null, data: JSON.stringify({ secondFactorPassed: true }) })
      .where("id", "=", previous.id)
      .execute();
  } else if (previous.id) await sessionStorage.destroySession(previous);
  await db.deleteFrom("sessions").where("expires_at", "<=", new Date().toISOString()).execute();
  const user = await db.selectFrom("users").select(["id", "created_at", "role"]).where("id", "=", userId).executeTakeFirst();
  const session = await sessionStorage.getSession();
  const headers = new Headers();
  if (user?.role === "staff") {
    if (!secondFactor) {
      session.set("pendingStaffId", userId);
      session.set("pendingSince", new Date().toISOString());
      headers.append("Set-Cookie", await sessionStorage.commitSession(session, { maxAge: PENDING_SECOND_FACTOR_MS / 1000 }));
      return headers;
    }
    session.set("staffSince", new Date().toISOString());
  }
  await recordSignIn(userId);
  session.set("userId", userId);
  const maxAge = user?.role === "staff" ? { maxAge: STAFF_SESSION_MS / 1000 } : { expires: defaultExpiry() };
  headers.append("Set-Cookie", await sessionStorage.commitSession(session, maxAge));
  if (user) {
    const key = knownAccountKey(user);
    const known = [key, ...(await knownAccounts(request)).filter((other) => other !== key)].slice(0, KNOWN_ACCOUNTS);
    headers.append("Set-Cookie", await knownBrowserCookie.serialize(known));
  }
  return headers;
}

/** Signs out: deletes the session row and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  return sessionStorage.destroySession(await getSession(request));
}

/** Signs the user out on every other device: every session of theirs but this request's goes. */
export async function endOtherSessions(request: Request, userId: number): Promise<void> {
  const current = await getSession(request);
  await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("id", "!=", current.id || "")
    .execute();
}

/** Signs the user out everywhere, this request's session included; returns the cookie-clearing header. */
export async function endAllSessions(request: Request, userId: number): Promise<string> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
  return endSession(request);
}
