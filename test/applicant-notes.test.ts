import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRemixStub } from "@remix-run/testing";
import { describe, expect, it, vi } from "vitest";
import * as myApplicationsApi from "~/routes/api.me.applications";
import * as applyPage from "~/routes/jobs.$id_.apply";
import * as myApplicationsPage from "~/routes/my-applications";
import * as applicantsPage from "~/routes/posted-jobs.$id";
import * as applicantPage from "~/routes/posted-jobs.$id_.applicants.$applicationId";
import { authPath } from "~/lib/accounts";
import { formatDateTime } from "~/lib/dates";
import { EMPLOYER_TEXT, MAX_NOTE_LENGTH } from "~/lib/employer";
import { db } from "~/server/db.server";
import { createApplication, createEmployer, createJob } from "./factories";
import { callAction, callLoader, flashedToast, form } from "./helpers";

const get = (loader: Parameters<typeof callLoader>[0], path: string, cookie?: string, params: Record<string, string> = {}) =>
  callLoader(loader, path, params, cookie ? { headers: { Cookie: cookie } } : undefined);

/** An employer's job with one application, and the applicant page's address and parameters. */
async function applicationToReview() {
  const employer = await createEmployer();
  const job = await createJob({ company: employer.company! });
  const { application, candidate } = await createApplication({ job, coverLetter: "I have inspected forty bridges." });
  const path = `/posted-jobs/${job.id}/applicants/${application.id}`;
  const params = { id: String(job.id), applicationId: String(application.id) };
  return { employer, job, application, candidate, path, params };
}

type Review = Awaited<ReturnType<typeof applicationToReview>>;

const addNote = (review: Review, note: string, cookie = review.employer.cookie) =>
  callAction(applicantPage.action, review.path, form({ intent: "note", note }, cookie), review.params);

const setStatus = (review: Review, status: string, cookie = review.employer.cookie) =>
  callAction(applicantPage.action, review.path, form({ intent: "status", status }, cookie), review.params);

const noteRows = (applicationId: number) =>
  db.selectFrom("application_notes").selectAll().where("application_id", "=", applicationId).orderBy("id").execute();

const historyRows = (applicationId: number) =>
  db.selectFrom("application_status_changes").selectAll().where("application_id", "=", applicationId).orderBy("id").execute();

async function pageData(review: Review, cookie = review.employer.cookie) {
  const response = await get(applicantPage.loader, review.path, cookie, review.params);
  expect(response.status).toBe(200);
  return response.json();
}

/** The page as the server renders it, with this loader data and action data. */
function renderPage(loaderData: unknown, actionData?: unknown) {
  const Stub = createRemixStub([{ id: "routes/applicant", path: "/applicant", Component: applicantPage.default }]);
  // The router's layout effects do nothing on the server, as React warns; the markup is what counts here.
  const log = console.error;
  const warning = vi.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes("useLayoutEffect does nothing on the server")) log(message, ...rest);
  });
  const html = renderToString(
    createElement(Stub, {
      initialEntries: ["/applicant"],
      hydrationData: {
        loaderData: { "routes/applicant": loaderData },
        actionData: actionData ? { "routes/applicant": actionData } : undefined,
      },
    }),
  );
  warning.mockRestore();
  // React marks where one text node ends and the next begins; the browser shows one text.
  return html.replaceAll("<!-- -->", "");
}

