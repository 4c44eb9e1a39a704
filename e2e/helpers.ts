import fs from "node:fs";
import {
  devices,
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import type { Role } from "../app/lib/accounts";

export const hasJavaScript = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

/** The number in "N jobs found". */
export async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d[\d,]*\+? jobs? found/).textContent();
  return Number(text?.match(/^[\d,]+/)?.[0].replace(/,/g, ""));
}

/**
 * Chooses a filter on /jobs: with JavaScript it applies on change, without it the user
 * presses Apply Filters.
 */
export async function chooseFilter(page: Page, testInfo: TestInfo, label: string, option: string) {
  const before = page.url();
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
  if (!hasJavaScript(testInfo)) await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).not.toHaveURL(before);
}

/** The titles of the job cards on the page, in order. */
export async function jobTitles(page: Page): Promise<string[]> {
  return page.locator(".job-card-title").allTextContents();
}

// Accounts (e2e/accounts.spec.ts, e2e/profile.spec.ts)

export type { Role };
export const ROLE_LABELS: Record<Role, string> = { candidate: "Job Seeker", employer: "Employer", staff: "Staff" };

export interface Account {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** A new account's details, with an email no other test uses. */
export function newAccount(role: Role = "candidate", name = role === "employer" ? "Eve Employer" : "Ann Seeker"): Account {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return { name, email: `${name.split(" ")[0].toLowerCase()}-${unique}@example.com`, password: "Keystone-pass-1", role };
}

/**
 * A toast, found by its title. Radix repeats a toast's text in a live region, so this looks in
 * the toast itself (without JavaScript the flashed toast is a static `.toast`).
 */
export function toast(page: Page, title: string): Locator {
  return page.locator(".toast").filter({ has: page.getByText(title, { exact: true }) });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const found = toast(page, title);
  await expect(found).toBeVisible();
  if (description) await expect(found).toContainText(description);
}

/** Where the auth forms are after a Sign In / Get Started click: the dialog with JS, the page without. */
export function authForms(page: Page, testInfo: TestInfo): Locator {
  return hasJavaScript(testInfo) ? page.getByRole("dialog", { name: "Welcome to Keystone Talent" }) : page.getByRole("main");
}

/** Fills and sends the Register form in `scope`; Job Seeker is left as the default. */
export async function submitRegisterForm(scope: Locator, account: Account) {
  await scope.getByLabel("Full Name", { exact: true }).fill(account.name);
  await scope.getByLabel("Email", { exact: true }).fill(account.email);
  await scope.getByLabel("Password", { exact: true }).fill(account.password);
  if (account.role !== "candidate") await scope.getByRole("radio", { name: ROLE_LABELS[account.role] }).check();
  await scope.getByRole("button", { name: "Create Account" }).click();
}

export async function submitLoginForm(scope: Locator, email: string, password: string) {
  await scope.getByLabel("Email", { exact: true }).fill(email);
  await scope.getByLabel("Password", { exact: true }).fill(password);
  await scope.getByRole("button", { name: "Login", exact: true }).click();
}

/** Registers a new user through the /register page (with or without JavaScript); they are then signed in. */
export async function registerUser(page: Page, role: Role = "candidate"): Promise<Account> {
  const account = newAccount(role);
  await page.goto("/register");
  await submitRegisterForm(page.getByRole("main"), account);
  await expectToast(page, "Success", "Your account has been created successfully.");
  return account;
}

/** Creates an account through the JSON API, without signing the browser in. */
export async function createAccount(request: APIRequestContext, role: Role = "candidate"): Promise<Account> {
  const account = newAccount(role);
  const response = await request.post("/api/auth/register", {
    data: { fullName: account.name, email: account.email, password: account.password, role },
  });
  expect(response.status()).toBe(201);
  return account;
}

/** The signed-in user as GET /api/auth/me sees them (the page's cookies), or null. */
export async function currentUser(page: Page) {
  const response = await page.request.get("/api/auth/me");
  expect(response.ok()).toBe(true);
  return (await response.json()).user;
}

/** The header's account menu (desktop width), a <details> opened by its summary. */
export function accountMenu(page: Page, account: Account) {
  const summary = page.getByLabel(`Account menu for ${account.name}`, { exact: true });
  return { summary, panel: summary.locator("xpath=..") };
}

/**
 * Opens `path` and returns its response. With JavaScript, waits until Remix has started React on
 * the page, so that clicks and submits reach React's handlers rather than the plain HTML.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  if (hasJavaScript(test.info())) await page.waitForFunction(() => "__remixRouter" in window);
  return response;
}

// Marketing pages (e2e/marketing.spec.ts)

/** A suffix no other test uses, to find a test's own rows. */
export const uniqueSuffix = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

// Employers (e2e/employer.spec.ts, e2e/accessibility.spec.ts): set-up through the JSON API and plain posts.

/** Signs `request` (a page's or a context's, so its cookies are the browser's) in as `account`. */
export async function signIn(request: APIRequestContext, account: Account) {
  const response = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  const me = await (await request.get("/api/auth/me")).json();
  expect(me.user).toMatchObject({ email: account.email });
}

/** Company names are unique: every test's company has its own. */
export function newCompany() {
  return {
    name: `Girder & Span ${uniqueSuffix()}`,
    industry: "Civil and Structural Engineering",
    size: "51-200 employees",
    description: "We design and inspect bridges across the Pacific Northwest.",
    website: "https://girder-span.example.com",
    logoUrl: "",
  };
}

/** Creates the signed-in employer's company with the form's own post, as the browser would send it. */
export async function createCompanyByPost(request: APIRequestContext) {
  const company = newCompany();
  const response = await request.post("/post-job", { form: { intent: "company", ...company } });
  expect(response.ok()).toBe(true);
  expect(new URL(response.url()).pathname).toBe("/post-job");
  expect(await response.text()).toContain(`Posting as <strong>${company.name.replace("&", "&amp;")}</strong>`);
  return company;
}

/** A new employer with a company, signed in on `page`. */
export async function employerWithCompany(page: Page, request: APIRequestContext) {
  const account = await createAccount(request, "employer");
  await signIn(page.request, account);
  const company = await createCompanyByPost(page.request);
  return { account, company };
}

/**
 * Opens the /employers page that lists the company and returns its entry. Companies are listed
 * in the order they joined, so a new one is on the last page, or on the one before when other
 * tests have added companies since.
 */
export async function findEmployerEntry(page: Page, name: string): Promise<Locator> {
  const entry = page.locator(".employer-entry").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await page.goto("/employers?page=9999");
  if ((await entry.count()) === 0) {
    const current = page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]');
    const last = Number((await current.textContent())?.match(/\d+/)?.[0]);
    await page.goto(`/employers?page=${last - 1}`);
  }
  await expect(entry).toHaveCount(1);
  return entry;
}

