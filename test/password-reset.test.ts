// Password reset by e-mail, through the routes, the outbox and a real SMTP server: the message that
// arrives, its link, the new password, and everything that must not happen (enumeration, a link
// used twice, an old link, a flood of links to one inbox, or to many inboxes from one client).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KNOWN_BROWSER_COOKIE } from "~/lib/cookies";
import { config } from "~/server/config.server";
import { db } from "~/server/db.server";
import { smtpSender } from "~/server/mail.server";
import { deliverDueMail } from "~/server/outbox.server";
import { RESET_ANSWER_MS } from "~/server/password-resets.server";
import * as apiForgot from "~/routes/api.auth.forgot-password";
import * as apiLogin from "~/routes/api.auth.login";
import * as apiMe from "~/routes/api.auth.me";
import * as apiReset from "~/routes/api.auth.reset-password";
import * as forgotPage from "~/routes/forgot-password";
import * as loginPage from "~/routes/login";
import * as logoutRoute from "~/routes/logout";
import * as resetPage from "~/routes/reset-password";
import * as settingsPage from "~/routes/settings";
import { callAction, callLoader, cookieFrom, jsonBody, registerUser } from "./helpers";
import { startMailServer } from "./mail-server";

let mailServer: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mailServer = await startMailServer();
});
afterAll(() => mailServer.close());

const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields) });

/** Delivers the outbox to the test's SMTP server and returns what arrived for `to`, newest last. */
async function deliveredTo(to: string) {
  await deliverDueMail(smtpSender(mailServer.url, "Keystone Talent <no-reply@keystonetalent.example>"));
  return mailServer.received.filter((mail) => mail.to.includes(to));
}

const resetLink = (text: string) => new URL(text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0]);

async function requestLink(email: string) {
  const response = await callAction(forgotPage.action, "/forgot-password", form({ email }));
  expect(response.status).toBe(302);
  const mails = await deliveredTo(email);
  return { response, mail: mails.at(-1)! };
}

