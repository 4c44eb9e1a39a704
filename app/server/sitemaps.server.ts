import { db, sqlite } from "./db.server";

// What the sitemaps list (docs/product.md#other-addresses): the open jobs by ranges of ids, and
// the companies with open jobs. Each query reads a range of an index, so a file costs the same at
// any size of the board.

/**
 * The ids each job sitemap covers: file n holds the open jobs with ids in
 * ((n - 1) × JOBS_PER_SITEMAP, n × JOBS_PER_SITEMAP], so no file holds more URLs than the
 * protocol allows (50,000), and a job keeps its file for good. Ten thousand rather than the
 * protocol's most: a file of 50,000 is megabytes to write and compress on every request for it, at
 * any size of the board (bench/measurements.md); one of 10,000 is a fifth of that, and a crawler
 * fetches the files it needs.
 */
export const JOBS_PER_SITEMAP = 10_000;

/** The most URLs one sitemap may hold (https://www.sitemaps.org/protocol.html). */
export const MAX_SITEMAP_URLS = 50_000;

const rangeOf = (file: number) => ({ from: (file - 1) * JOBS_PER_SITEMAP, to: file * JOBS_PER_SITEMAP });

// Through the index of open jobs by id, with their last changes (migration 0021), which holds all these read:
// the jobs' own rows are wide (a description each), and reading a file's jobs from them cost
// several times as much on a large board (bench/measurements.md). INDEXED BY: the other partial
// indexes of open jobs serve "closed_at IS NULL" too, and SQLite may choose one and read every open job.
const statements = () => ({
  highest: sqlite.prepare("SELECT id FROM jobs INDEXED BY open_jobs_by_id WHERE closed_at IS NULL ORDER BY id DESC LIMIT 1").pluck(),
  anyInRange: sqlite
    .prepare("SELECT 1 FROM jobs INDEXED BY open_jobs_by_id WHERE closed_at IS NULL AND id > ? AND id <= ? LIMIT 1")
    .pluck(),
  inRange: sqlite.prepare(
    "SELECT id, updated_at AS lastmod FROM jobs INDEXED BY open_jobs_by_id WHERE closed_at IS NULL AND id > ? AND id <= ? ORDER BY id",
  ),
});
let prepared: ReturnType<typeof statements> | undefined;
const sitemapSql = () => (prepared ??= statements());

/** The highest id of an open job, 0 when none is open: it sets how many job sitemaps there are. */
export async function highestOpenJobId(): Promise<number> {
  return (sitemapSql().highest.get() as number | undefined) ?? 0;
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
    if (sitemapSql().anyInRange.get(from, to) !== undefined) files.push(file);
  }
  return files;
}

/** The open jobs of job sitemap `file`, by id: only the id and the time of the last change (updated_at). */
export async function openJobsOfSitemap(file: number): Promise<{ id: number; lastmod: string }[]> {
  const { from, to } = rangeOf(file);
  return sitemapSql().inRange.all(from, to) as { id: number; lastmod: string }[];
}

/** The slugs of the companies with open jobs, in the order they joined, at most `limit`: each one's page is in the sitemap. */
export async function companiesWithOpenJobs(limit: number): Promise<string[]> {
  const rows = await db.selectFrom("companies").select("slug").where("open_jobs", ">", 0).orderBy("id").limit(limit).execute();
  return rows.map((row) => row.slug);
}
