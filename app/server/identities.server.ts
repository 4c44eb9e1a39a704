import type { User } from "~/lib/accounts";
import { EmailTakenError, getUser } from "./accounts.server";
import { db, isUniqueViolation } from "./db.server";

// Accounts of a sign-in provider (Google) linked to ours: `user_identities` (migration 0031). The
// rules of when one may be linked are in docs/security.md#sign-in-with-google.

export type Provider = "google";

export interface Identity {
  provider: Provider;
  /** The provider's id of its account (OpenID Connect's `sub`). */
  subject: string;
  email: string;
}

/** A provider account is linked to another of our accounts, or this account has one of that provider already. */
export class IdentityTakenError extends Error {
  constructor(readonly reason: "subject" | "account") {
    super(
      reason === "subject" ? "This provider account is linked to another account." : "This account has one of this provider's already.",
    );
  }
}

/** The id of the user this provider account is linked to, or null. */
export async function userOfIdentity(provider: Provider, subject: string): Promise<number | null> {
  const row = await db
    .selectFrom("user_identities")
    .select("user_id")
    .where("provider", "=", provider)
    .where("subject", "=", subject)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The provider accounts linked to a user, oldest first. */
export async function identitiesOf(userId: number): Promise<Identity[]> {
  return db.selectFrom("user_identities").select(["provider", "subject", "email"]).where("user_id", "=", userId).orderBy("id").execute();
}

async function insertIdentity(executor: Pick<typeof db, "insertInto" | "selectFrom">, userId: number, identity: Identity) {
  try {
    await executor
      .insertInto("user_identities")
      .values({ user_id: userId, provider: identity.provider, subject: identity.subject, email: identity.email })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const owner = await executor
      .selectFrom("user_identities")
      .select("user_id")
      .where("provider", "=", identity.provider)
      .where("subject", "=", identity.subject)
      .executeTakeFirst();
    if (owner?.user_id === userId) return;
    throw new IdentityTakenError(owner ? "subject" : "account");
  }
}

/** Links a provider account to a user; linking the same one again is a no-op. Throws IdentityTakenError. */
export async function linkIdentity(userId: number, identity: Identity): Promise<void> {
  await insertIdentity(db, userId, identity);
}

/** Unlinks a user's account of this provider; true when there was one. */
export async function unlinkIdentity(userId: number, provider: Provider): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom("user_identities")
    .where("user_id", "=", userId)
    .where("provider", "=", provider)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Whether the user has a password (an account made through a provider has none until they set one). */
export async function hasPassword(userId: number): Promise<boolean> {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return Boolean(row?.password_hash);
}

/**
 * A candidate account with no password, made for a provider account whose verified address has
 * none here, and linked to it, in one transaction. Throws EmailTakenError when the address has
 * an account (two first sign-ins at once), IdentityTakenError when the provider account was
 * linked meanwhile.
 */
export async function createAccountWithIdentity(identity: Identity, fullName: string): Promise<User> {
  let userId: number;
  try {
    userId = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("users")
        .values({ email: identity.email, password_hash: "", role: "candidate" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.insertInto("profiles").values({ user_id: id, full_name: fullName, primary_resume_id: null }).execute();
      await insertIdentity(trx, id, identity);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
  return (await getUser(userId))!;
}
