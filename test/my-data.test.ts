// "Download My Data" (docs/product.md#employer-side-and-settings): the archive holds everything the site keeps about
// the signed-in user, resumes included, and nothing of anyone else.
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import * as myData from "~/routes/settings_.my-data";
import { saveAlert } from "~/server/job-alerts.server";
import { saveJobReport } from "~/server/job-reports.server";
import { saveJob } from "~/server/saved-jobs.server";
import { createApplication, createCandidate, createEmployer, createJob } from "./factories";
import * as applyApi from "~/routes/api.jobs.$id.apply";
import * as uploadApi from "~/routes/api.upload.resume";
import { applyAsCandidate, callAction, callLoader, fixture, jsonBody } from "./helpers";

async function download(cookie?: string) {
  return callLoader(myData.loader, "/settings/my-data", {}, { headers: cookie ? { Cookie: cookie } : {} });
}

async function archiveOf(cookie: string) {
  const response = await download(cookie);
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return { response, files, data: JSON.parse(strFromU8(files["my-data.json"])) };
}

describe("GET /settings/my-data", () => {
  it("holds a candidate's account, profile, two resumes with their bytes, three applications, saved jobs and an alert, and nobody else's", async () => {
    const candidate = await createCandidate();
    const jobs = [await createJob({ title: "Export Bridge Engineer" }), await createJob(), await createJob()];
    // The first resume is sent with an application, so the second upload keeps it.
    const first = await applyAsCandidate(jobs[0].id, candidate);
    const second = await applyAsCandidate(jobs[1].id, candidate);
    expect(second.resumeUrl).not.toBe(first.resumeUrl);
    // The third application goes with the second resume: two resumes in all.
    const third = await callAction(
      applyApi.action,
      `/api/jobs/${jobs[2].id}/apply`,
      jsonBody({ resumeUrl: second.resumeUrl, coverLetter: "Third letter" }, { Cookie: candidate.cookie }),
      { id: String(jobs[2].id) },
    );
    expect(third.status).toBe(201);
    await saveJob(candidate.user.id, jobs[0].id);
    await saveAlert(candidate.user.id, { q: "bridge", location: "Austin", radius: 0, discipline: "", remote: "any", salary: 0 }, "weekly");
    // Another candidate's application, resume and alert.
    const otherCandidate = await createCandidate();
    const other = await createApplication({ job: jobs[0], candidate: otherCandidate, coverLetter: "Someone else's letter" });
    await saveAlert(other.candidate.user.id, { q: "tunnel", location: "", radius: 0, discipline: "", remote: "any", salary: 0 }, "daily");
    // A job each of them reported.
    const reported = await createJob({ title: "Reported Bridge Engineer" });
    await saveJobReport({ jobId: reported.id, userId: candidate.user.id, reporterKey: "mine", reason: "scam", details: "Asks for a fee" });
    await saveJobReport({
      jobId: reported.id,
      userId: other.candidate.user.id,
      reporterKey: "theirs",
      reason: "wrong",
      details: "Their report",
    });

    const { response, files, data } = await archiveOf(candidate.cookie);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="keystone-talent-my-data-\d{4}-\d\d-\d\d\.zip"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");

    expect(data.account).toMatchObject({ email: candidate.email, role: "candidate", company: null });
    expect(data.profile.fullName).toBe(candidate.user.profile.fullName);
    expect(data.resumes.map((resume: { url: string }) => resume.url).sort()).toEqual([first.resumeUrl, second.resumeUrl].sort());
    for (const resume of data.resumes) expect(files[resume.file]).toEqual(fixture("resume.pdf"));
    expect(data.applications.map((application: { job: { id: number } }) => application.job.id).sort()).toEqual(
      jobs.map((job) => job.id).sort(),
    );
    expect(
      data.applications.find((application: { coverLetter: string | null }) => application.coverLetter === "Third letter"),
    ).toBeTruthy();
    expect(data.savedJobs.map((saved: { job: { id: number } }) => saved.job.id)).toEqual([jobs[0].id]);
    expect(data.jobAlerts).toEqual([
      expect.objectContaining({ keywords: "bridge", location: "Austin", frequency: "weekly", paused: false }),
    ]);

    expect(data.jobReports).toEqual([
      expect.objectContaining({ job: { id: reported.id, title: reported.title }, details: "Asks for a fee", reviewedAt: null }),
    ]);
    expect(data.account).toEqual(
      expect.objectContaining({ lastActiveAt: expect.any(String), inactivityWarningSentAt: null, linkedAccounts: [] }),
    );

    const everything = strFromU8(files["my-data.json"]);
    for (const theirs of [otherCandidate.email, "Someone else's letter", "tunnel", other.resumeUrl, "Their report"])
      expect(everything).not.toContain(theirs);
    expect(Object.keys(files).sort()).toEqual(["my-data.json", ...data.resumes.map((resume: { file: string }) => resume.file)].sort());
  });

  it("holds an employer's account and company, and none of the applications sent to the company", async () => {
    const employer = await createEmployer();
    const job = await createJob({ company: employer.company! });
    const applicant = await createCandidate();
    await createApplication({ job, candidate: applicant, coverLetter: "An applicant's letter" });
    const { files, data } = await archiveOf(employer.cookie);
    expect(data.account).toMatchObject({
      email: employer.email,
      role: "employer",
      company: { id: employer.company!.id, name: employer.company!.name },
    });
    expect(data.applications).toEqual([]);
    expect(Object.keys(files)).toEqual(["my-data.json"]);
    expect(strFromU8(files["my-data.json"])).not.toContain(applicant.email);
  });

  it("sends a signed-out visitor to sign in, and back to Settings", async () => {
    const response = await download();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fsettings");
  });

  it("keeps a resume's odd name to safe characters inside the archive", async () => {
    const candidate = await createCandidate();
    const body = new FormData();
    body.append("resume", new File([fixture("resume.pdf")], "../../My résumé (final).pdf"));
    expect((await callAction(uploadApi.action, "/api/upload/resume", { body, headers: { Cookie: candidate.cookie } })).status).toBe(201);
    const { files, data } = await archiveOf(candidate.cookie);
    expect(data.resumes[0].fileName).toBe("My résumé (final).pdf");
    expect(data.resumes[0].file).toMatch(/^resumes\/[A-Za-z0-9_-]+-My_r_sum_final_\.pdf$/);
    expect(files[data.resumes[0].file]).toEqual(fixture("resume.pdf"));
  });
});
