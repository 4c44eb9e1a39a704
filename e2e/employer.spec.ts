import fs from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import {
  accountMenu,
  createAccount,
  createCompanyByPost,
  employerWithCompany,
  expectToast,
  hasJavaScript,
  newCompany,
  registerUser,
  signIn,
  submitLoginForm,
  visit,
  testWithOtherUsers as test,
} from "./helpers";
import { linkIn, newestMailTo } from "./mail";

const PDF = "test/fixtures/resume.pdf";

const TEXT = {
  companySaved: "Company profile saved",
  posted: "Job posted",
  postedDescription: "Your job is live and shows in search now.",
  closed: "Job closed",
  statusUpdated: "Status updated",
  employersOnly: "Only employer accounts can post and manage jobs.",
  notAvailable: "Not available for this account",
  companyFirst: "Tell candidates about your company first: it is shown with every job you post.",
  notFound: "404 Page Not Found",
  salaryOrder: "Minimum salary cannot be above the maximum salary",
  wrongPassword: "Current password is incorrect.",
  passwordChanged: "Password changed",
  passwordChangedDescription: "Your other sessions have been signed out.",
  jobClosed: "This job is closed.",
} as const;

// Set-up through the JSON API and plain posts: the steps these tests are not about (e2e/helpers.ts).

/** A word no other job has: letters only, so search reads it as one word. */
function uniqueKeyword(): string {
  let word = "kt";
  for (let i = 0; i < 8; i += 1) word += String.fromCharCode(97 + Math.floor(Math.random() * 26));
  return word;
}

/** Today as the app writes dates ('MMM d, yyyy', read in UTC), e.g. "Nov 22, 2026". */
function todayUtc(): string {
  return new Date().toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
}

/** The job form on /post-job, filled in with `values` (any left out keep the defaults here). */
async function fillJobForm(form: Locator, values: Partial<Record<string, string>> = {}) {
  const job = {
    title: "Bridge Inspection Engineer",
    location: "Portland, OR",
    employmentType: "Full-time",
    discipline: "Civil Engineering",
    salaryMin: "95000",
    salaryMax: "125000",
    description: "Inspect and rate steel and concrete bridges.\n- PE license\n- Five years of field work",
    ...values,
  };
  await form.getByLabel("Job Title", { exact: true }).fill(job.title);
  await form.getByLabel("Location", { exact: true }).fill(job.location);
  await form.getByLabel("Employment Type", { exact: true }).selectOption({ label: job.employmentType });
  await form.getByLabel("Discipline", { exact: true }).selectOption({ label: job.discipline });
  await form.getByLabel("Minimum Salary (USD)", { exact: true }).fill(job.salaryMin);
  await form.getByLabel("Maximum Salary (USD)", { exact: true }).fill(job.salaryMax);
  await form.getByLabel("Description", { exact: true }).fill(job.description);
  return job;
}

/** The element(s) a field's aria-describedby points at, as one locator. */
async function descriptionOf(page: Page, field: Locator): Promise<Locator> {
  const ids = (await field.getAttribute("aria-describedby"))?.split(/\s+/).filter(Boolean) ?? [];
  expect(ids.length, "aria-describedby").toBeGreaterThan(0);
  return page.locator(ids.map((id) => `[id="${id}"]`).join(", "));
}

