// A candidate may withdraw an application (app/server/applications.server.ts): when, kept beside the
// employer's last status, which stays as it was. A column rather than a fifth status, as SQLite
// changes a CHECK only by copying the table, and the notes and status changes hang off its rows.
export const sql = /* sql */ `
ALTER TABLE applications ADD COLUMN withdrawn_at TEXT;
`;
