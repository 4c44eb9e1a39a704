// Ranking quality: nDCG@10 of a search on the judged queries of test/judged-queries.ts.
// test/search-quality.test.ts holds the app's search to a floor with it; npm run bench:search
// (bench/quality.ts) reports it beside the speed figures.
//
// nDCG@10: the DCG of the first 10 results (gain 2^grade - 1, discounted by log2(rank + 1)) over
// the DCG of the judged grades in their best order; a result nobody judged has grade 0.
import type { JobFilters, Paging } from "../app/server/search/index.server";
import { sampleCompanies, sampleJobs } from "../db/sample-data";
import { judgedQueries, type JobKey, type JudgedQuery } from "./judged-queries";

export const NDCG_DEPTH = 10;
/** One page as the search page asks for it, deeper than nDCG looks. */
const PAGE: Paging = { page: 1, pageSize: 20 };

export interface QueryQuality {
  query: string;
  ndcg: number;
  /** The first results as judged: key and grade. */
  top: { job: JobKey; grade: number }[];
}

/** The search as the app offers it: a page of jobs, each with its company's name. */
export type Search = (filters: JobFilters, paging: Paging) => Promise<{ jobs: { title: string; company: { name: string } }[] }>;

export function discountedCumulativeGain(grades: number[], depth = NDCG_DEPTH): number {
  return grades.slice(0, depth).reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
}

/** nDCG of results graded in ranked order, against every grade the query's judgments hold (0 when none is relevant). */
export function ndcg(rankedGrades: number[], judgedGrades: number[], depth = NDCG_DEPTH): number {
  const ideal = discountedCumulativeGain(
    [...judgedGrades].sort((a, b) => b - a),
    depth,
  );
  return ideal > 0 ? discountedCumulativeGain(rankedGrades, depth) / ideal : 0;
}

const companyKeys = new Map(sampleCompanies.map((company) => [company.name, company.key]));

/** A result's key in the judgments: its title and its sample company's key. */
export function jobKey(title: string, companyName: string): JobKey {
  return `${title} @ ${companyKeys.get(companyName) ?? companyName}`;
}

/** Judged jobs the sample data does not have: a typo there would silently score 0. */
export function unknownJudgedJobs(queries: JudgedQuery[] = judgedQueries): string[] {
  const known = new Set(sampleJobs.map((job) => `${job.title} @ ${job.company}`));
  return queries.flatMap((query) => Object.keys(query.judgments).filter((key) => !known.has(key)));
}

export function describeQuery({ q, location, remote }: JudgedQuery): string {
  return [`q=${q}`, location && `location=${location}`, remote !== undefined && `remote=${remote}`].filter(Boolean).join(", ");
}

/** Each judged query's nDCG@10 with this search. */
export async function judgeSearch(search: Search, queries: JudgedQuery[] = judgedQueries): Promise<QueryQuality[]> {
  const results: QueryQuality[] = [];
  for (const query of queries) {
    const { jobs } = await search({ q: query.q, location: query.location, remote: query.remote }, PAGE);
    const grades = query.judgments as Record<string, number>;
    const top = jobs.slice(0, NDCG_DEPTH).map((job) => {
      const key = jobKey(job.title, job.company.name);
      return { job: key, grade: grades[key] ?? 0 };
    });
    results.push({
      query: describeQuery(query),
      ndcg: ndcg(
        top.map((result) => result.grade),
        Object.values(grades),
      ),
      top,
    });
  }
  return results;
}

export function meanNdcg(results: QueryQuality[]): number {
  return results.reduce((sum, result) => sum + result.ndcg, 0) / results.length;
}
