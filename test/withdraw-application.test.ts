// Withdrawing an application (docs/product.md#my-applications): the candidate's form on My
// Applications without JavaScript, the JSON API, and what the employer then sees and may do.
import { describe, expect, it } from "vitest";
import * as withdrawApi from "~/routes/api.me.applications.$id.withdraw";
import * as myApplicationsApi from "~/routes/api.me.applications";
import * as myApplications from "~/routes/my-applications";
import * as applicantsPage from "~/routes/posted-jobs.$id";
import { WITHDRAW_TEXT } from "~/lib/applications";
import { EMPLOYER_TEXT } from "~/lib/employer";
import { db } from "~/server/db.server";
import { findPostedJob, listApplicants } from "~/server/employer-jobs.server";
import { createApplication, createCandidate, createEmployer, createJob } from "./factories";
import { callAction, callLoader, flashedToast, form } from "./helpers";

const withdrawByApi = (applicationId: number | string, cookie?: string, method = "POST") =>
  callAction(
    withdrawApi.action,
    `/api/me/applications/${applicationId}/withdraw`,
    { method, headers: cookie ? { Cookie: cookie } : {} },
    { id: String(applicationId) },
  );

const withdrawByForm = (fields: Record<string, string>, cookie?: string) =>
  callAction(myApplications.action, "/my-applications", form(fields, cookie));

const stored = (id: number) => db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function listByApi(cookie: string) {
  const response = await callLoader(myApplicationsApi.loader, "/api/me/applications", {}, { headers: { Cookie: cookie } });
  return (await response.json()) as { id: number; status: string; appliedDate: string; updatedDate: string }[];
}

async function employerWithApplicants(count = 2) {
  const employer = await createEmployer();
  const job = await createJob({ company: employer.company! });
  const applications = [];
  for (let i = 0; i < count; i++) applications.push(await createApplication({ job }));
  return { employer, job, applications };
}

