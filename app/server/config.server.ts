// The environment, read in one place (README, Configuration). Each default is written here and
// nowhere else. A value that cannot be read stops the server with a message naming the variable,
// rather than quietly meaning something else.
//
// Two parts: where the data lives, its replica and the port (`storagePaths`, `replicaSettings`,
// `listenPort`), which the server's primary process and the database scripts read on their own,
// without needing SESSION_SECRET; and `config`, everything the app reads, taken from the
// environment once, on first use (so that a test can set DATABASE_PATH before anything reads it).
// A server worker reads it whole before it loads the app (server/index.ts), so a bad value stops
// it at start rather than at a request.

import path from "node:path";
import type { ReplicaSettings } from "../../db/replica";

export class ConfigError extends Error {}

type Environment = Record<string, string | undefined>;

const DEFAULT_PORT = 3000;
const DEFAULT_DATABASE_PATH = "./data/app.db";
const DEFAULT_UPLOADS_DIR = "./data/uploads";

/** PORT, the port the server listens on; unset, empty or not a number is the default. */
export function listenPort(env: Environment = process.env): number {
  return Number(env.PORT) || DEFAULT_PORT;
}

/** DATABASE_PATH, the SQLite file, and UPLOADS_DIR, the folder of resume files. */
export function storagePaths(env: Environment = process.env): { databasePath: string; uploadsDir: string } {
  return {
    databasePath: env.DATABASE_PATH || DEFAULT_DATABASE_PATH,
    uploadsDir: env.UPLOADS_DIR || DEFAULT_UPLOADS_DIR,
  };
}

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

/** A whole number from `min` (1 unless said) up; unset or empty is `fallback`. */
export function countVariable(name: string, fallback: number, env: Environment = process.env, min = 1): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < min) {
    throw new ConfigError(`${name} must be a whole number from ${min} up, not "${env[name]}".`);
  }
  return Number(value);
}

const MIN_SECRET_LENGTH = 32;

/**
 * SESSION_SECRET: one secret, or several separated by commas so that it can be rotated: the
 * first signs new cookies, and every one of them is accepted.
 */
export function sessionSecrets(env: Environment = process.env, production = env.NODE_ENV === "production"): string[] {
  const secrets = (env.SESSION_SECRET ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    if (production) throw new ConfigError("SESSION_SECRET must be set when NODE_ENV=production (a long random string).");
    return ["development-only-session-secret"];
  }
  if (production && secrets.some((secret) => secret.length < MIN_SECRET_LENGTH)) {
    throw new ConfigError(`Each secret in SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters in production.`);
  }
  return secrets;
}

/**
 * Outgoing mail: SMTP_URL (smtp://user:password@host:587, or smtps:// for port 465), MAIL_FROM,
 * and SITE_URL, the site's address for the links in messages (never the request's Host header,
 * which a client chooses). Without SMTP_URL, development writes each message to the mail folder
 * beside the database; production sends nothing and says so.
 */
export function mailSettings(env: Environment = process.env, production = env.NODE_ENV === "production") {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    let protocol: string;
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      throw new ConfigError("SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587.");
    }
    if (protocol !== "smtp:" && protocol !== "smtps:") throw new ConfigError("SMTP_URL must start with smtp:// or smtps://.");
    if (production && !env.MAIL_FROM?.trim()) throw new ConfigError("MAIL_FROM must be set with SMTP_URL in production.");
  }
  const flyUrl = env.FLY_APP_NAME ? `https://${env.FLY_APP_NAME}.fly.dev` : undefined;
  const siteUrl = (env.SITE_URL?.trim() || flyUrl || `http://localhost:${listenPort(env)}`).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+$/.test(siteUrl))
    throw new ConfigError(`SITE_URL must be an origin such as https://jobs.example.com, not "${env.SITE_URL}".`);
  const { databasePath } = storagePaths(env);
  return {
    /** smtp: send through SMTP_URL; files: write .eml files to `mailDir` (development); off: production without SMTP_URL. */
    mode: smtpUrl ? ("smtp" as const) : production ? ("off" as const) : ("files" as const),
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || "Keystone Talent <no-reply@keystonetalent.example>",
    mailDir: path.join(path.dirname(databasePath), "mail"),
    siteUrl,
    /** Whom users may write to when the site cannot mail them (a reset link with mail off). */
    supportEmail: env.SUPPORT_EMAIL?.trim() || "support@keystonetalent.example",
    /** Where each hiring enquiry is mailed, with every field; unset, nowhere. */
    enquiryNotifyEmail: env.ENQUIRY_NOTIFY_EMAIL?.trim() || undefined,
  };
}

