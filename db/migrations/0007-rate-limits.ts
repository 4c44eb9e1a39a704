export const sql = /* sql */ `
-- Attempts per client address and form in the current one-minute window. In the database rather
-- than in memory, so that every worker process counts the same attempts.
CREATE TABLE rate_limits (
  key             TEXT PRIMARY KEY,   -- "<form>:<client address>"
  count           INTEGER NOT NULL,
  window_ends_at  INTEGER NOT NULL    -- milliseconds since 1970
) WITHOUT ROWID;
`;
