import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contentVersionReader } from "../db/content-version";
import { createPageCache } from "../server/page-cache";
import { remixHandler } from "../server/remix-handler";
import { readRequestUrl } from "../server/request-checks";
import { BOT_USER_AGENT, countJobViews, createViewCounter, type ViewCounter } from "../server/job-views";
import { jobLoader } from "~/routes/jobs.$id.server";
import { db, sqlite } from "~/server/db.server";
import { addJobViews, firstViewDay, viewsByDay, viewTotals } from "~/server/job-views.server";
import * as postedJobsPage from "~/routes/posted-jobs._index";
import * as applicantsPage from "~/routes/posted-jobs.$id";
import { createEmployer, createJob } from "./factories";
import { callLoader } from "./helpers";

// Views of job pages (server/job-views.ts, decision 049) through the server's own request path:
// Express with the request checks' URL, the view counter, and the Remix handler with its page
// cache, in front of the job page's real loader. Only the document is a stand-in (a line of HTML
// rather than React's render): the cache keeps and sends it as it would the real page.

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const build = {
  mode: "production",
  entry: {
    module: {
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        context: { staticHandlerContext: { loaderData: Record<string, unknown> } },
      ) => {
        const data = context.staticHandlerContext.loaderData["routes/jobs.$id"] as { job?: { title: string } } | undefined;
        headers.set("Content-Type", "text/html; charset=utf-8");
        return new Response(`<!DOCTYPE html><html><body><h1>${data?.job?.title ?? "Not found"}</h1></body></html>`, { status, headers });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { loader: () => null, default: () => null } },
    "routes/jobs.$id": { id: "routes/jobs.$id", parentId: "root", path: "jobs/:id", module: { loader: jobLoader, default: () => null } },
  },
  assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: {},
  isSpaMode: false,
} as unknown as ServerBuild;

let server: Server;
let origin: string;
let counter: ViewCounter;
const MAX_COUNTED = 50;

beforeAll(async () => {
  const app = express();
  app.set("query parser", false);
  app.use(readRequestUrl);
  app.use((req, res, next) => countJobViews(counter)(req, res, next));
  const pageCache = createPageCache({ maxBytes: 1024 * 1024, contentVersion: contentVersionReader(sqlite) });
  app.all(
    "*",
    remixHandler(build, () => ({ cspNonce: "" }), pageCache),
  );
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  counter = createViewCounter({ add: addJobViews, maxCounted: MAX_COUNTED });
});

/** A GET as a browser would make it (or with the headers given), its body read to the end. */
async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(origin + path, { method, headers: { "User-Agent": BROWSER, ...headers } });
  await response.arrayBuffer();
  // The view is counted once the answer has gone: a turn of the event loop after the client has it.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return response;
}

const today = () => new Date().toISOString().slice(0, 10);

async function storedViews(jobId: number) {
  return db.selectFrom("job_views").select(["day", "views"]).where("job_id", "=", jobId).execute();
}

