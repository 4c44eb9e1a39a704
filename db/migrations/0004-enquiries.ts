export const sql = /* sql */ `
-- Hiring enquiries from the marketing pages, stored as given (rendered escaped wherever shown).
-- Engineering enquiries fill hiring_needs; healthcare ones positions_to_fill, timeline and specialty.
CREATE TABLE enquiries (
  id                INTEGER PRIMARY KEY,
  kind              TEXT NOT NULL CHECK (kind IN ('engineering', 'healthcare')),
  company_name      TEXT NOT NULL,
  contact_name      TEXT NOT NULL,
  email             TEXT NOT NULL,
  phone             TEXT NOT NULL,
  hiring_needs      TEXT,
  positions_to_fill TEXT,
  timeline          TEXT,
  specialty         TEXT,
  message           TEXT,
  source            TEXT NOT NULL,
  client_address    TEXT NOT NULL,
  created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX enquiries_by_time ON enquiries (created_at);
`;
