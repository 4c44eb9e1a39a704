import { expect, test } from "@playwright/test";
import { createAccount, expectToast, signIn, visit } from "./helpers";

test("a candidate saves a search as a job alert, and pauses and deletes it in Settings", async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page.request, account);
  await visit(page, "/jobs?q=bridge&location=Denver&salary=100000");
  const prompt = page.getByRole("group", { name: "Email me jobs like these" });
  // As wide as its choices, not the page.
  expect((await prompt.getByLabel("How often").boundingBox())!.width).toBeLessThan(200);
  await prompt.getByLabel("How often").selectOption("weekly");
  await prompt.getByRole("button", { name: "Create Alert" }).click();
  await expectToast(page, "Job alert saved", 'We will email you weekly about new jobs: "bridge" in Denver, $100k+.');
  await expect(page).toHaveURL(/\/jobs\?q=bridge&location=Denver&salary=100000$/);
  // The search now says its alert is on, instead of offering to create it again.
  await expect(page.getByRole("status").filter({ hasText: "Job alert on:" })).toHaveText(
    "Job alert on: weekly emails of new jobs like these. Manage alerts",
  );
  await expect(page.getByRole("button", { name: "Create Alert" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Manage alerts" })).toHaveAttribute("href", "/settings#alerts-heading");

  await visit(page, "/settings");
  const alerts = page.getByRole("region", { name: "Job Alerts" });
  await expect(alerts.getByRole("link", { name: '"bridge" in Denver, $100k+' })).toHaveAttribute(
    "href",
    "/jobs?q=bridge&location=Denver&salary=100000",
  );
  await expect(alerts.getByText("Weekly")).toBeVisible();
  await alerts.getByRole("button", { name: 'Pause "bridge" in Denver, $100k+' }).click();
  await expectToast(page, "Job alert paused");
  await expect(alerts.getByText("Weekly · Paused")).toBeVisible();
  await visit(page, "/jobs?q=bridge&location=Denver&salary=100000");
  await expect(page.getByRole("status").filter({ hasText: "Job alert paused:" })).toBeVisible();
  await visit(page, "/settings");
  await alerts.getByRole("button", { name: 'Delete "bridge" in Denver, $100k+' }).click();
  await expectToast(page, "Job alert deleted");
  await expect(alerts).toContainText("No job alerts yet.");
});

test("signed out, the prompt leads to sign-in and back to the search", async ({ page, request }) => {
  const account = await createAccount(request);
  await visit(page, "/jobs?q=bridge");
  await page.getByRole("link", { name: "Email me jobs like these" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjobs%3Fq%3Dbridge$/);
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(account.email);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  await main.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?q=bridge$/);
  await expect(page.getByRole("group", { name: "Email me jobs like these" }).getByRole("button", { name: "Create Alert" })).toBeVisible();
});
