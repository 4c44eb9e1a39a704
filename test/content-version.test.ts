import { describe, expect, it } from "vitest";
import * as settingsPage from "~/routes/settings";
import * as postJobPage from "~/routes/post-job";
import * as postedJobsPage from "~/routes/posted-jobs._index";
import * as editJobPage from "~/routes/posted-jobs.$id_.edit";
import { contentVersion } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { createApplication, createCandidate, createEmployer, createJob } from "./factories";
import { callAction, COMPANY_FIELDS, form, jobFields } from "./helpers";

/** Runs `change` and says whether the content version moved. */
async function bumps(change: () => Promise<unknown>): Promise<boolean> {
  const before = contentVersion();
  await change();
  return contentVersion() > before;
}

describe("the content version", () => {
  it("moves when an employer posts, edits, closes, relists or deletes a job", async () => {
    const employer = await createEmployer();
    expect(await bumps(() => callAction(postJobPage.action, "/post-job", form(jobFields(), employer.cookie)))).toBe(true);
    const job = await db.selectFrom("jobs").select("id").where("company_id", "=", employer.company!.id).executeTakeFirstOrThrow();
    const edit = () =>
      callAction(editJobPage.action, `/posted-jobs/${job.id}/edit`, form(jobFields({ title: "Renamed" }), employer.cookie), {
        id: String(job.id),
      });
    expect(await bumps(edit)).toBe(true);
    for (const intent of ["close", "relist", "delete"]) {
      const post = () => callAction(postedJobsPage.action, "/posted-jobs", form({ intent, jobId: String(job.id) }, employer.cookie));
      expect(await bumps(post), intent).toBe(true);
    }
  });

  it("moves when a company is created or edited", async () => {
    const employer = await createEmployer({ company: null });
    const name = `Version Works ${Date.now()}`;
    expect(await bumps(() => callAction(postJobPage.action, "/post-job", form({ ...COMPANY_FIELDS, name }, employer.cookie)))).toBe(true);
    const edit = () => callAction(settingsPage.action, "/settings", form({ ...COMPANY_FIELDS, name: `${name} Ltd` }, employer.cookie));
    expect(await bumps(edit)).toBe(true);
  });

  it("only ever grows, even after a restored backup set it back", async () => {
    const before = contentVersion();
    await db.updateTable("content_version").set({ version: 1 }).execute(); // as an older backup would
    await createJob();
    expect(contentVersion()).toBeGreaterThan(before);
  });

  it("stays put for what signed-out visitors never see: accounts, sessions, applications", async () => {
    const job = await createJob();
    expect(await bumps(() => createCandidate())).toBe(false);
    const candidate = await createCandidate();
    expect(await bumps(() => createApplication({ candidate, job }))).toBe(false);
  });
});
