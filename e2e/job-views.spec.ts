import { AxeBuilder } from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { createAccount, createCompanyByPost, hasJavaScript, postJobByForm, uniqueSuffix, testWithOtherUsers as test } from "./helpers";

// Job page views (docs/product.md#job-page-views, decision 049): a signed-out visitor's views count,
// those from the page cache too; a robot's and a HEAD do not; the employer sees them on Posted Jobs
// and on the job's applicant page within a flush (JOB_VIEWS_FLUSH_SECONDS is 1 here).

/** Today as the app writes dates ('MMM d, yyyy', read in UTC), e.g. "Nov 22, 2026". */
const todayUtc = () => new Date().toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });

test("a visitor's views of a job page, the cached ones too, show on the employer's dashboard; a robot's and a HEAD do not", async ({
  page,
  signedInPage,
  request,
}, testInfo) => {
  // Up to a dozen page loads, then the employer's pages: more than the default time on a busy machine.
  test.slow();
  const account = await createAccount(request, "employer");
  const employer = await signedInPage(account);
  await createCompanyByPost(employer.request);
  const job = await postJobByForm(employer, `Viewed Culvert Engineer ${uniqueSuffix()}`);
  const path = `/jobs/${job.id}`;

  // Neither counts: a robot, and a HEAD.
  const robot = await request.get(path, {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  expect(robot.status()).toBe(200);
  expect((await request.head(path)).status()).toBe(200);

  // The visitor, signed out, views the page until one view comes from the page cache (it keeps a
  // page from its second render, in each worker): every view counts, rendered or kept.
  let views = 0;
  const answers: string[] = [];
  for (let i = 0; i < 12 && !answers.includes("HIT"); i++) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    answers.push((await response?.headerValue("x-cache")) ?? "none");
    views++;
  }
  expect(answers[0]).toBe("MISS");
  expect(answers).toContain("HIT");

  const figures = `${views} views in the last 30 days, ${views} in all`;
  await expect
    .poll(async () => {
      await employer.goto("/posted-jobs");
      return employer
        .getByRole("article", { name: job.title })
        .getByText(/views in the last 30 days|No views yet/)
        .textContent();
    })
    .toBe(figures);

  await employer.goto(`/posted-jobs/${job.id}`);
  await expect(employer.getByRole("heading", { level: 2, name: "Page views" })).toBeVisible();
  await expect(employer.getByText(figures)).toBeVisible();
  // The views by day: a disclosure that opens without a script, with today's row first.
  await employer.locator("summary", { hasText: "Views by day, the last 30 days (UTC)" }).click();
  const table = employer.getByRole("table", { name: "Views by day, the last 30 days (UTC)" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(31);
  await expect(table.getByRole("row").nth(1)).toHaveText(`${todayUtc()}${views}`);
  await expect(table.getByRole("row").nth(2)).toContainText(/0$/);
  // The open table passes axe as the other pages do (e2e/accessibility.spec.ts; axe runs in the page, so with JavaScript).
  if (hasJavaScript(testInfo)) {
    const { violations } = await new AxeBuilder({ page: employer })
      .include(".job-views-by-day")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }
});

test("the employer's job with no views says so", async ({ signedInPage, request }) => {
  const account = await createAccount(request, "employer");
  const employer = await signedInPage(account);
  await createCompanyByPost(employer.request);
  const job = await postJobByForm(employer, `Unviewed Culvert Engineer ${uniqueSuffix()}`);
  await employer.goto("/posted-jobs");
  await expect(employer.getByRole("article", { name: job.title }).getByText("No views yet")).toBeVisible();
  await employer.goto(`/posted-jobs/${job.id}`);
  await expect(employer.getByText("No views yet")).toBeVisible();
  await expect(employer.getByText("Views by day, the last 30 days (UTC)")).toHaveCount(0);
});
