import { createHash } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { GOOGLE_CALLBACK_PATH, GOOGLE_TEXT } from "~/lib/google-sign-in";
import { GOOGLE_FLOW_COOKIE, GOOGLE_LINK_COOKIE } from "~/lib/cookies";
import { EmailTakenError, stampOf } from "./accounts.server";
import { config } from "./config.server";
import { db } from "./db.server";
import { createAccountWithIdentity, IdentityTakenError, linkIdentity, userOfIdentity, type Identity } from "./identities.server";

// Sign in with Google through OpenID Connect (docs/security.md#sign-in-with-google). remix-auth-oauth2
// makes the state and the PKCE verifier, sends the browser to Google, checks the state that comes
// back and trades the code for tokens; this module keeps the state in a signed cookie, checks the
// ID token (signature by the issuer's keys, issuer, audience, expiry, nonce) with jose, and decides
// what the verified identity may do here.

/** How long a sign-in may take at Google, and a pending link may wait for the password. */
const FLOW_MINUTES = 10;
/** The cookie name remix-auth-oauth2 reads: it only ever sees it in a request this module builds. */
const STRATEGY_COOKIE = "google-oauth";
const DISCOVERY_TIMEOUT_MS = 5000;

export const isGoogleConfigured = () => config.google !== null;

/** The sign-in under way: the strategy's state and verifier, where to go after, and the user linking from Settings. */
const flowSchema = z.object({
  state: z.string().min(1),
  verifier: z.string().min(1),
  redirectTo: z.string(),
  linkUserId: z.number().nullable(),
  expiresAt: z.number(),
});
type Flow = z.infer<typeof flowSchema>;

const flowCookie = createCookie(GOOGLE_FLOW_COOKIE, {
  httpOnly: true,
  // Google sends the browser back with a top-level GET, which a Lax cookie goes with.
  sameSite: "lax",
  secure: config.isProduction,
  path: "/auth/google",
  maxAge: FLOW_MINUTES * 60,
  secrets: config.sessionSecrets,
});

/** A verified Google account that has an account here by its address, waiting for its owner to sign in. */
const pendingSchema = z.object({
  userId: z.number(),
  stamp: z.string(),
  subject: z.string(),
  email: z.string(),
  expiresAt: z.number(),
});

const pendingLinkCookie = createCookie(GOOGLE_LINK_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
  path: "/",
  maxAge: FLOW_MINUTES * 60,
  secrets: config.sessionSecrets,
});

/** The nonce the ID token must carry: derived from the verifier, which only this browser's cookie holds. */
const nonceFor = (verifier: string) => createHash("sha256").update(`nonce:${verifier}`).digest("base64url");

class GoogleStrategy extends OAuth2Strategy<string> {
  protected override createAuthorizationURL() {
    const created = super.createAuthorizationURL();
    created.url.searchParams.set("nonce", nonceFor(created.codeVerifier));
    return created;
  }
}

const discoverySchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
});

