// Sign in with Google (docs/product.md#sign-in-with-google) against a real OpenID Connect provider
// (test/oidc-test-provider.ts) on a localhost port: the site's routes are called as the server
// would, and the "browser" between them follows the provider's redirects with its cookies.
import { collectUserData } from "~/server/my-data.server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as startRoute from "~/routes/auth.google";
import * as callbackRoute from "~/routes/auth.google_.callback";
import * as loginRoute from "~/routes/login";
import * as settingsRoute from "~/routes/settings";
import { AUTH_TEXT } from "~/lib/accounts";
import { GOOGLE_TEXT } from "~/lib/google-sign-in";
import { db } from "~/server/db.server";
import { getSessionUserId } from "~/server/session.server";
import { createCandidate, uniqueSuffix } from "./factories";
import { callAction, callLoader, cookieFrom, flashedToast, form } from "./helpers";
import type { TestClaims } from "./oidc-test-provider";

const CALLBACK = "http://localhost:3000/auth/google/callback";

const { testProvider } = await vi.hoisted(async () => {
  const { startTestProvider } = await import("./oidc-test-provider");
  const started = await startTestProvider({ redirectUri: "http://localhost:3000/auth/google/callback" });
  process.env.GOOGLE_CLIENT_ID = started.clientId;
  process.env.GOOGLE_CLIENT_SECRET = started.clientSecret;
  process.env.GOOGLE_ISSUER = started.issuer;
  return { testProvider: started };
});

afterAll(() => testProvider.close());
beforeEach(() => testProvider.signInAs(null));

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header (cleared ones left out). */
function cookiesOf(response: Response, ...names: string[]): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .filter((pair) => names.includes(pair.split("=")[0]) && !pair.endsWith("="))
    .join("; ");
}

