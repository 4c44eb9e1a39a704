import { expect, test } from "@playwright/test";
import { chooseFilter, hasJavaScript, jobTitles, resultCount } from "./helpers";

test("a keyword search from home lands on /jobs with results", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Keywords" }).fill("firmware");
  await page.getByRole("button", { name: "Search Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs\?q=firmware$/);
  await expect(page).toHaveTitle(/Jobs matching "firmware"/);
  expect(await resultCount(page)).toBeGreaterThan(0);
  expect((await jobTitles(page))[0]).toMatch(/firmware/i);
  await expect(page.getByRole("searchbox", { name: "Keywords" })).toHaveValue("firmware");
});

test("a keyword and a location from home narrow to that place", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Keywords" }).fill("engineer");
  await page.getByRole("textbox", { name: "Location" }).fill("Seattle");
  await page.getByRole("button", { name: "Search Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs\?q=engineer&location=Seattle$/);
  const locations = await page.locator(".job-card .job-facts li:first-child").allTextContents();
  expect(locations.length).toBeGreaterThan(0);
  for (const location of locations) expect(location.trim()).toBe("Seattle, WA");
});

test("each filter narrows the results and shows in the URL", async ({ page }, testInfo) => {
  await page.goto("/jobs");
  const all = await resultCount(page);
  expect(all).toBeGreaterThanOrEqual(80);

  // With JavaScript the URL changes a moment before the list does, hence the polling.
  await chooseFilter(page, testInfo, "Discipline", "Software Engineering");
  await expect(page).toHaveURL(/\/jobs\?discipline=Software\+Engineering$/);
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const software = await resultCount(page);
  expect(software).toBeGreaterThan(0);

  await chooseFilter(page, testInfo, "Work type", "Remote");
  await expect(page).toHaveURL(/discipline=Software\+Engineering&remote=true$/);
  await expect.poll(() => resultCount(page)).toBeLessThan(software);
  const remote = await resultCount(page);
  expect(remote).toBeGreaterThan(0);
  await expect(page.locator(".job-card")).toHaveCount(remote);
  for (const card of await page.locator(".job-card").all()) await expect(card.getByText("Remote", { exact: true })).toBeVisible();

  await chooseFilter(page, testInfo, "Work type", "All Work Types");
  await expect.poll(() => resultCount(page)).toBe(software);
  await chooseFilter(page, testInfo, "City", "San Francisco");
  await expect(page).toHaveURL(/\/jobs\?location=San\+Francisco&discipline=Software\+Engineering$/);
  await expect.poll(() => resultCount(page)).toBeLessThan(software);
  expect(await resultCount(page)).toBeGreaterThan(0);
  // The typed location and the city filter agree.
  await expect(page.getByRole("textbox", { name: "Location" })).toHaveValue("San Francisco");
});

test("typing a place replaces the city filter", async ({ page }) => {
  await page.goto("/jobs?location=Austin");
  await page.getByRole("textbox", { name: "Location" }).fill("Houston");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?location=Houston$/);
  await expect(page.locator(".job-card .job-facts li:first-child").first()).toHaveText("Houston, TX");
  const locations = await page.locator(".job-card .job-facts li:first-child").allTextContents();
  expect(locations.length).toBeGreaterThan(0);
  for (const location of locations) expect(location.trim()).toBe("Houston, TX");
});

test("the empty state offers Clear Filters, which shows every job again", async ({ page }) => {
  await page.goto("/jobs");
  const all = await resultCount(page);
  await page.getByRole("searchbox", { name: "Keywords" }).fill("underwater basket weaving");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();
  await expect(page.locator(".job-card")).toHaveCount(0);
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect.poll(() => resultCount(page)).toBe(all);
});

test("hostile search text is treated as words", async ({ page }) => {
  for (const q of ['"', "NEAR(", "engineer OR", "*", `${"x".repeat(300)}`]) {
    await page.goto(`/jobs?q=${encodeURIComponent(q)}`);
    await expect(page.getByRole("heading", { name: "Find Engineering Jobs" })).toBeVisible();
    await expect(page.getByText(/^\d[\d,]*\+? jobs? found/)).toBeVisible();
  }
});

test("pages through the results", async ({ page }) => {
  await page.goto("/jobs");
  const firstPage = await jobTitles(page);
  expect(firstPage).toHaveLength(20);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await expect(page.getByText(/showing 21–40/)).toBeVisible();
  const secondPage = await jobTitles(page);
  expect(secondPage).toHaveLength(20);
  expect(secondPage).not.toEqual(firstPage);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 1" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.locator(".job-card-title")).toHaveText(firstPage);
});

test("filters survive paging, and a filter change starts again at page 1", async ({ page }, testInfo) => {
  await page.goto("/jobs?remote=false&page=2");
  await expect(page.getByLabel("Work type", { exact: true })).toHaveValue("false");
  await chooseFilter(page, testInfo, "Discipline", "Electrical Engineering");
  await expect(page).toHaveURL(/\/jobs\?discipline=Electrical\+Engineering&remote=false$/);
});

test("a link with an unknown filter is cleaned up with a message", async ({ page }, testInfo) => {
  await page.goto("/jobs?q=pump&discipline=Basket+Weaving");
  await expect(page).toHaveURL(/\/jobs\?q=pump$/);
  await expect(page.getByText("Some filters were removed", { exact: true })).toBeVisible();
  if (hasJavaScript(testInfo)) {
    // The toast can be dismissed.
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(page.getByText("Some filters were removed", { exact: true })).toBeHidden();
  }
  // The message is shown once.
  await page.reload();
  await expect(page.getByText("Some filters were removed", { exact: true })).toHaveCount(0);
});

test("a company's jobs are one click from the employers page", async ({ page }) => {
  await page.goto("/employers");
  const first = page.locator(".employer-entry").first();
  const name = (await first.getByRole("heading").textContent()) ?? "";
  const link = first.getByRole("link", { name: /View \d+ open jobs?/ });
  const count = Number((await link.textContent())?.match(/\d+/)?.[0]);
  await link.click();
  await expect(page).toHaveURL(/\/jobs\?company=\d+$/);
  await expect(page.getByText(`Showing jobs at ${name}.`)).toBeVisible();
  expect(await resultCount(page)).toBe(count);
  for (const company of await page.locator(".job-card-company").allTextContents()) expect(company).toBe(name);
});
