import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import * as uploadApi from "~/routes/api.upload.resume";
import * as applyPage from "~/routes/jobs.$id_.apply";
import * as profilePage from "~/routes/profile";
import { config } from "~/server/config.server";
import { db } from "~/server/db.server";
import { migrations } from "../db/migrations";
import { migrateDatabase, moveUploadsIntoDatabase } from "../server/storage";
import { createJob } from "./factories";
import { callAction, fixture, registerUser, storedResumes, uploadResume } from "./helpers";

// No file outlives its purpose: a refused upload stores nothing (no resume_files row, no file
// left in UPLOADS_DIR), whatever refused it, and a signed-out or rate-limited post is refused
// before its body is read.

const MB = 1024 * 1024;
const pdfOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
};

/** A resume part and then a second file part that is not a resume (the attack of a.pdf + x.exe). */
function pdfThenExe(extraFields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(extraFields)) body.append(name, value);
  body.append("resume", new File([pdfOf(9 * MB)], "a.pdf"));
  body.append("resume", new File([new Uint8Array([0x4d, 0x5a, 0, 0])], "x.exe"));
  return body;
}

const post = (route: { action: typeof uploadApi.action }, url: string, body: FormData, cookie?: string, params = {}) =>
  callAction(route.action, url, { body, headers: cookie ? { Cookie: cookie } : {} }, params);

