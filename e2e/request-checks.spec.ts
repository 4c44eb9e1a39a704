import http from "node:http";
import { expect, test } from "@playwright/test";
import { uniqueWord } from "./factories";

// What the production server refuses before Remix sees a request (server/request-checks.ts), over
// raw HTTP as an attacker with curl would send it: posts from other sites, Hosts that are not
// hosts, methods the site does not answer. Each is a clear 4xx and never a 500.

const port = Number(process.env.E2E_PORT ?? 3210);
const own = `http://localhost:${port}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request as written, on `agent` (one connection, so one worker) or a connection of its own. */
function send(
  method: string,
  path: string,
  { headers = {}, body, agent = false }: { headers?: Record<string, string>; body?: string; agent?: http.Agent | false } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers: { Host: `localhost:${port}`, ...headers }, agent });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: { "Content-Type": "application/x-www-form-urlencoded" },
});

test.describe("refused before Remix", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour: one project covers it");

  test("a post from another site gets 403 (a page for pages, the API's JSON for the API), never a 500", async () => {
    const fromElsewhere: Record<string, string>[] = [
      { Origin: "https://evil.test" },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.test" },
      { "Sec-Fetch-Site": "same-site", Origin: `http://jobs.localhost:${port}` },
      { Origin: "null" },
      { Origin: "not a url" },
    ];
    const { body, type } = form({ email: "a@example.com", password: "not-the-password" });
    for (const path of ["/settings", "/login", "/forgot-password", "/saved-jobs", "/jobs/1/apply", "/unsubscribe?token=x", "/profile"]) {
      for (const headers of fromElsewhere) {
        const answer = await send("POST", path, { headers: { ...type, ...headers }, body });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.headers["content-type"]).toMatch(/^text\/html/);
        expect(answer.body).toContain("<h1>Request refused</h1>");
      }
    }
    for (const [method, path] of [
      ["POST", "/api/auth/login"],
      ["POST", "/api/jobs/1/apply"],
      ["PATCH", "/api/auth/profile"],
      ["DELETE", "/api/me/saved-jobs/1"],
    ]) {
      for (const headers of fromElsewhere) {
        const answer = await send(method, path, { headers: { "Content-Type": "application/json", ...headers }, body: "{}" });
        expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(JSON.parse(answer.body)).toEqual({ message: "Cross-site requests are not allowed." });
      }
    }
  });

  test("a post from this site is the route's to answer, whatever Origin or X-Forwarded-Host say beside it", async () => {
    const { body, type } = form({ email: `nobody-${uniqueWord()}@example.com`, password: "not-the-password" });
    const sameSite: Record<string, string>[] = [
      // The browser's own word wins (Chromium sends Origin: null under Referrer-Policy: no-referrer).
      { "Sec-Fetch-Site": "same-origin", Origin: "null" },
      { "Sec-Fetch-Site": "same-origin", Origin: "https://proxy.example" },
      // A client's X-Forwarded-Host is nobody's word: Remix would have compared Origin with it.
      { Origin: own, "X-Forwarded-Host": "evil.test" },
    ];
    for (const headers of sameSite) {
      const answer = await send("POST", "/login", { headers: { ...type, ...headers }, body });
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.body).toContain("Invalid credentials");
    }
  });

  test("a Host that is not a host and a port gets 400 and plants nothing in the page cache", async () => {
    const word = uniqueWord();
    // Read as a URL, this Host and path make the home page's address; the old cache kept that page
    // under "/jobs/?q=…", the Host and the path put together.
    for (let i = 0; i < 4; i++) {
      const planted = await send("GET", `/?q=${word}`, { headers: { Host: `localhost:${port}/jobs` } });
      expect(planted.status).toBe(400);
    }
    for (const host of [`localhost:${port}/jobs`, "evil.test@localhost", `localhost:${port} x`, "a..b/", "[::1"]) {
      expect((await send("GET", "/", { headers: { Host: host } })).status, host).toBe(400);
    }
    const jobs = await send("GET", `/jobs/?q=${word}`);
    expect(jobs.status).toBe(200);
    expect(jobs.headers["x-cache"]).toBe("MISS");
    expect(jobs.body).toContain(`value="${word}"`);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, "localhost"]) {
      expect((await send("GET", "/healthz", { headers: { Host: host } })).status, host).toBe(200);
    }
  });

  test("the page cache keeps what it rendered under the URL it rendered: an address written two ways is one page", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const path = `/jobs?q=${uniqueWord()}`;
    // Other tests post jobs alongside, which ends kept pages at any moment: asked again until the
    // page is kept, then at once in another spelling, a new one each time (never asked for before).
    let spelling = 0;
    await expect
      .poll(async () => {
        await send("GET", path, { agent });
        if ((await send("GET", path, { agent })).headers["x-cache"] !== "HIT") return "not kept yet";
        return (await send("GET", `/spelling-${++spelling}/..${path}`, { agent })).headers["x-cache"];
      })
      .toBe("HIT");
    agent.destroy();
  });

  test("a method the site does not answer gets 405 with the methods it does; OPTIONS gets them and no data", async () => {
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/api/jobs"],
      ["PROPFIND", "/jobs"],
      ["MKCOL", "/api/auth/login"],
    ]) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers["allow"]).toMatch(/OPTIONS$/);
      if (path.startsWith("/api/")) expect(JSON.parse(answer.body)).toEqual({ message: "Method not allowed" });
    }
    const allowed: [string, string][] = [
      ["/api/jobs", "GET, HEAD, OPTIONS"],
      ["/api/jobs/search", "GET, HEAD, OPTIONS"],
      ["/api/auth/login", "POST, OPTIONS"],
      ["/api/auth/profile", "PATCH, OPTIONS"],
      ["/api/me/saved-jobs/1", "GET, HEAD, PUT, DELETE, OPTIONS"],
      ["/jobs", "GET, HEAD, OPTIONS"],
      ["/login", "GET, HEAD, POST, OPTIONS"],
    ];
    for (const [path, allow] of allowed) {
      const answer = await send("OPTIONS", path, { headers: { Origin: "https://evil.test", "Access-Control-Request-Method": "POST" } });
      expect(answer.status, path).toBe(204);
      expect(answer.headers["allow"], path).toBe(allow);
      expect(answer.body).toBe("");
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });
});
