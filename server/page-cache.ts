// The page cache: what a signed-out visitor gets from a GET is the same for every signed-out
// visitor, so each worker keeps the answer it rendered, by URL, and sends the same bytes again
// until something a visitor could see changes. docs/architecture.md ("The page cache") says
// what is kept and for how long; docs/security.md ("Scripts run only when the policy names them")
// why a kept page carries no nonce.
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { FLASH_COOKIE, hasCookie, SESSION_COOKIE } from "../app/lib/cookies";
import { etagMatches } from "../app/lib/etags";
import { contentSecurityPolicy } from "./security-headers";

/**
 * How long a kept answer may be sent. Changes to jobs and companies end it at once (the content
 * version); this bounds what only time changes: "Posted 3 days ago" becoming 4 days, the year in
 * the footer.
 */
export const PAGE_TTL_MS = 60_000;
/**
 * The addresses rendered once lately, by the bytes of their text: a page is kept on its second
 * request, so that a flood of addresses nobody asks for twice passes through this list and never
 * pushes out the pages that are asked for again. 2 MB holds about 30,000 ordinary addresses.
 */
const SEEN_BYTES = 2 * 1024 * 1024;
/** Larger answers are sent but not kept: a page of 20 jobs is about 60 KB. */
const MAX_KEPT_BYTES = 1024 * 1024;
/** Longer addresses are sent but not kept (no page of this site needs one). */
const MAX_KEPT_URL = 2048;

type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];

/**
 * Kept once a page is asked for again, so a page only one visitor wants costs no extra work.
 * Levels chosen by bench figures: better than what `compression` does per response, at a few
 * milliseconds a page on the thread pool.
 */
const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 9 }),
};

/** Headers of the route's answer that belong to one response, not to the page. */
const NOT_KEPT = new Set(["content-length", "content-security-policy", "content-encoding", "date", "etag", "set-cookie", "x-cache"]);

export interface KeptPage {
  /** The content version the page was rendered under. */
  version: number;
  headers: [string, string][];
  etag: string;
  /** For HTML: the hashes of its inline scripts, which its Content-Security-Policy allows. */
  scriptHashes: string[] | null;
  body: Buffer;
  compressed: Partial<Record<Encoding, Buffer>>;
  compressing: Set<Encoding>;
}

export interface PageCacheOptions {
  /** The most memory the kept pages may take, in bytes; 0 keeps nothing. */
  maxBytes: number;
  /** The content version now (db/migrations/0009-content-version.ts): read on every request, so a change in any worker counts in all. */
  contentVersion: () => number;
  ttlMs?: number;
}

/**
 * Whether a request's answer may be the one kept for every signed-out visitor: a plain GET from
 * someone with no session and no flash, for an address that carries no token (an answer about a
 * token is that token holder's alone: server/remix-handler.ts makes it `private, no-store`).
 */
export function isAnonymousGet(req: ExpressRequest, url: URL): boolean {
  const cookies = req.headers.cookie ?? null;
  return (
    req.method === "GET" &&
    !hasCookie(cookies, SESSION_COOKIE) &&
    !hasCookie(cookies, FLASH_COOKIE) &&
    !req.headers.authorization &&
    !carriesToken(url) &&
    url.href.length <= MAX_KEPT_URL
  );
}

/** Whether an address carries a credential: the site's links that act for someone (password reset, unsubscribe) put it in `token`. */
export function carriesToken(url: URL): boolean {
  return url.searchParams.has("token");
}

/**
 * Whether an answer is the same for every signed-out visitor: a 200 with nothing personal,
 * which is what `no-cache` says (server/remix-handler.ts gives every other answer `private, no-store`).
 */
export function isSharedAnswer(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("Set-Cookie") &&
    response.headers.get("Cache-Control") === "no-cache" &&
    (type.startsWith("text/html") || type.startsWith("application/json"))
  );
}

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const TAG_END = ">".charCodeAt(0);

/**
 * The sha256 sources of a page's inline scripts (JavaScript only: JSON-LD is data, never run),
 * read from its bytes as the browser hashes them. React writes tag names in lower case and
 * escapes `<` and `>` in text and attribute values, so every `<script` in a rendered page opens
 * a script element; one written any other way is not hashed, and so would not run.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  let from = 0;
  for (let open = html.indexOf(SCRIPT_OPEN); open !== -1; open = html.indexOf(SCRIPT_OPEN, from)) {
    from = open + SCRIPT_OPEN.length;
    // `<script` then a space or `>`: not `<scripts`.
    const afterName = html[from];
    if (afterName !== TAG_END && !/\s/.test(String.fromCharCode(afterName))) continue;
    const tagEnd = html.indexOf(TAG_END, from);
    const close = tagEnd === -1 ? -1 : html.indexOf(SCRIPT_CLOSE, tagEnd);
    if (close === -1) break;
    // The next element starts after this one's end tag, never inside its text.
    from = close + SCRIPT_CLOSE.length;
    const attributes = html.toString("utf8", open + SCRIPT_OPEN.length, tagEnd);
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = attributes.match(/\stype\s*=\s*"([^"]*)"/i)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(
      `sha256-${crypto
        .createHash("sha256")
        .update(html.subarray(tagEnd + 1, close))
        .digest("base64")}`,
    );
  }
  return [...hashes];
}

/**
 * A page rendered with this response's nonce, made fit to send to anyone: the nonce taken out
 * (it would otherwise be the same in every copy, and a known nonce allows any script) and its
 * inline scripts allowed by hash instead. Null when the nonce is still found somewhere else in
 * the page: it is then sent as rendered and not kept. On the page's bytes, never decoded.
 */
