import { sql } from "kysely";
import { db } from "./db.server";
import { closeExpiredJobs } from "./job-search.server";

// What the sitemaps list (docs/product.md#other-addresses): the open jobs by ranges of ids, and
// the companies with open jobs. Each query reads by the primary key, so a file of 50,000 jobs
// costs the same at any size of the board.

/**
 * The ids each job sitemap covers: file n holds the open jobs with ids in
 * ((n - 1) × JOBS_PER_SITEMAP, n × JOBS_PER_SITEMAP], so no file holds more URLs than the
 * protocol allows (50,000), and a job keeps its file for good.
 */
export const JOBS_PER_SITEMAP = 50_000;

/** The most URLs one sitemap may hold (https://www.sitemaps.org/protocol.html). */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * "Open", written so that SQLite walks the primary key: with a bare `closed_at IS NULL` it picks
 * a partial index of open jobs (by posting time) and reads all of them to find an id range, a
 * scan of every open job (0.5 s at 1,000,000 jobs, against 0.1 ms by the key).
 */
const isOpen = sql<boolean>`+closed_at IS NULL`;

const rangeOf = (file: number) => ({ from: (file - 1) * JOBS_PER_SITEMAP, to: file * JOBS_PER_SITEMAP });

/** The highest id of an open job, 0 when none is open: it sets how many job sitemaps there are. */
export async function highestOpenJobId(): Promise<number> {
  closeExpiredJobs();
  const row = await db.selectFrom("jobs").select("id").where(isOpen).orderBy("id", "desc").limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

/**
 * The job sitemaps there are: 1 up to the file of the highest open id, less those whose range
 * holds no open job (a sitemap must list at least one URL).
 */
export async function jobSitemapFiles(): Promise<number[]> {
  const last = Math.ceil((await highestOpenJobId()) / JOBS_PER_SITEMAP);
  const files: number[] = [];
  for (let file = 1; file <= last; file++) {
    const { from, to } = rangeOf(file);
    const open = await db
      .selectFrom("jobs")
      .select("id")
      .where("id", ">", from)
      .where("id", "<=", to)
      .where(isOpen)
      .limit(1)
      .executeTakeFirst();
    if (open) files.push(file);
  }
  return files;
}

/** The open jobs of job sitemap `file`, by id: only the id and the time of the last change (updated_at). */
export async function openJobsOfSitemap(file: number): Promise<{ id: number; lastmod: string }[]> {
  closeExpiredJobs();
  const { from, to } = rangeOf(file);
  return db
    .selectFrom("jobs")
    .select(["id", "updated_at as lastmod"])
    .where("id", ">", from)
    .where("id", "<=", to)
    .where(isOpen)
    .orderBy("id")
    .execute();
}

/** The companies with open jobs, in the order they joined, at most `limit`: each one's jobs page is in the sitemap. */
export async function companiesWithOpenJobs(limit: number): Promise<number[]> {
  const rows = await db.selectFrom("companies").select("id").where("open_jobs", ">", 0).orderBy("id").limit(limit).execute();
  return rows.map((row) => row.id);
}
