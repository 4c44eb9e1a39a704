import { randomBytes } from "node:crypto";
import { registerSchema } from "~/lib/account-schemas";
import { createAccount, EmailTakenError } from "./accounts.server";
import { db } from "./db.server";

// Staff accounts, made and removed only from the command line (db/cli/staff.ts): never by
// registration, the JSON API or a changed field (docs/security.md#staff-accounts).

export type StaffAddOutcome = { ok: true; email: string; password: string } | { ok: false; problem: string };

/**
 * A new staff account with a generated password (120 random bits, within the site's password
 * rules), to hand to its owner once; its second factor is set up at the first sign-in.
 */
export async function addStaffAccount(emailInput: string): Promise<StaffAddOutcome> {
  const parsed = registerSchema.pick({ email: true }).safeParse({ email: emailInput.trim() });
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? "Enter a valid email address" };
  const password = randomBytes(15).toString("base64url");
  try {
    const user = await createAccount({ email: parsed.data.email, password, fullName: "", role: "staff" });
    return { ok: true, email: user.email, password };
  } catch (error) {
    if (error instanceof EmailTakenError) return { ok: false, problem: error.message };
    throw error;
  }
}

export interface StaffAccountSummary {
  id: number;
  email: string;
  createdAt: string;
  /** Whether it has set up its second factor. */
  secondFactor: boolean;
}

/** The staff accounts, oldest first, for `npm run staff:list`. */
export async function listStaffAccounts(): Promise<StaffAccountSummary[]> {
  const rows = await db
    .selectFrom("users")
    .leftJoin("staff_second_factors", "staff_second_factors.user_id", "users.id")
    .select(["users.id", "users.email", "users.created_at", "staff_second_factors.confirmed_at"])
    .where("users.role", "=", "staff")
    .orderBy("users.id")
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.created_at, secondFactor: Boolean(row.confirmed_at) }));
}

/** The staff accounts by id and e-mail, oldest first: the console's owner and audit log selects. */
export async function listStaffMembers(): Promise<{ id: number; email: string }[]> {
  return db.selectFrom("users").select(["id", "email"]).where("role", "=", "staff").orderBy("id").execute();
}

/** An address as it is stored: accounts' e-mails are kept trimmed and in lower case. */
const storedEmail = (email: string) => email.trim().toLowerCase();

/** Removes a staff account (its sessions, second factor and recovery codes go with it): whether there was one. */
export async function removeStaffAccount(email: string): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom("users")
    .where("email", "=", storedEmail(email))
    .where("role", "=", "staff")
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/**
 * Takes away a staff account's second factor, its recovery codes and its sessions, for one who lost
 * both their app and their codes: the next sign-in with the password sets up a new factor. Keeps
 * the account, so its enquiries and audit entries stay its own. Whether there was such an account.
 */
export async function resetStaffSecondFactor(email: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const staff = await trx
      .selectFrom("users")
      .select("id")
      .where("email", "=", storedEmail(email))
      .where("role", "=", "staff")
      .executeTakeFirst();
    if (!staff) return false;
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", staff.id).execute();
    await trx.deleteFrom("staff_second_factors").where("user_id", "=", staff.id).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", staff.id).execute();
    return true;
  });
}
