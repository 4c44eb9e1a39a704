import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";

// The production server itself (build/server.js, from npm run build), started here on a port and
// database of its own: how it stops.

/** Each test starts a server of its own, on a port of its own (tests run in parallel). */
const basePort = Number(process.env.E2E_PORT ?? 3210) + 50;

function startServer(dir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: "2",
      SESSION_SECRET: "server-test-secret-of-at-least-32-characters",
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_PATH: path.join(dir, "app.db"),
      UPLOADS_DIR: path.join(dir, "uploads"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running = false;
      resolve(code);
    }),
  );

  async function healthy() {
    for (let attempt = 0; attempt < 100 && running; attempt++) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not become healthy:\n${log}`);
  }

  /** Until both workers listen (one answering /healthz may be alone so far). */
  async function ready() {
    await healthy();
    await expect.poll(() => log.match(/listening/g)?.length ?? 0).toBe(2);
  }

  return { child, exited, ready, log: () => log };
}

/** Starts the server once, so that it makes its database and folders, and stops it cleanly. */
async function firstRun(dir: string, port: number) {
  const started = startServer(dir, port);
  server = started;
  await started.ready();
  started.child.kill("SIGTERM");
  expect(await started.exited).toBe(0);
}

/** A raw HTTP connection, to hold a request open and read its answer. */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  return { socket, closed, received: () => received };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

let server: { child: ChildProcess } | undefined;
test.afterEach(() => server?.child.kill("SIGKILL"));

test("on SIGTERM it refuses new connections, finishes the request in flight, closes the database and exits 0", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "shutdown-"));
  const port = basePort;
  const started = startServer(dir, port);
  server = started;
  await started.ready();

  // An idle keep-alive connection must not hold the shutdown up.
  const idle = connect(port);
  idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  await expect.poll(() => idle.received()).toContain("200 OK");

  // A sign-in whose body is still arriving when the signal comes.
  const body = JSON.stringify({ email: "nobody@example.com", password: "not the password" });
  const inFlight = connect(port);
  inFlight.socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));

  started.child.kill("SIGTERM");
  await idle.closed;
  await expect.poll(() => connectionRefused(port)).toBe(true);

  inFlight.socket.write(body.slice(10));
  await inFlight.closed;
  expect(inFlight.received()).toMatch(/^HTTP\/1\.1 401 /);
  // Told not to keep the connection, rather than left idling until the keep-alive timeout.
  expect(inFlight.received()).toMatch(/\r\nConnection: close\r\n/i);
  expect(inFlight.received()).toContain("Invalid credentials. Please try again.");

  expect(await started.exited).toBe(0);
  expect(started.log().match(/stopped cleanly/g)).toHaveLength(2);
  // A clean close checkpoints the write-ahead log and removes it.
  expect(fs.existsSync(path.join(dir, "app.db-wal"))).toBe(false);
  const database = new Database(path.join(dir, "app.db"), { readonly: true });
  expect(database.pragma("integrity_check", { simple: true })).toBe("ok");
  database.close();
});

test("SIGINT (Ctrl+C) stops it the same way", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "sigint-"));
  const started = startServer(dir, basePort + 1);
  server = started;
  await started.ready();
  started.child.kill("SIGINT");
  expect(await started.exited).toBe(0);
  expect(started.log().match(/stopped cleanly/g)).toHaveLength(2);
  expect(fs.existsSync(path.join(dir, "app.db-wal"))).toBe(false);
});

test("stopped while it is still starting, it exits 0 too", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "early-"));
  const started = startServer(dir, basePort + 3);
  server = started;
  // The workers are starting, not yet listening.
  await expect.poll(() => started.log()).toContain("starting 2 workers");
  expect(started.log()).not.toContain("listening");
  started.child.kill("SIGTERM");
  expect(await started.exited).toBe(0);
});

/** A JSON post on a connection of its own, so that workers take turns; the answer's status. */
function postJson(port: number, pathname: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { port, host: "127.0.0.1", path: pathname, method: "POST", agent: false, headers: { "Content-Type": "application/json" } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

const failedSignIn = (port: number) => postJson(port, "/api/auth/login", { email: "nobody@example.com", password: "not the password" });

test("the workers share one rate limit per address", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "limit-"));
  const started = startServer(dir, basePort + 2, { RATE_LIMIT_PER_MINUTE: "3" });
  server = started;
  await started.ready();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) statuses.push(await failedSignIn(basePort + 2));
  expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
});

/** Registers or signs in through the JSON API of the server on `port`; the answer's status. */
function account(port: number, call: "register" | "login", email: string) {
  return fetch(`http://127.0.0.1:${port}/api/auth/${call}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "restore-pass-1", fullName: "Restore Test" }),
  }).then((response) => response.status);
}

