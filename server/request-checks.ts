// What the production server refuses before Remix sees a request (docs/security.md, "Refused
// before Remix"): a Host that is not a host, a method the site does not answer, a post from
// another site. Each is a clear 4xx, never a 500 from deeper down, and the body is never read.
// OPTIONS is answered here too: which methods the address takes, and nothing else.
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { fromAnotherSite } from "../app/server/cross-site.server";

/** How long a client answered before its body was read may go on sending (what it sends is dropped) before its connection is closed. */
export const LINGER_MS = 2_000;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** The URL of this request as Remix is handed it (set by `readRequestUrl`, first of all). */
export function requestUrl(res: ExpressResponse): URL {
  return res.locals.url as URL;
}

const isApi = (res: ExpressResponse) => requestUrl(res).pathname.startsWith("/api/");

function refusalPage(title: string, description: string, [backPath, backLabel]: [string, string]): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Keystone Talent</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #1f2937">
<main>
<h1>${title}</h1>
<p>${description}</p>
<p><a href="${escapeHtml(backPath)}" style="color: #1d4ed8">${backLabel}</a></p>
</main>
</body>
</html>
`;
}

/**
 * Answers a request without reading its body: the API's JSON error under /api/, elsewhere a small
 * page that leads back to the form it was sent from (or home, for a request no form sends). Closing the connection at once, with the client still
 * sending, would make the client's system throw the answer away (a TCP reset): so the answer is
 * written whole, whatever still arrives is dropped unread for a moment, and then it is closed.
 */
export function answerUnread(
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  {
    title,
    description,
    apiMessage = description,
    headers = {},
    fromForm = true,
  }: { title: string; description: string; apiMessage?: string; headers?: Record<string, string>; fromForm?: boolean },
): void {
  const path = res.locals.url ? requestUrl(res).pathname : "/";
  const back: [string, string] = fromForm && !path.startsWith("//") ? [path, "Go back to the form"] : ["/", "Go to the home page"];
  const [type, body] =
    res.locals.url && isApi(res)
      ? ["application/json; charset=utf-8", JSON.stringify({ message: apiMessage })]
      : ["text/html; charset=utf-8", refusalPage(title, description, back)];
  // A body may still be on its way: the connection is closed once it is answered.
  const hasBody = (Number(req.headers["content-length"]) > 0 || req.headers["transfer-encoding"] !== undefined) && !req.complete;
  res.writeHead(status, {
    ...headers,
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...(hasBody ? { Connection: "close" } : {}),
  });
  if (!hasBody) {
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
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

/**
 * A Host header's value: a host name, an IPv4 address or a bracketed IPv6 one, and an optional
 * port (RFC 9110, 7.2). Anything else (a path, a user, a second host) is refused.
 */
const HOST = /^(?:[a-z0-9](?:[a-z0-9_.-]{0,251}[a-z0-9])?\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * First of all: the URL the request names, in res.locals.url, which Remix is handed and the page
 * cache keys on. A path is read as a path on the Host named ("//x" included); an absolute URL (as
 * a client may send to a server, RFC 9112 3.2.2) names its own host. A Host, or an absolute URL's
 * host, that is not a host and an optional port is answered 400.
 */
export function readRequestUrl(req: ExpressRequest, res: ExpressResponse, next: NextFunction): void {
  const host = req.headers.host || "localhost";
  let url: URL | null = null;
  try {
    if (!HOST.test(host)) url = null;
    else if (req.originalUrl.startsWith("/")) url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
    else if (req.originalUrl === "*") url = new URL(`${req.protocol}://${host}/`);
    else {
      const absolute = new URL(req.originalUrl);
      url = /^https?:$/.test(absolute.protocol) && HOST.test(absolute.host) ? absolute : null;
    }
  } catch {
    url = null;
  }
  if (!url) {
    answerUnread(req, res, 400, {
      title: "Bad request",
      description: "The address of this request is not one this site answers.",
      fromForm: false,
    });
    return;
  }
  res.locals.url = url;
  next();
}

/** The methods any address of the site may be asked with; others (TRACE, PROPFIND…) are answered 405. */
const ANSWERED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A resource route may export the methods it answers (`ApiMethod` in app/server/http.server.ts). */
interface DeclaresMethods {
  methods?: readonly string[];
}

/**
 * The methods each address answers, from the Remix build's routes: those a route exports as
 * `methods` (the API's resource routes), or else GET and HEAD for a page or a loader, and POST for
 * an action. OPTIONS always.
 */
function allowedMethods(build: ServerBuild): (pathname: string) => string {
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
      );
  const routes = tree(undefined);
  const byRoute = new Map<string, string>();
  for (const { id, module } of Object.values(build.routes)) {
    const declared = (module as DeclaresMethods).methods;
    const methods = declared ? [...declared] : [...(module.loader || module.default ? ["GET"] : []), ...(module.action ? ["POST"] : [])];
    if (methods.includes("GET")) methods.splice(methods.indexOf("GET") + 1, 0, "HEAD");
    byRoute.set(id, [...methods, "OPTIONS"].join(", "));
  }
  return (pathname) => {
    const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.id;
    return (leaf && byRoute.get(leaf)) || "GET, HEAD, OPTIONS";
  };
}

/**
 * OPTIONS is answered 204 with the methods the address takes (and no CORS headers: other sites'
 * scripts get nothing here); a method the site never answers gets 405 with the same list.
 */
export function answerMethods(build: ServerBuild) {
  const allowed = allowedMethods(build);
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction): void => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, { Allow: allowed(requestUrl(res).pathname), "Cache-Control": "no-store" });
      res.end();
      req.resume();
      return;
    }
    if (ANSWERED.has(req.method ?? "")) return next();
    answerUnread(req, res, 405, {
      title: "Method not allowed",
      description: `This site does not answer ${req.method} requests.`,
      apiMessage: "Method not allowed",
      headers: { Allow: allowed(requestUrl(res).pathname) },
      fromForm: false,
    });
  };
}

/** Methods that read; every other is a post of some kind, and is refused from another site. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A post from another site is answered 403 here, unread. One from this site goes on without its
 * Origin: it has been judged, and Remix's own check (which compares Origin with Host alone,
 * whatever Sec-Fetch-Site says, and answers a mismatch with a 500) has nothing left to misjudge.
 */
export function refuseCrossSitePosts(req: ExpressRequest, res: ExpressResponse, next: NextFunction): void {
  if (READS.has(req.method ?? "")) return next();
  if (fromAnotherSite({ get: (name) => req.get(name) ?? null }, requestUrl(res).host)) {
    answerUnread(req, res, 403, {
      title: "Request refused",
      description: "This form was sent from another site, so it was not accepted. Open the form on this site and send it from there.",
      apiMessage: "Cross-site requests are not allowed.",
    });
    return;
  }
  next();
}