/**
 * The replica, read by the server's primary process and the replica tool: REPLICA_URL
 * (s3://bucket/path, or file:///folder for a copy on another disk, as the tests use), else the
 * bucket `fly storage create` makes (BUCKET_NAME, with AWS_ENDPOINT_URL_S3 and AWS_REGION), kept
 * under app.db. An S3 replica needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, which Litestream
 * reads from the environment itself. Unset, null: no replication, the site runs as it always did.
 */
export function replicaSettings(env: Environment = process.env): ReplicaSettings | null {
  const explicit = env.REPLICA_URL?.trim();
  const bucketName = env.BUCKET_NAME?.trim();
  if (!explicit && !bucketName) return null;
  let url: URL;
  try {
    url = new URL(explicit || `s3://${bucketName}/app.db`);
  } catch {
    throw new ConfigError(`REPLICA_URL must be a URL such as s3://bucket/app.db or file:///mnt/replica, not "${explicit}".`);
  }
  if (url.protocol === "file:") {
    if (url.host || url.pathname === "/")
      throw new ConfigError(`REPLICA_URL must name a folder, as file:///mnt/replica, not "${explicit}".`);
    return { kind: "file", url: url.href, path: decodeURIComponent(url.pathname) };
  }
  if (url.protocol !== "s3:") throw new ConfigError(`REPLICA_URL must start with s3:// or file://, not "${explicit}".`);
  const replicaPath = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  if (!url.hostname || !replicaPath)
    throw new ConfigError(`REPLICA_URL must name a bucket and a path in it, as s3://bucket/app.db, not "${explicit}".`);
  const missing = ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"].filter((name) => !env[name]?.trim());
  if (missing.length)
    throw new ConfigError(`${missing.join(" and ")} must be set to replicate to ${url.href} (fly storage create sets them).`);
  const endpoint = env.AWS_ENDPOINT_URL_S3?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    throw new ConfigError(`AWS_ENDPOINT_URL_S3 must be an address such as https://fly.storage.tigris.dev, not "${endpoint}".`);
  return {
    kind: "s3",
    url: `s3://${url.hostname}/${replicaPath}`,
    bucket: url.hostname,
    path: replicaPath,
    endpoint,
    region: env.AWS_REGION?.trim() || "auto",
  };
}

/**
 * INACTIVE_ACCOUNT_DAYS: a candidate's resumes and applications are deleted after this many days
 * without a sign-in or a visit, and INACTIVE_ACCOUNT_WARNING_DAYS (30 unless set) before that
 * they are mailed a warning. Unset, null: nothing is deleted. The warning must come after some
 * inactivity, so it is shorter than the period.
 */
export function inactiveAccountSettings(env: Environment = process.env): { days: number; warningDays: number } | null {
  const warningDays = countVariable("INACTIVE_ACCOUNT_WARNING_DAYS", 30, env);
  if (!env.INACTIVE_ACCOUNT_DAYS?.trim()) return null;
  const days = countVariable("INACTIVE_ACCOUNT_DAYS", 0, env);
  if (days <= warningDays) {
    throw new ConfigError(
      `INACTIVE_ACCOUNT_DAYS (${days}) must be more than INACTIVE_ACCOUNT_WARNING_DAYS (${warningDays}): the warning is mailed that many days before the deletion.`,
    );
  }
  return { days, warningDays };
}

/** Google's OpenID Connect issuer; GOOGLE_ISSUER points the site at another (the tests' own provider). */
const DEFAULT_GOOGLE_ISSUER = "https://accounts.google.com";

