import { expect, test } from "@playwright/test";
import { createJob } from "./factories";
import { expectToast, hasJavaScript, visit } from "./helpers";

// A job page's Share (docs/product.md#jobs): the share sheet or a copied link with JavaScript, an
// e-mail link without. Headless Chromium has no share sheet on Linux, so the sheet is the page's
// own navigator.share, recording what it was given.

test("Share copies the job's address with a toast, or opens an e-mail without JavaScript", async ({ page, context, baseURL }, testInfo) => {
  const job = await createJob({ title: "Share Bridge Engineer" });
  const address = `${baseURL}/jobs/${job.id}`;
  if (!hasJavaScript(testInfo)) {
    await page.goto(`/jobs/${job.id}`);
    const link = page.getByRole("link", { name: "Share this job by e-mail", exact: true });
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.protocol).toBe("mailto:");
    expect(href.searchParams.get("subject")).toBe(`${job.title} at ${job.company.name}`);
    expect(href.searchParams.get("body")).toBe(`${job.title} at ${job.company.name}: ${address}`);
    return;
  }
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await visit(page, `/jobs/${job.id}`);
  await page.getByRole("button", { name: "Share this job", exact: true }).click();
  await expectToast(page, "Link copied", address);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test("with a share sheet, Share hands it the job's title and address", async ({ page, baseURL }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "the share sheet needs JavaScript");
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void shared.push(data) });
  });
  const job = await createJob({ title: "Sheet Bridge Engineer" });
  await visit(page, `/jobs/${job.id}`);
  await page.getByRole("button", { name: "Share this job", exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: `${job.title} at ${job.company.name}`, url: `${baseURL}/jobs/${job.id}` }]);
  await expect(page.getByText("Link copied")).toHaveCount(0);
});
