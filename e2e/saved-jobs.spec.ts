import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { createCompany, createJob, deleteJob, uniqueWord, type Job } from "./factories";
import { accountMenu, createAccount, expectToast, hasJavaScript, signIn, visit } from "./helpers";

// Saved jobs (docs/product.md#saved-jobs), with JavaScript (the button toggles in place) and
// without (a plain post that comes back with a toast).

const cardButton = (page: Page, label: "Save job" | "Saved", job: Job) =>
  page.getByRole("button", { name: `${label}: ${job.title}`, exact: true });

/** Holds the page's posts to /saved-jobs until `release` is called: what shows while one is under way. */
async function holdSavePosts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const sent = new Promise<void>((resolve) => (arrived = resolve));
  const matches = (url: URL) => url.pathname === "/saved-jobs";
  const hold = async (route: Route) => {
    if (route.request().method() !== "POST") return route.fallback();
    arrived();
    await released;
    await route.continue();
  };
  await page.route(matches, hold);
  return { sent, release, stop: () => page.unroute(matches, hold) };
}

/**
 * Presses a Save job / Saved button and waits for what the user sees next in their mode. With
 * JavaScript the post is held: meanwhile the button already reads the new state and is busy.
 */
async function press(page: Page, button: Locator, after: Locator, toastTitle: string) {
  const url = page.url();
  const held = hasJavaScript(test.info()) ? await holdSavePosts(page) : null;
  await button.click();
  if (held) {
    await held.sent;
    await expect(after).toBeVisible();
    await expect(after).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveCount(0);
    held.release();
  } else {
    await expectToast(page, toastTitle);
  }
  await expect(after).toBeVisible();
  await expect(after).toHaveAttribute("aria-busy", "false");
  await held?.stop();
  // Back on the page it was pressed on, either way.
  expect(page.url()).toBe(url);
}

/** Two open jobs of one company, found by a word of their own, and a closed one. */
async function jobs() {
  const word = uniqueWord("saved");
  const company = await createCompany();
  const first = await createJob({ company, title: `Culvert Designer ${word}` });
  const second = await createJob({ company, title: `Pier Inspector ${word}` });
  return { word, first, second };
}

test("a candidate saves a job from a card and from its page, finds both on Saved Jobs, and unsaves one", async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page.request, account);
  const { word, first, second } = await jobs();

  await visit(page, `/jobs?q=${word}`);
  await press(page, cardButton(page, "Save job", first), cardButton(page, "Saved", first), "Job saved");
  await expect(cardButton(page, "Save job", second)).toBeVisible();

  await visit(page, `/jobs/${second.id}`);
  const main = page.getByRole("main");
  await press(
    page,
    main.getByRole("button", { name: "Save job", exact: true }),
    main.getByRole("button", { name: "Saved", exact: true }),
    "Job saved",
  );

  // From the account menu; the second was saved last, so it comes first.
  const { summary, panel } = accountMenu(page, account);
  await summary.click();
  await panel.getByRole("link", { name: "Saved Jobs" }).click();
  await expect(page).toHaveURL(/\/saved-jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Saved Jobs" })).toBeVisible();
  await expect(page.getByText("2 saved jobs", { exact: true })).toBeVisible();
  await expect(page.locator(".saved-job-card h2")).toHaveText([second.title, first.title]);

  // With JavaScript the job stays in place, reading Save job, until the page loads again; without, the page comes back without it.
  if (hasJavaScript(test.info())) {
    await press(page, cardButton(page, "Saved", first), cardButton(page, "Save job", first), "Job removed from your saved jobs");
    await page.reload();
  } else {
    await cardButton(page, "Saved", first).click();
    await expectToast(page, "Job removed from your saved jobs");
  }
  await expect(page.locator(".saved-job-card h2")).toHaveText([second.title]);
  await expect(page.getByText("1 saved job", { exact: true })).toBeVisible();
});

test("a closed job stays on Saved Jobs, marked closed; an empty list says how to save", async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page.request, account);
  await visit(page, "/saved-jobs");
  await expect(page.getByRole("heading", { name: "No saved jobs yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");

  const closed = await createJob({ closed_at: new Date().toISOString() });
  expect((await page.request.put(`/api/me/saved-jobs/${closed.id}`)).status()).toBe(201);
  await visit(page, "/saved-jobs");
  const card = page.getByRole("article", { name: closed.title });
  await expect(card.getByText("Closed", { exact: true })).toBeVisible();
  await expect(card.getByText("This job is closed.", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: /Apply Now/ })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("signed out, Save job leads to sign-in and back, with the job saved", async ({ page, request }) => {
  const account = await createAccount(request);
  const { word, first } = await jobs();
  await visit(page, `/jobs?q=${word}`);
  await cardButton(page, "Save job", first).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsaved-jobs%3Fsave%3D/);
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(account.email);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  await main.getByRole("button", { name: "Login", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`));
  // With JavaScript the sign-in's redirect and the save's are followed as data requests, each with
  // the root's beside it, so which flashed toast is left is a race; the button says it either way.
  if (!hasJavaScript(test.info())) await expectToast(page, "Job saved");
  await expect(cardButton(page, "Saved", first)).toBeVisible();
  const saved = await (await page.request.get("/api/me/saved-jobs")).json();
  expect(saved.map((entry: { job: { id: number } }) => entry.job.id)).toEqual([first.id]);
});

test("saving a job taken down since the page loaded says it was not found", async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page.request, account);
  const { word, first, second } = await jobs();
  await visit(page, `/jobs?q=${word}`);
  await deleteJob(first.id);
  await cardButton(page, "Save job", first).click();
  await expectToast(page, "Job not found.");
  // With JavaScript the card stays until the page loads again, reading Save job; without, the page comes back without it.
  if (hasJavaScript(test.info())) await expect(cardButton(page, "Save job", first)).toHaveAttribute("aria-busy", "false");
  else await expect(cardButton(page, "Save job", first)).toHaveCount(0);
  await expect(cardButton(page, "Save job", second)).toBeVisible();
  expect(await (await page.request.get("/api/me/saved-jobs")).json()).toEqual([]);
});

test("employers get no Save job button", async ({ page, request }) => {
  const account = await createAccount(request, "employer");
  await signIn(page.request, account);
  const { word, first } = await jobs();
  await visit(page, `/jobs?q=${word}`);
  await expect(page.getByRole("link", { name: `Apply Now: ${first.title}` })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Save job/ })).toHaveCount(0);
  await visit(page, `/jobs/${first.id}`);
  await expect(page.getByRole("button", { name: /^Save job/ })).toHaveCount(0);
});

test("a job page's Save job stays beside a title with a long unbroken word, and can be pressed", async ({ page, request }) => {
  await signIn(page.request, await createAccount(request));
  const job = await createJob({ title: `Geotechnical ${uniqueWord("wwwwwwwwwwwwwwwwwwwwwwwwwwwwww")}` });
  await visit(page, `/jobs/${job.id}`);
  const main = page.getByRole("main");
  const button = main.getByRole("button", { name: "Save job", exact: true });
  // Inside the job's own column, not under the company card beside it.
  const column = await main.locator("article").first().boundingBox();
  const box = await button.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(column!.x + column!.width);
  await press(page, button, main.getByRole("button", { name: "Saved", exact: true }), "Job saved");
});