/** Follows the provider's redirects, with its cookies, until it sends the browser back to the site. */
async function throughProvider(authorizationUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(CALLBACK)) return url;
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      if (attributes.some((attribute) => /max-age=0|expires=thu, 01 jan 1970/i.test(attribute.trim()))) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get("Location");
    if (!location) throw new Error(`The provider answered ${response.status} at ${url}: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error("The provider never sent the browser back");
}

/** Presses "Continue with Google" (or Settings' "Link Google"): the start's answer. */
function pressGoogle(fields: Record<string, string> = {}, cookie?: string) {
  return callAction(startRoute.action, "/auth/google", form(fields, cookie));
}

let callbackCount = 0;

/** The browser's arrival at the callback, each from its own address (the limit is rate-limit.test.ts's to test). */
async function callback(url: string, cookie: string) {
  const { pathname, search } = new URL(url);
  const request = new Request(`http://localhost${pathname}${search}`, { headers: { Cookie: cookie } });
  try {
    return await callbackRoute.loader({ request, params: {}, context: { clientAddress: `198.51.100.${++callbackCount % 250}` } });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A whole round trip as `claims`: the start, the provider, and the callback's answer. */
async function signInWithGoogle(
  claims: TestClaims | "deny",
  { fields = {}, cookie = "" }: { fields?: Record<string, string>; cookie?: string } = {},
) {
  const started = await pressGoogle(fields, cookie || undefined);
  expect(started.status).toBe(302);
  testProvider.signInAs(claims);
  const back = await throughProvider(started.headers.get("Location")!);
  const flowCookie = cookiesOf(started, "__google");
  const response = await callback(back, [cookie, flowCookie].filter(Boolean).join("; "));
  return { started, back, flowCookie, response };
}

const googleAccount = (overrides: Partial<TestClaims> = {}): TestClaims => {
  const suffix = uniqueSuffix();
  return { sub: `google-${suffix}`, email: `person-${suffix}@gmail.example`, email_verified: true, name: "Grace Google", ...overrides };
};

const identities = (subject: string) => db.selectFrom("user_identities").selectAll().where("subject", "=", subject).execute();
const userByEmail = (email: string) => db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
const signedInAs = (response: Response) =>
  getSessionUserId(new Request("http://localhost/", { headers: { Cookie: cookieFrom(response, "__session") } }));

describe("POST /auth/google", () => {
  it("sends the browser to the provider with a state, a PKCE S256 challenge and a nonce, and keeps them in a signed cookie", async () => {
    const response = await pressGoogle({ redirectTo: "/jobs?q=bridge" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin).toBe(testProvider.issuer);
    expect(location.searchParams.get("client_id")).toBe(testProvider.clientId);
    expect(location.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("scope")).toBe("openid email profile");
    for (const name of ["state", "code_challenge", "nonce"]) expect(location.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("__google="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/auth\/google/);
    // Signed: the verifier is not there to read, nor to change.
    expect(cookie).not.toContain(location.searchParams.get("state")!);
  });

  it("refuses a post from another site", async () => {
    const response = await callAction(startRoute.action, "/auth/google", {
      ...form({}),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(403);
  });
});

describe("GET /auth/google/callback", () => {
  it("makes a candidate account with no password for a verified address that has none, links it and signs in", async () => {
    const claims = googleAccount();
    const { response } = await signInWithGoogle(claims, { fields: { redirectTo: "/jobs?q=bridge" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?q=bridge");
    expect(await flashedToast(response)).toMatchObject({ title: AUTH_TEXT.successTitle, description: GOOGLE_TEXT.registered });
    const user = await userByEmail(claims.email!);
    expect(user).toMatchObject({ role: "candidate", password_hash: "" });
    expect(await signedInAs(response)).toBe(user!.id);
    expect(await identities(claims.sub)).toMatchObject([{ user_id: user!.id, provider: "google", email: claims.email }]);
    const profile = await db.selectFrom("profiles").select("full_name").where("user_id", "=", user!.id).executeTakeFirst();
    expect(profile?.full_name).toBe("Grace Google");
    // Download My Data names the linked account.
    const { data } = await collectUserData(user!.id).then((collected) => collected!);
    expect(data.account.linkedAccounts).toEqual([{ provider: "google", email: claims.email, linkedAt: expect.any(String) }]);
    // The state is good for one callback: the answer clears it.
    expect(response.headers.getSetCookie().some((header) => /^__google=;.*Max-Age=0/i.test(header))).toBe(true);
  });

  it("signs a linked Google account in to its account, even after its address changed at Google", async () => {
    const claims = googleAccount();
    await signInWithGoogle(claims);
    const user = await userByEmail(claims.email!);
    const { response } = await signInWithGoogle({ ...claims, email: `renamed-${claims.email}` });
    expect(response.headers.get("Location")).toBe("/");
    expect(await flashedToast(response)).toMatchObject({ description: GOOGLE_TEXT.signedIn });
    expect(await signedInAs(response)).toBe(user!.id);
    expect(await db.selectFrom("users").select("id").where("email", "like", "%renamed-%").execute()).toEqual([]);
  });

  it("refuses an unverified or unstated address: no account, nothing linked, no session", async () => {
    for (const claims of [googleAccount({ email_verified: false }), googleAccount({ email_verified: undefined })]) {
      const { response } = await signInWithGoogle(claims);
      expect(response.headers.get("Location")).toBe("/login");
      expect(await flashedToast(response)).toMatchObject({ title: GOOGLE_TEXT.failedTitle, description: GOOGLE_TEXT.unverified });
      expect(response.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);
      expect(await userByEmail(claims.email!)).toBeUndefined();
      expect(await identities(claims.sub)).toEqual([]);
    }
  });

  it("refuses a callback whose state is missing, changed, or not this browser's", async () => {
    const started = await pressGoogle();
    testProvider.signInAs(googleAccount());
    const back = await throughProvider(started.headers.get("Location")!);
    const flowCookie = cookiesOf(started, "__google");
    const tampered = new URL(back);
    tampered.searchParams.set("state", "someone-elses-state-0123456789");
    const other = await pressGoogle();
    const attempts = [
      callback(back, ""), // no cookie: another browser, or the cookie expired
      callback(tampered.href, flowCookie), // the state in the address changed
      callback(back, cookiesOf(other, "__google")), // another flow's cookie
      callback(back, flowCookie.replace(/.{6}$/, "AAAAAA")), // a forged cookie
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/login");
      expect(await flashedToast(response)).toMatchObject({ description: GOOGLE_TEXT.refusedState });
      expect(response.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);
    }
  });

  it("refuses a replayed callback: with the state cleared, and at the provider with the old cookie", async () => {
    const claims = googleAccount();
    const { back, flowCookie, response } = await signInWithGoogle(claims);
    expect(await signedInAs(response)).not.toBeNull();
    // The browser no longer has the state: the same address is refused here.
    const replayed = await callback(back, cookiesOf(response, "__google"));
    expect(await flashedToast(replayed)).toMatchObject({ description: GOOGLE_TEXT.refusedState });
    // Someone who kept the old cookie too: the provider refuses the used code.
    const withOldCookie = await callback(back, flowCookie);
    expect(withOldCookie.headers.get("Location")).toBe("/login");
    expect(await flashedToast(withOldCookie)).toMatchObject({ description: GOOGLE_TEXT.refusedCode });
    expect(withOldCookie.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);
  });

  it("says the person cancelled when the provider answers access_denied", async () => {
    const { response } = await signInWithGoogle("deny");
    expect(response.headers.get("Location")).toBe("/login");
    expect(await flashedToast(response)).toMatchObject({ description: GOOGLE_TEXT.cancelled });
  });
});

describe("an address that has an account here", () => {
  it("does not sign in: the sign-in page asks for the password, and linking follows that account's password sign-in", async () => {
    const owner = await createCandidate();
    const claims = googleAccount({ email: owner.email });
    const { response } = await signInWithGoogle(claims, { fields: { redirectTo: "/saved-jobs" } });
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fsaved-jobs");
    expect(response.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);
    expect(await flashedToast(response)).toMatchObject({ description: GOOGLE_TEXT.existingAccount });
    expect(await identities(claims.sub)).toEqual([]);
    const pending = cookiesOf(response, "__google_link");

    const page = await callLoader(loginRoute.loader, "/login?redirectTo=%2Fsaved-jobs", {}, { headers: { Cookie: pending } });
    expect(await page.json()).toMatchObject({ google: true, pendingGoogleEmail: owner.email });

    // A wrong password links nothing.
    const wrong = await callAction(loginRoute.action, "/login", form({ email: owner.email, password: "not the password" }, pending));
    expect(wrong.status).toBe(401);
    expect(await identities(claims.sub)).toEqual([]);

    const signedIn = await callAction(
      loginRoute.action,
      "/login",
      form({ email: owner.email, password: owner.password, redirectTo: "/saved-jobs" }, pending),
    );
    expect(signedIn.headers.get("Location")).toBe("/saved-jobs");
    expect(await flashedToast(signedIn)).toMatchObject({ title: GOOGLE_TEXT.linkedTitle, description: GOOGLE_TEXT.linkedOnSignIn });
    expect(await identities(claims.sub)).toMatchObject([{ user_id: owner.user.id }]);
    expect(signedIn.headers.getSetCookie().some((header) => /^__google_link=;.*Max-Age=0/i.test(header))).toBe(true);

    // From now on Google signs in to that account.
    const again = await signInWithGoogle(claims);
    expect(await signedInAs(again.response)).toBe(owner.user.id);
  });

  it("links nothing when another account signs in with the pending link in the browser", async () => {
    const owner = await createCandidate();
    const someoneElse = await createCandidate();
    const claims = googleAccount({ email: owner.email });
    const { response } = await signInWithGoogle(claims);
    const pending = cookiesOf(response, "__google_link");
    const signedIn = await callAction(
      loginRoute.action,
      "/login",
      form({ email: someoneElse.email, password: someoneElse.password }, pending),
    );
    expect(signedIn.status).toBe(302);
    expect(await flashedToast(signedIn)).toMatchObject({ description: AUTH_TEXT.loggedIn });
    expect(await identities(claims.sub)).toEqual([]);
  });

  it("an unverified address is refused even when it is an account's", async () => {
    const owner = await createCandidate();
    const { response } = await signInWithGoogle(googleAccount({ email: owner.email, email_verified: false }));
    expect(await flashedToast(response)).toMatchObject({ description: GOOGLE_TEXT.unverified });
    expect(cookiesOf(response, "__google_link")).toBe("");
  });
});

describe("Settings", () => {
  it("links Google for a signed-in user, and unlinks it since they have a password", async () => {
    const user = await createCandidate();
    const claims = googleAccount();
    const { response } = await signInWithGoogle(claims, { fields: { intent: "link" }, cookie: user.cookie });
    expect(response.headers.get("Location")).toBe("/settings");
    expect(await flashedToast(response)).toMatchObject({ title: GOOGLE_TEXT.linkedTitle });
    expect(await identities(claims.sub)).toMatchObject([{ user_id: user.user.id }]);

    const page = await callLoader(settingsRoute.loader, "/settings", {}, { headers: { Cookie: user.cookie } });
    expect(await page.json()).toMatchObject({ google: { configured: true, linkedEmail: claims.email, hasPassword: true } });

    const unlinked = await callAction(settingsRoute.action, "/settings", form({ intent: "unlink-google" }, user.cookie));
    expect(await flashedToast(unlinked)).toMatchObject({ title: GOOGLE_TEXT.unlinkedTitle });
    expect(await identities(claims.sub)).toEqual([]);
  });

  it("a password-less account keeps Google, can delete itself by its address, and never answers a password form with a 500", async () => {
    const claims = googleAccount();
    const { response } = await signInWithGoogle(claims);
    const cookie = cookieFrom(response, "__session");
    const user = (await userByEmail(claims.email!))!;

    const page = await callLoader(settingsRoute.loader, "/settings", {}, { headers: { Cookie: cookie } });
    expect(await page.json()).toMatchObject({ google: { linkedEmail: claims.email, hasPassword: false } });

    const unlink = await callAction(settingsRoute.action, "/settings", form({ intent: "unlink-google" }, cookie));
    expect(unlink.status).toBe(400);
    expect(await unlink.json()).toMatchObject({ form: "google", message: GOOGLE_TEXT.unlinkNeedsPassword });
    expect(await identities(claims.sub)).toHaveLength(1);

    const change = await callAction(
      settingsRoute.action,
      "/settings",
      form({ intent: "password", currentPassword: "", newPassword: "a new long password", confirmPassword: "a new long password" }, cookie),
    );
    expect(change.status).toBe(400);

    // No password signs in to it.
    const login = await callAction(loginRoute.action, "/login", form({ email: claims.email!, password: "" }));
    expect(login.status).toBe(400);

    const wrongAddress = await callAction(
      settingsRoute.action,
      "/settings",
      form({ intent: "delete-account", confirmEmail: "x@example.com" }, cookie),
    );
    expect(wrongAddress.status).toBe(400);
    const deleted = await callAction(
      settingsRoute.action,
      "/settings",
      form({ intent: "delete-account", confirmEmail: claims.email! }, cookie),
    );
    expect(deleted.status).toBe(302);
    expect(await db.selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst()).toBeUndefined();
    expect(await identities(claims.sub)).toEqual([]);
  });
});

describe("the rate limit", () => {
  it("counts starts per client like the sign-in form: past RATE_LIMIT_PER_MINUTE, back to sign in with the wait", async () => {
    const clientAddress = "2001:db8:77::1";
    const answers = [];
    for (let i = 0; i < 11; i++) {
      // Addresses of one /64 count as one client.
      answers.push(
        await callAction(startRoute.action, "/auth/google", { ...form({}), clientAddress: clientAddress.replace("::1", `::${i + 1}`) }),
      );
    }
    expect(answers.slice(0, 10).every((response) => new URL(response.headers.get("Location")!).origin === testProvider.issuer)).toBe(true);
    const limited = answers[10];
    expect(limited.headers.get("Location")).toBe("/login");
    expect((await flashedToast(limited))?.description).toMatch(/^Too many attempts/);
  });
});
