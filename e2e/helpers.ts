import { expect, type Page, type TestInfo } from "@playwright/test";

export const hasJavaScript = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

/** The number in "N jobs found". */
export async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d[\d,]*\+? jobs? found/).textContent();
  return Number(text?.match(/^[\d,]+/)?.[0].replace(/,/g, ""));
}

/**
 * Chooses a filter on /jobs: with JavaScript it applies on change, without it the user
 * presses Apply Filters.
 */
export async function chooseFilter(page: Page, testInfo: TestInfo, label: string, option: string) {
  const before = page.url();
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
  if (!hasJavaScript(testInfo)) await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).not.toHaveURL(before);
}

/** The titles of the job cards on the page, in order. */
export async function jobTitles(page: Page): Promise<string[]> {
  return page.locator(".job-card-title").allTextContents();
}
