import { describe, expect, it } from "vitest";
import * as root from "~/root";
import * as applyApi from "~/routes/api.jobs.$id.apply";
import * as myApplicationsApi from "~/routes/api.me.applications";
import * as applyPage from "~/routes/jobs.$id_.apply";
import * as myApplications from "~/routes/my-applications";
import { db } from "~/server/db.server";
import { callAction, callLoader, fixture, flashedToast, jsonBody, registerUser, storedResumes, uploadResume } from "./helpers";
import { createCompany, createJob } from "./factories";

async function candidateWithResume() {
  const candidate = await registerUser();
  const resumeUrl = await uploadResume(candidate.cookie);
  return { ...candidate, resumeUrl };
}

function applyByApi(jobId: number, body: unknown, cookie?: string) {
  return callAction(applyApi.action, `/api/jobs/${jobId}/apply`, jsonBody(body, cookie ? { Cookie: cookie } : {}), {
    id: String(jobId),
  });
}

function listByApi(cookie?: string, query = "") {
  return callLoader(myApplicationsApi.loader, `/api/me/applications${query}`, {}, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The apply form's multipart post, as the page (or, with `?dialog`, the dialog) sends it. */
function applyByForm(
  jobId: number,
  cookie: string | undefined,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string },
  dialog = false,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append("resume", new File([file.bytes], file.name));
  return callAction(
    applyPage.action,
    `/jobs/${jobId}/apply${dialog ? "?dialog" : ""}`,
    { body, headers: cookie ? { Cookie: cookie } : {} },
    { id: String(jobId) },
  );
}

function applicationRows(userId: number) {
  return db.selectFrom("applications").selectAll().where("user_id", "=", userId).execute();
}

function resumeCount(userId: number) {
  return db
    .selectFrom("resumes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow()
    .then((row) => row.count);
}

describe("POST /api/jobs/:id/apply", () => {
  it("answers 201 with the application in the list shape, its cover letter trimmed", async () => {
    const { cookie, resumeUrl } = await candidateWithResume();
    const company = await createCompany();
    const jobId = (await createJob({ company, title: "Bridge Engineer", salary_min: 95000, salary_max: 120000, remote: 1 })).id;
    const response = await applyByApi(jobId, { resumeUrl, coverLetter: "  I build bridges.\r\n  " }, cookie);
    expect(response.status).toBe(201);
    const { application } = await response.json();
    expect(application).toEqual({
      id: expect.any(Number),
      status: "applied",
      appliedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedDate: application.appliedDate,
      resumeUrl,
      coverLetter: "I build bridges.",
      job: {
        id: jobId,
        title: "Bridge Engineer",
        location: "Austin, TX",
        employmentType: "Full-time",
        remote: true,
        salaryMin: 95000,
        salaryMax: 120000,
        company: { id: company.id, name: company.name },
      },
    });
  });

  it("stores no cover letter when it is empty or only spaces", async () => {
    const { cookie, resumeUrl, user } = await candidateWithResume();
    const jobId = (await createJob()).id;
    const response = await applyByApi(jobId, { resumeUrl, coverLetter: "   " }, cookie);
    expect((await response.json()).application.coverLetter).toBeNull();
    expect((await applicationRows(user.id))[0].cover_letter).toBeNull();
  });

  it("accepts the resume URL as an absolute address on this site", async () => {
    const { cookie, resumeUrl } = await candidateWithResume();
    const response = await applyByApi((await createJob()).id, { resumeUrl: `http://localhost${resumeUrl}` }, cookie);
    expect(response.status).toBe(201);
  });

  it("answers 401 when signed out", async () => {
    const response = await applyByApi((await createJob()).id, { resumeUrl: "/resumes/whatever" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it("answers 403 to an employer", async () => {
    const employer = await registerUser({ role: "employer" });
    const resumeUrl = await uploadResume(employer.cookie);
    const response = await applyByApi((await createJob()).id, { resumeUrl }, employer.cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Only job seeker accounts can apply for jobs." });
  });

  it("answers 404 for a job that does not exist", async () => {
    const { cookie, resumeUrl } = await candidateWithResume();
    for (const id of ["999999999", "abc", "1.5"]) {
      const response = await callAction(applyApi.action, `/api/jobs/${id}/apply`, jsonBody({ resumeUrl }, { Cookie: cookie }), {
        id,
      });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: "Job not found." });
    }
  });

  it("answers 409 the second time, and keeps one application", async () => {
    const { cookie, resumeUrl, user } = await candidateWithResume();
    const jobId = (await createJob()).id;
    expect((await applyByApi(jobId, { resumeUrl }, cookie)).status).toBe(201);
    const again = await applyByApi(jobId, { resumeUrl, coverLetter: "Once more" }, cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "You have already applied for this job." });
    expect(await applicationRows(user.id)).toHaveLength(1);
  });

  it("lets only one of two simultaneous posts through", async () => {
    const { cookie, resumeUrl, user } = await candidateWithResume();
    const jobId = (await createJob()).id;
    const statuses = (await Promise.all([1, 2, 3].map(() => applyByApi(jobId, { resumeUrl }, cookie)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect(await applicationRows(user.id)).toHaveLength(1);
  });

  it("refuses another user's resume, and URLs that are not one of the applicant's resumes", async () => {
    const { cookie } = await candidateWithResume();
    const other = await candidateWithResume();
    const jobId = (await createJob()).id;
    const id = other.resumeUrl.split("/").pop();
    for (const resumeUrl of [
      other.resumeUrl,
      `/resumes/${id}?x=1`,
      `https://evil.example/resumes/${id}`,
      "/resumes/../profile",
      "javascript:alert(1)",
      "/resumes/does-not-exist",
      "not a url at all",
    ]) {
      const response = await applyByApi(jobId, { resumeUrl }, cookie);
      expect(response.status, resumeUrl).toBe(400);
      expect(await response.json()).toEqual({
        message: "Resume not found. Use a resume URL from your own uploads.",
        errors: { resumeUrl: ["Resume not found. Use a resume URL from your own uploads."] },
      });
    }
  });

  it("answers 400 with field messages for a missing or wrong-typed body", async () => {
    const { cookie, resumeUrl } = await candidateWithResume();
    const jobId = (await createJob()).id;
    const missing = await applyByApi(jobId, {}, cookie);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({ resumeUrl: ["resumeUrl is required"] });

    const wrongType = await applyByApi(jobId, { resumeUrl, coverLetter: 42 }, cookie);
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).errors).toEqual({ coverLetter: ["Cover letter must be text"] });

    const tooLong = await applyByApi(jobId, { resumeUrl, coverLetter: "x".repeat(5001) }, cookie);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors).toEqual({ coverLetter: ["Cover letter must be at most 5,000 characters"] });

    const malformed = await callAction(
      applyApi.action,
      `/api/jobs/${jobId}/apply`,
      { body: "{not json", headers: { "Content-Type": "application/json", Cookie: cookie } },
      { id: String(jobId) },
    );
    expect(malformed.status).toBe(400);
  });

  it("answers 405 to other methods", async () => {
    const response = await callLoader(applyApi.loader, "/api/jobs/1/apply", { id: "1" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("GET /api/me/applications", () => {
  it("answers 401 when signed out", async () => {
    const response = await listByApi();
    expect(response.status).toBe(401);
  });

  it("lists the user's applications newest first, and nobody else's", async () => {
    const { cookie, resumeUrl } = await candidateWithResume();
    const other = await candidateWithResume();
    const first = (await createJob({ title: "First" })).id;
    const second = (await createJob({ title: "Second" })).id;
    await applyByApi(first, { resumeUrl, coverLetter: "Hello" }, cookie);
    await applyByApi(second, { resumeUrl }, cookie);
    await applyByApi(first, { resumeUrl: other.resumeUrl }, other.cookie);

    const response = await listByApi(cookie);
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.map((application: { job: { title: string } }) => application.job.title)).toEqual(["Second", "First"]);
    expect(Object.keys(list[1]).sort()).toEqual(["appliedDate", "coverLetter", "id", "job", "resumeUrl", "status", "updatedDate"]);
    expect(list[1]).toMatchObject({ status: "applied", coverLetter: "Hello", resumeUrl });
  });

  it("pages the list, and refuses a bad page size", async () => {
    const { cookie, resumeUrl } = await candidateWithResume();
    for (let n = 0; n < 3; n++) await applyByApi((await createJob()).id, { resumeUrl }, cookie);
    expect(await (await listByApi(cookie, "?pageSize=2")).json()).toHaveLength(2);
    expect(await (await listByApi(cookie, "?pageSize=2&page=2")).json()).toHaveLength(1);
    expect((await listByApi(cookie, "?pageSize=1000")).status).toBe(400);
  });

  it("answers an empty list to an employer", async () => {
    const employer = await registerUser({ role: "employer" });
    expect(await (await listByApi(employer.cookie)).json()).toEqual([]);
  });
});

describe("/jobs/:id/apply (the form without JavaScript)", () => {
  it("sends a signed-out visitor to sign in and back, with its toast (docs/product.md#wording)", async () => {
    const jobId = (await createJob()).id;
    const response = await callLoader(applyPage.loader, `/jobs/${jobId}/apply`, { id: String(jobId) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/jobs/${jobId}/apply`)}`);
    expect(await flashedToast(response)).toMatchObject({
      title: "Authentication Required",
      description: "Please sign in to apply for jobs.",
    });
  });

  it("answers 404 for an unknown job", async () => {
    const response = await callLoader(applyPage.loader, "/jobs/999999/apply", { id: "999999" });
    expect(response.status).toBe(404);
  });

  it("shows an employer why not, with 403", async () => {
    const employer = await registerUser({ role: "employer" });
    const jobId = (await createJob()).id;
    const response = await callLoader(
      applyPage.loader,
      `/jobs/${jobId}/apply`,
      { id: String(jobId) },
      { headers: { Cookie: employer.cookie } },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ refusal: "Only job seeker accounts can apply for jobs.", existing: null });
  });

  it("applies with the existing resume and lands on My Applications with its toast (docs/product.md#wording)", async () => {
    const { cookie, resumeUrl, user } = await candidateWithResume();
    const jobId = (await createJob()).id;
    const response = await applyByForm(jobId, cookie, { resumeChoice: "existing", coverLetter: " Dear team, " });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/my-applications");
    expect(await flashedToast(response)).toMatchObject({
      title: "Application submitted",
      description: "Your application has been sent successfully!",
    });
    const [row] = await applicationRows(user.id);
    expect(row).toMatchObject({
      job_id: jobId,
      status: "applied",
      cover_letter: "Dear team,",
      resume_id: resumeUrl.split("/").pop(),
    });

    const page = await callLoader(applyPage.loader, `/jobs/${jobId}/apply`, { id: String(jobId) }, { headers: { Cookie: cookie } });
    expect(await page.json()).toMatchObject({ refusal: null, existing: { status: "applied", job: { id: jobId } } });
  });

  it("applies with a newly uploaded resume, which becomes the profile's resume too", async () => {
    const { cookie, resumeUrl: oldUrl, user } = await candidateWithResume();
    const filesBefore = storedResumes().length;
    const jobId = (await createJob()).id;
    const response = await applyByForm(
      jobId,
      cookie,
      { resumeChoice: "new", coverLetter: "" },
      { bytes: fixture("resume.docx"), name: "cv.docx" },
    );
    expect(response.status).toBe(302);
    const [row] = await applicationRows(user.id);
    expect(row.resume_id).not.toBe(oldUrl.split("/").pop());
    expect(row.cover_letter).toBeNull();
    const profile = await db.selectFrom("profiles").select("primary_resume_id").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(profile.primary_resume_id).toBe(row.resume_id);
    // The earlier resume, which no application was sent with, is replaced: its row and file go.
    expect(await resumeCount(user.id)).toBe(1);
    expect(storedResumes()).toHaveLength(filesBefore);
  });

  it("takes a chosen file as the new resume even when the radio says existing", async () => {
    const { cookie, resumeUrl, user } = await candidateWithResume();
    const jobId = (await createJob()).id;
    await applyByForm(jobId, cookie, { resumeChoice: "existing" }, { bytes: fixture("resume.pdf"), name: "new.pdf" });
    const [row] = await applicationRows(user.id);
    expect(row.resume_id).not.toBe(resumeUrl.split("/").pop());
  });

  it("answers the dialog's post with 201 and the application instead of a redirect", async () => {
    const { cookie } = await candidateWithResume();
    const jobId = (await createJob()).id;
    const response = await applyByForm(jobId, cookie, { resumeChoice: "existing" }, undefined, true);
    expect(response.status).toBe(201);
    expect((await response.json()).application).toMatchObject({ status: "applied", job: { id: jobId } });
  });

  it("refuses a new-resume choice without a file, keeping the cover letter", async () => {
    const { cookie, user } = await candidateWithResume();
    const jobId = (await createJob()).id;
    const response = await applyByForm(jobId, cookie, { resumeChoice: "new", coverLetter: "Keep me" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Choose your resume file to upload.",
      fieldErrors: { resume: ["Choose your resume file to upload."] },
      values: { resumeChoice: "new", coverLetter: "Keep me" },
    });
    expect(await applicationRows(user.id)).toHaveLength(0);
  });

  it("refuses the existing-resume choice when there is none", async () => {
    const { cookie } = await registerUser();
    const jobId = (await createJob()).id;
    const response = await applyByForm(jobId, cookie, { resumeChoice: "existing" });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      resume: ["You haven't uploaded a resume yet. Upload one now to apply."],
    });
  });

  it("refuses a file that is not what its name says with the words of docs/product.md#wording, storing nothing", async () => {
    const { cookie, user } = await candidateWithResume();
    const jobId = (await createJob()).id;
    const files = storedResumes().length;
    const response = await applyByForm(
      jobId,
      cookie,
      { resumeChoice: "new" },
      { bytes: new TextEncoder().encode("plain text"), name: "cv.pdf" },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      resume: ["Invalid file type: Please upload a PDF, DOC, or DOCX file."],
    });
    expect(await applicationRows(user.id)).toHaveLength(0);
    expect(await resumeCount(user.id)).toBe(1);
    expect(storedResumes().length).toBe(files);
  });

  it("refuses a file over 10MB with the words of docs/product.md#wording", async () => {
    const { cookie } = await candidateWithResume();
    const jobId = (await createJob()).id;
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    const response = await applyByForm(jobId, cookie, { resumeChoice: "new" }, { bytes: big, name: "big.pdf" });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("File too large: File size must be less than 10MB.");
  });

  it("keeps no file when the cover letter is refused", async () => {
    const { cookie, user } = await candidateWithResume();
    const jobId = (await createJob()).id;
    const files = storedResumes().length;
    const response = await applyByForm(
      jobId,
      cookie,
      { resumeChoice: "new", coverLetter: "x".repeat(5001) },
      { bytes: fixture("resume.pdf"), name: "cv.pdf" },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ coverLetter: ["Cover letter must be at most 5,000 characters"] });
    expect(storedResumes().length).toBe(files);
    expect(await resumeCount(user.id)).toBe(1);
  });

  it("refuses a second application with 409 and stores no new file", async () => {
    const { cookie, user } = await candidateWithResume();
    const jobId = (await createJob()).id;
    await applyByForm(jobId, cookie, { resumeChoice: "existing" });
    const files = storedResumes().length;
    const again = await applyByForm(jobId, cookie, { resumeChoice: "new" }, { bytes: fixture("resume.pdf"), name: "cv.pdf" });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("You have already applied for this job.");
    expect(storedResumes().length).toBe(files);
    expect(await resumeCount(user.id)).toBe(1);
  });

  it("refuses employers with 403 and sends a signed-out post to sign in", async () => {
    const employer = await registerUser({ role: "employer" });
    const jobId = (await createJob()).id;
    expect((await applyByForm(jobId, employer.cookie, { resumeChoice: "existing" })).status).toBe(403);
    const signedOut = await applyByForm(jobId, undefined, { resumeChoice: "existing" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect((await applyByForm(jobId, undefined, { resumeChoice: "existing" }, undefined, true)).status).toBe(401);
  });

  it("answers a body that is not multipart with a message, not a crash", async () => {
    const { cookie } = await candidateWithResume();
    const jobId = (await createJob()).id;
    const response = await callAction(
      applyPage.action,
      `/jobs/${jobId}/apply`,
      { body: new URLSearchParams({ resumeChoice: "existing" }), headers: { Cookie: cookie } },
      { id: String(jobId) },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(expect.any(String));
  });
});

describe("My Applications and the Applied buttons", () => {
  it("lists the candidate's applications, a page at a time", async () => {
    const { cookie, resumeUrl } = await candidateWithResume();
    const jobId = (await createJob({ title: "Listed Job" })).id;
    await applyByApi(jobId, { resumeUrl }, cookie);
    const response = await callLoader(myApplications.loader, "/my-applications?page=99", {}, { headers: { Cookie: cookie } });
    const { list } = await response.json();
    expect(list).toMatchObject({ total: 1, page: 1, totalPages: 1, applications: [{ job: { id: jobId, title: "Listed Job" } }] });
  });

  it("gives the root data the jobs a candidate applied to, so Apply Now reads Applied", async () => {
    const { cookie, resumeUrl } = await candidateWithResume();
    const jobId = (await createJob()).id;
    await applyByApi(jobId, { resumeUrl }, cookie);
    const data = await (await callLoader(root.loader, "/", {}, { headers: { Cookie: cookie } })).json();
    expect(data.appliedJobs).toEqual([jobId]);
  });

  it("gives at most the newest 1,000 of them, so no page grows without bound", async () => {
    const { cookie, resumeUrl, user } = await candidateWithResume();
    const resumeId = resumeUrl.split("/").pop()!;
    const jobIds: number[] = [];
    const company = await createCompany();
    for (let i = 0; i < 1_003; i++) jobIds.push((await createJob({ company, title: `Bulk Job ${i}` })).id);
    await db
      .insertInto("applications")
      .values(
        jobIds.map((jobId, i) => ({
          user_id: user.id,
          job_id: jobId,
          resume_id: resumeId,
          applied_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        })),
      )
      .execute();
    const data = await (await callLoader(root.loader, "/", {}, { headers: { Cookie: cookie } })).json();
    expect(data.appliedJobs).toHaveLength(1_000);
    expect(new Set(data.appliedJobs)).toEqual(new Set(jobIds.slice(3)));
  });
});

describe("the applications table", () => {
  it("keeps a resume while an application points at it, and lets the whole account go", async () => {
    const { cookie, resumeUrl, user } = await candidateWithResume();
    await applyByApi((await createJob()).id, { resumeUrl }, cookie);
    const resumeId = resumeUrl.split("/").pop()!;
    await expect(db.deleteFrom("resumes").where("id", "=", resumeId).execute()).rejects.toThrow(/FOREIGN KEY/);
    await db.deleteFrom("users").where("id", "=", user.id).execute();
    expect(await applicationRows(user.id)).toHaveLength(0);
  });

  it("refuses a status outside the four", async () => {
    const { cookie, resumeUrl, user } = await candidateWithResume();
    await applyByApi((await createJob()).id, { resumeUrl }, cookie);
    await expect(
      db
        .updateTable("applications")
        .set({ status: "withdrawn" as "applied" })
        .where("user_id", "=", user.id)
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });
});
