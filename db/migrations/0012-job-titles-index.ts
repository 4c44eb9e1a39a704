export const sql = /* sql */ `
-- The ranking asks which of a keyword search's newest matches have each keyword in their title.
-- In jobs_fts a word's entries for every column are one list: a title filter reads all of them,
-- so a word common in descriptions but rare in titles ("experience", "lead") cost a read of every
-- description that has it. This index holds the open jobs' titles alone (rowid = jobs.id), with
-- jobs_fts's tokenizer, so a word's title entries are a list of their own. Its triggers follow
-- jobs_fts's: a job is in it while it is open, with its current title.
CREATE VIRTUAL TABLE job_titles_fts USING fts5 (
  title,
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

INSERT INTO job_titles_fts (rowid, title)
SELECT id, title FROM jobs WHERE closed_at IS NULL ORDER BY id;

CREATE TRIGGER job_titles_fts_after_insert AFTER INSERT ON jobs WHEN new.closed_at IS NULL BEGIN
  INSERT INTO job_titles_fts (rowid, title) VALUES (new.id, new.title);
END;

CREATE TRIGGER job_titles_fts_after_update AFTER UPDATE OF title, closed_at ON jobs BEGIN
  DELETE FROM job_titles_fts WHERE rowid = old.id;
  INSERT INTO job_titles_fts (rowid, title) SELECT new.id, new.title WHERE new.closed_at IS NULL;
END;

CREATE TRIGGER job_titles_fts_after_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM job_titles_fts WHERE rowid = old.id;
END;
`;
