import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openSqlite } from "../db/connection";
import { migrate } from "../db/migrate";
import { migrations } from "../db/migrations";

// Migration 0032 rebuilds users (a CHECK changes only so): every row, and every row that refers
// to one, must be there afterwards, with foreign keys on.

const TABLES_REFERRING_TO_USERS = [
  "users",
  "profiles",
  "resumes",
  "resume_files",
  "sessions",
  "applications",
  "application_notes",
  "application_status_changes",
  "saved_jobs",
  "job_alerts",
  "password_resets",
  "mail_outbox",
  "job_reports",
  "user_identities",
];

describe("migration 0032 (staff accounts)", () => {
  it("keeps every user and every row that refers to one, and lets a user be staff", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "staff-migration-")), "app.db");
    const sqlite = openSqlite(file);
    const before = migrations.findIndex((migration) => migration.name === "0032-staff-accounts");
    for (const [version, migration] of migrations.slice(0, before).entries()) {
      sqlite.exec(migration.sql);
      sqlite.pragma(`user_version = ${version + 1}`);
    }
    sqlite.exec(`
      INSERT INTO companies (id, name, logo_url, industry, size, description, website) VALUES (1, 'Quillbrook Ltd', '', 'x', 'x', 'x', '');
      INSERT INTO jobs (id, company_id, title, description, location, employment_type, remote, featured, discipline, posted_at)
        VALUES (1, 1, 'Site Engineer', 'Build.', 'Austin, TX', 'Full-time', 0, 0, 'Civil Engineering', '2026-01-01T00:00:00.000Z');
      INSERT INTO users (id, email, password_hash, role, company_id, created_at, last_active_at)
        VALUES (1, 'cand@example.com', 'h', 'candidate', NULL, '2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
               (2, 'emp@example.com', 'h', 'employer', 1, '2025-02-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z');
      INSERT INTO profiles (user_id, full_name) VALUES (1, 'Cand'), (2, 'Emp');
      INSERT INTO resumes (id, user_id, file_name, stored_name, content_type, size) VALUES ('r1', 1, 'cv.pdf', 's1', 'application/pdf', 3);
      INSERT INTO resume_files (resume_id, content) VALUES ('r1', x'010203');
      UPDATE profiles SET primary_resume_id = 'r1' WHERE user_id = 1;
      INSERT INTO sessions (id, user_id, data, expires_at) VALUES ('s1', 1, '{"userId":1}', '2099-01-01T00:00:00.000Z');
      INSERT INTO applications (id, user_id, job_id, resume_id) VALUES (1, 1, 1, 'r1');
      INSERT INTO application_notes (application_id, author_id, body) VALUES (1, 2, 'Call back');
      INSERT INTO application_status_changes (application_id, from_status, to_status, changed_by) VALUES (1, 'applied', 'reviewing', 2);
      INSERT INTO saved_jobs (user_id, job_id) VALUES (1, 1);
      INSERT INTO job_alerts (user_id, frequency, last_job_id, next_due_at) VALUES (1, 'daily', 1, '2099-01-01T00:00:00.000Z');
      INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ('t', 1, '2099-01-01T00:00:00.000Z');
      INSERT INTO job_reports (job_id, user_id, reporter_key, reason) VALUES (1, 1, 'k', 'scam');
      INSERT INTO user_identities (user_id, provider, subject, email) VALUES (1, 'google', 'sub', 'cand@gmail.example');
    `);
    const outboxColumns = sqlite.prepare("SELECT name, \"notnull\", dflt_value FROM pragma_table_info('mail_outbox')").all() as {
      name: string;
      notnull: number;
      dflt_value: string | null;
    }[];
    const required = outboxColumns.filter((column) => column.notnull && column.dflt_value === null && column.name !== "id");
    sqlite
      .prepare(
        `INSERT INTO mail_outbox (${required.map((column) => column.name).join(", ")}) VALUES (${required.map(() => "?").join(", ")})`,
      )
      .run(...required.map((column) => (column.name === "user_id" ? 1 : "x")));
    const snapshot = () =>
      Object.fromEntries(TABLES_REFERRING_TO_USERS.map((table) => [table, sqlite.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()]));
    const rows = snapshot();
    for (const table of TABLES_REFERRING_TO_USERS) expect(rows[table], table).not.toEqual([]);

    expect(migrate(sqlite)).toEqual(migrations.slice(before).map((migration) => migration.name));
    // Every row, with the values it had (later migrations may add columns).
    expect(snapshot()).toMatchObject(rows);
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("foreign_key_check")).toEqual([]);

    // The indexes and the trigger came back; the role takes staff, and still refuses anything else.
    const names = sqlite.prepare("SELECT name FROM sqlite_master WHERE tbl_name = 'users' AND type IN ('index', 'trigger')").pluck().all();
    expect(names).toEqual(expect.arrayContaining(["users_by_company", "users_by_last_active", "users_last_active_from_creation"]));
    sqlite
      .prepare(
        "INSERT INTO users (email, password_hash, role, created_at) VALUES ('s@example.com', 'h', 'staff', '2026-03-03T00:00:00.000Z')",
      )
      .run();
    expect(sqlite.prepare("SELECT last_active_at FROM users WHERE email = 's@example.com'").pluck().get()).toBe("2026-03-03T00:00:00.000Z");
    expect(() => sqlite.prepare("INSERT INTO users (email, password_hash, role) VALUES ('a@example.com', 'h', 'admin')").run()).toThrow(
      /CHECK/,
    );
    // Deleting a user still takes its rows with it: the references point at the new table.
    sqlite.prepare("DELETE FROM users WHERE id = 1").run();
    expect(sqlite.prepare("SELECT COUNT(*) FROM sessions").pluck().get()).toBe(0);
    expect(sqlite.prepare("SELECT COUNT(*) FROM saved_jobs").pluck().get()).toBe(0);
    sqlite.close();
  });
});
