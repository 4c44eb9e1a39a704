import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Result } from "axe-core";
import { createCompany, createEnquiry, createJob, userIdByEmail } from "./factories";
import { createAccount, employerWithApplicant, employerWithCompany, signIn, visit } from "./helpers";
import { addStaff, secretOf, signInNewStaff, totpCode } from "./staff-helpers";

// axe-core (WCAG 2.0 to 2.2, A and AA, and best practices) on the main pages, the dialogs open and
// the forms showing errors: no serious or critical violation. axe runs inside the page, so these
// run in the "js" project only. There each page is checked as React leaves it and, with the app's
// scripts blocked, as the server sends it to a browser without JavaScript.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const MODES = ["with JavaScript", "without JavaScript"] as const;
type Mode = (typeof MODES)[number];

test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  "axe runs in the page; the js project also checks the pages without the app's scripts",
);

const describe = (violation: Result) =>
  `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
    .slice(0, 5)
    .map((node) => node.target.join(" "))
    .join(", ")}`;

async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map(describe), `serious or critical accessibility problems on ${what}`).toEqual([]);
}

/** Opens `path` as a browser with JavaScript has it, or as the server sends it (the app's scripts blocked). */
async function open(page: Page, path: string, mode: Mode) {
  if (mode === "without JavaScript") {
    await page.route("**/build/**/*.js", (route) => route.abort());
    await page.goto(path);
  } else {
    await visit(page, path);
  }
}

