import { expect, test, type Page } from "@playwright/test";
import { companySlug } from "../db/company-slugs";
import { createCompany, createJob, createJobs, uniqueWord } from "./factories";
import { employerWithCompany, hasJavaScript, resultCount, visit } from "./helpers";

// Company pages (docs/product.md#company-pages): reached from a job, searched and paged with the
// page's own GET form, with JavaScript and without, on a phone and a desktop.

/** The page's width beyond the viewport's, and the controls under 24 × 24 px. */
async function layoutOf(page: Page) {
  return page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    small: [...document.querySelectorAll(".company-search input, .company-search button, .job-card-company, .pagination a")]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(({ element, box }) => `${element.textContent?.trim() || element.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`),
  }));
}

test("a job's company name leads to its page, whose jobs are searched and paged there", async ({ page }, testInfo) => {
  test.slow();
  const word = uniqueWord();
  const company = await createCompany({ name: `Northwind Structural Engineering Associates ${uniqueWord()}` });
  await createJobs(23, { company, title: `Pump Engineer ${word}` });
  const other = await createJob({ company, title: "Drafting Technician" });
  await createJob({ title: `Pump Engineer ${word}` });

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/jobs/${other.id}`);
  await page.locator(".job-page-company").getByRole("link", { name: company.name }).click();
  await expect(page).toHaveURL(`/companies/${company.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
  await expect.poll(() => resultCount(page)).toBe(24);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutOf(page), `at ${width} px`).toEqual({ overflow: 0, small: [] });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const search = page.getByRole("searchbox", { name: `Search jobs at ${company.name}` });
  await search.fill(word);
  await search.press("Enter");
  await expect(page).toHaveURL(`/companies/${company.slug}?q=${word}`);
  await expect.poll(() => resultCount(page)).toBe(23);
  await expect(page.locator(".job-card")).toHaveCount(20);
  await expect(search).toHaveValue(word);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(`/companies/${company.slug}?q=${word}&page=2`);
  await expect(page.locator(".job-card")).toHaveCount(3);
  for (const name of await page.locator(".job-card-company").allTextContents()) expect(name).toBe(company.name);

  await search.fill(`${word}zz`);
  await search.press("Enter");
  await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();
  await page.getByRole("link", { name: "Clear Search" }).click();
  await expect(page).toHaveURL(`/companies/${company.slug}`);
  await expect.poll(() => resultCount(page)).toBe(24);
  if (hasJavaScript(testInfo)) expect(await page.evaluate(() => "__remixRouter" in window)).toBe(true);
});

test("a renamed company's old address leads to its page now; a company with no jobs says so; an unknown one is a 404", async ({
  page,
  request,
}) => {
  const { company } = await employerWithCompany(page, request);
  const oldSlug = companySlug(company.name, 0);
  const renamed = { ...company, name: `Span & Girder ${uniqueWord()}` };
  const saved = await page.request.post("/post-job", { form: { intent: "company", ...renamed } });
  expect(saved.ok()).toBe(true);

  const response = await visit(page, `/companies/${oldSlug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`/companies/${companySlug(renamed.name, 0)}`);
  await expect(page.getByRole("heading", { level: 1, name: renamed.name })).toBeVisible();
  await expect(page.getByText(`${renamed.name} has no open jobs right now.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse All Jobs" })).toHaveAttribute("href", "/jobs");

  const missing = await page.goto("/companies/no-such-company-anywhere");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
});
