// The keyword index made again with two more kinds of facet word (db/facet-words.ts), written by
// SQL functions that db/connection.ts registers on every connection:
//
// 1. The location's words as facet words (kl…), and no location column: a location filter asked
//    FTS5 for "new" AND "york" in the location column, and FTS5 read the whole list of "new", a word
//    of most descriptions, to find the jobs with it in their location (half the time of a location
//    search on a large board: bench/measurements.md).
// 2. The words a description holds more than once (kx…): the ranking bounds the other jobs by one
//    occurrence of a keyword rather than three, and reads far fewer descriptions
//    (docs/decisions/031-exact-ranking-bm25-with-freshness.md).
// 3. The titles' facet words of migration 0015 (kt…) go: the search reads a title's jobs through
//    migration 0016's indexes.
//
// The rebuild reads every open job's description once, so it takes longer the larger the board
// (docs/deploy.md, "Deploying again").
const facets = (row: string) =>
  `'kd' || hex(${row}.discipline) || '0 kr' || ${row}.remote || ' kc' || ${row}.company_id || ' kf' || ${row}.featured ` +
  `|| ' ' || location_facets(${row}.location) || ' ' || repeated_word_facets(${row}.description)`;

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
AFTER UPDATE OF title, description, location, company_id, closed_at, discipline, remote, featured ON jobs BEGIN
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
