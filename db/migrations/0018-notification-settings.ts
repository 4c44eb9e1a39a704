export const sql = /* sql */ `
-- Which e-mail notifications a user gets (Settings, or a message's unsubscribe link): an
-- employer's user on each new application to the company's jobs; a candidate when one of their
-- applications changes status. On unless turned off.
ALTER TABLE users ADD COLUMN notify_new_applications INTEGER NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN notify_status_changes INTEGER NOT NULL DEFAULT 1;
`;
