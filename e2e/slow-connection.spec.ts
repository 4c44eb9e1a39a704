import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createJob, uniqueWord } from "./factories";
import { createAccount, currentUser, expectToast, hasJavaScript, signIn, uniqueSuffix, visit } from "./helpers";

// The site on a slow connection: DevTools' "Slow 3G" through the DevTools protocol, and the page's
// scripts held back to stand for a bundle still on its way. Set-up goes through page.request and the
// factories, unthrottled; only the part under test is slow. Without JavaScript there is nothing to
// hydrate and no pending label: the plain flows are covered by the other specs.

/** DevTools' "Slow 3G" preset: 400 ms x 5 latency, 500 kbit/s x 0.8. */
const SLOW_3G = { offline: false, latency: 2_000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/** Puts the page on Slow 3G; the returned function puts it back on the full-speed network. */
async function slowConnection(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  return async () => {
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/** Holds back the page's scripts (the stylesheet still comes); the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**", async (route) => {
    if (new URL(route.request().url()).pathname.endsWith(".js")) await released;
    await route.continue();
  });
  return release;
}

/** Page errors and console errors, as they happen. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

const hydrated = (page: Page) => page.waitForFunction(() => "__remixRouter" in window);

const HYDRATED = "slow-connection: React has started";

/**
 * Makes the page say in its console when Remix has started React on it: Playwright cannot evaluate
 * in a page while a navigation from it is on its way. Returns the promise of the first such word.
 */
async function announceHydration(page: Page): Promise<{ hydrated: Promise<void> }> {
  await page.addInitScript((message) => {
    const timer = setInterval(() => {
      if (!("__remixRouter" in window)) return;
      clearInterval(timer);
      console.log(message);
    }, 20);
  }, HYDRATED);
  const hydrated = new Promise<void>((resolve) => page.on("console", (message) => message.text() === HYDRATED && resolve()));
  return { hydrated };
}

/** A candidate signed in on `page`, with a resume on their profile. */
async function candidateWithResume(page: Page) {
  const account = await createAccount(page.request);
  await signIn(page.request, account);
  const upload = await page.request.post("/api/upload/resume", {
    multipart: { resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: fs.readFileSync("test/fixtures/resume.pdf") } },
  });
  expect(upload.status()).toBe(201);
  return account;
}

/** The signed-in candidate's applications to `jobId`. */
async function applicationsTo(page: Page, jobId: number) {
  const response = await page.request.get("/api/me/applications?pageSize=100");
  expect(response.ok()).toBe(true);
  const applications: { job: { id: number }; coverLetter: string | null }[] = await response.json();
  return applications.filter((application) => application.job.id === jobId);
}

test.beforeEach(({}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "a slow bundle and pending labels are about JavaScript");
});

test("an apply form sent before the JavaScript arrives is a plain post that goes through once", async ({ page }) => {
  test.setTimeout(30_000);
  await candidateWithResume(page);
  const job = await createJob();
  const path = `/jobs/${job.id}/apply`;
  const errors = collectErrors(page);
  const releaseScripts = await holdScripts(page);
  const posts: string[] = [];
  let postSent!: () => void;
  const sent = new Promise<void>((resolve) => (postSent = resolve));
  let releasePost!: () => void;
  const postReleased = new Promise<void>((resolve) => (releasePost = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request().url());
      postSent();
      await postReleased;
      await route.continue();
    },
  );

  const announced = await announceHydration(page);
  const restore = await slowConnection(page);
  await page.goto(path, { waitUntil: "commit" });
  const form = page.getByRole("main");
  const letter = `I have inspected two hundred bridges ${uniqueSuffix()}.`;
  await form.getByLabel("Cover letter (optional)", { exact: true }).fill(letter);
  // Back to full speed before the post: while a navigation is on its way, DevTools commands to the
  // page wait for it to end. The post and the scripts are held by hand instead.
  await restore();
  // Not awaited: Playwright's click waits for the navigation it starts, and that is held.
  const clicked = form.getByRole("button", { name: "Submit Application" }).click();
  await sent;
  // The scripts arrive while the post is on its way: React starts on a page that is leaving.
  releaseScripts();
  await announced.hydrated;
  releasePost();
  await clicked;
  await expect(page).toHaveURL(/\/my-applications$/);
  await expectToast(page, "Application submitted", "Your application has been sent successfully!");
  await expect(page.getByRole("article", { name: job.title, exact: true })).toBeVisible();

  expect(posts).toHaveLength(1);
  const applications = await applicationsTo(page, job.id);
  expect(applications).toHaveLength(1);
  expect(applications[0].coverLetter).toBe(letter);
  expect(errors).toEqual([]);
});

