import { databasePathFromEnv } from "../../db/connection";

// The environment, read once at start-up (README, Configuration). A value that cannot be read
// stops the server with a message naming the variable, rather than quietly meaning something else.

const isProduction = process.env.NODE_ENV === "production";

export class ConfigError extends Error {}

type Environment = Record<string, string | undefined>;

const TRUE = ["true", "1", "yes"];
const FALSE = ["false", "0", "no"];

/** true/false, 1/0 or yes/no, in any case; unset or empty is `fallback`. */
export function booleanVariable(name: string, fallback: boolean, env: Environment = process.env): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  throw new ConfigError(`${name} must be true or false (also 1/0 or yes/no), not "${env[name]}".`);
}

/** A whole number from 1 up; unset or empty is `fallback`. */
export function countVariable(name: string, fallback: number, env: Environment = process.env): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new ConfigError(`${name} must be a whole number from 1 up, not "${env[name]}".`);
  }
  return Number(value);
}

const MIN_SECRET_LENGTH = 32;

/**
 * SESSION_SECRET: one secret, or several separated by commas so that it can be rotated: the
 * first signs new cookies, and every one of them is accepted.
 */
export function sessionSecrets(env: Environment = process.env, production = isProduction): string[] {
  const secrets = (env.SESSION_SECRET ?? "").split(",").map((secret) => secret.trim()).filter(Boolean);
  if (secrets.length === 0) {
    if (production) throw new ConfigError("SESSION_SECRET must be set when NODE_ENV=production (a long random string).");
    return ["development-only-session-secret"];
  }
  if (production && secrets.some((secret) => secret.length < MIN_SECRET_LENGTH)) {
    throw new ConfigError(`Each secret in SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters in production.`);
  }
  return secrets;
}

export const config = {
  isProduction,
  databasePath: databasePathFromEnv(),
  uploadsDir: process.env.UPLOADS_DIR || "./data/uploads",
  sessionSecrets: sessionSecrets(),
  /** Posts per minute that one client may make to each public form (login, register, enquiries). */
  rateLimitPerMinute: countVariable("RATE_LIMIT_PER_MINUTE", 10),
  /** Failed sign-ins an account may have in 15 minutes, from all addresses together. */
  loginFailuresPerAccount: countVariable("LOGIN_FAILURES_PER_ACCOUNT", 10),
  /** Resume uploads (and applications, which may carry one) a user may post per minute. */
  uploadsPerMinute: countVariable("UPLOADS_PER_MINUTE", 10),
  /** Re-entered passwords (Settings) a user may post per minute, as well as per client. */
  passwordChecksPerMinute: 5,
  /** The phone and e-mail line of the healthcare pages. */
  healthcareContact: {
    phone: process.env.HEALTHCARE_PHONE || "(800) 555-0134",
    email: process.env.HEALTHCARE_EMAIL || "healthcare@keystonetalent.example",
  },
  /** Take the client's address from Fly's proxy header; on by default on Fly. */
  trustProxy: booleanVariable("TRUST_PROXY", Boolean(process.env.FLY_APP_NAME)),
};
