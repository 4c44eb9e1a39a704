import { describe, expect, it } from "vitest";
import { STAFF_TEXT } from "~/lib/staff";
import { db } from "~/server/db.server";
import { addStaffAccount, listStaffAccounts, removeStaffAccount, resetStaffSecondFactor } from "~/server/staff-accounts.server";
import { callAction, callLoader, form, jsonBody } from "./helpers";
import { createCandidate, createJob, uniqueSuffix } from "./factories";
import { setupSecret, signedInStaff, staffPassword } from "./staff-helpers";

// Staff accounts are made only by `npm run staff:add` (docs/security.md#staff-accounts), and a
// staff account acts as neither a candidate nor an employer.

const roleOf = async (email: string) =>
  (await db.selectFrom("users").select("role").where("email", "=", email.toLowerCase()).executeTakeFirst())?.role;

describe("making a staff account", () => {
  it("is refused to the registration form", async () => {
    const register = await import("~/routes/register");
    const email = `would-be-staff-${uniqueSuffix()}@example.com`;
    const response = await callAction(
      register.action,
      "/register",
      form({ fullName: "Would Be", email, password: "correct horse battery", role: "staff" }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Choose Job Seeker or Employer");
    expect(await roleOf(email)).toBeUndefined();
  });

  it("is refused to the JSON API's registration", async () => {
    const register = await import("~/routes/api.auth.register");
    const email = `would-be-staff-${uniqueSuffix()}@example.com`;
    const response = await callAction(
      register.action,
      "/api/auth/register",
      jsonBody({ fullName: "Would Be", email, password: "correct horse battery", role: "staff" }),
    );
    expect(response.status).toBe(400);
    expect(await roleOf(email)).toBeUndefined();
  });

  it("is not done by a role field on a profile update, by the form or the API", async () => {
    const candidate = await createCandidate();
    const profile = await import("~/routes/profile");
    await callAction(profile.action, "/profile", form({ fullName: "Still Candidate", role: "staff" }, candidate.cookie));
    const api = await import("~/routes/api.auth.profile");
    const response = await callAction(api.action, "/api/auth/profile", {
      method: "PATCH",
      ...jsonBody({ fullName: "Still Candidate", role: "staff" }, { Cookie: candidate.cookie }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: "candidate" });
    expect(await roleOf(candidate.email)).toBe("candidate");
  });

  it("is done by staff:add, which refuses an address in use or not an address; staff:list and staff:remove", async () => {
    const candidate = await createCandidate();
    expect(await addStaffAccount(candidate.email)).toEqual({ ok: false, problem: "An account with this email already exists." });
    expect(await addStaffAccount("not an address")).toMatchObject({ ok: false });
    const email = `staff-${uniqueSuffix()}@example.com`;
    const made = await addStaffAccount(email.toUpperCase());
    expect(made).toMatchObject({ ok: true, email, password: expect.stringMatching(/^[\w-]{20}$/) });
    expect(await roleOf(email)).toBe("staff");
    expect(await listStaffAccounts()).toContainEqual(expect.objectContaining({ email, secondFactor: false }));
    expect(await removeStaffAccount(candidate.email)).toBe(false);
    expect(await removeStaffAccount(email.toUpperCase())).toBe(true);
    expect(await roleOf(email)).toBeUndefined();
  });
});

describe("staff:reset-two-factor", () => {
  it("ends a staff account's sessions and takes its factor and codes, so that the next sign-in sets up a new one; the account stays", async () => {
    const staff = await signedInStaff();
    const me = await import("~/routes/api.auth.me");
    const signedIn = async (cookie: string) =>
      (await (await callLoader(me.loader, "/api/auth/me", {}, { headers: { Cookie: cookie } })).json()).user;
    expect(await signedIn(staff.cookie)).toMatchObject({ email: staff.email });
    // The address as the operator types it, whatever its case.
    expect(await resetStaffSecondFactor(` ${staff.email.toUpperCase()} `)).toBe(true);
    expect(await signedIn(staff.cookie)).toBeNull();
    const { id } = await db.selectFrom("users").select("id").where("email", "=", staff.email).executeTakeFirstOrThrow();
    expect(await db.selectFrom("staff_recovery_codes").select("user_id").where("user_id", "=", id).execute()).toEqual([]);
    // The password still signs in as far as the second factor, now its setup with a new secret.
    const newSecret = await setupSecret(await staffPassword(staff));
    expect(newSecret).not.toBe(staff.secret);
    // Only a staff account is reset.
    const candidate = await createCandidate();
    expect(await resetStaffSecondFactor(candidate.email)).toBe(false);
    expect(await signedIn(candidate.cookie)).toMatchObject({ email: candidate.email });
  });
});

describe("a signed-in staff account", () => {
  it("cannot apply, save jobs, see candidates' or employers' API, or use the profile", async () => {
    const staff = await signedInStaff();
    const job = await createJob();
    const headers = { Cookie: staff.cookie };
    const apply = await import("~/routes/api.jobs.$id.apply");
    const applied = await callAction(
      apply.action,
      `/api/jobs/${job.id}/apply`,
      { ...jsonBody({ coverLetter: "Hi" }, headers) },
      { id: String(job.id) },
    );
    expect(applied.status).toBe(403);
    const saved = await import("~/routes/api.me.saved-jobs.$jobId");
    expect(
      (await callAction(saved.action, `/api/me/saved-jobs/${job.id}`, { method: "PUT", headers }, { jobId: String(job.id) })).status,
    ).toBe(403);
    const applications = await import("~/routes/api.me.applications");
    const list = await callLoader(applications.loader, "/api/me/applications", {}, { headers });
    expect(list.status).toBe(403);
    expect(await list.json()).toMatchObject({ message: STAFF_TEXT.staffNotHere });
    const profileApi = await import("~/routes/api.auth.profile");
    expect(
      (await callAction(profileApi.action, "/api/auth/profile", { method: "PATCH", ...jsonBody({ fullName: "X Y" }, headers) })).status,
    ).toBe(403);
    const profile = await import("~/routes/profile");
    expect((await callAction(profile.action, "/profile", form({ fullName: "X Y" }, staff.cookie))).status).toBe(403);
  });

  it("gets the 403 page on the candidates' and employers' pages", async () => {
    const staff = await signedInStaff();
    const headers = { Cookie: staff.cookie };
    for (const [route, path] of [
      ["post-job", "/post-job"],
      ["posted-jobs._index", "/posted-jobs"],
      ["settings", "/settings"],
    ] as const) {
      const module = (await import(`../app/routes/${route}.tsx`)) as { loader: Parameters<typeof callLoader>[0] };
      const response = await callLoader(module.loader, path, {}, { headers });
      expect(response.status, path).toBe(403);
    }
    // Saving a job: refused as an employer's is, back to the page with a toast, nothing saved.
    const job = await createJob();
    const saved = await import("~/routes/saved-jobs");
    expect((await callAction(saved.action, "/saved-jobs", form({ save: String(job.id) }, staff.cookie))).status).toBe(302);
    const rows = await db.selectFrom("saved_jobs").select("job_id").where("job_id", "=", job.id).execute();
    expect(rows).toEqual([]);
  });
});
