// What the exact ranking needs to skip, rather than read, the jobs that cannot make a page
// (app/server/search/ranked.server.ts, docs/decisions/031-exact-ranking-bm25-with-freshness.md).
//
// 1. Each open job's exact title as a word of jobs_fts's facets column, `kt<title in hex>0`, so
//    that a search can walk the jobs of chosen titles alone (a title's share of the score is the
//    same for all its jobs). Hex makes any title one plain token; the final 0 keeps the stemmer off
//    it. (The search has since read a title's jobs through migration 0016's indexes instead.)
// 2. open_job_titles (migration 0014) made again with ids that are never reused (AUTOINCREMENT), so
//    that a process may keep the titles it has read by id and read only the newer ones
//    (app/server/search/titles.server.ts), and with the newest posting time of each title's open jobs,
//    never lowered while the title stays: how fresh any job with that title can be. And
//    open_job_titles_fts, the distinct open titles stemmed like jobs_fts, for "Did you mean" to ask
//    whether a word is in some title.
// 3. job_titles_fts (migration 0012) goes: the ranking no longer asks which jobs have a word in their
//    title, and "Did you mean" asks the distinct titles instead. One index fewer for every write.
// 4. job_posting_blocks: the newest posting time among the jobs of each block of 1,024 ids, never
//    lowered. The walk goes from the highest id down; this bounds how fresh any job below it can
//    be, even where ids and posting times disagree (a job posted with an earlier date).
const facets = (row: string) =>
  `'kd' || hex(${row}.discipline) || '0 kr' || ${row}.remote || ' kc' || ${row}.company_id || ' kf' || ${row}.featured ` +
  `|| ' kt' || hex(${row}.title) || '0'`;

export const POSTING_BLOCK_BITS = 10;

export const sql = /* sql */ `
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

DROP TRIGGER job_titles_fts_after_insert;
DROP TRIGGER job_titles_fts_after_update;
DROP TRIGGER job_titles_fts_after_delete;
DROP TABLE job_titles_fts;

-- open_job_titles again, its ids kept (job_title_words_fts's rowids are they); the triggers that
-- write it go first and come back as they were.
DROP TRIGGER open_job_titles_after_job_insert;
DROP TRIGGER open_job_titles_after_job_update;
DROP TRIGGER open_job_titles_after_job_delete;
DROP TRIGGER open_job_titles_after_insert;
DROP TRIGGER open_job_titles_after_delete;
CREATE TABLE open_job_titles_new (
  id     INTEGER PRIMARY KEY AUTOINCREMENT,
  title  TEXT NOT NULL UNIQUE,
  jobs   INTEGER NOT NULL CHECK (jobs > 0),
  newest TEXT NOT NULL
);
INSERT INTO open_job_titles_new (id, title, jobs, newest)
SELECT titles.id, titles.title, titles.jobs, posted.newest
FROM open_job_titles AS titles
JOIN (SELECT title, max(posted_at) AS newest FROM jobs WHERE closed_at IS NULL GROUP BY title) AS posted ON posted.title = titles.title;
DROP TABLE open_job_titles;
ALTER TABLE open_job_titles_new RENAME TO open_job_titles;

CREATE TRIGGER open_job_titles_after_insert AFTER INSERT ON open_job_titles BEGIN
  INSERT INTO job_title_words_fts (rowid, title) VALUES (new.id, new.title);
END;

CREATE TRIGGER open_job_titles_after_delete AFTER DELETE ON open_job_titles BEGIN
  DELETE FROM job_title_words_fts WHERE rowid = old.id;
END;

CREATE TRIGGER open_job_titles_after_job_insert AFTER INSERT ON jobs WHEN new.closed_at IS NULL BEGIN
  INSERT INTO open_job_titles (title, jobs, newest) VALUES (new.title, 1, new.posted_at)
    ON CONFLICT (title) DO UPDATE SET jobs = jobs + 1, newest = max(newest, excluded.newest);
END;

CREATE TRIGGER open_job_titles_after_job_update AFTER UPDATE OF title, closed_at, posted_at ON jobs BEGIN
  -- The last job of a title takes it away; otherwise one fewer (in this order, or both would apply).
  DELETE FROM open_job_titles WHERE title = old.title AND old.closed_at IS NULL AND jobs = 1;
  UPDATE open_job_titles SET jobs = jobs - 1 WHERE title = old.title AND old.closed_at IS NULL;
  INSERT INTO open_job_titles (title, jobs, newest) SELECT new.title, 1, new.posted_at WHERE new.closed_at IS NULL
    ON CONFLICT (title) DO UPDATE SET jobs = jobs + 1, newest = max(newest, excluded.newest);
END;

CREATE TRIGGER open_job_titles_after_job_delete AFTER DELETE ON jobs WHEN old.closed_at IS NULL BEGIN
  DELETE FROM open_job_titles WHERE title = old.title AND jobs = 1;
  UPDATE open_job_titles SET jobs = jobs - 1 WHERE title = old.title;
END;

CREATE VIRTUAL TABLE open_job_titles_fts USING fts5 (
  title,
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO open_job_titles_fts (rowid, title) SELECT id, title FROM open_job_titles;

CREATE TRIGGER open_job_titles_fts_after_insert AFTER INSERT ON open_job_titles BEGIN
  INSERT INTO open_job_titles_fts (rowid, title) VALUES (new.id, new.title);
END;

CREATE TRIGGER open_job_titles_fts_after_delete AFTER DELETE ON open_job_titles BEGIN
  DELETE FROM open_job_titles_fts WHERE rowid = old.id;
END;

CREATE TABLE job_posting_blocks (
  block  INTEGER PRIMARY KEY,
  newest TEXT NOT NULL
);
INSERT INTO job_posting_blocks (block, newest)
SELECT id >> ${POSTING_BLOCK_BITS}, max(posted_at) FROM jobs GROUP BY id >> ${POSTING_BLOCK_BITS};

CREATE TRIGGER job_posting_blocks_after_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO job_posting_blocks (block, newest) VALUES (new.id >> ${POSTING_BLOCK_BITS}, new.posted_at)
    ON CONFLICT (block) DO UPDATE SET newest = max(newest, excluded.newest);
END;

CREATE TRIGGER job_posting_blocks_after_update AFTER UPDATE OF posted_at ON jobs BEGIN
  INSERT INTO job_posting_blocks (block, newest) VALUES (new.id >> ${POSTING_BLOCK_BITS}, new.posted_at)
    ON CONFLICT (block) DO UPDATE SET newest = max(newest, excluded.newest);
END;
`;
