import { describe, expect, it } from "vitest";
import * as loginApi from "~/routes/api.auth.login";
import * as meApi from "~/routes/api.auth.me";
import * as registerApi from "~/routes/api.auth.register";
import * as applyApi from "~/routes/api.jobs.$id.apply";
import * as settingsPage from "~/routes/settings";
import { authPath, SETTINGS_TEXT, SIGNED_OUT_TEXT, type User } from "~/lib/accounts";
import { db } from "~/server/db.server";
import {
  callAction,
  callLoader,
  COMPANY_FIELDS,
  cookieFrom,
  employerWithJob,
  flashedToast,
  form,
  jsonBody,
  registerUser,
  searchIds,
  uniqueCompanyName,
  uploadResume,
} from "./helpers";
import { createJob } from "./factories";

/** Settings' Google section with Google unset and a password account (test/google-sign-in.test.ts has the rest). */
const NO_GOOGLE = { configured: false, linkedEmail: null, hasPassword: true };

function postSettings(fields: Record<string, string> | [string, string][], cookie?: string, init: { clientAddress?: string } = {}) {
  return callAction(settingsPage.action, "/settings", { ...form(fields, cookie), ...init });
}

/** GET /api/auth/me with this cookie: the user, or null when signed out. */
async function me(cookie: string) {
  const response = await callLoader(meApi.loader, "/api/auth/me", {}, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()).user as User | null;
}

/** Signs in again through the JSON API: a second, independent session of the same account. */
function login(email: string, password: string) {
  return callAction(loginApi.action, "/api/auth/login", jsonBody({ email, password }));
}

