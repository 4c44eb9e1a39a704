import { describe, expect, it } from "vitest";
import * as loginApi from "~/routes/api.auth.login";
import * as logoutApi from "~/routes/api.auth.logout";
import * as meApi from "~/routes/api.auth.me";
import * as profileApi from "~/routes/api.auth.profile";
import * as registerApi from "~/routes/api.auth.register";
import * as loginPage from "~/routes/login";
import * as logoutPage from "~/routes/logout";
import * as registerPage from "~/routes/register";
import { authPath } from "~/lib/accounts";
import { db } from "~/server/db.server";
import { callAction, callLoader, cookieFrom, jsonBody, registerUser } from "./helpers";

const USER_KEYS = ["email", "id", "profile", "role"];
const PROFILE_KEYS = [
  "disciplines",
  "fullName",
  "githubUrl",
  "headline",
  "linkedinUrl",
  "location",
  "phone",
  "portfolioUrl",
  "primaryResumeUrl",
  "skills",
  "summary",
];

async function me(cookie?: string) {
  const response = await callLoader(meApi.loader, "/api/auth/me", {}, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status).toBe(200);
  return (await response.json()).user;
}

async function login(email: string, password: string, init: { cookie?: string; clientAddress?: string } = {}) {
  return callAction(loginApi.action, "/api/auth/login", {
    ...jsonBody({ email, password }, init.cookie ? { Cookie: init.cookie } : {}),
    clientAddress: init.clientAddress ?? `192.0.2.${Math.floor(Math.random() * 250)}`,
  });
}

function form(fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return { body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } };
}

