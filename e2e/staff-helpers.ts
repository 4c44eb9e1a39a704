import { execFileSync } from "node:child_process";
import { generateTOTP } from "@epic-web/totp";
import { expect, type APIRequestContext } from "@playwright/test";
import { e2eDatabasePath } from "./factories";
import { uniqueSuffix } from "./helpers";

// Staff accounts in the end-to-end tests (e2e/staff.spec.ts, the layout and axe scans).

export interface StaffAccount {
  email: string;
  password: string;
}

/** A new staff account made as the agency makes one: `npm run staff:add` on the server's database. */
export function addStaff(): StaffAccount {
  const email = `staff-${uniqueSuffix()}@example.com`;
  const output = execFileSync("npm", ["run", "-s", "staff:add", "--", email], {
    env: { ...process.env, DATABASE_PATH: e2eDatabasePath() },
    encoding: "utf8",
  });
  const password = /Password \(shown only now; hand it over privately\): (\S+)/.exec(output)?.[1];
  expect(output).toContain(`Staff account ${email} created.`);
  expect(password).toBeTruthy();
  return { email, password: password! };
}

/** The key the setup page shows, spaces taken out. */
export const secretOf = (shown: string) => shown.replace(/\s+/g, "");

/** The code an authenticator app shows for `secret` now. */
export async function totpCode(secret: string): Promise<string> {
  return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
}

/** The 30-second step of now. */
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * The code of the next step after the one last used (a code is taken once per step): waits for
 * the step to change if it has not, at most 30 seconds.
 */
export async function codeAfter(secret: string, usedAtStep: number): Promise<{ code: string; step: number }> {
  while (stepNow() <= usedAtStep) await new Promise((resolve) => setTimeout(resolve, 250));
  const step = stepNow();
  return { code: await totpCode(secret), step };
}

/**
 * Signs `request`'s context in as a new staff account through the forms (the password, then the
 * setup with a code), as a browser without JavaScript posts them; the context then holds the session.
 */
export async function signInNewStaff(request: APIRequestContext): Promise<StaffAccount> {
  const staff = addStaff();
  const login = await request.post("/login", { form: { email: staff.email, password: staff.password }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  expect(login.headers()["location"]).toBe("/staff/two-factor");
  const setup = await (await request.get("/staff/two-factor")).text();
  const shown = /data-testid="totp-secret"[^>]*>([^<]+)</.exec(setup)?.[1];
  expect(shown).toBeTruthy();
  const confirmed = await request.post("/staff/two-factor", { form: { code: await totpCode(secretOf(shown!)) } });
  expect(confirmed.status()).toBe(200);
  expect((await request.get("/staff")).status()).toBe(200);
  return staff;
}
