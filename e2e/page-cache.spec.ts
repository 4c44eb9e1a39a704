import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { AUTH_TEXT } from "../app/lib/accounts";
import { uniqueWord } from "./factories";
import { createAccount, createCompanyByPost, signIn } from "./helpers";

// The page cache (server/page-cache.ts): a signed-out visitor's GET is answered from what the
// worker rendered before, until a job or company changes. What a visitor could notice: the
// page is the same as a fresh one, a change shows on the next request, nobody else's page or
// toast is ever sent, a kept page's scripts still run, and no two answers share a nonce.

/** A GET with the raw bytes as sent (Playwright's and Node's fetch would undo the compression). */
function rawGet(url: string, headers: Record<string, string> = {}, agent?: http.Agent) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** A job posted the way an employer posts one, with `word` in its title; returns its id. */
async function postJob(request: APIRequestContext, word: string): Promise<number> {
  const response = await request.post("/post-job", {
    form: {
      title: `Culvert Engineer ${word}`,
      description: "Inspect and design culverts for county roads, with field work two days a week.",
      location: "Salem, OR",
      employmentType: "Full-time",
      discipline: "Civil Engineering",
      salaryMin: "",
      salaryMax: "",
    },
  });
  expect(response.ok()).toBe(true);
  const found = await (await request.get(`/api/jobs/search?q=${word}`)).json();
  expect(found).toHaveLength(1);
  return found[0].id;
}

const searchFor = (word: string) => `/jobs?q=${word}`;

/**
 * The kept copy of `path`. Other tests, running alongside, post jobs and so end kept pages at
 * any moment: asked again until an answer comes from the cache.
 */
async function keptCopy(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  let response = await request.get(path, { headers });
  await expect
    .poll(async () => {
      response = await request.get(path, { headers });
      return response.headers()["x-cache"];
    })
    .toBe("HIT");
  return response;
}

/** Signed out, each answer says whether it came from the cache: never missing. */
const considered = (value: string | undefined) => expect(["HIT", "MISS"]).toContain(value);

