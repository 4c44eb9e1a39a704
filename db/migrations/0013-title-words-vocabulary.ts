export const sql = /* sql */ `
-- "Did you mean" (app/server/search-suggestions.server.ts) corrects a misspelt keyword to a word
-- of the open jobs' titles. job_titles_fts cannot give those words: its tokenizer stems them
-- ("mechanical" is "mechan" there), and a misspelling is rarely near a stem. This index holds the
-- same titles as words, lowercased and without diacritics like the search reads them, for its
-- vocabulary alone: detail = none, since it is never searched for phrases, keeps each word's list
-- to the ids the vocabulary counts. Its triggers follow job_titles_fts's.
CREATE VIRTUAL TABLE job_title_words_fts USING fts5 (
  title,
  content = '', contentless_delete = 1, detail = none,
  tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO job_title_words_fts (rowid, title)
SELECT id, title FROM jobs WHERE closed_at IS NULL ORDER BY id;

-- One row a word: term, doc (the open jobs with it in their title), cnt.
CREATE VIRTUAL TABLE job_title_vocabulary USING fts5vocab (job_title_words_fts, 'row');

CREATE TRIGGER job_title_words_fts_after_insert AFTER INSERT ON jobs WHEN new.closed_at IS NULL BEGIN
  INSERT INTO job_title_words_fts (rowid, title) VALUES (new.id, new.title);
END;

CREATE TRIGGER job_title_words_fts_after_update AFTER UPDATE OF title, closed_at ON jobs BEGIN
  DELETE FROM job_title_words_fts WHERE rowid = old.id;
  INSERT INTO job_title_words_fts (rowid, title) SELECT new.id, new.title WHERE new.closed_at IS NULL;
END;

CREATE TRIGGER job_title_words_fts_after_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM job_title_words_fts WHERE rowid = old.id;
END;
`;