describe("notes on an application", () => {
  it("adds a note: stored with its author, the toast says so, and the page shows it with the author's e-mail and the time", async () => {
    const review = await applicationToReview();
    const response = await addNote(review, "  Strong on steel bridges.\r\nCall back on Monday.  ");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(review.path);
    expect(await flashedToast(response)).toMatchObject({
      title: EMPLOYER_TEXT.noteAddedTitle,
      description: EMPLOYER_TEXT.noteAddedDescription,
    });

    const [row] = await noteRows(review.application.id);
    expect(row).toMatchObject({ author_id: review.employer.user.id, body: "Strong on steel bridges.\nCall back on Monday." });

    const data = await pageData(review);
    expect(data.applicant).toMatchObject({
      applicationId: review.application.id,
      noteCount: 1,
      coverLetter: "I have inspected forty bridges.",
    });
    expect(data.notes).toEqual([
      { id: row.id, body: "Strong on steel bridges.\nCall back on Monday.", author: review.employer.email, createdAt: row.created_at },
    ]);
    const html = renderPage(data);
    expect(html).toContain("Strong on steel bridges.");
    expect(html).toContain(review.employer.email);
    expect(html).toContain(`dateTime="${row.created_at}"`);
  });

  it("lists notes newest first, counts them on the job's applicants list, and shows a deleted author as a former user", async () => {
    const review = await applicationToReview();
    const colleague = await createEmployer({ company: review.employer.company });
    expect((await addNote(review, "First impression: good.")).status).toBe(302);
    expect((await addNote(review, "Second interview booked.", colleague.cookie)).status).toBe(302);

    let data = await pageData(review);
    expect(data.notes.map((note: { body: string }) => note.body)).toEqual(["Second interview booked.", "First impression: good."]);
    expect(data.notes[0].author).toBe(colleague.email);

    const list = await get(applicantsPage.loader, `/posted-jobs/${review.job.id}`, review.employer.cookie, { id: String(review.job.id) });
    expect((await list.json()).applicants).toEqual([expect.objectContaining({ applicationId: review.application.id, noteCount: 2 })]);

    await db.deleteFrom("users").where("id", "=", colleague.user.id).execute();
    data = await pageData(review);
    expect(data.notes[0]).toMatchObject({ body: "Second interview booked.", author: null });
    expect(renderPage(data)).toContain(`${EMPLOYER_TEXT.formerUser}, <time`);
  });

  it.each([
    ["empty", "", "Note is required"],
    ["only spaces", "   \r\n  ", "Note is required"],
    ["too long", "x".repeat(MAX_NOTE_LENGTH + 1), "Note must be at most 2,000 characters"],
  ])("refuses a note that is %s with 400 and the message, keeps the value, and stores nothing", async (_, note, message) => {
    const review = await applicationToReview();
    const response = await addNote(review, note);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.form).toBe("note");
    expect(body.result.error).toEqual({ note: [message] });
    if (note.trim()) expect(body.result.initialValue).toEqual({ intent: "note", note });
    expect(await noteRows(review.application.id)).toEqual([]);

    // The page renders again with the message tied to the field and the value in it (the message form above stays as it was).
    const html = renderPage(await pageData(review), body);
    const textarea = html.match(/<textarea[^>]*name="note"[^>]*>/)?.[0] ?? "";
    const errorId = html.match(/<p class="field-error" id="(note-[^"]+)"[^>]*>([^<]*)<\/p>/);
    expect(errorId?.[2]).toBe(message);
    expect(textarea).toContain(`aria-describedby="note-note-hint ${errorId?.[1]}"`);
    expect(textarea).toContain('aria-invalid="true"');
    if (note.trim()) expect(html).toContain(`${note}</textarea>`);
  });

  it("takes a note of exactly 2,000 characters, line breaks counted once", async () => {
    const review = await applicationToReview();
    const note = `${"x".repeat(MAX_NOTE_LENGTH - 11)}\r\n${"y".repeat(10)}`;
    expect((await addNote(review, note)).status).toBe(302);
    expect((await noteRows(review.application.id))[0].body).toHaveLength(MAX_NOTE_LENGTH);
  });

  it("an unknown intent is refused with 400 and changes nothing", async () => {
    const review = await applicationToReview();
    const response = await callAction(
      applicantPage.action,
      review.path,
      form({ intent: "promote" }, review.employer.cookie),
      review.params,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ form: null, message: "Unknown action." });
  });
});

