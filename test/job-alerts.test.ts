// Job alerts over a simulated week: the sender runs every hour of an injected clock while jobs are
// added, and the digests that reach a real SMTP server hold the right jobs, newest first, each
// once; a day with nothing new sends nothing; a paused or unsubscribed alert sends nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/server/db.server";
import * as mail from "~/server/mail.server";
import { smtpSender } from "~/server/mail.server";
import { deliverDueMail } from "~/server/outbox.server";
import { sendDueAlerts } from "~/server/job-alerts.server";
import * as alertsRoute from "~/routes/alerts";
import * as jobsPage from "~/routes/jobs._index";
import * as settingsPage from "~/routes/settings";
import * as unsubscribePage from "~/routes/unsubscribe";
import { createCandidate, createCompany, createEmployer, createJob } from "./factories";
import { callAction, callLoader, flashedToast, form } from "./helpers";
import { startMailServer, type ReceivedMail } from "./mail-server";

let mailServer: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mailServer = await startMailServer();
});
afterAll(() => mailServer.close());

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

async function delivered(): Promise<ReceivedMail[]> {
  await deliverDueMail(smtpSender(mailServer.url, "Keystone Talent <no-reply@keystonetalent.example>"));
  return mailServer.received.splice(0);
}

const createAlert = (cookie: string, fields: Record<string, string>) =>
  callAction(alertsRoute.action, "/alerts", form({ intent: "create", ...fields }, cookie));

/** The job ids a digest links to, in its order. */
const jobIdsIn = (mail: ReceivedMail) => [...(mail.parsed.text ?? "").matchAll(/\/jobs\/(\d+)\b/g)].map((match) => Number(match[1]));

