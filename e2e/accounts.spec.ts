import { expect, test, type Page } from "@playwright/test";
import {
  accountMenu,
  authForms,
  createAccount,
  currentUser,
  expectToast,
  hasJavaScript,
  newAccount,
  registerUser,
  ROLE_LABELS,
  submitLoginForm,
  submitRegisterForm,
  visit,
} from "./helpers";

const header = (page: Page) => page.getByRole("banner");
const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";

test("Get Started registers a job seeker, who gets the candidate's account menu", async ({ page }, testInfo) => {
  await page.goto("/jobs");
  await header(page).getByRole("link", { name: "Get Started" }).click();
  if (!hasJavaScript(testInfo)) await expect(page).toHaveURL(/\/register\?redirectTo=%2Fjobs$/);
  const forms = authForms(page, testInfo);
  await expect(forms.getByRole("radio", { name: "Job Seeker" })).toBeChecked();

  const account = newAccount("candidate");
  await submitRegisterForm(forms, account);
  await expectToast(page, "Success", "Your account has been created successfully.");
  await expect(page).toHaveURL(/\/jobs$/);

  const menu = accountMenu(page, account);
  await expect(menu.summary).toContainText(account.name);
  await menu.summary.click();
  await expect(menu.panel.getByRole("link")).toHaveText(["My Profile", "My Applications", "Saved Jobs", "Settings"]);
  await expect(menu.panel.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/profile");
  await expect(menu.panel.getByRole("link", { name: "My Applications" })).toHaveAttribute("href", "/my-applications");
  await expect(menu.panel.getByRole("link", { name: "Saved Jobs" })).toHaveAttribute("href", "/saved-jobs");
  await expect(menu.panel.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Post Jobs" })).toHaveCount(0);
  await expect(header(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
  expect(await currentUser(page)).toMatchObject({ email: account.email, role: "candidate" });
});

test("an employer gets Post Jobs and Posted Jobs instead of My Applications", async ({ page }) => {
  const account = await registerUser(page, "employer");
  await expect(header(page).getByRole("link", { name: "Post Jobs" })).toHaveAttribute("href", "/post-job");
  const menu = accountMenu(page, account);
  await menu.summary.click();
  await expect(menu.panel.getByRole("link")).toHaveText(["My Profile", "Posted Jobs", "Settings"]);
  await expect(menu.panel.getByRole("link", { name: "Posted Jobs" })).toHaveAttribute("href", "/posted-jobs");
  expect(await currentUser(page)).toMatchObject({ email: account.email, role: "employer" });
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const role of ["candidate", "employer"] as const) {
    test(`the menu shows the ${ROLE_LABELS[role]} label`, async ({ page }) => {
      const account = await registerUser(page, role);
      await header(page).getByLabel("Menu", { exact: true }).click();
      // The name with its role badge.
      await expect(header(page).getByText(`${account.name} ${ROLE_LABELS[role]}`, { exact: true })).toBeVisible();
      await expect(header(page).getByText(ROLE_LABELS[role], { exact: true })).toBeVisible();
      await expect(header(page).getByRole("link", { name: "Post Jobs" })).toHaveCount(role === "employer" ? 1 : 0);
      await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
    });
  }
});

test("Logout signs out, and the old session cookie no longer works", async ({ page, browser }, testInfo) => {
  const account = await registerUser(page);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "__session");
  if (!session) throw new Error("no __session cookie after registering");

  // The cookie, replayed in a browser context of its own.
  const replay = async () => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await context.addCookies([session]);
    const body = await (await context.request.get("/api/auth/me")).json();
    await context.close();
    return body;
  };
  expect((await replay()).user).toMatchObject({ email: account.email });

  const menu = accountMenu(page, account);
  await menu.summary.click();
  await menu.panel.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "You have been logged out successfully.");
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(menu.summary).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("__session");
  expect(await currentUser(page)).toBeNull();

  expect(await replay()).toEqual({ user: null });
});

test("Sign In in the header refuses a wrong password, then signs in with the right one", async ({ page, request }, testInfo) => {
  const account = await createAccount(request);
  await page.goto("/jobs");
  await header(page).getByRole("link", { name: "Sign In" }).click();
  if (!hasJavaScript(testInfo)) await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjobs$/);
  const forms = authForms(page, testInfo);

  await submitLoginForm(forms, account.email, "not-the-password");
  await expect(forms.getByRole("alert")).toHaveText(INVALID_CREDENTIALS);
  if (hasJavaScript(testInfo)) await expectToast(page, "Login failed", INVALID_CREDENTIALS);
  await expect(forms.getByLabel("Email", { exact: true })).toHaveValue(account.email);
  // The server never sends the password back.
  if (!hasJavaScript(testInfo)) await expect(forms.getByLabel("Password", { exact: true })).toHaveValue("");
  expect(await currentUser(page)).toBeNull();

  await submitLoginForm(forms, account.email, account.password);
  await expectToast(page, "Success", "You have been logged in successfully.");
  await expect(accountMenu(page, account).summary).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
  expect(await currentUser(page)).toMatchObject({ email: account.email });
});

