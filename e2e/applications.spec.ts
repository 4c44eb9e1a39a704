import fs from "node:fs";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { createJob, type Job, type JobOverrides } from "./factories";
import { accountMenu, createAccount, expectToast, hasJavaScript, registerUser, submitLoginForm, toast, visit } from "./helpers";

const PDF = "test/fixtures/resume.pdf";
const DOCX = "test/fixtures/resume.docx";

const TEXT = {
  signInTitle: "Authentication Required",
  signInDescription: "Please sign in to apply for jobs.",
  noResume: "You haven't uploaded a resume yet. Upload one now to apply.",
  invalidType: "Invalid file type: Please upload a PDF, DOC, or DOCX file.",
  tooLarge: "File too large: File size must be less than 10MB.",
  submitted: "Application Submitted",
  successTitle: "Application submitted",
  successDescription: "Your application has been sent successfully!",
  failedTitle: "Application failed",
  candidatesOnly: "Only job seeker accounts can apply for jobs.",
  alreadyApplied: "You have already applied for this job.",
  statusApplied: "Application Submitted",
  loadFailed: "Failed to load applications. Please try again.",
  emptyTitle: "No applications yet",
  emptyDescription: "Start exploring job opportunities and apply to positions that match your skills.",
  signedOutHeading: "Please log in to view your applications",
  signedOutText: "You need to be logged in to access this page.",
} as const;

/** A remote job of the test's own, with a salary at both ends unless told otherwise. */
function remoteJob(overrides: JobOverrides = {}): Promise<Job> {
  return createJob({ remote: 1, location: "Remote (US)", salary_min: 95_000, salary_max: 125_000, ...overrides });
}

// Setup through the JSON API (the page's cookies, so as the signed-in user).