test.describe("signed out", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour: one project covers it (the browser test below runs scripts)");

  test("a page is kept on its second request: the next is answered from the cache with the same page, the same ETag and its own headers", async ({
    baseURL,
  }) => {
    // One connection, so one worker (each keeps pages of its own).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = `${baseURL}${searchFor(uniqueWord())}`;
    const answers: Awaited<ReturnType<typeof rawGet>>[] = [];
    // Other tests post jobs alongside, which ends kept pages at any moment: asked again until three
    // answers in a row are a first render, a second (kept) and the kept one.
    await expect
      .poll(async () => {
        answers.length = 0;
        for (let i = 0; i < 3; i++) answers.push(await rawGet(url, {}, agent));
        return answers.map((answer) => answer.headers["x-cache"]);
      })
      .toEqual(["MISS", "MISS", "HIT"]);
    agent.destroy();
    const [, rendered, kept] = answers;
    expect(kept.body.equals(rendered.body)).toBe(true);
    expect(kept.headers["etag"]).toBe(rendered.headers["etag"]);
    for (const answer of answers) {
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers["vary"]).toMatch(/cookie/i);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
  });

  test("no two answers share a nonce: a kept page has none, and the policy allows its inline scripts by hash", async ({ request }) => {
    const path = searchFor(uniqueWord());
    const kept = [await keptCopy(request, path), await keptCopy(request, path)];
    for (const response of kept) {
      const policy = response.headers()["content-security-policy"];
      expect(policy).not.toContain("nonce-");
      const html = await response.text();
      expect(html).not.toMatch(/\snonce=/);
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.length).toBeGreaterThan(0);
      for (const [, text] of inline) {
        expect(policy).toContain(`'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`);
      }
    }
    // A page that is not kept (a signed-in visitor's) still gets a nonce of its own each time.
    await createAccount(request); // registering signs in: pages are this visitor's own now
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.headers()["x-cache"]).toBeUndefined();
      nonces.push(response.headers()["content-security-policy"].match(/'nonce-([^']+)'/)![1]);
      expect(await response.text()).toContain(`nonce="${nonces[i]}"`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("a posted job shows on the next anonymous request, and a closed one goes", async ({ request, playwright, baseURL }) => {
    const word = uniqueWord();
    const path = searchFor(word);
    const empty = await keptCopy(request, path);
    expect(await empty.text()).not.toContain(`Culvert Engineer ${word}`);

    const employer = await playwright.request.newContext({ baseURL });
    await signIn(employer, await createAccount(employer, "employer"));
    await createCompanyByPost(employer);
    const jobId = await postJob(employer, word);

    const posted = await request.get(path);
    expect(posted.headers()["x-cache"]).toBe("MISS");
    expect(await posted.text()).toContain(`Culvert Engineer ${word}`);
    await keptCopy(request, path);

    const closed = await employer.post("/posted-jobs", { form: { intent: "close", jobId: String(jobId) } });
    expect(closed.ok()).toBe(true);
    const after = await request.get(path);
    expect(after.headers()["x-cache"]).toBe("MISS");
    expect(await after.text()).not.toContain(`Culvert Engineer ${word}`);
    await employer.dispose();
  });

  test("If-None-Match gets a 304 while nothing changed, and the new page once something did", async ({ request, playwright, baseURL }) => {
    const path = searchFor(uniqueWord());
    // Asked again until nothing else changed in between (other tests post jobs alongside).
    let etag = "";
    let unchanged = await request.get(path);
    await expect
      .poll(async () => {
        etag = (await request.get(path)).headers()["etag"];
        unchanged = await request.get(path, { headers: { "If-None-Match": etag } });
        return unchanged.status();
      })
      .toBe(304);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(unchanged.headers()["etag"]).toBe(etag);
    expect(await unchanged.body()).toHaveLength(0);

    const employer = await playwright.request.newContext({ baseURL });
    await signIn(employer, await createAccount(employer, "employer"));
    await createCompanyByPost(employer); // a company changed: every kept page is stale
    await employer.dispose();

    const changed = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(changed.status()).toBe(200);
    expect(changed.headers()["etag"]).not.toBe(etag);
  });

  test("a kept page is sent compressed as the client asks, at no cost: the same page in br and gzip", async ({ baseURL }) => {
    const url = `${baseURL}${searchFor(uniqueWord())}`;
    await rawGet(url);
    for (const [encoding, decompress] of [
      ["br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
    ] as const) {
      // Asked for again, the kept page is compressed once, in the background; from then on its
      // bytes are sent as kept, with their length (compressing on the fly sends none).
      let compressed = await rawGet(url, { "Accept-Encoding": `${encoding}, identity;q=0.5` });
      await expect
        .poll(async () => {
          compressed = await rawGet(url, { "Accept-Encoding": `${encoding}, identity;q=0.5` });
          return compressed.headers["content-length"] !== undefined;
        })
        .toBe(true);
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(Number(compressed.headers["content-length"])).toBe(compressed.body.length);
      const plain = await rawGet(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["etag"]).toBe(compressed.headers["etag"]);
      expect(decompress(compressed.body).equals(plain.body)).toBe(true);
      expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
    }
  });

  test("a page's data for scripts is kept like the page", async ({ request }) => {
    const path = `${searchFor(uniqueWord())}&_data=routes%2Fjobs._index`;
    expect((await request.get(path)).headers()["x-cache"]).toBe("MISS");
    const second = await keptCopy(request, path);
    expect(second.headers()["content-type"]).toMatch(/^application\/json/);
    expect((await second.json()).jobs).toEqual([]);
  });
});

test.describe("never from the cache", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour: one project covers it");

  test("a signed-in visitor gets their own page, even where a signed-out one is kept", async ({ request, playwright, baseURL }) => {
    const path = searchFor(uniqueWord());
    await keptCopy(request, path);

    const visitor = await playwright.request.newContext({ baseURL });
    const account = await createAccount(visitor); // registering signs in
    const own = await visitor.get(path);
    expect(own.headers()["x-cache"]).toBeUndefined();
    expect(own.headers()["cache-control"]).toBe("private, no-store");
    expect(await own.text()).toContain(account.name);
    // Nor was the signed-in page kept for anyone else.
    const anonymous = await request.get(path);
    considered(anonymous.headers()["x-cache"]);
    expect(await anonymous.text()).not.toContain(account.email);
    await visitor.dispose();
  });

  test("a page carrying a flashed toast is sent once, to its visitor, and never kept", async ({ playwright, baseURL, request }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    await createAccount(visitor);
    await visitor.post("/logout", { form: {}, maxRedirects: 0, headers: { Origin: baseURL! } });
    const flashed = await visitor.get("/");
    expect(flashed.headers()["x-cache"]).toBeUndefined();
    expect(await flashed.text()).toContain(AUTH_TEXT.loggedOut);
    // Next time it is an ordinary signed-out visit, from the cache, without the toast.
    const next = await visitor.get("/");
    considered(next.headers()["x-cache"]);
    expect(await next.text()).not.toContain(AUTH_TEXT.loggedOut);
    expect(await (await request.get("/")).text()).not.toContain(AUTH_TEXT.loggedOut);
    await visitor.dispose();
  });

  test("an answer about a token in its address is the token holder's alone: private, never kept, page or data", async ({ request }) => {
    for (const path of ["/reset-password?token=not-a-real-token", "/reset-password?token=not-a-real-token&_data=routes%2Freset-password"]) {
      for (let i = 0; i < 3; i++) {
        const answer = await request.get(path);
        expect(answer.status()).toBe(200);
        expect(answer.headers()["cache-control"], path).toBe("private, no-store");
        expect(answer.headers()["x-cache"], path).toBeUndefined();
        expect(answer.headers()["etag"], path).toBeUndefined();
      }
    }
  });

  test("a form's answer and anything but a GET", async ({ request, baseURL }) => {
    const refused = await request.post("/login", {
      form: { email: "nobody@example.com", password: "wrong password" },
      headers: { Origin: baseURL! },
    });
    expect(refused.status()).toBe(401);
    expect(refused.headers()["x-cache"]).toBeUndefined();
    const head = await request.head("/");
    expect(head.headers()["x-cache"]).toBeUndefined();
  });
});

test("with scripts on, a kept page runs them under its hash-only policy: no violation, and it works", async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "scripts only");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) violations.push(message.text());
  });
  const path = searchFor(uniqueWord());
  await keptCopy(page.request, path);
  const response = await page.goto(path);
  considered(response!.headers()["x-cache"]);
  // Sign In opens a dialog only when the page's scripts run (without them it is a link to /login).
  await page.getByRole("link", { name: "Sign In" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(page.url()).toContain(path);
  expect(violations).toEqual([]);
});
