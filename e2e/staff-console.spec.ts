import { expect, test, type Page } from "@playwright/test";
import { createEnquiry, createJob, uniqueWord } from "./factories";
import { createAccount, expectToast, signIn, uniqueSuffix, visit } from "./helpers";
import { addStaff, signInNewStaff } from "./staff-helpers";

// The staff console (docs/product.md#the-staff-console) as the agency's staff use it: every step a
// plain GET form or post, so the "js" and "no-js" projects take the same steps and see the same
// pages (with JavaScript they arrive by Remix's navigation, the toasts from React).

const main = (page: Page) => page.getByRole("main");

/** A field's error, as the field's accessible description gives it. */
async function expectFieldError(page: Page, label: string, message: string) {
  await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
}

test("a staff member filters the enquiries, sets one's status, hands it to a colleague, notes a call, and downloads the list as CSV", async ({
  page,
}) => {
  test.slow();
  const me = await signInNewStaff(page.request);
  const colleague = addStaff();
  const company = `Skyward Composites ${uniqueSuffix()}`;
  await createEnquiry({ source: "Aerospace", company_name: company, contact_name: "Rae Okafor" });

  // The list, filtered by discipline and status: a GET form whose values the address keeps.
  await visit(page, "/staff");
  await main(page).getByRole("link", { name: "Enquiries", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiries");
  await page.getByLabel("Discipline or specialty", { exact: true }).selectOption("Aerospace");
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "New" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/staff\/enquiries\?kind=&field=Aerospace&status=new$/);
  await expect(page.getByLabel("Discipline or specialty", { exact: true })).toHaveValue("Aerospace");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: company, exact: true }) });
  await expect(row.getByRole("cell")).toHaveText([/./, company, "Engineering", "Aerospace", "New", "None"]);
  await row.getByRole("link", { name: company, exact: true }).click();

  // Its fields, then its status with a history line.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry from ${company}`);
  await expect(main(page)).toContainText("Rae Okafor");
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expectToast(page, "Status saved");
  await expect(
    main(page)
      .getByRole("listitem")
      .filter({ hasText: `New → Contacted by ${me.email}` }),
  ).toBeVisible();

  // The owner: handed to a colleague by the select, then taken back.
  await page.getByLabel("Owner", { exact: true }).selectOption({ label: colleague.email });
  await page.getByRole("button", { name: "Save owner" }).click();
  await expectToast(page, "Owner saved");
  await expect(page.getByLabel("Owner", { exact: true }).locator("option:checked")).toHaveText(colleague.email);
  await page.getByRole("button", { name: "Make me the owner" }).click();
  await expectToast(page, "Owner saved");
  await expect(page.getByLabel("Owner", { exact: true }).locator("option:checked")).toHaveText(me.email);
  await expect(page.getByRole("button", { name: "Make me the owner" })).toHaveCount(0);

  // A note: a blank one is refused by its field (spaces pass the browser's `required`), then kept.
  await page.getByLabel("Note", { exact: true }).fill("   ");
  await page.getByRole("button", { name: "Add note" }).click();
  await expectFieldError(page, "Note", "Write a note");
  await page.getByLabel("Note", { exact: true }).fill("Called Rae: two stress engineers by March.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expectToast(page, "Note added");
  await expect(main(page).getByText("Called Rae: two stress engineers by March.")).toBeVisible();

  // Back on the list, filtered by the new status: the row shows it and its owner; the CSV link
  // downloads the same filtered list.
  await visit(page, "/staff/enquiries?field=Aerospace&status=contacted");
  await expect(row.getByRole("cell")).toHaveText([/./, company, "Engineering", "Aerospace", "Contacted", me.email]);
  const csvLink = page.getByRole("link", { name: "Download CSV" });
  await expect(csvLink).toHaveAttribute("href", "/staff/enquiries/csv?field=Aerospace&status=contacted");
  const csv = await page.request.get((await csvLink.getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await csv.text()).split("\r\n");
  expect(lines[0]).toMatch(/^id,received \(UTC\),kind,status,owner,source,company,/);
  expect(lines.find((line) => line.includes(company))).toContain(`,engineering,contacted,${me.email},Aerospace,${company},Rae Okafor,`);
  expect(lines.every((line) => !line.includes(",new,"))).toBe(true);
});

