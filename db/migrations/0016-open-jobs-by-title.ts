export const sql = /* sql */ `
-- The newest open jobs of a few titles, and of a few titles at one company, for the ranked
-- search's groups of titles that hold every keyword (app/server/search/walk.server.ts): read from
-- here a read costs a small part of what the keyword index's OR of the titles' facet words cost
-- (bench/measurements.md).
CREATE INDEX open_jobs_by_title ON jobs (title, id) WHERE closed_at IS NULL;
CREATE INDEX open_jobs_by_company_title ON jobs (company_id, title, id) WHERE closed_at IS NULL;
`;
