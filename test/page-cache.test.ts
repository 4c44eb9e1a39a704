import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPageCache, inlineScriptHashes, isSharedAnswer, withoutNonce } from "../server/page-cache";

// The page cache's own rules, without a server: what it keeps, for how long, within how much
// memory, and how a page is made fit to share. e2e/page-cache.spec.ts covers it through HTTP.

const NONCE = "c2VjcmV0LW5vbmNlLTEyMzQ=";

function page(body: string, headers: Record<string, string> = {}) {
  return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", ...headers } });
}

function html(padding = "") {
  return `<!DOCTYPE html><html><body><main>${padding}</main><script nonce="${NONCE}">window.__ready = 1;</script><script nonce="${NONCE}" type="module">import "/build/entry.js";</script><script type="application/ld+json">{"@type":"JobPosting"}</script><script src="/build/x.js" nonce="${NONCE}"></script></body></html>`;
}

/** Renders `path` twice, as two visitors would: the cache keeps a page on its second request. */
async function keepAsked(cache: ReturnType<typeof createPageCache>, path: string, version: number, body: () => Response) {
  await cache.keep(path, version, body(), NONCE);
  return cache.keep(path, version, body(), NONCE);
}

const sha256 = (text: string) => `sha256-${crypto.createHash("sha256").update(text).digest("base64")}`;

describe("making a page fit to share", () => {
  it("takes the nonce out and allows exactly the inline JavaScript by hash", () => {
    const shared = withoutNonce(Buffer.from(html()), NONCE)!;
    expect(shared.html.toString()).not.toContain(NONCE);
    expect(shared.html.toString()).toBe(html().replaceAll(` nonce="${NONCE}"`, ""));
    expect(shared.scriptHashes).toEqual([sha256("window.__ready = 1;"), sha256('import "/build/entry.js";')]);
  });

  it("refuses a page where the nonce is found anywhere else: it would be shared with everyone", () => {
    expect(withoutNonce(Buffer.from(html(`<p>${NONCE}</p>`)), NONCE)).toBeNull();
  });

  it("hashes what the browser hashes: the script's text as written, in UTF-8", () => {
    expect(inlineScriptHashes(Buffer.from(`<script>const café = "</p>";</script>`))).toEqual([sha256(`const café = "</p>";`)]);
  });

  it("reads each script from its start tag to its end tag, and nothing else as one", () => {
    const page = `<scripts>not one</scripts><script>const tag = "<script>";</script><script\ndefer>late()</script>`;
    expect(inlineScriptHashes(Buffer.from(page))).toEqual([sha256(`const tag = "<script>";`), sha256("late()")]);
  });
});