test.describe("pending labels show on the enhanced forms while a post is slow", () => {
  test("My Profile's Save Profile: Saving..., the form disabled, then Profile updated", async ({ page }) => {
    await candidateWithResume(page);
    const errors = collectErrors(page);
    await visit(page, "/profile");
    const profile = page.getByRole("region", { name: "Profile Information" });
    const headlineField = profile.getByLabel("Professional Headline", { exact: true });
    const headline = `Bridge inspector ${uniqueSuffix()}`;
    await headlineField.fill(headline);
    const restore = await slowConnection(page);
    await profile.getByRole("button", { name: "Save Profile" }).click();
    const saving = profile.getByRole("button", { name: "Saving..." });
    await expect(saving).toBeVisible();
    await expect(saving).toBeDisabled();
    await expect(headlineField).toBeDisabled();
    await expectToast(page, "Profile updated", "Your profile has been updated successfully.");
    await expect(profile.getByRole("button", { name: "Save Profile" })).toBeEnabled();
    await expect(headlineField).toBeEnabled();
    await expect(headlineField).toHaveValue(headline);
    await restore();
    expect((await currentUser(page)).profile).toMatchObject({ headline });
    expect(errors).toEqual([]);
  });

  test("the apply dialog's Submit Application: Submitting..., disabled, then Application Submitted", async ({ page }) => {
    test.setTimeout(30_000);
    await candidateWithResume(page);
    const job = await createJob();
    const errors = collectErrors(page);
    await visit(page, `/jobs/${job.id}`);
    await page.getByRole("link", { name: "Apply Now", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    const restore = await slowConnection(page);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const submitting = dialog.getByRole("button", { name: "Submitting..." });
    await expect(submitting).toBeVisible();
    await expect(submitting).toBeDisabled();
    // Some 10 s on Slow 3G, each step waiting 2 s: the apply route's manifest entry, its module, its
    // chunks (the page loads them only now), the post, then the page's data.
    await expect(page.getByRole("dialog", { name: "Application Submitted" })).toBeVisible({ timeout: 20_000 });
    await restore();
    await expectToast(page, "Application submitted", "Your application has been sent successfully!");
    await expect(page.getByRole("button", { name: "Applied", exact: true })).toBeVisible();
    expect(await applicationsTo(page, job.id)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

// The searches are GET forms that work as plain HTML; with JavaScript they navigate in the page.
for (const { path, button } of [
  { path: "/jobs", button: "Search" },
  { path: "/", button: "Search Jobs" },
]) {
  test(`nothing breaks while the scripts are loading: the search on ${path}`, async ({ page }) => {
    const title = `Culvert Inspector ${uniqueWord("slow")}`;
    const word = title.split(" ")[2];
    await createJob({ title });
    const errors = collectErrors(page);
    const releaseScripts = await holdScripts(page);
    const restore = await slowConnection(page);
    await page.goto(path, { waitUntil: "commit" });
    const keywords = page.getByRole("main").getByRole("search", { name: "Jobs" }).getByLabel("Keywords", { exact: true });
    await keywords.fill(word);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Specializations").click();
    await expect(nav.getByRole("link", { name: "Construction Management" })).toBeVisible();
    // The rest of the page arrives (slow 3G would take some 10 s more over it).
    await restore();
    releaseScripts();
    await hydrated(page);
    await expect(keywords).toHaveValue(word);
    expect(errors).toEqual([]);

    await page.getByRole("main").getByRole("search", { name: "Jobs" }).getByRole("button", { name: button, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`));
    await expect(page.getByRole("main").getByRole("status")).toHaveText("1 job found");
    await expect(page.getByRole("main").getByRole("link", { name: title, exact: true })).toBeVisible();
    await expect(keywords).toHaveValue(word);
    expect(errors).toEqual([]);
  });
}

// SiteHeader closes its menus after a navigation; it once did so as it started, too.
test("a header dropdown opened while the scripts are loading stays open when they arrive", async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  const restore = await slowConnection(page);
  await page.goto("/jobs", { waitUntil: "commit" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByText("Specializations").click();
  const link = nav.getByRole("link", { name: "Construction Management" });
  await expect(link).toBeVisible();
  await restore();
  releaseScripts();
  await hydrated(page);
  // React's effects have run by the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(link).toBeVisible();
  // And the script's handling works on it: Escape closes it.
  await page.keyboard.press("Escape");
  await expect(link).toBeHidden();
});