test("a staff member finds a job by its reference, hides it with a reason, and restores it", async ({ page, request }) => {
  test.slow();
  await signInNewStaff(page.request);
  const word = uniqueWord();
  const job = await createJob({ title: `Pipeline Integrity Engineer ${word}` });
  const found = async () => ((await (await request.get(`/api/jobs/search?q=${word}`)).json()) as { id: number }[]).map(({ id }) => id);
  expect(await found()).toEqual([job.id]);

  await visit(page, "/staff/jobs");
  await page.getByLabel("Job ID or reference", { exact: true }).fill(`kt-${job.id}`);
  await page.getByRole("button", { name: "Find job" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/jobs/${job.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(job.title);
  await expect(main(page)).toContainText("Open, closes");

  // The reason is required; given, the job leaves its page's Apply Now and the search.
  await page.getByLabel("Reason", { exact: true }).fill("  ");
  await page.getByRole("button", { name: "Hide job" }).click();
  await expectFieldError(page, "Reason", "Give the reason for hiding this job");
  await page.getByLabel("Reason", { exact: true }).fill("It asks candidates for bank details.");
  await page.getByRole("button", { name: "Hide job" }).click();
  await expectToast(page, "Job hidden");
  await expect(main(page)).toContainText("Hidden since");
  await expect(main(page)).toContainText("Reason: It asks candidates for bank details.");
  const hiddenPage = await (await request.get(`/jobs/${job.id}`)).text();
  expect(hiddenPage).toContain("This job is unavailable.");
  expect(await found()).toEqual([]);

  // Restored, it is open again.
  await page.getByRole("button", { name: "Restore job" }).click();
  await expectToast(page, "Job restored");
  await expect(main(page)).toContainText("Open, closes");
  expect(await (await request.get(`/jobs/${job.id}`)).text()).not.toContain("This job is unavailable.");
  expect(await found()).toEqual([job.id]);
});

test("a staff member finds an account by the start of its e-mail, suspends and restores it, and reads both in the audit log", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const me = await signInNewStaff(page.request);
  // The candidate signs in from a context of their own.
  const candidateRequest = await playwright.request.newContext({ baseURL });
  const candidate = await createAccount(candidateRequest);
  await signIn(candidateRequest, candidate);
  const signInAsCandidate = () =>
    candidateRequest.post("/api/auth/login", { data: { email: candidate.email, password: candidate.password } });

  await visit(page, "/staff/users");
  await page.getByLabel("E-mail, or its start", { exact: true }).fill(candidate.email.slice(0, -6).toUpperCase());
  await page.getByRole("button", { name: "Find accounts" }).click();
  await main(page).getByRole("link", { name: candidate.email, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(candidate.email);

  await page.getByLabel("Reason", { exact: true }).fill("Spam applications to every job.");
  await page.getByRole("button", { name: "Suspend account" }).click();
  await expectToast(page, "Account suspended");
  await expect(main(page)).toContainText("Suspended since");
  // Their session has ended, and signing in is refused with the reason to get in touch.
  expect(await (await candidateRequest.get("/api/auth/me")).json()).toMatchObject({ user: null });
  const refused = await signInAsCandidate();
  expect(refused.status()).toBe(403);
  expect(JSON.stringify(await refused.json())).toContain("This account is suspended. Please contact us if you think this is a mistake.");

  await page.getByRole("button", { name: "Restore account" }).click();
  await expectToast(page, "Account restored");
  expect((await signInAsCandidate()).status()).toBe(200);
  await candidateRequest.dispose();

  // The audit log, filtered to this staff member by the select: both changes, newest first.
  await visit(page, "/staff/audit");
  await page.getByLabel("Staff member", { exact: true }).selectOption({ label: me.email });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(main(page)).toContainText("2 entries");
  const entries = main(page).locator(".audit-entries > li");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(`${me.email}`);
  await expect(entries.nth(0)).toContainText("user.restore");
  await expect(entries.nth(1)).toContainText("user.suspend");
  await expect(entries.nth(1)).toContainText("suspendedReasonBefore: — · After: Spam applications to every job.");
});
