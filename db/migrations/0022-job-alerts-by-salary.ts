export const sql = /* sql */ `
-- A job alert keeps the search's salary filter too (app/server/job-alerts.server.ts): saved from a
-- search of jobs paying $100k or more, its digests held every new job of the search, whatever it
-- paid. 0 for any salary, so that the unique index tells two searches apart (NULLs would all differ).
ALTER TABLE job_alerts ADD COLUMN salary_at_least INTEGER NOT NULL DEFAULT 0;
DROP INDEX job_alerts_by_search;
CREATE UNIQUE INDEX job_alerts_by_search ON job_alerts (user_id, keywords, location, discipline, remote, salary_at_least);
`;
