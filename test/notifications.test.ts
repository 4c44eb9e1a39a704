// E-mail notifications through the routes that cause them, delivered to a real SMTP server: who
// gets what, with which parts and headers; the switches in Settings; the unsubscribe link, signed
// out and in one click; and nothing queued for a change that did not happen.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ENQUIRY_NOTIFY_EMAIL = "agency-inbox@keystonetalent.example";
});

import { deleteUser } from "~/server/accounts.server";
import { db } from "~/server/db.server";
import { smtpSender } from "~/server/mail.server";
import { deliverDueMail } from "~/server/outbox.server";
import { unsubscribeToken } from "~/server/notifications.server";
import * as apiApply from "~/routes/api.jobs.$id.apply";
import * as engineeringApi from "~/routes/api.employer.contact";
import * as marketingPage from "~/routes/$page";
import * as applicantsPage from "~/routes/posted-jobs.$id";
import * as applicantPage from "~/routes/posted-jobs.$id_.applicants.$applicationId";
import * as settingsPage from "~/routes/settings";
import * as unsubscribePage from "~/routes/unsubscribe";
import { createCandidate, createEmployer, createJob } from "./factories";
import { callAction, callLoader, flashedToast, form, jsonBody, uploadResume } from "./helpers";
import { startMailServer } from "./mail-server";

let mailServer: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mailServer = await startMailServer();
});
afterAll(() => mailServer.close());
beforeEach(() => {
  mailServer.received.length = 0;
});

async function delivered() {
  await deliverDueMail(smtpSender(mailServer.url, "Keystone Talent <no-reply@keystonetalent.example>"));
  return mailServer.received;
}

/** An employer's company with a job, a second user of the company, and a candidate with a resume. */
async function board() {
  const owner = await createEmployer({ fullName: "Olive Owner" });
  const colleague = await createEmployer({ company: owner.company, fullName: "Colin Colleague" });
  const job = await createJob({ company_id: owner.company!.id, title: "Bridge Inspector" });
  const candidate = await createCandidate({ fullName: "Cara Candidate" });
  const resumeUrl = await uploadResume(candidate.cookie);
  return { owner, colleague, job, candidate, resumeUrl };
}

const apply = (jobId: number, cookie: string, resumeUrl: string) =>
  callAction(
    apiApply.action,
    `/api/jobs/${jobId}/apply`,
    { ...jsonBody({ resumeUrl }), headers: { "Content-Type": "application/json", Cookie: cookie } },
    { id: String(jobId) },
  );

/** The List-Unsubscribe header's URL, its line unfolded (RFC 5322: a long header goes on the next line). */
const unsubscribeLink = (raw: string) => new URL(/^List-Unsubscribe:\s*<([^>]+)>/m.exec(raw.replace(/\r?\n[ \t]+/g, " "))![1]);

