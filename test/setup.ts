// Every test file gets its own SQLite file, migrated and empty: each test makes the companies,
// jobs and users it asserts on with test/factories.ts. The file is removed after.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { openAppDatabase } from "../db/connection";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-test-"));
process.env.DATABASE_PATH = path.join(dir, "test.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "test-session-secret";

openAppDatabase(process.env.DATABASE_PATH).sqlite.close();

afterAll(() => {
  globalThis.__database?.sqlite.close();
  globalThis.__database = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});
