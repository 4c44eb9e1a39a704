// Every test file gets its own SQLite file, migrated and seeded with the sample data here (the
// app itself never seeds), and removed after.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { openAppDatabase } from "../db/connection";
import { seedIfEmpty } from "../db/seed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-test-"));
process.env.DATABASE_PATH = path.join(dir, "test.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "test-session-secret";

const { sqlite } = openAppDatabase(process.env.DATABASE_PATH);
seedIfEmpty(sqlite);
sqlite.close();

afterAll(() => {
  globalThis.__database?.sqlite.close();
  globalThis.__database = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});