describe("what may be kept", () => {
  it("only a 200 that says no-cache, sets no cookie, and is HTML or JSON", () => {
    expect(isSharedAnswer(page("x"))).toBe(true);
    expect(isSharedAnswer(new Response("{}", { headers: { "Content-Type": "application/json", "Cache-Control": "no-cache" } }))).toBe(true);
    expect(isSharedAnswer(page("x", { "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isSharedAnswer(page("x", { "Set-Cookie": "__flash=; Max-Age=0" }))).toBe(false);
    expect(isSharedAnswer(new Response("x", { status: 404, headers: { "Content-Type": "text/html", "Cache-Control": "no-cache" } }))).toBe(
      false,
    );
    expect(isSharedAnswer(page("x", { "Content-Type": "application/pdf" }))).toBe(false);
  });
});

describe("the cache", () => {
  it("answers only under the content version it was filled under", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, contentVersion: () => 1 });
    await keepAsked(cache, "http://site/jobs", 7, () => page(html()));
    expect(cache.lookup("http://site/jobs", 7)?.body.toString()).toContain("<main>");
    expect(cache.lookup("http://site/jobs", 8)).toBeUndefined();
    // And a stale page is gone, not revived when the version is read again.
    expect(cache.lookup("http://site/jobs", 7)).toBeUndefined();
  });

  it("keeps pages within its bytes, dropping the least recently used", async () => {
    const cache = createPageCache({ maxBytes: 100_000, contentVersion: () => 1 });
    const big = html("x".repeat(30_000));
    for (const path of ["/a", "/b", "/c"]) await keepAsked(cache, path, 1, () => page(big));
    cache.lookup("/a", 1); // used again: /b is now the oldest
    await keepAsked(cache, "/d", 1, () => page(big));
    expect(cache.lookup("/b", 1)).toBeUndefined();
    for (const path of ["/a", "/c", "/d"]) expect(cache.lookup(path, 1), path).toBeDefined();
  });

  it("forgets a page after its time, whatever the version (ages like 'Posted 3 days ago' move on)", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, contentVersion: () => 1, ttlMs: 30 });
    await keepAsked(cache, "/jobs", 1, () => page(html()));
    expect(cache.lookup("/jobs", 1)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.lookup("/jobs", 1)).toBeUndefined();
  });

  it("keeps nothing when off, and still gives the page its ETag without the nonce", async () => {
    const cache = createPageCache({ maxBytes: 0, contentVersion: () => 1 });
    const kept = await keepAsked(cache, "/jobs", 1, () => page(html()));
    expect(kept.etag).toMatch(/^W\/".+"$/);
    expect(kept.body.toString()).not.toContain(NONCE);
    expect(cache.lookup("/jobs", 1)).toBeUndefined();
  });

  it("sends a page whose nonce cannot be taken out as it was rendered, and does not keep it", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, contentVersion: () => 1 });
    const rendered = html(`<p>${NONCE}</p>`);
    const sent = await keepAsked(cache, "/odd", 1, () => page(rendered));
    expect(sent.body.toString()).toBe(rendered);
    expect(sent.scriptHashes).toBeNull();
    expect(cache.lookup("/odd", 1)).toBeUndefined();
  });

  it("counts the compressed copies against its bytes too", async () => {
    const cache = createPageCache({ maxBytes: 100_000, contentVersion: () => 1 });
    // Random text compresses poorly: each page and its copies come to about 3 x 30 KB.
    const pages = ["/a", "/b", "/c"].map((path) => [path, html(crypto.randomBytes(15_000).toString("hex"))] as const);
    for (const [path, body] of pages) await keepAsked(cache, path, 1, () => page(body));
    expect(cache.keptBytes()).toBeLessThanOrEqual(100_000);
    for (const [path] of pages) {
      const kept = cache.lookup(path, 1);
      if (kept) await Promise.all([cache.compress(path, kept, "br"), cache.compress(path, kept, "gzip")]);
    }
    expect(cache.keptBytes()).toBeGreaterThan(60_000);
    expect(cache.keptBytes()).toBeLessThanOrEqual(100_000);
    expect(pages.filter(([path]) => cache.lookup(path, 1)).length).toBeLessThan(3);
  });

  it("does not keep a page over 1 MB", async () => {
    const cache = createPageCache({ maxBytes: 64 * 1024 * 1024, contentVersion: () => 1 });
    await keepAsked(cache, "/huge", 1, () => page(html("x".repeat(1024 * 1024))));
    expect(cache.lookup("/huge", 1)).toBeUndefined();
  });
});

describe("admission: a flood of addresses asked for once", () => {
  it("keeps a page on its second request within its lifetime, not on its first", async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, contentVersion: () => 1 });
    await cache.keep("/jobs?q=once", 1, page(html()), NONCE);
    expect(cache.lookup("/jobs?q=once", 1)).toBeUndefined();
    await cache.keep("/jobs?q=once", 1, page(html()), NONCE);
    expect(cache.lookup("/jobs?q=once", 1)).toBeDefined();
  });

  it("keeps a page asked for while kept again at its first render once its time is up", async () => {
    // A page lives 200 ms here, and its address is remembered for 400 ms after it was last rendered or asked for.
    const cache = createPageCache({ maxBytes: 1024 * 1024, contentVersion: () => 1, ttlMs: 200 });
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await keepAsked(cache, "/jobs", 1, () => page(html()));
    await wait(150);
    expect(cache.lookup("/jobs", 1)).toBeDefined();
    // Past its time, and past 400 ms since it was rendered, but not since it was last asked for.
    await wait(300);
    expect(cache.lookup("/jobs", 1)).toBeUndefined();
    await cache.keep("/jobs", 1, page(html()), NONCE);
    expect(cache.lookup("/jobs", 1)).toBeDefined();
  });

  it("cannot push out the pages asked for again: 10,000 distinct addresses leave them kept", async () => {
    const cache = createPageCache({ maxBytes: 200_000, contentVersion: () => 1 });
    const body = html("x".repeat(20_000));
    const hot = ["/", "/jobs", "/jobs/1", "/jobs/2"];
    for (const path of [...hot, ...hot]) await cache.keep(path, 1, page(body), NONCE);
    for (const path of hot) expect(cache.lookup(path, 1), path).toBeDefined();
    for (let i = 0; i < 10_000; i++) await cache.keep(`/jobs/3?ref=flood-${i}`, 1, page(body), NONCE);
    for (const path of hot) expect(cache.lookup(path, 1), path).toBeDefined();
    expect(cache.keptBytes()).toBeLessThanOrEqual(200_000);
  });
});
