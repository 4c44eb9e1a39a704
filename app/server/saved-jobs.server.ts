// Saved jobs (docs/product.md#saved-jobs): a candidate keeps jobs to come back to, the most
// recently saved first. A job stays saved when it closes (the list says so) and goes with it
// when it is deleted (ON DELETE CASCADE). Saving is idempotent: the first save's time stands.
import type { SavedJob } from "~/lib/saved-jobs";
import { db } from "./db.server";
import { getJobs } from "./jobs.server";
import type { Paging } from "./search/index.server";

/** What a save did: saved it now, found it saved already, or found no such job. */
export type SaveOutcome = "created" | "existing" | "no-job";

/** Saves a job for the user, once: a second save (or one racing it) keeps the first. */
export async function saveJob(userId: number, jobId: number): Promise<SaveOutcome> {
  // One statement: the job is read and the row written together, so a job deleted meanwhile is never half-saved.
  const result = await db
    .insertInto("saved_jobs")
    .columns(["user_id", "job_id"])
    .expression((eb) =>
      eb
        .selectFrom("jobs")
        .select([eb.val(userId).as("user_id"), "jobs.id as job_id"])
        .where("jobs.id", "=", jobId),
    )
    .onConflict((conflict) => conflict.columns(["user_id", "job_id"]).doNothing())
    .executeTakeFirst();
  if ((result.numInsertedOrUpdatedRows ?? 0n) > 0n) return "created";
  return (await savedAt(userId, jobId)) ? "existing" : "no-job";
}

/** Removes a job from the user's saved jobs; nothing happens when it is not there. */
export async function unsaveJob(userId: number, jobId: number): Promise<void> {
  await db.deleteFrom("saved_jobs").where("user_id", "=", userId).where("job_id", "=", jobId).execute();
}

/** When the user saved this job, or undefined when they have not. */
export async function savedAt(userId: number, jobId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("saved_jobs")
    .select("saved_at")
    .where("user_id", "=", userId)
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  return row?.saved_at;
}

/** One saved job with its job, or undefined when the user has not saved it. */
export async function findSavedJob(userId: number, jobId: number): Promise<SavedJob | undefined> {
  const at = await savedAt(userId, jobId);
  const [job] = at ? await getJobs([jobId]) : [];
  return at && job ? { savedAt: at, job } : undefined;
}

/** The user's saved jobs, the most recently saved first (the index saved_jobs_newest), one page at a time. */
export async function listSavedJobs(userId: number, { page, pageSize }: Paging): Promise<SavedJob[]> {
  const rows = await db
    .selectFrom("saved_jobs")
    .select(["job_id", "saved_at"])
    .where("user_id", "=", userId)
    .orderBy("saved_at", "desc")
    .orderBy("job_id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const jobs = new Map((await getJobs(rows.map((row) => row.job_id))).map((job) => [job.id, job]));
  return rows.flatMap((row) => {
    const job = jobs.get(row.job_id);
    return job ? [{ savedAt: row.saved_at, job }] : [];
  });
}

export async function countSavedJobs(userId: number): Promise<number> {
  const { count } = await db
    .selectFrom("saved_jobs")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * Every page knows this many of the user's saved jobs, the most recently saved, so that their
 * Save job buttons read Saved. Past it an older one reads Save job, and saving it again keeps it.
 */
export const SAVED_JOBS_KNOWN = 1_000;

/** The ids of the jobs the user saved most recently (SAVED_JOBS_KNOWN at most). */
export async function savedJobIds(userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("saved_jobs")
    .select("job_id")
    .where("user_id", "=", userId)
    .orderBy("saved_at", "desc")
    .orderBy("job_id", "desc")
    .limit(SAVED_JOBS_KNOWN)
    .execute();
  return rows.map((row) => row.job_id);
}
