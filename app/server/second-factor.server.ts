import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import QRCode from "qrcode";
import { STAFF_TOTP } from "~/lib/staff";
import { config } from "./config.server";
import { db } from "./db.server";

// A staff account's second factor: TOTP (RFC 6238: 30-second steps, SHA-1, 6 digits, what
// authenticator apps expect) and single-use recovery codes (docs/security.md#staff-accounts).

const TOTP_OPTIONS = { period: STAFF_TOTP.period, digits: STAFF_TOTP.digits, algorithm: "SHA-1" } as const;
/** One step of clock drift accepted either side. */
const DRIFT_STEPS = 1;
const RECOVERY_CODES = 10;
const ISSUER = "Keystone Talent";

// The secret is kept encrypted (AES-256-GCM) under a key derived from SESSION_SECRET, so a copy
// of the database alone (a backup, the replica) cannot make codes. With several secrets (a
// rotation), the first encrypts and each is tried in turn.
const keyOf = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "", "keystone staff second factor", 32));

export function encryptSecret(plain: string, secrets: string[] = config.sessionSecrets): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secrets[0]!), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

export function decryptSecret(stored: string, secrets: string[] = config.sessionSecrets): string | null {
  const [iv, tag, body] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return null;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    } catch {
      // Not this secret: try the next.
    }
  }
  return null;
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, as authenticator apps take a secret. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A new secret: 160 bits, as RFC 4226 recommends. */
export const newTotpSecret = () => base32(randomBytes(20));

/** The 30-second step `now` falls in. */
export const stepAt = (now: number) => Math.floor(now / 1000 / STAFF_TOTP.period);

/** Whether the account has a confirmed second factor. */
export async function hasSecondFactor(userId: number): Promise<boolean> {
  const row = await db.selectFrom("staff_second_factors").select("confirmed_at").where("user_id", "=", userId).executeTakeFirst();
  return Boolean(row?.confirmed_at);
}

export interface TotpSetup {
  /** The secret as the person types it into an app, in groups of four. */
  secretText: string;
  /** The QR code of the otpauth:// address, an SVG. */
  qrSvg: string;
}

/**
 * The secret being set up for an account without a confirmed second factor: the one made before
 * (so a reloaded page shows the same code), or a new one.
 */
export async function pendingSetup(userId: number, email: string): Promise<TotpSetup> {
  const row = await db
    .selectFrom("staff_second_factors")
    .select(["secret", "confirmed_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  let secret = row && !row.confirmed_at ? decryptSecret(row.secret) : null;
  if (!secret) {
    secret = newTotpSecret();
    await db
      .insertInto("staff_second_factors")
      .values({ user_id: userId, secret: encryptSecret(secret) })
      .onConflict((conflict) =>
        conflict.column("user_id").doUpdateSet({ secret: encryptSecret(secret!), confirmed_at: null, last_step: 0 }),
      )
      .execute();
  }
  const uri = getTOTPAuthUri({ ...TOTP_OPTIONS, secret, accountName: email, issuer: ISSUER });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secretText: secret.replace(/(.{4})/g, "$1 ").trim(), qrSvg };
}

/** The step a six-digit code is valid at for this secret (one step of drift either side), or null. */
async function totpStep(secret: string, code: string, now: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const match = await verifyTOTP({ otp: code, secret, ...TOTP_OPTIONS, window: DRIFT_STEPS });
  return match ? stepAt(now) + match.delta : null;
}

/**
 * Accepts a six-digit code once: right for the secret within one step of now, and of a step after
 * the last accepted one (a code seen over a shoulder or replayed is refused). Confirms a secret
 * being set up only with `setup`; a confirmed one only without.
 */
export async function acceptTotp(userId: number, input: string, { setup = false, now = Date.now() } = {}): Promise<boolean> {
  const code = input.replace(/\s+/g, "");
  const row = await db
    .selectFrom("staff_second_factors")
    .select(["secret", "confirmed_at", "last_step"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row || Boolean(row.confirmed_at) === setup) return false;
  const secret = decryptSecret(row.secret);
  const step = secret ? await totpStep(secret, code, now) : null;
  if (step === null || step <= row.last_step) return false;
  // The step only moves forward, in one statement: two posts of one code cannot both pass.
  const { numUpdatedRows } = await db
    .updateTable("staff_second_factors")
    .set({ last_step: step, ...(setup ? { confirmed_at: new Date(now).toISOString() } : {}) })
    .where("user_id", "=", userId)
    .where("last_step", "<", step)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");
/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalizeCode = (input: string) => input.toLowerCase().replace(/[\s-]+/g, "");

/** Uses a recovery code: true once for each code, false for a used, unknown or malformed one. */
export async function spendRecoveryCode(userId: number, input: string, now = Date.now()): Promise<boolean> {
  const code = normalizeCode(input);
  if (!/^[a-z2-7]{16}$/.test(code)) return false;
  const { numUpdatedRows } = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: new Date(now).toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashCode(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** A six-digit code or a recovery code, for signing in: whether it was accepted. */
export async function acceptSecondFactor(userId: number, input: string, now = Date.now()): Promise<boolean> {
  return /^\d{6}$/.test(input.replace(/\s+/g, "")) ? acceptTotp(userId, input, { now }) : spendRecoveryCode(userId, input, now);
}

/** A new set of recovery codes, replacing the old (used or not); each shown once, kept only as a hash. */
export async function newRecoveryCodes(userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => base32(randomBytes(10)).toLowerCase());
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("staff_recovery_codes")
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(code), used_at: null })))
      .execute();
  });
  return codes.map((code) => code.replace(/(.{4})(?!$)/g, "$1-"));
}

/** How many of the account's recovery codes are unused. */
export async function unusedRecoveryCodes(userId: number): Promise<number> {
  const { count } = await db
    .selectFrom("staff_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}