describe("asking for a reset link", () => {
  it("sends the account a message with a plain-text and an HTML part and a working link", async () => {
    const { email } = await registerUser();
    const { response, mail } = await requestLink(email);
    expect(response.headers.get("Location")).toBe("/forgot-password?sent");
    expect(mail.parsed.subject).toBe("Reset your Keystone Talent password");
    expect(mail.parsed.from?.text).toContain("no-reply@keystonetalent.example");
    expect(mail.parsed.text).toContain("It works once, for 60 minutes.");
    expect(mail.parsed.html).toContain('<html lang="en">');
    const link = resetLink(mail.parsed.text!);
    expect(link.origin).toBe("http://localhost:3000");
    // The HTML part carries the same link.
    expect(mail.parsed.html).toContain(link.toString().replaceAll("&", "&amp;"));
    // The token is stored only as its hash.
    const stored = await db.selectFrom("password_resets").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(link.searchParams.get("token"));

    const page = await callLoader(resetPage.loader, `${link.pathname}${link.search}`);
    expect(await page.json()).toMatchObject({ problem: null });
  });

  it("answers an unknown address exactly as a known one, in as long, and sends nothing", async () => {
    const { email } = await registerUser();
    const before = mailServer.received.length;
    const timed = async (address: string) => {
      const started = performance.now();
      const response = await callAction(forgotPage.action, "/forgot-password", form({ email: address }));
      return { response, ms: performance.now() - started };
    };
    const known = await timed(email);
    const unknown = await timed("nobody-here@example.com");
    expect(unknown.response.status).toBe(known.response.status);
    expect(unknown.response.headers.get("Location")).toBe(known.response.headers.get("Location"));
    expect(await unknown.response.text()).toBe(await known.response.text());
    // Both are held to the same floor, well above the work either does.
    expect(known.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    await deliveredTo(email);
    expect(mailServer.received.length).toBe(before + 1);
  });

  it("keeps the address typed when it is not one, with the field's message", async () => {
    const response = await callAction(forgotPage.action, "/forgot-password", form({ email: "not an address" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.result.initialValue).toEqual({ email: "not an address" });
    expect(body.result.error.email).toEqual(["Enter a valid email address"]);
  });

  it("sends one account at most three links an hour, whoever asks", async () => {
    const { email } = await registerUser();
    for (let i = 0; i < 5; i++) {
      const response = await callAction(forgotPage.action, "/forgot-password", form({ email }));
      expect(response.status).toBe(302);
    }
    expect(await deliveredTo(email)).toHaveLength(3);
  });

  it("still sends the owner a link from a browser the account signed in on, when others have used up the hour's three", async () => {
    const { email, password } = await registerUser();
    // The owner signed in on this browser once, and signed out since: the session is gone, the browser is known.
    const signedIn = await callAction(loginPage.action, "/login", form({ email, password }));
    expect(signedIn.status).toBe(302);
    const knownBrowser = cookieFrom(signedIn, KNOWN_BROWSER_COOKIE);
    await callAction(logoutRoute.action, "/logout", { body: new URLSearchParams(), headers: { Cookie: cookieFrom(signedIn) } });

    // Someone else asks four times, from four addresses: three links, then nothing.
    for (let i = 0; i < 4; i++) expect((await callAction(forgotPage.action, "/forgot-password", form({ email }))).status).toBe(302);
    expect(await deliveredTo(email)).toHaveLength(3);

    // The owner's own browser gets a link, and three an hour of its own.
    const ask = () => callAction(forgotPage.action, "/forgot-password", { ...form({ email }), headers: { Cookie: knownBrowser } });
    for (let i = 0; i < 4; i++) expect((await ask()).status).toBe(302);
    expect(await deliveredTo(email)).toHaveLength(6);

    // A browser known to another account counts as unknown for this one.
    const other = await registerUser();
    const otherSignIn = await callAction(loginPage.action, "/login", form({ email: other.email, password: other.password }));
    const otherBrowser = cookieFrom(otherSignIn, KNOWN_BROWSER_COOKIE);
    await callAction(forgotPage.action, "/forgot-password", { ...form({ email }), headers: { Cookie: otherBrowser } });
    expect(await deliveredTo(email)).toHaveLength(6);
  });
});

describe("many requests from one client address", () => {
  const TOO_MANY = /^Too many attempts\. Please wait \d+ seconds and try again\.$/;

  /** RATE_LIMIT_PER_MINUTE accounts and one more, each with an address of its own. */
  const accounts = () => Promise.all(Array.from({ length: config.rateLimitPerMinute + 1 }, () => registerUser()));

  const queuedTo = async (email: string) =>
    (await db.selectFrom("mail_outbox").select("id").where("recipient", "=", email).where("kind", "=", "password-reset").execute()).length;

  /**
   * Asks for RATE_LIMIT_PER_MINUTE accounts' links through `ask`, each answered `status` with one
   * link queued, and gives the one more account the limit leaves.
   */
  async function useUpTheLimit(ask: (email: string) => Promise<Response>, status: number) {
    const [last, ...first] = await accounts();
    const answers = await Promise.all(first.map(({ email }) => ask(email)));
    expect(answers.map((response) => response.status)).toEqual(first.map(() => status));
    for (const { email } of first) expect(await queuedTo(email)).toBe(1);
    return last;
  }

  it("/forgot-password answers 429 after RATE_LIMIT_PER_MINUTE, whatever the addresses asked for, and queues nothing more", async () => {
    const clientAddress = "198.51.100.41";
    const last = await useUpTheLimit(
      (email) => callAction(forgotPage.action, "/forgot-password", { ...form({ email }), clientAddress }),
      302,
    );

    const refused = await callAction(forgotPage.action, "/forgot-password", { ...form({ email: last.email }), clientAddress });
    expect(refused.status).toBe(429);
    const body = await refused.json();
    // The page shows the message above the form, and keeps the address typed.
    expect(body.message).toMatch(TOO_MANY);
    expect(body.result.error[""]).toEqual([body.message]);
    expect(body.result.initialValue).toEqual({ email: last.email });
    expect(await queuedTo(last.email)).toBe(0);

    // Another client address is counted apart.
    const elsewhere = await callAction(forgotPage.action, "/forgot-password", {
      ...form({ email: last.email }),
      clientAddress: "198.51.100.42",
    });
    expect(elsewhere.status).toBe(302);
    expect(await queuedTo(last.email)).toBe(1);
  });

  it("POST /api/auth/forgot-password answers 429 with Retry-After after RATE_LIMIT_PER_MINUTE, and queues nothing more", async () => {
    const clientAddress = "198.51.100.43";
    const last = await useUpTheLimit(
      (email) => callAction(apiForgot.action, "/api/auth/forgot-password", { ...jsonBody({ email }), clientAddress }),
      202,
    );

    const refused = await callAction(apiForgot.action, "/api/auth/forgot-password", { ...jsonBody({ email: last.email }), clientAddress });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(TOO_MANY) });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await queuedTo(last.email)).toBe(0);
  });
});

