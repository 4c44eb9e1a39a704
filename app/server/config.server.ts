import { databasePathFromEnv } from "../../db/connection";

const isProduction = process.env.NODE_ENV === "production";

function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (secret) return secret;
  if (isProduction) {
    throw new Error("SESSION_SECRET must be set when NODE_ENV=production (a long random string).");
  }
  return "development-only-session-secret";
}

/** The environment, read once at start-up (see the README's Configuration table). */
export const config = {
  isProduction,
  databasePath: databasePathFromEnv(),
  uploadsDir: process.env.UPLOADS_DIR || "./data/uploads",
  sessionSecret: sessionSecret(),
  /** Posts per minute that one client address may make to each public form (login, register, enquiries). */
  rateLimitPerMinute: Number(process.env.RATE_LIMIT_PER_MINUTE) > 0 ? Number(process.env.RATE_LIMIT_PER_MINUTE) : 10,
  /** The phone and e-mail line of the healthcare pages. */
  healthcareContact: {
    phone: process.env.HEALTHCARE_PHONE || "(800) 555-0134",
    email: process.env.HEALTHCARE_EMAIL || "healthcare@keystonetalent.example",
  },
  trustProxy: process.env.TRUST_PROXY ? process.env.TRUST_PROXY === "true" : Boolean(process.env.FLY_APP_NAME),
};