/** Uploads a resume for the signed-in user: it becomes their profile's resume. Returns its URL. */
async function uploadResumeByApi(page: Page, file = PDF): Promise<string> {
  const response = await page.request.post("/api/upload/resume", {
    multipart: { resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: fs.readFileSync(file) } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).resumeUrl;
}

async function applyByApi(page: Page, job: Job, resumeUrl: string, coverLetter?: string) {
  const response = await page.request.post(`/api/jobs/${job.id}/apply`, { data: { resumeUrl, coverLetter } });
  expect(response.status()).toBe(201);
}

/** A candidate signed in through /register, with a resume on their profile. */
async function candidateWithResume(page: Page) {
  const account = await registerUser(page);
  const resumeUrl = await uploadResumeByApi(page);
  return { account, resumeUrl };
}

/** Today as the app writes dates ('MMM d, yyyy', read in UTC), e.g. "Nov 22, 2026". */
function todayUtc(): string {
  return new Date().toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `before`, then today's date, as a pattern: midnight (UTC) may pass while the test runs. */
const todaySince = (before: string) => `(${[...new Set([before, todayUtc()])].map(escapeRegExp).join("|")})`;

// The Apply Now links and the Applied buttons.

/** "Apply Now: <job title>", the name of a card's button. */
const titledName = (label: string, title: string) => `${label}: ${title}`;

/** The first Apply Now of a job page (the one at the end carries the job title). */
const applyNowOnJobPage = (page: Page) => page.getByRole("link", { name: "Apply Now", exact: true });
const applyNowOnCard = (page: Page, job: Job) => page.getByRole("link", { name: titledName("Apply Now", job.title), exact: true });
const appliedOnJobPage = (page: Page) => page.getByRole("button", { name: "Applied", exact: true });
const appliedOnCard = (page: Page, job: Job) => page.getByRole("button", { name: titledName("Applied", job.title), exact: true });

// The application form: the dialog with JavaScript, /jobs/:id/apply without.

function applicationForm(page: Page, testInfo: TestInfo, job: Job): Locator {
  return hasJavaScript(testInfo) ? page.getByRole("dialog", { name: `Apply for ${job.title}` }) : page.getByRole("main");
}

function fields(form: Locator) {
  return {
    existing: form.getByRole("radio", { name: "Use my existing resume" }),
    upload: form.getByRole("radio", { name: "Upload a new resume" }),
    file: form.getByLabel("Resume file", { exact: true }),
    coverLetter: form.getByLabel("Cover letter (optional)", { exact: true }),
    submit: form.getByRole("button", { name: "Submit Application" }),
  };
}

/** Clicks Apply Now and returns the form it leads to. */
async function openApplication(page: Page, testInfo: TestInfo, job: Job, applyNow: Locator): Promise<Locator> {
  await applyNow.click();
  if (!hasJavaScript(testInfo)) {
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply for ${job.title}`);
  }
  const form = applicationForm(page, testInfo, job);
  await expect(form).toBeVisible();
  await expect(fields(form).submit).toBeVisible();
  return form;
}

/** After Submit Application: the dialog closes and toasts (JavaScript), or My Applications with the toast. */
async function expectApplicationSent(page: Page, testInfo: TestInfo) {
  if (hasJavaScript(testInfo)) {
    const dialog = page.getByRole("dialog", { name: TEXT.submitted });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  } else {
    await expect(page).toHaveURL(/\/my-applications$/);
  }
  await expectToast(page, TEXT.successTitle, TEXT.successDescription);
}

/** What /jobs/:id/apply shows instead of the form once the user has applied. */
async function expectAlreadyApplied(page: Page, day: string) {
  const main = page.getByRole("main");
  await expect(main.getByText(TEXT.alreadyApplied, { exact: true })).toBeVisible();
  await expect(main.getByText(/ You applied on /)).toHaveText(
    new RegExp(`^${escapeRegExp(TEXT.alreadyApplied)} You applied on ${todaySince(day)}\\.$`),
  );
  await expect(main.getByText(TEXT.statusApplied, { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "View My Applications" })).toHaveAttribute("href", "/my-applications");
  await expect(fields(main).submit).toHaveCount(0);
}

// My Applications

const applicationCard = (page: Page, job: Job) => page.getByRole("article", { name: job.title, exact: true });
const viewResume = (card: Locator) => card.getByRole("link", { name: /^View Resume/ });

test.describe("Apply Now", () => {
  test("links to the job's apply page from job cards and from the job page", async ({ page }) => {
    // A featured project management job: a card on home, on /jobs and on /project-management.
    await createJob({ featured: 1, discipline: "Project Management", location: "New York, NY" });
    for (const path of ["/", "/jobs", "/project-management"]) {
      await page.goto(path);
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("link", { name: /^Apply Now/ }) })
        .first();
      const titleLink = card.getByRole("heading").getByRole("link");
      const title = (await titleLink.textContent()) ?? "";
      const jobHref = await titleLink.getAttribute("href");
      expect(jobHref, path).toMatch(/^\/jobs\/\d+$/);
      await expect(card.getByRole("link", { name: titledName("Apply Now", title), exact: true })).toHaveAttribute(
        "href",
        `${jobHref}/apply`,
      );
    }

    const job = await remoteJob();
    await visit(page, `/jobs/${job.id}`);
    await expect(applyNowOnJobPage(page)).toHaveAttribute("href", `/jobs/${job.id}/apply`);
    await expect(applyNowOnCard(page, job)).toHaveAttribute("href", `/jobs/${job.id}/apply`);
  });

  test("signed out, it asks to sign in and then comes back to the application", async ({ page, request }, testInfo) => {
    const account = await createAccount(request);
    const job = await remoteJob();
    await visit(page, `/jobs/${job.id}`);
    await applyNowOnJobPage(page).click();
    await expectToast(page, TEXT.signInTitle, TEXT.signInDescription);

    if (hasJavaScript(testInfo)) {
      const authDialog = page.getByRole("dialog", { name: "Welcome to Keystone Talent" });
      await expect(authDialog.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
      await submitLoginForm(authDialog, account.email, account.password);
      await expect(authDialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    } else {
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fjobs%2F${job.id}%2Fapply$`));
      await submitLoginForm(page.getByRole("main"), account.email, account.password);
      await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply for ${job.title}`);
    }

    const form = applicationForm(page, testInfo, job);
    await expect(form.getByText(TEXT.noResume, { exact: true })).toBeVisible();
    await expect(fields(form).upload).toBeChecked();
    await expect(fields(form).existing).toBeDisabled();
    await expect(fields(form).file).toBeVisible();
    // Without JavaScript the browser checks that a file is chosen.
    if (!hasJavaScript(testInfo)) await expect(fields(form).file).toHaveAttribute("required");
    await expect(fields(form).submit).toBeVisible();
    await expect(accountMenu(page, account).summary).toBeVisible();
  });

  test("an employer who signs in from Apply Now is told why there is no form", async ({ page, request }, testInfo) => {
    const employer = await createAccount(request, "employer");
    const job = await remoteJob();
    await visit(page, `/jobs/${job.id}`);
    await applyNowOnJobPage(page).click();
    if (hasJavaScript(testInfo)) {
      await submitLoginForm(page.getByRole("dialog", { name: "Welcome to Keystone Talent" }), employer.email, employer.password);
    } else {
      await submitLoginForm(page.getByRole("main"), employer.email, employer.password);
    }
    // The refusal outlasts the sign-in's own toast.
    if (hasJavaScript(testInfo)) await expectToast(page, TEXT.failedTitle, TEXT.candidatesOnly);
    else await expect(page.getByText(TEXT.candidatesOnly, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
  });

  test("an employer is refused", async ({ page }, testInfo) => {
    await registerUser(page, "employer");
    const job = await remoteJob();
    await visit(page, `/jobs/${job.id}`);
    await applyNowOnJobPage(page).click();
    if (hasJavaScript(testInfo)) {
      await expectToast(page, TEXT.failedTitle, TEXT.candidatesOnly);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    } else {
      await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply for ${job.title}`);
      await expect(page.getByText(TEXT.candidatesOnly, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Back to the job" })).toHaveAttribute("href", `/jobs/${job.id}`);
    }

    const pageResponse = await page.request.get(`/jobs/${job.id}/apply`);
    expect(pageResponse.status()).toBe(403);
    expect(await pageResponse.text()).toContain(TEXT.candidatesOnly);
    const api = await page.request.post(`/api/jobs/${job.id}/apply`, { data: { resumeUrl: "/resumes/none" } });
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ message: TEXT.candidatesOnly });
  });
});

