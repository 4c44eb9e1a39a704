import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_TEXT } from "~/lib/accounts";
import { STAFF_TEXT } from "~/lib/staff";
import { requireStaffApi } from "~/server/staff-auth.server";
import { callAction, callLoader, cookieFrom, form, jsonBody } from "./helpers";
import { codeFor, newStaff, postCode, setupSecret, signedInStaff, staffPassword } from "./staff-helpers";

const staffHome = () => import("~/routes/staff._index");
const twoFactor = () => import("~/routes/staff_.two-factor");
const me = () => import("~/routes/api.auth.me");

async function staffHomeStatus(cookie: string) {
  return (await callLoader((await staffHome()).loader, "/staff", {}, { headers: { Cookie: cookie } })).status;
}

async function currentUser(cookie: string) {
  const response = await callLoader((await me()).loader, "/api/auth/me", {}, { headers: { Cookie: cookie } });
  return ((await response.json()) as { user: { role: string } | null }).user;
}

/** A fixed time in the middle of a 30-second step. */
const T = Date.UTC(2026, 5, 1, 12, 0, 15);
const STEP_MS = 30_000;

afterEach(() => {
  vi.useRealTimers();
});

describe("a staff account's password", () => {
  it("signs nobody in: the session waits for the second factor, and /staff is a 404", async () => {
    const staff = await newStaff();
    const pending = await staffPassword(staff);
    expect(await currentUser(pending)).toBeNull();
    expect(await staffHomeStatus(pending)).toBe(404);
    const page = await callLoader((await twoFactor()).loader, "/staff/two-factor", {}, { headers: { Cookie: pending } });
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({
      mode: "setup",
      setup: { secretText: expect.stringMatching(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/) },
    });
  });

  it("is refused by the JSON API as wrong credentials are, with no session", async () => {
    const staff = await newStaff();
    const login = await import("~/routes/api.auth.login");
    const response = await callAction(login.action, "/api/auth/login", jsonBody({ email: staff.email, password: staff.password }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: AUTH_TEXT.loginFailedFallback });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("waits five minutes for the second factor, then the page is a 404", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T);
    const pending = await staffPassword(await newStaff());
    vi.setSystemTime(T + 5 * 60_000 + 1000);
    expect((await callLoader((await twoFactor()).loader, "/staff/two-factor", {}, { headers: { Cookie: pending } })).status).toBe(404);
    expect((await postCode(pending, "123456")).status).toBe(404);
  });
});

describe("setting up the second factor", () => {
  it("refuses a wrong code with the field's message, then confirms the right one and shows ten recovery codes once", async () => {
    const pending = await staffPassword(await newStaff());
    const secret = await setupSecret(pending);
    expect(await setupSecret(pending)).toBe(secret);
    const right = await codeFor(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    const refused = await postCode(pending, wrong);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(STAFF_TEXT.wrongCode);
    expect(await currentUser(pending)).toBeNull();

    const confirmed = await postCode(pending, right);
    expect(confirmed.status).toBe(200);
    const { codes } = (await confirmed.json()) as { codes: string[] };
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const cookie = cookieFrom(confirmed);
    expect(await currentUser(cookie)).toMatchObject({ role: "staff" });
    expect(await staffHomeStatus(cookie)).toBe(200);
    const page = await callLoader((await twoFactor()).loader, "/staff/two-factor", {}, { headers: { Cookie: cookie } });
    expect(await page.json()).toMatchObject({ mode: "signed-in" });
  });
});

describe("signing in with a code (a fixed clock)", () => {
  it("takes the right code, one step early or late, never a replayed or a wrong one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T);
    const staff = await newStaff();
    let pending = await staffPassword(staff);
    const secret = await setupSecret(pending);
    const setupCode = await codeFor(secret);
    expect((await postCode(pending, setupCode)).status).toBe(200);

    // The code that confirmed the setup, again in the same step: a replay.
    pending = await staffPassword(staff);
    expect((await postCode(pending, setupCode)).status).toBe(400);
    // Two steps away: too far either side.
    expect((await postCode(pending, await codeFor(secret, 2))).status).toBe(400);
    expect((await postCode(pending, await codeFor(secret, -2))).status).toBe(400);
    // One step early (the phone's clock ahead): taken.
    const early = await postCode(pending, await codeFor(secret, 1));
    expect(early.status).toBe(302);
    expect(early.headers.get("Location")).toBe("/staff");
    expect(await staffHomeStatus(cookieFrom(early))).toBe(200);

    // Three steps on, the code of the step before (the phone's clock behind): taken.
    vi.setSystemTime(T + 3 * STEP_MS);
    pending = await staffPassword(staff);
    const late = await postCode(pending, await codeFor(secret, -1));
    expect(late.status).toBe(302);
    // The same code once more, and the current step's at or before the step used: refused.
    pending = await staffPassword(staff);
    expect((await postCode(pending, await codeFor(secret, -1))).status).toBe(400);
    // The current code, after the step used: taken.
    expect((await postCode(pending, await codeFor(secret))).status).toBe(302);
  });

  it("takes each recovery code once, however it is typed", async () => {
    const staff = await signedInStaff();
    let pending = await staffPassword(staff);
    const used = await postCode(pending, staff.codes[0]!);
    expect(used.status).toBe(302);
    expect(await staffHomeStatus(cookieFrom(used))).toBe(200);
    pending = await staffPassword(staff);
    expect((await postCode(pending, staff.codes[0]!)).status).toBe(400);
    expect((await postCode(pending, ` ${staff.codes[1]!.toUpperCase().replace(/-/g, "")} `)).status).toBe(302);
    pending = await staffPassword(staff);
    expect((await postCode(pending, "aaaa-bbbb-cccc-dddd")).status).toBe(400);
  });

  it("bounds the codes one account may try, whatever the address", async () => {
    const staff = await signedInStaff();
    const pending = await staffPassword(staff);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await postCode(pending, "000000", `198.51.100.${i + 1}`)).status);
    // Ten codes in 15 minutes, the setup's among them.
    expect(statuses).toEqual([...Array(9).fill(400), 429, 429]);
  });

  it("bounds the codes one address may try", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const other = await signedInStaff();
      statuses.push((await postCode(await staffPassword(other), "000000", "2001:db8:1:2::" + (i + 1))).status);
    }
    // Every address of one /64 counts as one client.
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("a staff session", () => {
  it("ends after 30 minutes without a request, and after 8 hours whatever", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T);
    const staff = await signedInStaff();
    vi.setSystemTime(T + 29 * 60_000);
    expect(await staffHomeStatus(staff.cookie)).toBe(200);
    vi.setSystemTime(T + 29 * 60_000 + 31 * 60_000);
    expect(await staffHomeStatus(staff.cookie)).toBe(404);

    vi.setSystemTime(T + 10 * 60 * 60_000);
    const again = await signedInStaff();
    const start = Date.now();
    for (let minutes = 25; minutes < 8 * 60; minutes += 25) {
      vi.setSystemTime(start + minutes * 60_000);
      expect(await staffHomeStatus(again.cookie), `after ${minutes} minutes`).toBe(200);
    }
    vi.setSystemTime(start + 8 * 60 * 60_000);
    expect(await staffHomeStatus(again.cookie)).toBe(404);
  });

  it("signs out as everyone does", async () => {
    const staff = await signedInStaff();
    const logout = await import("~/routes/logout");
    const response = await callAction(logout.action, "/logout", form({}, staff.cookie));
    expect(response.status).toBe(302);
    expect(await staffHomeStatus(staff.cookie)).toBe(404);
  });
});

