import { expect, test, type APIRequestContext, type Locator, type Page, type Request, type TestInfo } from "@playwright/test";
import { createJob, jobIdByTitle, uniqueWord } from "./factories";
import {
  accountMenu,
  createAccount,
  currentUser,
  employerWithApplicant,
  employerWithCompany,
  expectToast,
  hasJavaScript,
  newAccount,
  signIn,
  uniqueSuffix,
  visit,
  type Account,
} from "./helpers";
import { linkIn, newestMailTo } from "./mail";

// A form's post that gets no answer (app/lib/guard-posts.ts): whether the network drops the request,
// the browser goes offline while it is on its way, or was offline already, the page stays with what
// the user typed, the form's failure toast shows, and pressing the button again, once the network is
// back, goes through. Without JavaScript the browser shows its own error page and the Back button
// brings the form back: nothing of ours to test.

type Failure = "dropped" | "cut off" | "offline";

/**
 * Takes the browser offline once the page has loaded the code it loads after it starts (the toast
 * region, the dialogs): a module whose loading the network cut stays failed for the page, and the
 * next navigation to a route sharing its code reloads the page instead, as a real page would.
 */
async function goOffline(page: Page): Promise<() => Promise<void>> {
  await page.waitForLoadState("networkidle");
  await page.context().setOffline(true);
  return () => page.context().setOffline(false);
}

/**
 * Makes the next post to `path` fail as `how`: dropped by the network; cut off, the browser going
 * offline while the post is on its way; or sent offline. The returned function undoes it.
 */
async function failPosts(page: Page, path: string, how: Failure): Promise<() => Promise<void>> {
  if (how === "offline") return goOffline(page);
  const matches = (url: URL) => url.pathname === path;
  if (how === "dropped") {
    await page.route(matches, (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()));
    return () => page.unroute(matches);
  }
  // Only the post is cut off: what the page loads once it has started (the dialogs' code) is in, and
  // so is the code of the route it posts to, which Remix loads beside the post (decision 035, a limit).
  await page.waitForLoadState("networkidle");
  const loadingCode = new Set<Request>();
  const loads = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith("/build/")) loadingCode.add(request);
  };
  const loaded = (request: Request) => loadingCode.delete(request);
  page.on("request", loads).on("requestfinished", loaded).on("requestfailed", loaded);
  await page.route(matches, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    // Remix asks for the route's code as it sends the post: let that request start, then end.
    await page.waitForTimeout(250);
    await expect.poll(() => loadingCode.size).toBe(0);
    await page.context().setOffline(true);
    await route.abort("internetdisconnected");
  });
  return async () => {
    page.off("request", loads).off("requestfinished", loaded).off("requestfailed", loaded);
    await page.unroute(matches);
    await page.context().setOffline(false);
  };
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

const UNREACHABLE = DEFAULT_FAILED.description;
const OFFLINE_SAMPLE = /^(the profile keeps|a resume upload|Logout says|Save job)/;

/** A job the signed-in employer posts with the form's own post. */
async function postedJob(page: Page): Promise<{ id: number; title: string }> {
  const title = `Culvert Inspector ${uniqueSuffix()}`;
  const posted = await page.request.post("/post-job", {
    form: {
      intent: "job",
      title,
      location: "Boise, ID",
      employmentType: "Full-time",
      discipline: "Civil Engineering",
      description: "Inspect culverts under county roads and write up their repairs.",
    },
  });
  expect(posted.ok()).toBe(true);
  return { id: await jobIdByTitle(title), title };
}

/** A candidate signed in on `page` with one weekly job alert; returns how Settings names the alert. */
async function candidateWithAlert(page: Page): Promise<string> {
  await candidate(page);
  const q = uniqueWord("alert");
  expect((await page.request.post("/alerts", { form: { intent: "create", q, frequency: "weekly" } })).ok()).toBe(true);
  return `"${q}"`;
}

/** An employer signed in on `page`, and the path of the page of their job's one applicant. */
async function applicantPage(page: Page, request: APIRequestContext) {
  const { job, candidate } = await employerWithApplicant(page, request);
  const [application] = await (await request.get("/api/me/applications")).json();
  return { path: `/posted-jobs/${job.id}/applicants/${application.id}`, candidate };
}