test.describe("applying", () => {
  test("with the resume already on the profile", async ({ page }, testInfo) => {
    const { resumeUrl } = await candidateWithResume(page);
    const job = await remoteJob();
    const day = todayUtc();
    // The remote jobs, newest (the test's own) first.
    await visit(page, "/jobs?remote=true");
    const form = await openApplication(page, testInfo, job, applyNowOnCard(page, job));
    const { existing, upload, file, submit } = fields(form);

    await expect(form.getByRole("group", { name: "Resume", exact: true })).toBeVisible();
    await expect(existing).toBeChecked();
    await expect(upload).not.toBeChecked();
    await expect(form.getByText(TEXT.noResume)).toHaveCount(0);
    await expect(form.getByRole("link", { name: /^View current resume/ })).toHaveAttribute("href", resumeUrl);
    if (hasJavaScript(testInfo)) {
      await expect(file).toBeHidden();
    } else {
      // Without JavaScript the file input is always there, but only needed for a new resume.
      await expect(file).toBeVisible();
      await expect(file).not.toHaveAttribute("required");
    }
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectApplicationSent(page, testInfo);

    if (hasJavaScript(testInfo)) {
      await expect(appliedOnCard(page, job)).toBeDisabled();
      await expect(appliedOnCard(page, job)).toBeFocused();
      await expect(applyNowOnCard(page, job)).toHaveCount(0);
      await page.goto("/my-applications");
    }
    const card = applicationCard(page, job);
    await expect(card.getByText(/^Applied on /)).toHaveText(new RegExp(`^Applied on ${todaySince(day)}$`));
    await expect(viewResume(card)).toHaveAttribute("href", resumeUrl);
  });

  test("to another job with a newly uploaded resume and a cover letter", async ({ page }, testInfo) => {
    const { resumeUrl: firstResume } = await candidateWithResume(page);
    const first = await remoteJob();
    const second = await remoteJob();
    await applyByApi(page, first, firstResume);

    await visit(page, `/jobs/${second.id}`);
    const form = await openApplication(page, testInfo, second, applyNowOnJobPage(page));
    const { upload, file, coverLetter, submit } = fields(form);
    await upload.check();
    await expect(file).toBeVisible();
    await file.setInputFiles(DOCX);
    const letter = "I have shipped three perception stacks to production. I would love to do the fourth with you.";
    await coverLetter.fill(letter);
    await submit.click();
    await expectApplicationSent(page, testInfo);

    if (hasJavaScript(testInfo)) {
      await expect(appliedOnJobPage(page)).toBeDisabled();
      await page.goto("/my-applications");
    }
    const firstCard = applicationCard(page, first);
    const secondCard = applicationCard(page, second);
    await expect(viewResume(firstCard)).toHaveAttribute("href", firstResume);
    await expect(secondCard.getByText(letter, { exact: true })).toBeVisible();
    const secondResume = await viewResume(secondCard).getAttribute("href");
    expect(secondResume).toMatch(/^\/resumes\/[\w-]+$/);
    expect(secondResume).not.toBe(firstResume);

    // The new file is the one sent, and it is now the profile's resume too.
    const sent = await page.request.get(secondResume!);
    expect(sent.status()).toBe(200);
    expect(await sent.body()).toEqual(fs.readFileSync(DOCX));
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.user.profile.primaryResumeUrl).toBe(secondResume);
  });

  test("without JavaScript, choosing a file is enough to send it as the new resume", async ({ page }, testInfo) => {
    test.skip(hasJavaScript(testInfo), "with JavaScript the file input only shows for Upload a new resume");
    const { resumeUrl } = await candidateWithResume(page);
    const job = await remoteJob();
    await page.goto(`/jobs/${job.id}/apply`);
    const { existing, file, submit } = fields(page.getByRole("main"));
    await expect(existing).toBeChecked();
    await file.setInputFiles(DOCX);
    await submit.click();
    await expectApplicationSent(page, testInfo);

    const sent = await viewResume(applicationCard(page, job)).getAttribute("href");
    expect(sent).not.toBe(resumeUrl);
    expect(await (await page.request.get(sent!)).body()).toEqual(fs.readFileSync(DOCX));
  });

  test("a second time to the same job is refused, and the job says Applied", async ({ page }, testInfo) => {
    const { resumeUrl } = await candidateWithResume(page);
    const job = await remoteJob();
    const day = todayUtc();
    await visit(page, `/jobs/${job.id}`);
    // Applied meanwhile, say in another tab: this page still offers Apply Now.
    await applyByApi(page, job, resumeUrl);

    if (hasJavaScript(testInfo)) {
      const form = await openApplication(page, testInfo, job, applyNowOnJobPage(page));
      await fields(form).submit.click();
      await expectToast(page, TEXT.failedTitle, TEXT.alreadyApplied);
      await form.getByRole("button", { name: "Close" }).click();
      await expect(form).toBeHidden();
    } else {
      await applyNowOnJobPage(page).click();
      await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
      await expectAlreadyApplied(page, day);
      await visit(page, `/jobs/${job.id}`);
    }
    await expect(appliedOnJobPage(page)).toBeDisabled();
    await expect(appliedOnCard(page, job)).toBeDisabled();
    await expect(page.getByRole("link", { name: /^Apply Now/ })).toHaveCount(0);

    // Replayed posts: the page's form, the dialog's (which wants data back) and the JSON API.
    const formPost = await page.request.post(`/jobs/${job.id}/apply`, { multipart: { resumeChoice: "existing" } });
    expect(formPost.status()).toBe(409);
    expect(await formPost.text()).toContain(TEXT.alreadyApplied);
    const dialogPost = await page.request.post(`/jobs/${job.id}/apply?dialog&_data=${encodeURIComponent("routes/jobs.$id_.apply")}`, {
      multipart: { resumeChoice: "existing" },
    });
    expect(dialogPost.status()).toBe(409);
    expect(await dialogPost.json()).toMatchObject({ message: TEXT.alreadyApplied });
    const apiPost = await page.request.post(`/api/jobs/${job.id}/apply`, { data: { resumeUrl } });
    expect(apiPost.status()).toBe(409);
    expect(await apiPost.json()).toEqual({ message: TEXT.alreadyApplied });
  });
});

