import type BetterSqlite3 from "better-sqlite3";
import slugify from "@sindresorhus/slugify";

/** A slug's most characters: a company page's address stays readable on a phone. */
const MAX_SLUG_LENGTH = 60;

/**
 * The slug a company's name gives its page, /companies/<slug>: "Müller & Söhne GmbH" is
 * "mueller-and-soehne-gmbh". A name with no letters or digits a URL can hold is "company-<id>".
 * Migration 0028's triggers call it (as company_slug) when a company is made or renamed, and make
 * it unique; the app never writes a slug itself.
 */
export function companySlug(name: string, id: number): string {
  const slug = slugify(name, { decamelize: false }).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "");
  return slug || `company-${id}`;
}

/** Registers company_slug(name, id) on a connection: every connection that may write a company needs it (through db/sql-functions.ts). */
export function registerCompanySlugFunction(sqlite: BetterSqlite3.Database) {
  sqlite.function("company_slug", { deterministic: true }, (name, id) => companySlug(String(name ?? ""), Number(id)));
}