describe("a new application", () => {
  it("is mailed to each of the company's users who has it on, with a link to the applicant's page", async () => {
    const { owner, colleague, job, candidate, resumeUrl } = await board();
    await db.updateTable("users").set({ notify_new_applications: 0 }).where("id", "=", colleague.user.id).execute();
    expect((await apply(job.id, candidate.cookie, resumeUrl)).status).toBe(201);
    const application = await db.selectFrom("applications").select("id").where("user_id", "=", candidate.user.id).executeTakeFirstOrThrow();
    const mails = await delivered();
    expect(mails.map((mail) => mail.to)).toEqual([[owner.email]]);
    const [mail] = mails;
    expect(mail.parsed.subject).toBe("New application: Bridge Inspector");
    expect(mail.parsed.text).toContain('Cara Candidate has applied to your job "Bridge Inspector".');
    const applicantUrl = `http://localhost:3000/posted-jobs/${job.id}/applicants/${application.id}`;
    expect(mail.parsed.text).toContain(`See the application: ${applicantUrl}\n`);
    expect(mail.parsed.html).toContain(`href="${applicantUrl}"`);
    // The link opens that applicant's page for the employer.
    const link = new URL(/See the application: (\S+)/.exec(mail.parsed.text!)![1]);
    const [, jobId, applicationId] = /^\/posted-jobs\/(\d+)\/applicants\/(\d+)$/.exec(link.pathname)!;
    const page = await callLoader(applicantPage.loader, link.pathname, { id: jobId, applicationId }, { headers: { Cookie: owner.cookie } });
    expect(page.status).toBe(200);
    expect((await page.json()).applicant).toMatchObject({ applicationId: application.id, fullName: "Cara Candidate" });
    // Never the resume itself.
    expect(mail.parsed.attachments).toHaveLength(0);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(unsubscribeLink(mail.raw).pathname).toBe("/unsubscribe");
  });

  it("can be turned off in Settings by an employer's user, and on again", async () => {
    const { owner, colleague, job, candidate, resumeUrl } = await board();
    const saveNotifications = (fields: Record<string, string>) =>
      callAction(settingsPage.action, "/settings", form({ intent: "notifications", ...fields }, owner.cookie));
    const notifyInSettings = async () =>
      (await (await callLoader(settingsPage.loader, "/settings", {}, { headers: { Cookie: owner.cookie } })).json()).notify;

    // The form's checkbox left unticked.
    const off = await saveNotifications({});
    expect(off.status).toBe(302);
    expect(await flashedToast(off)).toMatchObject({ title: "Notifications saved" });
    expect(await notifyInSettings()).toBe(false);
    expect((await apply(job.id, candidate.cookie, resumeUrl)).status).toBe(201);
    // Only the colleague, who left theirs on, hears of it.
    expect((await delivered()).map((mail) => mail.to)).toEqual([[colleague.email]]);
    mailServer.received.length = 0;

    await saveNotifications({ notify: "on" });
    expect(await notifyInSettings()).toBe(true);
    const another = await createCandidate();
    expect((await apply(job.id, another.cookie, await uploadResume(another.cookie))).status).toBe(201);
    expect((await delivered()).map((mail) => mail.to).sort()).toEqual([[colleague.email], [owner.email]].sort());
  });

  it("queues nothing when the application is refused", async () => {
    const { job, candidate, resumeUrl } = await board();
    await apply(job.id, candidate.cookie, resumeUrl);
    await delivered();
    mailServer.received.length = 0;
    expect((await apply(job.id, candidate.cookie, resumeUrl)).status).toBe(409);
    expect(await delivered()).toHaveLength(0);
  });
});

/** board(), the candidate applied (that mail delivered and cleared), and a function that sets the application's status. */
async function applied() {
  const setup = await board();
  await apply(setup.job.id, setup.candidate.cookie, setup.resumeUrl);
  await delivered();
  mailServer.received.length = 0;
  const application = await db
    .selectFrom("applications")
    .select("id")
    .where("user_id", "=", setup.candidate.user.id)
    .executeTakeFirstOrThrow();
  const setStatus = (status: string) =>
    callAction(
      applicantsPage.action,
      `/posted-jobs/${setup.job.id}`,
      form({ applicationId: String(application.id), status }, setup.owner.cookie),
      {
        id: String(setup.job.id),
      },
    );
  return { ...setup, setStatus };
}