async function secondSession(email: string, password: string): Promise<string> {
  const response = await login(email, password);
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

/** True when the response clears the session cookie. */
function clearsSessionCookie(response: Response): boolean {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
  return header !== undefined && /^__session=;/.test(header) && /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(header);
}

function sessionRows(userId: number) {
  return db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute();
}

function passwordHash(userId: number) {
  return db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow()
    .then((row) => row.password_hash);
}

function changePassword(
  cookie: string,
  currentPassword: string,
  newPassword: string,
  confirmPassword = newPassword,
  clientAddress?: string,
) {
  return postSettings({ intent: "password", currentPassword, newPassword, confirmPassword }, cookie, { clientAddress });
}

describe("/settings signed out", () => {
  const LOGIN = authPath("login", "/settings");

  it("uses /login?redirectTo=%2Fsettings as the sign-in path", () => {
    expect(LOGIN).toBe("/login?redirectTo=%2Fsettings");
  });

  it("the loader redirects to sign in and back, with the signed-out toast", async () => {
    const response = await callLoader(settingsPage.loader, "/settings");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(LOGIN);
    expect(await flashedToast(response)).toMatchObject({ description: SIGNED_OUT_TEXT });
  });

  it.each([
    ["change password", { intent: "password", currentPassword: "x", newPassword: "secret-12", confirmPassword: "secret-12" }],
    ["sign out everywhere", { intent: "sign-out-everywhere" }],
    ["delete account", { intent: "delete-account", password: "x" }],
    ["company", { ...COMPANY_FIELDS, name: "Signed Out Co" }],
  ])("the action (%s) redirects to sign in and changes nothing", async (_, fields) => {
    const usersBefore = await db.selectFrom("users").select("id").execute();
    const response = await postSettings(fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(LOGIN);
    expect(await db.selectFrom("users").select("id").execute()).toEqual(usersBefore);
    expect(await db.selectFrom("companies").select("id").where("name", "=", "Signed Out Co").executeTakeFirst()).toBeUndefined();
  });

  it("treats a cookie whose session was deleted as signed out", async () => {
    const { cookie, user } = await registerUser();
    await db.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    const response = await callLoader(settingsPage.loader, "/settings", {}, { headers: { Cookie: cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(LOGIN);
  });
});

describe("/settings loader signed in", () => {
  it("answers no company to a candidate, and the employer's company once made; and the notification switch, on", async () => {
    const candidate = await registerUser();
    const candidatePage = await callLoader(settingsPage.loader, "/settings", {}, { headers: { Cookie: candidate.cookie } });
    expect(candidatePage.status).toBe(200);
    expect(await candidatePage.json()).toEqual({ company: null, notify: true, mailOff: false, alerts: [], google: NO_GOOGLE });

    const employer = await registerUser({ role: "employer" });
    const before = await callLoader(settingsPage.loader, "/settings", {}, { headers: { Cookie: employer.cookie } });
    expect(await before.json()).toEqual({ company: null, notify: true, mailOff: false, alerts: [], google: NO_GOOGLE });
    const name = uniqueCompanyName();
    await postSettings({ ...COMPANY_FIELDS, name }, employer.cookie);
    const after = await callLoader(settingsPage.loader, "/settings", {}, { headers: { Cookie: employer.cookie } });
    expect((await after.json()).company).toMatchObject({
      name,
      industry: COMPANY_FIELDS.industry,
      size: COMPANY_FIELDS.size,
      description: COMPANY_FIELDS.description,
      website: COMPANY_FIELDS.website,
      logo: COMPANY_FIELDS.logoUrl,
    });
  });
});

describe("/settings: change password", () => {
  it("changes it, keeps this session, signs every other session out, and redirects with the toast", async () => {
    const { cookie: sessionA, email, user } = await registerUser({ password: "old password" });
    const sessionB = await secondSession(email, "old password");
    expect((await me(sessionB))?.id).toBe(user.id);

    const response = await changePassword(sessionA, "old password", "new password 1");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/settings");
    expect(await flashedToast(response)).toMatchObject({
      title: SETTINGS_TEXT.passwordChangedTitle,
      description: SETTINGS_TEXT.passwordChangedDescription,
    });
    // Session A keeps working (no new session cookie needed), session B is over.
    expect(response.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);
    expect((await me(sessionA))?.id).toBe(user.id);
    expect(await me(sessionB)).toBeNull();
    expect(await sessionRows(user.id)).toHaveLength(1);

    expect((await login(email, "old password")).status).toBe(401);
    const withNew = await login(email, "new password 1");
    expect(withNew.status).toBe(200);
    expect((await withNew.json()).user.id).toBe(user.id);
  });

  it("leaves other users' sessions alone", async () => {
    const alice = await registerUser({ password: "alice pass" });
    const bob = await registerUser({ password: "bob pass" });
    const bob2 = await secondSession(bob.email, "bob pass");
    expect((await changePassword(alice.cookie, "alice pass", "alice new pass")).status).toBe(302);
    expect((await me(bob.cookie))?.id).toBe(bob.user.id);
    expect((await me(bob2))?.id).toBe(bob.user.id);
  });

  it("refuses a wrong current password with 400 on currentPassword; nothing changes and no password comes back", async () => {
    const { cookie: sessionA, email, user } = await registerUser({ password: "right password" });
    const sessionB = await secondSession(email, "right password");
    const hashBefore = await passwordHash(user.id);

    const response = await changePassword(sessionA, "wrong password", "brand new pass");
    expect(response.status).toBe(400);
    const text = await response.text();
    for (const secret of ["wrong password", "brand new pass", "right password"]) expect(text).not.toContain(secret);
    const body = JSON.parse(text);
    expect(body.form).toBe("password");
    expect(body.result.error).toEqual({ currentPassword: [SETTINGS_TEXT.wrongPassword] });
    expect(body.result.initialValue?.currentPassword).toBeUndefined();
    expect(body.result.initialValue?.newPassword).toBeUndefined();
    expect(body.result.initialValue?.confirmPassword).toBeUndefined();
    expect(response.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);

    expect(await passwordHash(user.id)).toBe(hashBefore);
    expect((await me(sessionA))?.id).toBe(user.id);
    expect((await me(sessionB))?.id).toBe(user.id);
    expect((await login(email, "right password")).status).toBe(200);
    expect((await login(email, "brand new pass")).status).toBe(401);
  });

  it("refuses a new password under 8 characters with 400 on newPassword, and keeps the old one", async () => {
    const { cookie, email, user } = await registerUser({ password: "keep this one" });
    const hashBefore = await passwordHash(user.id);
    const response = await changePassword(cookie, "keep this one", "1234567");
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain("keep this one");
    expect(text).not.toContain('"1234567"');
    expect(JSON.parse(text).result.error.newPassword).toEqual(["Password must be at least 8 characters"]);
    expect(await passwordHash(user.id)).toBe(hashBefore);
    expect((await login(email, "keep this one")).status).toBe(200);
  });

  it("refuses a confirmation that does not match with 400 on confirmPassword", async () => {
    const { cookie, email, user } = await registerUser({ password: "keep this one" });
    const sessionB = await secondSession(email, "keep this one");
    const hashBefore = await passwordHash(user.id);
    const response = await changePassword(cookie, "keep this one", "new password A", "new password B");
    expect(response.status).toBe(400);
    const text = await response.text();
    for (const secret of ["keep this one", "new password A", "new password B"]) expect(text).not.toContain(secret);
    const { result } = JSON.parse(text);
    expect(result.error.confirmPassword).toEqual(["The new passwords do not match"]);
    expect(result.error.currentPassword).toBeUndefined();
    expect(await passwordHash(user.id)).toBe(hashBefore);
    expect((await me(sessionB))?.id).toBe(user.id);
  });

  it("refuses missing fields with 400 and a message for each", async () => {
    const { cookie } = await registerUser();
    const response = await postSettings({ intent: "password" }, cookie);
    expect(response.status).toBe(400);
    const { form: which, result } = await response.json();
    expect(which).toBe("password");
    expect(Object.keys(result.error).sort()).toEqual(["confirmPassword", "currentPassword", "newPassword"]);
  });

  it("refuses a new password over 256 characters without hashing it", async () => {
    const { cookie, email } = await registerUser({ password: "keep this one" });
    const long = "p".repeat(257);
    const response = await changePassword(cookie, "keep this one", long);
    expect(response.status).toBe(400);
    expect((await response.json()).result.error.newPassword).toEqual(["Password must be at most 256 characters"]);
    expect((await login(email, "keep this one")).status).toBe(200);
  });

  it("rate-limits password guesses per user with 429, from any address, and the right password then changes nothing", async () => {
    const { cookie, email, user } = await registerUser({ password: "the real one" });
    const hashBefore = await passwordHash(user.id);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await changePassword(cookie, `guess ${attempt}`, "taken over", "taken over", `198.51.100.${40 + attempt}`)).status).toBe(400);
    }
    // A stolen session cannot go on guessing by changing address.
    const limited = await changePassword(cookie, "the real one", "taken over", "taken over", "198.51.100.99");
    expect(limited.status).toBe(429);
    const text = await limited.text();
    expect(text).not.toContain("the real one");
    expect(text).not.toContain("taken over");
    expect(JSON.parse(text).message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(await passwordHash(user.id)).toBe(hashBefore);
    // Another user is not locked out, and the window's end lets the user in again.
    const other = await registerUser({ password: "another one" });
    expect((await changePassword(other.cookie, "another one", "changed fine", "changed fine")).status).toBe(302);
    await db
      .updateTable("rate_limits")
      .set({ window_ends_at: Date.now() - 1 })
      .where("key", "=", `settings-password:user:${user.id}`)
      .execute();
    expect((await changePassword(cookie, "the real one", "changed fine", "changed fine")).status).toBe(302);
    expect((await login(email, "changed fine")).status).toBe(200);
  });

  it("refuses one of the commonest passwords as the new one, with a clear message", async () => {
    const { cookie, email } = await registerUser({ password: "keep this one" });
    const response = await changePassword(cookie, "keep this one", "baseball1", "baseball1");
    expect(response.status).toBe(400);
    expect((await response.json()).result.error.newPassword).toEqual([
      "This password is too common. Please choose one that is harder to guess.",
    ]);
    expect((await login(email, "keep this one")).status).toBe(200);
  });
});

describe("/settings: sign out everywhere", () => {
  it("ends every session of the user, clears the cookie and goes home with the toast", async () => {
    const { cookie: sessionA, email, password, user } = await registerUser();
    const sessionB = await secondSession(email, password);
    const other = await registerUser();

    const response = await postSettings({ intent: "sign-out-everywhere" }, sessionA);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(clearsSessionCookie(response)).toBe(true);
    expect(await flashedToast(response)).toMatchObject({
      title: SETTINGS_TEXT.signedOutEverywhereTitle,
      description: SETTINGS_TEXT.signedOutEverywhereDescription,
    });

    expect(await me(sessionA)).toBeNull();
    expect(await me(sessionB)).toBeNull();
    expect(await sessionRows(user.id)).toEqual([]);
    // Another user's session is untouched, and the account itself still works.
    expect((await me(other.cookie))?.id).toBe(other.user.id);
    expect((await login(email, password)).status).toBe(200);
  });

  it("a second post with the dead cookie is sent to sign in", async () => {
    const { cookie } = await registerUser();
    expect((await postSettings({ intent: "sign-out-everywhere" }, cookie)).status).toBe(302);
    const again = await postSettings({ intent: "sign-out-everywhere" }, cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/login?redirectTo=%2Fsettings");
  });
});

describe("/settings: delete account (candidate)", () => {
  async function candidateWithApplication() {
    const candidate = await registerUser({ password: "candidate pass" });
    const firstResume = await uploadResume(candidate.cookie);
    // Sent with an application, the first resume stays stored when the second replaces it.
    const earlierJobId = (await createJob({ title: "Applied Job Before" })).id;
    const earlier = await callAction(
      applyApi.action,
      `/api/jobs/${earlierJobId}/apply`,
      jsonBody({ resumeUrl: firstResume }, { Cookie: candidate.cookie }),
      {
        id: String(earlierJobId),
      },
    );
    expect(earlier.status).toBe(201);
    const resumeUrl = await uploadResume(candidate.cookie, "resume.docx");
    const jobId = (await createJob({ title: "Applied Job" })).id;
    const applied = await callAction(
      applyApi.action,
      `/api/jobs/${jobId}/apply`,
      jsonBody({ resumeUrl, coverLetter: "Hello" }, { Cookie: candidate.cookie }),
      {
        id: String(jobId),
      },
    );
    expect(applied.status).toBe(201);
    const resumes = await db.selectFrom("resumes").select("id").where("user_id", "=", candidate.user.id).execute();
    expect(resumes).toHaveLength(2);
    expect(firstResume).not.toBe(resumeUrl);
    return { ...candidate, jobId, resumeIds: resumes.map((resume) => resume.id) };
  }

  /** Which of these resumes still have their bytes in resume_files. */
  async function withBytes(resumeIds: string[]) {
    const rows = await db.selectFrom("resume_files").select("resume_id").where("resume_id", "in", resumeIds).execute();
    return rows.map((row) => row.resume_id).sort();
  }

  async function rowsOf(userId: number) {
    const count = async (table: "users" | "profiles" | "resumes" | "applications" | "sessions") =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where(table === "users" ? "id" : "user_id", "=", userId)
          .executeTakeFirstOrThrow()
      ).n;
    return {
      users: await count("users"),
      profiles: await count("profiles"),
      resumes: await count("resumes"),
      applications: await count("applications"),
      sessions: await count("sessions"),
    };
  }

  it("refuses a wrong password with 400 on password and deletes nothing", async () => {
    const candidate = await candidateWithApplication();
    const sessionB = await secondSession(candidate.email, "candidate pass");
    const before = await rowsOf(candidate.user.id);
    expect(before).toEqual({ users: 1, profiles: 1, resumes: 2, applications: 2, sessions: 2 });

    const response = await postSettings({ intent: "delete-account", password: "not my password" }, candidate.cookie);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain("not my password");
    const body = JSON.parse(text);
    expect(body.form).toBe("delete");
    expect(body.result.error).toEqual({ password: [SETTINGS_TEXT.wrongDeletePassword] });
    expect(response.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);

    expect(await rowsOf(candidate.user.id)).toEqual(before);
    expect(await withBytes(candidate.resumeIds)).toEqual([...candidate.resumeIds].sort());
    expect((await me(candidate.cookie))?.id).toBe(candidate.user.id);
    expect((await me(sessionB))?.id).toBe(candidate.user.id);
  });

  it("refuses a missing password with 400", async () => {
    const { cookie, user } = await registerUser();
    const response = await postSettings({ intent: "delete-account" }, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).result.error.password).toEqual(["Password is required"]);
    expect((await me(cookie))?.id).toBe(user.id);
  });

  it("with the right password: home with the toast, cookie cleared, every row and resume byte gone, email free again", async () => {
    const candidate = await candidateWithApplication();
    const sessionB = await secondSession(candidate.email, "candidate pass");
    const bystander = await registerUser();
    const bystanderResume = await uploadResume(bystander.cookie);
    const bystanderResumeId = (
      await db.selectFrom("resumes").select("id").where("user_id", "=", bystander.user.id).executeTakeFirstOrThrow()
    ).id;

    const response = await postSettings({ intent: "delete-account", password: "candidate pass" }, candidate.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(clearsSessionCookie(response)).toBe(true);
    expect(await flashedToast(response)).toMatchObject({
      title: SETTINGS_TEXT.accountDeletedTitle,
      description: SETTINGS_TEXT.accountDeletedDescription,
    });

    expect(await rowsOf(candidate.user.id)).toEqual({ users: 0, profiles: 0, resumes: 0, applications: 0, sessions: 0 });
    expect(await withBytes(candidate.resumeIds)).toEqual([]);
    expect(await me(candidate.cookie)).toBeNull();
    expect(await me(sessionB)).toBeNull();
    expect((await login(candidate.email, "candidate pass")).status).toBe(401);

    // The job applied to stays; other users and their resumes are untouched.
    expect(await db.selectFrom("jobs").select("id").where("id", "=", candidate.jobId).executeTakeFirst()).toEqual({ id: candidate.jobId });
    expect((await me(bystander.cookie))?.profile).toMatchObject({ primaryResumeUrl: bystanderResume });
    expect(await withBytes([bystanderResumeId])).toEqual([bystanderResumeId]);

    // The email can be registered again, as a new account.
    const again = await callAction(
      registerApi.action,
      "/api/auth/register",
      jsonBody({ email: candidate.email, password: "fresh start", fullName: "Second Life" }),
    );
    expect(again.status).toBe(201);
    const { user } = await again.json();
    expect(user.id).not.toBe(candidate.user.id);
    expect(user.profile).toMatchObject({ fullName: "Second Life", primaryResumeUrl: null });
  });

  it("is refused with 403 when the Origin is another site, and nothing is deleted", async () => {
    const { cookie, password, user } = await registerUser();
    const response = await callAction(
      settingsPage.action,
      "/settings",
      form({ intent: "delete-account", password }, cookie, { Origin: "https://evil.example" }),
    );
    expect(response.status).toBe(403);
    expect((await me(cookie))?.id).toBe(user.id);
  });

  it("is refused with 403 when Sec-Fetch-Site says cross-site (no Origin), and nothing is deleted", async () => {
    const { cookie, password, user } = await registerUser();
    const response = await callAction(
      settingsPage.action,
      "/settings",
      form({ intent: "delete-account", password }, cookie, { "Sec-Fetch-Site": "cross-site" }),
    );
    expect(response.status).toBe(403);
    expect((await me(cookie))?.id).toBe(user.id);
  });
});

describe("/settings: delete account (employer)", () => {
  it("closes the company's open jobs (they leave search) and keeps the company", async () => {
    const employer = await employerWithJob();
    expect(employer.job.closed_at).toBeNull();
    expect(await searchIds(employer.keyword)).toEqual([employer.job.id]);

    // A candidate applied: the application stays with the closed job.
    const candidate = await registerUser();
    const resumeUrl = await uploadResume(candidate.cookie);
    const applied = await callAction(
      applyApi.action,
      `/api/jobs/${employer.job.id}/apply`,
      jsonBody({ resumeUrl }, { Cookie: candidate.cookie }),
      { id: String(employer.job.id) },
    );
    expect(applied.status).toBe(201);

    const response = await postSettings({ intent: "delete-account", password: "employer pass" }, employer.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(clearsSessionCookie(response)).toBe(true);
    expect(await flashedToast(response)).toMatchObject({ title: SETTINGS_TEXT.accountDeletedTitle });

    expect(await db.selectFrom("users").select("id").where("id", "=", employer.user.id).executeTakeFirst()).toBeUndefined();
    expect(await me(employer.cookie)).toBeNull();
    const job = await db.selectFrom("jobs").selectAll().where("id", "=", employer.job.id).executeTakeFirstOrThrow();
    expect(job.closed_at).toEqual(expect.any(String));
    expect(await searchIds(employer.keyword)).toEqual([]);
    expect(await db.selectFrom("companies").selectAll().where("id", "=", employer.company.id).executeTakeFirst()).toEqual(employer.company);
    expect(await db.selectFrom("applications").select("id").where("job_id", "=", employer.job.id).execute()).toHaveLength(1);
  });

  it("leaves a job that was already closed with its original closing time", async () => {
    const employer = await employerWithJob();
    const closedAt = "2020-01-01T00:00:00.000Z";
    await db.updateTable("jobs").set({ closed_at: closedAt }).where("id", "=", employer.job.id).execute();
    const response = await postSettings({ intent: "delete-account", password: "employer pass" }, employer.cookie);
    expect(response.status).toBe(302);
    const job = await db.selectFrom("jobs").select("closed_at").where("id", "=", employer.job.id).executeTakeFirstOrThrow();
    expect(job.closed_at).toBe(closedAt);
  });
});

describe("/settings: the company form", () => {
  it("updates the employer's company, and refuses a name another company has with 409", async () => {
    const employer = await employerWithJob();
    const updated = await postSettings({ ...COMPANY_FIELDS, name: employer.company.name, industry: "Tunnelling" }, employer.cookie);
    expect(updated.status).toBe(302);
    expect(updated.headers.get("Location")).toBe("/settings");
    expect(await flashedToast(updated)).toMatchObject({ title: "Company profile saved" });
    const row = await db.selectFrom("companies").select(["id", "industry"]).where("id", "=", employer.company.id).executeTakeFirstOrThrow();
    expect(row.industry).toBe("Tunnelling");

    const other = await employerWithJob();
    const taken = await postSettings({ ...COMPANY_FIELDS, name: employer.company.name.toUpperCase() }, other.cookie);
    expect(taken.status).toBe(409);
    expect((await taken.json()).result.error.name).toEqual(["A company with this name already exists."]);
  });

  it("refuses an invalid company with 400 and the fields named, creating nothing", async () => {
    const employer = await registerUser({ role: "employer" });
    const response = await postSettings({ intent: "company", name: "X", size: "huge", description: "short" }, employer.cookie);
    expect(response.status).toBe(400);
    const { form: which, result } = await response.json();
    expect(which).toBe("company");
    expect(Object.keys(result.error)).toEqual(expect.arrayContaining(["name", "industry", "size", "description"]));
    const user = await db.selectFrom("users").select("company_id").where("id", "=", employer.user.id).executeTakeFirstOrThrow();
    expect(user.company_id).toBeNull();
  });

  it("creates no company for a candidate (400 Unknown action.)", async () => {
    const candidate = await registerUser();
    const name = uniqueCompanyName();
    const companiesBefore = await db.selectFrom("companies").select("id").execute();
    const response = await postSettings({ ...COMPANY_FIELDS, name }, candidate.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ form: null, message: "Unknown action." });
    expect(await db.selectFrom("companies").select("id").execute()).toEqual(companiesBefore);
    const user = await db.selectFrom("users").select("company_id").where("id", "=", candidate.user.id).executeTakeFirstOrThrow();
    expect(user.company_id).toBeNull();
  });
});

describe("/settings: malformed posts are 4xx, never 500", () => {
  it.each<[string, (cookie: string) => RequestInit]>([
    ["a JSON body", (cookie) => jsonBody({ intent: "password", currentPassword: "x" }, { Cookie: cookie })],
    ["a text body", (cookie) => ({ body: "{not a form", headers: { "Content-Type": "text/plain", Cookie: cookie } })],
    [
      "a broken multipart body",
      (cookie) => ({ body: "--x\r\nnonsense", headers: { "Content-Type": "multipart/form-data; boundary=x", Cookie: cookie } }),
    ],
    ["no body", (cookie) => ({ headers: { Cookie: cookie } })],
    ["an unknown intent", (cookie) => form({ intent: "make-me-admin" }, cookie)],
    ["no intent", (cookie) => form({ password: "whatever" }, cookie)],
    ["an empty intent", (cookie) => form({ intent: "" }, cookie)],
  ])("%s", async (_, init) => {
    const { cookie, user } = await registerUser();
    const response = await callAction(settingsPage.action, "/settings", init(cookie));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await response.json()).message).toEqual(expect.any(String));
    expect((await me(cookie))?.id).toBe(user.id);
  });

  it("reads a multipart post like a form, and a file where a password belongs is refused with 400", async () => {
    const { cookie, password, user } = await registerUser();
    const body = new FormData();
    body.append("intent", "password");
    body.append("currentPassword", new File([password], "password.txt"));
    body.append("newPassword", "another pass");
    body.append("confirmPassword", "another pass");
    const hashBefore = await passwordHash(user.id);
    const response = await callAction(settingsPage.action, "/settings", { body, headers: { Cookie: cookie } });
    expect(response.status).toBe(400);
    expect((await response.json()).result.error.currentPassword).toEqual(expect.any(Array));
    expect(await passwordHash(user.id)).toBe(hashBefore);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it("a repeated intent field is read by its first value", async () => {
    const { cookie, user } = await registerUser();
    const response = await postSettings(
      [
        ["intent", "make-me-admin"],
        ["intent", "sign-out-everywhere"],
      ],
      cookie,
    );
    expect(response.status).toBe(400);
    expect((await me(cookie))?.id).toBe(user.id);
  });

  it("a delete-account post with a 257-character password is 400, and the account stays", async () => {
    const { cookie, user } = await registerUser();
    const response = await postSettings({ intent: "delete-account", password: "p".repeat(257) }, cookie);
    expect(response.status).toBe(400);
    expect((await me(cookie))?.id).toBe(user.id);
  });
});
