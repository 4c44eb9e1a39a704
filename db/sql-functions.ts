import type BetterSqlite3 from "better-sqlite3";
import { registerCompanySlugFunction } from "./company-slugs";
import { registerFacetFunctions } from "./facet-words";

/**
 * Registers the JavaScript functions the schema's triggers call: the keyword index's facet words
 * (migration 0020, db/facet-words.ts) and the company slugs (migration 0028, db/company-slugs.ts).
 * Every connection that may write a job or a company needs them, as does one that migrates.
 */
export function registerSqlFunctions(sqlite: BetterSqlite3.Database) {
  registerFacetFunctions(sqlite);
  registerCompanySlugFunction(sqlite);
}
