export const sql = /* sql */ `
-- The bytes of each resume, in the database rather than as files in UPLOADS_DIR: one copy of the
-- database is then a whole recovery, since the Litestream replica and npm run db:backup carry the
-- resumes together with the rows that refer to them. A table of their own keeps the blobs out of
-- the resumes rows, which listings and access checks read; a rowid table, as its rows are large.
-- Existing files are moved in by the server's primary process at start (server/storage.ts).
CREATE TABLE resume_files (
  resume_id TEXT PRIMARY KEY REFERENCES resumes (id) ON DELETE CASCADE,
  content   BLOB NOT NULL
);
`;
