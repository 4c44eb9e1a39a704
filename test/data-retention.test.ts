// Deleting inactive candidates' resumes and applications (docs/product.md#privacy), on a fixed
// clock: the warning mailed once, nothing deleted before the warning's lead time, the deletion
// after it, active accounts and employers left alone, any use of the account starting the clock
// again, nothing at all with INACTIVE_ACCOUNT_DAYS unset. And what leaves the database whatever the
// setting: an account's mail when it is deleted, sent mail after a month.
import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import * as loginApi from "~/routes/api.auth.login";
import * as meApi from "~/routes/api.auth.me";
import * as myApplicationsApi from "~/routes/api.me.applications";
import * as resumeRoute from "~/routes/resumes.$id";
import * as settingsPage from "~/routes/settings";
import { formatDate } from "~/lib/dates";
import { RETENTION_WARNING_TEXT } from "~/lib/privacy";
import { config, inactiveAccountSettings } from "~/server/config.server";
import { runDataRetention, SENT_MAIL_KEEP_DAYS } from "~/server/data-retention.server";
import { db } from "~/server/db.server";
import { listApplicants } from "~/server/employer-jobs.server";
import { enqueueMail } from "~/server/outbox.server";
import { saveJob } from "~/server/saved-jobs.server";
import { migrate } from "../db/migrate";
import { migrations } from "../db/migrations";
import { registerSqlFunctions } from "../db/sql-functions";
import { createApplication, createCandidate, createEmployer, createJob } from "./factories";
import { callAction, callLoader, form, jsonBody } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const SETTINGS = { days: 365, warningDays: 30 };
/** The clock of these tests: every account's last use is set relative to it. */
const NOW = Date.parse("2026-12-01T09:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

const run = (at: number, settings: typeof SETTINGS | null = SETTINGS) => runDataRetention({ now: at, settings });

const account = (id: number) =>
  db
    .selectFrom("users")
    .select(["last_active_at", "retention_warned_at", "retention_deleted_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const setLastActive = (id: number, at: number) =>
  db
    .updateTable("users")
    .set({ last_active_at: iso(at) })
    .where("id", "=", id)
    .execute();

const mailTo = (email: string) => db.selectFrom("mail_outbox").selectAll().where("recipient", "=", email).execute();
const warningsTo = (email: string) =>
  db.selectFrom("mail_outbox").selectAll().where("recipient", "=", email).where("kind", "=", "retention-warning").execute();

async function heldRows(userId: number) {
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);
  return {
    resumes: await count(
      db
        .selectFrom("resumes")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirst(),
    ),
    resumeBytes: await count(
      db
        .selectFrom("resume_files")
        .innerJoin("resumes", "resumes.id", "resume_files.resume_id")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("resumes.user_id", "=", userId)
        .executeTakeFirst(),
    ),
    applications: await count(
      db
        .selectFrom("applications")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirst(),
    ),
  };
}

/** A candidate with an application (so a resume) to an employer's job, last active `daysAgo` before NOW. */
async function inactiveCandidate(daysAgo: number) {
  const employer = await createEmployer();
  const job = await createJob({ company: employer.company! });
  const candidate = await createCandidate();
  const { application, resumeUrl } = await createApplication({ job, candidate });
  await setLastActive(candidate.user.id, NOW - daysAgo * DAY);
  return { employer, job, application, candidate, resumeUrl };
}

describe("INACTIVE_ACCOUNT_DAYS", () => {
  it("is unset in these tests, and unset nothing is ever warned or deleted", async () => {
    expect(config.inactiveAccounts).toBeNull();
    const { candidate } = await inactiveCandidate(2000);
    for (const at of [NOW, NOW + 400 * DAY, NOW + 4000 * DAY])
      expect(await runDataRetention({ now: at })).toEqual({ warned: 0, deleted: 0 });
    expect(await heldRows(candidate.user.id)).toEqual({ resumes: 1, resumeBytes: 1, applications: 1 });
    expect(await warningsTo(candidate.email)).toEqual([]);
    expect((await account(candidate.user.id)).retention_warned_at).toBeNull();
  });

  it("reads the period and the warning's lead time, and refuses a warning as long as the period", () => {
    expect(inactiveAccountSettings({})).toBeNull();
    expect(inactiveAccountSettings({ INACTIVE_ACCOUNT_DAYS: "365" })).toEqual({ days: 365, warningDays: 30 });
    expect(inactiveAccountSettings({ INACTIVE_ACCOUNT_DAYS: "90", INACTIVE_ACCOUNT_WARNING_DAYS: "14" })).toEqual({
      days: 90,
      warningDays: 14,
    });
    expect(() => inactiveAccountSettings({ INACTIVE_ACCOUNT_DAYS: "30" })).toThrow(/INACTIVE_ACCOUNT_DAYS \(30\) must be more than/);
    expect(() => inactiveAccountSettings({ INACTIVE_ACCOUNT_DAYS: "a year" })).toThrow(/^INACTIVE_ACCOUNT_DAYS must be a whole number/);
    expect(() => inactiveAccountSettings({ INACTIVE_ACCOUNT_DAYS: "0" })).toThrow(/^INACTIVE_ACCOUNT_DAYS must be a whole number/);
  });
});

describe("an inactive candidate", () => {
  it("is warned once, the lead time before, with the date, the way to keep the data and the download link", async () => {
    const { candidate } = await inactiveCandidate(SETTINGS.days - SETTINGS.warningDays);
    await run(NOW);
    const [warning, ...more] = await warningsTo(candidate.email);
    expect(more).toEqual([]);
    const date = formatDate(iso(NOW + SETTINGS.warningDays * DAY));
    expect(warning.kind).toBe("retention-warning");
    expect(warning.subject).toBe(RETENTION_WARNING_TEXT.subject(date));
    expect(warning.subject).toMatch(/^Your Keystone Talent data will be deleted on \w{3} \d{1,2}, \d{4}$/);
    expect(warning.text_body).toContain(RETENTION_WARNING_TEXT.keep);
    expect(warning.text_body).toContain(`${config.mail.siteUrl}/settings/my-data`);
    expect(warning.text_body).toContain(`${config.mail.siteUrl}/login`);
    expect(warning.html_body).toContain(`href="${config.mail.siteUrl}/settings/my-data"`);
    expect((await account(candidate.user.id)).retention_warned_at).toBe(iso(NOW));

    // The next rounds, and the one after a day: no second mail.
    await run(NOW + 10 * 60_000);
    await run(NOW + DAY);
    expect(await warningsTo(candidate.email)).toHaveLength(1);
  });

  it("is not warned a day before the lead time", async () => {
    const { candidate } = await inactiveCandidate(SETTINGS.days - SETTINGS.warningDays - 1);
    await run(NOW);
    expect(await warningsTo(candidate.email)).toEqual([]);
    expect((await account(candidate.user.id)).retention_warned_at).toBeNull();
  });

  it("keeps everything until the warning is the lead time old, then loses the resumes and applications, and keeps the account", async () => {
    const { candidate, employer, job, resumeUrl } = await inactiveCandidate(SETTINGS.days - SETTINGS.warningDays);
    await run(NOW);
    // Past the period by now, but warned only 29 days ago.
    await run(NOW + 29 * DAY);
    expect(await heldRows(candidate.user.id)).toEqual({ resumes: 1, resumeBytes: 1, applications: 1 });
    expect(await listApplicants(job.id, { page: 1, pageSize: 20 })).toHaveLength(1);

    const report = await run(NOW + SETTINGS.warningDays * DAY);
    expect(report.deleted).toBeGreaterThanOrEqual(1);
    expect(await heldRows(candidate.user.id)).toEqual({ resumes: 0, resumeBytes: 0, applications: 0 });
    expect(await account(candidate.user.id)).toMatchObject({
      retention_warned_at: null,
      retention_deleted_at: iso(NOW + SETTINGS.warningDays * DAY),
    });
    // The employer no longer sees the application, nor the resume.
    expect(await listApplicants(job.id, { page: 1, pageSize: 20 })).toEqual([]);
    const resumeId = resumeUrl.split("/").pop()!;
    const download = await callLoader(resumeRoute.loader, resumeUrl, { id: resumeId }, { headers: { Cookie: employer.cookie } });
    expect(download.status).toBe(404);
    // The account stays: the candidate signs in, sees no applications, and is not warned again.
    const signIn = await callAction(loginApi.action, "/api/auth/login", jsonBody({ email: candidate.email, password: candidate.password }));
    expect(signIn.status).toBe(200);
    const list = await callLoader(myApplicationsApi.loader, "/api/me/applications", {}, { headers: { Cookie: candidate.cookie } });
    expect(await list.json()).toEqual([]);
    const profile = await db.selectFrom("profiles").selectAll().where("user_id", "=", candidate.user.id).executeTakeFirstOrThrow();
    expect(profile.primary_resume_id).toBeNull();
    await run(NOW + 2 * SETTINGS.days * DAY);
    expect(await warningsTo(candidate.email)).toHaveLength(1);
  });

  it("who signs in after the warning keeps everything, and the clock starts again", async () => {
    const { candidate } = await inactiveCandidate(SETTINGS.days - SETTINGS.warningDays);
    await run(NOW);
    expect((await account(candidate.user.id)).retention_warned_at).toBe(iso(NOW));

    const before = Date.now();
    const signIn = await callAction(loginApi.action, "/api/auth/login", jsonBody({ email: candidate.email, password: candidate.password }));
    expect(signIn.status).toBe(200);
    const after = await account(candidate.user.id);
    expect(after.retention_warned_at).toBeNull();
    expect(Date.parse(after.last_active_at!)).toBeGreaterThanOrEqual(before);

    // The day the data would have gone, and the day after: the new clock has far to run.
    const lastActive = Date.parse(after.last_active_at!);
    await run(lastActive + 31 * DAY);
    await run(lastActive + 60 * DAY);
    expect(await heldRows(candidate.user.id)).toEqual({ resumes: 1, resumeBytes: 1, applications: 1 });
    expect(await warningsTo(candidate.email)).toHaveLength(1);
  });

  it("who uses a session kept from before moves the clock, at most once a day", async () => {
    const { candidate } = await inactiveCandidate(SETTINGS.days - SETTINGS.warningDays);
    await run(NOW);
    const visit = () => callLoader(meApi.loader, "/api/auth/me", {}, { headers: { Cookie: candidate.cookie } });

    const before = Date.now();
    expect((await visit()).status).toBe(200);
    const moved = await account(candidate.user.id);
    expect(Date.parse(moved.last_active_at!)).toBeGreaterThanOrEqual(before);
    expect(moved.retention_warned_at).toBeNull();

    // Within the day: no write.
    const hourAgo = iso(Date.now() - 60 * 60_000);
    await db.updateTable("users").set({ last_active_at: hourAgo }).where("id", "=", candidate.user.id).execute();
    await visit();
    expect((await account(candidate.user.id)).last_active_at).toBe(hourAgo);
  });
});

describe("left alone", () => {
  it("an active candidate", async () => {
    const { candidate } = await inactiveCandidate(10);
    await run(NOW);
    await run(NOW + 40 * DAY);
    expect(await heldRows(candidate.user.id)).toEqual({ resumes: 1, resumeBytes: 1, applications: 1 });
    expect(await warningsTo(candidate.email)).toEqual([]);
  });

  it("an inactive candidate with nothing to delete: no warning", async () => {
    const candidate = await createCandidate();
    await setLastActive(candidate.user.id, NOW - 2 * SETTINGS.days * DAY);
    await run(NOW);
    expect(await warningsTo(candidate.email)).toEqual([]);
  });

  it("an inactive employer: no warning, the company's jobs and their applications stay", async () => {
    const { employer, job } = await inactiveCandidate(10);
    await setLastActive(employer.user.id, NOW - 2 * SETTINGS.days * DAY);
    await run(NOW);
    await run(NOW + 60 * DAY);
    expect(await warningsTo(employer.email)).toEqual([]);
    expect((await db.selectFrom("jobs").select("closed_at").where("id", "=", job.id).executeTakeFirstOrThrow()).closed_at).toBeNull();
    expect(await listApplicants(job.id, { page: 1, pageSize: 20 })).toHaveLength(1);
  });
});

describe("the outbox", () => {
  it("loses an account's mail, sent or waiting and in any case of the address, when the account is deleted; others' stay", async () => {
    const { candidate, job } = await inactiveCandidate(1);
    await saveJob(candidate.user.id, job.id);
    const message = (to: string) => ({ kind: "test", to, subject: "Hello", text: "Hi", html: "<p>Hi</p>" });
    await enqueueMail(db, message(candidate.email));
    await enqueueMail(db, message(candidate.email.toUpperCase()));
    await db
      .updateTable("mail_outbox")
      .set({ sent_at: iso(Date.now()) })
      .where("recipient", "=", candidate.email)
      .execute();
    const bystander = await createCandidate();
    await enqueueMail(db, message(bystander.email));

    const response = await callAction(
      settingsPage.action,
      "/settings",
      form({ intent: "delete-account", password: candidate.password }, candidate.cookie),
    );
    expect(response.status).toBe(302);
    const left = await db.selectFrom("mail_outbox").select("recipient").execute();
    expect(left.filter(({ recipient }) => recipient.toLowerCase() === candidate.email.toLowerCase())).toEqual([]);
    expect(left.filter(({ recipient }) => recipient === bystander.email)).toHaveLength(1);
    const remains = async (table: "saved_jobs" | "job_alerts" | "password_resets" | "sessions" | "profiles") =>
      (await db.selectFrom(table).select("user_id").where("user_id", "=", candidate.user.id).execute()).length;
    for (const table of ["saved_jobs", "job_alerts", "password_resets", "sessions", "profiles"] as const)
      expect(await remains(table)).toBe(0);
  });

  it(`keeps sent and given-up mail ${SENT_MAIL_KEEP_DAYS} days, and waiting mail until it goes`, async () => {
    const to = `prune-${Date.now()}@example.com`;
    const message = (subject: string) => ({ kind: "test", to, subject, text: "Hi", html: "<p>Hi</p>" });
    for (const subject of ["sent long ago", "sent lately", "failed long ago", "waiting"]) await enqueueMail(db, message(subject));
    const mark = (subject: string, column: "sent_at" | "failed_at", at: number) =>
      db
        .updateTable("mail_outbox")
        .set({ [column]: iso(at) })
        .where("recipient", "=", to)
        .where("subject", "=", subject)
        .execute();
    await mark("sent long ago", "sent_at", NOW - (SENT_MAIL_KEEP_DAYS + 1) * DAY);
    await mark("sent lately", "sent_at", NOW - (SENT_MAIL_KEEP_DAYS - 1) * DAY);
    await mark("failed long ago", "failed_at", NOW - (SENT_MAIL_KEEP_DAYS + 1) * DAY);
    await run(NOW, null);
    expect((await mailTo(to)).map(({ subject }) => subject).sort()).toEqual(["sent lately", "waiting"]);
  });
});

describe("migration 0030", () => {
  it("starts every existing account's clock at the migration, and a new account's at its creation", () => {
    const sqlite = new BetterSqlite3(":memory:");
    registerSqlFunctions(sqlite);
    const before = migrations.findIndex(({ name }) => name === "0030-inactive-accounts");
    for (const migration of migrations.slice(0, before)) sqlite.exec(migration.sql);
    sqlite.pragma(`user_version = ${before}`);
    sqlite
      .prepare(
        "INSERT INTO users (email, password_hash, role, created_at) VALUES ('old@example.com', 'x', 'candidate', '2020-01-01T00:00:00.000Z')",
      )
      .run();
    const start = new Date().toISOString();
    migrate(sqlite);
    const old = sqlite.prepare("SELECT last_active_at FROM users WHERE email = 'old@example.com'").pluck().get() as string;
    expect(old >= start.slice(0, 19)).toBe(true);
    sqlite
      .prepare(
        "INSERT INTO users (email, password_hash, role, created_at) VALUES ('new@example.com', 'x', 'candidate', '2026-05-05T05:05:05.000Z')",
      )
      .run();
    expect(sqlite.prepare("SELECT last_active_at FROM users WHERE email = 'new@example.com'").pluck().get()).toBe(
      "2026-05-05T05:05:05.000Z",
    );
    sqlite.close();
  });
});
