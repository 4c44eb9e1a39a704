import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { createAccount, hasJavaScript } from "./helpers";

// One part of a page whose query fails says so in its place, and the rest of the page shows
// (app/server/sections.server.ts). The failures are real: a server of its own runs the production
// build with e2e/failing-queries.mjs loaded, which makes the database fail the queries matching a
// pattern this file writes, and the site has no switch for it. The server has a copy of the suite's
// database (its sample jobs and employers) and no page cache, so every page asks the database.

const FEATURED_JOBS = String.raw`"jobs"\."featured" = \?`;
const TOP_EMPLOYERS = String.raw`from "companies" order by "companies"\."id"`;
const KEYWORD_SEARCH = String.raw`FROM jobs_fts WHERE jobs_fts MATCH`;
const NEWEST_JOBS = String.raw`from "jobs" where "jobs"\."closed_at" is null order by "jobs"\."posted_at" desc`;
const MY_APPLICATIONS = String.raw`count\(\*\) as "count" from "applications"`;
const SIMILAR_JOBS = String.raw`INDEXED BY open_jobs_by_title`;

let server: ChildProcess | undefined;
let origin = "";
let patternFile = "";
let databasePath = "";

/** From now on the server's database fails the queries matching `pattern` (none if empty). */
const failQueries = (pattern: string) => fs.writeFileSync(patternFile, pattern);

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  const dir = path.resolve(`e2e/.tmp/sections-${testInfo.parallelIndex}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const database = (databasePath = path.join(dir, "site.db"));
  const source = new Database("e2e/.tmp/e2e.db", { readonly: true });
  await source.backup(database);
  source.close();
  patternFile = path.join(dir, "failing-queries");
  failQueries("");
  const port = Number(process.env.E2E_PORT ?? 3210) + 100 + testInfo.parallelIndex;
  origin = `http://localhost:${port}`;
  // Another run's server on this port would answer the health check and every page (a 200 where
  // this file expects a 503): refuse to start rather than test someone else's server.
  await assertPortFree(port);
  server = spawn(process.execPath, ["--import", "./e2e/failing-queries.mjs", "build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      WEB_CONCURRENCY: "1",
      PAGE_CACHE_MB: "0",
      DATABASE_PATH: database,
      UPLOADS_DIR: path.join(dir, "uploads"),
      SESSION_SECRET: "e2e-session-secret-of-at-least-32-characters",
      RATE_LIMIT_PER_MINUTE: "10000",
      SITE_URL: origin,
      FAILING_QUERIES_FILE: patternFile,
    },
    stdio: "ignore",
  });
  await expect(async () => expect((await fetch(`${origin}/healthz`)).ok).toBe(true)).toPass({ timeout: 30_000 });
});

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () =>
      reject(new Error(`Port ${port} is in use: another test run is probably going on (set E2E_PORT to another value)`)),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

test.afterAll(() => {
  server?.kill();
});

async function open(page: Page, pagePath: string) {
  const response = await page.goto(origin + pagePath);
  if (hasJavaScript(test.info())) await page.waitForFunction(() => "__remixRouter" in window);
  return response;
}

test("the home page without its featured jobs says 'Failed to fetch jobs', shows the rest, answers 503, and Try again brings them", async ({
  page,
}) => {
  failQueries(FEATURED_JOBS);
  const response = await open(page, "/");
  expect(response?.status()).toBe(503);
  const failure = page.getByRole("alert").filter({ hasText: "Failed to fetch jobs" });
  await expect(failure).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top Employers" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Jobs" })).toBeVisible();
  await expect(page.getByRole("search", { name: "Jobs" }).getByRole("textbox")).toBeEditable();

  failQueries("");
  await failure.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByText("Failed to fetch jobs")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Featured Jobs" }).locator(".job-card-title").first()).toBeVisible();
});

test("the home page without its employers says 'Failed to load employers. Please try again.', shows the featured jobs, and answers 200", async ({
  page,
}) => {
  failQueries(TOP_EMPLOYERS);
  const response = await open(page, "/");
  expect(response?.status()).toBe(200);
  const failure = page.getByRole("alert").filter({ hasText: "Failed to load employers. Please try again." });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { name: "Top Employers" })).toBeVisible();
  await expect(page.getByText("Failed to fetch jobs")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Featured Jobs" }).locator(".job-card-title").first()).toBeVisible();
});

test("/jobs with keywords whose search fails says 'Failed to search jobs', keeps the search form with its words, and answers 503", async ({
  page,
}) => {
  failQueries(KEYWORD_SEARCH);
  const response = await open(page, "/jobs?q=engineer&remote=true");
  expect(response?.status()).toBe(503);
  const failure = page.getByRole("alert").filter({ hasText: "Failed to search jobs" });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/jobs?q=engineer&remote=true");
  await expect(page.getByRole("heading", { level: 1, name: "Find Engineering Jobs" })).toBeVisible();
  await expect(page.getByLabel("Keywords")).toHaveValue("engineer");
  await expect(page.getByText(/jobs? found/)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("/jobs without keywords whose list fails says 'Failed to fetch jobs', answers 503, and a search from its form goes on", async ({
  page,
}) => {
  failQueries(NEWEST_JOBS);
  const response = await open(page, "/jobs");
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("alert").filter({ hasText: "Failed to fetch jobs" })).toBeVisible();

  failQueries("");
  await page.getByLabel("Keywords").fill("engineer");
  await page.getByRole("search", { name: "Jobs" }).getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=engineer/);
  await expect(page.getByText(/jobs? found/)).toBeVisible();
  await expect(page.getByText("Failed to fetch jobs")).toHaveCount(0);
});

test("My Applications whose list fails says 'Failed to load applications. Please try again.' under its heading and answers 503", async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: origin });
  const account = await createAccount(request);
  await request.dispose();
  failQueries("");
  // The page's own request context carries the browser's cookies.
  const own = page.request;
  const response = await own.post(`${origin}/api/auth/login`, { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);

  failQueries(MY_APPLICATIONS);
  const answer = await open(page, "/my-applications");
  expect(answer?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
  const failure = page.getByRole("alert").filter({ hasText: "Failed to load applications. Please try again." });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/my-applications");

  failQueries("");
  await failure.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "No applications yet" })).toBeVisible();
});

test("a job page whose similar jobs fail says so in their place, shows the job and Apply Now, answers 200, and is not kept", async ({
  page,
}) => {
  const database = new Database(databasePath, { readonly: true });
  const job = database.prepare("SELECT id, title FROM jobs WHERE closed_at IS NULL ORDER BY id LIMIT 1").get() as {
    id: number;
    title: string;
  };
  database.close();
  failQueries(SIMILAR_JOBS);
  const response = await open(page, `/jobs/${job.id}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await expect(
    page
      .getByRole("link", { name: "Apply Now" })
      .or(page.getByRole("button", { name: "Apply Now" }))
      .first(),
  ).toBeVisible();
  const failure = page.getByRole("alert").filter({ hasText: "Failed to load similar jobs. Please try again." });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole("link", { name: "Try again" })).toHaveAttribute("href", `/jobs/${job.id}`);

  failQueries("");
  await failure.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByText("Failed to load similar jobs. Please try again.")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
});

test.afterEach(() => failQueries(""));
