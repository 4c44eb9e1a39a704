import { expect, test } from "@playwright/test";
import { createCompany, createJob, uniqueWord } from "./factories";

// The RSS feed, robots.txt, the sitemaps and what pages tell search engines, as the production
// server serves them (docs/product.md#feeds-and-search-engines). test/feeds-and-sitemaps.test.ts
// checks the documents against their formats; this checks the pages and the wiring.

test("a search links its RSS feed, in the head and near the results, and the feed holds its jobs", async ({ page, request }) => {
  const word = uniqueWord();
  const job = await createJob({ title: `Tunnel Engineer ${word}` });
  await page.goto(`/jobs?q=${word}`);

  const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(alternate).toHaveCount(1);
  await expect(alternate).toHaveAttribute("href", `/jobs/feed?q=${word}`);
  await expect(alternate).toHaveAttribute("title", `Keystone Talent jobs: "${word}"`);

  const feedLink = page.getByRole("link", { name: "RSS feed of this search" });
  await expect(feedLink).toHaveAttribute("href", `/jobs/feed?q=${word}`);
  const feed = await request.get((await feedLink.getAttribute("href"))!);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toContain(`<link>${new URL(page.url()).origin}/jobs/${job.id}</link>`);
  expect(xml).toContain(`<title>Tunnel Engineer ${word} at ${job.company.name}</title>`);
});

test("robots.txt and the sitemaps are served with their types", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(await index.text()).toContain(`<loc>${baseURL}/sitemaps/pages.xml</loc>`);

  const company = await createCompany();
  const job = await createJob({ company });
  const pages = await request.get("/sitemaps/pages.xml");
  expect(pages.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(await pages.text()).toContain(`<loc>${baseURL}/companies/${company.slug}</loc>`);
  const jobs = await request.get(`/sitemaps/jobs-${Math.ceil(job.id / 10_000)}.xml`);
  expect(jobs.status()).toBe(200);
  expect(await jobs.text()).toContain(`<loc>${baseURL}/jobs/${job.id}</loc>`);
  expect((await request.get("/sitemaps/jobs-0.xml")).status()).toBe(404);
});

test("a job page names its canonical address", async ({ page, baseURL }) => {
  const job = await createJob();
  await page.goto(`/jobs/${job.id}?utm_source=newsletter`);
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute("href", `${baseURL}/jobs/${job.id}`);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
});

test("a filtered search is noindex, follow; the board and a company's page are indexed", async ({ page, baseURL }) => {
  const word = uniqueWord();
  const company = await createCompany();
  await createJob({ company, title: `Surveyor ${word}` });
  const robots = page.locator('head meta[name="robots"]');
  const canonical = page.locator('head link[rel="canonical"]');

  await page.goto(`/jobs?q=${word}&remote=false`);
  await expect(robots).toHaveAttribute("content", "noindex, follow");
  await expect(canonical).toHaveAttribute("href", `${baseURL}/jobs?q=${word}&remote=false`);

  // A company's jobs are indexed at its own page, not as a filter of the board.
  await page.goto(`/jobs?company=${company.id}`);
  await expect(robots).toHaveAttribute("content", "noindex, follow");
  await page.goto(`/companies/${company.slug}`);
  await expect(robots).toHaveCount(0);
  await expect(canonical).toHaveAttribute("href", `${baseURL}/companies/${company.slug}`);
  expect(await page.locator('head script[type="application/ld+json"]').textContent()).toContain('"@type":"Organization"');

  await page.goto("/jobs");
  await expect(robots).toHaveCount(0);
  await expect(canonical).toHaveAttribute("href", `${baseURL}/jobs`);

  await page.goto("/login?redirectTo=%2Fprofile");
  await expect(canonical).toHaveAttribute("href", `${baseURL}/login`);

  await page.goto(`/no-such-page-${word}`);
  await expect(canonical).toHaveCount(0);
});
