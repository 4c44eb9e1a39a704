import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { createJob } from "./factories";
import {
  accountMenu,
  createAccount,
  employerWithApplicant,
  employerWithCompany,
  expectToast,
  hasJavaScript,
  signIn,
  uniqueSuffix,
  visit,
  type Account,
} from "./helpers";

// A form's post that gets no answer (app/lib/guard-posts.ts): whether the network drops the request
// or the browser is offline, the page stays with what the user typed, the form's failure toast shows,
// and pressing the button again, once the network is back, goes through. Without JavaScript the
// browser shows its own error page and the Back button brings the form back: nothing of ours to test.

type Failure = "dropped" | "offline";

/** Makes the next post to `path` fail as `how`; the returned function undoes it. */
async function failPosts(page: Page, path: string, how: Failure): Promise<() => Promise<void>> {
  if (how === "offline") {
    await page.context().setOffline(true);
    return () => page.context().setOffline(false);
  }
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()));
  return () => page.unroute(matches);
}

const PROFILE_FAILED = { title: "Error", description: "Failed to update profile. Please try again." };
const UPLOAD_FAILED = { title: "Upload failed", description: "Failed to upload resume. Please try again." };
const LOGOUT_FAILED = "Failed to logout. Please try again.";
const DEFAULT_FAILED = { title: "Error", description: "Could not reach the server. Please check your connection and try again." };

async function candidate(page: Page): Promise<Account> {
  const account = await createAccount(page.request);
  await signIn(page.request, account);
  return account;
}

test.beforeEach(({}, testInfo: TestInfo) => {
  test.skip(!hasJavaScript(testInfo), "without JavaScript the browser shows its own error page");
});

for (const how of ["dropped", "offline"] as const) {
  test.describe(`a request ${how}`, () => {
    test("the profile keeps its edits, says 'Failed to update profile', and saves on a retry", async ({ page }) => {
      await candidate(page);
      await visit(page, "/profile");
      const form = page.getByRole("region", { name: "Profile Information" });
      const headline = `Dam Engineer ${uniqueSuffix()}`;
      await form.getByLabel("Professional Headline").fill(headline);
      const restore = await failPosts(page, "/profile", how);
      await form.getByRole("button", { name: "Save Profile" }).click();
      await expectToast(page, PROFILE_FAILED.title, PROFILE_FAILED.description);
      await expect(form.getByLabel("Professional Headline")).toHaveValue(headline);
      await restore();
      await form.getByRole("button", { name: "Save Profile" }).click();
      await expectToast(page, "Profile updated");
      await expect(form.getByLabel("Professional Headline")).toHaveValue(headline);
    });

    test("a resume upload says 'Upload failed', keeps the file chosen, and uploads on a retry", async ({ page }) => {
      await candidate(page);
      await visit(page, "/profile");
      const card = page.getByRole("region", { name: "Resume" });
      await card.getByLabel("Resume file").setInputFiles("test/fixtures/resume.pdf");
      const restore = await failPosts(page, "/profile", how);
      await card.getByRole("button", { name: /^(Upload|Update) Resume$/ }).click();
      await expectToast(page, UPLOAD_FAILED.title, UPLOAD_FAILED.description);
      expect(await card.getByLabel("Resume file").evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("resume.pdf");
      await restore();
      await card.getByRole("button", { name: /^(Upload|Update) Resume$/ }).click();
      await expect(card.getByRole("link", { name: "View current resume" })).toBeVisible();
    });

    test("Logout says 'Failed to logout', leaves the user signed in, and signs out on a retry", async ({ page }) => {
      const account = await candidate(page);
      await visit(page, "/jobs");
      const menu = accountMenu(page, account);
      await menu.summary.click();
      const restore = await failPosts(page, "/logout", how);
      await menu.panel.getByRole("button", { name: "Logout" }).click();
      await expectToast(page, LOGOUT_FAILED);
      await expect(page).toHaveURL(/\/jobs$/);
      await expect(menu.summary).toBeVisible();
      await restore();
      await menu.panel.getByRole("button", { name: "Logout" }).click();
      await expect(menu.summary).toHaveCount(0);
    });

    test("an employer's new job keeps what was typed and posts on a retry", async ({ page, request }) => {
      await employerWithCompany(page, request);
      await visit(page, "/post-job");
      const form = page.getByRole("main");
      const title = `Culvert Engineer ${uniqueSuffix()}`;
      await form.getByLabel("Job Title", { exact: true }).fill(title);
      await form.getByLabel("Location", { exact: true }).fill("Boise, ID");
      await form.getByLabel("Employment Type", { exact: true }).selectOption({ label: "Full-time" });
      await form.getByLabel("Discipline", { exact: true }).selectOption({ label: "Civil Engineering" });
      await form.getByLabel("Description", { exact: true }).fill("Design and inspect culverts under county roads.");
      const restore = await failPosts(page, "/post-job", how);
      await form.getByRole("button", { name: "Post Job" }).click();
      await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
      await expect(form.getByLabel("Job Title", { exact: true })).toHaveValue(title);
      await expect(form.getByLabel("Description", { exact: true })).toHaveValue("Design and inspect culverts under county roads.");
      await restore();
      await form.getByRole("button", { name: "Post Job" }).click();
      await expect(page).toHaveURL(/\/posted-jobs$/);
      await expect(page.getByRole("article", { name: title, exact: true })).toBeVisible();
    });

    test("an applicant's status keeps its choice and saves on a retry", async ({ page, request }) => {
      const { job } = await employerWithApplicant(page, request);
      await visit(page, `/posted-jobs/${job.id}`);
      const status = page.getByRole("main").getByLabel(/^Status for /);
      await status.selectOption({ label: "Under Review" });
      const restore = await failPosts(page, `/posted-jobs/${job.id}`, how);
      await page.getByRole("main").getByRole("button", { name: "Update Status" }).click();
      await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
      await expect(status).toHaveValue("reviewing");
      await restore();
      await page.getByRole("main").getByRole("button", { name: "Update Status" }).click();
      await expectToast(page, "Status updated");
    });

    test("Save job fails without losing the page, and saves on a retry", async ({ page }) => {
      await candidate(page);
      const job = await createJob();
      await visit(page, `/jobs/${job.id}`);
      const restore = await failPosts(page, "/saved-jobs", how);
      await page.getByRole("main").getByRole("button", { name: "Save job", exact: true }).click();
      await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
      await restore();
      await page.getByRole("main").getByRole("button", { name: "Save job", exact: true }).click();
      await expect(page.getByRole("main").getByRole("button", { name: "Saved", exact: true })).toBeVisible();
    });

    test("closing a job from its applicants' page keeps the page, and closes on a retry", async ({ page, request }) => {
      const { job } = await employerWithApplicant(page, request);
      await visit(page, `/posted-jobs/${job.id}`);
      const restore = await failPosts(page, "/posted-jobs", how);
      await page.getByRole("button", { name: `Close ${job.title}`, exact: true }).click();
      await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
      await expect(page).toHaveURL(new RegExp(`/posted-jobs/${job.id}$`));
      await expect(page.getByRole("main").getByText("Open", { exact: true })).toBeVisible();
      await restore();
      await page.getByRole("button", { name: `Close ${job.title}`, exact: true }).click();
      await expectToast(page, "Job closed");
      await expect(page).toHaveURL(new RegExp(`/posted-jobs/${job.id}$`));
    });
  });
}
