import { expect, test, type Locator } from "@playwright/test";
import { hasJavaScript, visit } from "./helpers";

// The privacy page (docs/product.md#privacy) and the two ways to it: the footer of every page and
// the registration form, with JavaScript (the form in the dialog too) and without.

async function expectTarget(link: Locator) {
  const box = await link.boundingBox();
  expect(box, "the link is shown").not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
}

async function expectPrivacyPage(page: import("@playwright/test").Page) {
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page).toHaveTitle("Privacy Notice | Keystone Talent");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  for (const heading of [
    "What we keep, and why",
    "How long we keep it",
    "Who sees your resume",
    "Getting a copy of your data",
    "Deleting your data",
    "Backups",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  // The e2e server sets no INACTIVE_ACCOUNT_DAYS: resumes and applications stay until the account goes.
  await expect(page.getByRole("main")).toContainText("Your resumes and applications: until you delete your account");
  await expect(page.getByRole("link", { name: "Download My Data" })).toHaveAttribute("href", "/settings/my-data");
  await expect(page.getByRole("link", { name: "support@keystonetalent.example" })).toHaveAttribute(
    "href",
    "mailto:support@keystonetalent.example",
  );
}

test("the footer links to the privacy page, which says what is kept, for how long and how to delete it", async ({ page }) => {
  await visit(page, "/jobs");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Notice" });
  await expectTarget(link);
  await link.click();
  await expectPrivacyPage(page);

  // Its contents link to each section.
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Deleting your data" }).click();
  await expect(page).toHaveURL(/\/privacy#deleting$/);
  await expect(page.getByRole("heading", { level: 2, name: "Deleting your data" })).toBeInViewport();
});

test("the registration page links to the privacy page beside its button", async ({ page }) => {
  await visit(page, "/register");
  // The registration form itself: with Sign in with Google configured, its button is a form of its own above.
  const form = page.getByRole("main").locator("form#register");
  await expect(form).toContainText("By creating an account, you agree that we keep and use your data as described in our Privacy Notice.");
  const link = form.getByRole("link", { name: "Privacy Notice" });
  await expectTarget(link);
  await link.click();
  await expectPrivacyPage(page);
});

test("the registration dialog links to the privacy page too", async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "the dialog needs JavaScript; without it Get Started is the page above");
  await visit(page, "/jobs");
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Welcome to Keystone Talent" });
  await expect(dialog).toBeVisible();
  const link = dialog.getByRole("link", { name: "Privacy Notice" });
  await expectTarget(link);
  await link.click();
  await expectPrivacyPage(page);
  await expect(dialog).toBeHidden();
});
