// The hiring pipeline (docs/product.md#hiring-pipeline) through its routes: the applicant list by
// stage and sort, paged, with one clean address; "Move selected"; messages to a candidate; the
// stages on Posted Jobs; and migration 0034 keeping every application and the rows that hang off it.
import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import * as applicantsPage from "~/routes/posted-jobs.$id";
import * as applicantPage from "~/routes/posted-jobs.$id_.applicants.$applicationId";
import * as postedJobsPage from "~/routes/posted-jobs._index";
import * as withdrawApi from "~/routes/api.me.applications.$id.withdraw";
import type { ApplicationStatus } from "~/lib/application-statuses";
import { EMPLOYER_TEXT } from "~/lib/employer";
import { MAX_BULK_MOVE, MAX_MESSAGE_LENGTH, MESSAGES_PER_HOUR, PIPELINE_TEXT } from "~/lib/hiring-pipeline";
import { db } from "~/server/db.server";
import { migrate } from "../db/migrate";
import { migrations } from "../db/migrations";
import { registerSqlFunctions } from "../db/sql-functions";
import { createApplication, createCandidate, createEmployer, createJob } from "./factories";
import { callAction, callLoader, flashedToast, form } from "./helpers";

const stored = (id: number) => db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const changesOf = (id: number) =>
  db.selectFrom("application_status_changes").selectAll().where("application_id", "=", id).orderBy("id").execute();
const outboxTo = (email: string) => db.selectFrom("mail_outbox").selectAll().where("recipient", "=", email).orderBy("id").execute();

/** An employer's job with applications at the given statuses, oldest first (a second apart). */
async function jobWithApplicants(statuses: ApplicationStatus[]) {
  const employer = await createEmployer();
  const job = await createJob({ company: employer.company!, title: "Bridge Inspector" });
  const applications = [];
  const start = Date.now() - statuses.length * 1000;
  for (const [index, status] of statuses.entries()) {
    const candidate = await createCandidate();
    const made = { ...(await createApplication({ job, candidate, status })), candidate };
    const appliedAt = new Date(start + index * 1000).toISOString();
    await db
      .updateTable("applications")
      .set({ applied_at: appliedAt, updated_at: appliedAt })
      .where("id", "=", made.application.id)
      .execute();
    applications.push(made);
  }
  return { employer, job, applications, path: `/posted-jobs/${job.id}`, params: { id: String(job.id) } };
}

type Board = Awaited<ReturnType<typeof jobWithApplicants>>;

const list = (board: Board, search = "", cookie = board.employer.cookie) =>
  callLoader(applicantsPage.loader, `${board.path}${search}`, board.params, { headers: { Cookie: cookie } });

async function listed(board: Board, search = "") {
  const response = await list(board, search);
  expect(response.status).toBe(200);
  return response.json();
}

const move = (board: Board, fields: [string, string][], cookie = board.employer.cookie, search = "") =>
  callAction(applicantsPage.action, `${board.path}${search}`, form([["intent", "move"], ...fields], cookie), board.params);

const withdraw = (applicationId: number, cookie: string) =>
  callAction(
    withdrawApi.action,
    `/api/me/applications/${applicationId}/withdraw`,
    { headers: { Cookie: cookie } },
    { id: String(applicationId) },
  );

