// A migration is history: it keeps the literals it was written with, and code reads its
// constants from app/ or db/, never from a migration (the lint refuses it, test/layers.test.ts).
// Where a migration's SQL must agree with a constant the code uses, this test holds the two
// together on a freshly migrated database.
import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { SALARY_FILTERS } from "~/lib/job-search";
import { migrate } from "../db/migrate";
import { POSTING_BLOCK_BITS } from "../db/schema";

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
});
