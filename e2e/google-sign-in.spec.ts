import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { GOOGLE_TEXT } from "../app/lib/google-sign-in";
import { authForms, createAccount, currentUser, expectToast, hasJavaScript, newAccount, submitLoginForm, visit } from "./helpers";

// Sign in with Google (docs/product.md#sign-in-with-google) through a real OpenID Connect provider
// (e2e/oidc-provider.ts), whose sign-in form stands in for Google's. The button is a plain form
// post, so the round trip is the same with JavaScript and without.

/** At the provider: signs in as `email` (verified unless told). */
async function signInAtProvider(page: Page, email: string, { verified = true, name = "Grace Google" } = {}) {
  await expect(page.getByRole("heading", { name: "Test provider" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Name", { exact: true }).fill(name);
  if (!verified) await page.getByLabel("E-mail verified").uncheck();
  await page.getByRole("button", { name: "Sign in to the test provider" }).click();
}

test("the sign-in page's Continue with Google makes an account through the provider and signs it in", async ({ page }) => {
  const { email } = newAccount();
  await visit(page, "/login?redirectTo=%2Fsaved-jobs");
  const button = page.getByRole("button", { name: GOOGLE_TEXT.button });
  await expect(button).toBeVisible();
  await button.click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/saved-jobs$/);
  await expectToast(page, "Success", GOOGLE_TEXT.registered);
  expect(await currentUser(page)).toMatchObject({ email, role: "candidate", profile: { fullName: "Grace Google" } });

  // Settings: no password to change, Google linked, and no Unlink without a password.
  await visit(page, "/settings");
  await expect(page.getByRole("heading", { name: GOOGLE_TEXT.noPasswordHeading })).toBeVisible();
  await expect(page.getByText(email, { exact: true }).last()).toBeVisible();
  await expect(page.getByRole("button", { name: GOOGLE_TEXT.unlinkButton })).toHaveCount(0);
});

test("an existing account's address asks for the password, and signing in links Google", async ({ page, request }) => {
  const account = await createAccount(request);
  await visit(page, "/register");
  await page.getByRole("button", { name: GOOGLE_TEXT.button }).click();
  await signInAtProvider(page, account.email);
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, GOOGLE_TEXT.existingAccountTitle, GOOGLE_TEXT.existingAccount);
  await expect(page.getByRole("status").filter({ hasText: GOOGLE_TEXT.pendingNote })).toContainText(account.email);
  expect(await currentUser(page)).toBeNull();

  await submitLoginForm(page.getByRole("main"), account.email, account.password);
  await expectToast(page, GOOGLE_TEXT.linkedTitle, GOOGLE_TEXT.linkedOnSignIn);
  await visit(page, "/settings");
  await expect(page.getByRole("button", { name: GOOGLE_TEXT.unlinkButton })).toBeVisible();

  // Signed out, Google now signs in to that account (the provider remembers the person, as Google does).
  await page.request.post("/api/auth/logout");
  await visit(page, "/login");
  await page.getByRole("button", { name: GOOGLE_TEXT.button }).click();
  await expectToast(page, "Success", GOOGLE_TEXT.signedIn);
  expect(await currentUser(page)).toMatchObject({ email: account.email });
});

test("an unverified address is refused: back at sign-in with the reason, signed out", async ({ page }) => {
  const { email } = newAccount();
  await visit(page, "/login");
  await page.getByRole("button", { name: GOOGLE_TEXT.button }).click();
  await signInAtProvider(page, email, { verified: false });
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, GOOGLE_TEXT.failedTitle, GOOGLE_TEXT.unverified);
  expect(await currentUser(page)).toBeNull();
});

/** No serious or critical axe problem, and nothing wider than the window, at 390 and 1280 px. */
async function expectAccessibleAtBothWidths(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} at ${width} px`).toBeLessThanOrEqual(width);
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(
      serious.map((violation) => `${violation.id}: ${violation.help}`),
      `${what} at ${width} px`,
    ).toEqual([]);
  }
}

test("the sign-in page with a link pending, and Settings of an account made with Google, fit a phone and pass axe", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "axe runs in the page");
  test.slow(); // six axe runs
  const account = await createAccount(request);
  await visit(page, "/login");
  await expectAccessibleAtBothWidths(page, "/login with Continue with Google");
  await page.getByRole("button", { name: GOOGLE_TEXT.button }).click();
  await signInAtProvider(page, account.email);
  await expect(page.getByRole("status").filter({ hasText: GOOGLE_TEXT.pendingNote })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "/login with a Google link pending");

  await page.context().clearCookies();
  await visit(page, "/login");
  await page.getByRole("button", { name: GOOGLE_TEXT.button }).click();
  await signInAtProvider(page, newAccount().email);
  await expectToast(page, "Success", GOOGLE_TEXT.registered);
  await visit(page, "/settings");
  await expectAccessibleAtBothWidths(page, "/settings of an account with no password");
});

test("with JavaScript, the header's sign-in dialog offers Continue with Google, which comes back to the page", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "the dialog needs JavaScript; without it Sign In is the page, tested above");
  const { email } = newAccount();
  await visit(page, "/employers?page=1");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const dialog = authForms(page, testInfo);
  await dialog.getByRole("button", { name: GOOGLE_TEXT.button }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/employers\?page=1$/);
  expect(await currentUser(page)).toMatchObject({ email, role: "candidate" });
});