describe("the applicant list by stage", () => {
  it("counts by stage, filters by ?stage=, and keeps withdrawn applications after the others in All", async () => {
    const board = await jobWithApplicants(["applied", "interviewing", "interviewing", "offered", "applied"]);
    expect((await withdraw(board.applications[0].application.id, board.applications[0].candidate.cookie)).status).toBe(200);

    const all = await listed(board);
    expect(all.job.applicationCounts).toMatchObject({ applied: 1, interviewing: 2, offered: 1, withdrawn: 1, total: 5 });
    expect(all.total).toBe(5);
    const ids = (data: { applicants: { applicationId: number }[] }) => data.applicants.map((applicant) => applicant.applicationId);
    const id = (index: number) => board.applications[index].application.id;
    expect(ids(all)).toEqual([id(4), id(3), id(2), id(1), id(0)]);

    const interviewing = await listed(board, "?stage=interviewing");
    expect(interviewing.total).toBe(2);
    expect(ids(interviewing)).toEqual([id(2), id(1)]);
    expect(ids(await listed(board, "?stage=withdrawn"))).toEqual([id(0)]);
    expect(ids(await listed(board, "?stage=applied"))).toEqual([id(4)]);
    expect(await listed(board, "?stage=hired")).toMatchObject({ applicants: [], total: 0, totalPages: 0 });
  });

  it("sorts by applied date, oldest first, and by the last update", async () => {
    const board = await jobWithApplicants(["applied", "applied", "applied"]);
    const id = (index: number) => board.applications[index].application.id;
    const ids = (data: { applicants: { applicationId: number }[] }) => data.applicants.map((applicant) => applicant.applicationId);
    expect(ids(await listed(board, "?sort=oldest"))).toEqual([id(0), id(1), id(2)]);
    // Moving the oldest makes it the last updated.
    expect(
      (
        await move(board, [
          ["selected", String(id(0))],
          ["status", "reviewing"],
        ])
      ).status,
    ).toBe(302);
    expect(ids(await listed(board, "?sort=updated"))).toEqual([id(0), id(2), id(1)]);
    expect(ids(await listed(board, "?stage=applied&sort=oldest"))).toEqual([id(1), id(2)]);
  });

  it("pages 20 at a time within the stage", async () => {
    const board = await jobWithApplicants([...Array<ApplicationStatus>(21).fill("reviewing"), "applied"]);
    const first = await listed(board, "?stage=reviewing");
    expect(first).toMatchObject({ total: 21, totalPages: 2, query: { stage: "reviewing", sort: "newest", page: 1 } });
    expect(first.applicants).toHaveLength(20);
    const second = await listed(board, "?stage=reviewing&page=2");
    expect(second.applicants.map((applicant: { applicationId: number }) => applicant.applicationId)).toEqual([
      board.applications[0].application.id,
    ]);
    expect((await listed(board, "?stage=applied")).totalPages).toBe(1);
  });

  it.each([
    ["?stage=bogus", ""],
    ["?sort=sideways&stage=offered", "?stage=offered"],
    ["?utm_source=mail&stage=applied", "?stage=applied"],
    ["?sort=newest", ""],
    ["?page=1", ""],
    ["?page=abc", ""],
    ["?page=7", ""],
    ["?sort=oldest&stage=applied", "?stage=applied&sort=oldest"],
    ["?stage=applied&stage=hired", "?stage=applied"],
  ])("sends %s to its one clean address (%s)", async (search, clean) => {
    const board = await jobWithApplicants(["applied"]);
    const response = await list(board, search);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${board.path}${clean}`);
  });

  it("is another company's job: 404 whatever the stage", async () => {
    const board = await jobWithApplicants(["applied"]);
    const intruder = await createEmployer();
    expect((await list(board, "?stage=applied", intruder.cookie)).status).toBe(404);
  });
});

describe("Move selected", () => {
  it("moves each selected application, records each change, tells each candidate who has it on, and says how many", async () => {
    const board = await jobWithApplicants(["applied", "applied", "reviewing", "applied"]);
    const [first, second, third, untouched] = board.applications;
    await db.updateTable("users").set({ notify_status_changes: 0 }).where("id", "=", second.candidate.user.id).execute();
    const response = await move(
      board,
      [
        ["selected", String(first.application.id)],
        ["selected", String(second.application.id)],
        ["selected", String(third.application.id)],
        ["status", "interviewing"],
      ],
      board.employer.cookie,
      "?stage=applied",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${board.path}?stage=applied`);
    expect(await flashedToast(response)).toMatchObject({ title: "3 applicants moved to Interviewing" });
    for (const { application } of [first, second, third]) expect((await stored(application.id)).status).toBe("interviewing");
    expect((await stored(untouched.application.id)).status).toBe("applied");
    expect(await changesOf(first.application.id)).toEqual([
      expect.objectContaining({ from_status: "applied", to_status: "interviewing", changed_by: board.employer.user.id }),
    ]);
    expect(await changesOf(third.application.id)).toEqual([
      expect.objectContaining({ from_status: "reviewing", to_status: "interviewing" }),
    ]);
    const mails = await outboxTo(first.candidate.email);
    expect(mails.map((mail) => mail.subject)).toContain(`Your application to ${board.employer.company!.name}: Interviewing`);
    expect(await outboxTo(second.candidate.email)).toEqual([]);
  });

  it("skips withdrawn applications and those at the stage already, and says so", async () => {
    const board = await jobWithApplicants(["applied", "offered", "applied"]);
    const [withdrawn, already, moving] = board.applications;
    await withdraw(withdrawn.application.id, withdrawn.candidate.cookie);
    const response = await move(board, [
      ["selected", String(withdrawn.application.id)],
      ["selected", String(already.application.id)],
      ["selected", String(moving.application.id)],
      ["status", "offered"],
    ]);
    expect(response.status).toBe(302);
    expect(await flashedToast(response)).toMatchObject({
      title: "1 applicant moved to Offer Extended",
      description: `${PIPELINE_TEXT.alreadyThere(1)} ${PIPELINE_TEXT.withdrawnSkipped(1)}`,
    });
    expect((await stored(withdrawn.application.id)).status).toBe("applied");
    expect(await changesOf(withdrawn.application.id)).toEqual([]);
    expect(await changesOf(already.application.id)).toEqual([]);
    expect((await stored(moving.application.id)).status).toBe("offered");
  });

  it("ignores another company's applications: 404 when none is the job's, and only the job's move otherwise", async () => {
    const board = await jobWithApplicants(["applied"]);
    const rival = await jobWithApplicants(["applied"]);
    const theirs = rival.applications[0].application.id;
    const alone = await move(board, [
      ["selected", String(theirs)],
      ["status", "hired"],
    ]);
    expect(alone.status).toBe(404);
    const mixed = await move(board, [
      ["selected", String(theirs)],
      ["selected", String(board.applications[0].application.id)],
      ["status", "rejected"],
    ]);
    expect(mixed.status).toBe(302);
    expect(await flashedToast(mixed)).toMatchObject({ title: "1 applicant moved to Not Selected" });
    expect((await stored(theirs)).status).toBe("applied");
    expect(await changesOf(theirs)).toEqual([]);
    // Nor may the rival post to the board's job.
    expect(
      (
        await move(
          board,
          [
            ["selected", String(board.applications[0].application.id)],
            ["status", "hired"],
          ],
          rival.employer.cookie,
        )
      ).status,
    ).toBe(404);
  });

  it("refuses none selected, too many, and a status outside the list with 400 and a message, changing nothing", async () => {
    const board = await jobWithApplicants(["applied"]);
    const id = String(board.applications[0].application.id);
    const refused = async (fields: [string, string][], message: string) => {
      const response = await move(board, fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ form: "move", message });
    };
    await refused([["status", "reviewing"]], PIPELINE_TEXT.noneSelected);
    await refused(
      [
        ["selected", "abc"],
        ["status", "reviewing"],
      ],
      PIPELINE_TEXT.noneSelected,
    );
    await refused(
      [
        ...Array.from({ length: MAX_BULK_MOVE + 1 }, (_, index): [string, string] => ["selected", String(index + 1)]),
        ["status", "reviewing"],
      ],
      PIPELINE_TEXT.tooMany,
    );
    await refused(
      [
        ["selected", id],
        ["status", "withdrawn"],
      ],
      EMPLOYER_TEXT.chooseStatus,
    );
    await refused([["selected", id]], EMPLOYER_TEXT.chooseStatus);
    expect((await stored(board.applications[0].application.id)).status).toBe("applied");
    expect(await changesOf(board.applications[0].application.id)).toEqual([]);
  });
});

