import { hash, verify } from "@node-rs/argon2";
import { sql, type Selectable, type Transaction } from "kysely";
import type { Database, ProfilesTable, UsersTable } from "../../db/schema";
import type { ProfileInput } from "~/lib/account-schemas";
import type { Profile, Role, User } from "~/lib/accounts";
import { db, isUniqueViolation } from "./db.server";

// argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): docs/decisions/008-argon2id-parameters.md records why.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Checked against when the email is unknown, so a miss costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists.");
  }
}

export function resumeUrl(resumeId: string | null): string | null {
  return resumeId ? `/resumes/${resumeId}` : null;
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}

function toProfile(row: Selectable<ProfilesTable> | undefined): Profile {
  return {
    fullName: row?.full_name ?? "",
    headline: row?.headline ?? "",
    location: row?.location ?? "",
    phone: row?.phone ?? "",
    summary: row?.summary ?? "",
    disciplines: parseTags(row?.disciplines ?? "[]"),
    skills: parseTags(row?.skills ?? "[]"),
    linkedinUrl: row?.linkedin_url ?? "",
    githubUrl: row?.github_url ?? "",
    portfolioUrl: row?.portfolio_url ?? "",
    primaryResumeUrl: resumeUrl(row?.primary_resume_id ?? null),
  };
}

function toUser(user: Pick<Selectable<UsersTable>, "id" | "email" | "role">, profile?: Selectable<ProfilesTable>): User {
  return { id: user.id, email: user.email, role: user.role, profile: toProfile(profile) };
}

/** The user and profile, or null; with `unlessSuspended`, null for an account the staff suspended too (a session's user). */
export async function getUser(userId: number, { unlessSuspended = false } = {}): Promise<User | null> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "role"])
    .where("id", "=", userId)
    .$if(unlessSuspended, (query) => query.where("suspended_at", "is", null))
    .executeTakeFirst();
  if (!user) return null;
  const profile = await db.selectFrom("profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
  return toUser(user, profile);
}

/** Whether the staff have suspended the account (staff-users.server.ts): it cannot sign in, nor use a session. */
export async function isSuspended(userId: number): Promise<boolean> {
  const row = await db.selectFrom("users").select("suspended_at").where("id", "=", userId).executeTakeFirst();
  return row?.suspended_at != null;
}

/** Creates a user and their profile. Throws EmailTakenError when the email is in use. */
export async function createAccount(input: { email: string; password: string; fullName: string; role: Role }): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("users")
        .values({ email: input.email, password_hash: passwordHash, role: input.role })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.insertInto("profiles").values({ user_id: id, full_name: input.fullName, primary_resume_id: null }).execute();
      return id;
    });
  } catch (error) {
    // The unique e-mail decides, so that two registrations at the same moment give one account.
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
  return (await getUser(userId))!;
}

/** The user whose email and password these are, or null. Takes the same time either way. */
export async function verifyCredentials(email: string, password: string): Promise<User | null> {
  const row = await db.selectFrom("users").select(["id", "password_hash"]).where("email", "=", email).executeTakeFirst();
  decoyHash ??= hashPassword("decoy password for unknown emails");
  // An account with no password ('', made through Google) costs the same time as a wrong password.
  const passwordHash = row?.password_hash || (await decoyHash);
  const matches = await verify(passwordHash, password).catch(() => false);
  return row?.password_hash && matches ? getUser(row.id) : null;
}

export async function updateProfile(userId: number, input: ProfileInput): Promise<User> {
  await db
    .updateTable("profiles")
    .set({
      full_name: input.fullName,
      headline: input.headline,
      location: input.location,
      phone: input.phone,
      summary: input.summary,
      disciplines: JSON.stringify(input.disciplines),
      skills: JSON.stringify(input.skills),
      linkedin_url: input.linkedinUrl,
      github_url: input.githubUrl,
      portfolio_url: input.portfolioUrl,
      updated_at: new Date().toISOString(),
    })
    .where("user_id", "=", userId)
    .execute();
  return (await getUser(userId))!;
}

/**
 * A row's created_at, to the millisecond, in base 36: short, for links and cookies. SQLite gives
 * the id of the newest user (or alert), once deleted, to the next one: the id and the stamp
 * together name one account (one alert) for all time.
 */
export const stampOf = (createdAt: string) => Date.parse(createdAt).toString(36);

/** Whether this is the user's password (for Settings, which asks for it again). */
export async function passwordMatches(userId: number, password: string): Promise<boolean> {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return row ? verify(row.password_hash, password).catch(() => false) : false;
}

/**
 * Stores a user's new password hash. Every reset link the account was sent dies with the old
 * password: someone who read those mails must not be able to set it back (docs/security.md).
 */
export async function storePasswordHash(trx: Transaction<Database>, userId: number, passwordHash: string, now = new Date()): Promise<void> {
  await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
  await trx
    .updateTable("password_resets")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

/** Sets a user's password (Settings): the hash, and every reset link already sent used up. */
export async function setPassword(userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute((trx) => storePasswordHash(trx, userId, passwordHash));
}

/**
 * Deletes a user. Their sessions, profile, resumes (with their bytes), applications (with the
 * employer's notes and status history of them), saved jobs, job alerts and reset links go with the
 * row (foreign keys cascade); the mail to their address leaves the outbox, sent or not. An
 * employer's company stays, with its open jobs closed, held, hidden and withheld ones too, so that
 * neither a review of their reports nor a staff restore opens them again (docs/privacy.md lists what stays).
 */
export async function deleteUser(userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select(["company_id", "email"]).where("id", "=", userId).executeTakeFirst();
    if (!user) return;
    // Addresses are one account's whatever their case (users.email is COLLATE NOCASE).
    await trx
      .deleteFrom("mail_outbox")
      .where(sql<boolean>`recipient = ${user.email} COLLATE NOCASE`)
      .execute();
    if (user.company_id != null) {
      await trx
        .updateTable("jobs")
        .set({ closed_at: new Date().toISOString(), held_at: null, withheld_open: 0 })
        .where("company_id", "=", user.company_id)
        .where((eb) => eb.or([eb("closed_at", "is", null), eb("held_at", "is not", null), eb("withheld_open", "=", 1)]))
        .execute();
    }
    await trx.deleteFrom("users").where("id", "=", userId).execute();
  });
}