describe("/staff", () => {
  it("shows the staff e-mail and makes new recovery codes for a current code; the old ones stop working", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T);
    const staff = await signedInStaff();
    const home = await staffHome();
    const page = await callLoader(home.loader, "/staff", {}, { headers: { Cookie: staff.cookie } });
    expect(await page.json()).toEqual({ email: staff.email, unusedCodes: 10 });
    expect((await callAction(home.action, "/staff?index", form({ code: "" }, staff.cookie))).status).toBe(400);
    expect((await callAction(home.action, "/staff?index", form({ code: staff.codes[0]! }, staff.cookie))).status).toBe(400);
    vi.setSystemTime(T + STEP_MS);
    const made = await callAction(home.action, "/staff?index", form({ code: await codeFor(staff.secret) }, staff.cookie));
    expect(made.status).toBe(200);
    const { codes } = (await made.json()) as { codes: string[] };
    expect(codes).toHaveLength(10);
    const pending = await staffPassword(staff);
    expect((await postCode(pending, staff.codes[2]!)).status).toBe(400);
    expect((await postCode(pending, codes[0]!)).status).toBe(302);
  });
});

describe("requireStaffApi", () => {
  it("answers the API's JSON 404 to anyone but signed-in staff", async () => {
    const thrown = await requireStaffApi(new Request("http://localhost/api/staff/x")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).json()).toEqual({ message: "Not found" });
    const staff = await signedInStaff();
    await expect(
      requireStaffApi(new Request("http://localhost/api/staff/x", { headers: { Cookie: staff.cookie } })),
    ).resolves.toMatchObject({
      email: staff.email,
    });
  });
});

describe("the setup's post without JavaScript", () => {
  it("renders the page with the old cookie after the action: it reads as signed in, never a 404, and grants nothing", async () => {
    const pending = await staffPassword(await newStaff());
    const secret = await setupSecret(pending);
    expect((await postCode(pending, await codeFor(secret))).status).toBe(200);
    // The loader that runs in the same request still has the pending cookie.
    const page = await callLoader((await twoFactor()).loader, "/staff/two-factor", {}, { headers: { Cookie: pending } });
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ mode: "signed-in", setup: null });
    expect(await currentUser(pending)).toBeNull();
    expect(await staffHomeStatus(pending)).toBe(404);
    expect((await postCode(pending, await codeFor(secret))).status).toBe(404);
  });
});

describe("a staff account's password reset", () => {
  it("signs it in no further than the password: the code comes next", async () => {
    const staff = await signedInStaff();
    const token = `staff-reset-${Date.now()}`;
    const { createHash } = await import("node:crypto");
    const { db } = await import("~/server/db.server");
    const user = await db.selectFrom("users").select("id").where("email", "=", staff.email).executeTakeFirstOrThrow();
    await db
      .insertInto("password_resets")
      .values({
        token_hash: createHash("sha256").update(token).digest("hex"),
        user_id: user.id,
        expires_at: new Date(Date.now() + 60_000).toISOString(),
        used_at: null,
      })
      .execute();
    const reset = await import("~/routes/reset-password");
    const response = await callAction(
      reset.action,
      "/reset-password",
      form({ token, newPassword: "a brand new passphrase", confirmPassword: "a brand new passphrase" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/staff/two-factor");
    const pending = cookieFrom(response);
    expect(await currentUser(pending)).toBeNull();
    expect(await staffHomeStatus(pending)).toBe(404);
    // The reset ended the staff session it had.
    expect(await staffHomeStatus(staff.cookie)).toBe(404);
    expect((await postCode(pending, staff.codes[0]!)).status).toBe(302);
  });
});
