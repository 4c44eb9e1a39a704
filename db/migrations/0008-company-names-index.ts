export const sql = /* sql */ `
-- Company names alone, for ranking a search: which companies' names hold a word costs the same
-- however many jobs there are. (Asking jobs_fts's company_name column reads every job that has
-- the word anywhere: 12 ms for "engineer" at 100,000 jobs.)
CREATE VIRTUAL TABLE company_names_fts USING fts5 (
  name,
  content = 'companies',
  content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO company_names_fts (rowid, name) SELECT id, name FROM companies;

CREATE TRIGGER company_names_fts_after_insert AFTER INSERT ON companies BEGIN
  INSERT INTO company_names_fts (rowid, name) VALUES (new.id, new.name);
END;
CREATE TRIGGER company_names_fts_after_delete AFTER DELETE ON companies BEGIN
  INSERT INTO company_names_fts (company_names_fts, rowid, name) VALUES ('delete', old.id, old.name);
END;
CREATE TRIGGER company_names_fts_after_rename AFTER UPDATE OF name ON companies BEGIN
  INSERT INTO company_names_fts (company_names_fts, rowid, name) VALUES ('delete', old.id, old.name);
  INSERT INTO company_names_fts (rowid, name) VALUES (new.id, new.name);
END;
`;