describe("a status change", () => {
  it("is mailed to the candidate with the new status, once a change", async () => {
    const { candidate, owner, setStatus } = await applied();
    expect((await setStatus("reviewing")).status).toBe(302);
    expect((await setStatus("reviewing")).status).toBe(302);
    const mails = await delivered();
    expect(mails.map((mail) => mail.to)).toEqual([[candidate.email]]);
    expect(mails[0].parsed.subject).toBe(`Your application to ${owner.company!.name}: Under Review`);
    expect(mails[0].parsed.text).toContain("The status of your application is now: Under Review.");
    expect(mails[0].parsed.text).toContain("http://localhost:3000/my-applications");
  });

  it("can be turned off in Settings, and on again", async () => {
    const { candidate, setStatus } = await applied();
    const saved = await callAction(settingsPage.action, "/settings", form({ intent: "notifications" }, candidate.cookie));
    expect(saved.status).toBe(302);
    const settings = await (await callLoader(settingsPage.loader, "/settings", {}, { headers: { Cookie: candidate.cookie } })).json();
    expect(settings.notify).toBe(false);
    await setStatus("hired");
    expect(await delivered()).toHaveLength(0);
    await callAction(settingsPage.action, "/settings", form({ intent: "notifications", notify: "on" }, candidate.cookie));
    await setStatus("rejected");
    expect((await delivered()).map((mail) => mail.to)).toEqual([[candidate.email]]);
  });
});

const createdAtOf = async (userId: number) =>
  (await db.selectFrom("users").select("created_at").where("id", "=", userId).executeTakeFirstOrThrow()).created_at;

const oneClick = { body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } };

describe("the unsubscribe link", () => {
  it("changes nothing when opened, and turns the notification off with its button or the mail client's one click, signed out", async () => {
    const { candidate } = await board();
    const token = unsubscribeToken({ id: candidate.user.id, createdAt: await createdAtOf(candidate.user.id) }, "status-change");
    const link = `/unsubscribe?token=${token}`;
    const page = await callLoader(unsubscribePage.loader, link);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ about: "changes to the status of your applications" });
    const on = async () =>
      (await db.selectFrom("users").select("notify_status_changes").where("id", "=", candidate.user.id).executeTakeFirstOrThrow())
        .notify_status_changes;
    expect(await on()).toBe(1);
    // RFC 8058: the client posts "List-Unsubscribe=One-Click" to the link, with no cookie.
    const posted = await callAction(unsubscribePage.action, link, oneClick);
    expect(posted.status).toBe(200);
    expect(await on()).toBe(0);
  });

  it("acts only on the account it was mailed to, never on a later account that got the same id", async () => {
    const { candidate, setStatus } = await applied();
    // Registered a while ago. SQLite gives the id of the newest user, once deleted, to the next one.
    const createdAt = "2025-01-02T03:04:05.678Z";
    await db.updateTable("users").set({ created_at: createdAt }).where("id", "=", candidate.user.id).execute();
    await setStatus("reviewing");
    const [mail] = await delivered();
    expect(mail.to).toEqual([candidate.email]);
    const link = unsubscribeLink(mail.raw);
    const path = `${link.pathname}${link.search}`;

    await deleteUser(candidate.user.id);
    const next = await createCandidate();
    expect(next.user.id).toBe(candidate.user.id);
    const page = await callLoader(unsubscribePage.loader, path);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ about: null });
    const posted = await callAction(unsubscribePage.action, path, oneClick);
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ done: true, about: null });
    const { notify_status_changes } = await db
      .selectFrom("users")
      .select("notify_status_changes")
      .where("id", "=", next.user.id)
      .executeTakeFirstOrThrow();
    expect(notify_status_changes).toBe(1);
    // Nor does the link work with the new account's stamp in place of the old one's.
    const restamped = path.replace(Date.parse(createdAt).toString(36), Date.parse(await createdAtOf(next.user.id)).toString(36));
    expect(restamped).not.toBe(path);
    expect((await callAction(unsubscribePage.action, restamped, oneClick)).status).toBe(400);
  });

  it("refuses a token that is not signed by the site, names another notification, or another account", async () => {
    const { candidate } = await board();
    const createdAt = await createdAtOf(candidate.user.id);
    const token = unsubscribeToken({ id: candidate.user.id, createdAt }, "status-change");
    const stamp = Date.parse(createdAt).toString(36);
    expect(token.startsWith(`${candidate.user.id}-${stamp}.status-change.`)).toBe(true);
    const forged = [
      token.replace(/^\d+/, String(candidate.user.id + 1)),
      token.replace(`-${stamp}.`, `-${(Date.parse(createdAt) + 1).toString(36)}.`),
      token.replace("status-change", "new-application"),
      "1.status-change.x",
      "",
      "a".repeat(500),
    ];
    for (const bad of forged) {
      expect((await callLoader(unsubscribePage.loader, `/unsubscribe?token=${encodeURIComponent(bad)}`)).status).toBe(400);
      expect((await callAction(unsubscribePage.action, `/unsubscribe?token=${encodeURIComponent(bad)}`)).status).toBe(400);
    }
  });
});