/** An employer signed in on `page`, whose new job has one applicant: a candidate signed in on `request`, who applied with a PDF. */
/** Posts a job with /post-job's own form as the employer signed in on `page`, and finds it through the search API. */
export async function postJobByForm(page: Page, title: string): Promise<{ id: number; title: string }> {
  const posted = await page.request.post("/post-job", {
    form: {
      intent: "job",
      title,
      location: "Portland, OR",
      employmentType: "Full-time",
      discipline: "Civil Engineering",
      description: "Inspect and rate steel and concrete bridges across the state.",
    },
  });
  expect(posted.ok()).toBe(true);
  const [job] = await (await page.request.get(`/api/jobs/search?q=${encodeURIComponent(title)}`)).json();
  return job;
}

export async function employerWithApplicant(page: Page, request: APIRequestContext) {
  const { account: employer } = await employerWithCompany(page, request);
  const job = await postJobByForm(page, `Accessible Bridge Engineer ${uniqueSuffix()}`);
  const candidate = await createAccount(request);
  await signIn(request, candidate);
  const upload = await request.post("/api/upload/resume", {
    multipart: {
      resume: {
        name: "resume.pdf",
        mimeType: "application/pdf",
        buffer: fs.readFileSync("test/fixtures/resume.pdf"),
      },
    },
  });
  const { resumeUrl } = await upload.json();
  expect((await request.post(`/api/jobs/${job.id}/apply`, { data: { resumeUrl } })).status()).toBe(201);
  return { job: job as { id: number; title: string }, candidate, employer };
}

/**
 * Playwright's test with `signedInPage(account)`: a second (third…) browser, with the project's
 * JavaScript setting, signed in as someone else; closed after the test.
 */
export const testWithOtherUsers = test.extend<{ signedInPage: (account: Account) => Promise<Page> }>({
  signedInPage: async ({ browser }, use, testInfo: TestInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (account: Account) => {
      const context = await browser.newContext({
        ...devices["Desktop Chrome"],
        baseURL: testInfo.project.use.baseURL,
        javaScriptEnabled: hasJavaScript(testInfo),
      });
      contexts.push(context);
      await signIn(context.request, account);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});
