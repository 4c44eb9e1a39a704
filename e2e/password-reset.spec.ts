import { expect, test } from "@playwright/test";
import { authForms, createAccount, currentUser, expectToast, hasJavaScript, visit } from "./helpers";
import { linkIn, newestMailTo } from "./mail";

test("a forgotten password is reset from the link the message brings", async ({ page, request }) => {
  const account = await createAccount(request);
  await visit(page, "/login");
  await page.getByRole("main").getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page).toHaveURL(/\/forgot-password\?sent$/);
  await expect(page.getByRole("status").filter({ hasText: "Check your email." })).toContainText("If an account exists for that address");

  const mail = await newestMailTo(account.email);
  expect(mail.subject).toBe("Reset your Keystone Talent password");
  expect(mail.html).toBeTruthy();
  const link = linkIn(mail, "/reset-password?token=");

  await visit(page, link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await page.getByLabel("New password", { exact: true }).fill("a fresh passphrase");
  await page.getByLabel("Confirm new password", { exact: true }).fill("a fresh passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expectToast(page, "Password reset", "Your password has been changed, and you are signed in.");
  await expect(page).toHaveURL(/\/$/);
  expect(await currentUser(page)).toMatchObject({ email: account.email });

  // The old password no longer signs in, the new one does.
  expect((await request.post("/api/auth/login", { data: { email: account.email, password: account.password } })).status()).toBe(401);
  expect((await request.post("/api/auth/login", { data: { email: account.email, password: "a fresh passphrase" } })).status()).toBe(200);

  // The link works once.
  await visit(page, link);
  await expect(page.getByRole("alert")).toHaveText("This reset link has already been used.");
  await expect(page.getByRole("link", { name: "Send a new link" })).toHaveAttribute("href", "/forgot-password");
});

test("the new password's mistakes are shown at the fields, and the link still works after", async ({ page, request }) => {
  const account = await createAccount(request);
  await request.post("/api/auth/forgot-password", { data: { email: account.email } });
  const link = linkIn(await newestMailTo(account.email), "/reset-password?token=");
  await visit(page, link);
  await page.getByLabel("New password", { exact: true }).fill("longer password");
  await page.getByLabel("Confirm new password", { exact: true }).fill("another password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByLabel("Confirm new password", { exact: true })).toHaveAccessibleDescription("The new passwords do not match");
  await page.getByLabel("New password", { exact: true }).fill("longer password");
  await page.getByLabel("Confirm new password", { exact: true }).fill("longer password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expectToast(page, "Password reset");
});

test("the sign-in dialog offers the reset too", async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "The dialog is JavaScript's; without it Sign In is the page the first test covers.");
  await visit(page, "/jobs");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await authForms(page, testInfo).getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