describe("registering through the JSON API", () => {
  it("answers 201 with the user and a session cookie, and the cookie signs the client in", async () => {
    const response = await callAction(
      registerApi.action,
      "/api/auth/register",
      jsonBody({ email: "  Grace@Example.COM ", password: "secret-12", fullName: "Grace Hopper", role: "employer" }),
    );
    expect(response.status).toBe(201);
    const { user } = await response.json();
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(Object.keys(user.profile).sort()).toEqual(PROFILE_KEYS);
    expect(user).toMatchObject({
      email: "grace@example.com",
      role: "employer",
      profile: { fullName: "Grace Hopper", skills: [], primaryResumeUrl: null },
    });
    expect(await me(cookieFrom(response))).toEqual(user);
  });

  it("makes Job Seeker (candidate) the default role", async () => {
    const response = await callAction(
      registerApi.action,
      "/api/auth/register",
      jsonBody({ email: "default-role@example.com", password: "secret-12", fullName: "Dee Fault" }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).user.role).toBe("candidate");
  });

  it("refuses a taken email with 409, whatever its case", async () => {
    const { email } = await registerUser();
    const response = await callAction(
      registerApi.action,
      "/api/auth/register",
      jsonBody({ email: email.toUpperCase(), password: "secret-12", fullName: "Copy Cat" }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "An account with this email already exists.",
      errors: { email: ["An account with this email already exists."] },
    });
  });

  it("refuses a password shorter than 8 with 400 and the field's message", async () => {
    const response = await callAction(
      registerApi.action,
      "/api/auth/register",
      jsonBody({ email: "shorty@example.com", password: "1234567", fullName: "Shorty" }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.password).toEqual(["Password must be at least 8 characters"]);
  });

  it.each(["password", "12345678", "Sunshine", "trustno1", "baseball1"])(
    "refuses the common password %j with 400 and says why, creating no account",
    async (password) => {
      const email = `common-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await callAction(registerApi.action, "/api/auth/register", jsonBody({ email, password, fullName: "Common Pat" }));
      expect(response.status).toBe(400);
      expect((await response.json()).errors.password).toEqual(["This password is too common. Please choose one that is harder to guess."]);
      const { db } = await import("~/server/db.server");
      expect(await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
    },
  );

  it("gives one 201 and one 409 for two registrations of one e-mail at the same moment", async () => {
    const email = `twice-${Math.random().toString(36).slice(2)}@example.com`;
    const register = () =>
      callAction(registerApi.action, "/api/auth/register", jsonBody({ email, password: "secret-12", fullName: "Twice Over" }));
    const statuses = (await Promise.all([register(), register()])).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409]);
  });

  it.each([
    ["a missing full name", { email: "x@example.com", password: "secret-12" }, "fullName"],
    ["a one-letter full name (the profile needs two)", { email: "x@example.com", password: "secret-12", fullName: "A" }, "fullName"],
    ["a bad email", { email: "not-an-email", password: "secret-12", fullName: "X" }, "email"],
    ["an unknown role", { email: "y@example.com", password: "secret-12", fullName: "Y", role: "admin" }, "role"],
    ["a number for a name", { email: "z@example.com", password: "secret-12", fullName: 42 }, "fullName"],
  ])("refuses %s with 400 naming the field", async (_, body, field) => {
    const response = await callAction(registerApi.action, "/api/auth/register", jsonBody(body));
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toContain(field);
  });

  it.each([
    ["malformed JSON", { body: "{", headers: { "Content-Type": "application/json" } }],
    ["a JSON array", { body: "[]", headers: { "Content-Type": "application/json" } }],
    ["a form body", form({ email: "a@example.com", password: "secret-12", fullName: "A" })],
    ["no body", {}],
  ])("answers %s with 400 and a message, never a 500", async (_, init) => {
    const response = await callAction(registerApi.action, "/api/auth/register", init);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  it("answers GET with 405", async () => {
    const response = await callLoader(registerApi.loader, "/api/auth/register");
    expect(response.status).toBe(405);
  });
});

describe("signing in through the JSON API", () => {
  it("answers the user and a cookie that works on /api/auth/me", async () => {
    const { email, password, user } = await registerUser({ fullName: "Lin Login" });
    const response = await login(email, password);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user });
    expect((await me(cookieFrom(response)))?.email).toBe(email);
  });

  it("sets the cookie HttpOnly and SameSite=Lax on the whole site", async () => {
    const { email, password } = await registerUser();
    const header = (await login(email, password)).headers.getSetCookie().find((cookie) => cookie.startsWith("__session="))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Max-Age=\d+/);
  });

  it("gives the same 401 for a wrong password and an unknown email", async () => {
    const { email } = await registerUser();
    const wrongPassword = await login(email, "not the password");
    const unknownEmail = await login("nobody-here@example.com", "not the password");
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ message: "Invalid credentials. Please try again." });
    expect(await unknownEmail.json()).toEqual({ message: "Invalid credentials. Please try again." });
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it("starts a new session at every sign-in and drops the one the browser had", async () => {
    const { email, password, cookie: registrationCookie } = await registerUser();
    const first = cookieFrom(await login(email, password, { cookie: registrationCookie }));
    expect(first).not.toBe(registrationCookie);
    expect(await me(registrationCookie)).toBeNull();
    const second = cookieFrom(await login(email, password, { cookie: first }));
    expect(second).not.toBe(first);
    expect(await me(first)).toBeNull();
    expect((await me(second))?.email).toBe(email);
  });

  it("rate-limits one address with 429 and a clear message, without locking out others", async () => {
    const { email, password } = await registerUser();
    const address = "203.0.113.77";
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(`nobody-${attempt}@example.com`, "wrong password", { clientAddress: address })).status).toBe(401);
    }
    const limited = await login(email, password, { clientAddress: address });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await limited.json()).message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    // The account itself is not locked: the same user signs in from elsewhere.
    expect((await login(email, password, { clientAddress: "203.0.113.78" })).status).toBe(200);
  });

  it("counts an IPv6 client per /64, so stepping through its addresses does not help", async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const address = `2001:db8:77:1::${(attempt + 1).toString(16)}`;
      expect((await login(`nobody-v6-${attempt}@example.com`, "wrong password", { clientAddress: address })).status).toBe(401);
    }
    expect((await login("nobody-v6@example.com", "wrong password", { clientAddress: "2001:db8:77:1:ffff::1" })).status).toBe(429);
    // The next /64 is another subscriber.
    expect((await login("nobody-v6@example.com", "wrong password", { clientAddress: "2001:db8:77:2::1" })).status).toBe(401);
  });

  it("counts failures per account too: many addresses cannot take turns at one account, and the owner gets in once the window ends", async () => {
    const { email, password } = await registerUser();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(email, `guess ${attempt}`, { clientAddress: `198.18.${attempt}.1` })).status).toBe(401);
    }
    const locked = await login(email, password, { clientAddress: "198.18.50.1" });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(Number(locked.headers.get("Retry-After"))).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not touched.
    const other = await registerUser();
    expect((await login(other.email, other.password, { clientAddress: "198.18.50.1" })).status).toBe(200);

    const { db } = await import("~/server/db.server");
    await db
      .updateTable("rate_limits")
      .set({ window_ends_at: Date.now() - 1 })
      .where("key", "=", `login-failures:${email}`)
      .execute();
    expect((await login(email, password, { clientAddress: "198.18.51.1" })).status).toBe(200);
  });

  it("clears an account's failures when its owner signs in", async () => {
    const { email, password } = await registerUser();
    for (let attempt = 0; attempt < 9; attempt++) await login(email, `guess ${attempt}`);
    expect((await login(email, password)).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt++) expect((await login(email, `again ${attempt}`)).status).toBe(401);
    expect((await login(email, password)).status).toBe(200);
  });
});

describe("logging out", () => {
  it("deletes the server session, so the old cookie no longer works", async () => {
    const { cookie } = await registerUser();
    expect(await me(cookie)).not.toBeNull();
    const response = await callAction(logoutApi.action, "/api/auth/logout", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie().join()).toMatch(/__session=;.*Max-Age=0|__session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await me(cookie)).toBeNull();
  });

  it("from the page's form, redirects back with its toast (docs/product.md#wording)", async () => {
    const { cookie } = await registerUser();
    const response = await callAction(logoutPage.action, "/logout", form({ redirectTo: "/jobs?q=civil" }, { Cookie: cookie }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?q=civil");
    expect(response.headers.getSetCookie().some((header) => header.startsWith("__flash="))).toBe(true);
    expect(await me(cookie)).toBeNull();
  });
});

describe("the /login and /register forms", () => {
  it("signs in and returns to a same-site redirectTo with a session and a flashed toast", async () => {
    const { email, password } = await registerUser();
    const response = await callAction(loginPage.action, "/login", form({ email, password, redirectTo: "/profile" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile");
    expect((await me(cookieFrom(response)))?.email).toBe(email);
    expect(cookieFrom(response, "__flash")).toBeTruthy();
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "never redirects off-site (%s goes home)",
    async (redirectTo) => {
      const { email, password } = await registerUser();
      const response = await callAction(loginPage.action, "/login", form({ email, password, redirectTo }));
      expect(response.headers.get("Location")).toBe("/");
    },
  );

  it("answers a wrong password with 401, the message, and the email kept but not the password", async () => {
    const { email } = await registerUser();
    const response = await callAction(loginPage.action, "/login", form({ email, password: "wrong password" }));
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.message).toBe("Invalid credentials. Please try again.");
    expect(body.result.initialValue).toMatchObject({ email });
    expect(body.result.initialValue.password).toBeUndefined();
  });

  it("answers an empty password as a missing field (400), not as a wrong one, and counts no failed sign-in", async () => {
    const { email } = await registerUser();
    const response = await callAction(loginPage.action, "/login", form({ email, password: "" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe("Please correct the highlighted fields.");
    expect(body.result.error).toMatchObject({ password: ["Password is required"] });
    const failures = await db.selectFrom("rate_limits").select("count").where("key", "=", `login-failures:${email}`).executeTakeFirst();
    expect(failures).toBeUndefined();
  });

  it("names each empty field with its own message", async () => {
    const login = await (await callAction(loginPage.action, "/login", form({ email: "", password: "" }))).json();
    expect(login.result.error).toMatchObject({ email: ["Email is required"], password: ["Password is required"] });
    const register = await (
      await callAction(registerPage.action, "/register", form({ fullName: "", email: "", password: "", role: "candidate" }))
    ).json();
    expect(register.result.error).toMatchObject({
      fullName: ["Full name is required"],
      email: ["Email is required"],
      password: ["Password is required"],
    });
  });

  it("registers with the role chosen and shows a taken email next to the field", async () => {
    const fields = { fullName: "Emma Employer", email: "emma@example.com", password: "secret-12", role: "employer" };
    const created = await callAction(registerPage.action, "/register", form(fields));
    expect(created.status).toBe(302);
    expect((await me(cookieFrom(created)))?.role).toBe("employer");
    // A new employer's first steps: the company, then the first job.
    expect(created.headers.get("Location")).toBe("/post-job");

    const again = await callAction(registerPage.action, "/register", form(fields));
    expect(again.status).toBe(409);
    const body = await again.json();
    expect(body.result.error.email).toEqual(["An account with this email already exists."]);
    expect(body.result.initialValue).toMatchObject({ fullName: "Emma Employer", email: "emma@example.com", role: "employer" });
  });

  it("sends a new employer to the company and first job, from any page but one of the employer's own; a candidate back where they were", async () => {
    const register = (role: string, redirectTo: string) =>
      callAction(
        registerPage.action,
        "/register",
        form({
          fullName: "New Person",
          email: `new-${role}-${Math.random().toString(36).slice(2)}@example.com`,
          password: "secret-12",
          role,
          redirectTo,
        }),
      );
    expect((await register("employer", "/jobs?q=bridge")).headers.get("Location")).toBe("/post-job");
    expect((await register("employer", "/posted-jobs")).headers.get("Location")).toBe("/posted-jobs");
    expect((await register("candidate", "/jobs?q=bridge")).headers.get("Location")).toBe("/jobs?q=bridge");
    expect((await register("candidate", "/")).headers.get("Location")).toBe("/");
  });

  it.each([
    ["a JSON body", { body: '{"email":"a@example.com"}', headers: { "Content-Type": "application/json" } }],
    ["a broken multipart body", { body: "--x\r\nnonsense", headers: { "Content-Type": "multipart/form-data; boundary=x" } }],
    ["no body at all", {}],
  ])("answers %s with 400 and a message, never a 500", async (_, init) => {
    for (const action of [loginPage.action, registerPage.action]) {
      const response = await callAction(action, "/login", init);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("Please correct the highlighted fields.");
    }
  });

  it("refuses a filled honeypot", async () => {
    const response = await callAction(
      registerPage.action,
      "/register",
      form({ fullName: "Bot", email: "bot@example.com", password: "secret-12", name__confirm: "http://spam.example" }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);
    const { db } = await import("~/server/db.server");
    expect(await db.selectFrom("users").select("id").where("email", "=", "bot@example.com").executeTakeFirst()).toBeUndefined();
  });

  it("sends a signed-in visitor of /login straight on", async () => {
    const { cookie } = await registerUser();
    const response = await callLoader(loginPage.loader, "/login?redirectTo=%2Fprofile", {}, { headers: { Cookie: cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile");
  });
});

describe("updating the profile through the JSON API", () => {
  const patch = (cookie: string | undefined, body: unknown) =>
    callAction(profileApi.action, "/api/auth/profile", {
      method: "PATCH",
      ...jsonBody(body, cookie ? { Cookie: cookie } : {}),
    });

  it("changes the fields sent, keeps the others, and answers the user itself", async () => {
    const { cookie, user } = await registerUser({ fullName: "Pat Profile" });
    const response = await patch(cookie, {
      headline: "  Structural Engineer ",
      skills: ["AutoCAD", "Revit"],
      githubUrl: "https://github.com/pat",
    });
    expect(response.status).toBe(200);
    const updated = await response.json();
    expect(Object.keys(updated).sort()).toEqual(USER_KEYS);
    expect(updated.profile).toEqual({
      ...user.profile,
      headline: "Structural Engineer",
      skills: ["AutoCAD", "Revit"],
      githubUrl: "https://github.com/pat",
    });
    expect(await me(cookie)).toEqual(updated);
  });

  it("refuses bad values with the messages of docs/product.md#wording and changes nothing", async () => {
    const { cookie, user } = await registerUser();
    const response = await patch(cookie, { fullName: "A", linkedinUrl: "not a url", portfolioUrl: "javascript:alert(1)" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      fullName: ["Full name is required"],
      linkedinUrl: ["Invalid URL"],
      portfolioUrl: ["Invalid URL"],
    });
    expect(await me(cookie)).toEqual(user);
  });

  it("accepts empty URLs", async () => {
    const { cookie } = await registerUser();
    await patch(cookie, { linkedinUrl: "https://www.linkedin.com/in/x" });
    const response = await patch(cookie, { linkedinUrl: "" });
    expect(response.status).toBe(200);
    expect((await response.json()).profile.linkedinUrl).toBe("");
  });

  it("answers 401 when signed out and 405 for other methods", async () => {
    expect((await patch(undefined, { headline: "x" })).status).toBe(401);
    const post = await callAction(profileApi.action, "/api/auth/profile", jsonBody({ headline: "x" }));
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("PATCH");
  });
});

describe("what responses never carry", () => {
  it("has no password hash or session id in any account response", async () => {
    const { cookie, email, password } = await registerUser();
    const sessionId = decodeURIComponent(cookie.split("=")[1]);
    const bodies = await Promise.all([
      login(email, password).then((response) => response.text()),
      callLoader(meApi.loader, "/api/auth/me", {}, { headers: { Cookie: cookie } }).then((response) => response.text()),
      callAction(profileApi.action, "/api/auth/profile", { method: "PATCH", ...jsonBody({ headline: "x" }, { Cookie: cookie }) }).then(
        (response) => response.text(),
      ),
    ]);
    for (const body of bodies) {
      expect(body).not.toMatch(/argon2|password/i);
      expect(body).not.toContain(sessionId);
    }
  });

  it("stores passwords as argon2id at m=19456, t=2, p=1", async () => {
    const { user } = await registerUser();
    const { db } = await import("~/server/db.server");
    const row = await db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("links to the auth pages", () => {
  it("carry where to go afterwards, passing it through from one auth page to the other", () => {
    expect(authPath("login", "/")).toBe("/login");
    expect(authPath("login", "/jobs?q=pump")).toBe("/login?redirectTo=%2Fjobs%3Fq%3Dpump");
    expect(authPath("register", "/login?redirectTo=%2Fjobs%2F5%2Fapply")).toBe("/register?redirectTo=%2Fjobs%2F5%2Fapply");
    expect(authPath("login", "/register")).toBe("/login");
  });
});
