import fs from "node:fs";
import { expect, type APIRequestContext } from "@playwright/test";
import { employerWithApplicant, expectToast, newAccount, signIn, testWithOtherUsers as test, uniqueSuffix, visit } from "./helpers";
import { newestMailTo } from "./mail";

// The hiring pipeline (docs/product.md#hiring-pipeline): the counts by stage as links that filter
// the list, the sort, "Move selected" (checkboxes joined to one form by its `form` attribute) and a
// message to a candidate. All plain GETs and posts, so both projects take the same steps.

/** A candidate of this name who applies to the job (signed in on `request`). */
async function applyAs(request: APIRequestContext, jobId: number, name: string) {
  const account = newAccount("candidate", name);
  const registered = await request.post("/api/auth/register", {
    data: { fullName: account.name, email: account.email, password: account.password, role: "candidate" },
  });
  expect(registered.status()).toBe(201);
  await signIn(request, account);
  const upload = await request.post("/api/upload/resume", {
    multipart: { resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: fs.readFileSync("test/fixtures/resume.pdf") } },
  });
  const { resumeUrl } = await upload.json();
  expect((await request.post(`/api/jobs/${jobId}/apply`, { data: { resumeUrl } })).status()).toBe(201);
  return account;
}

test("an employer filters by stage, moves two applicants at once, sorts, and messages one, who gets it by mail", async ({
  page,
  request,
  signedInPage,
}) => {
  test.slow();
  const { job, candidate, employer } = await employerWithApplicant(page, request);
  const ben = await applyAs(request, job.id, "Ben Builder");
  const cal = await applyAs(request, job.id, "Cal Crane");

  // Posted Jobs: the job's counts by stage, each a link to the list at that stage.
  await visit(page, "/posted-jobs");
  const counts = page.getByRole("navigation", { name: `Applicants for ${job.title} by stage`, exact: true });
  await expect(counts.getByRole("link")).toHaveText(["All 3", "Application Submitted 3"]);
  await counts.getByRole("link", { name: "Application Submitted 3" }).click();
  await expect(page).toHaveURL(new RegExp(`/posted-jobs/${job.id}\\?stage=applied$`));
  const stages = page.getByRole("navigation", { name: "Applicants by stage", exact: true });
  await expect(stages.getByRole("link", { name: "Application Submitted 3" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("3 applicants at Application Submitted", { exact: true })).toBeVisible();

  // None selected: said so, nothing moved.
  await page.getByRole("button", { name: "Move Selected" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Select at least one applicant to move." })).toBeVisible();

  // Two selected, moved to Interviewing: they leave this stage's list.
  await page.getByRole("checkbox", { name: `Select ${candidate.name}`, exact: true }).check();
  await page.getByRole("checkbox", { name: `Select ${ben.name}`, exact: true }).check();
  await page.getByLabel("Move selected to", { exact: true }).selectOption({ label: "Interviewing" });
  await page.getByRole("button", { name: "Move Selected" }).click();
  await expectToast(page, "2 applicants moved to Interviewing");
  await expect(page).toHaveURL(new RegExp(`/posted-jobs/${job.id}\\?stage=applied$`));
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name: cal.name, exact: true })).toBeVisible();

  // The Interviewing link lists the two; sorted oldest first, the first applicant leads.
  await stages.getByRole("link", { name: "Interviewing 2" }).click();
  await expect(page).toHaveURL(new RegExp(`/posted-jobs/${job.id}\\?stage=interviewing$`));
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([ben.name, candidate.name]);
  await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Oldest applied" });
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/posted-jobs/${job.id}\\?stage=interviewing&sort=oldest$`));
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([candidate.name, ben.name]);
  // Moving one to the stage it is at changes nothing and says so; the box starts empty again.
  const benBox = page.getByRole("checkbox", { name: `Select ${ben.name}`, exact: true });
  await benBox.check();
  await page.getByLabel("Move selected to", { exact: true }).selectOption({ label: "Interviewing" });
  await page.getByRole("button", { name: "Move Selected" }).click();
  await expectToast(page, "0 applicants moved to Interviewing", "1 was there already.");
  await expect(page).toHaveURL(new RegExp(`/posted-jobs/${job.id}\\?stage=interviewing&sort=oldest$`));
  await expect(benBox).not.toBeChecked();

  // A message to the first candidate, kept in the history.
  const card = page.getByRole("article", { name: candidate.name, exact: true });
  await card.getByRole("link", { name: new RegExp(`^Notes and history of ${candidate.name}`) }).click();
  const text = `Could you come in on Tuesday at 10? ${uniqueSuffix()}`;
  const message = page.getByRole("region", { name: "Message the candidate", exact: true });
  await message.getByRole("button", { name: "Send Message" }).click();
  await expect(message.getByText("Message is required", { exact: true })).toBeVisible();
  await message.getByLabel("Message", { exact: true }).fill(text);
  await message.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Message sent", `${candidate.name} will get it by email.`);
  const history = page.getByRole("region", { name: "History", exact: true });
  const sent = history.getByRole("listitem").filter({ hasText: text });
  await expect(sent).toContainText(`Message sent by ${employer.email}`);
  await expect(history.getByRole("listitem").nth(1)).toContainText("Interviewing");

  // The candidate gets it by mail, from the company, with a reply to the employer's user; My Applications shows the stage.
  await expect
    .poll(async () => (await newestMailTo(candidate.email)).subject, { timeout: 30_000 })
    .toMatch(new RegExp(`^A message from Girder & Span .+ about ${job.title}$`));
  const mail = await newestMailTo(candidate.email);
  expect(mail.text).toContain(text);
  expect(mail.replyTo?.value[0].address).toBe(employer.email);
  const candidatePage = await signedInPage(candidate);
  await visit(candidatePage, "/my-applications");
  await expect(
    candidatePage.getByRole("article", { name: job.title, exact: true }).getByText("Interviewing", { exact: true }),
  ).toBeVisible();
  expect(await candidatePage.content()).not.toContain(text);
});
