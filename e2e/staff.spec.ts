import { expect, test, type Page } from "@playwright/test";
import { authForms, currentUser, expectToast, submitLoginForm, visit } from "./helpers";
import { addStaff, codeAfter, secretOf, totpCode, type StaffAccount } from "./staff-helpers";

// The staff console's sign-in (docs/product.md#staff-sign-in): made by `npm run staff:add`, the
// password through the usual forms, then the authenticator app's code.

const header = (page: Page) => page.getByRole("banner");

/** The password through the header's Sign In: the dialog with JavaScript, the /login page without. */
async function givePassword(page: Page, staff: StaffAccount) {
  await visit(page, "/jobs");
  await header(page).getByRole("link", { name: "Sign In" }).click();
  await submitLoginForm(authForms(page, test.info()), staff.email, staff.password);
  await expect(page).toHaveURL(/\/staff\/two-factor$/);
  // The password alone signs nobody in.
  expect(await currentUser(page)).toBeNull();
  expect((await page.request.get("/staff")).status()).toBe(404);
}

async function signOut(page: Page) {
  await page.getByLabel("Account menu for Staff", { exact: true }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "You have been logged out successfully.");
  expect(await currentUser(page)).toBeNull();
}

test("a staff account sets up its authenticator app, keeps its recovery codes, and signs in with a code or a recovery code", async ({
  page,
}) => {
  test.slow();
  const staff = addStaff();

  // First sign-in: the setup.
  await givePassword(page, staff);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-factor sign-in");
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg")).toBeVisible();
  const secret = secretOf(await page.getByTestId("totp-secret").innerText());
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code is refused at the field; the right one confirms.
  const right = await totpCode(secret);
  await page.getByLabel("6-digit code", { exact: true }).fill(right === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByLabel("6-digit code", { exact: true })).toHaveAccessibleDescription(
    "That code is not right or has been used. Enter the current code from your app.",
  );
  const setupStep = Math.floor(Date.now() / 30_000);
  await page.getByLabel("6-digit code", { exact: true }).fill(await totpCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();

  // The recovery codes, shown once.
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.getByText("they are not shown again")).toBeVisible();
  const codes = await page.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem").allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.getByRole("link", { name: "Continue to the staff console" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff console");
  await expect(page.getByRole("main")).toContainText(`Signed in as ${staff.email}`);
  await expect(header(page).getByRole("link", { name: "Staff console" })).toHaveAttribute("href", "/staff");
  expect(await currentUser(page)).toMatchObject({ email: staff.email, role: "staff" });
  await signOut(page);
  expect((await page.request.get("/staff")).status()).toBe(404);

  // Again, with a recovery code; the same code does not work twice.
  await givePassword(page, staff);
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await page.getByLabel("6-digit code or recovery code", { exact: true }).fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expectToast(page, "Success", "You have been logged in successfully.");
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("main")).toContainText("You have 9 unused recovery codes.");
  await signOut(page);
  await givePassword(page, staff);
  await page.getByLabel("6-digit code or recovery code", { exact: true }).fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByLabel("6-digit code or recovery code", { exact: true })).toHaveAccessibleDescription(
    "That code is not right or has been used. Enter the current code from your app.",
  );

  // And with the app's code, of a step after the setup's.
  const { code } = await codeAfter(secret, setupStep);
  await page.getByLabel("6-digit code or recovery code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expectToast(page, "Success", "You have been logged in successfully.");
  await expect(page).toHaveURL(/\/staff$/);
  expect(await currentUser(page)).toMatchObject({ email: staff.email, role: "staff" });
});

test("the staff console is a 404 to a signed-out visitor", async ({ page }) => {
  for (const path of ["/staff", "/staff/two-factor"]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  }
});
