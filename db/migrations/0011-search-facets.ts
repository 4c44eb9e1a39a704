// The words a job's filters become in the keyword index's facets column. The search builds the
// same words from a query's filters (facetTerms in the search module): the two must agree.
//   kd<discipline in hex>0  the discipline (hex: any text becomes one plain token; the final 0
//                           keeps the stemmer off it)
//   kr0, kr1                remote
//   kc<company id>          the company
//   kf0, kf1                featured
const facets = (row: string) =>
  `'kd' || hex(${row}.discipline) || '0 kr' || ${row}.remote || ' kc' || ${row}.company_id || ' kf' || ${row}.featured`;

export const sql = /* sql */ `
-- A keyword search with filters (a discipline, remote, a company, featured) looked for the newest
-- matches and read each one's row to test the filters: with a filter that few matches pass, it
-- read tens of thousands of rows. The filters are now words of the keyword index too, in a column
-- of their own, so the index intersects them with the keywords and every match it yields passes.
-- FTS5 cannot add a column: the index is made again, from the open jobs, as the triggers write it.
DROP TRIGGER jobs_fts_after_insert;
DROP TRIGGER jobs_fts_after_update;
DROP TRIGGER companies_fts_after_rename;
DROP TABLE jobs_fts;

CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  title, description, company_name, location, facets,
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

INSERT INTO jobs_fts (rowid, title, description, company_name, location, facets)
SELECT jobs.id, jobs.title, jobs.description,
       (SELECT name FROM companies WHERE id = jobs.company_id), jobs.location, ${facets("jobs")}
FROM jobs WHERE jobs.closed_at IS NULL ORDER BY jobs.id;

CREATE TRIGGER jobs_fts_after_insert AFTER INSERT ON jobs WHEN new.closed_at IS NULL BEGIN
  INSERT INTO jobs_fts (rowid, title, description, company_name, location, facets)
  VALUES (new.id, new.title, new.description,
          (SELECT name FROM companies WHERE id = new.company_id), new.location, ${facets("new")});
END;

-- Any change to a column the index holds, a filter's included. (jobs_fts_after_delete, from
-- migration 0001, deletes by rowid and stays as it is.)
CREATE TRIGGER jobs_fts_after_update
AFTER UPDATE OF title, description, location, company_id, closed_at, discipline, remote, featured ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.id;
  INSERT INTO jobs_fts (rowid, title, description, company_name, location, facets)
  SELECT new.id, new.title, new.description,
         (SELECT name FROM companies WHERE id = new.company_id), new.location, ${facets("new")}
  WHERE new.closed_at IS NULL;
END;

CREATE TRIGGER companies_fts_after_rename AFTER UPDATE OF name ON companies BEGIN
  DELETE FROM jobs_fts WHERE rowid IN (SELECT id FROM jobs WHERE company_id = new.id);
  INSERT INTO jobs_fts (rowid, title, description, company_name, location, facets)
  SELECT id, title, description, new.name, location, ${facets("jobs")} FROM jobs
  WHERE company_id = new.id AND closed_at IS NULL;
END;
`;
