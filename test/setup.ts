// Every test file gets its own SQLite file, migrated and seeded on first use, and removed after.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-test-"));
process.env.DATABASE_PATH = path.join(dir, "test.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "test-session-secret";

afterAll(() => {
  globalThis.__database?.sqlite.close();
  globalThis.__database = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});
