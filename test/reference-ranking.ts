// The ranking by brute force: every match of a search scored with the formula of
// app/server/search/scoring.server.ts, whole fields tokenized, and sorted. The walk of
// app/server/search/ranked.server.ts must give the same pages; test/ranked-search.test.ts and
// npm run bench:search (bench/search.ts) hold it to this.
import { queryKeywords } from "../app/lib/search-synonyms";
import { sqlite } from "../app/server/db.server";
import { facetTerms, keywordTerms, matchExpression, withPlace, type JobFilters } from "../app/server/search/index.server";
import { prepareSearch } from "../app/server/search/prepared-search.server";
import { fieldScoresOfWords, freshness, relevance, titleScores } from "../app/server/search/scoring.server";
import { searchTokens } from "../db/search-tokens";

/** The ids of the first `count` jobs of a keyword search, every match scored (score, then the higher id). */
export function rankEveryMatch(typed: JobFilters, count: number): number[] {
  const filters = withPlace(typed);
  const keywords = queryKeywords(keywordTerms(filters.q ?? ""));
  const { query } = prepareSearch(keywords);
  const now = Date.now();
  const facets = facetTerms(filters);
  const match = [matchExpression(filters), ...(facets.length ? [`facets : (${facets.map((term) => `"${term}"`).join(" ")})`] : [])].join(
    " AND ",
  );
  const rows = sqlite
    .prepare(
      `SELECT jobs.id, jobs.title, companies.name AS company, jobs.posted_at, jobs.description
       FROM jobs_fts JOIN jobs ON jobs.id = jobs_fts.rowid JOIN companies ON companies.id = jobs.company_id
       WHERE jobs_fts MATCH ?`,
    )
    .iterate(match) as Iterable<{ id: number; title: string; company: string; posted_at: string; description: string }>;
  const best: { id: number; score: number }[] = [];
  for (const row of rows) {
    if (filters.postedSince !== undefined && row.posted_at < filters.postedSince) continue;
    const score =
      relevance(
        titleScores(query, searchTokens(row.title)),
        fieldScoresOfWords(query, "company", searchTokens(row.company)),
        fieldScoresOfWords(query, "description", searchTokens(row.description)),
      ) * freshness(Date.parse(row.posted_at), now);
    const last = best[best.length - 1];
    if (best.length === count && (score < last.score || (score === last.score && row.id < last.id))) continue;
    best.push({ id: row.id, score });
    best.sort((a, b) => b.score - a.score || b.id - a.id);
    if (best.length > count) best.pop();
  }
  return best.map((row) => row.id);
}
