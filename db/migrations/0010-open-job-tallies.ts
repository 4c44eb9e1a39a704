export const sql = /* sql */ `
-- Open jobs tallied as they come and go, so that no page counts them row by row (a count that
-- grows with the board): "all" for the whole board, "discipline:<name>" for each discipline,
-- and each company's own number in companies.open_jobs.
CREATE TABLE open_job_tallies (
  scope TEXT PRIMARY KEY,
  count INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO open_job_tallies (scope, count) SELECT 'all', COUNT(*) FROM jobs WHERE closed_at IS NULL;
INSERT INTO open_job_tallies (scope, count)
  SELECT 'discipline:' || discipline, COUNT(*) FROM jobs WHERE closed_at IS NULL GROUP BY discipline;

ALTER TABLE companies ADD COLUMN open_jobs INTEGER NOT NULL DEFAULT 0;
UPDATE companies SET open_jobs = (SELECT COUNT(*) FROM jobs WHERE jobs.company_id = companies.id AND jobs.closed_at IS NULL);

CREATE TRIGGER open_job_tallies_after_insert AFTER INSERT ON jobs WHEN new.closed_at IS NULL BEGIN
  INSERT INTO open_job_tallies (scope, count) VALUES ('all', 1), ('discipline:' || new.discipline, 1)
    ON CONFLICT (scope) DO UPDATE SET count = count + 1;
  UPDATE companies SET open_jobs = open_jobs + 1 WHERE id = new.company_id;
END;

CREATE TRIGGER open_job_tallies_after_delete AFTER DELETE ON jobs WHEN old.closed_at IS NULL BEGIN
  UPDATE open_job_tallies SET count = count - 1 WHERE scope IN ('all', 'discipline:' || old.discipline);
  UPDATE companies SET open_jobs = open_jobs - 1 WHERE id = old.company_id;
END;

-- Closing, reopening, or moving a job to another discipline or company: the old row leaves the
-- tallies it was in (if it was open), the new one joins its own (if it is open).
CREATE TRIGGER open_job_tallies_after_update AFTER UPDATE OF closed_at, discipline, company_id ON jobs BEGIN
  UPDATE open_job_tallies SET count = count - 1
    WHERE old.closed_at IS NULL AND scope IN ('all', 'discipline:' || old.discipline);
  UPDATE companies SET open_jobs = open_jobs - 1 WHERE old.closed_at IS NULL AND id = old.company_id;
  INSERT INTO open_job_tallies (scope, count)
    SELECT scope, 1 FROM (SELECT 'all' AS scope UNION ALL SELECT 'discipline:' || new.discipline)
    WHERE new.closed_at IS NULL
    ON CONFLICT (scope) DO UPDATE SET count = count + 1;
  UPDATE companies SET open_jobs = open_jobs + 1 WHERE new.closed_at IS NULL AND id = new.company_id;
END;
`;
