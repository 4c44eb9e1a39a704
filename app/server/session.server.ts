import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { hasCookie, KNOWN_BROWSER_COOKIE, SESSION_COOKIE } from "~/lib/cookies";
import { stampOf } from "./accounts.server";
import { config } from "./config.server";
import { noteActivity, recordSignIn } from "./data-retention.server";
import { db } from "./db.server";

const SESSION_DAYS = 30;

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
        user_id: typeof data.userId === "number" ? data.userId : null,
        data: JSON.stringify(data),
        expires_at: (expires ?? defaultExpiry()).toISOString(),
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

function getSession(request: Request): Promise<Session> {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

/**
 * The signed-in user's id, or null. An unknown, expired or deleted session counts as signed out.
 * A session in use keeps its account active (at most one write a day: data-retention.server.ts).
 */
export async function getSessionUserId(request: Request): Promise<number | null> {
  if (!hasCookie(request.headers.get("Cookie"), SESSION_COOKIE)) return null;
  const session = await getSession(request);
  const userId = session.get("userId");
  if (typeof userId !== "number") return null;
  await noteActivity(userId);
  return userId;
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

/**
 * Signs a user in: always a brand-new session row and id (the old one, if any, is deleted), so
 * an id planted before sign-in is worthless afterwards, and the browser remembers the account.
 * The account's inactivity clock starts again (data-retention.server.ts).
 * Returns the headers to send: both cookies.
 */
export async function startSession(request: Request, userId: number): Promise<Headers> {
  const previous = await getSession(request);
  if (previous.id) await sessionStorage.destroySession(previous);
  await db.deleteFrom("sessions").where("expires_at", "<=", new Date().toISOString()).execute();
  await recordSignIn(userId);
  const session = await sessionStorage.getSession();
  session.set("userId", userId);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionStorage.commitSession(session, { expires: defaultExpiry() }));
  const user = await db.selectFrom("users").select(["id", "created_at"]).where("id", "=", userId).executeTakeFirst();
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
