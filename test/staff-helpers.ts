import { db } from "~/server/db.server";
import { generateTOTP } from "@epic-web/totp";
import { vi } from "vitest";
import { STAFF_TOTP } from "~/lib/staff";
import { addStaffAccount } from "~/server/staff-accounts.server";
import { callAction, callLoader, cookieFrom, form } from "./helpers";
import { uniqueSuffix } from "./factories";

// Staff accounts in tests: made as `npm run staff:add` makes them, signed in through /login.

/** A new staff account (no second factor yet): its email and generated password. */
export async function newStaff() {
  const outcome = await addStaffAccount(`staff-${uniqueSuffix()}@example.com`);
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome;
}

/** Posts the staff account's password to /login: the pending session's cookie (302 to /staff/two-factor). */
export async function staffPassword(staff: { email: string; password: string }) {
  const login = await import("~/routes/login");
  const response = await callAction(login.action, "/login", form({ email: staff.email, password: staff.password }));
  if (response.status !== 302 || response.headers.get("Location") !== "/staff/two-factor") {
    throw new Error(`login answered ${response.status} ${response.headers.get("Location")}`);
  }
  return cookieFrom(response);
}

/**
 * The code an authenticator app shows for `secret` now, or `steps` steps of 30 seconds away (then
 * the clock must be faked: it is moved there and back).
 */
export async function codeFor(secret: string, steps = 0): Promise<string> {
  const options = { secret, period: STAFF_TOTP.period, digits: STAFF_TOTP.digits, algorithm: "SHA-1" };
  if (steps === 0) return (await generateTOTP(options)).otp;
  if (!vi.isFakeTimers()) throw new Error("codeFor with steps needs vi.useFakeTimers");
  const now = Date.now();
  vi.setSystemTime(now + steps * STAFF_TOTP.period * 1000);
  try {
    return (await generateTOTP(options)).otp;
  } finally {
    vi.setSystemTime(now);
  }
}

/** The setup page's secret for the pending session: as the page shows it, spaces taken out. */
export async function setupSecret(cookie: string): Promise<string> {
  const twoFactor = await import("~/routes/staff_.two-factor");
  const response = await callLoader(twoFactor.loader, "/staff/two-factor", {}, { headers: { Cookie: cookie } });
  const data = await response.json();
  if (data.mode !== "setup") throw new Error(`two-factor is in mode ${data.mode}`);
  return data.setup.secretText.replace(/\s+/g, "");
}

/** Posts a code to /staff/two-factor with the pending session. */
export async function postCode(cookie: string, code: string, clientAddress?: string) {
  const twoFactor = await import("~/routes/staff_.two-factor");
  return callAction(twoFactor.action, "/staff/two-factor", { ...form({ code }, cookie), clientAddress });
}

/** A staff account signed in with both factors: its session cookie, secret and recovery codes. */
export async function signedInStaff() {
  const staff = await newStaff();
  const pending = await staffPassword(staff);
  const secret = await setupSecret(pending);
  const response = await postCode(pending, await codeFor(secret));
  if (response.status !== 200) throw new Error(`setup answered ${response.status}`);
  const { codes } = (await response.json()) as { codes: string[] };
  return { ...staff, secret, codes, cookie: cookieFrom(response) };
}

/** A staff account to act as in the console's modules: made as `npm run staff:add` makes one. */
export async function staffActor(): Promise<{ id: number; email: string }> {
  const { email } = await newStaff();
  return db.selectFrom("users").select(["id", "email"]).where("email", "=", email).executeTakeFirstOrThrow();
}