export function withoutNonce(html: Buffer, nonce: string): { html: Buffer; scriptHashes: string[] } | null {
  let cleaned = html;
  if (nonce) {
    const attribute = Buffer.from(` nonce="${nonce}"`);
    const kept: Buffer[] = [];
    let from = 0;
    for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
      kept.push(html.subarray(from, at));
      from = at + attribute.length;
    }
    kept.push(html.subarray(from));
    cleaned = Buffer.concat(kept);
    if (cleaned.includes(nonce)) return null;
  }
  return { html: cleaned, scriptHashes: inlineScriptHashes(cleaned) };
}

/** The encoding to send `page` in: the best the client takes of those ready; null for none. */
function chosenEncoding(req: ExpressRequest, ready: (encoding: Encoding) => boolean): Encoding | null {
  if (!req.headers["accept-encoding"]) return null;
  const best = req.acceptsEncodings(...ENCODINGS.filter(ready), "identity");
  return best === "br" || best === "gzip" ? best : null;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ maxBytes, contentVersion, ttlMs = PAGE_TTL_MS }: PageCacheOptions) {
  const pages =
    maxBytes > 0
      ? new LRUCache<string, KeptPage>({
          maxSize: maxBytes,
          maxEntrySize: Math.min(maxBytes, 4 * MAX_KEPT_BYTES),
          sizeCalculation: (page, key) =>
            key.length + page.body.length + (page.compressed.br?.length ?? 0) + (page.compressed.gzip?.length ?? 0) + 512,
          ttl: ttlMs,
        })
      : null;
  // Kept a while longer than a page, and noted again at each hit, so that a page that is asked for
  // all the time is kept again at once when its time is up.
  const seen = pages ? new LRUCache<string, true>({ maxSize: SEEN_BYTES, sizeCalculation: (_, key) => key.length, ttl: 2 * ttlMs }) : null;

  /**
   * Compresses a kept page in the background; until then it is sent as it is (compressed on the
   * fly by the server). The copy is kept in a new entry, so that the cache counts its bytes
   * (lru-cache sizes an entry when it is set, not when the object it holds grows).
   */
  function compress(key: string, page: KeptPage, encoding: Encoding): Promise<void> {
    if (page.compressing.has(encoding)) return Promise.resolve();
    page.compressing.add(encoding);
    return COMPRESS[encoding](page.body).then(
      (bytes) => {
        // Only if the same page is still kept for this address (br and gzip may finish in either order).
        const current = pages?.peek(key);
        if (current?.body !== page.body) return;
        pages!.set(key, { ...current, compressed: { ...current.compressed, [encoding]: bytes } }, { noUpdateTTL: true });
      },
      (error) => console.error(`Compressing a kept page (${encoding}) failed`, error),
    );
  }

  return {
    enabled: pages !== null,

    compress,

    /** The bytes the kept pages take, as counted against `maxBytes`. */
    keptBytes: () => pages?.calculatedSize ?? 0,

    /**
     * The key of a request whose answer may be kept: the URL Remix renders (`url`, the one
     * handed to it), host and scheme too, so that what is kept under an address is what was
     * rendered for it.
     */
    keyOf(req: ExpressRequest, url: URL): string | null {
      return isAnonymousGet(req, url) ? url.href : null;
    },

    /** The kept page for `key` if it was made under `version`, the version now. */
    lookup(key: string, version: number): KeptPage | undefined {
      const page = pages?.get(key);
      if (page && page.version !== version) {
        pages?.delete(key);
        return undefined;
      }
      // Asked for while kept: when its time is up, its next render is kept at once.
      if (page) seen?.set(key, true);
      return page;
    },

    currentVersion: contentVersion,

    /**
     * Reads a shared answer whole and makes it a page to send to anyone (without the nonce,
     * with an ETag), kept when the cache is on, it is not too big, and its address was rendered
     * once already lately (the first time, only the address is noted). A page whose nonce could
     * not be taken out is sent as rendered, with this response's policy, and not kept.
     */
    async keep(key: string, version: number, response: Response, nonce: string): Promise<KeptPage> {
      const raw = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
      let body: Buffer = raw;
      let scriptHashes: string[] | null = null;
      let shareable = true;
      if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
        const cleaned = withoutNonce(raw, nonce);
        if (cleaned) {
          body = cleaned.html;
          scriptHashes = cleaned.scriptHashes;
        } else shareable = false;
      }
      const etag = response.headers.get("ETag") ?? `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
      const page: KeptPage = { version, headers, etag, scriptHashes, body, compressed: {}, compressing: new Set() };
      if (pages && seen && shareable && body.length <= MAX_KEPT_BYTES) {
        if (seen.has(key)) pages.set(key, page);
        seen.set(key, true);
      }
      return page;
    },

    /** Sends a page: 304 when the client's copy is this one, else the bytes in the best encoding ready. */
    send(req: ExpressRequest, res: ExpressResponse, key: string, page: KeptPage, state: "HIT" | "MISS" | null): void {
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.setHeader("ETag", page.etag);
      res.setHeader("Vary", "Cookie, Accept-Encoding");
      if (state) res.setHeader("X-Cache", state);
      if (page.scriptHashes) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes: page.scriptHashes }));
      if (etagMatches(req.headers["if-none-match"], page.etag)) {
        res.removeHeader("Content-Type");
        res.status(304).end();
        return;
      }
      if (state === "HIT") {
        // What the client would take, if it were ready, is made ready for the next visitor.
        const wanted = chosenEncoding(req, () => true);
        if (wanted && !page.compressed[wanted]) void compress(key, page, wanted);
      }
      const encoding = chosenEncoding(req, (candidate) => page.compressed[candidate] !== undefined);
      const bytes = encoding ? page.compressed[encoding]! : page.body;
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", bytes.length);
      res.status(200).end(bytes);
    },
  };
}
