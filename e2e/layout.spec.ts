import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { SITE_PAGES, type PageAudience } from "../app/content/site-pages";
import { createCompany, createEnquiry, createJob, uniqueWord, userIdByEmail } from "./factories";
import { createAccount, employerWithApplicant, newAccount, signIn, type Account } from "./helpers";
import { signInNewStaff } from "./staff-helpers";

// Every page of the registry (SITE_PAGES in app/content/site-pages.ts) at a small phone's width, a
// common phone's, a tablet's and a desktop's, with JavaScript and without, as everyone who may
// see it: signed out, a candidate, an employer. Nothing wider than the screen, no word broken
// inside itself, no name cut short where there is room, and targets big enough to tap (WCAG 2.2,
// 2.5.8: 24 px; the main actions 44 px). The checks run in the page, so this spec runs in the "js"
// project, and covers a browser without JavaScript by blocking the app's scripts.

const WIDTHS = [360, 390, 768, 1280];
const MODES = ["with JavaScript", "without JavaScript"] as const;
type Role = "signed out" | "candidate" | "employer" | "staff";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the checks run in the page; this project also loads each page without scripts");
test.describe.configure({ timeout: 180_000 });

const SEES: Record<Role, PageAudience[]> = {
  "signed out": ["anyone"],
  candidate: ["anyone", "signed-in", "candidate"],
  employer: ["anyone", "signed-in", "employer"],
  staff: ["anyone", "staff"],
};

/** What is wrong with the page's layout at the window's width, in words; run in the page. */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const name = (element: Element) => {
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const label = element.getAttribute("aria-label") ?? (element as HTMLInputElement).name ?? "";
    return `<${element.tagName.toLowerCase()}${element.className ? ` class="${element.className}"` : ""}> "${text || label}"`;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 1 &&
      box.height > 1 &&
      style.visibility !== "hidden" &&
      !element.closest("[aria-hidden='true'], .visually-hidden") &&
      // A closed <details> keeps its content laid out, unseen.
      !element.closest("details:not([open]) > :not(summary)")
    );
  };

  const page = document.documentElement.scrollWidth;
  if (page > width) problems.push(`the page is ${page} px wide`);

  // A word broken inside itself: its letters on two lines. Words part at spaces, hyphens, slashes,
  // dots and "@", where a line may end. A word wider than its whole line has to break somewhere.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, noscript, template, option") || !shown(parent)) continue;
    for (const word of (node.textContent ?? "").matchAll(/[^\s\-‐–—/.,:;@?&=()]{2,}/g)) {
      range.setStart(node, word.index!);
      range.setEnd(node, word.index! + word[0].length);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
      const lines = new Set(boxes.map((box) => Math.round(box.top)));
      const wordWidth = boxes.reduce((sum, box) => sum + box.width, 0);
      if (lines.size > 1 && wordWidth <= parent.clientWidth) problems.push(`"${word[0]}" is broken across lines in ${name(parent)}`);
    }
  }

  // A name or label cut short with an ellipsis where the window has room for it.
  if (width >= 768) {
    for (const element of document.body.querySelectorAll("*")) {
      if (getComputedStyle(element).textOverflow === "ellipsis" && shown(element) && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${name(element)} is cut short`);
      }
    }
  }

  // Targets: 24 × 24 px at least, but for links in a line of text (2.5.8's inline exception); a
  // checkbox or radio button counts with its label, which is part of the target. On a phone or a
  // tablet, the main actions (the primary buttons) are 44 px tall.
  for (const element of document.body.querySelectorAll("a[href], button, input:not([type='hidden']), select, textarea, summary")) {
    if (!shown(element)) continue;
    if (element.tagName === "A" && getComputedStyle(element).display === "inline") continue;
    const input = element as HTMLInputElement;
    const target = (input.type === "checkbox" || input.type === "radio") && input.labels?.[0] ? input.labels[0] : element;
    const box = target.getBoundingClientRect();
    if (box.width < 24 || box.height < 24) problems.push(`${name(element)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    else if (width < 768 && element.matches(".button-primary") && box.height < 44)
      problems.push(`the main action ${name(element)} is ${Math.round(box.height)} px tall`);
  }
  return problems;
}

/** A browser context with the project's settings, its app scripts blocked for "without JavaScript". */
async function contextFor(browser: Browser, baseURL: string, mode: (typeof MODES)[number]): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  if (mode === "without JavaScript") await context.route("**/build/**/*.js", (route) => route.abort());
  return context;
}

/** Opens `path`, waits for React with scripts on, and checks it at every width. */
async function problemsOf(page: Page, path: string, mode: (typeof MODES)[number]): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  if (mode === "with JavaScript") await page.waitForFunction(() => "__remixRouter" in window);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    for (const problem of await page.evaluate(layoutProblems)) problems.push(`${path} at ${width} px ${mode}: ${problem}`);
  }
  return problems;
}

interface PageIds {
  job: number;
  company: string;
  ownJob?: number;
  application?: number;
  enquiry?: number;
  user?: number;
}

