import { defineConfig, devices } from "@playwright/test";
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "./test/oidc-test-client";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
/** The tests' OpenID Connect provider (e2e/oidc-provider.ts), standing in for Google. */
const providerPort = port + 90;

/**
 * End-to-end tests run the production build (`npm run build` first) on a fresh SQLite file,
 * in Debian's Chromium, once with JavaScript and once without.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      // The machine has no network beyond localhost: keep Chromium from trying to phone home.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "npx tsx e2e/oidc-provider.ts",
      url: `http://localhost:${providerPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PROVIDER_PORT: String(providerPort), SITE_URL: baseURL },
    },
    {
      // Sample data is seeded on purpose, so that pages look real for axe; the production server never
      // adds any. No spec asserts on it: each builds what it checks with e2e/factories.ts.
      // The mail catcher (e2e/mail-catcher.ts) is the real SMTP server the site sends its mail to.
      command: "rm -rf e2e/.tmp && npx tsx db/cli/seed.ts && (npx tsx e2e/mail-catcher.ts &) && node build/server.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        DATABASE_PATH: "e2e/.tmp/e2e.db",
        UPLOADS_DIR: "e2e/.tmp/uploads",
        SESSION_SECRET: "e2e-session-secret-of-at-least-32-characters",
        // Every test signs in from the same address; the limit itself is covered by test/rate-limit.test.ts.
        RATE_LIMIT_PER_MINUTE: "10000",
        // Two people's reports hold a job back from search (e2e/report-job.spec.ts).
        REPORT_HOLD_THRESHOLD: "2",
        // Job page views reach the database within a second (e2e/job-views.spec.ts).
        JOB_VIEWS_FLUSH_SECONDS: "1",
        SMTP_URL: "smtp://127.0.0.1:2526",
        MAIL_FROM: "Keystone Talent <no-reply@keystonetalent.example>",
        SITE_URL: baseURL,
        // Sign in with Google, through the tests' provider: the sign-in pages show its button.
        GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
        GOOGLE_ISSUER: `http://localhost:${providerPort}`,
      },
    },
  ],
});
