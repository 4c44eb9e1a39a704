// Remix behind Express, as @remix-run/express does it, but with every request body bounded
// before Remix reads a byte of it: no route can be made to hold an unbounded body in memory or
// on disk. docs/security.md explains the numbers.
import { createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { MAX_RESUME_BYTES, RESUME_TEXT } from "../app/lib/resumes";
import { FLASH_COOKIE, hasCookie, SESSION_COOKIE } from "../app/lib/cookies";
import { isSharedAnswer, type PageCache } from "./page-cache";

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

function isUpload(req: ExpressRequest): boolean {
  return UPLOAD_ROUTE.test(req.path) && /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");
}

function bodyLimit(req: ExpressRequest): number {
  return isUpload(req) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** How long a client answered 413 may go on sending (what it sends is dropped) before its connection is closed. */
const LINGER_MS = 2_000;

/**
 * Answers 413 without reading the rest of the body: the API's JSON error on /api, elsewhere a
 * small page that leads back to the form. Closing the connection at once, with the client still
 * sending, would make the client's system throw the answer away (a TCP reset): so the answer is
 * written whole, whatever still arrives is dropped unread for a moment, and then it is closed.
 */
function answerTooLarge(req: ExpressRequest, res: ExpressResponse): void {
  const { title, description } = isUpload(req) ? FILE_TOO_LARGE : FORM_TOO_LARGE;
  const [type, body] = req.path.startsWith("/api/")
    ? ["application/json; charset=utf-8", JSON.stringify({ message: isUpload(req) ? `${title}: ${description}` : description })]
    : ["text/html; charset=utf-8", tooLargePage(title, description, req.path)];
  res.writeHead(413, {
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.write(body);
  req.resume();
  const end = () => {
    clearTimeout(timer);
    if (!res.writableEnded) res.end();
  };
  const timer = setTimeout(end, LINGER_MS);
  req.once("end", end);
  req.once("close", end);
}

function tooLargePage(title: string, description: string, formPath: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Keystone Talent</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #1f2937">
<main>
<h1>${title}</h1>
<p>${description}</p>
<p><a href="${escapeHtml(formPath)}" style="color: #1d4ed8">Go back to the form</a></p>
</main>
</body>
</html>
`;
}

/** Express middleware, before everything that reads a body: a declared length over the limit gets 413 unread. */
export function refuseDeclaredOversize(req: ExpressRequest, res: ExpressResponse, next: NextFunction): void {
  const declared = Number(req.headers["content-length"]);
  if (declared > bodyLimit(req)) answerTooLarge(req, res);
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
 * The request as Remix reads it: a web Request whose body is the request's, counted as it
 * streams. Past the limit the route's read fails (it never sees a truncated body), the client is
 * answered 413 and the connection is closed.
 */
function toRemixRequest(req: ExpressRequest, res: ExpressResponse): RemixRequest {
  const abort = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") || "localhost"}`);
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const init = { method: req.method, headers, signal: abort.signal };
  if (req.method === "GET" || req.method === "HEAD") return { request: new Request(url, init), dropUnreadBody: nothingToDrop };

  const limit = bodyLimit(req);
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
 * How an answer that chose no Cache-Control may be kept (pages, their data, redirects, errors).
 * One visitor's own (signed in or was, a flashed toast, or setting a cookie): `private, no-store`.
 * Anything else is the same for every signed-out visitor: `no-cache`, kept but asked for again.
 * Either way it varies by cookie. Routes that chose (the public API's validators, resume files)
 * keep theirs.
 */
function setCaching(request: Request, headers: Headers) {
  headers.append("Vary", "Cookie");
  if (headers.has("Cache-Control")) return;
  const cookies = request.headers.get("Cookie");
  const personal = headers.has("Set-Cookie") || hasCookie(cookies, SESSION_COOKIE) || hasCookie(cookies, FLASH_COOKIE);
  headers.set("Cache-Control", personal ? "private, no-store" : "no-cache");
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
      const key = pageCache.keyOf(req);
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