test.describe("My Applications", () => {
  test("shows the job, the date, the resume, the cover letter, the status and the salary", async ({ page }) => {
    const { resumeUrl } = await candidateWithResume(page);
    const job = await remoteJob();
    const day = todayUtc();
    const letter = "Dear hiring team, I build robots that see.";
    await applyByApi(page, job, resumeUrl, letter);

    await page.goto("/my-applications");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Applications");
    const card = applicationCard(page, job);
    const title = card.getByRole("link", { name: job.title, exact: true });
    await expect(title).toHaveAttribute("href", `/jobs/${job.id}`);
    await expect(card.getByText(job.company.name, { exact: true })).toBeVisible();
    await expect(card.getByText(job.location, { exact: true })).toBeVisible();
    await expect(card.getByText(job.employmentType, { exact: true })).toBeVisible();
    await expect(card.getByText("Remote", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Applied on /)).toHaveText(new RegExp(`^Applied on ${todaySince(day)}$`));
    await expect(viewResume(card)).toHaveAttribute("href", resumeUrl);
    await expect(viewResume(card)).toHaveAttribute("target", "_blank");
    await expect(card.getByText(letter, { exact: true })).toBeVisible();
    await expect(card.getByText(TEXT.statusApplied, { exact: true })).toBeVisible();
    const thousands = (amount: number) => `$${Math.round(amount / 1000)}k`;
    await expect(card.getByText(`${thousands(job.salaryMin!)} - ${thousands(job.salaryMax!)}`, { exact: true })).toBeVisible();

    await title.click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
  });

  test("withdraws an application once it is confirmed: Withdrawn, updated, and no Withdraw after", async ({ page }) => {
    const { resumeUrl } = await candidateWithResume(page);
    const job = await remoteJob();
    await applyByApi(page, job, resumeUrl);
    await page.goto("/my-applications");
    const card = applicationCard(page, job);
    const confirm = card.getByRole("button", { name: "Withdraw Application", exact: true });
    await expect(confirm).toBeHidden();
    await card.locator("summary", { hasText: "Withdraw" }).click();
    await expect(
      card.getByText("The employer will see that you withdrew it, and it cannot be sent again. Withdraw this application?"),
    ).toBeVisible();
    // On a phone the open confirmation stays within the card.
    await page.setViewportSize({ width: 390, height: 844 });
    const [cardBox, confirmBox] = [(await card.boundingBox())!, (await confirm.boundingBox())!];
    expect(confirmBox.x + confirmBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(confirmBox.height).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await confirm.click();

    await expectToast(page, "Application withdrawn", job.title);
    await expect(page).toHaveURL(/\/my-applications$/);
    await expect(card.getByText("Withdrawn", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Applied on /)).toHaveText(/ · Updated on /);
    await expect(card.locator("summary")).toHaveCount(0);
  });

  test("shows a salary known at one end only as $Nk+ or Up to, as everywhere else", async ({ page }) => {
    const { resumeUrl } = await candidateWithResume(page);
    const minOnly = await remoteJob({ salary_min: 70_000, salary_max: null });
    const maxOnly = await remoteJob({ salary_min: null, salary_max: 90_000 });
    await applyByApi(page, minOnly, resumeUrl);
    await applyByApi(page, maxOnly, resumeUrl);

    await page.goto("/my-applications");
    await expect(applicationCard(page, minOnly).getByText("$70k+", { exact: true })).toBeVisible();
    await expect(applicationCard(page, maxOnly).getByText("Up to $90k", { exact: true })).toBeVisible();
  });

  test("signed out, asks to log in", async ({ page }) => {
    await page.goto("/my-applications");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(TEXT.signedOutHeading);
    await expect(main.getByText(TEXT.signedOutText, { exact: true })).toBeVisible();
  });

  test("with no applications yet, points to the jobs", async ({ page }) => {
    await registerUser(page);
    await page.goto("/my-applications");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: TEXT.emptyTitle, exact: true })).toBeVisible();
    await expect(main.getByText(TEXT.emptyDescription, { exact: true })).toBeVisible();
    const browse = main.getByRole("link", { name: "Browse Jobs" });
    await expect(browse).toHaveAttribute("href", "/jobs");
    await browse.click();
    await expect(page).toHaveURL(/\/jobs$/);
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

  test("without a resume, the dialog asks for one and checks the file before sending anything", async ({ page }, testInfo) => {
    await registerUser(page);
    const job = await remoteJob();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/apply")) posts.push(request.url());
    });
    await visit(page, `/jobs/${job.id}`);
    const form = await openApplication(page, testInfo, job, applyNowOnJobPage(page));
    const { existing, upload, file, submit } = fields(form);
    await expect(form.getByText(TEXT.noResume, { exact: true })).toBeVisible();
    await expect(existing).toBeDisabled();
    await expect(existing).not.toBeChecked();
    await expect(upload).toBeChecked();
    await expect(file).toBeVisible();
    await expect(submit).toBeDisabled();

    await file.setInputFiles({ name: "resume.txt", mimeType: "text/plain", buffer: Buffer.from("not a resume") });
    await expect(form.getByRole("alert")).toHaveText(TEXT.invalidType);
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(submit).toBeDisabled();

    await file.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(11 * 1024 * 1024) });
    await expect(form.getByRole("alert")).toHaveText(TEXT.tooLarge);
    await expect(submit).toBeDisabled();

    await file.setInputFiles(PDF);
    await expect(form.getByRole("alert")).toBeHidden();
    await expect(submit).toBeEnabled();
    expect(posts).toEqual([]);
  });

  test("the file input shows only for Upload a new resume, and Submit needs a resume", async ({ page }, testInfo) => {
    await candidateWithResume(page);
    const job = await remoteJob();
    await visit(page, `/jobs/${job.id}`);
    const form = await openApplication(page, testInfo, job, applyNowOnJobPage(page));
    const { existing, upload, file, submit } = fields(form);
    await expect(existing).toBeChecked();
    await expect(file).toBeHidden();
    await expect(submit).toBeEnabled();

    await upload.check();
    await expect(file).toBeVisible();
    await expect(submit).toBeDisabled();
    await existing.check();
    await expect(file).toBeHidden();
    await expect(submit).toBeEnabled();
  });

  test("the dialog shows Submitting..., then Application Submitted, closes after 2 seconds and gives focus to Applied", async ({
    page,
  }, testInfo) => {
    await candidateWithResume(page);
    const job = await remoteJob();
    await page.route(
      (url) => url.pathname === `/jobs/${job.id}/apply`,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    await visit(page, `/jobs/${job.id}`);
    const form = await openApplication(page, testInfo, job, applyNowOnJobPage(page));
    await fields(form).submit.click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();

    // Polled often, to time the close.
    const submitted = page.getByRole("dialog", { name: TEXT.submitted });
    await expect.poll(() => submitted.isVisible(), { intervals: [25], timeout: 10_000 }).toBe(true);
    const shownAt = Date.now();
    await expect(submitted.getByText(`Your application for ${job.title} at ${job.company.name} is on its way.`)).toBeVisible();
    await expect(toast(page, TEXT.successTitle)).toHaveCount(0);
    await expect.poll(() => submitted.isVisible(), { intervals: [25], timeout: 5_000 }).toBe(false);
    const openFor = Date.now() - shownAt;
    expect(openFor).toBeGreaterThanOrEqual(1_800);
    expect(openFor).toBeLessThan(3_000);

    await expectToast(page, TEXT.successTitle, TEXT.successDescription);
    const applied = appliedOnJobPage(page);
    await expect(applied).toBeFocused();
    await expect(applied).toBeDisabled();
    await expect(applied).toHaveAttribute("aria-disabled", "true");

    // Applied does nothing (it is aria-disabled, so Playwright has to be forced to click it).
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await applied.click({ force: true });
    await expect(applied).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(toast(page, TEXT.failedTitle)).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("when the application never reaches the server, the dialog stays with its failure toast (docs/product.md#wording)", async ({
    page,
  }, testInfo) => {
    await candidateWithResume(page);
    const job = await remoteJob();
    await visit(page, `/jobs/${job.id}`);
    const form = await openApplication(page, testInfo, job, applyNowOnJobPage(page));
    await fields(form).coverLetter.fill("Kept for another try.");
    await page.route(
      (url) => url.pathname === `/jobs/${job.id}/apply` && url.searchParams.has("dialog"),
      (route) => route.abort("internetdisconnected"),
    );
    await fields(form).submit.click();
    await expectToast(page, TEXT.failedTitle, "Failed to submit application");
    await expect(fields(form).coverLetter).toHaveValue("Kept for another try.");
    await expect(fields(form).submit).toBeEnabled();
  });

  test("the /jobs/:id/apply page still works once JavaScript has loaded", async ({ page }) => {
    await candidateWithResume(page);
    const job = await remoteJob();
    await page.goto(`/jobs/${job.id}/apply`);
    const main = page.getByRole("main");
    // Hydrated: with a resume on the profile, the file input goes until Upload a new resume is chosen.
    await expect(fields(main).file).toBeHidden();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Apply for ${job.title}`, { timeout: 2_000 });
    await expect(fields(main).existing).toBeChecked({ timeout: 2_000 });
  });

  test("My Applications shows three skeleton cards while it loads", async ({ page }) => {
    const { account, resumeUrl } = await candidateWithResume(page);
    const job = await remoteJob();
    await applyByApi(page, job, resumeUrl);
    await visit(page, "/jobs");
    await page.route(
      (url) => url.pathname === "/my-applications" && url.searchParams.has("_data"),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      },
    );
    const menu = accountMenu(page, account);
    await menu.summary.click();
    await menu.panel.getByRole("link", { name: "My Applications" }).click();

    const skeletons = page.getByTestId("application-skeleton");
    await expect(skeletons).toHaveCount(3);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Applications");
    await expect(applicationCard(page, job)).toBeVisible({ timeout: 10_000 });
    await expect(skeletons).toHaveCount(0);
  });

  test("My Applications says when the applications fail to load", async ({ page }) => {
    const { account } = await candidateWithResume(page);
    await visit(page, "/jobs");
    await page.route(
      (url) => url.pathname === "/my-applications" && url.searchParams.has("_data"),
      (route) => route.fulfill({ status: 500, body: "{}", contentType: "application/json" }),
    );
    const menu = accountMenu(page, account);
    await menu.summary.click();
    await menu.panel.getByRole("link", { name: "My Applications" }).click();
    await expect(page.getByText(TEXT.loadFailed, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/my-applications");
    await expect(page.getByTestId("application-skeleton")).toHaveCount(0);
  });
});
