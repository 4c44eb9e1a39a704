import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { e2eDatabasePath } from "./factories";
import {
  createAccount,
  employerWithCompany,
  expectToast,
  hasJavaScript,
  postJobByForm,
  testWithOtherUsers as test,
  uniqueSuffix,
  visit,
} from "./helpers";

// Report this job (docs/product.md#report-this-job), with JavaScript and without: the link on the
// job page, the form at a phone's width, its refusal and its thank-you; and the hold, which the
// server here starts at two reporters (REPORT_HOLD_THRESHOLD in playwright.config.ts).

const REASONS = [
  "It looks like a scam or fraud",
  "It is discriminatory",
  "It has expired or been filled",
  "Its details are wrong",
  "Something else",
];

/** Every control of the form is a target of at least 24 by 24 CSS pixels (WCAG 2.2, 2.5.8), and nothing runs past the screen. */
async function expectUsableAtPhoneWidth(page: Page) {
  const targets = [
    ...REASONS.map((reason) => page.locator("label.radio-option", { hasText: reason })),
    page.getByLabel("Details (optional)"),
    page.getByRole("button", { name: "Send Report" }),
    page.getByRole("link", { name: "Back to the job" }),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box, await target.evaluate((element) => element.outerHTML.slice(0, 80))).not.toBeNull();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    expect(box!.width).toBeGreaterThanOrEqual(24);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function reportFrom(page: Page, jobId: number, reason: string) {
  await visit(page, `/jobs/${jobId}`);
  await page.getByRole("link", { name: "Report this job" }).click();
  await expect(page).toHaveURL(`/jobs/${jobId}/report`);
  await page.getByRole("radio", { name: reason }).check();
  await page.getByRole("button", { name: "Send Report" }).click();
  await expect(page).toHaveURL(`/jobs/${jobId}`);
  await expectToast(page, "Thank you.", "Our team will review this job.");
}

test("a visitor reports a job at 390 px: the link under the description, a refusal that keeps the details, the thank-you", async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { account } = await employerWithCompany(page, request);
  const job = await postJobByForm(page, `Report Form Engineer ${uniqueSuffix()}`);
  // The visitor is signed out: a page of its own, without the employer's cookie.
  await page.context().clearCookies();
  expect(account.email).toBeTruthy();

  await visit(page, `/jobs/${job.id}`);
  const link = page.getByRole("link", { name: "Report this job" });
  const linkBox = await link.boundingBox();
  expect(linkBox!.height).toBeGreaterThanOrEqual(24);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Report this job" })).toBeVisible();
  await expect(page.getByRole("group", { name: "What is wrong with it?" })).toBeVisible();
  await expectUsableAtPhoneWidth(page);

  // Sent without a reason: the message is tied to the group, and the details are kept.
  await page.getByLabel("Details (optional)").fill("They asked me to pay for training first.");
  if (!hasJavaScript(testInfo)) {
    // The browser's own check would stop the post: take it away to see the server's answer.
    await page.locator("#job-report").evaluate((form) => form.setAttribute("novalidate", ""));
  }
  await page.getByRole("button", { name: "Send Report" }).click();
  const group = page.getByRole("group", { name: "What is wrong with it?" });
  await expect(group).toHaveAccessibleDescription("Choose what is wrong with the job");
  await expect(page.getByLabel("Details (optional)")).toHaveValue("They asked me to pay for training first.");
  await expectUsableAtPhoneWidth(page);

  await page.getByRole("radio", { name: "It looks like a scam or fraud" }).check();
  await page.getByRole("button", { name: "Send Report" }).click();
  await expect(page).toHaveURL(`/jobs/${job.id}`);
  await expectToast(page, "Thank you.", "Our team will review this job.");
  // One report is not a hold: the job still takes applications.
  await expect(page.getByText("This job is under review.")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Apply Now/ }).first()).toBeVisible();
});

test("two people's reports hold a job out of search until the review: its page says so, its employer sees Under review", async ({
  page,
  request,
  signedInPage,
}) => {
  test.slow();
  await employerWithCompany(page, request);
  const word = `holdable${uniqueSuffix().replace(/[^a-z]/g, "")}`;
  const job = await postJobByForm(page, `Bridge Inspector ${word}`);
  const inSearch = async () => {
    await page.goto(`/jobs?q=${word}`);
    return (await page.locator(`a[href="/jobs/${job.id}"]`).count()) > 0;
  };
  expect(await inSearch()).toBe(true);

  const first = await signedInPage(await createAccount(request));
  await reportFrom(first, job.id, "It looks like a scam or fraud");
  // The same person again counts once.
  await reportFrom(first, job.id, "Its details are wrong");
  expect(await inSearch()).toBe(true);

  const second = await signedInPage(await createAccount(request));
  await reportFrom(second, job.id, "It is discriminatory");
  await expect(second.getByText("This job is under review.")).toBeVisible();
  await expect(second.getByRole("link", { name: /^Apply Now/ })).toHaveCount(0);
  expect(await inSearch()).toBe(false);
  await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();

  await page.goto("/posted-jobs");
  const card = page.getByRole("article", { name: job.title });
  await expect(card.getByText("Under review", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Relist/ })).toHaveCount(0);

  // The operators' review lifts the hold: back in search, taking applications.
  const output = execFileSync("npx", ["tsx", "db/cli/reports.ts", "--review", String(job.id)], {
    env: { ...process.env, DATABASE_PATH: e2eDatabasePath() },
    encoding: "utf8",
  });
  expect(output).toContain(`Job ${job.id}: 2 reports marked reviewed; its hold is lifted`);
  expect(await inSearch()).toBe(true);
  await visit(second, `/jobs/${job.id}`);
  await expect(second.getByText("This job is under review.")).toHaveCount(0);
});
