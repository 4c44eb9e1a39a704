// The security headers every response carries (docs/security.md), set before anything answers.
import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { loadConfig } from "../app/server/config.server";

/**
 * Where a form may send the browser: this site, and with Sign in with Google on, its issuer, where
 * "Continue with Google" is redirected to (Google's sign-in page is on the issuer's origin).
 */
function formAction(): string {
  const google = loadConfig().google;
  return google ? `form-action 'self' ${new URL(google.issuer).origin}` : "form-action 'self'";
}

/**
 * Scripts run only from this site and, inline, when the policy names them: by this response's
 * nonce (a page rendered for this response) or by their hashes (a page from the page cache,
 * server/page-cache.ts, whose bytes are shared by many responses). Styles may be inline (a few
 * style attributes). Logos an employer gives may be on any https host.
 */
export function contentSecurityPolicy(inlineScripts: { nonce: string } | { hashes: string[] }): string {
  const allowed = "nonce" in inlineScripts ? [`'nonce-${inlineScripts.nonce}'`] : inlineScripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...allowed].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    formAction(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** Express middleware: a fresh nonce for this response (in res.locals.cspNonce), its policy, and the rest. */
export function securityHeaders(isProduction: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    // Browsers ignore HSTS over plain HTTP, so this is safe on localhost too.
    if (isProduction) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