describe("a hiring enquiry", () => {
  it("is mailed to ENQUIRY_NOTIFY_EMAIL with every field, replying to the sender", async () => {
    const enquiry = {
      companyName: "Summit Ridge Builders",
      contactName: "Dana Ruiz",
      email: "dana@granitepeak.example",
      phone: "+1 303 555 0199",
      hiringNeeds: "Two structural engineers (PE)",
      message: "We start in March. <b>not bold</b>",
      source: "Civil",
    };
    expect((await callAction(engineeringApi.action, "/api/employer/contact", jsonBody(enquiry))).status).toBe(201);
    const [mail] = await delivered();
    expect(mail.to).toEqual(["agency-inbox@keystonetalent.example"]);
    expect(mail.parsed.subject).toBe("New hiring enquiry: Summit Ridge Builders");
    expect(mail.parsed.replyTo?.text).toBe("dana@granitepeak.example");
    for (const line of [
      "Company: Summit Ridge Builders",
      "Contact: Dana Ruiz",
      "Email: dana@granitepeak.example",
      "Phone: +1 303 555 0199",
      "Hiring needs: Two structural engineers (PE)",
      "Page: Civil",
      "Message: We start in March. <b>not bold</b>",
    ]) {
      expect(mail.parsed.text).toContain(line);
    }
    // The sender's text is text in the HTML part, never markup.
    expect(mail.parsed.html).toContain("&#60;b&#62;not bold&#60;/b&#62;");
  });

  it("from a healthcare page's form is mailed with every field of that form, its specialty and page, replying to the sender", async () => {
    const fields = {
      companyName: "Valley Regional Health",
      contactName: "Sam Okafor",
      email: "sam@valleyregional.example",
      phone: "(208) 555-0147",
      positionsToFill: "3 nurse practitioners",
      timeline: "Within 60 days",
      message: "Family practice NPs for two rural clinics & a <mobile> unit.",
    };
    const page = "nurse-practitioner-recruiters";
    const posted = await callAction(marketingPage.action, `/${page}`, form(fields), { page });
    expect(posted.status).toBe(302);
    const [mail] = await delivered();
    expect(mail.to).toEqual(["agency-inbox@keystonetalent.example"]);
    expect(mail.parsed.subject).toBe("New hiring enquiry: Valley Regional Health");
    expect(mail.parsed.replyTo?.text).toBe("sam@valleyregional.example");
    const lines = [
      "Kind: Healthcare",
      "Company: Valley Regional Health",
      "Contact: Sam Okafor",
      "Email: sam@valleyregional.example",
      "Phone: (208) 555-0147",
      "Positions to fill: 3 nurse practitioners",
      "Timeline: Within 60 days",
      "Specialty: Nurse Practitioner",
      "Page: Nurse Practitioner Recruitment Page",
      "Message: Family practice NPs for two rural clinics & a <mobile> unit.",
    ];
    for (const line of lines) expect(mail.parsed.text).toContain(`\n${line}\n`);
    expect(mail.parsed.text).not.toContain("Hiring needs");
    // The HTML part holds the same fields, as text.
    const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
    for (const line of lines) expect(mail.parsed.html).toContain(`>${escape(line)}</p>`);
  });
});
