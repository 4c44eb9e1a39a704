import { expect, test } from "@playwright/test";
import { createAccount, employerWithApplicant, expectToast, signIn, visit } from "./helpers";
import { linkIn, newestMailTo } from "./mail";

test("Settings turns the status e-mails off and on", async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page.request, account);
  await visit(page, "/settings");
  const box = page.getByLabel("Email me when the status of one of my applications changes", { exact: true });
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole("button", { name: "Save Notifications" }).click();
  await expectToast(page, "Notifications saved", "Your email notification settings have been updated.");
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: "Save Notifications" }).click();
  await expectToast(page, "Notifications saved");
  await expect(box).toBeChecked();
});

test("a status e-mail's unsubscribe link works signed out: opening it changes nothing, its button turns them off", async ({
  page,
  request,
  baseURL,
}) => {
  const { job, candidate } = await employerWithApplicant(page, request);
  const [application] = await (await request.get("/api/me/applications")).json();
  const changed = await page.request.post(`/posted-jobs/${job.id}`, {
    form: { applicationId: String(application.id), status: "reviewing" },
  });
  expect(changed.ok()).toBe(true);
  const link = linkIn(await newestMailTo(candidate.email), "/unsubscribe?token=");

  const signedOut = await page.context().browser()!.newPage({ javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  await visit(signedOut, link);
  await expect(signedOut.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
  await expect(signedOut.getByText("Stop the emails about changes to the status of your applications?")).toBeVisible();
  expect((await (await request.get("/settings")).text()).includes('checked=""')).toBe(true);
  await signedOut.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(signedOut.getByRole("status").filter({ hasText: "You are unsubscribed" })).toHaveText(
    "You are unsubscribed. You will get no more emails about changes to the status of your applications.",
  );
  await signedOut.close();
  // What the link's page says for scripts is the link holder's alone: never kept (as shared data,
  // a deleted alert's page once went on naming it for a minute).
  for (let i = 0; i < 3; i++) {
    const data = await fetch(`${baseURL}${link}&_data=routes%2Funsubscribe`);
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    expect(data.headers.get("x-cache")).toBeNull();
  }
  // The candidate's Settings say so.
  expect((await (await request.get("/settings")).text()).includes('checked=""')).toBe(false);
});