describe("counting a view of a job page", () => {
  it("counts a rendered page and one from the page cache, and a 304; a flush adds them to the day's row", async () => {
    const job = await createJob();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await get(`/jobs/${job.id}`));
    // The first two rendered (the second kept), the third from the cache.
    expect(answers.map((answer) => [answer.status, answer.headers.get("x-cache")])).toEqual([
      [200, "MISS"],
      [200, "MISS"],
      [200, "HIT"],
    ]);
    const revalidated = await get(`/jobs/${job.id}`, { "If-None-Match": answers[2].headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    // A client-side navigation to the page is a view too: its data request.
    expect((await get(`/jobs/${job.id}?_data=routes/jobs.$id`)).status).toBe(200);

    expect(await storedViews(job.id)).toEqual([]);
    expect(counter.flush()).toEqual({ counted: 1, dropped: 0 });
    expect(await storedViews(job.id)).toEqual([{ day: today(), views: 5 }]);

    // The next flush adds to the same row.
    await get(`/jobs/${job.id}`);
    counter.flush();
    expect(await storedViews(job.id)).toEqual([{ day: today(), views: 6 }]);
  });

  it("does not count a HEAD, a prefetch, a prerender, a bot, a script, another route's data, or an answer that is not a success", async () => {
    const job = await createJob();
    const path = `/jobs/${job.id}`;
    expect((await get(path, {}, "HEAD")).status).toBe(200);
    expect((await get(path, { "Sec-Purpose": "prefetch" })).status).toBe(200);
    expect((await get(path, { "Sec-Purpose": "prefetch;prerender" })).status).toBe(200);
    expect((await get(path, { Purpose: "prefetch" })).status).toBe(200);
    expect((await get(`${path}?_data=routes/jobs.$id`, { "Sec-Purpose": "prefetch" })).status).toBe(200);
    expect((await get(path, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).status).toBe(
      200,
    );
    expect((await get(path, { "User-Agent": "curl/8.5.0" })).status).toBe(200);
    expect((await get(path, { "User-Agent": "" })).status).toBe(200);
    expect((await get(`${path}?_data=root`)).status).toBe(200);
    expect((await get(`/jobs/${job.id + 1000}`)).status).toBe(404);
    expect((await get(`/jobs/${job.id}/apply`)).status).toBe(404);
    expect(counter.size()).toBe(0);
    counter.flush();
    expect(await storedViews(job.id)).toEqual([]);
  });

  it("tells a browser from a bot by a short list of names", () => {
    for (const agent of [
      BROWSER,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1",
    ]) {
      expect(BOT_USER_AGENT.test(agent), agent).toBe(false);
    }
    for (const agent of [
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
      "python-requests/2.31",
      "Mozilla/5.0 HeadlessChrome/120",
      "",
    ]) {
      expect(BOT_USER_AGENT.test(agent), agent).toBe(true);
    }
  });
});

describe("bounded memory", () => {
  it("counts only addresses that look like a job's, and drops the counts of ids that are not jobs when it flushes", async () => {
    const job = await createJob();
    for (const path of ["/jobs/0", "/jobs/abc", "/jobs/1234567890123", `/jobs/${job.id}x`]) await get(path);
    expect(counter.size()).toBe(0);
    // Ids that look right but are no job's: counted (the 404 is not a view), so made to look like 200s here.
    counter.count(job.id + 1000);
    counter.count(job.id + 2000);
    counter.count(job.id);
    expect(counter.flush()).toEqual({ counted: 1, dropped: 2 });
    expect(
      await db
        .selectFrom("job_views")
        .select("job_id")
        .where("job_id", "in", [job.id + 1000, job.id + 2000])
        .execute(),
    ).toEqual([]);
    expect(await storedViews(job.id)).toEqual([{ day: today(), views: 1 }]);
  });

  it("holds at most its bound of jobs between flushes: a flood of random ids does not grow it, and known ones still count", async () => {
    const job = await createJob();
    await get(`/jobs/${job.id}`);
    for (let i = 0; i < MAX_COUNTED * 3; i++) counter.count(1_000_000 + i);
    expect(counter.size()).toBe(MAX_COUNTED);
    expect(counter.overflow()).toBe(MAX_COUNTED * 2 + 1);
    await get(`/jobs/${job.id}`);
    expect(counter.size()).toBe(MAX_COUNTED);
    expect(counter.flush()).toEqual({ counted: 1, dropped: MAX_COUNTED - 1 });
    expect(counter.size()).toBe(0);
    expect(await storedViews(job.id)).toEqual([{ day: today(), views: 2 }]);
  });

  it("keeps the counts for the next flush when the database refuses them", () => {
    vi.spyOn(console, "error").mockImplementationOnce(() => undefined);
    let fail = true;
    const added: number[] = [];
    const flaky = createViewCounter({
      add: (counts) => {
        if (fail) throw new Error("database is locked");
        added.push(...counts.map((count) => count.views));
        return counts.length;
      },
    });
    flaky.count(7);
    flaky.count(7);
    expect(flaky.flush()).toEqual({ counted: 0, dropped: 0 });
    fail = false;
    flaky.count(7);
    expect(flaky.flush()).toEqual({ counted: 1, dropped: 0 });
    expect(added).toEqual([3]);
  });

  it("counts each view under the UTC day it was made on", () => {
    let now = Date.parse("2026-03-01T23:59:59.000Z");
    const rows: { day: string; views: number }[] = [];
    const dayCounter = createViewCounter({ add: (counts) => (rows.push(...counts), counts.length), now: () => now });
    dayCounter.count(9);
    now += 2_000;
    dayCounter.count(9);
    dayCounter.count(9);
    dayCounter.flush();
    expect(rows.map(({ day, views }) => [day, views])).toEqual([
      ["2026-03-01", 1],
      ["2026-03-02", 2],
    ]);
  });
});

describe("what the employer reads", () => {
  it("gives each job its views over the last 30 days and in all, and its views by day, days without any as 0", async () => {
    const [job, other] = [await createJob(), await createJob()];
    const now = new Date("2026-03-31T12:00:00.000Z");
    addJobViews([
      { jobId: job.id, day: "2026-03-31", views: 4 },
      { jobId: job.id, day: "2026-03-02", views: 2 },
      { jobId: job.id, day: "2026-03-01", views: 10 },
    ]);
    expect(firstViewDay(now)).toBe("2026-03-02");
    expect(await viewTotals([job.id, other.id], now)).toEqual({ [job.id]: { recent: 6, total: 16 } });
    const days = await viewsByDay(job.id, now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2026-03-02", views: 2 });
    expect(days.at(-1)).toEqual({ day: "2026-03-31", views: 4 });
    expect(days.slice(1, -1).every((day) => day.views === 0)).toBe(true);
  });

  it("loses a job's views with the job", async () => {
    const job = await createJob();
    addJobViews([{ jobId: job.id, day: today(), views: 3 }]);
    await db.deleteFrom("jobs").where("id", "=", job.id).execute();
    expect(await storedViews(job.id)).toEqual([]);
  });

  it("shows on the employer's pages: each job's figures on Posted Jobs, and the job's days on its applicant page", async () => {
    const { cookie, company } = await createEmployer();
    const [viewed, unviewed] = [await createJob({ company: company! }), await createJob({ company: company! })];
    addJobViews([
      { jobId: viewed.id, day: today(), views: 3 },
      { jobId: viewed.id, day: "2020-01-01", views: 5 },
    ]);
    const list = await callLoader(postedJobsPage.loader, "/posted-jobs", {}, { headers: { Cookie: cookie } });
    expect((await list.json()).views).toEqual({ [viewed.id]: { recent: 3, total: 8 } });
    const page = await callLoader(
      applicantsPage.loader,
      `/posted-jobs/${viewed.id}`,
      { id: String(viewed.id) },
      { headers: { Cookie: cookie } },
    );
    const data = await page.json();
    expect(data.views).toEqual({ recent: 3, total: 8 });
    expect(data.viewDays).toHaveLength(30);
    expect(data.viewDays.at(-1)).toEqual({ day: today(), views: 3 });
    const none = await callLoader(
      applicantsPage.loader,
      `/posted-jobs/${unviewed.id}`,
      { id: String(unviewed.id) },
      { headers: { Cookie: cookie } },
    );
    expect((await none.json()).views).toBeUndefined();
  });
});