test("a backup taken while it serves, left as DATABASE_PATH.restore, is what it serves after a restart", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "restore-"));
  const port = basePort + 4;
  const database = path.join(dir, "app.db");
  let started = startServer(dir, port);
  server = started;
  await started.ready();
  expect(await account(port, "register", "before@example.com")).toBe(201);

  const backup = spawnSync(process.execPath, ["build/cli/backup.js", path.join(dir, "backup.db")], {
    env: { ...process.env, DATABASE_PATH: database },
    encoding: "utf8",
  });
  expect(backup.stderr).toBe("");
  expect(backup.stdout).toContain("users: 1");
  expect(await account(port, "register", "after@example.com")).toBe(201);
  started.child.kill("SIGTERM");
  expect(await started.exited).toBe(0);

  fs.copyFileSync(path.join(dir, "backup.db"), `${database}.restore`);
  started = startServer(dir, port);
  server = started;
  await started.ready();
  expect(started.log()).toMatch(/Restored .*app\.db\.restore to .*app\.db; the database it replaced is kept as .*before-restore-/);
  expect(await account(port, "login", "before@example.com")).toBe(200);
  expect(await account(port, "login", "after@example.com")).toBe(401);
  expect(fs.existsSync(`${database}.restore`)).toBe(false);
});

test("a file left to restore that is not a backup is set aside, and the site starts on its own data", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "bad-restore-"));
  const port = basePort + 5;
  const database = path.join(dir, "app.db");
  let started = startServer(dir, port);
  server = started;
  await started.ready();
  expect(await account(port, "register", "kept@example.com")).toBe(201);
  started.child.kill("SIGTERM");
  expect(await started.exited).toBe(0);

  fs.writeFileSync(`${database}.restore`, "not a database");
  started = startServer(dir, port);
  server = started;
  await started.ready();
  expect(started.log()).toContain("is not a SQLite database this site can read");
  expect(fs.readFileSync(`${database}.restore-failed`, "utf8")).toBe("not a database");
  expect(await account(port, "login", "kept@example.com")).toBe(200);
});

