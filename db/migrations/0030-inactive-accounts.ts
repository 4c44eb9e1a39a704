// Deleting inactive candidates' resumes and applications (docs/product.md#privacy,
// app/server/data-retention.server.ts): when each account was last used, when it was warned that
// its data would go, and when the data went. The site kept no such time before, so every account
// starts its clock now: nobody's data can go sooner than the whole period after this release. A new
// account's clock starts at its creation (the trigger), whoever inserts the row.
export const sql = /* sql */ `
ALTER TABLE users ADD COLUMN last_active_at TEXT;
ALTER TABLE users ADD COLUMN retention_warned_at TEXT;
ALTER TABLE users ADD COLUMN retention_deleted_at TEXT;
UPDATE users SET last_active_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
CREATE INDEX users_by_last_active ON users (last_active_at);
CREATE TRIGGER users_last_active_from_creation AFTER INSERT ON users WHEN NEW.last_active_at IS NULL
BEGIN
  UPDATE users SET last_active_at = NEW.created_at WHERE id = NEW.id;
END;
`;