interface Provider {
  strategy: GoogleStrategy;
  issuers: string[];
  clientId: string;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

let provider: Promise<Provider> | undefined;

/** The issuer's endpoints and keys, read once from its discovery document (again after a failure). */
function googleProvider(): Promise<Provider> {
  provider ??= discover().catch((error: unknown) => {
    provider = undefined;
    throw error;
  });
  return provider;
}

async function discover(): Promise<Provider> {
  const settings = config.google;
  if (!settings) throw new Error("Sign in with Google is not configured.");
  const response = await fetch(`${settings.issuer}/.well-known/openid-configuration`, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The discovery document of ${settings.issuer} answered ${response.status}.`);
  const document = discoverySchema.parse(await response.json());
  if (document.issuer !== settings.issuer) throw new Error(`The discovery document names ${document.issuer}, not ${settings.issuer}.`);
  const strategy = new GoogleStrategy(
    {
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      authorizationEndpoint: document.authorization_endpoint,
      tokenEndpoint: document.token_endpoint,
      redirectURI: `${config.mail.siteUrl}${GOOGLE_CALLBACK_PATH}`,
      scopes: ["openid", "email", "profile"],
      cookie: STRATEGY_COOKIE,
    },
    // The ID token is all this site reads; it is checked below, with the nonce the strategy cannot see.
    async ({ tokens }) => tokens.idToken(),
  );
  return {
    strategy,
    // Google's own ID tokens may name their issuer without the scheme.
    issuers: document.issuer === "https://accounts.google.com" ? [document.issuer, "accounts.google.com"] : [document.issuer],
    clientId: settings.clientId,
    keys: createRemoteJWKSet(new URL(document.jwks_uri)),
  };
}

/** Why a start or a callback went nowhere, in words for the sign-in page. */
export class GoogleRefusal extends Error {}

/** The Set-Cookie header that ends the flow: a state is good for one callback. */
export const endFlowCookie = () => flowCookie.serialize("", { maxAge: 0 });

/**
 * Starts a sign-in (or, with `linkUserId`, a link from Settings): the address at Google to send the
 * browser to, and the signed cookie that holds the state and verifier for the callback.
 */
export async function startGoogleFlow(redirectTo: string, linkUserId: number | null): Promise<{ location: string; setCookie: string }> {
  const { strategy } = await googleProvider().catch((error: unknown) => {
    console.error("Sign in with Google: discovery failed", error);
    throw new GoogleRefusal(GOOGLE_TEXT.unavailable);
  });
  let answer: unknown;
  try {
    await strategy.authenticate(new Request(`${config.mail.siteUrl}/auth/google`));
  } catch (thrown) {
    answer = thrown;
  }
  // The strategy answers a request without a state with its redirect, the state and verifier in its cookie.
  if (!(answer instanceof Response) || !answer.headers.get("Location")) throw answer;
  const stored = new URLSearchParams(
    answer.headers
      .get("Set-Cookie")
      ?.split(";")[0]
      .replace(/^[^=]*=/, "") ?? "",
  );
  const state = stored.get("state") ?? "";
  const flow: Flow = { state, verifier: stored.get(state) ?? "", redirectTo, linkUserId, expiresAt: Date.now() + FLOW_MINUTES * 60_000 };
  return { location: answer.headers.get("Location")!, setCookie: await flowCookie.serialize(flow) };
}

async function readFlow(request: Request): Promise<Flow | null> {
  const parsed = flowSchema.safeParse(await flowCookie.parse(request.headers.get("Cookie")).catch(() => null));
  return parsed.success && parsed.data.expiresAt > Date.now() ? parsed.data : null;
}

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().email().max(254).optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  name: z.string().max(200).optional(),
});

/** What Google says of the account that signed in, once its ID token has been checked. */
export interface GoogleAccount {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * The callback: the flow this browser started, and the Google account that signed in, checked.
 * Throws GoogleRefusal for a missing or wrong state, a refused or replayed code, a cancel at Google,
 * or an ID token that does not check out.
 */
export async function finishGoogleFlow(request: Request): Promise<{ flow: Flow; account: GoogleAccount }> {
  const flow = await readFlow(request);
  const url = new URL(request.url);
  if (!flow || url.searchParams.get("state") !== flow.state) throw new GoogleRefusal(GOOGLE_TEXT.refusedState);
  if (url.searchParams.get("error") === "access_denied") throw new GoogleRefusal(GOOGLE_TEXT.cancelled);
  const current = await googleProvider().catch((error: unknown) => {
    console.error("Sign in with Google: discovery failed", error);
    throw new GoogleRefusal(GOOGLE_TEXT.unavailable);
  });
  const strategyCookie = `${STRATEGY_COOKIE}=${new URLSearchParams({ state: flow.state, [flow.state]: flow.verifier })}`;
  let idToken: string;
  try {
    idToken = await current.strategy.authenticate(new Request(url, { headers: { Cookie: strategyCookie } }));
  } catch (error) {
    if (error instanceof OAuth2RequestError) {
      throw new GoogleRefusal(error.code === "invalid_grant" ? GOOGLE_TEXT.refusedCode : GOOGLE_TEXT.unavailable);
    }
    if (error instanceof ReferenceError || error instanceof RangeError) throw new GoogleRefusal(GOOGLE_TEXT.refusedState);
    console.error("Sign in with Google: the code could not be traded for tokens", error);
    throw new GoogleRefusal(GOOGLE_TEXT.unavailable);
  }
  try {
    const { payload } = await jwtVerify(idToken, current.keys, { issuer: current.issuers, audience: current.clientId });
    if (payload.nonce !== nonceFor(flow.verifier)) throw new Error("The ID token's nonce is not this sign-in's.");
    const claims = claimsSchema.parse(payload);
    return {
      flow,
      account: {
        subject: claims.sub,
        email: claims.email?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true || claims.email_verified === "true",
        name: claims.name?.trim() || null,
      },
    };
  } catch (error) {
    console.error("Sign in with Google: the ID token did not check out", error);
    throw new GoogleRefusal(GOOGLE_TEXT.refusedState);
  }
}

export type GoogleOutcome =
  | { kind: "signed-in"; userId: number; created: boolean }
  | { kind: "linked"; userId: number }
  | { kind: "pending-link"; setCookie: string }
  | { kind: "refused"; message: string };

/**
 * What a checked Google account may do (docs/security.md#sign-in-with-google): sign in to the account
 * it is linked to; else, with a verified address, link to the signed-in user who started from
 * Settings, or make a new candidate account when the address has none, or wait for the owner of
 * the account that has it to sign in with the password. An unverified address does nothing.
 */
export async function settleGoogleAccount(flow: Flow, account: GoogleAccount, sessionUserId: number | null): Promise<GoogleOutcome> {
  const linkedTo = await userOfIdentity("google", account.subject);
  if (flow.linkUserId !== null) {
    if (sessionUserId !== flow.linkUserId) return { kind: "refused", message: GOOGLE_TEXT.refusedState };
    if (linkedTo !== null && linkedTo !== sessionUserId) return { kind: "refused", message: GOOGLE_TEXT.linkedElsewhere };
  } else if (linkedTo !== null) {
    return { kind: "signed-in", userId: linkedTo, created: false };
  }
  if (!account.emailVerified || !account.email) return { kind: "refused", message: GOOGLE_TEXT.unverified };
  const identity: Identity = { provider: "google", subject: account.subject, email: account.email };
  try {
    if (flow.linkUserId !== null) {
      await linkIdentity(flow.linkUserId, identity);
      return { kind: "linked", userId: flow.linkUserId };
    }
    const owner = await db.selectFrom("users").select(["id", "created_at"]).where("email", "=", account.email).executeTakeFirst();
    if (!owner) {
      const user = await createAccountWithIdentity(identity, account.name ?? account.email.split("@")[0]);
      return { kind: "signed-in", userId: user.id, created: true };
    }
    const pending = { userId: owner.id, stamp: stampOf(owner.created_at), subject: account.subject, email: account.email };
    return {
      kind: "pending-link",
      setCookie: await pendingLinkCookie.serialize({ ...pending, expiresAt: Date.now() + FLOW_MINUTES * 60_000 }),
    };
  } catch (error) {
    if (error instanceof IdentityTakenError) {
      return { kind: "refused", message: error.reason === "subject" ? GOOGLE_TEXT.linkedElsewhere : GOOGLE_TEXT.otherGoogleLinked };
    }
    // Someone registered the address a moment ago: the owner must sign in first.
    if (error instanceof EmailTakenError) return { kind: "refused", message: GOOGLE_TEXT.existingAccount };
    throw error;
  }
}

/** The address a pending link is for, to name on the sign-in page, or null. */
export async function pendingLinkEmail(request: Request): Promise<string | null> {
  return (await readPendingLink(request))?.email ?? null;
}

async function readPendingLink(request: Request) {
  const parsed = pendingSchema.safeParse(await pendingLinkCookie.parse(request.headers.get("Cookie")).catch(() => null));
  return parsed.success && parsed.data.expiresAt > Date.now() ? parsed.data : null;
}

/**
 * After a password sign-in: links the pending Google account when it waits for this very account
 * (same id, same creation stamp), and drops the pending link whatever happens. Returns whether it
 * linked, and the Set-Cookie header to send, if any.
 */
export async function completePendingLink(request: Request, userId: number): Promise<{ linked: boolean; setCookie: string | null }> {
  const pending = await readPendingLink(request);
  if (!pending) return { linked: false, setCookie: null };
  const setCookie = await pendingLinkCookie.serialize("", { maxAge: 0 });
  const user = await db.selectFrom("users").select(["id", "created_at"]).where("id", "=", userId).executeTakeFirst();
  if (!user || pending.userId !== userId || pending.stamp !== stampOf(user.created_at)) return { linked: false, setCookie };
  try {
    await linkIdentity(userId, { provider: "google", subject: pending.subject, email: pending.email });
    return { linked: true, setCookie };
  } catch (error) {
    if (error instanceof IdentityTakenError) return { linked: false, setCookie };
    throw error;
  }
}