describe("a refused upload leaves no file behind", () => {
  it("signed out, applying with a 9 MB PDF and a second file part stores nothing", async () => {
    const jobId = (await createJob()).id;
    const before = storedResumes();
    const response = await post(applyPage, `/jobs/${jobId}/apply`, pdfThenExe({ resumeChoice: "new" }), undefined, { id: String(jobId) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(storedResumes()).toEqual(before);
  });

  it.each([
    ["POST /api/upload/resume", uploadApi, "/api/upload/resume", 400],
    ["the profile's upload", profilePage, "/profile", 400],
  ])("%s with a PDF then an .exe part answers 400 and keeps no file", async (_, route, url, status) => {
    const { cookie } = await registerUser();
    const before = storedResumes();
    const response = await post(route, url, pdfThenExe(), cookie);
    expect(response.status).toBe(status);
    expect(storedResumes()).toEqual(before);
  });

  it("applying with a PDF then an .exe part answers 400 and keeps no file", async () => {
    const { cookie } = await registerUser();
    const jobId = (await createJob()).id;
    const before = storedResumes();
    const response = await post(applyPage, `/jobs/${jobId}/apply`, pdfThenExe({ resumeChoice: "new", coverLetter: "Hello" }), cookie, {
      id: String(jobId),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).values.coverLetter).toBe("Hello");
    expect(storedResumes()).toEqual(before);
  });

  it("an 11 MB PDF is refused with 413 and leaves no file, even once its stream has closed", async () => {
    const { cookie } = await registerUser();
    const before = storedResumes();
    const body = new FormData();
    body.append("resume", new File([pdfOf(11 * MB)], "big.pdf"));
    expect((await post(uploadApi, "/api/upload/resume", body, cookie)).status).toBe(413);
    // A file stream destroyed before it opened creates its file afterwards.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(storedResumes()).toEqual(before);
  });

  it("a post of many parts is refused as malformed, and its file goes", async () => {
    const { cookie } = await registerUser();
    const body = new FormData();
    body.append("resume", new File([fixture("resume.pdf")], "cv.pdf"));
    for (let i = 0; i < 50; i++) body.append(`field${i}`, "x");
    const before = storedResumes();
    const response = await post(uploadApi, "/api/upload/resume", body, cookie);
    expect(response.status).toBe(400);
    expect(storedResumes()).toEqual(before);
  });

  it.each([
    ["an employer", async () => (await registerUser({ role: "employer" })).cookie, async () => (await createJob()).id, 403],
    [
      "a closed job",
      async () => (await registerUser()).cookie,
      async () => (await createJob({ closed_at: new Date().toISOString() })).id,
      409,
    ],
  ])("applying as %s with a new file is refused before the file is written", async (_, cookieOf, jobOf, status) => {
    const cookie = await cookieOf();
    const jobId = await jobOf();
    const body = new FormData();
    body.append("resumeChoice", "new");
    body.append("resume", new File([fixture("resume.pdf")], "cv.pdf"));
    const before = storedResumes();
    const response = await post(applyPage, `/jobs/${jobId}/apply`, body, cookie, { id: String(jobId) });
    expect(response.status).toBe(status);
    expect(storedResumes()).toEqual(before);
  });

  it("applying twice with a new file keeps the first file only", async () => {
    const { cookie } = await registerUser();
    const jobId = (await createJob()).id;
    const apply = () => {
      const body = new FormData();
      body.append("resumeChoice", "new");
      body.append("resume", new File([fixture("resume.pdf")], "cv.pdf"));
      return post(applyPage, `/jobs/${jobId}/apply`, body, cookie, { id: String(jobId) });
    };
    const before = storedResumes().length;
    expect((await apply()).status).toBe(302);
    expect((await apply()).status).toBe(409);
    expect(storedResumes()).toHaveLength(before + 1);
  });
});

describe("uploads per user", () => {
  it(`allows UPLOADS_PER_MINUTE (${config.uploadsPerMinute}) a minute, then answers 429 without reading the file`, async () => {
    const { cookie, user } = await registerUser();
    for (let i = 0; i < config.uploadsPerMinute; i++) await uploadResume(cookie);
    const before = storedResumes();
    const body = new FormData();
    body.append("resume", new File([fixture("resume.pdf")], "cv.pdf"));
    const limited = await post(uploadApi, "/api/upload/resume", body, cookie);
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/Too many attempts\. Please wait \d+ seconds/);
    expect(storedResumes()).toEqual(before);
    // Every upload replaced the one before: one resume is kept, not eleven.
    expect(await db.selectFrom("resumes").select("id").where("user_id", "=", user.id).execute()).toHaveLength(1);
    // Another user is not held up.
    const other = await registerUser();
    await expect(uploadResume(other.cookie)).resolves.toMatch(/^\/resumes\//);
  });
});

describe("moving resume files into the database at start-up (server/storage.ts)", () => {
  function withDirectory(test: (dir: string) => void) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-move-"));
    try {
      test(dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  const storedName = (i: number) => `${i.toString(16).padStart(32, "0")}.pdf`;

  it("moves each resume's file into resume_files, byte for byte, then deletes the app's files and nothing else", () =>
    withDirectory((dir) => {
      const databasePath = path.join(dir, "app.db");
      const uploadsDir = path.join(dir, "uploads");
      fs.mkdirSync(uploadsDir);
      migrateDatabase(databasePath);
      const sqlite = new Database(databasePath);
      sqlite.prepare("INSERT INTO users (email, password_hash, role) VALUES ('a@example.com', 'x', 'candidate')").run();
      const addResume = sqlite.prepare(
        "INSERT INTO resumes (id, user_id, file_name, stored_name, content_type, size) VALUES (?, 1, 'cv.pdf', ?, 'application/pdf', ?)",
      );
      // More than a batch of them, each with bytes of its own.
      const files = new Map<string, Buffer>();
      for (let i = 1; i <= 250; i++) {
        const bytes = Buffer.concat([Buffer.from(`%PDF-1.4\n${i}\n`), crypto.randomBytes(100 + i)]);
        files.set(`r${i}`, bytes);
        addResume.run(`r${i}`, storedName(i), bytes.byteLength);
        fs.writeFileSync(path.join(uploadsDir, storedName(i)), bytes);
      }
      // A row whose file is gone moves nothing and stops nothing.
      addResume.run("lost", storedName(999), 3);
      sqlite.close();
      const orphans = [`${"b".repeat(32)}.pdf`, `${"c".repeat(32)}.docx`];
      for (const name of [...orphans, "README.txt"]) fs.writeFileSync(path.join(uploadsDir, name), "x");

      expect(moveUploadsIntoDatabase(databasePath, uploadsDir)).toEqual({ moved: 250, removed: 252 });
      expect(fs.readdirSync(uploadsDir)).toEqual(["README.txt"]);
      const moved = new Database(databasePath, { readonly: true });
      const rows = moved.prepare("SELECT resume_id, content FROM resume_files").all() as { resume_id: string; content: Buffer }[];
      moved.close();
      expect(rows).toHaveLength(250);
      for (const row of rows) expect(row.content.equals(files.get(row.resume_id)!), row.resume_id).toBe(true);

      expect(moveUploadsIntoDatabase(databasePath, uploadsDir)).toEqual({ moved: 0, removed: 0 });
    }));

  it("does nothing when the database is missing or has no resume_files table yet", () =>
    withDirectory((dir) => {
      const uploadsDir = path.join(dir, "uploads");
      fs.mkdirSync(uploadsDir);
      fs.writeFileSync(path.join(uploadsDir, `${"d".repeat(32)}.pdf`), "x");
      expect(moveUploadsIntoDatabase(path.join(dir, "missing.db"), uploadsDir)).toEqual({ moved: 0, removed: 0 });
      expect(fs.existsSync(path.join(dir, "missing.db"))).toBe(false);
      new Database(path.join(dir, "empty.db")).close();
      expect(moveUploadsIntoDatabase(path.join(dir, "empty.db"), uploadsDir)).toEqual({ moved: 0, removed: 0 });
      expect(fs.readdirSync(uploadsDir)).toHaveLength(1);
    }));

  it("migrateDatabase makes a missing database and brings it to this release's schema", () =>
    withDirectory((dir) => {
      const databasePath = path.join(dir, "data", "app.db");
      migrateDatabase(databasePath);
      migrateDatabase(databasePath);
      const sqlite = new Database(databasePath, { readonly: true });
      expect(sqlite.pragma("user_version", { simple: true })).toBe(migrations.length);
      expect(sqlite.prepare("SELECT name FROM sqlite_master WHERE name = 'resume_files'").pluck().get()).toBe("resume_files");
      sqlite.close();
    }));
});
