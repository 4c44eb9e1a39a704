import { sql } from "kysely";
import { VIEW_DAYS, type ViewFigures } from "~/lib/job-views";
import { db, sqlite } from "./db.server";

// Views of job pages by day (UTC), as the server's workers counted them (server/job-views.ts,
// decision 049): counts only, nothing about who viewed. docs/product.md#job-page-views.

/** One job's views on one day (YYYY-MM-DD, UTC). */
export interface JobViewCount {
  jobId: number;
  day: string;
  views: number;
}

// Added only for a job that exists: a count for any other id (a deleted job, an address made up) is dropped.
const statements = () => {
  const insert = sqlite.prepare(
    `INSERT INTO job_views (job_id, day, views)
     SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM jobs WHERE id = ?)
     ON CONFLICT (job_id, day) DO UPDATE SET views = views + excluded.views`,
  );
  const addAll = sqlite.transaction((counts: JobViewCount[]) => {
    let added = 0;
    for (const { jobId, day, views } of counts) added += insert.run(jobId, day, views, jobId).changes;
    return added;
  });
  return { addAll };
};
let prepared: ReturnType<typeof statements> | undefined;

/**
 * Adds a worker's counts in one short transaction (IMMEDIATE, like every write here). Returns how
 * many of them were of jobs; the rest are dropped.
 */
export function addJobViews(counts: JobViewCount[]): number {
  if (counts.length === 0) return 0;
  prepared ??= statements();
  return prepared.addAll.immediate(counts);
}

/** The first day (YYYY-MM-DD, UTC) of the last `days` days, today being the last. */
export function firstViewDay(today: Date, days = VIEW_DAYS): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1))).toISOString().slice(0, 10);
}

/** Each job's views, recent and in all; a job with none is missing from the map. */
export async function viewTotals(jobIds: number[], today = new Date()): Promise<Record<string, ViewFigures>> {
  if (jobIds.length === 0) return {};
  const since = firstViewDay(today);
  const rows = await db
    .selectFrom("job_views")
    .select((eb) => [
      "job_id",
      eb.fn.sum<number>("views").as("total"),
      sql<number>`coalesce(sum(case when day >= ${since} then views end), 0)`.as("recent"),
    ])
    .where("job_id", "in", jobIds)
    .groupBy("job_id")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.job_id, { recent: Number(row.recent), total: Number(row.total) }]));
}

/** One job's views on each of the last VIEW_DAYS days, oldest first, days without any as 0. */
export async function viewsByDay(jobId: number, today = new Date()): Promise<{ day: string; views: number }[]> {
  const since = firstViewDay(today);
  const rows = await db.selectFrom("job_views").select(["day", "views"]).where("job_id", "=", jobId).where("day", ">=", since).execute();
  const byDay = new Map(rows.map((row) => [row.day, row.views]));
  return Array.from({ length: VIEW_DAYS }, (_, i) => {
    const day = firstViewDay(today, VIEW_DAYS - i);
    return { day, views: byDay.get(day) ?? 0 };
  });
}
