import { expect, test } from "@playwright/test";
import { createCompany, createJob, jobIdByTitle, setClosingTime, uniqueWord } from "./factories";
import { chooseFilter, employerWithCompany, expectToast, jobTitles, resultCount, visit } from "./helpers";

const DAY_MS = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

test("a job leaves search, its cached pages and the API the moment its closing date passes", async ({ page }) => {
  const word = uniqueWord();
  const job = await createJob({ title: `Dam Safety Engineer ${word}` });
  const closesAt = new Date(Date.now() + 4_000);
  await setClosingTime(job.id, closesAt);

  await visit(page, `/jobs?q=${word}`);
  expect(await resultCount(page)).toBe(1);
  await visit(page, `/jobs/${job.id}`);
  await expect(page.getByRole("link", { name: /^Apply Now/ }).first()).toBeVisible();

  await page.waitForTimeout(closesAt.getTime() - Date.now() + 250);
  // The same addresses again: a signed-out visitor's pages come from the page cache while nothing changed.
  await visit(page, `/jobs?q=${word}`);
  expect(await resultCount(page)).toBe(0);
  await visit(page, `/jobs/${job.id}`);
  await expect(page.getByText("This job is no longer accepting applications.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Apply Now/ })).toHaveCount(0);
  const api = await page.request.get(`/api/jobs/search?q=${word}`);
  expect(await api.json()).toEqual([]);
});

test("an employer picks a closing date, sees the days left, and relists the job once it has expired", async ({ page, request }) => {
  await employerWithCompany(page, request);
  const title = `Levee Engineer ${uniqueWord()}`;
  await visit(page, "/post-job");
  const form = page.getByRole("main");
  await form.getByLabel("Job Title", { exact: true }).fill(title);
  await form.getByLabel("Location", { exact: true }).fill("Sacramento, CA");
  await form.getByLabel("Employment Type", { exact: true }).selectOption({ label: "Full-time" });
  await form.getByLabel("Discipline", { exact: true }).selectOption({ label: "Civil Engineering" });
  const closing = form.getByLabel("Closing Date", { exact: true });
  await expect(closing).toHaveValue(day(30));
  await closing.fill(day(10));
  await form.getByLabel("Description", { exact: true }).fill("Inspect and rate levees along the delta, and plan repairs.");
  await form.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/\/posted-jobs$/);

  const card = page.getByRole("article", { name: title, exact: true });
  await expect(card.getByText("Open", { exact: true })).toBeVisible();
  await expect(card.getByText(/Closes in 10 days/)).toBeVisible();

  await setClosingTime(await jobIdByTitle(title), new Date(Date.now() - 1_000));
  await visit(page, "/posted-jobs");
  await expect(card.getByText("Expired", { exact: true })).toBeVisible();
  await card.getByLabel(`Relist ${title} for`, { exact: true }).selectOption({ label: "14 days" });
  await card.getByRole("button", { name: `Relist ${title}`, exact: true }).click();
  await expectToast(page, "Job relisted");
  await expect(card.getByText("Open", { exact: true })).toBeVisible();
  await expect(card.getByText(/Closes in 14 days/)).toBeVisible();
});

test("salary, date posted and newest first narrow and order a keyword search, kept in the address", async ({ page }, testInfo) => {
  const word = uniqueWord();
  const company = await createCompany();
  const posted = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  // Posted in this order, as on the live site (newest first is the order jobs were posted in).
  await createJob({ company, title: `Senior ${word} Engineer`, posted_at: posted(12), salary_min: 140_000, salary_max: 170_000 });
  await createJob({
    company,
    title: "Field Technician",
    description: `Works with the ${word} team.`,
    posted_at: posted(2),
    salary_min: 60_000,
    salary_max: 70_000,
  });
  await createJob({ company, title: `${word} Drafter`, posted_at: posted(0.2), salary_min: 50_000, salary_max: 58_000 });

  await visit(page, `/jobs?q=${word}`);
  expect(await resultCount(page)).toBe(3);
  await chooseFilter(page, testInfo, "Sort by", "Newest");
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&sort=newest$`));
  expect(await jobTitles(page)).toEqual([`${word} Drafter`, "Field Technician", `Senior ${word} Engineer`]);

  await chooseFilter(page, testInfo, "Salary", "$100k+");
  await expect(page).toHaveURL(new RegExp(`salary=100000`));
  expect(await jobTitles(page)).toEqual([`Senior ${word} Engineer`]);

  await chooseFilter(page, testInfo, "Salary", "Any Salary");
  await chooseFilter(page, testInfo, "Date posted", "Past 7 days");
  await expect(page).toHaveURL(new RegExp(`posted=7`));
  expect(await jobTitles(page)).toEqual([`${word} Drafter`, "Field Technician"]);
  await expect(page.getByLabel("Sort by", { exact: true })).toHaveValue("newest");
});

test("a job page links to similar open jobs of its discipline", async ({ page }) => {
  const word = uniqueWord();
  const company = await createCompany();
  const job = await createJob({ company, title: `Tunnel ${word} Engineer` });
  await createJob({ company, title: `Tunnel ${word} Engineer`, location: "Denver, CO" });
  await createJob({ company, title: `Senior Tunnel ${word} Engineer` });
  await createJob({ company, title: `Tunnel ${word} Engineer`, discipline: "Software Engineering" });

  await visit(page, `/jobs/${job.id}`);
  const similar = page.getByRole("region", { name: "Similar jobs" });
  await expect(similar.getByRole("link")).toHaveText([`Tunnel ${word} Engineer`, `Senior Tunnel ${word} Engineer`]);
  await similar.getByRole("link", { name: `Senior Tunnel ${word} Engineer` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Senior Tunnel ${word} Engineer`);
});
