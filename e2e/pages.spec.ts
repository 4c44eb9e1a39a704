import { expect, test } from "@playwright/test";
import { createCompany, createJob, uniqueWord } from "./factories";
import { findEmployerEntry, hasJavaScript, jobTitles } from "./helpers";

test("a job page shows the whole job and its JobPosting JSON-LD", async ({ page }) => {
  const word = uniqueWord();
  await createJob({ title: `Firmware Engineer (${word})` });
  await page.goto(`/jobs?q=${word}`);
  const title = (await jobTitles(page))[0];
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const id = Number(page.url().split("/").pop());

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, "\\$&")} at `));
  await expect(page.getByText(/^Posted (today|1 day ago|\d+ days ago)$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you'll do" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply Now", exact: true })).toHaveAttribute("href", `/jobs/${id}/apply`);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title,
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    hiringOrganization: { "@type": "Organization", name: expect.any(String) },
    jobLocation: { "@type": "Place" },
    identifier: { value: `KT-${String(id).padStart(6, "0")}` },
  });
  expect(jsonLd.employmentType).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN)$/);
  expect(jsonLd.description.length).toBeGreaterThan(200);
});

test("the JSON-LD of a remote job with a salary says so", async ({ page }) => {
  const job = await createJob({ remote: 1, location: "Remote (US)", salary_min: 120_000, salary_max: 150_000 });
  await page.goto(`/jobs/${job.id}`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd.jobLocationType).toBe("TELECOMMUTE");
  expect(jsonLd.baseSalary).toMatchObject({ "@type": "MonetaryAmount", currency: "USD", value: { minValue: job.salaryMin } });
});

for (const path of ["/no-such-page", "/jobs/999999", "/jobs/not-a-number", "/employers/extra/parts"]) {
  test(`${path} is the 404 page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Page Not Found");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("a specialization page searches its own list", async ({ page }, testInfo) => {
  const word = uniqueWord();
  const company = await createCompany();
  await createJob({ company, discipline: "Quality Assurance", title: `Supplier Quality Engineer ${word}` });
  await createJob({
    company,
    discipline: "Quality Assurance",
    title: "Quality Inspector",
    description: `Audits the ${word} supplier base.`,
  });
  await createJob({ company, discipline: "Quality Assurance", title: "Quality Technician" });
  await createJob({ company, discipline: "Quality Assurance", title: "Metrology Lead", salary_min: null, salary_max: null });
  await page.goto("/quality-assurance");
  await expect(page).toHaveTitle(/Quality Assurance/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const all = await jobTitles(page);
  expect(all.length).toBeGreaterThan(3);
  await expect(page.locator(".job-salary").first()).toHaveText(/^(\$\d+k( - \$\d+k)?|\$\d+k\+|Up to \$\d+k|Competitive)$/);

  const box = page.getByRole("searchbox", { name: "Search Quality Assurance jobs" });
  await box.fill(word);
  if (!hasJavaScript(testInfo)) await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/quality-assurance\\?q=${word}`));
  await expect(page.getByText(new RegExp(`positions? matching “${word}”`))).toBeVisible();
  const narrowed = await jobTitles(page);
  expect(narrowed.length).toBeGreaterThan(0);
  expect(narrowed.length).toBeLessThan(all.length);

  await box.fill("zzzyzzx");
  if (!hasJavaScript(testInfo)) await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText(/No quality assurance positions match your search/)).toBeVisible();
  await page.getByRole("link", { name: "Browse all jobs" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test("the four specialization pages each show cards, jobs and a career path", async ({ page }) => {
  const company = await createCompany();
  for (const discipline of ["Project Management", "Design and Drafting", "Construction Management", "Quality Assurance"]) {
    await createJob({ company, discipline });
  }
  for (const path of ["/project-management", "/design-drafting", "/construction-management", "/quality-assurance"]) {
    await page.goto(path);
    await expect(page.locator(".card-grid-4 > li")).toHaveCount(4);
    await expect(page.locator(".career-path > li")).toHaveCount(4);
    expect((await jobTitles(page)).length).toBeGreaterThan(0);
  }
});

test("home shows stats, disciplines, featured jobs, three employers and testimonials", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Keystone Talent/);
  await expect(page.getByText("10,000+")).toBeVisible();
  for (const discipline of ["Civil", "Mechanical", "Electrical", "Software", "Chemical", "Aerospace"]) {
    await expect(page.getByRole("link", { name: new RegExp(`^${discipline} Engineering`) })).toHaveAttribute(
      "href",
      `/jobs?discipline=${discipline}+Engineering`,
    );
  }
  await expect(page.locator(".employer-card")).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "What Engineers and Employers Say" })).toBeVisible();

  await page.getByRole("link", { name: /^Civil Engineering/ }).click();
  await expect(page).toHaveURL(/\/jobs\?discipline=Civil\+Engineering$/);
  await expect(page.getByLabel("Discipline", { exact: true })).toHaveValue("Civil Engineering");
});

test("home's featured jobs filter by discipline and location", async ({ page }, testInfo) => {
  const target = await createJob({ featured: 1, discipline: "Chemical Engineering", location: "Detroit, MI" });
  const city = target.location.split(",")[0];

  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured Jobs" });
  const cards = featured.locator(".job-card");
  await expect(cards.first()).toBeVisible();
  await featured.getByLabel("Discipline", { exact: true }).selectOption(target.discipline);
  if (!hasJavaScript(testInfo)) await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/[?&]discipline=/);
  await featured.getByLabel("Location", { exact: true }).selectOption(city);
  if (!hasJavaScript(testInfo)) await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`location=${city.replace(" ", "\\+")}`));

  await expect(cards.getByRole("link", { name: target.title, exact: true })).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.getByText("Featured", { exact: true })).toBeVisible();
    await expect(card.locator(".job-facts li").first()).toHaveText(target.location);
  }
});

test("the employers page lists every company", async ({ page }) => {
  const company = await createCompany();
  const entry = await findEmployerEntry(page, company.name);
  await expect(page).toHaveTitle(/Employers/);
  expect(await page.locator(".employer-entry").count()).toBeGreaterThanOrEqual(1);
  await expect(entry.getByRole("link", { name: /\.example/ })).toHaveAttribute("target", "_blank");
});