describe("a message to the candidate", () => {
  const pathOf = (board: Board, index = 0) => `${board.path}/applicants/${board.applications[index].application.id}`;
  const paramsOf = (board: Board, index = 0) => ({ ...board.params, applicationId: String(board.applications[index].application.id) });
  const send = (board: Board, message: string, cookie = board.employer.cookie, index = 0) =>
    callAction(applicantPage.action, pathOf(board, index), form({ intent: "message", message }, cookie), paramsOf(board, index));
  const messageRows = (applicationId: number) =>
    db.selectFrom("application_messages").selectAll().where("application_id", "=", applicationId).execute();

  it("is mailed through the outbox from the company, replying to the sender, and kept in the history", async () => {
    const board = await jobWithApplicants(["interviewing"]);
    const { application, candidate } = board.applications[0];
    const response = await send(board, "  Could you come in on Tuesday at 10?\r\nBring your portfolio.  ");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(pathOf(board));
    expect(await flashedToast(response)).toMatchObject({ title: PIPELINE_TEXT.messageSentTitle });

    const [mail] = await outboxTo(candidate.email);
    const company = board.employer.company!.name;
    expect(mail).toMatchObject({ kind: "candidate-message", subject: `A message from ${company} about Bridge Inspector` });
    expect(JSON.parse(mail.headers)).toEqual({ "Reply-To": board.employer.email });
    expect(mail.text_body).toContain("Could you come in on Tuesday at 10?\n\nBring your portfolio.");
    expect(mail.html_body).toContain('<p style="margin:0 0 16px">Bring your portfolio.</p>');

    expect(await messageRows(application.id)).toEqual([
      expect.objectContaining({ sender_id: board.employer.user.id, body: "Could you come in on Tuesday at 10?\nBring your portfolio." }),
    ]);
    const page = await callLoader(applicantPage.loader, pathOf(board), paramsOf(board), { headers: { Cookie: board.employer.cookie } });
    const data = await page.json();
    expect(data.history.messages).toEqual([
      {
        id: expect.any(Number),
        body: "Could you come in on Tuesday at 10?\nBring your portfolio.",
        sentBy: board.employer.email,
        sentAt: expect.any(String),
      },
    ]);
    // The candidate's status is untouched, and no status mail went.
    expect((await stored(application.id)).status).toBe("interviewing");
  });

  it.each([
    ["empty", "", "Message is required"],
    ["too long", "x".repeat(MAX_MESSAGE_LENGTH + 1), `Message must be at most 5,000 characters`],
  ])("refuses a message that is %s with 400 on the field, sending and storing nothing", async (_, message, error) => {
    const board = await jobWithApplicants(["applied"]);
    const response = await send(board, message);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.form).toBe("message");
    expect(body.result.error).toEqual({ message: [error] });
    expect(await outboxTo(board.applications[0].candidate.email)).toEqual([]);
    expect(await messageRows(board.applications[0].application.id)).toEqual([]);
  });

  it("is refused on a withdrawn application (409) and for another company's (404)", async () => {
    const board = await jobWithApplicants(["applied"]);
    const { application, candidate } = board.applications[0];
    await withdraw(application.id, candidate.cookie);
    const refused = await send(board, "Still interested?");
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(PIPELINE_TEXT.messageWithdrawn);

    const other = await jobWithApplicants(["applied"]);
    const intruder = await createEmployer();
    expect((await send(other, "Hello from a rival", intruder.cookie)).status).toBe(404);
    expect(await outboxTo(candidate.email)).toEqual([]);
    expect(await outboxTo(other.applications[0].candidate.email)).toEqual([]);
    expect(await messageRows(other.applications[0].application.id)).toEqual([]);
  });

  it(`allows ${MESSAGES_PER_HOUR} an hour per sender, then 429 with Retry-After`, async () => {
    const board = await jobWithApplicants(["applied"]);
    for (let i = 0; i < MESSAGES_PER_HOUR; i++) expect((await send(board, `Message ${i}`)).status).toBe(302);
    const limited = await send(board, "One too many");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await messageRows(board.applications[0].application.id)).toHaveLength(MESSAGES_PER_HOUR);
    // Another user of the company has their own count.
    const colleague = await createEmployer({ company: board.employer.company });
    expect((await send(board, "From a colleague", colleague.cookie)).status).toBe(302);
  });
});

