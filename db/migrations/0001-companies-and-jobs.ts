export const sql = /* sql */ `
CREATE TABLE companies (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  logo_url    TEXT NOT NULL DEFAULT '',
  industry    TEXT NOT NULL DEFAULT '',
  size        TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  website     TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE jobs (
  id              INTEGER PRIMARY KEY,
  reference       TEXT GENERATED ALWAYS AS ('KT-' || printf('%06d', id)) VIRTUAL,
  company_id      INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  title           TEXT NOT NULL,
  description     TEXT NOT NULL,
  location        TEXT NOT NULL,
  employment_type TEXT NOT NULL,
  remote          INTEGER NOT NULL DEFAULT 0 CHECK (remote IN (0, 1)),
  featured        INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  discipline      TEXT NOT NULL,
  salary_min      INTEGER CHECK (salary_min IS NULL OR salary_min >= 0),
  salary_max      INTEGER CHECK (salary_max IS NULL OR salary_max >= 0),
  posted_at       TEXT NOT NULL,
  CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
);

-- Listings without keywords are newest first, narrowed by discipline, work type or company.
CREATE INDEX jobs_by_posted_at ON jobs (posted_at);
CREATE INDEX jobs_by_discipline ON jobs (discipline, posted_at);
CREATE INDEX jobs_by_discipline_remote ON jobs (discipline, remote, posted_at);
CREATE INDEX jobs_by_remote ON jobs (remote, posted_at);
CREATE INDEX jobs_by_company ON jobs (company_id, posted_at);
CREATE INDEX jobs_featured ON jobs (posted_at) WHERE featured = 1;

-- Keyword search: title, description and company name; location is its own column so the
-- location filter matches words ("new york", "tx") through the same index.
CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  title, description, company_name, location,
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE TRIGGER jobs_fts_after_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_fts (rowid, title, description, company_name, location)
  VALUES (new.id, new.title, new.description,
          (SELECT name FROM companies WHERE id = new.company_id), new.location);
END;

CREATE TRIGGER jobs_fts_after_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.id;
END;

CREATE TRIGGER jobs_fts_after_update
AFTER UPDATE OF title, description, location, company_id ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.id;
  INSERT INTO jobs_fts (rowid, title, description, company_name, location)
  VALUES (new.id, new.title, new.description,
          (SELECT name FROM companies WHERE id = new.company_id), new.location);
END;

CREATE TRIGGER companies_fts_after_rename AFTER UPDATE OF name ON companies BEGIN
  DELETE FROM jobs_fts WHERE rowid IN (SELECT id FROM jobs WHERE company_id = new.id);
  INSERT INTO jobs_fts (rowid, title, description, company_name, location)
  SELECT id, title, description, new.name, location FROM jobs WHERE company_id = new.id;
END;
`;