/**
 * Sign in with Google: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, both or neither, and
 * GOOGLE_ISSUER, whose discovery document (`<issuer>/.well-known/openid-configuration`) names the
 * endpoints. Neither set: null, no button, and the routes answer 404. One without the other stops
 * production; development goes on without Google and says why once.
 */
export function googleSettings(env: Environment = process.env, production = env.NODE_ENV === "production") {
  const clientId = env.GOOGLE_CLIENT_ID?.trim() || undefined;
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim() || undefined;
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    const message = `GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (only ${clientId ? "GOOGLE_CLIENT_ID" : "GOOGLE_CLIENT_SECRET"} is).`;
    if (production) throw new ConfigError(message);
    console.warn(`${message} Sign in with Google is off.`);
    return null;
  }
  const issuer = (env.GOOGLE_ISSUER?.trim() || DEFAULT_GOOGLE_ISSUER).replace(/\/+$/, "");
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ConfigError(`GOOGLE_ISSUER must be an address such as ${DEFAULT_GOOGLE_ISSUER}, not "${env.GOOGLE_ISSUER}".`);
  }
  // Plain http only on this machine: the tests' provider.
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback))
    throw new ConfigError(`GOOGLE_ISSUER must be an https:// address, not "${env.GOOGLE_ISSUER}".`);
  return { clientId, clientSecret, issuer };
}

/** The whole configuration, from `env`; throws ConfigError, naming the variable, on a value it cannot read. */
export function readConfig(env: Environment = process.env) {
  const isProduction = env.NODE_ENV === "production";
  return {
    isProduction,
    port: listenPort(env),
    ...storagePaths(env),
    sessionSecrets: sessionSecrets(env, isProduction),
    /** Posts per minute that one client may make to each public form (login, register, enquiries). */
    rateLimitPerMinute: countVariable("RATE_LIMIT_PER_MINUTE", 10, env),
    /** Failed sign-ins an account may have in 15 minutes, from all addresses together. */
    loginFailuresPerAccount: countVariable("LOGIN_FAILURES_PER_ACCOUNT", 10, env),
    /** Resume uploads (and applications, which may carry one) a user may post per minute. */
    uploadsPerMinute: countVariable("UPLOADS_PER_MINUTE", 10, env),
    /**
     * REPORT_HOLD_THRESHOLD: how many people's unreviewed reports hold a job back from search until
     * reviewed (decision 043); unset, null: reports are kept and no job is held.
     */
    reportHoldThreshold: countVariable("REPORT_HOLD_THRESHOLD", 0, env) || null,
    /** Re-entered passwords (Settings) a user may post per minute, as well as per client. */
    passwordChecksPerMinute: 5,
    /** The phone and e-mail line of the healthcare pages. */
    healthcareContact: {
      phone: env.HEALTHCARE_PHONE || "(800) 555-0134",
      email: env.HEALTHCARE_EMAIL || "healthcare@keystonetalent.example",
    },
    /** Memory each worker may give to the page cache (server/page-cache.ts), in bytes; PAGE_CACHE_MB=0 turns it off. */
    pageCacheBytes: countVariable("PAGE_CACHE_MB", 64, env, 0) * 1024 * 1024,
    /** How often each worker adds the job page views it counted to the database (server/job-views.ts), in milliseconds. */
    jobViewsFlushMs: countVariable("JOB_VIEWS_FLUSH_SECONDS", 10, env) * 1000,
    /** Take the client's address from Fly's proxy header; on by default on Fly. */
    trustProxy: booleanVariable("TRUST_PROXY", Boolean(env.FLY_APP_NAME), env),
    mail: mailSettings(env, isProduction),
    /** Deleting inactive candidates' resumes and applications; null (unset): never. */
    inactiveAccounts: inactiveAccountSettings(env),
    /** Sign in with Google; null when it is not configured. */
    google: googleSettings(env, isProduction),
  };
}

export type Config = ReturnType<typeof readConfig>;

let loaded: Config | undefined;

/** The configuration of this process: read from the environment the first time, then kept. */
export function loadConfig(): Config {
  return (loaded ??= readConfig());
}

/** `loadConfig()`, read as an object: `config.uploadsDir`. */
export const config: Config = new Proxy({} as Config, {
  get: (_target, key) => loadConfig()[key as keyof Config],
});
