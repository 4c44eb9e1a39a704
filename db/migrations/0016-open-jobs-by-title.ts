export const sql = /* sql */ `
-- The newest open jobs of a few titles, and of a few titles at one company, for the ranked
-- search's groups of titles that hold every keyword (app/server/ranked-search.server.ts): read from
-- here in a few hundredths of a millisecond, where the keyword index's OR of the titles' facet words
-- cost a third of a millisecond at 1,000,000 jobs.
CREATE INDEX open_jobs_by_title ON jobs (title, id) WHERE closed_at IS NULL;
CREATE INDEX open_jobs_by_company_title ON jobs (company_id, title, id) WHERE closed_at IS NULL;
`;
