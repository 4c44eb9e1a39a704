// Views of job pages, counted by each worker in memory and added to the database every few
// seconds (decision 049). A view is a successful GET of /jobs/:id, rendered or from the page cache,
// by a browser that meant to show it: not a HEAD, not a prefetch or prerender, not an obvious bot.
// Nothing about the visitor is kept: a job, a day and a number. docs/product.md#job-page-views says
// what counts.
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { requestUrl } from "./request-checks";

/** A job page's address: an id as the routes read one (`idParam`), from 1, with no other segment. */
const JOB_PAGE = /^\/jobs\/([1-9]\d{0,11})\/?$/;
/** The one data request that is a view of the page: a client-side navigation to it (Remix's `?_data=`). */
const JOB_PAGE_DATA = "routes/jobs.$id";

/**
 * Obvious robots and scripts, by their user agent: crawlers and link previews name themselves
 * (bot, crawler, spider, Slurp, facebookexternalhit, …Preview), headless browsers and audits too,
 * and HTTP libraries send their own name. An empty user agent is a script: every browser sends one.
 */
export const BOT_USER_AGENT =
  /^$|bot|crawl|spider|slurp|facebookexternalhit|preview|headless|lighthouse|pingdom|curl|wget|python|java\/|go-http|okhttp|node|axios|undici|libwww|httpclient/i;

/**
 * Prefetches and prerenders: the browser may never show what it fetched. Chromium says so in
 * Sec-Purpose (and once Purpose), Safari in X-Purpose, Firefox in X-Moz.
 */
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"];

/** The most job-days a worker holds between two flushes; views of any other are not counted. */
export const MAX_COUNTED = 10_000;

/** One job's views on one day (YYYY-MM-DD, UTC). */
export interface ViewCount {
  jobId: number;
  day: string;
  views: number;
}

/** Adds counts to the database in one transaction, dropping those of ids that are not jobs: how many were of jobs. */
export type AddViews = (counts: ViewCount[]) => number;

/** The job whose page this request shows, if it is a view worth counting (its answer still to be seen); else null. */
export function viewedJob(req: ExpressRequest, url: URL): number | null {
  if (req.method !== "GET") return null;
  const match = JOB_PAGE.exec(url.pathname);
  if (!match) return null;
  const data = url.searchParams.get("_data");
  if (data !== null && data !== JOB_PAGE_DATA) return null;
  for (const name of PURPOSE_HEADERS) if (req.headers[name] !== undefined) return null;
  if (BOT_USER_AGENT.test(req.headers["user-agent"] ?? "")) return null;
  return Number(match[1]);
}

export interface ViewCounterOptions {
  add: AddViews;
  maxCounted?: number;
  now?: () => number;
}

export type ViewCounter = ReturnType<typeof createViewCounter>;

/** Counts in memory, keyed by day and job; `flush` hands what it holds to `add` and starts again. */
export function createViewCounter({ add, maxCounted = MAX_COUNTED, now = Date.now }: ViewCounterOptions) {
  let counts = new Map<string, number>();
  let day = "";
  let dayEnds = 0;
  /** Views not counted since the last flush because the map was full. */
  let overflow = 0;

  function today(): string {
    const time = now();
    if (time >= dayEnds) {
      day = new Date(time).toISOString().slice(0, 10);
      dayEnds = Date.parse(`${day}T00:00:00.000Z`) + 86_400_000;
    }
    return day;
  }

  function count(jobId: number, views = 1): void {
    const key = `${today()} ${jobId}`;
    const held = counts.get(key);
    if (held !== undefined) counts.set(key, held + views);
    else if (counts.size < maxCounted) counts.set(key, views);
    else overflow += views;
  }

  return {
    count,

    /** The job-days held now. */
    size: () => counts.size,

    /** The views left uncounted since the last flush, the map being full. */
    overflow: () => overflow,

    /**
     * Adds what is held to the database and starts again. Should the database refuse (busy past
     * its timeout), the counts are kept for the next flush, within the same bound.
     */
    flush(): { counted: number; dropped: number } {
      if (counts.size === 0) return { counted: 0, dropped: 0 };
      const held = counts;
      counts = new Map();
      const rows: ViewCount[] = [];
      for (const [key, views] of held) {
        const [when, id] = key.split(" ");
        rows.push({ day: when, jobId: Number(id), views });
      }
      try {
        const counted = add(rows);
        overflow = 0;
        return { counted, dropped: rows.length - counted };
      } catch (error) {
        console.error("Adding job page views to the database failed; kept for the next try", error);
        for (const [key, views] of held) {
          const now = counts.get(key);
          if (now !== undefined) counts.set(key, now + views);
          else if (counts.size < maxCounted) counts.set(key, views);
        }
        return { counted: 0, dropped: 0 };
      }
    },
  };
}

/** Express middleware: counts the request's view once its answer has gone, if that was a 200 or a 304. */
export function countJobViews(counter: ViewCounter) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction): void => {
    const jobId = viewedJob(req, requestUrl(res));
    if (jobId === null) return next();
    const countIfShown = () => {
      if (res.statusCode === 200 || res.statusCode === 304) counter.count(jobId);
    };
    next();
    // A page cache HIT has been answered before next() returns: counted at once, without a
    // `finish` listener (with one on every view, a cached job page answered 0.93 of the requests a
    // second it did before counting; counted at once, 0.97: bench/JOB-VIEWS.md). A rendered page
    // is counted when its answer has gone.
    if (res.writableEnded) countIfShown();
    else res.once("finish", countIfShown);
  };
}

/** Flushes every `intervalMs` (the timer does not keep the process alive); the function returned stops it and flushes once more. */
export function flushEvery(counter: ViewCounter, intervalMs: number): () => void {
  const timer = setInterval(() => counter.flush(), intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    counter.flush();
  };
}
