export const sql = /* sql */ `
-- An employer belongs to one company (null until they create it). A company outlives its
-- employers: their jobs, and the applications to them, stay.
ALTER TABLE users ADD COLUMN company_id INTEGER REFERENCES companies (id) ON DELETE SET NULL;
CREATE INDEX users_by_company ON users (company_id);

-- A closed job keeps its page and its applications but leaves search, listings and featured.
ALTER TABLE jobs ADD COLUMN closed_at TEXT;

-- The public listings read open jobs only, so their indexes hold open jobs only: counts and
-- pages stay index-only however many jobs are closed. (Queries must say "closed_at IS NULL"
-- for SQLite to use them.) jobs_by_company keeps every job, for the employer's own list.
DROP INDEX jobs_by_posted_at;
DROP INDEX jobs_by_discipline;
DROP INDEX jobs_by_discipline_remote;
DROP INDEX jobs_by_remote;
DROP INDEX jobs_featured;
CREATE INDEX open_jobs_by_posted_at ON jobs (posted_at) WHERE closed_at IS NULL;
CREATE INDEX open_jobs_by_discipline ON jobs (discipline, posted_at) WHERE closed_at IS NULL;
CREATE INDEX open_jobs_by_discipline_remote ON jobs (discipline, remote, posted_at) WHERE closed_at IS NULL;
CREATE INDEX open_jobs_by_remote ON jobs (remote, posted_at) WHERE closed_at IS NULL;
CREATE INDEX open_jobs_featured ON jobs (posted_at) WHERE featured = 1 AND closed_at IS NULL;

-- The keyword index holds open jobs only: closing a job takes it out, reopening puts it back.
DROP TRIGGER jobs_fts_after_insert;
DROP TRIGGER jobs_fts_after_update;
DROP TRIGGER companies_fts_after_rename;

CREATE TRIGGER jobs_fts_after_insert AFTER INSERT ON jobs WHEN new.closed_at IS NULL BEGIN
  INSERT INTO jobs_fts (rowid, title, description, company_name, location)
  VALUES (new.id, new.title, new.description,
          (SELECT name FROM companies WHERE id = new.company_id), new.location);
END;

CREATE TRIGGER jobs_fts_after_update
AFTER UPDATE OF title, description, location, company_id, closed_at ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.id;
  INSERT INTO jobs_fts (rowid, title, description, company_name, location)
  SELECT new.id, new.title, new.description,
         (SELECT name FROM companies WHERE id = new.company_id), new.location
  WHERE new.closed_at IS NULL;
END;

CREATE TRIGGER companies_fts_after_rename AFTER UPDATE OF name ON companies BEGIN
  DELETE FROM jobs_fts WHERE rowid IN (SELECT id FROM jobs WHERE company_id = new.id);
  INSERT INTO jobs_fts (rowid, title, description, company_name, location)
  SELECT id, title, description, new.name, location FROM jobs
  WHERE company_id = new.id AND closed_at IS NULL;
END;
`;
