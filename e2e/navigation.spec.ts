import { expect, test } from "@playwright/test";
import { createJob } from "./factories";
import { hasJavaScript } from "./helpers";

test("the header links every section, and signed-out users get Sign In and Get Started", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Find Jobs" })).toHaveAttribute("href", "/jobs");
  await expect(nav.getByRole("link", { name: "Employers", exact: true })).toHaveAttribute("href", "/employers");
  await expect(nav.getByRole("link", { name: "For Employers" })).toHaveAttribute("href", "/employer");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/register");

  // Without JavaScript each dropdown is a <details>: a second click closes it.
  await nav.getByText("Specializations").click();
  await expect(nav.getByRole("link", { name: "Construction Management" })).toBeVisible();
  await nav.getByText("Specializations").click();
  await expect(nav.getByRole("link", { name: "Construction Management" })).toBeHidden();
  await nav.getByText("Our Network").click();
  await expect(nav.getByRole("link", { name: "Healthcare Recruiting" })).toHaveAttribute("href", "/healthcare");
  await nav.getByText("Our Network").click();

  await nav.getByText("Specializations").click();
  await nav.getByRole("link", { name: "Design & Drafting" }).click();
  await expect(page).toHaveURL(/\/design-drafting$/);
  await expect(page).toHaveTitle(/Design and Drafting|Design & Drafting|Drafting/);
});

test("with JavaScript, a dropdown closes on Escape and when another opens", async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "needs JavaScript");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByText("Specializations").click();
  await expect(nav.getByRole("link", { name: "Quality Assurance" })).toBeVisible();
  await nav.getByText("Our Network").click();
  await expect(nav.getByRole("link", { name: "Quality Assurance" })).toBeHidden();
  await expect(nav.getByRole("link", { name: "Healthcare Recruiting" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Healthcare Recruiting" })).toBeHidden();
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu toggle opens the same links and closes on a link click", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeHidden();

    await page.getByLabel("Menu", { exact: true }).click();
    await expect(mobile.getByRole("link", { name: "Find Jobs" })).toBeVisible();
    await expect(mobile.getByRole("link", { name: "Employers", exact: true })).toBeVisible();
    await expect(mobile.getByRole("link", { name: "For Employers" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

    await mobile.getByText("Specializations").click();
    await mobile.getByRole("link", { name: "Project Management" }).click();
    await expect(page).toHaveURL(/\/project-management$/);
    await expect(mobile).toBeHidden();
  });

  test("job search works at phone width", async ({ page }) => {
    await createJob({
      discipline: "Civil Engineering",
      title: "Senior Geotechnical and Foundation Engineering Lead (Bridges, Tunnels and Retaining Structures)",
    });
    await page.goto("/jobs?discipline=Civil+Engineering");
    await expect(page.locator(".job-card").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every card stays inside the page's content column.
    const column = await page.locator("#main .container").first().boundingBox();
    for (const card of await page.locator(".job-card").all()) {
      const box = await card.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(column!.x + column!.width + 0.5);
    }
  });
});

test("every page has its own title", async ({ page }) => {
  const job = await createJob();
  const titles = new Set<string>();
  for (const path of ["/", "/jobs", `/jobs/${job.id}`, "/employers", "/project-management", "/quality-assurance"]) {
    await page.goto(path);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(6);
});

test("a new page starts at the top", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Find Jobs" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Find Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("toasts", () => {
  const flashUrl = "/jobs?discipline=Basket+Weaving";

  test("a flashed message shows, then hides itself", async ({ page }) => {
    await page.goto(flashUrl);
    const message = page.getByText("Some filters were removed", { exact: true });
    await expect(message).toBeVisible();
    await expect(message).toBeHidden({ timeout: 8_000 });
  });

  test("F8 moves focus to the notifications", async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "needs JavaScript");
    await page.goto(flashUrl);
    await expect(page.getByText("Some filters were removed", { exact: true })).toBeVisible();
    // The region arrives just after the page has started (the flashed toast shows before it).
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: /Notifications/ }).locator("ol")).toBeFocused();
  });

  test("a swipe to the right dismisses a toast", async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "needs JavaScript");
    await page.goto(flashUrl);
    const toast = page.locator("li.toast").filter({ hasText: "Some filters were removed" });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    if (!box) throw new Error("toast has no box");
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeHidden();
  });
});