/** The pages `role` may see, with real ids in their addresses. */
function pathsFor(role: Role, ids: PageIds) {
  return SITE_PAGES.filter((page) => SEES[role].includes(page.audience)).map((page) =>
    page.path
      .replace("/posted-jobs/:id", `/posted-jobs/${ids.ownJob}`)
      .replace(":id", String(ids.job))
      .replace(":company", ids.company)
      .replace(":applicationId", String(ids.application))
      .replace(":enquiryId", String(ids.enquiry))
      .replace(":userId", String(ids.user)),
  );
}

// One test a role and mode, so that the two workers share them and none nears the timeout (a role's
// pages in both modes took up to 3 minutes on a busy machine).
for (const role of ["signed out", "candidate", "employer", "staff"] as const)
  for (const mode of MODES) {
    test(`every page fits from 360 to 1280 px, ${role}, ${mode}`, async ({ browser, baseURL, request }) => {
      // A job whose title and company make long lines on a phone.
      const company = await createCompany({ name: `Northwind Structural Engineering Associates ${uniqueWord()}` });
      const job = await createJob({ title: "Senior Analog IC Design Engineer (Mixed-Signal Verification)", company });
      const ids: PageIds = { job: job.id, company: company.slug };
      const accounts: Account[] = [];
      if (role === "employer") {
        // The employer's own job, with an applicant, set up on a page of their own.
        const setUp = await browser.newPage({ baseURL });
        const { job: own, employer } = await employerWithApplicant(setUp, request);
        const [application] = await (await request.get("/api/me/applications")).json();
        Object.assign(ids, { ownJob: own.id, application: application.id });
        accounts.push(employer);
        await setUp.close();
      } else if (role === "candidate") {
        // A name longer than the header once showed whole ("Jane Newcomb…" at 1280 px).
        const account = { ...newAccount("candidate", "Jane Newcombe"), role: "candidate" as const };
        const registered = await request.post("/api/auth/register", {
          data: { fullName: account.name, email: account.email, password: account.password, role: account.role },
        });
        expect(registered.status()).toBe(201);
        accounts.push(account);
      }

      const problems: string[] = [];
      const context = await contextFor(browser, baseURL!, mode);
      for (const account of accounts) await signIn(context.request, account);
      // Staff sign in through the forms and a code (the JSON API makes no staff session); their
      // pages of one enquiry and one account show long ones.
      if (role === "staff") {
        await signInNewStaff(context.request);
        const candidate = await createAccount(request);
        const enquiry = await createEnquiry({
          company_name: company.name,
          hiring_needs: "Structural engineers for a hospital extension, with seismic retrofit experience",
          message: "We would like to talk about a retained search.\nCall after 2 pm.",
        });
        Object.assign(ids, { enquiry: enquiry.id, user: await userIdByEmail(candidate.email) });
        // The account suspended, for its page's suspended state and an audit log entry with values.
        const suspended = await context.request.post(`/staff/users/${ids.user}`, {
          form: { intent: "suspend", reason: "Applications copied from another candidate's resume, word for word." },
        });
        expect(suspended.ok()).toBe(true);
      }
      const page = await context.newPage();
      for (const path of pathsFor(role, ids)) problems.push(...(await problemsOf(page, path, mode)));
      await context.close();
      expect(problems).toEqual([]);
    });
  }

test("on a 390 × 844 phone, /jobs shows its first result on the first screen, with JavaScript and without", async ({
  browser,
  baseURL,
}) => {
  for (const mode of MODES) {
    const context = await contextFor(browser, baseURL!, mode);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/jobs", "/jobs?q=engineer&remote=true"]) {
      await page.goto(path);
      const first = page.locator(".job-card").first();
      const top = await first.evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
      expect(top, `${path} ${mode}`).toBeLessThan(844);
    }
    await context.close();
  }
});

test("a company name with a word longer than a phone's line keeps /employers within 360 px", async ({ browser, baseURL, request }) => {
  // The word breaks where it must (overflow-wrap: anywhere); before, its column kept the word's width.
  const company = await createCompany({ name: `Nordwand ${uniqueWord("ingenieurgesellschaft")} GmbH` });
  let position = 0;
  for (let apiPage = 1; !position; apiPage++) {
    const companies: { id: number }[] = await (await request.get(`/api/employers?page=${apiPage}&pageSize=100`)).json();
    expect(companies.length, "the company is listed").toBeGreaterThan(0);
    const index = companies.findIndex((listed) => listed.id === company.id);
    if (index >= 0) position = (apiPage - 1) * 100 + index + 1;
  }
  const path = `/employers?page=${Math.ceil(position / 24)}`;
  for (const mode of MODES) {
    const context = await contextFor(browser, baseURL!, mode);
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 844 });
    await page.goto(path);
    await expect(page.getByRole("heading", { name: company.name })).toBeVisible();
    expect(await page.evaluate(layoutProblems), `${path} ${mode}`).toEqual([]);
    await context.close();
  }
});