test("a refused attempt on /login does not lose where to go afterwards", async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto("/login?redirectTo=%2Fprofile");
  const form = page.getByRole("main");
  await submitLoginForm(form, account.email, "not-the-password");
  await expect(form.getByRole("alert")).toHaveText(INVALID_CREDENTIALS);
  // With JavaScript the refusal takes the focus (without, it is at the top of the page anyway).
  if (hasJavaScript(test.info())) await expect(form.getByRole("alert")).toBeFocused();
  await submitLoginForm(form, account.email, account.password);
  await expectToast(page, "Success", "You have been logged in successfully.");
  await expect(page).toHaveURL(/\/profile$/);
});

test.describe("the auth dialog", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

  test("is a modal: focus moves in and stays in, and Escape closes it", async ({ page }) => {
    await page.goto("/");
    const signIn = header(page).getByRole("link", { name: "Sign In" });
    await signIn.click();
    const dialog = page.getByRole("dialog", { name: "Welcome to Keystone Talent" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");

    const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInDialog).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog()).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInDialog()).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  });

  test("when the sign-in never reaches the server, it says so and keeps what was typed", async ({ page }) => {
    await visit(page, "/");
    await header(page).getByRole("link", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome to Keystone Talent" });
    await page.route(
      (url) => url.pathname === "/login",
      (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()),
    );
    await dialog.getByLabel("Email", { exact: true }).fill("offline@example.com");
    await dialog.getByLabel("Password", { exact: true }).fill("secret123");
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expectToast(page, "Login failed", "Could not reach the server. Please check your connection and try again.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue("offline@example.com");
  });

  test("gives focus back to the link that opened it", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Welcome to Keystone Talent" });
    for (const name of ["Sign In", "Get Started"]) {
      const trigger = header(page).getByRole("link", { name });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });

  test("Get Started opens it on the Register tab", async ({ page }) => {
    await page.goto("/");
    await header(page).getByRole("link", { name: "Get Started" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome to Keystone Talent" });
    await expect(dialog.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Create Account" })).toBeVisible();
  });

  test("shows Logging in... and disables the form while signing in", async ({ page, request }) => {
    const account = await createAccount(request);
    await page.route(
      (url) => url.pathname === "/login",
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    await page.goto("/");
    await header(page).getByRole("link", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome to Keystone Talent" });
    await submitLoginForm(dialog, account.email, account.password);
    await expect(dialog.getByRole("button", { name: "Logging in..." })).toBeVisible();
    await expect(dialog.getByLabel("Email", { exact: true })).toBeDisabled();

    await expectToast(page, "Success", "You have been logged in successfully.");
    await expect(dialog).toBeHidden();
    await expect(accountMenu(page, account).summary).toBeVisible();
  });
});

test("signing in from /profile comes back to it", async ({ page, request }, testInfo) => {
  const account = await createAccount(request);
  await page.goto("/profile");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Please log in to view your profile");
  await expect(main.getByText("You need to be logged in to access this page.")).toBeVisible();
  const signIn = main.getByRole("link", { name: "Sign In" });
  await expect(signIn).toHaveAttribute("href", "/login?redirectTo=%2Fprofile");

  await signIn.click();
  if (!hasJavaScript(testInfo)) await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  await submitLoginForm(authForms(page, testInfo), account.email, account.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Profile");
});

test("the session cookie is httpOnly, secure and SameSite=Lax", async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto("/login");
  await submitLoginForm(page.getByRole("main"), account.email, account.password);
  await expectToast(page, "Success", "You have been logged in successfully.");
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "__session");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
});

test("registering with an email already in use is refused, keeping what was typed", async ({ page, request }, testInfo) => {
  const existing = await createAccount(request);
  const taken = "An account with this email already exists.";
  await page.goto("/register");
  const form = page.getByRole("main");
  // The same address in capitals is the same account.
  await submitRegisterForm(form, { ...newAccount("candidate", "Bob Second"), email: existing.email.toUpperCase() });

  // The summary says what is wrong and links to the field that says it too.
  const summary = form.getByRole("alert");
  await expect(summary.locator("p")).toHaveText(taken);
  await expect(summary.getByRole("link", { name: taken })).toHaveAttribute("href", "#register-email");
  await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(taken);
  await expect(form.getByLabel("Full Name")).toHaveValue("Bob Second");
  if (hasJavaScript(testInfo)) await expectToast(page, "Registration failed", taken);
  expect(await currentUser(page)).toBeNull();
});