test("a fresh production start serves an empty board with friendly empty states: it invents no data", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "empty-"));
  const port = basePort + 6;
  const started = startServer(dir, port);
  server = started;
  await started.ready();
  const get = (pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`);

  expect((await get("/healthz")).status).toBe(200);
  expect(await (await get("/api/jobs")).json()).toEqual([]);
  expect(await (await get("/api/employers")).json()).toEqual([]);
  const home = await (await get("/")).text();
  expect(home).toContain("No featured jobs right now.");
  expect(home).not.toContain("Top Employers");
  const jobs = await (await get("/jobs")).text();
  expect(jobs).toContain("0 jobs found");
  const employers = await (await get("/employers")).text();
  expect(employers).toContain("No companies are listed yet.");
  const database = new Database(path.join(dir, "app.db"), { readonly: true });
  expect(database.prepare("SELECT (SELECT count(*) FROM companies) + (SELECT count(*) FROM jobs) AS n").get()).toEqual({ n: 0 });
  database.close();

  // Without SMTP_URL: it says once, for all its workers, that mail is off, and the reset page says what to do instead.
  expect(started.log().match(/Mail is OFF/g)).toHaveLength(1);
  expect(await (await get("/forgot-password")).text()).toContain("We cannot send email at the moment");
  // Nor does a search offer job alerts, which go out by mail; its RSS feed stays.
  expect(jobs).not.toContain("Email me jobs like these");
  expect(jobs).toContain("RSS feed");
  expect(await postJson(port, "/api/auth/forgot-password", { email: "someone@example.com" })).toBe(503);
});

const register = (port: number, email: string) =>
  postJson(port, "/api/auth/register", { email, password: "race-pass-1", fullName: "Race Test" });

test("registrations of one e-mail at the same moment on two workers give one 201 and 409s, never a 500", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "race-"));
  const port = basePort + 7;
  const started = startServer(dir, port, { RATE_LIMIT_PER_MINUTE: "1000" });
  server = started;
  await started.ready();
  for (let round = 0; round < 3; round++) {
    const email = `race-${round}@example.com`;
    const statuses = await Promise.all(Array.from({ length: 12 }, () => register(port, email)));
    expect(statuses.sort()).toEqual([201, ...Array(11).fill(409)]);
  }
});

test("two workers stopped while writing leave the database checkpointed, with no -wal content", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "checkpoint-"));
  const port = basePort + 8;
  const started = startServer(dir, port, { RATE_LIMIT_PER_MINUTE: "1000" });
  server = started;
  await started.ready();
  const writes = Array.from({ length: 16 }, (_, i) => register(port, `writer-${i}@example.com`).catch(() => 0));
  await new Promise((resolve) => setTimeout(resolve, 150));
  started.child.kill("SIGTERM");
  await Promise.all(writes);
  expect(await started.exited).toBe(0);
  const wal = path.join(dir, "app.db-wal");
  expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
  const database = new Database(path.join(dir, "app.db"), { readonly: true });
  expect(database.pragma("integrity_check", { simple: true })).toBe("ok");
  database.close();
});

test("configuration that cannot be read stops the server with a message naming the variable", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const cases = [
    [{ TRUST_PROXY: "maybe" }, 'TRUST_PROXY must be true or false (also 1/0 or yes/no), not "maybe".'],
    [{ SESSION_SECRET: "short" }, "Each secret in SESSION_SECRET must be at least 32 characters in production."],
    [{ SESSION_SECRET: "" }, "SESSION_SECRET must be set when NODE_ENV=production"],
    [{ RATE_LIMIT_PER_MINUTE: "ten" }, 'RATE_LIMIT_PER_MINUTE must be a whole number from 1 up, not "ten".'],
    [{ WEB_CONCURRENCY: "lots" }, 'WEB_CONCURRENCY must be a whole number from 1 up, not "lots".'],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587."],
    [{ SMTP_URL: "smtp://mail.example.com:587" }, "MAIL_FROM must be set with SMTP_URL in production."],
  ] as const;
  for (const [env, message] of cases) {
    const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "config-"));
    const started = startServer(dir, basePort + 9, env);
    server = started;
    expect(await started.exited, JSON.stringify(env)).toBe(1);
    expect(started.log()).toContain(message);
  }
});

test("at start it moves resume files into the database, deletes the files left over, and says how many", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "move-uploads-"));
  const port = basePort + 10;
  await firstRun(dir, port);

  // A deployment that kept resumes as files: a row whose bytes are only on disk, and what an
  // upload cut short by a crash left.
  const uploads = path.join(dir, "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  const kept = `${"a".repeat(32)}.pdf`;
  const bytes = Buffer.from("%PDF-1.4 a resume kept as a file");
  fs.writeFileSync(path.join(uploads, kept), bytes);
  const orphan = path.join(uploads, `${"e".repeat(32)}.pdf`);
  fs.writeFileSync(orphan, "%PDF-1.4 half a file");
  const before = new Database(path.join(dir, "app.db"));
  before.prepare("INSERT INTO users (email, password_hash, role) VALUES ('kept@example.com', 'x', 'candidate')").run();
  before
    .prepare(
      "INSERT INTO resumes (id, user_id, file_name, stored_name, content_type, size) VALUES ('kept-resume', last_insert_rowid(), 'cv.pdf', ?, 'application/pdf', ?)",
    )
    .run(kept, bytes.byteLength);
  before.close();

  const started = startServer(dir, port);
  server = started;
  await started.ready();
  expect(started.log()).toContain("Uploads: moved 1 resume file into the database, removed 2 files");
  expect(fs.readdirSync(uploads)).toEqual([]);
  const after = new Database(path.join(dir, "app.db"), { readonly: true });
  const moved = after.prepare("SELECT content FROM resume_files WHERE resume_id = 'kept-resume'").pluck().get() as Buffer;
  after.close();
  expect(moved.equals(bytes)).toBe(true);
});

test("a move of the uploads that cannot read UPLOADS_DIR is logged, and the site starts all the same", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own server; once is enough");
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "move-uploads-fails-"));
  const port = basePort + 11;
  await firstRun(dir, port);

  // A file where the folder should be: listing it fails.
  fs.rmSync(path.join(dir, "uploads"), { recursive: true, force: true });
  fs.writeFileSync(path.join(dir, "uploads"), "not a folder");
  const started = startServer(dir, port);
  server = started;
  await started.ready();
  expect(started.log()).toContain("Uploads: moving resume files into the database failed");
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
});