describe("the new stages elsewhere", () => {
  it("Posted Jobs counts each job's applications by stage", async () => {
    const board = await jobWithApplicants(["interviewing", "offered", "offered"]);
    const response = await callLoader(postedJobsPage.loader, "/posted-jobs", {}, { headers: { Cookie: board.employer.cookie } });
    const { jobs } = await response.json();
    expect(jobs[0].applicationCounts).toEqual({
      applied: 0,
      reviewing: 0,
      interviewing: 1,
      offered: 2,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
      total: 3,
    });
  });

  it("lets a candidate withdraw an offered application, never a hired one", async () => {
    const board = await jobWithApplicants(["offered", "hired"]);
    const [offered, hired] = board.applications;
    expect((await withdraw(offered.application.id, offered.candidate.cookie)).status).toBe(200);
    expect((await withdraw(hired.application.id, hired.candidate.cookie)).status).toBe(409);
  });

  it("sets interviewing from one applicant's form", async () => {
    const candidate = await createCandidate();
    const employer = await createEmployer();
    const job = await createJob({ company: employer.company! });
    const { application } = await createApplication({ job, candidate });
    const response = await callAction(
      applicantsPage.action,
      `/posted-jobs/${job.id}`,
      form({ applicationId: String(application.id), status: "interviewing" }, employer.cookie),
      { id: String(job.id) },
    );
    expect(response.status).toBe(302);
    expect(await flashedToast(response)).toMatchObject({ description: "Test User: Interviewing" });
  });
});