const AUTH_FORMS = {
  login: {
    path: "/login",
    opener: "Sign In",
    button: "Login",
    failed: { title: "Login failed", description: UNREACHABLE },
    done: "You have been logged in successfully.",
  },
  register: {
    path: "/register",
    opener: "Get Started",
    button: "Create Account",
    failed: { title: "Registration failed", description: UNREACHABLE },
    done: "Your account has been created successfully.",
  },
} as const;

// The enquiry forms are on the discipline and specialty pages (/employer and /healthcare link to them).
const ENQUIRY_FORMS = [
  {
    path: "/civil-engineer-recruiters",
    submit: "Submit Request",
    values: {
      "Company Name": "Acme Dams",
      "Contact Name": "Dana Reyes",
      Email: "dana.reyes@example.com",
      Phone: "(555) 010-0199",
      "Hiring Needs": "Two licensed dam safety engineers in Boise",
      "Additional Details (optional)": "Spillway work starting in March.",
    },
    failed: { title: "Error", description: "Failed to submit your information. Please try again." },
    sent: "Success!",
  },
  {
    path: "/nurse-practitioner-recruiters",
    submit: "Send Request",
    values: {
      "Company Name": "Acme Clinics",
      "Contact Name": "Dana Reyes",
      Email: "dana.reyes@example.com",
      Phone: "(555) 010-0199",
      "Positions to Fill": "3",
      "Hiring Timeline": "Within 60 days",
      "Tell Us About Your Needs": "Family NPs for two rural clinics.",
    },
    failed: { title: "Error", description: "Failed to send your request. Please try again or call us directly." },
    sent: "Request Sent Successfully!",
  },
];

test.beforeEach(({}, testInfo: TestInfo) => {
  test.skip(!hasJavaScript(testInfo), "without JavaScript the browser shows its own error page");
});

