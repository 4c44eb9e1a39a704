// A migration is history: it keeps the literals it was written with, and code reads its
// constants from app/ or db/, never from a migration (the lint refuses it, test/layers.test.ts).
// Where a migration's SQL must agree with a constant the code uses, this test holds the two
// together on a freshly migrated database.
import crypto from "node:crypto";
import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { SALARY_FILTERS } from "~/lib/job-search";
import { migrate } from "../db/migrate";
import { migrations } from "../db/migrations";
import { POSTING_BLOCK_BITS } from "../db/schema";
import { JOB_REPORT_REASONS } from "../db/values/job-reports";

function migratedSql(): string[] {
  const sqlite = new BetterSqlite3(":memory:");
  migrate(sqlite);
  const rows = sqlite.prepare("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL").pluck().all() as string[];
  sqlite.close();
  return rows;
}

describe("the migrated database agrees with the code's constants", () => {
  const statements = migratedSql();

  it("files a job in job_posting_blocks by its id >> POSTING_BLOCK_BITS (search's freshness bounds)", () => {
    const blockWriters = statements.filter((sql) => /INSERT INTO job_posting_blocks/i.test(sql));
    expect(blockWriters.length).toBeGreaterThan(0);
    const shifts = blockWriters.flatMap((sql) => [...sql.matchAll(/>>\s*(\d+)/g)].map((match) => Number(match[1])));
    expect(new Set(shifts)).toEqual(new Set([POSTING_BLOCK_BITS]));
  });

  it("indexes a job's salary under a word for each figure of the salary filter, in thousands", () => {
    const facetTriggers = statements.filter((sql) => /CREATE TRIGGER/i.test(sql) && sql.includes(" ks"));
    expect(facetTriggers.length).toBeGreaterThan(0);
    for (const sql of facetTriggers) {
      const words = [...new Set([...sql.matchAll(/' ks(\d+)'/g)].map((match) => Number(match[1])))];
      expect(words).toEqual(SALARY_FILTERS.map((dollars) => dollars / 1000));
    }
  });

  it("lets a job report have exactly the reasons the report form offers", () => {
    const [table] = statements.filter((sql) => /CREATE TABLE job_reports/i.test(sql));
    const listed = table.match(/reason\s+TEXT NOT NULL CHECK \(reason IN \(([^)]*)\)\)/)?.[1];
    expect(listed?.split(",").map((value) => value.trim().replace(/^'|'$/g, ""))).toEqual([...JOB_REPORT_REASONS]);
  });
});

/**
 * What each migration ran, as the first 16 hex digits of its SQL's SHA-256. A database that ran a
 * migration never runs it again, so its text is history: a new migration adds a line here; an
 * edit to a shipped one (even to a comment inside its SQL) fails.
 */
const SHIPPED: Record<string, string> = {
  "0001-companies-and-jobs": "ff1b0869b5caa2d7",
  "0002-accounts": "de97c425316e6a16",
  "0003-applications": "4f4d6480ba19046a",
  "0004-enquiries": "a8d402e21d7eb08c",
  "0005-employers": "dce49f69232b272d",
  "0006-open-job-counts": "dd9563fdc8eafae8",
  "0007-rate-limits": "56c49422195880b6",
  "0008-company-names-index": "e209bcac791f2377",
  "0009-content-version": "e5c34d4d296adec9",
  "0010-open-job-tallies": "bd6fc5c38859b033",
  "0011-search-facets": "174a758a1f616a9f",
  "0012-job-titles-index": "8179f7103005c642",
  "0013-title-words-vocabulary": "0aeb33f48ec18cae",
  "0014-distinct-title-vocabulary": "19ad090cb8d829c0",
  "0015-ranking-tiers": "877fc123a809ae8c",
  "0016-open-jobs-by-title": "ad411b20357e588b",
  "0017-mail-outbox": "631a29a0dd5891b9",
  "0018-notification-settings": "691f629afae1a5cd",
  "0019-job-alerts": "76ad1d7fd4c90fe4",
  "0020-repeated-word-facets": "bdcca1925313dddc",
  "0021-saved-jobs-expiry-and-notes": "7110735e96ce924a",
  "0022-job-alerts-by-salary": "d2211db94f305201",
  "0023-discipline-and-work-type-facet": "beed62de4549da90",
  "0024-open-jobs-by-title-with-location": "aec7918abaf8ddf7",
  "0025-resume-files": "c74d4c6ffa5df63d",
  "0026-places": "6f7b8d9206805030",
  "0027-withdrawn-applications": "9757c6da5b1a4a2e",
  "0028-company-slugs": "a252a666af39dfa1",
  "0029-job-reports": "69cf30f263713cef",
  "0030-inactive-accounts": "b77a41d73939a62a",
  "0031-user-identities": "6270b1b023b92159",
  "0032-staff-accounts": "af8c563d27193311",
  "0033-staff-console": "dfeb67c8bbbf72e0",
  "0034-hiring-pipeline": "896d33ecf7c29d1d",
  "0035-job-views": "c199c8df3003a716",
};

describe("the shipped migrations", () => {
  it("are the SQL the databases ran, byte for byte", () => {
    const now = Object.fromEntries(
      migrations.map(({ name, sql }) => [name, crypto.createHash("sha256").update(sql).digest("hex").slice(0, 16)]),
    );
    expect(now).toEqual(SHIPPED);
  });
});
