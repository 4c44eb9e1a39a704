export const sql = /* sql */ `
-- "Did you mean" reads the vocabulary of open jobs' titles by ranges of words, and fts5vocab
-- reads each word's whole list to count it: over every job's title (migration 0013), the range of
-- "s" took 0.66 s at 1,000,000 jobs. Boards repeat titles, so the index now holds each distinct
-- open title once, with how many open jobs have it (open_job_titles, kept by triggers), and the
-- vocabulary's lists stay as long as the distinct titles are many, at any size.
DROP TRIGGER job_title_words_fts_after_insert;
DROP TRIGGER job_title_words_fts_after_update;
DROP TRIGGER job_title_words_fts_after_delete;
DROP TABLE job_title_vocabulary;
DROP TABLE job_title_words_fts;

CREATE TABLE open_job_titles (
  id    INTEGER PRIMARY KEY,
  title TEXT NOT NULL UNIQUE,
  jobs  INTEGER NOT NULL CHECK (jobs > 0)
);

CREATE VIRTUAL TABLE job_title_words_fts USING fts5 (
  title,
  content = '', contentless_delete = 1, detail = none,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- One row a word: term, doc (the distinct open titles with it), cnt.
CREATE VIRTUAL TABLE job_title_vocabulary USING fts5vocab (job_title_words_fts, 'row');

-- A title enters the index when its first open job does, and leaves with its last.
CREATE TRIGGER open_job_titles_after_insert AFTER INSERT ON open_job_titles BEGIN
  INSERT INTO job_title_words_fts (rowid, title) VALUES (new.id, new.title);
END;

CREATE TRIGGER open_job_titles_after_delete AFTER DELETE ON open_job_titles BEGIN
  DELETE FROM job_title_words_fts WHERE rowid = old.id;
END;

CREATE TRIGGER open_job_titles_after_job_insert AFTER INSERT ON jobs WHEN new.closed_at IS NULL BEGIN
  INSERT INTO open_job_titles (title, jobs) VALUES (new.title, 1) ON CONFLICT (title) DO UPDATE SET jobs = jobs + 1;
END;

CREATE TRIGGER open_job_titles_after_job_update AFTER UPDATE OF title, closed_at ON jobs BEGIN
  -- The last job of a title takes it away; otherwise one fewer (in this order, or both would apply).
  DELETE FROM open_job_titles WHERE title = old.title AND old.closed_at IS NULL AND jobs = 1;
  UPDATE open_job_titles SET jobs = jobs - 1 WHERE title = old.title AND old.closed_at IS NULL;
  INSERT INTO open_job_titles (title, jobs) SELECT new.title, 1 WHERE new.closed_at IS NULL
    ON CONFLICT (title) DO UPDATE SET jobs = jobs + 1;
END;

CREATE TRIGGER open_job_titles_after_job_delete AFTER DELETE ON jobs WHEN old.closed_at IS NULL BEGIN
  DELETE FROM open_job_titles WHERE title = old.title AND jobs = 1;
  UPDATE open_job_titles SET jobs = jobs - 1 WHERE title = old.title;
END;

INSERT INTO open_job_titles (title, jobs)
SELECT title, count(*) FROM jobs WHERE closed_at IS NULL GROUP BY title ORDER BY title;
`;
