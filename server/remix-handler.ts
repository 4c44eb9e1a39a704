// Remix behind Express, as @remix-run/express does it, but with every request body bounded
// before Remix reads a byte of it (no route can be made to hold an unbounded body in memory or
// on disk; docs/security.md explains the numbers), the URL the request checks read, and the
// answer seen by the page cache before it is written. Decision 039 says why the adapter itself
// cannot do this.
import { createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { MAX_RESUME_BYTES, RESUME_TEXT } from "../app/lib/resumes";
import { FLASH_COOKIE, hasCookie, SESSION_COOKIE } from "../app/lib/cookies";
import { carriesToken, isSharedAnswer, type PageCache } from "./page-cache";
import { answerUnread, LINGER_MS, requestUrl } from "./request-checks";

/**
 * Forms and JSON. The largest legitimate body is an enquiry whose message is at its maximum
 * of 20,000 characters: about 25 KB urlencoded in plain English, up to about 60 KB when much
 * of it is accented. 64 KB holds that with room for the other fields.
 */
export const FORM_BODY_LIMIT = 64 * 1024;
/** A resume (10 MB) with the apply form's few small fields and the multipart framing. */
export const UPLOAD_BODY_LIMIT = MAX_RESUME_BYTES + FORM_BODY_LIMIT;

/** The only routes that take a multipart upload: the profile, applying, and the upload API. */
const UPLOAD_ROUTE = /^\/(?:api\/upload\/resume|profile|jobs\/[^/]+\/apply)\/?$/;

/** The words the upload forms use for a file over the limit. */
export const FILE_TOO_LARGE = { title: RESUME_TEXT.tooLargeTitle, description: RESUME_TEXT.tooLargeDescription };
const FORM_TOO_LARGE = {
  title: "Request too large",
  description: `What you sent is larger than this site accepts (${FORM_BODY_LIMIT / 1024} KB). Please shorten it and try again.`,
};

function isUpload(req: ExpressRequest, res: ExpressResponse): boolean {
  return UPLOAD_ROUTE.test(requestUrl(res).pathname) && /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");
}

function bodyLimit(req: ExpressRequest, res: ExpressResponse): number {
  return isUpload(req, res) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

/** Answers 413 without reading the rest of the body, in the upload forms' words for an upload. */
function answerTooLarge(req: ExpressRequest, res: ExpressResponse): void {
  const { title, description } = isUpload(req, res) ? FILE_TOO_LARGE : FORM_TOO_LARGE;
  answerUnread(req, res, 413, { title, description, apiMessage: isUpload(req, res) ? `${title}: ${description}` : description });
}

/** Express middleware, before everything that reads a body: a declared length over the limit gets 413 unread. */
export function refuseDeclaredOversize(req: ExpressRequest, res: ExpressResponse, next: NextFunction): void {
  const declared = Number(req.headers["content-length"]);
  if (declared > bodyLimit(req, res)) answerTooLarge(req, res);
  else next();
}

/** A request as Remix reads it, and what to do with its body once the route has answered. */
interface RemixRequest {
  request: Request;
  /**
   * What the route left unread is read and dropped (still counted against the limit) before the
   * answer goes out: answering a client that is still sending, and closing, would make its
   * system discard the answer. Bounded by LINGER_MS for a slow client.
   */
  dropUnreadBody(): Promise<void>;
}

const nothingToDrop = () => Promise.resolve();

/**
 * Headers Remix is not handed. No proxy in front of this server sets X-Forwarded-Host (Fly's does
 * not), so one is the client's own invention; Remix would prefer it to Host when it checks an Origin.
 */
const NOT_HANDED_ON = new Set(["x-forwarded-host"]);

/**
 * The request as Remix reads it: a web Request whose body is the request's, counted as it
 * streams. Past the limit the route's read fails (it never sees a truncated body), the client is
 * answered 413 and the connection is closed.
 */
function toRemixRequest(req: ExpressRequest, res: ExpressResponse): RemixRequest {
  const abort = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  const url = requestUrl(res);
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    if (!NOT_HANDED_ON.has(name)) headers.append(name, req.rawHeaders[i + 1]);
  }
  // The host the URL names (for an absolute URL, its own), as Remix compares it with an Origin.
  headers.set("host", url.host);
  const init = { method: req.method, headers, signal: abort.signal };
  if (req.method === "GET" || req.method === "HEAD") return { request: new Request(url, init), dropUnreadBody: nothingToDrop };
  // A post got here from this site (server/request-checks.ts judged it): see refuseCrossSitePosts.
  headers.delete("origin");

  const limit = bodyLimit(req, res);
  let received = 0;
  /** Set while the route may still read the body. */
  let reader: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stopReader = (error?: Error) => {
    if (error) reader?.error(error);
    else reader?.close();
    reader = undefined;
  };

  req.on("data", function count(chunk: Buffer) {
    received += chunk.byteLength;
    if (received > limit) {
      req.off("data", count);
      req.pause();
      stopReader(new Error(`The request body is over ${limit} bytes`));
      // Not aborted: the route finishes on its failed read, and what it answers is not sent.
      if (res.headersSent) req.destroy();
      else answerTooLarge(req, res);
      return;
    }
    if (!reader) return;
    reader.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((reader.desiredSize ?? 0) <= 0) req.pause();
  });
  req.once("end", () => stopReader());
  req.once("error", (error) => stopReader(error));

  const body = new ReadableStream<Uint8Array>(
    {
      start: (controller) => void (reader = controller),
      pull: () => void req.resume(),
      cancel: () => {
        reader = undefined;
        req.resume();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
  // duplex: a streamed body must say so (Node's fetch); the DOM's RequestInit type has no such field.
  const request = new Request(url, { ...init, body, duplex: "half" } as RequestInit);
  const dropUnreadBody = () => {
    if (req.complete || req.destroyed) return Promise.resolve();
    stopReader(new Error("The request was answered before its body was read"));
    req.resume();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, LINGER_MS);
      req.once("end", done);
      req.once("close", done);
    });
  };
  return { request, dropUnreadBody };
}

/** Sends Remix's answer. A route's own Content-Security-Policy (resume downloads) replaces the site's. */
async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  if (response.headers.has("Content-Security-Policy")) res.removeHeader("Content-Security-Policy");
  for (const [name, value] of response.headers) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * How an answer may be kept (pages, their data, redirects, errors). One visitor's own (signed in
 * or was, a flashed toast, or setting a cookie) or about a token in its address (a reset or an
 * unsubscribe link: what it shows is the link holder's alone): `private, no-store`, whatever the
 * route chose. Anything else that chose nothing is the same for every signed-out visitor:
 * `no-cache`, kept but asked for again. Either way it varies by cookie. Other routes that chose
 * (the public API's validators, resume files) keep theirs.
 */
function setCaching(request: Request, headers: Headers) {
  headers.append("Vary", "Cookie");
  const cookies = request.headers.get("Cookie");
  const personal = headers.has("Set-Cookie") || hasCookie(cookies, SESSION_COOKIE) || hasCookie(cookies, FLASH_COOKIE);
  if (carriesToken(new URL(request.url))) {
    headers.set("Cache-Control", "private, no-store");
    headers.delete("ETag");
  } else if (!headers.has("Cache-Control")) headers.set("Cache-Control", personal ? "private, no-store" : "no-cache");
}

/**
 * The Express handler that serves the Remix build. A signed-out visitor's GET is answered from
 * the page cache when it holds the page for the content version now; a shared answer it
 * renders is sent with an ETag (304 when the client has it) and kept for the next one.
 */
export function remixHandler(
  build: ServerBuild,
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
  pageCache: PageCache,
) {
  const handleRequest = createRequestHandler(build, build.mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    try {
      const key = pageCache.keyOf(req, requestUrl(res));
      // Read before rendering: a change made while the page renders leaves it stale, not kept as new.
      const version = key && pageCache.enabled ? pageCache.currentVersion() : 0;
      const kept = key && pageCache.enabled ? pageCache.lookup(key, version) : undefined;
      if (key && kept) return pageCache.send(req, res, key, kept, "HIT");

      const { request, dropUnreadBody } = toRemixRequest(req, res);
      const loadContext = getLoadContext(req, res);
      const response = await handleRequest(request, loadContext);
      setCaching(request, response.headers);
      if (key && isSharedAnswer(response)) {
        const page = await pageCache.keep(key, version, response, loadContext.cspNonce ?? "");
        return pageCache.send(req, res, key, page, pageCache.enabled ? "MISS" : null);
      }
      await dropUnreadBody();
      // Answered 413 already, while the route read the body or the rest was dropped.
      if (!res.headersSent) await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