// Every form, its post dropped and cut off; the first few sent offline too (the guard's check before
// sending, the same for every form).
for (const how of ["dropped", "cut off", "offline"] as const) {
  test.describe(`a request ${how}`, () => {
    test.beforeEach(({}, testInfo) => {
      test.skip(how === "offline" && !OFFLINE_SAMPLE.test(testInfo.title), "sent offline: a sample of the forms");
    });
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
    test.describe("Settings", () => {
      test("the company form keeps its edits and saves on a retry", async ({ page, request }) => {
        await employerWithCompany(page, request);
        await visit(page, "/settings");
        const form = page.getByRole("region", { name: "Company Profile" });
        const about = `We design levees and flood walls ${uniqueSuffix()}.`;
        await form.getByLabel("About the Company", { exact: true }).fill(about);
        await form.getByLabel("Company Size", { exact: true }).selectOption({ label: "11-50 employees" });
        const restore = await failPosts(page, "/settings", how);
        await form.getByRole("button", { name: "Save Company" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(form.getByLabel("About the Company", { exact: true })).toHaveValue(about);
        await expect(form.getByLabel("Company Size", { exact: true })).toHaveValue("11-50 employees");
        await expect(page).toHaveURL(/\/settings$/);
        await restore();
        await form.getByRole("button", { name: "Save Company" }).click();
        await expectToast(page, "Company profile saved");
        await expect(form.getByLabel("About the Company", { exact: true })).toHaveValue(about);
      });

      test("Change Password keeps the passwords typed and changes it on a retry", async ({ page }) => {
        const account = await candidate(page);
        await visit(page, "/settings");
        const form = page.getByRole("region", { name: "Change Password" });
        const fresh = `Spillway-gate-${uniqueSuffix()}`;
        await form.getByLabel("Current Password", { exact: true }).fill(account.password);
        await form.getByLabel("New Password", { exact: true }).fill(fresh);
        await form.getByLabel("Confirm New Password", { exact: true }).fill(fresh);
        const restore = await failPosts(page, "/settings", how);
        await form.getByRole("button", { name: "Change Password" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(form.getByLabel("Current Password", { exact: true })).toHaveValue(account.password);
        await expect(form.getByLabel("New Password", { exact: true })).toHaveValue(fresh);
        await expect(form.getByLabel("Confirm New Password", { exact: true })).toHaveValue(fresh);
        await expect(page).toHaveURL(/\/settings$/);
        await restore();
        await form.getByRole("button", { name: "Change Password" }).click();
        await expectToast(page, "Password changed", "Your other sessions have been signed out.");
      });

      test("Email Notifications keeps the box unticked and turns them off on a retry", async ({ page }) => {
        await candidate(page);
        await visit(page, "/settings");
        const form = page.getByRole("region", { name: "Email Notifications" });
        const box = form.getByRole("checkbox");
        await expect(box).toBeChecked();
        await box.uncheck();
        const restore = await failPosts(page, "/settings", how);
        await form.getByRole("button", { name: "Save Notifications" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(box).not.toBeChecked();
        await expect(page).toHaveURL(/\/settings$/);
        await restore();
        await form.getByRole("button", { name: "Save Notifications" }).click();
        await expectToast(page, "Notifications saved");
        await expect(box).not.toBeChecked();
      });

      test("a job alert's Pause leaves the alert as it was and pauses it on a retry", async ({ page }) => {
        const alert = await candidateWithAlert(page);
        await visit(page, "/settings");
        const alerts = page.getByRole("region", { name: "Job Alerts" });
        const restore = await failPosts(page, "/alerts", how);
        await alerts.getByRole("button", { name: `Pause ${alert}`, exact: true }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(page).toHaveURL(/\/settings$/);
        await expect(alerts.getByText("Weekly", { exact: true })).toBeVisible();
        await restore();
        await alerts.getByRole("button", { name: `Pause ${alert}`, exact: true }).click();
        await expectToast(page, "Job alert paused");
        await expect(alerts.getByText("Weekly · Paused", { exact: true })).toBeVisible();
      });

      test("a job alert's Delete leaves the alert listed and deletes it on a retry", async ({ page }) => {
        const alert = await candidateWithAlert(page);
        await visit(page, "/settings");
        const alerts = page.getByRole("region", { name: "Job Alerts" });
        const restore = await failPosts(page, "/alerts", how);
        await alerts.getByRole("button", { name: `Delete ${alert}`, exact: true }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(page).toHaveURL(/\/settings$/);
        await expect(alerts.getByRole("link", { name: alert, exact: true })).toBeVisible();
        await restore();
        await alerts.getByRole("button", { name: `Delete ${alert}`, exact: true }).click();
        await expectToast(page, "Job alert deleted");
        await expect(alerts).toContainText("No job alerts yet.");
      });

      test("Sign Out Everywhere leaves the user signed in on Settings and signs out on a retry", async ({ page }) => {
        const account = await candidate(page);
        await visit(page, "/settings");
        const restore = await failPosts(page, "/settings", how);
        await page.getByRole("button", { name: "Sign Out Everywhere" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(page).toHaveURL(/\/settings$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
        await restore();
        expect(await currentUser(page)).toMatchObject({ email: account.email });
        await page.getByRole("button", { name: "Sign Out Everywhere" }).click();
        await expectToast(page, "Signed out everywhere");
        await expect(page).toHaveURL(/\/$/);
        expect(await currentUser(page)).toBeNull();
      });

      test("Delete Account keeps the password typed and the account, and deletes it on a retry", async ({ page }) => {
        const account = await candidate(page);
        await visit(page, "/settings");
        const zone = page.getByRole("region", { name: "Delete Account" });
        await zone.locator("summary").click();
        await zone.getByLabel("Your Password", { exact: true }).fill(account.password);
        const restore = await failPosts(page, "/settings", how);
        await zone.getByRole("button", { name: "Delete My Account" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(zone.getByLabel("Your Password", { exact: true })).toHaveValue(account.password);
        await expect(page).toHaveURL(/\/settings$/);
        await restore();
        expect(await currentUser(page)).toMatchObject({ email: account.email });
        await zone.getByRole("button", { name: "Delete My Account" }).click();
        await expectToast(page, "Account deleted");
        await expect(page).toHaveURL(/\/$/);
        expect(await currentUser(page)).toBeNull();
      });
    });

    test.describe("an employer's jobs", () => {
      test("the company form of /post-job keeps what was typed and creates the company on a retry", async ({ page, request }) => {
        await signIn(page.request, await createAccount(request, "employer"));
        await visit(page, "/post-job");
        const form = page.getByRole("main");
        const name = `Levee & Weir ${uniqueSuffix()}`;
        await form.getByLabel("Company Name", { exact: true }).fill(name);
        await form.getByLabel("Industry", { exact: true }).fill("Water Resources Engineering");
        await form.getByLabel("Company Size", { exact: true }).selectOption({ label: "11-50 employees" });
        await form.getByLabel("About the Company", { exact: true }).fill("We design levees, weirs and flood walls.");
        await form.getByLabel("Website", { exact: true }).fill("https://levee-weir.example.com");
        const restore = await failPosts(page, "/post-job", how);
        await form.getByRole("button", { name: "Create Company" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(form.getByLabel("Company Name", { exact: true })).toHaveValue(name);
        await expect(form.getByLabel("Company Size", { exact: true })).toHaveValue("11-50 employees");
        await expect(form.getByLabel("About the Company", { exact: true })).toHaveValue("We design levees, weirs and flood walls.");
        await expect(page).toHaveURL(/\/post-job$/);
        await restore();
        await form.getByRole("button", { name: "Create Company" }).click();
        await expectToast(page, "Company profile saved");
        await expect(form.getByText(name, { exact: true })).toBeVisible();
      });

      test("Edit job keeps the changes typed and saves them on a retry", async ({ page, request }) => {
        await employerWithCompany(page, request);
        const job = await postedJob(page);
        await visit(page, `/posted-jobs/${job.id}/edit`);
        const form = page.getByRole("main");
        const title = `${job.title} (Senior)`;
        await form.getByLabel("Job Title", { exact: true }).fill(title);
        await form.getByLabel("Location", { exact: true }).fill("Twin Falls, ID");
        const restore = await failPosts(page, `/posted-jobs/${job.id}/edit`, how);
        await form.getByRole("button", { name: "Save Changes" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(form.getByLabel("Job Title", { exact: true })).toHaveValue(title);
        await expect(form.getByLabel("Location", { exact: true })).toHaveValue("Twin Falls, ID");
        await expect(page).toHaveURL(new RegExp(`/posted-jobs/${job.id}/edit$`));
        await restore();
        await form.getByRole("button", { name: "Save Changes" }).click();
        await expectToast(page, "Job updated");
        await expect(page).toHaveURL(/\/posted-jobs$/);
        await expect(page.getByRole("article", { name: title, exact: true })).toBeVisible();
      });

      test("Relist of a closed job keeps the period chosen and relists on a retry", async ({ page, request }) => {
        await employerWithCompany(page, request);
        const job = await postedJob(page);
        expect((await page.request.post("/posted-jobs", { form: { jobId: String(job.id), intent: "close" } })).ok()).toBe(true);
        await visit(page, "/posted-jobs");
        const card = page.getByRole("article", { name: job.title, exact: true });
        const period = card.getByLabel(`Relist ${job.title} for`, { exact: true });
        await period.selectOption({ label: "60 days" });
        const restore = await failPosts(page, "/posted-jobs", how);
        await card.getByRole("button", { name: `Relist ${job.title}`, exact: true }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(period).toHaveValue("60");
        await expect(card.getByText("Closed", { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/posted-jobs$/);
        await restore();
        await card.getByRole("button", { name: `Relist ${job.title}`, exact: true }).click();
        await expectToast(page, "Job relisted");
        await expect(card.getByText("Open", { exact: true })).toBeVisible();
      });

      test("Delete job leaves the job listed and deletes it on a retry", async ({ page, request }) => {
        await employerWithCompany(page, request);
        const job = await postedJob(page);
        await visit(page, "/posted-jobs");
        const card = page.getByRole("article", { name: job.title, exact: true });
        await card.locator("summary").click();
        const restore = await failPosts(page, "/posted-jobs", how);
        await card.getByRole("button", { name: `Delete job ${job.title}`, exact: true }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(card).toBeVisible();
        await expect(page).toHaveURL(/\/posted-jobs$/);
        await restore();
        await card.getByRole("button", { name: `Delete job ${job.title}`, exact: true }).click();
        await expectToast(page, "Job deleted");
        await expect(card).toHaveCount(0);
      });

      test("the applicant page's status keeps its choice and saves on a retry", async ({ page, request }) => {
        const { path, candidate } = await applicantPage(page, request);
        await visit(page, path);
        const status = page.getByLabel(`Status for ${candidate.name}`, { exact: true });
        await status.selectOption({ label: "Under Review" });
        const restore = await failPosts(page, path, how);
        await page.getByRole("button", { name: /^Update Status/ }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(status).toHaveValue("reviewing");
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await restore();
        await page.getByRole("button", { name: /^Update Status/ }).click();
        await expectToast(page, "Status updated", `${candidate.name}: Under Review`);
      });

      test("the applicant page's private note keeps what was typed and is added on a retry", async ({ page, request }) => {
        const { path } = await applicantPage(page, request);
        await visit(page, path);
        const notes = page.getByRole("region", { name: "Notes", exact: true });
        const note = `Ask about the Snake River crossing ${uniqueSuffix()}`;
        await notes.getByLabel("Note", { exact: true }).fill(note);
        const restore = await failPosts(page, path, how);
        await notes.getByRole("button", { name: "Add Note" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(notes.getByLabel("Note", { exact: true })).toHaveValue(note);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await restore();
        await notes.getByRole("button", { name: "Add Note" }).click();
        await expectToast(page, "Note added");
        await expect(notes.getByRole("listitem").filter({ hasText: note })).toBeVisible();
      });

      test("the applicant page's message to the candidate keeps what was typed and is sent on a retry", async ({ page, request }) => {
        const { path } = await applicantPage(page, request);
        await visit(page, path);
        const form = page.getByRole("region", { name: "Message the candidate", exact: true });
        const text = `Could you come in on Tuesday? ${uniqueSuffix()}`;
        await form.getByLabel("Message", { exact: true }).fill(text);
        const restore = await failPosts(page, path, how);
        await form.getByRole("button", { name: "Send Message" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(form.getByLabel("Message", { exact: true })).toHaveValue(text);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await restore();
        await form.getByRole("button", { name: "Send Message" }).click();
        await expectToast(page, "Message sent");
        await expect(
          page.getByRole("region", { name: "History", exact: true }).getByRole("listitem").filter({ hasText: text }),
        ).toBeVisible();
      });
    });

    test.describe("a candidate", () => {
      test("the job alert prompt on /jobs keeps the frequency chosen and saves the alert on a retry", async ({ page }) => {
        await candidate(page);
        await visit(page, "/jobs?q=bridge");
        const prompt = page.getByRole("group", { name: "Email me jobs like these" });
        await prompt.getByLabel("How often").selectOption("weekly");
        const restore = await failPosts(page, "/alerts", how);
        await prompt.getByRole("button", { name: "Create Alert" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(prompt.getByLabel("How often")).toHaveValue("weekly");
        await expect(page).toHaveURL(/\/jobs\?q=bridge$/);
        await restore();
        await prompt.getByRole("button", { name: "Create Alert" }).click();
        await expectToast(page, "Job alert saved", 'We will email you weekly about new jobs: "bridge".');
      });

      for (const where of ["dialog", "page"] as const) {
        test(`the apply ${where} keeps the resume and cover letter and sends the application on a retry`, async ({ page }) => {
          await candidate(page);
          const job = await createJob();
          let form: Locator;
          if (where === "dialog") {
            await visit(page, `/jobs/${job.id}`);
            await page.getByRole("link", { name: "Apply Now", exact: true }).click();
            form = page.getByRole("dialog", { name: `Apply for ${job.title}` });
          } else {
            await visit(page, `/jobs/${job.id}/apply`);
            form = page.getByRole("main");
          }
          const letter = `I have inspected two hundred bridges ${uniqueSuffix()}.`;
          await form.getByLabel("Resume file", { exact: true }).setInputFiles("test/fixtures/resume.pdf");
          await form.getByLabel("Cover letter (optional)", { exact: true }).fill(letter);
          const restore = await failPosts(page, `/jobs/${job.id}/apply`, how);
          await form.getByRole("button", { name: "Submit Application" }).click();
          await expectToast(page, "Application failed", "Failed to submit application");
          await expect(form.getByLabel("Cover letter (optional)", { exact: true })).toHaveValue(letter);
          const file = form.getByLabel("Resume file", { exact: true });
          expect(await file.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("resume.pdf");
          await expect(page).toHaveURL(new RegExp(where === "dialog" ? `/jobs/${job.id}$` : `/jobs/${job.id}/apply$`));
          await restore();
          await form.getByRole("button", { name: "Submit Application" }).click();
          if (where === "dialog") await expect(page.getByRole("dialog", { name: "Application Submitted" })).toBeVisible();
          else await expect(page).toHaveURL(/\/my-applications$/);
          await expectToast(page, "Application submitted");
        });
      }
    });

    test.describe("signing in", () => {
      for (const kind of ["login", "register"] as const) {
        const auth = AUTH_FORMS[kind];
        for (const inDialog of [true, false]) {
          test(`${inDialog ? `the dialog's ${kind} form` : `the ${auth.path} page`} keeps what was typed and succeeds on a retry`, async ({
            page,
            request,
          }) => {
            const account = kind === "login" ? await createAccount(request) : newAccount();
            let form: Locator;
            if (inDialog) {
              await visit(page, "/jobs");
              await page.getByRole("banner").getByRole("link", { name: auth.opener }).click();
              form = page.getByRole("dialog", { name: "Welcome to Keystone Talent" });
            } else {
              await visit(page, auth.path);
              form = page.getByRole("main");
            }
            if (kind === "register") await form.getByLabel("Full Name", { exact: true }).fill(account.name);
            await form.getByLabel("Email", { exact: true }).fill(account.email);
            await form.getByLabel("Password", { exact: true }).fill(account.password);
            const restore = await failPosts(page, auth.path, how);
            await form.getByRole("button", { name: auth.button, exact: true }).click();
            await expectToast(page, auth.failed.title, auth.failed.description);
            await expect(form.getByLabel("Email", { exact: true })).toHaveValue(account.email);
            await expect(form.getByLabel("Password", { exact: true })).toHaveValue(account.password);
            await expect(page).toHaveURL(new RegExp(`${inDialog ? "/jobs" : auth.path}$`));
            await restore();
            await form.getByRole("button", { name: auth.button, exact: true }).click();
            await expectToast(page, "Success", auth.done);
            expect(await currentUser(page)).toMatchObject({ email: account.email });
          });
        }
      }

      test("/forgot-password keeps the email typed and sends the link on a retry", async ({ page, request }) => {
        const account = await createAccount(request);
        await visit(page, "/forgot-password");
        const form = page.getByRole("main");
        await form.getByLabel("Email", { exact: true }).fill(account.email);
        const restore = await failPosts(page, "/forgot-password", how);
        await form.getByRole("button", { name: "Send reset link" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(form.getByLabel("Email", { exact: true })).toHaveValue(account.email);
        await expect(page).toHaveURL(/\/forgot-password$/);
        await restore();
        await form.getByRole("button", { name: "Send reset link" }).click();
        await expect(page).toHaveURL(/\/forgot-password\?sent$/);
        await expect(form.getByRole("status")).toContainText("Check your email.");
      });

      test("/reset-password keeps the new password typed and sets it on a retry", async ({ page, request }) => {
        const account = await createAccount(request);
        expect((await request.post("/api/auth/forgot-password", { data: { email: account.email } })).ok()).toBe(true);
        const link = linkIn(await newestMailTo(account.email), "/reset-password?token=");
        await visit(page, link);
        const form = page.getByRole("main");
        const fresh = `fresh passphrase ${uniqueSuffix()}`;
        await form.getByLabel("New password", { exact: true }).fill(fresh);
        await form.getByLabel("Confirm new password", { exact: true }).fill(fresh);
        const restore = await failPosts(page, "/reset-password", how);
        await form.getByRole("button", { name: "Set new password" }).click();
        await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
        await expect(form.getByLabel("New password", { exact: true })).toHaveValue(fresh);
        await expect(form.getByLabel("Confirm new password", { exact: true })).toHaveValue(fresh);
        await expect(page).toHaveURL(/\/reset-password\?token=/);
        await restore();
        await form.getByRole("button", { name: "Set new password" }).click();
        await expectToast(page, "Password reset");
        expect(await currentUser(page)).toMatchObject({ email: account.email });
      });
    });

    for (const enquiry of ENQUIRY_FORMS) {
      test(`the enquiry form on ${enquiry.path} keeps every value and sends on a retry`, async ({ page }) => {
        await visit(page, enquiry.path);
        const form = page.locator("section#contact form");
        await expect(form).toHaveAttribute("action", /\?js$/);
        const values = { ...enquiry.values, "Company Name": `${enquiry.values["Company Name"]} ${uniqueSuffix()}` };
        for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
        const restore = await failPosts(page, enquiry.path, how);
        await form.getByRole("button", { name: enquiry.submit, exact: true }).click();
        await expectToast(page, enquiry.failed.title, enquiry.failed.description);
        for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
        await expect(page).toHaveURL(new RegExp(`${enquiry.path}$`));
        await restore();
        await form.getByRole("button", { name: enquiry.submit, exact: true }).click();
        await expectToast(page, enquiry.sent);
        await expect(form.getByLabel("Company Name", { exact: true })).toHaveValue("");
      });
    }

    test("/unsubscribe keeps its page and unsubscribes on a retry", async ({ page, request }) => {
      const { employer } = await employerWithApplicant(page, request);
      const link = linkIn(await newestMailTo(employer.email), "/unsubscribe?token=");
      await visit(page, link);
      const restore = await failPosts(page, "/unsubscribe", how);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
      await expect(page.getByText("Stop the emails about new applications to your company's jobs?")).toBeVisible();
      await expect(page).toHaveURL(/\/unsubscribe\?token=/);
      await restore();
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("status").filter({ hasText: "You are unsubscribed" })).toBeVisible();
    });
  });
}

// The searches and filters are GET forms: with JavaScript Remix navigates and loads the next page's
// data. Offline the guard stops a submitted form before it is sent, as it does a post (the filters
// and the search as one types submit their form too). A dropped GET is not answered in the server's
// place (a page's data has a shape of its own): the page becomes the error page at the new address,
// which says the server could not be reached and whose Try again asks for the same address again.
interface GetForm {
  name: string;
  path: string;
  form: (main: Locator) => Locator;
  field: string;
  value: string;
  /** Sent when its button is pressed, when an option is chosen, or as the user types (after a pause). */
  applies: "on-press" | "on-change" | "as-typed";
  button?: string;
  /** The address the form leads to. */
  done: RegExp;
}

const jobSearch = (main: Locator) => main.getByRole("search", { name: "Jobs" });

const GET_FORMS: GetForm[] = [
  {
    name: "the search on /jobs",
    path: "/jobs",
    form: jobSearch,
    field: "Keywords",
    value: "culvert",
    applies: "on-press",
    button: "Search",
    done: /\/jobs\?q=culvert$/,
  },
  {
    name: "a filter on /jobs",
    path: "/jobs",
    form: jobSearch,
    field: "Discipline",
    value: "Civil Engineering",
    applies: "on-change",
    button: "Search",
    done: /\/jobs\?discipline=Civil/,
  },
  {
    name: "the hero search on /",
    path: "/",
    form: jobSearch,
    field: "Keywords",
    value: "culvert",
    applies: "on-press",
    button: "Search Jobs",
    done: /\/jobs\?q=culvert$/,
  },
  {
    name: "the featured jobs' filter on /",
    path: "/",
    form: (main) => main.getByRole("form", { name: "Filter featured jobs" }),
    field: "Discipline",
    value: "Civil Engineering",
    applies: "on-change",
    done: /\/\?discipline=Civil/,
  },
  {
    name: "the search on /project-management",
    path: "/project-management",
    form: (main) => main.getByRole("search", { name: "Project Management jobs" }),
    field: "Search Project Management jobs",
    value: "scheduler",
    applies: "as-typed",
    button: "Search",
    done: /\/project-management\?q=scheduler$/,
  },
];

/** Types the keyword (and presses the button when that is what sends it), or chooses the option. */
async function sendGetForm(form: Locator, spec: GetForm) {
  const field = form.getByLabel(spec.field, { exact: true });
  if (spec.applies === "on-change") await field.selectOption({ label: spec.value });
  else await field.fill(spec.value);
  if (spec.applies === "on-press") await form.getByRole("button", { name: spec.button, exact: true }).click();
}

/** Makes the data requests of the page's next navigation fail as `how`; the returned function undoes it. */
async function failGets(page: Page, how: Failure): Promise<() => Promise<void>> {
  if (how === "offline") return goOffline(page);
  const matches = (url: URL) => url.searchParams.has("_data");
  await page.route(matches, (route) => route.abort("connectionreset"));
  return () => page.unroute(matches);
}

async function expectKept(form: Locator, spec: GetForm) {
  const field = form.getByLabel(spec.field, { exact: true });
  if (spec.applies === "on-change") await expect(field.locator("option:checked")).toHaveText(spec.value);
  else await expect(field).toHaveValue(spec.value);
}

for (const spec of GET_FORMS) {
  test(`${spec.name}, sent offline, keeps the page and what was chosen, and goes on a retry`, async ({ page }) => {
    await visit(page, spec.path);
    const form = spec.form(page.getByRole("main"));
    const restore = await failGets(page, "offline");
    await sendGetForm(form, spec);
    await expectToast(page, DEFAULT_FAILED.title, DEFAULT_FAILED.description);
    await expectKept(form, spec);
    await expect(page).toHaveURL(new RegExp(`${spec.path === "/" ? "" : spec.path}/?$`));
    await restore();
    if (spec.button) await form.getByRole("button", { name: spec.button, exact: true }).click();
    else await sendGetForm(form, spec);
    await expect(page).toHaveURL(spec.done);
    await expectKept(spec.form(page.getByRole("main")), spec);
  });

  test(`${spec.name}, its request dropped, says the server could not be reached, and Try again goes on`, async ({ page }) => {
    await visit(page, spec.path);
    const form = spec.form(page.getByRole("main"));
    const restore = await failGets(page, "dropped");
    await sendGetForm(form, spec);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText(DEFAULT_FAILED.description)).toBeVisible();
    await expect(page).toHaveURL(spec.done);
    await restore();
    await page.getByRole("main").getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(spec.done);
    await expectKept(spec.form(page.getByRole("main")), spec);
  });
}

test("a page offline when it falls idle loads its dialogs' code once back online, and moves on without reloading", async ({ page }) => {
  // The page's idle work (loading its dialogs' code ahead) waits until the test says the page is idle.
  await page.addInitScript(() => {
    const waiting: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => waiting.push(callback);
    window.cancelIdleCallback = () => {};
    const fallIdle = () => waiting.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    Object.assign(window, { fallIdle });
  });
  await candidate(page);
  await visit(page, "/settings");
  const backOnline = await goOffline(page);
  const triedOffline: string[] = [];
  const tried = (request: Request) => triedOffline.push(request.url());
  page.on("request", tried);
  await page.evaluate(() => (window as unknown as { fallIdle: () => void }).fallIdle());
  await page.waitForTimeout(250); // what the idle work starts is tried, and fails offline, at once
  page.off("request", tried);
  // A module that fails to load stays failed for the page, and with it every route that shares its code.
  expect(triedOffline).toEqual([]);
  const dialogCode = page.waitForRequest(/\/build\/.*dialog-panel-/);
  await backOnline();
  await dialogCode;
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Keystone Talent/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
