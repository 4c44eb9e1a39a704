// Password reset by e-mail (docs/security.md, "Password reset"). A request answers the same
// whether or not the address has an account, and takes the same time (RESET_ANSWER_MS at least); the link's token is random, stored only as its SHA-256, used once, valid an
// hour. Setting the new password uses the token up, signs the account out everywhere, and the
// route then signs this browser in.
import crypto from "node:crypto";
import { db } from "./db.server";
import { hashPassword, storePasswordHash } from "./accounts.server";
import { passwordResetMessage } from "./mail-messages.server";
import { enqueueMail } from "./outbox.server";
import { clearLoginFailures, rateLimitUser } from "./security.server";
import { knownAccountKey } from "./session.server";
import type { ResetTokenProblem } from "~/lib/password-reset";

const TOKEN_BYTES = 32;
export const RESET_VALID_MINUTES = 60;
/** Links one account may be sent an hour, wherever the requests come from. */
const RESETS_PER_ACCOUNT_AN_HOUR = 3;
/** Every answer to a reset request takes at least this long, so that its time tells nothing. */
export const RESET_ANSWER_MS = 400;

const tokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * Sends a reset link to `email` if it is an account's, and that account has not had
 * RESETS_PER_ACCOUNT_AN_HOUR already; otherwise does nothing. Either way it returns
 * RESET_ANSWER_MS after it was called, at the earliest, so that its time says nothing either.
 *
 * Anyone can ask for anyone's links, and so use up the hour's three. Asked from a browser the
 * account has signed in on (`knownAccounts`, from session.server.ts), the links count apart,
 * three an hour of their own: the owner, at their own computer, still gets one.
 */
export async function requestPasswordReset(email: string, { knownAccounts = [] as string[], now = Date.now() } = {}): Promise<void> {
  try {
    await sendResetLink(email, knownAccounts, now);
  } finally {
    const left = now + RESET_ANSWER_MS - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

async function sendResetLink(email: string, knownAccounts: string[], now: number) {
  const user = await db.selectFrom("users").select(["id", "email", "created_at"]).where("email", "=", email).executeTakeFirst();
  if (!user) return;
  const limit = knownAccounts.includes(knownAccountKey(user)) ? "password-reset-known-browser" : "password-reset";
  if (await rateLimitUser(limit, user.id, RESETS_PER_ACCOUNT_AN_HOUR, 60 * 60_000)) return;
  const token = crypto.randomBytes(TOKEN_BYTES).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: tokenHash(token),
        user_id: user.id,
        expires_at: new Date(now + RESET_VALID_MINUTES * 60_000).toISOString(),
      })
      .execute();
    await enqueueMail(trx, passwordResetMessage(user.email, token, RESET_VALID_MINUTES));
  });
}

/** What is wrong with a reset token, or null when it can still set a password. */
export async function resetTokenProblem(token: string, now = Date.now()): Promise<ResetTokenProblem | null> {
  const row = await db
    .selectFrom("password_resets")
    .select(["expires_at", "used_at"])
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row) return "unknown";
  if (row.used_at) return "used";
  return Date.parse(row.expires_at) <= now ? "expired" : null;
}

/**
 * Sets a new password with a reset token, using the token up (and every other link of the
 * account) and ending every session of the account. Returns the user's id, or the token's problem.
 */
export async function resetPassword(
  token: string,
  password: string,
  now = Date.now(),
): Promise<{ userId: number } | { problem: ResetTokenProblem }> {
  // A link that cannot work costs no argon2 hash (tens of milliseconds) to refuse.
  const early = await resetTokenProblem(token, now);
  if (early) return { problem: early };
  const passwordHash = await hashPassword(password);
  const nowIso = new Date(now).toISOString();
  const reset = await db.transaction().execute(async (trx) => {
    // One statement takes the token: two posts of one link cannot both succeed.
    const used = await trx
      .updateTable("password_resets")
      .set({ used_at: nowIso })
      .where("token_hash", "=", tokenHash(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", nowIso)
      .returning("user_id")
      .executeTakeFirst();
    if (!used) return null;
    await storePasswordHash(trx, used.user_id, passwordHash, new Date(now));
    const user = await trx.selectFrom("users").select("email").where("id", "=", used.user_id).executeTakeFirstOrThrow();
    await trx.deleteFrom("sessions").where("user_id", "=", used.user_id).execute();
    return { userId: used.user_id, email: user.email };
  });
  if (!reset) return { problem: (await resetTokenProblem(token, now)) ?? "used" };
  await clearLoginFailures(reset.email);
  return { userId: reset.userId };
}
