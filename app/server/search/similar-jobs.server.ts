/** The jobs a job's page shows as like it: by its title's words, among the open jobs of its discipline. */
import { sql } from "kysely";
import { db } from "../db.server";
import { quoted, searchTerms } from "./filters.server";
import { statements } from "./statements.server";

/** At most this many distinct titles are looked through for a job's similar jobs. */
const SIMILAR_TITLES = 12;

/**
 * Up to `limit` open jobs like a job: of its discipline, with its title first, then with titles
 * holding the same words (all of them, then all but the first: "Senior Structural Engineer", then
 * "Structural Engineer"), the commonest of those titles first and at most two jobs of each, newest
 * first within a title. Each step reads an index (open_job_titles_fts, open_jobs_by_title), so the
 * cost does not grow with the board: the job page shows them.
 */
export async function similarJobIds(job: { id: number; title: string; discipline: string }, limit: number): Promise<number[]> {
  const words = searchTerms(job.title);
  const titles: string[] = [job.title];
  // The words, then without the first while two or more are left (one word alone, "engineer", is every other title).
  for (let from = 0; from === 0 || words.length - from >= 2; from++) {
    if (words.length - from < 1 || titles.length >= SIMILAR_TITLES) break;
    const rows = await db
      .selectFrom("open_job_titles_fts")
      .innerJoin("open_job_titles", "open_job_titles.id", "open_job_titles_fts.rowid")
      .select("open_job_titles.title")
      .where(sql<boolean>`open_job_titles_fts MATCH ${quoted(words.slice(from))}`)
      .where("open_job_titles.jobs", ">", 0)
      .orderBy("open_job_titles.jobs", "desc")
      .limit(SIMILAR_TITLES)
      .execute();
    for (const { title } of rows) if (!titles.includes(title) && titles.length < SIMILAR_TITLES) titles.push(title);
  }
  const ids: number[] = [];
  const { newestWithTitle } = statements();
  for (const [index, title] of titles.entries()) {
    if (ids.length >= limit) break;
    // The job's own title may fill the list; another title gives two at most, for variety.
    const wanted = index === 0 ? limit : Math.min(2, limit - ids.length);
    ids.push(...(newestWithTitle.all(title, job.discipline, job.id, wanted) as number[]));
  }
  return ids;
}
