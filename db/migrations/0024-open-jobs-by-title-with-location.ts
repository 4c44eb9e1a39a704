export const sql = /* sql */ `
-- The index of open jobs by title holds each job's location too: a search by location reads its
-- titles' jobs from here and checks the location on the entries, not on the jobs' rows (an entry
-- costs about 0.75 µs, a row 2.5: app/server/ranked-search.server.ts, newestWithTitles).
DROP INDEX open_jobs_by_title;
CREATE INDEX open_jobs_by_title ON jobs (title, id, location) WHERE closed_at IS NULL;
`;