/** A candidate signed in on `page`, with a resume and an application to a job of their own. */
async function candidateWithApplication(page: Page) {
  const account = await createAccount(page.request);
  await signIn(page.request, account);
  const job = await createJob();
  const upload = await page.request.post("/api/upload/resume", {
    multipart: {
      resume: {
        name: "resume.pdf",
        mimeType: "application/pdf",
        buffer: await import("node:fs").then((fs) => fs.readFileSync("test/fixtures/resume.pdf")),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const { resumeUrl } = await upload.json();
  expect((await page.request.post(`/api/jobs/${job.id}/apply`, { data: { resumeUrl, coverLetter: "I build bridges." } })).status()).toBe(
    201,
  );
  return account;
}

/** The page of the one application to the job (the candidate, signed in on `request`, reads its id). */
async function applicantPath(page: Page, request: APIRequestContext, jobId: number) {
  const [application] = await (await request.get("/api/me/applications")).json();
  return `/posted-jobs/${jobId}/applicants/${application.id}`;
}

for (const mode of MODES) {
  test.describe(mode, () => {
    const publicPages = [
      "/",
      "/jobs",
      "/jobs?q=zyzzogeton",
      "/jobs/:id",
      "/jobs/:id/report",
      "/companies/:company",
      "/companies/:company?q=zyzzogeton",
      "/employers",
      "/login",
      "/register",
      "/forgot-password",
      "/forgot-password?sent",
      "/reset-password?token=not-a-real-one",
      "/no-such-page",
      "/employer",
      "/civil-engineer-recruiters",
      "/healthcare",
      "/nurse-practitioner-recruiters",
      "/project-management",
      "/privacy",
    ];
    for (const path of publicPages) {
      test(`${path}`, async ({ page }) => {
        // A job page: a job made for the test, with a similar one to list.
        const jobPath = async () => {
          const job = await createJob();
          await createJob({ title: job.title });
          return `/jobs/${job.id}`;
        };
        // A company page: a company with two open jobs.
        const companyPath = async () => {
          const company = await createCompany();
          await createJob({ company });
          await createJob({ company });
          return path.replace(":company", company.slug);
        };
        const target = path.startsWith("/jobs/:id")
          ? path.replace("/jobs/:id", await jobPath())
          : path.startsWith("/companies/")
            ? await companyPath()
            : path;
        await open(page, target, mode);
        await expectAccessible(page, `${path} ${mode}`);
      });
    }

    test("a candidate's /profile, /my-applications, /saved-jobs, apply page, search (with the alert form) and /settings", async ({
      page,
    }) => {
      // Six pages, each scanned by axe, after a registration and an application: past 30 s on a busy machine.
      test.slow();
      await candidateWithApplication(page);
      const other = await createJob();
      // Saved Jobs with an open job and a closed one (its badge and note).
      const closed = await createJob({ closed_at: new Date().toISOString() });
      for (const job of [other, closed]) expect((await page.request.put(`/api/me/saved-jobs/${job.id}`)).status()).toBe(201);
      for (const path of ["/profile", "/my-applications", "/saved-jobs", `/jobs/${other.id}/apply`, "/jobs?q=bridge", "/settings"]) {
        await open(page, path, mode);
        await expectAccessible(page, `${path} ${mode}`);
      }
      // Withdraw's confirmation, open.
      await open(page, "/my-applications", mode);
      await page.locator("summary", { hasText: "Withdraw" }).first().click();
      await expectAccessible(page, `/my-applications with Withdraw open ${mode}`);
    });

    test("an employer's /post-job, /posted-jobs, applicants, an applicant's page, job form and /settings", async ({ page, request }) => {
      // Nine pages, each scanned by axe, after an employer, a job and an applicant are made.
      test.slow();
      const { job } = await employerWithApplicant(page, request);
      const applicant = await applicantPath(page, request, job.id);
      const filtered = `/posted-jobs/${job.id}?stage=applied`;
      for (const path of [
        "/post-job",
        "/posted-jobs",
        `/posted-jobs/${job.id}`,
        filtered,
        applicant,
        `/posted-jobs/${job.id}/edit`,
        "/settings",
      ]) {
        await open(page, path, mode);
        await expectAccessible(page, `${path} ${mode}`);
      }
      // A closed job: its Relist control, and the edit form without a closing date.
      expect((await page.request.post("/posted-jobs", { form: { intent: "close", jobId: String(job.id) } })).ok()).toBe(true);
      for (const path of ["/posted-jobs", `/posted-jobs/${job.id}/edit`]) {
        await open(page, path, mode);
        await expectAccessible(page, `${path} with a closed job ${mode}`);
      }
    });

    test("the staff sign-in's setup, its recovery codes, the code form and /staff", async ({ page }) => {
      test.slow();
      const staff = addStaff();
      // The password as the /login form posts it (the page's cookies): the second factor awaited.
      expect((await page.request.post("/login", { form: { email: staff.email, password: staff.password } })).ok()).toBe(true);
      await open(page, "/staff/two-factor", mode);
      await expectAccessible(page, `/staff/two-factor, the setup ${mode}`);
      const secret = secretOf(await page.getByTestId("totp-secret").innerText());
      await page.getByLabel("6-digit code", { exact: true }).fill("000000");
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByRole("alert").first()).toBeVisible();
      await expectAccessible(page, `/staff/two-factor, a wrong code ${mode}`);
      await page.getByLabel("6-digit code", { exact: true }).fill(await totpCode(secret));
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
      await expectAccessible(page, `/staff/two-factor, the recovery codes ${mode}`);
      await open(page, "/staff", mode);
      await expectAccessible(page, `/staff ${mode}`);
      // The code form of later sign-ins.
      expect((await page.request.post("/logout", { form: {} })).ok()).toBe(true);
      expect((await page.request.post("/login", { form: { email: staff.email, password: staff.password } })).ok()).toBe(true);
      await open(page, "/staff/two-factor", mode);
      await expectAccessible(page, `/staff/two-factor, the code ${mode}`);
    });

    test("the staff console: enquiries, one enquiry with a refused note, jobs, one hidden job, accounts, one account, the audit log", async ({
      page,
      request,
    }) => {
      test.slow();
      await signInNewStaff(page.request);
      const enquiry = await createEnquiry();
      const job = await createJob();
      const candidate = await createAccount(request);
      const userId = await userIdByEmail(candidate.email);
      expect((await page.request.post(`/staff/jobs/${job.id}`, { form: { intent: "hide", reason: "A test of the scan." } })).ok()).toBe(
        true,
      );
      for (const path of [
        "/staff/enquiries",
        `/staff/enquiries/${enquiry.id}`,
        "/staff/jobs",
        `/staff/jobs/${job.id}`,
        `/staff/users?email=${encodeURIComponent(candidate.email)}`,
        `/staff/users/${userId}`,
        "/staff/audit",
      ]) {
        await open(page, path, mode);
        await expectAccessible(page, `${path} ${mode}`);
      }
      // A note of spaces only, refused by its field.
      await open(page, `/staff/enquiries/${enquiry.id}`, mode);
      await page.getByLabel("Note", { exact: true }).fill("   ");
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByLabel("Note", { exact: true })).toHaveAccessibleDescription("Write a note");
      // The refusal's summary took the focus and scrolled the page: where a button above it ends
      // up under the sticky header, axe counts the header's links as overlapping targets. Scanned
      // from the top, as every other page here is.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, `/staff/enquiries/:id with a refused note ${mode}`);
    });

    test("at a phone's width, home and /jobs", async ({ page }) => {
      // Two pages scanned by axe: past 30 s on a busy machine.
      test.slow();
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of ["/", "/jobs"]) {
        await open(page, path, mode);
        await expectAccessible(page, `${path} at 390 px ${mode}`);
      }
    });

    // Forms showing errors. Without JavaScript the browser's own checks stop empty or malformed
    // fields, so these send what only the server refuses.

    test("sign-in refused", async ({ page }) => {
      await open(page, "/login", mode);
      const form = page.getByRole("main");
      await form.getByLabel("Email", { exact: true }).fill("nobody@example.com");
      await form.getByLabel("Password", { exact: true }).fill("not the password");
      await form.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByText("Invalid credentials. Please try again.").first()).toBeVisible();
      await expectAccessible(page, `/login refused ${mode}`);
    });

    test("the profile with an address that is not a web address", async ({ page }) => {
      await candidateWithApplication(page);
      await open(page, "/profile", mode);
      const form = page.getByRole("region", { name: "Profile Information" });
      await form.getByLabel("LinkedIn URL").fill("javascript:alert(1)");
      await form.getByRole("button", { name: "Save Profile" }).click();
      await expect(form.getByText("Invalid URL")).toBeVisible();
      await expectAccessible(page, `/profile with an error ${mode}`);
    });

    test("a job whose minimum salary is above its maximum", async ({ page, request }) => {
      await employerWithCompany(page, request);
      await open(page, "/post-job", mode);
      await page.getByLabel("Job Title", { exact: true }).fill("Bridge Inspection Engineer");
      await page.getByLabel("Location", { exact: true }).fill("Portland, OR");
      await page.getByLabel("Employment Type", { exact: true }).selectOption({ label: "Full-time" });
      await page.getByLabel("Discipline", { exact: true }).selectOption({ label: "Civil Engineering" });
      await page.getByLabel("Minimum Salary (USD)", { exact: true }).fill("150000");
      await page.getByLabel("Maximum Salary (USD)", { exact: true }).fill("90000");
      await page.getByLabel("Description", { exact: true }).fill("Inspect and rate steel and concrete bridges across the state.");
      await page.getByRole("button", { name: "Post Job" }).click();
      await expect(page.getByText("Minimum salary cannot be above the maximum salary")).toBeVisible();
      await expectAccessible(page, `/post-job with an error ${mode}`);
    });

    test("an applicant's page with a note of spaces only", async ({ page, request }) => {
      // Nine pages, each scanned by axe, after an employer, a job and an applicant are made.
      test.slow();
      const { job } = await employerWithApplicant(page, request);
      await open(page, await applicantPath(page, request, job.id), mode);
      const notes = page.getByRole("region", { name: "Notes", exact: true });
      await notes.getByLabel("Note", { exact: true }).fill("   ");
      await notes.getByRole("button", { name: "Add Note" }).click();
      await expect(notes.getByText("Note is required", { exact: true })).toBeVisible();
      await expectAccessible(page, `an applicant's page with an error ${mode}`);
    });

    test("the report form sent without a reason, and a job held back by reports", async ({ page }) => {
      const job = await createJob();
      await open(page, `/jobs/${job.id}/report`, mode);
      // The browser's own check would stop the post: the server's answer is what is scanned.
      await page.locator("#job-report").evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: "Send Report" }).click();
      await expect(page.getByText("Choose what is wrong with the job").first()).toBeVisible();
      await expectAccessible(page, `/jobs/:id/report with an error ${mode}`);
      const held = await createJob({ held_at: new Date().toISOString(), closed_at: new Date().toISOString() });
      await open(page, `/jobs/${held.id}`, mode);
      await expect(page.getByText("This job is under review.")).toBeVisible();
      await expectAccessible(page, `a held job's page ${mode}`);
    });

    test("Settings with a wrong current password", async ({ page }) => {
      const account = await createAccount(page.request);
      await signIn(page.request, account);
      await open(page, "/settings", mode);
      const card = page.getByRole("region", { name: "Change Password" });
      await card.getByLabel("Current Password", { exact: true }).fill("not my password");
      await card.getByLabel("New Password", { exact: true }).fill("another-pass-1");
      await card.getByLabel("Confirm New Password", { exact: true }).fill("another-pass-1");
      await card.getByRole("button", { name: "Change Password" }).click();
      await expect(page.getByText("Current password is incorrect.")).toBeVisible();
      await expectAccessible(page, `/settings with an error ${mode}`);
    });
  });
}

test.describe("with JavaScript only", () => {
  test("the auth dialog, on both tabs, and its forms' errors", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Sign In" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Welcome to Keystone Talent" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "the auth dialog, Login");
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await expectAccessible(page, "the auth dialog's Login errors");
    await dialog.getByRole("tab", { name: "Register" }).click();
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByText("Full name is required")).toBeVisible();
    await expectAccessible(page, "the auth dialog's Register errors");
  });

  test("the apply dialog", async ({ page }) => {
    await candidateWithApplication(page);
    await visit(page, "/jobs");
    await page
      .getByRole("link", { name: /^Apply Now: / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: /^Apply for / });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "the apply dialog");
  });

  test("the enquiry forms sent empty", async ({ page }) => {
    for (const path of ["/civil-engineer-recruiters", "/nurse-practitioner-recruiters"]) {
      await visit(page, path);
      const form = page.locator("section#contact form");
      await form.getByRole("button", { name: /Submit Request|Send Request/ }).click();
      await expect(form.locator("[aria-invalid=true]").first()).toBeVisible();
      await expectAccessible(page, `the enquiry form on ${path} with errors`);
    }
  });
});
