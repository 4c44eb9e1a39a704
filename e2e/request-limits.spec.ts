import http from "node:http";
import { expect, test } from "@playwright/test";

// Request bodies are bounded by the production server before Remix reads them
// (server/remix-handler.ts). These posts go over raw HTTP, as an attacker's would.

const port = Number(process.env.E2E_PORT ?? 3210);
const MB = 1024 * 1024;

interface PostResult {
  status: number;
  body: string;
  contentType: string;
  /** How much of the body the client had written when the server answered or closed. */
  sent: number;
}

/**
 * Posts `size` bytes of `a` in 64 KB chunks, with a declared length or chunked, and stops
 * writing as soon as an answer arrives. Never holds the body in memory.
 */
function post(path: string, size: number, options: { contentType: string; chunked?: boolean; cookie?: string }): Promise<PostResult> {
  const headers: Record<string, string> = { "Content-Type": options.contentType, Origin: `http://127.0.0.1:${port}` };
  if (!options.chunked) headers["Content-Length"] = String(size);
  if (options.cookie) headers.Cookie = options.cookie;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers, agent: false });
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, body, contentType: String(response.headers["content-type"]), sent }),
      );
    });
    request.on("error", (error) => {
      if (!answered) reject(new Error(`${path}: no answer after ${sent} bytes: ${error.message}`));
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    const write = () => {
      while (!answered && sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

test.describe("request bodies are bounded before they are read", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "plain HTTP: once is enough");

  test("a 300 MB form post declared as such gets a 413 page at once", async () => {
    const result = await post("/login", 300 * MB, { contentType: "application/x-www-form-urlencoded" });
    expect(result.status).toBe(413);
    expect(result.contentType).toMatch(/^text\/html/);
    expect(result.body).toContain("<h1>Request too large</h1>");
    expect(result.body).toContain('<a href="/login"');
    expect(result.sent).toBeLessThan(50 * MB);
  });

  test("a 400 MB chunked JSON post is cut off at the limit with the API's JSON error", async () => {
    const result = await post("/api/auth/login", 400 * MB, { contentType: "application/json", chunked: true });
    expect(result.status).toBe(413);
    expect(result.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(result.body)).toEqual({ message: expect.stringContaining("64 KB") });
    expect(result.sent).toBeLessThan(50 * MB);
  });

  test("a chunked form post just over 64 KB is refused, one just under is read", async () => {
    const over = await post("/register", 64 * 1024 + 1, { contentType: "application/x-www-form-urlencoded", chunked: true });
    expect(over.status).toBe(413);
    const under = await post("/register", 60 * 1024, { contentType: "application/x-www-form-urlencoded", chunked: true });
    // Read whole: the form is refused for its fields, not for its size.
    expect(under.status).toBe(400);
  });

  test("multipart is the upload size only on the upload routes", async () => {
    const upload = await post("/api/upload/resume", 11 * MB, { contentType: "multipart/form-data; boundary=x" });
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body)).toEqual({ message: "File too large: File size must be less than 10MB." });

    const page = await post("/profile", 11 * MB, { contentType: "multipart/form-data; boundary=x" });
    expect(page.status).toBe(413);
    expect(page.body).toContain("<h1>File too large</h1>");
    expect(page.body).toContain("File size must be less than 10MB.");

    // Elsewhere a multipart body is a form like any other.
    const elsewhere = await post("/settings", 1 * MB, { contentType: "multipart/form-data; boundary=x" });
    expect(elsewhere.status).toBe(413);
    expect(elsewhere.body).toContain("<h1>Request too large</h1>");
  });

  test("a body the route answers without reading is dropped, and the server goes on serving", async () => {
    // Signed out: the upload API answers 401 before it reads the 5 MB.
    const result = await post("/api/upload/resume", 5 * MB, { contentType: "multipart/form-data; boundary=x" });
    expect(result.status).toBe(401);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