describe("choosing a new password with the link", () => {
  it("sets it, ends every other session, signs this browser in, and works only once", async () => {
    const { email, password, cookie: otherDevice } = await registerUser();
    const { mail } = await requestLink(email);
    const link = resetLink(mail.parsed.text!);
    const token = link.searchParams.get("token")!;

    const response = await callAction(
      resetPage.action,
      "/reset-password",
      form({ token, newPassword: "a brand new passphrase", confirmPassword: "a brand new passphrase" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const signedIn = cookieFrom(response);
    const me = async (cookie: string) =>
      (await (await callLoader(apiMe.loader, "/api/auth/me", {}, { headers: { Cookie: cookie } })).json()).user;
    expect((await me(signedIn)).email).toBe(email);
    expect(await me(otherDevice)).toBeNull();

    const login = (pass: string) => callAction(apiLogin.action, "/api/auth/login", jsonBody({ email, password: pass }));
    expect((await login(password)).status).toBe(401);
    expect((await login("a brand new passphrase")).status).toBe(200);

    const again = await callAction(
      resetPage.action,
      "/reset-password",
      form({ token, newPassword: "yet another one!", confirmPassword: "yet another one!" }),
    );
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ problem: "used", message: "This reset link has already been used." });
    const page = await callLoader(resetPage.loader, `/reset-password?token=${token}`);
    expect(await page.json()).toMatchObject({ problem: "used" });
  });

  it("dies when the password is changed in Settings: every link sent before is used up", async () => {
    const { email, password, cookie } = await registerUser();
    const token = resetLink((await requestLink(email)).mail.parsed.text!).searchParams.get("token")!;
    const changed = await callAction(settingsPage.action, "/settings", {
      ...form({
        intent: "password",
        currentPassword: password,
        newPassword: "changed in settings",
        confirmPassword: "changed in settings",
      }),
      headers: { Cookie: cookie },
    });
    expect(changed.status).toBe(302);

    const page = await callLoader(resetPage.loader, `/reset-password?token=${token}`);
    expect(await page.json()).toMatchObject({ problem: "used" });
    const reset = await callAction(apiReset.action, "/api/auth/reset-password", jsonBody({ token, password: "taken over by a thief" }));
    expect(reset.status).toBe(410);
    const login = (pass: string) => callAction(apiLogin.action, "/api/auth/login", jsonBody({ email, password: pass }));
    expect((await login("taken over by a thief")).status).toBe(401);
    expect((await login("changed in settings")).status).toBe(200);
  });

  it("refuses a password registration would refuse, keeping the link usable", async () => {
    const { email } = await registerUser();
    const token = resetLink((await requestLink(email)).mail.parsed.text!).searchParams.get("token")!;
    const short = await callAction(resetPage.action, "/reset-password", form({ token, newPassword: "short", confirmPassword: "short" }));
    expect(short.status).toBe(400);
    expect((await short.json()).result.error.newPassword).toEqual(["Password must be at least 8 characters"]);
    const common = await callAction(
      resetPage.action,
      "/reset-password",
      form({ token, newPassword: "password123", confirmPassword: "password123" }),
    );
    expect(common.status).toBe(400);
    const mismatch = await callAction(
      resetPage.action,
      "/reset-password",
      form({ token, newPassword: "long enough one", confirmPassword: "long enough two" }),
    );
    expect((await mismatch.json()).result.error.confirmPassword).toEqual(["The new passwords do not match"]);
    expect(await (await callLoader(resetPage.loader, `/reset-password?token=${token}`)).json()).toMatchObject({ problem: null });
  });

  it("keeps the page, whose address holds the token, out of caches and other sites' logs", () => {
    expect(resetPage.headers({} as Parameters<typeof resetPage.headers>[0])).toEqual({
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "same-origin",
    });
  });

  it("says plainly when a link has expired or is not one", async () => {
    const { email } = await registerUser();
    const token = resetLink((await requestLink(email)).mail.parsed.text!).searchParams.get("token")!;
    await db
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .execute();
    expect(await (await callLoader(resetPage.loader, `/reset-password?token=${token}`)).json()).toMatchObject({ problem: "expired" });
    const post = await callAction(
      resetPage.action,
      "/reset-password",
      form({ token, newPassword: "fine password", confirmPassword: "fine password" }),
    );
    expect(await post.json()).toMatchObject({ problem: "expired", message: "This reset link has expired. Links work for one hour." });
    for (const path of ["/reset-password?token=made-up", "/reset-password", `/reset-password?token=${"x".repeat(5_000)}`]) {
      expect(await (await callLoader(resetPage.loader, path)).json()).toMatchObject({ problem: "unknown" });
    }
  });
});

describe("the JSON API", () => {
  it("answers 202 for any address, and resets with the token", async () => {
    const { email } = await registerUser();
    for (const address of [email, "no-account@example.com"]) {
      const response = await callAction(apiForgot.action, "/api/auth/forgot-password", jsonBody({ email: address }));
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ ok: true });
    }
    const token = resetLink((await deliveredTo(email)).at(-1)!.parsed.text!).searchParams.get("token")!;
    const reset = await callAction(apiReset.action, "/api/auth/reset-password", jsonBody({ token, password: "api chosen password" }));
    expect(reset.status).toBe(200);
    expect((await reset.json()).user.email).toBe(email);
    expect(cookieFrom(reset)).toMatch(/^__session=/);
    const again = await callAction(apiReset.action, "/api/auth/reset-password", jsonBody({ token, password: "api chosen password" }));
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ message: "This reset link has already been used." });
  });

  it("refuses bodies that are not what it takes with 400, never 500", async () => {
    const bodies = [
      jsonBody({ email: 42 }),
      jsonBody([]),
      { body: "{not json", headers: { "Content-Type": "application/json" } },
      jsonBody({}),
    ];
    for (const body of bodies) expect((await callAction(apiForgot.action, "/api/auth/forgot-password", body)).status).toBe(400);
    for (const body of [
      jsonBody({ token: "x" }),
      jsonBody({ token: 5, password: "long enough pass" }),
      jsonBody({ password: "long enough pass" }),
    ]) {
      expect((await callAction(apiReset.action, "/api/auth/reset-password", body)).status).toBe(400);
    }
  });
});
