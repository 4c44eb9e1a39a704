import { expect } from "@playwright/test";
import { employerWithApplicant, expectToast, testWithOtherUsers as test, uniqueSuffix, visit } from "./helpers";

// An applicant's page (docs/product.md#pages): the employer's private notes and the application's
// history. The note and status forms are plain posts, so both projects take the same steps.

test("an employer adds a private note and changes the status; both show on the applicant's page, and the candidate never sees the note", async ({
  page,
  request,
  signedInPage,
}) => {
  test.setTimeout(60_000);
  const { job, candidate, employer } = await employerWithApplicant(page, request);

  // From the job's applicants to the applicant's page.
  await visit(page, `/posted-jobs/${job.id}`);
  const card = page.getByRole("article", { name: candidate.name, exact: true });
  await card.getByRole("link", { name: `Notes and history of ${candidate.name} (0 notes)`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/posted-jobs/${job.id}/applicants/\\d+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(candidate.name);
  const applicantPath = new URL(page.url()).pathname;
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const notes = page.getByRole("region", { name: "Notes", exact: true });
  const history = page.getByRole("region", { name: "History", exact: true });
  await expect(notes.getByText("No notes yet.", { exact: true })).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem").first()).toContainText("Applied");

  // A note of spaces only is refused: the message is tied to the field and the value kept.
  // (With JavaScript the form's own check says so; without it, the server's answer does.)
  const field = notes.getByLabel("Note", { exact: true });
  await field.fill("   ");
  await notes.getByRole("button", { name: "Add Note" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby"))?.split(/\s+/) ?? [];
  const error = notes.getByText("Note is required", { exact: true });
  await expect(error).toBeVisible();
  expect(describedBy).toContain(await error.getAttribute("id"));
  await expect(field).toHaveValue("   ");

  // A real note is saved, shown newest first with its author and time, and the form is empty again.
  const secret = `Strong on steel bridges; ask about the Columbia crossing ${uniqueSuffix()}`;
  await field.fill(secret);
  await notes.getByRole("button", { name: "Add Note" }).click();
  await expectToast(page, "Note added", "Only your company's users can see it.");
  const note = notes.getByRole("listitem").filter({ hasText: secret });
  await expect(note).toBeVisible();
  await expect(note).toContainText(employer.email);
  await expect(note.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} UTC$/);
  await expect(notes.getByLabel("Note", { exact: true })).toHaveValue("");

  // The status form on the same page; the history gains the change, by whom and when.
  await page.getByLabel(`Status for ${candidate.name}`, { exact: true }).selectOption({ label: "Under Review" });
  await page.getByRole("button", { name: /^Update Status/ }).click();
  await expectToast(page, "Status updated", `${candidate.name}: Under Review`);
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Applied");
  const change = history.getByRole("listitem").nth(1);
  await expect(change).toContainText("Application Submitted");
  await expect(change).toContainText("Under Review");
  await expect(change).toContainText(`by ${employer.email}`);
  // The note is still there after the status change, and the applicants list counts it.
  await expect(note).toBeVisible();
  await visit(page, `/posted-jobs/${job.id}`);
  await expect(card.getByRole("link", { name: `Notes and history of ${candidate.name} (1 note)`, exact: true })).toBeVisible();

  // The candidate sees the new status on My Applications, and nothing of the note.
  const candidatePage = await signedInPage(candidate);
  await visit(candidatePage, "/my-applications");
  const application = candidatePage.getByRole("article", { name: job.title, exact: true });
  await expect(application.getByText("Under Review", { exact: true })).toBeVisible();
  await expect(candidatePage.getByText(secret)).toHaveCount(0);
  expect(await candidatePage.content()).not.toContain("Columbia crossing");
  const api = await candidatePage.request.get("/api/me/applications");
  expect(api.status()).toBe(200);
  expect(await api.text()).not.toContain("Columbia crossing");
  // And the applicant's page itself is not for them.
  const refused = await candidatePage.goto(applicantPath);
  expect(refused?.status()).toBe(403);
  expect(await candidatePage.content()).not.toContain("Columbia crossing");
});
