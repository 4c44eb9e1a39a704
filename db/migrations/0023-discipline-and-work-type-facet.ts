// The keyword index made again with one more facet word: a job's discipline and work type together
// (kp<discipline in hex>r<remote>), beside each alone. A search with both filters asks for the one
// word (facetTerms in app/server/search/filters.server.ts), and FTS5 reads one list of about 4% of the
// jobs rather than two of 17% and 25%, and "engineer" in Civil Engineering, remote, counts its
// matches in about two thirds of the time (bench/measurements.md;
// docs/decisions/026-filters-as-words-of-the-keyword-index.md).
//
// The rebuild reads every open job's description once, so it takes longer the larger the board
// (docs/deploy.md, "Deploying again").
import { SALARY_THRESHOLDS } from "./0021-saved-jobs-expiry-and-notes";

const salaryFacets = (row: string) =>
  SALARY_THRESHOLDS.map(
    (thousands) => `CASE WHEN coalesce(${row}.salary_max, ${row}.salary_min) >= ${thousands * 1000} THEN ' ks${thousands}' ELSE '' END`,
  ).join(" || ");

/** A job's facet words as the triggers write them (migration 0026 rebuilds the index with the same). */
export const facets = (row: string) =>
  `'kd' || hex(${row}.discipline) || '0 kr' || ${row}.remote || ' kp' || hex(${row}.discipline) || 'r' || ${row}.remote ` +
  `|| ' kc' || ${row}.company_id || ' kf' || ${row}.featured ` +
  `|| ' ' || location_facets(${row}.location) || ' ' || repeated_word_facets(${row}.description) || ${salaryFacets(row)}`;

export const sql = /* sql */ `
DROP TRIGGER jobs_fts_after_insert;
DROP TRIGGER jobs_fts_after_update;
DROP TRIGGER companies_fts_after_rename;
DROP TABLE jobs_fts;

CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  title, description, company_name, facets,
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

INSERT INTO jobs_fts (rowid, title, description, company_name, facets)
SELECT jobs.id, jobs.title, jobs.description, (SELECT name FROM companies WHERE id = jobs.company_id), ${facets("jobs")}
FROM jobs WHERE jobs.closed_at IS NULL ORDER BY jobs.id;

CREATE TRIGGER jobs_fts_after_insert AFTER INSERT ON jobs WHEN new.closed_at IS NULL BEGIN
  INSERT INTO jobs_fts (rowid, title, description, company_name, facets)
  VALUES (new.id, new.title, new.description, (SELECT name FROM companies WHERE id = new.company_id), ${facets("new")});
END;

CREATE TRIGGER jobs_fts_after_update
AFTER UPDATE OF title, description, location, company_id, closed_at, discipline, remote, featured, salary_min, salary_max ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.id;
  INSERT INTO jobs_fts (rowid, title, description, company_name, facets)
  SELECT new.id, new.title, new.description, (SELECT name FROM companies WHERE id = new.company_id), ${facets("new")}
  WHERE new.closed_at IS NULL;
END;

CREATE TRIGGER companies_fts_after_rename AFTER UPDATE OF name ON companies BEGIN
  DELETE FROM jobs_fts WHERE rowid IN (SELECT id FROM jobs WHERE company_id = new.id);
  INSERT INTO jobs_fts (rowid, title, description, company_name, facets)
  SELECT id, title, description, new.name, ${facets("jobs")} FROM jobs
  WHERE company_id = new.id AND closed_at IS NULL;
END;
`;