describe("another company, a job seeker, a visitor", () => {
  it("another company's employer gets 404 for the page, the note form and the status form, and nothing is stored", async () => {
    const review = await applicationToReview();
    expect((await addNote(review, "Our own note.")).status).toBe(302);
    const intruder = await createEmployer();
    const intruderJob = await createJob({ company: intruder.company! });

    expect((await get(applicantPage.loader, review.path, intruder.cookie, review.params)).status).toBe(404);
    expect((await addNote(review, "Hijacked note.", intruder.cookie)).status).toBe(404);
    expect((await setStatus(review, "hired", intruder.cookie)).status).toBe(404);

    // Nor through their own job's address with this application's id.
    const sideways = { ...review, path: `/posted-jobs/${intruderJob.id}/applicants/${review.application.id}` };
    sideways.params = { id: String(intruderJob.id), applicationId: String(review.application.id) };
    expect((await get(applicantPage.loader, sideways.path, intruder.cookie, sideways.params)).status).toBe(404);
    expect((await addNote(sideways, "Hijacked note.", intruder.cookie)).status).toBe(404);
    expect((await setStatus(sideways, "hired", intruder.cookie)).status).toBe(404);

    // And the company's own other job does not reach this application either.
    const otherJob = await createJob({ company: review.employer.company! });
    const wrongJob = { ...review, params: { id: String(otherJob.id), applicationId: String(review.application.id) } };
    expect((await get(applicantPage.loader, wrongJob.path, review.employer.cookie, wrongJob.params)).status).toBe(404);

    expect((await noteRows(review.application.id)).map((row) => row.body)).toEqual(["Our own note."]);
    expect(await historyRows(review.application.id)).toEqual([]);
    const application = await db
      .selectFrom("applications")
      .select("status")
      .where("id", "=", review.application.id)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe("applied");
  });

  it("a missing or malformed application id is a 404", async () => {
    const review = await applicationToReview();
    for (const applicationId of ["999999", "abc", "-1"]) {
      const params = { id: String(review.job.id), applicationId };
      expect((await get(applicantPage.loader, review.path, review.employer.cookie, params)).status).toBe(404);
    }
  });

  it("signed out, the page sends to sign in; the candidate gets 403 on it", async () => {
    const review = await applicationToReview();
    const signedOut = await get(applicantPage.loader, review.path, undefined, review.params);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe(authPath("login", review.path));
    expect((await get(applicantPage.loader, review.path, review.candidate.cookie, review.params)).status).toBe(403);
    expect((await addNote(review, "Note to self.", review.candidate.cookie)).status).toBe(403);
    expect(await noteRows(review.application.id)).toEqual([]);
  });

  it("the candidate never sees a note: not in /api/me/applications, My Applications or the apply page", async () => {
    const review = await applicationToReview();
    const secret = "Private remark zqxjvnote about salary expectations";
    expect((await addNote(review, secret)).status).toBe(302);
    expect((await setStatus(review, "reviewing")).status).toBe(302);

    const answers = [
      await get(myApplicationsApi.loader, "/api/me/applications", review.candidate.cookie),
      await get(myApplicationsPage.loader, "/my-applications", review.candidate.cookie),
      await get(applyPage.loader, `/jobs/${review.job.id}/apply`, review.candidate.cookie, { id: String(review.job.id) }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toContain("reviewing");
      expect(text).not.toContain("zqxjvnote");
      expect(text).not.toMatch(/note/i);
      expect(text).not.toContain(review.employer.email);
    }
  });
});

describe("the application's history", () => {
  it("a status change on the applicant's page records from, to, who and when, and says so in a toast", async () => {
    const review = await applicationToReview();
    const before = new Date().toISOString();
    const response = await setStatus(review, "reviewing");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(review.path);
    expect(await flashedToast(response)).toMatchObject({ title: EMPLOYER_TEXT.statusSavedTitle, description: "Test User: Under Review" });

    const rows = await historyRows(review.application.id);
    expect(rows).toEqual([
      expect.objectContaining({
        from_status: "applied",
        to_status: "reviewing",
        changed_by: review.employer.user.id,
        changed_at: expect.any(String),
      }),
    ]);
    expect(rows[0].changed_at >= before && rows[0].changed_at <= new Date().toISOString()).toBe(true);
    const data = await pageData(review);
    expect(data.applicant.status).toBe("reviewing");
    expect(data.history).toEqual({
      changes: [{ id: rows[0].id, from: "applied", to: "reviewing", changedBy: review.employer.email, changedAt: rows[0].changed_at }],
      messages: [],
      earlierLeftOut: false,
    });
  });

  it("the job's applicants list records the change too", async () => {
    const review = await applicationToReview();
    const path = `/posted-jobs/${review.job.id}`;
    const response = await callAction(
      applicantsPage.action,
      path,
      form({ intent: "status", applicationId: String(review.application.id), status: "rejected" }, review.employer.cookie),
      { id: String(review.job.id) },
    );
    expect(response.status).toBe(302);
    expect(await historyRows(review.application.id)).toEqual([
      expect.objectContaining({ from_status: "applied", to_status: "rejected", changed_by: review.employer.user.id }),
    ]);
  });

  it("setting the status the application has records nothing", async () => {
    const review = await applicationToReview();
    expect((await setStatus(review, "applied")).status).toBe(302);
    expect(await historyRows(review.application.id)).toEqual([]);
    expect((await setStatus(review, "reviewing")).status).toBe(302);
    expect((await setStatus(review, "reviewing")).status).toBe(302);
    expect(await historyRows(review.application.id)).toHaveLength(1);
  });

  it("a status outside the four is refused with 400 and records nothing", async () => {
    const review = await applicationToReview();
    const response = await setStatus(review, "promoted");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ form: "status", message: EMPLOYER_TEXT.chooseStatus });
    expect(await historyRows(review.application.id)).toEqual([]);
  });

  it("shows Applied first, then each change in order with who made it; a deleted user reads as a former user", async () => {
    const review = await applicationToReview();
    const colleague = await createEmployer({ company: review.employer.company });
    expect((await setStatus(review, "reviewing")).status).toBe(302);
    expect((await setStatus(review, "hired", colleague.cookie)).status).toBe(302);
    expect((await setStatus(review, "rejected")).status).toBe(302);

    const data = await pageData(review);
    expect(
      data.history.changes.map((change: { from: string; to: string; changedBy: string }) => [change.from, change.to, change.changedBy]),
    ).toEqual([
      ["applied", "reviewing", review.employer.email],
      ["reviewing", "hired", colleague.email],
      ["hired", "rejected", review.employer.email],
    ]);

    const html = renderPage(data);
    const history = html.slice(html.indexOf('<ol class="history-list">'), html.indexOf("</ol>", html.indexOf('<ol class="history-list">')));
    const items = history
      .split("<li>")
      .slice(1)
      .map((item) => item.replace(/<[^>]+>/g, ""));
    const when = formatDateTime;
    expect(items).toEqual([
      `Applied ${when(data.applicant.appliedDate)}`,
      `Application Submitted → to Under Review by ${review.employer.email}, ${when(data.history.changes[0].changedAt)}`,
      `Under Review → to Hired by ${colleague.email}, ${when(data.history.changes[1].changedAt)}`,
      `Hired → to Not Selected by ${review.employer.email}, ${when(data.history.changes[2].changedAt)}`,
    ]);

    await db.deleteFrom("users").where("id", "=", colleague.user.id).execute();
    const after = await pageData(review);
    expect(after.history.changes[1]).toMatchObject({ from: "reviewing", to: "hired", changedBy: null });
    expect(renderPage(after)).toContain(`by ${EMPLOYER_TEXT.formerUser}, <time`);
  });
});