describe("POST /api/me/applications/:id/withdraw", () => {
  it("withdraws the candidate's application: 200 with it withdrawn and updated, and the list says so", async () => {
    const { job, applications } = await employerWithApplicants(1);
    const [{ application, candidate }] = applications;
    const response = await withdrawByApi(application.id, candidate.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await response.json();
    expect(body.application).toMatchObject({ id: application.id, status: "withdrawn", job: { id: job.id } });
    expect(body.application.updatedDate > body.application.appliedDate).toBe(true);
    const row = await stored(application.id);
    expect(row.withdrawn_at).toBe(body.application.updatedDate);
    // The employer's last status stays beside the withdrawal.
    expect(row.status).toBe("applied");
    expect((await listByApi(candidate.cookie)).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: application.id, status: "withdrawn" },
    ]);
  });

  it("answers 409 the second time, and 409 for an application that led to a hire", async () => {
    const { applications } = await employerWithApplicants(1);
    const [{ application, candidate }] = applications;
    expect((await withdrawByApi(application.id, candidate.cookie)).status).toBe(200);
    const again = await withdrawByApi(application.id, candidate.cookie);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(WITHDRAW_TEXT.alreadyWithdrawn);

    const job = await createJob();
    const hired = await createApplication({ job, status: "hired" });
    const refused = await withdrawByApi(hired.application.id, hired.candidate.cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(WITHDRAW_TEXT.hired);
    expect((await stored(hired.application.id)).withdrawn_at).toBeNull();
  });

  it("withdraws a rejected application, and an application under review", async () => {
    for (const status of ["rejected", "reviewing"] as const) {
      const { application, candidate } = await createApplication({ job: await createJob(), status });
      expect((await withdrawByApi(application.id, candidate.cookie)).status).toBe(200);
    }
  });

  it("answers 404 for another candidate's application or none, and changes nothing", async () => {
    const { applications } = await employerWithApplicants(1);
    const [{ application }] = applications;
    const other = await createCandidate();
    for (const id of [application.id, 999_999_999, "abc"]) {
      const response = await withdrawByApi(id, other.cookie);
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe(WITHDRAW_TEXT.notFound);
    }
    expect((await stored(application.id)).withdrawn_at).toBeNull();
  });

  it("answers 401 signed out, 403 to an employer, and 405 to GET", async () => {
    const { employer, applications } = await employerWithApplicants(1);
    const [{ application }] = applications;
    expect((await withdrawByApi(application.id)).status).toBe(401);
    expect((await withdrawByApi(application.id, employer.cookie)).status).toBe(403);
    const get = await callLoader(withdrawApi.loader, `/api/me/applications/${application.id}/withdraw`, { id: String(application.id) });
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    expect((await stored(application.id)).withdrawn_at).toBeNull();
  });

  it("lets one of two simultaneous withdrawals through", async () => {
    const { applications } = await employerWithApplicants(1);
    const [{ application, candidate }] = applications;
    const statuses = (await Promise.all([withdrawByApi(application.id, candidate.cookie), withdrawByApi(application.id, candidate.cookie)]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });
});

describe("Withdraw on My Applications (the form without JavaScript)", () => {
  it("withdraws and comes back to the same page of the list with its toast", async () => {
    const { applications } = await employerWithApplicants(1);
    const [{ application, candidate }] = applications;
    const response = await withdrawByForm({ withdraw: String(application.id), page: "2" }, candidate.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/my-applications?page=2");
    expect(await flashedToast(response)).toMatchObject({ title: WITHDRAW_TEXT.withdrawnTitle });
    expect((await stored(application.id)).withdrawn_at).not.toBeNull();
  });

  it("says why not with a destructive toast: withdrawn already, another's, or no such application", async () => {
    const { applications } = await employerWithApplicants(2);
    const [mine, theirs] = applications;
    await withdrawByForm({ withdraw: String(mine.application.id) }, mine.candidate.cookie);
    for (const [fields, title] of [
      [{ withdraw: String(mine.application.id) }, WITHDRAW_TEXT.alreadyWithdrawn],
      [{ withdraw: String(theirs.application.id) }, WITHDRAW_TEXT.notFound],
      [{ withdraw: "not a number", page: "<script>" }, WITHDRAW_TEXT.notFound],
    ] as const) {
      const response = await withdrawByForm(fields, mine.candidate.cookie);
      expect(response.headers.get("Location")).toBe("/my-applications");
      expect(await flashedToast(response)).toMatchObject({ title, variant: "destructive" });
    }
    expect((await stored(theirs.application.id)).withdrawn_at).toBeNull();
  });

  it("sends a signed-out post to sign in and back", async () => {
    const response = await withdrawByForm({ withdraw: "1" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fmy-applications");
  });
});

describe("a withdrawn application on the employer's side", () => {
  it("is counted as withdrawn and listed after the others, its status fixed", async () => {
    const { employer, job, applications } = await employerWithApplicants(3);
    // The oldest is still under review; the newest is withdrawn.
    await db.updateTable("applications").set({ status: "reviewing" }).where("id", "=", applications[0].application.id).execute();
    await withdrawByApi(applications[2].application.id, applications[2].candidate.cookie);

    const posted = (await findPostedJob(employer.company!.id, job.id))!;
    expect(posted.applicationCounts).toEqual({
      applied: 1,
      reviewing: 1,
      interviewing: 0,
      offered: 0,
      rejected: 0,
      hired: 0,
      withdrawn: 1,
      total: 3,
    });
    const listed = await listApplicants(job.id, { page: 1, pageSize: 20 });
    expect(listed.map(({ applicationId, status }) => [applicationId, status])).toEqual([
      [applications[1].application.id, "applied"],
      [applications[0].application.id, "reviewing"],
      [applications[2].application.id, "withdrawn"],
    ]);

    const response = await callAction(
      applicantsPage.action,
      `/posted-jobs/${job.id}`,
      form({ applicationId: String(applications[2].application.id), status: "hired" }, employer.cookie),
      { id: String(job.id) },
    );
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(EMPLOYER_TEXT.withdrawnByCandidate);
    expect((await stored(applications[2].application.id)).status).toBe("applied");
  });

  it("tells a candidate named Withdrawn from a withdrawal: the status changes, with its toast", async () => {
    const employer = await createEmployer();
    const job = await createJob({ company: employer.company! });
    const candidate = await createCandidate({ fullName: "withdrawn" });
    const { application } = await createApplication({ job, candidate });
    const response = await callAction(
      applicantsPage.action,
      `/posted-jobs/${job.id}`,
      form({ applicationId: String(application.id), status: "reviewing" }, employer.cookie),
      { id: String(job.id) },
    );
    expect(response.status).toBe(302);
    expect(await flashedToast(response)).toMatchObject({ title: EMPLOYER_TEXT.statusSavedTitle, description: "withdrawn: Under Review" });
    expect((await stored(application.id)).status).toBe("reviewing");
  });
});
