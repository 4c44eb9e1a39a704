import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { createAccount, signIn, visit } from "./helpers";

// Settings' "Download My Data" (docs/product.md#employer-side-and-settings): a plain link, so the
// same download with JavaScript and without.

test("Download My Data saves a ZIP of the account, with the resume's bytes", async ({ page }) => {
  const account = await createAccount(page.request);
  await signIn(page.request, account);
  const upload = await page.request.post("/api/upload/resume", {
    multipart: { resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: fs.readFileSync("test/fixtures/resume.pdf") } },
  });
  expect(upload.status()).toBe(201);
  const { resumeUrl } = await upload.json();

  await visit(page, "/settings");
  await expect(page.getByRole("heading", { name: "Your Data" })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download My Data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^keystone-talent-my-data-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(files["my-data.json"]));
  expect(data.account.email).toBe(account.email);
  expect(data.resumes.map((resume: { url: string }) => resume.url)).toEqual([resumeUrl]);
  expect(files[data.resumes[0].file]).toEqual(new Uint8Array(fs.readFileSync("test/fixtures/resume.pdf")));
});