test("an employer posts a job, a candidate applies, the employer reviews and closes it", async ({
  page,
  request,
  signedInPage,
}, testInfo) => {
  // Four accounts, three browser contexts and a dozen pages: about 15 s alone, more when the machine is busy.
  test.setTimeout(60_000);
  const js = hasJavaScript(testInfo);

  // The employer registers, creates the company, then posts the job.
  const employer = await registerUser(page, "employer");
  await visit(page, "/post-job");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post a Job");
  await expect(page.getByText(TEXT.companyFirst, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Job Title")).toHaveCount(0);
  const company = newCompany();
  const companyForm = page.getByRole("main");
  await companyForm.getByLabel("Company Name", { exact: true }).fill(company.name);
  await companyForm.getByLabel("Industry", { exact: true }).fill(company.industry);
  await companyForm.getByLabel("Company Size", { exact: true }).selectOption({ label: company.size });
  await companyForm.getByLabel("About the Company", { exact: true }).fill(company.description);
  await companyForm.getByLabel("Website", { exact: true }).fill(company.website);
  await companyForm.getByRole("button", { name: "Create Company" }).click();
  await expectToast(page, TEXT.companySaved);
  await expect(page).toHaveURL(/\/post-job$/);
  await expect(page.getByText(/^Posting as /)).toContainText(company.name);

  const keyword = uniqueKeyword();
  const form = page.getByRole("main");
  const job = await fillJobForm(form, { title: `Bridge Inspection Engineer ${keyword}` });
  await form.getByLabel("Remote position", { exact: true }).check();
  await form.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/\/posted-jobs$/);
  await expectToast(page, TEXT.posted, TEXT.postedDescription);

  const postedCard = page.getByRole("article", { name: job.title, exact: true });
  await expect(postedCard.getByText("Open", { exact: true })).toBeVisible();
  await expect(postedCard.getByText("No applicants yet", { exact: true })).toBeVisible();
  const applicantsHref = await postedCard.getByRole("heading").getByRole("link").getAttribute("href");
  expect(applicantsHref).toMatch(/^\/posted-jobs\/\d+$/);
  const jobId = Number(applicantsHref!.split("/").pop());

  // A candidate, in a browser of their own, finds the job by its keyword and applies with a PDF.
  const candidate = await createAccount(request);
  const candidatePage = await signedInPage(candidate);
  const headline = "Bridge inspector, eight years in the field";
  expect((await candidatePage.request.patch("/api/auth/profile", { data: { headline } })).ok()).toBe(true);
  await visit(candidatePage, "/jobs");
  await candidatePage.getByRole("searchbox", { name: "Keywords" }).fill(keyword);
  await candidatePage.getByRole("button", { name: "Search", exact: true }).click();
  await expect(candidatePage).toHaveURL(new RegExp(`/jobs\\?q=${keyword}$`));
  await expect(candidatePage.getByText(/^\d+ jobs? found/)).toHaveText(/^1 job found/);
  const jobCard = candidatePage.getByRole("article", { name: job.title, exact: true });
  await expect(jobCard.getByText(company.name, { exact: true })).toBeVisible();

  const day = todayUtc();
  await jobCard.getByRole("link", { name: `Apply Now: ${job.title}`, exact: true }).click();
  if (!js) await expect(candidatePage).toHaveURL(new RegExp(`/jobs/${jobId}/apply$`));
  const applyForm = js ? candidatePage.getByRole("dialog", { name: `Apply for ${job.title}` }) : candidatePage.getByRole("main");
  await expect(applyForm.getByRole("radio", { name: "Upload a new resume" })).toBeChecked();
  await applyForm.getByLabel("Resume file", { exact: true }).setInputFiles(PDF);
  const letter = "I have inspected more than two hundred bridges and would like to inspect yours.";
  await applyForm.getByLabel("Cover letter (optional)", { exact: true }).fill(letter);
  await applyForm.getByRole("button", { name: "Submit Application" }).click();
  if (js) await expect(candidatePage.getByRole("dialog", { name: "Application Submitted" })).toBeVisible();
  else await expect(candidatePage).toHaveURL(/\/my-applications$/);
  await expectToast(candidatePage, "Application submitted", "Your application has been sent successfully!");
  // The employer hears of it by e-mail, with a link that opens the applicant's page.
  const told = await newestMailTo(employer.email);
  expect(told.subject).toBe(`New application: ${job.title}`);
  const applicantPath = linkIn(told, `/posted-jobs/${jobId}/applicants/`);
  expect(applicantPath).toMatch(new RegExp(`^/posted-jobs/${jobId}/applicants/\\d+$`));
  await visit(page, applicantPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(candidate.name);

  // The employer opens Posted Jobs, then the job's applicants.
  await visit(page, "/");
  const menu = accountMenu(page, employer);
  await menu.summary.click();
  await menu.panel.getByRole("link", { name: "Posted Jobs" }).click();
  await expect(page).toHaveURL(/\/posted-jobs$/);
  await expect(postedCard.getByRole("navigation", { name: `Applicants for ${job.title} by stage` }).getByRole("link")).toHaveText([
    "All 1",
    "Application Submitted 1",
  ]);
  await postedCard.getByRole("link", { name: `View applicants for ${job.title}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/posted-jobs/${jobId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);

  const applicant = page.getByRole("article", { name: candidate.name, exact: true });
  await expect(applicant.getByRole("heading", { name: candidate.name })).toBeVisible();
  await expect(applicant.getByText(headline, { exact: true })).toBeVisible();
  await expect(applicant.getByRole("link", { name: candidate.email, exact: true })).toHaveAttribute("href", `mailto:${candidate.email}`);
  const applied = applicant.locator("dt", { hasText: /^Applied$/ }).locator("xpath=following-sibling::dd[1]");
  expect([day, todayUtc()]).toContain((await applied.textContent())?.trim());
  await expect(applicant.getByText(letter, { exact: true })).toBeVisible();
  const badge = applicant.locator(".badge-status");
  await expect(badge).toHaveText("Application Submitted");

  const resumeLink = applicant.getByRole("link", { name: /^View Resume/ });
  await expect(resumeLink).toHaveAttribute("target", "_blank");
  const resumeUrl = await resumeLink.getAttribute("href");
  expect(resumeUrl).toMatch(/^\/resumes\/[\w-]+$/);
  const resume = await page.request.get(resumeUrl!);
  expect(resume.status()).toBe(200);
  expect(resume.headers()["content-type"]).toBe("application/pdf");
  expect(await resume.body()).toEqual(fs.readFileSync(PDF));

  const status = applicant.getByLabel(`Status for ${candidate.name}`, { exact: true });
  await expect(status).toHaveValue("applied");
  await status.selectOption({ label: "Under Review" });
  await applicant.getByRole("button", { name: /^Update Status/ }).click();
  await expectToast(page, TEXT.statusUpdated, `${candidate.name}: Under Review`);
  await expect(page).toHaveURL(new RegExp(`/posted-jobs/${jobId}$`));
  await expect(status).toHaveValue("reviewing");
  await expect(badge).toHaveText("Under Review");
  await expect(page.getByRole("navigation", { name: "Applicants by stage" }).getByRole("link", { name: "Under Review 1" })).toBeVisible();

  // The candidate hears of it by e-mail, and sees the new status.
  expect((await newestMailTo(candidate.email)).subject).toBe(`Your application to ${company.name}: Under Review`);
  await candidatePage.goto("/my-applications");
  const application = candidatePage.getByRole("article", { name: job.title, exact: true });
  await expect(application.getByText("Under Review", { exact: true })).toBeVisible();
  await expect(application.getByText("Application Submitted", { exact: true })).toHaveCount(0);

  // Another employer, with a company of their own, learns nothing about the job or the applicant.
  const rival = await createAccount(request, "employer");
  const rivalPage = await signedInPage(rival);
  await createCompanyByPost(rivalPage.request);
  const rivalResponse = await rivalPage.goto(`/posted-jobs/${jobId}`);
  expect(rivalResponse?.status()).toBe(404);
  expect((await rivalPage.goto(applicantPath))?.status()).toBe(404);
  await expect(rivalPage.getByRole("heading", { level: 1 })).toHaveText(TEXT.notFound);
  await expect(rivalPage.getByText(candidate.email)).toHaveCount(0);
  const rivalResume = await rivalPage.request.get(resumeUrl!);
  expect(rivalResume.status()).toBe(404);
  expect(await rivalResume.text()).not.toContain("%PDF");
  // Nor can they act on it: the status form and the close button answer 404 too.
  const applicationId = await applicant.locator('input[name="applicationId"]').inputValue();
  const rivalStatus = await rivalPage.request.post(`/posted-jobs/${jobId}`, { form: { applicationId, status: "hired" } });
  expect(rivalStatus.status()).toBe(404);
  const rivalClose = await rivalPage.request.post("/posted-jobs", { form: { intent: "close", jobId: String(jobId) } });
  expect(rivalClose.status()).toBe(404);
  await visit(page, `/posted-jobs/${jobId}`);
  await expect(badge).toHaveText("Under Review");
  await expect(page.getByRole("main").getByText("Open", { exact: true })).toBeVisible();

  // The employer closes the job: it leaves search, and its page says it is closed.
  await page.getByRole("button", { name: `Close ${job.title}`, exact: true }).click();
  await expectToast(page, TEXT.closed);
  await expect(page).toHaveURL(new RegExp(`/posted-jobs/${jobId}$`));
  await expect(page.getByRole("main").getByText("Closed", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Relist ${job.title}`, exact: true })).toBeVisible();

  await visit(page, `/jobs?q=${keyword}`);
  await expect(page.getByText(/^\d+ jobs? found/)).toHaveText("0 jobs found");
  await expect(page.getByRole("article", { name: job.title })).toHaveCount(0);

  await visit(page, `/jobs/${jobId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
  await expect(page.getByText(TEXT.jobClosed, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Apply Now/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Apply Now/ })).toHaveCount(0);
});

test("a minimum salary above the maximum is refused next to Minimum Salary, keeping what was typed", async ({ page, request }) => {
  await employerWithCompany(page, request);
  await visit(page, "/post-job");
  const form = page.getByRole("main");
  const job = await fillJobForm(form, { salaryMin: "$120,000", salaryMax: "90000" });
  await form.getByLabel("Remote position", { exact: true }).check();
  await form.getByRole("button", { name: "Post Job" }).click();

  const min = form.getByLabel("Minimum Salary (USD)", { exact: true });
  const max = form.getByLabel("Maximum Salary (USD)", { exact: true });
  await expect(min).toHaveAttribute("aria-invalid", "true");
  await expect(min).toHaveAccessibleDescription(new RegExp(TEXT.salaryOrder));
  await expect(await descriptionOf(page, min)).toContainText([TEXT.salaryOrder]);
  await expect(form.getByText(TEXT.salaryOrder, { exact: true })).toBeVisible();
  await expect(max).not.toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/post-job$/);

  // Everything typed is still there.
  await expect(min).toHaveValue("$120,000");
  await expect(max).toHaveValue("90000");
  await expect(form.getByLabel("Job Title", { exact: true })).toHaveValue(job.title);
  await expect(form.getByLabel("Location", { exact: true })).toHaveValue(job.location);
  await expect(form.getByLabel("Employment Type", { exact: true })).toHaveValue(job.employmentType);
  await expect(form.getByLabel("Discipline", { exact: true })).toHaveValue(job.discipline);
  await expect(form.getByLabel("Remote position", { exact: true })).toBeChecked();
  // A browser posting a textarea sends its line breaks as CRLF; the field shows them as LF.
  await expect(form.getByLabel("Description", { exact: true })).toHaveValue(job.description);

  // Nothing was posted.
  const list = await page.request.get("/posted-jobs");
  expect(await list.text()).toContain("No jobs posted yet");
});

test.describe("access", () => {
  test("a job seeker is refused /post-job and /posted-jobs with a 403 that says why", async ({ page, request }) => {
    const candidate = await createAccount(request);
    await signIn(page.request, candidate);
    for (const path of ["/post-job", "/posted-jobs"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.notAvailable);
      await expect(page.getByText(TEXT.employersOnly, { exact: true })).toBeVisible();
      await expect(page.getByLabel("Job Title")).toHaveCount(0);
      await expect(page.getByLabel("Company Name")).toHaveCount(0);
    }
  });

  test("signed out, /posted-jobs asks to sign in and comes back after an employer signs in", async ({ page, request }) => {
    const employer = await createAccount(request, "employer");
    await visit(page, "/posted-jobs");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fposted-jobs$/);
    await expectToast(page, "Authentication Required", "You need to be logged in to access this page.");
    await submitLoginForm(page.getByRole("main"), employer.email, employer.password);
    await expect(page).toHaveURL(/\/posted-jobs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posted Jobs");
    await expect(page.getByText(TEXT.companyFirst, { exact: true })).toBeVisible();
    await expect(accountMenu(page, employer).summary).toBeVisible();
  });
});

test("Settings: a wrong current password is refused; the right one changes it and signs out the other sessions", async ({
  page,
  request,
  signedInPage,
}) => {
  const account = await createAccount(request);
  await signIn(page.request, account);
  const otherPage = await signedInPage(account);
  await otherPage.goto("/settings");
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText("Settings");

  await visit(page, "/settings");
  const card = page.getByRole("region", { name: "Change Password" });
  const current = card.getByLabel("Current Password", { exact: true });
  const newPassword = "Keystone-pass-2";
  const fill = async (currentPassword: string) => {
    await current.fill(currentPassword);
    await card.getByLabel("New Password", { exact: true }).fill(newPassword);
    await card.getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
    await card.getByRole("button", { name: "Change Password" }).click();
  };

  await fill("not-my-password");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription(TEXT.wrongPassword);
  await expect(card.getByText(TEXT.wrongPassword, { exact: true })).toBeVisible();
  // Refused: the old password still signs in, and the other session is still there.
  expect((await request.post("/api/auth/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
  expect((await (await otherPage.request.get("/api/auth/me")).json()).user).toMatchObject({ email: account.email });

  await fill(account.password);
  await expectToast(page, TEXT.passwordChanged, TEXT.passwordChangedDescription);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(current).not.toHaveAttribute("aria-invalid", "true");
  // This session stays signed in.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");

  // The other browser is signed out.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fsettings$/);
  expect((await (await otherPage.request.get("/api/auth/me")).json()).user).toBeNull();

  // The new password works, the old one no longer does.
  expect((await request.post("/api/auth/login", { data: { email: account.email, password: account.password } })).status()).toBe(401);
  expect((await request.post("/api/auth/login", { data: { email: account.email, password: newPassword } })).status()).toBe(200);
});