describe("a week of job alerts", () => {
  it("mails each new matching job once, newest first, skipping days with nothing new", { timeout: 60_000 }, async () => {
    const company = await createCompany({ name: "Trestle Works" });
    const word = `zqtrestle${Date.now().toString(36).replace(/\d/g, "")}`;
    const matching = (title: string, extra: Parameters<typeof createJob>[0] = {}) =>
      createJob({ company_id: company.id, title: `${title} ${word}`, location: "Denver, CO", ...extra });
    const before = await matching("Bridge Inspector");

    const candidate = await createCandidate();
    const saved = await createAlert(candidate.cookie, { q: `inspector ${word}`, location: "Denver", frequency: "daily" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/jobs?q=inspector+${word}&location=Denver`);
    expect(await flashedToast(saved)).toMatchObject({
      title: "Job alert saved",
      description: `We will email you daily about new jobs: "inspector ${word}" in Denver.`,
    });
    await createAlert(candidate.cookie, { q: word, frequency: "weekly" });
    const start = Date.now();

    // Jobs appear over the week; `events` run when the clock reaches them.
    const ids: Record<string, number> = {};
    const events: [number, () => Promise<void>][] = [
      [
        0.5 * DAY_MS,
        async () => {
          ids.first = (await matching("Bridge Inspector")).id;
          ids.otherTitle = (await matching("Welder")).id; // the weekly alert's, not the daily's
          ids.otherPlace = (await matching("Bridge Inspector", { location: "Austin, TX" })).id;
        },
      ],
      [
        1.5 * DAY_MS,
        async () => {
          ids.second = (await matching("Senior Inspector")).id;
          const closed = await matching("Inspector, closed at once");
          await db.updateTable("jobs").set({ closed_at: new Date().toISOString() }).where("id", "=", closed.id).execute();
        },
      ],
      [
        4.2 * DAY_MS,
        async () => {
          ids.many = (await Promise.all(Array.from({ length: 22 }, (_, i) => matching(`Inspector ${i}`)))).at(-1)!.id;
        },
      ],
    ];

    const digests: { at: number; mail: ReceivedMail }[] = [];
    for (let at = 0; at <= 7 * DAY_MS + HOUR_MS; at += HOUR_MS) {
      while (events.length && events[0][0] <= at) await events.shift()![1]();
      await sendDueAlerts(start + at);
      for (const mail of await delivered()) digests.push({ at, mail });
    }

    const daily = digests.filter(({ mail }) => mail.parsed.subject?.endsWith(`"inspector ${word}" in Denver`));
    const weekly = digests.filter(({ mail }) => mail.parsed.subject?.endsWith(`: "${word}"`));
    // Daily: day 1 (the first job), day 2 (the second; the closed one never), nothing on days 3
    // and 4, day 5 (the newest 20 of 22), nothing after.
    expect(daily.map(({ at }) => Math.round(at / DAY_MS))).toEqual([1, 2, 5]);
    expect(jobIdsIn(daily[0].mail)).toEqual([ids.first]);
    expect(daily[0].mail.parsed.subject).toBe(`1 new job: "inspector ${word}" in Denver`);
    expect(jobIdsIn(daily[1].mail)).toEqual([ids.second]);
    const many = jobIdsIn(daily[2].mail);
    expect(many).toHaveLength(20);
    expect(many[0]).toBe(ids.many);
    expect([...many].sort((a, b) => b - a)).toEqual(many);
    expect(daily[2].mail.parsed.subject).toBe(`20+ new jobs: "inspector ${word}" in Denver`);
    expect(daily[2].mail.parsed.text).toContain("These are the newest 20; there are more.");
    expect(daily[2].mail.parsed.text).toContain(`http://localhost:3000/jobs?q=inspector+${word}&location=Denver`);
    // No job twice, and never the one posted before the alert.
    const mailed = daily.flatMap(({ mail }) => jobIdsIn(mail));
    expect(new Set(mailed).size).toBe(mailed.length);
    expect(mailed).not.toContain(before.id);
    expect(mailed).not.toContain(ids.otherPlace);

    // Weekly: one digest, on day 7, the newest 20 of everything with the word.
    expect(weekly.map(({ at }) => Math.round(at / DAY_MS))).toEqual([7]);
    expect(jobIdsIn(weekly[0].mail)).toHaveLength(20);
    expect(weekly[0].mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it("sends nothing while paused, and nothing after its unsubscribe link is used", async () => {
    const company = await createCompany();
    const word = `zqpause${Date.now().toString(36).replace(/\d/g, "")}`;
    const candidate = await createCandidate();
    await createAlert(candidate.cookie, { q: word, frequency: "daily" });
    const [alert] = await db.selectFrom("job_alerts").selectAll().where("user_id", "=", candidate.user.id).execute();
    const paused = await callAction(alertsRoute.action, "/alerts", form({ intent: "pause", alertId: String(alert.id) }, candidate.cookie));
    expect(await flashedToast(paused)).toMatchObject({ title: "Job alert paused" });
    await createJob({ company_id: company.id, title: `Job ${word}` });
    await sendDueAlerts(Date.now() + DAY_MS);
    expect(await delivered()).toHaveLength(0);

    await callAction(alertsRoute.action, "/alerts", form({ intent: "resume", alertId: String(alert.id) }, candidate.cookie));
    await sendDueAlerts(Date.now() + 2 * DAY_MS);
    const [digest] = await delivered();
    expect(digest.parsed.subject).toBe(`1 new job: "${word}"`);
    const link = new URL(/^Unsubscribe: (\S+)$/m.exec(digest.parsed.text!)![1]);
    const page = await callLoader(unsubscribePage.loader, `${link.pathname}${link.search}`);
    expect(await page.json()).toMatchObject({ about: `your job alert "${word}"` });
    await callAction(unsubscribePage.action, `${link.pathname}${link.search}`, {
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await db.selectFrom("job_alerts").selectAll().where("id", "=", alert.id).execute()).toHaveLength(0);
    await createJob({ company_id: company.id, title: `Another job ${word}` });
    await sendDueAlerts(Date.now() + 5 * DAY_MS);
    expect(await delivered()).toHaveLength(0);
  });

  it("stops only the alert its unsubscribe link was mailed for, never a later alert that got the same id", async () => {
    const company = await createCompany();
    const word = `zqreuse${Date.now().toString(36).replace(/\d/g, "")}`;
    const candidate = await createCandidate();
    await createAlert(candidate.cookie, { q: word, frequency: "daily" });
    const [alert] = await db.selectFrom("job_alerts").selectAll().where("user_id", "=", candidate.user.id).execute();
    // Saved a while ago. SQLite gives the id of the newest alert, once deleted, to the next one.
    const createdAt = "2025-01-02T03:04:05.678Z";
    await db.updateTable("job_alerts").set({ created_at: createdAt }).where("id", "=", alert.id).execute();
    await createJob({ company_id: company.id, title: `Job ${word}` });
    await sendDueAlerts(Date.now() + DAY_MS + HOUR_MS);
    const [digest] = (await delivered()).filter((mail) => mail.to.includes(candidate.email));
    const link = new URL(/^Unsubscribe: (\S+)$/m.exec(digest.parsed.text!)![1]);
    const path = `${link.pathname}${link.search}`;

    await callAction(alertsRoute.action, "/alerts", form({ intent: "delete", alertId: String(alert.id) }, candidate.cookie));
    await createAlert(candidate.cookie, { q: `bridge ${word}`, frequency: "weekly" });
    const [next, ...others] = await db.selectFrom("job_alerts").selectAll().where("user_id", "=", candidate.user.id).execute();
    expect(others).toEqual([]);
    expect(next.id).toBe(alert.id);
    const page = await callLoader(unsubscribePage.loader, path);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ about: null });
    const oneClick = { body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    const posted = await callAction(unsubscribePage.action, path, oneClick);
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ done: true, about: null });
    expect(await db.selectFrom("job_alerts").select("id").where("id", "=", next.id).execute()).toHaveLength(1);
    // Nor does the link work with the new alert's stamp in place of the old one's.
    const restamped = path.replace(`-${Date.parse(createdAt).toString(36)}.`, `-${Date.parse(next.created_at).toString(36)}.`);
    expect(restamped).not.toBe(path);
    expect((await callLoader(unsubscribePage.loader, restamped)).status).toBe(400);
    expect((await callAction(unsubscribePage.action, restamped, oneClick)).status).toBe(400);
    expect(await db.selectFrom("job_alerts").select("id").where("id", "=", next.id).execute()).toHaveLength(1);
  });
});

describe("saving and listing alerts", () => {
  it("lists a candidate's alerts in Settings, changes the frequency of a search saved again, and deletes", async () => {
    const candidate = await createCandidate();
    await createAlert(candidate.cookie, {
      q: "bridge",
      location: "Austin",
      discipline: "Civil Engineering",
      remote: "true",
      frequency: "daily",
    });
    await createAlert(candidate.cookie, {
      q: "bridge",
      location: "Austin",
      discipline: "Civil Engineering",
      remote: "true",
      frequency: "weekly",
    });
    const settings = async () =>
      (await (await callLoader(settingsPage.loader, "/settings", {}, { headers: { Cookie: candidate.cookie } })).json()).alerts;
    const [alert, ...others] = await settings();
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      description: '"bridge" in Austin, Civil Engineering, remote',
      href: "/jobs?q=bridge&location=Austin&discipline=Civil+Engineering&remote=true",
      frequency: "weekly",
      paused: false,
    });
    const deleted = await callAction(
      alertsRoute.action,
      "/alerts",
      form({ intent: "delete", alertId: String(alert.id) }, candidate.cookie),
    );
    expect(await flashedToast(deleted)).toMatchObject({ title: "Job alert deleted" });
    expect(await settings()).toEqual([]);
  });

  it("keeps a search's salary: its digest holds only the jobs that pay it, and it is a search of its own", async () => {
    const word = `zqculvert${Date.now().toString(36).replace(/\d/g, "")}`;
    const candidate = await createCandidate();
    const saved = await createAlert(candidate.cookie, { q: word, salary: "100000", frequency: "daily" });
    expect(saved.headers.get("Location")).toBe(`/jobs?q=${word}&salary=100000`);
    expect(await flashedToast(saved)).toMatchObject({ description: `We will email you daily about new jobs: "${word}", $100k+.` });
    await createAlert(candidate.cookie, { q: word, frequency: "weekly" });
    const settings = await (await callLoader(settingsPage.loader, "/settings", {}, { headers: { Cookie: candidate.cookie } })).json();
    expect(settings.alerts.map((alert: { description: string; href: string }) => [alert.description, alert.href])).toEqual([
      [`"${word}", $100k+`, `/jobs?q=${word}&salary=100000`],
      [`"${word}"`, `/jobs?q=${word}`],
    ]);

    const wellPaid = await createJob({ title: `Culvert Engineer ${word}`, salary_min: 95_000, salary_max: 130_000 });
    await createJob({ title: `Culvert Technician ${word}`, salary_min: 50_000, salary_max: 70_000 });
    await createJob({ title: `Culvert Drafter ${word}`, salary_min: null, salary_max: null });
    await sendDueAlerts(Date.now() + DAY_MS + HOUR_MS);
    const digests = (await delivered()).filter((mail) => mail.to.includes(candidate.email));
    expect(digests.map((mail) => jobIdsIn(mail))).toEqual([[wellPaid.id]]);
  });

  it("links each job of a digest by its title in the HTML part, and by its address in the text part", async () => {
    const company = await createCompany({ name: "Gantry & Sons" });
    const word = `zqgantry${Date.now().toString(36).replace(/\d/g, "")}`;
    const candidate = await createCandidate();
    await createAlert(candidate.cookie, { q: word, frequency: "daily" });
    const older = await createJob({ company_id: company.id, title: `Crane Operator ${word}`, location: "Boise, ID" });
    const newer = await createJob({ company_id: company.id, title: `Roads & Bridges Engineer ${word}`, location: "Reno, NV" });
    await sendDueAlerts(Date.now() + DAY_MS + HOUR_MS);
    const [digest] = (await delivered()).filter((mail) => mail.to.includes(candidate.email));

    const anchors = [...(digest.parsed.html as string).matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>([^<]*)/g)].map(
      ([, href, text, after]) => ({ href, text, after }),
    );
    expect(anchors.filter(({ href }) => /\/jobs\/\d+$/.test(href))).toEqual([
      {
        href: `http://localhost:3000/jobs/${newer.id}`,
        text: `Roads &#38; Bridges Engineer ${word}`,
        after: ", Gantry &#38; Sons, Reno, NV",
      },
      { href: `http://localhost:3000/jobs/${older.id}`, text: `Crane Operator ${word}`, after: ", Gantry &#38; Sons, Boise, ID" },
    ]);
    expect(digest.parsed.text).toContain(
      `Roads & Bridges Engineer ${word}, Gantry & Sons, Reno, NV: http://localhost:3000/jobs/${newer.id}\n\nCrane Operator ${word}, Gantry & Sons, Boise, ID: http://localhost:3000/jobs/${older.id}\n`,
    );
  });

  it("saves a search posted twice at once as one alert, never a 500", async () => {
    const candidate = await createCandidate();
    const posts = await Promise.all([1, 2, 3].map(() => createAlert(candidate.cookie, { q: "twice", frequency: "weekly" })));
    expect(posts.map((response) => response.status)).toEqual([302, 302, 302]);
    expect(await db.selectFrom("job_alerts").select("id").where("user_id", "=", candidate.user.id).execute()).toHaveLength(1);
  });

  it("keeps other users' alerts out of reach, employers out, and the signed-out to a sign-in that comes back", async () => {
    const owner = await createCandidate();
    await createAlert(owner.cookie, { q: "pump", frequency: "daily" });
    const [alert] = await db.selectFrom("job_alerts").select("id").where("user_id", "=", owner.user.id).execute();
    const stranger = await createCandidate();
    const response = await callAction(
      alertsRoute.action,
      "/alerts",
      form({ intent: "delete", alertId: String(alert.id) }, stranger.cookie),
    );
    expect(response.status).toBe(404);
    const employer = await createEmployer();
    const refused = await createAlert(employer.cookie, { q: "pump", frequency: "daily" });
    expect(await flashedToast(refused)).toMatchObject({ title: "Job alerts are for job seekers." });
    // A page left open while signed out elsewhere: sign in, and back to the search (never to /alerts, a post's address).
    const signedOut = await callAction(alertsRoute.action, "/alerts", form({ intent: "create", q: "pump", location: "Austin" }));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/jobs?q=pump&location=Austin")}`);
    const pauseSignedOut = await callAction(alertsRoute.action, "/alerts", form({ intent: "pause", alertId: "1" }));
    expect(pauseSignedOut.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/settings")}`);
    // The results page offers the alert to everyone signed out (it is the same page for all of them).
    const page = await callLoader(jobsPage.loader, "/jobs?q=pump");
    expect(page.status).toBe(200);
  });
});

describe("with mail off (production without SMTP_URL)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("/jobs tells its page that mail is off, so that it offers no alert", async () => {
    const search = async () => (await (await callLoader(jobsPage.loader, "/jobs?q=pump")).json()).mailOff;
    expect(await search()).toBe(false);
    vi.spyOn(mail, "mailMode").mockReturnValue("off");
    expect(await search()).toBe(true);
  });

  it("saves no alert from a page left open, and says what to do instead", async () => {
    vi.spyOn(mail, "mailMode").mockReturnValue("off");
    const candidate = await createCandidate();
    const refused = await createAlert(candidate.cookie, { q: "pump", location: "Austin", frequency: "daily" });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/jobs?q=pump&location=Austin");
    expect(await flashedToast(refused)).toMatchObject({
      title: "This site cannot send email at the moment, so job alerts cannot be saved.",
      description: "Follow this search with its RSS feed instead, or bookmark this page.",
      variant: "destructive",
    });
    expect(await db.selectFrom("job_alerts").select("id").where("user_id", "=", candidate.user.id).execute()).toEqual([]);
  });
});