describe("migration 0034", () => {
  it("rebuilds applications keeping every row, its notes and status changes, and takes the new statuses", () => {
    const sqlite = new BetterSqlite3(":memory:");
    registerSqlFunctions(sqlite);
    sqlite.pragma("foreign_keys = ON");
    const index = migrations.findIndex((migration) => migration.name === "0034-hiring-pipeline");
    for (const migration of migrations.slice(0, index)) sqlite.exec(migration.sql);
    sqlite.pragma(`user_version = ${index}`);

    sqlite.exec(`
      INSERT INTO companies (id, name) VALUES (1, 'Span Works');
      INSERT INTO jobs (id, company_id, title, description, location, employment_type, discipline, posted_at)
        VALUES (1, 1, 'Bridge Inspector', 'Inspect bridges across the county every week.', 'Austin, TX', 'Full-time', 'Civil Engineering', '2026-01-01T00:00:00.000Z');
      INSERT INTO users (id, email, password_hash, role) VALUES (1, 'boss@example.com', 'x', 'employer'), (2, 'a@example.com', 'x', 'candidate'),
        (3, 'b@example.com', 'x', 'candidate'), (4, 'c@example.com', 'x', 'candidate'), (5, 'd@example.com', 'x', 'candidate');
      INSERT INTO resumes (id, user_id, file_name, stored_name, content_type, size) VALUES
        ('r2', 2, 'a.pdf', 'a', 'application/pdf', 1), ('r3', 3, 'b.pdf', 'b', 'application/pdf', 1),
        ('r4', 4, 'c.pdf', 'c', 'application/pdf', 1), ('r5', 5, 'd.pdf', 'd', 'application/pdf', 1);
      INSERT INTO applications (id, user_id, job_id, resume_id, cover_letter, status, applied_at, updated_at, withdrawn_at) VALUES
        (10, 2, 1, 'r2', 'Hello', 'applied', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z', NULL),
        (11, 3, 1, 'r3', NULL, 'reviewing', '2026-01-03T00:00:00.000Z', '2026-01-04T00:00:00.000Z', NULL),
        (12, 4, 1, 'r4', NULL, 'rejected', '2026-01-03T00:00:00.000Z', '2026-01-05T00:00:00.000Z', '2026-01-06T00:00:00.000Z'),
        (13, 5, 1, 'r5', 'Hi', 'hired', '2026-01-04T00:00:00.000Z', '2026-01-07T00:00:00.000Z', NULL);
      INSERT INTO application_notes (application_id, author_id, body) VALUES (10, 1, 'Call back'), (13, 1, 'Great hire');
      INSERT INTO application_status_changes (application_id, from_status, to_status, changed_by) VALUES (11, 'applied', 'reviewing', 1), (13, 'applied', 'hired', 1);
    `);
    const snapshot = () =>
      Object.fromEntries(
        ["applications", "application_notes", "application_status_changes", "resumes", "users"].map((table) => [
          table,
          sqlite.prepare(`SELECT * FROM ${table} ORDER BY 1`).all(),
        ]),
      );
    const before = snapshot();

    expect(migrate(sqlite)).toEqual(migrations.slice(index).map((migration) => migration.name));
    expect(snapshot()).toEqual(before);
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("foreign_key_check")).toEqual([]);
    const indexes = sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'applications' ORDER BY name")
      .pluck()
      .all();
    expect(indexes).toEqual(["applications_by_job", "applications_by_resume", "sqlite_autoindex_applications_1"]);

    sqlite.prepare("UPDATE applications SET status = 'interviewing' WHERE id = 10").run();
    sqlite.prepare("UPDATE applications SET status = 'offered' WHERE id = 11").run();
    expect(() => sqlite.prepare("UPDATE applications SET status = 'bogus' WHERE id = 10").run()).toThrow(/CHECK/);
    // The children still point at the rebuilt table: deleting an application takes its notes and changes.
    sqlite.prepare("DELETE FROM applications WHERE id = 13").run();
    expect(sqlite.prepare("SELECT count(*) FROM application_notes WHERE application_id = 13").pluck().get()).toBe(0);
    expect(sqlite.prepare("SELECT count(*) FROM application_status_changes WHERE application_id = 13").pluck().get()).toBe(0);
    sqlite.close();
  });
});
