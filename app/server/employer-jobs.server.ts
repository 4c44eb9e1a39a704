import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { APPLICATION_STAGES, APPLICATION_STATUSES, type ApplicationStatus } from "~/lib/application-statuses";
import { closingTime, dayAfter, type Applicant, type JobInput, type PostedJob } from "~/lib/employer";
import type { ApplicantQuery } from "~/lib/hiring-pipeline";
import { resumeUrl } from "./accounts.server";
import { db } from "./db.server";
import { holdIfReported } from "./job-reports.server";
import { notifyStatusChange } from "./notifications.server";
import type { Paging } from "./search/index.server";

// Every query here is scoped to the employer's company: another company's job or application
// reads as missing, so the routes answer 404 for it.

function toColumns(input: JobInput) {
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    employment_type: input.employmentType,
    remote: input.remote ? (1 as const) : (0 as const),
    discipline: input.discipline,
    salary_min: input.salaryMin,
    salary_max: input.salaryMax,
  };
}

/** Posts a job for the company, open and not featured, until its closing date; it is in search at once. Returns its id. */
export async function postJob(companyId: number, input: JobInput): Promise<number> {
  const { id } = await db
    .insertInto("jobs")
    .values({
      ...toColumns(input),
      company_id: companyId,
      featured: 0,
      posted_at: new Date().toISOString(),
      closes_at: closingTime(input.closesOn),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Saves an edit to one of the company's jobs; false when it has no such job. The closing date
 * changes only while the job is open: a closed job opens again by being relisted.
 */
export async function updateJob(companyId: number, jobId: number, input: JobInput): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set((eb) => ({
      ...toColumns(input),
      closes_at: eb.case().when("closed_at", "is", null).then(closingTime(input.closesOn)).else(eb.ref("closes_at")).end(),
    }))
    .where("id", "=", jobId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Closes one of the company's jobs now, unless it is closed already (a second post keeps the first
 * closing, or the expiry); false when the company has no such job. A job held back by reports
 * (decision 043), hidden by the staff or withheld by a suspension (decision 047) is closed for
 * good: neither the review nor the restore will open it again.
 */
export async function closeJob(companyId: number, jobId: number): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ closed_at: new Date().toISOString(), held_at: null, withheld_open: 0 })
    .where("id", "=", jobId)
    .where("company_id", "=", companyId)
    .where((eb) => eb.or([eb("closed_at", "is", null), eb("held_at", "is not", null), eb("withheld_open", "=", 1)]))
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return true;
  const job = await db.selectFrom("jobs").select("id").where("id", "=", jobId).where("company_id", "=", companyId).executeTakeFirst();
  return job !== undefined;
}

/**
 * Opens one of the company's jobs again, closed by its employer or expired, until the end of the
 * day `days` from now (UTC); it keeps its posting date. The closing date; "held" for a job held
 * back by reports, which only their review opens; "hidden" for a job the staff hid or withhold
 * (decision 047), which only they open; undefined when the company has no such job. A
 * job whose unreviewed reports would hold it (its employer closed it while held) is held again.
 */
export async function relistJob(
  companyId: number,
  jobId: number,
  days: number,
  now = new Date(),
): Promise<string | "held" | "hidden" | undefined> {
  const closesAt = closingTime(dayAfter(now, days));
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom("jobs")
      .select(["held_at", "hidden_at", "suspended_at"])
      .where("id", "=", jobId)
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    if (!job) return undefined;
    if (job.hidden_at !== null || job.suspended_at !== null) return "hidden";
    if (job.held_at !== null) return "held";
    await trx.updateTable("jobs").set({ closed_at: null, closes_at: closesAt }).where("id", "=", jobId).execute();
    await holdIfReported(trx, jobId, now);
    return closesAt;
  });
}

export type DeleteOutcome = "deleted" | "has-applications" | "not-found";

/** Deletes one of the company's jobs, but only while nobody has applied to it. */
export async function deleteJob(companyId: number, jobId: number): Promise<DeleteOutcome> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom("jobs")
      .select((eb) => [
        "jobs.id",
        eb.exists(eb.selectFrom("applications").select("applications.id").whereRef("applications.job_id", "=", "jobs.id")).as("applied"),
      ])
      .where("jobs.id", "=", jobId)
      .where("jobs.company_id", "=", companyId)
      .executeTakeFirst();
    if (!job) return "not-found";
    if (job.applied) return "has-applications";
    await trx.deleteFrom("jobs").where("id", "=", jobId).execute();
    return "deleted";
  });
}

function selectPostedJobs(companyId: number) {
  return db
    .selectFrom("jobs")
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.title",
      "jobs.description",
      "jobs.location",
      "jobs.employment_type",
      "jobs.remote",
      "jobs.discipline",
      "jobs.salary_min",
      "jobs.salary_max",
      "jobs.posted_at",
      "jobs.closed_at",
      "jobs.closes_at",
      "jobs.held_at",
      "jobs.hidden_at",
      "jobs.hidden_reason",
      "jobs.suspended_at",
    ])
    .where("jobs.company_id", "=", companyId);
}

type PostedJobRow = Awaited<ReturnType<ReturnType<typeof selectPostedJobs>["execute"]>>[number];

/** Applications per job and stage, for the given jobs. */
async function countByStatus(jobIds: number[]) {
  const counts = new Map<number, PostedJob["applicationCounts"]>();
  for (const id of jobIds) {
    counts.set(id, { ...(Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as PostedJob["applicationCounts"]), total: 0 });
  }
  if (jobIds.length === 0) return counts;
  const rows = await db
    .selectFrom("applications")
    .select((eb) => ["job_id", "status", eb("withdrawn_at", "is not", null).as("withdrawn"), eb.fn.countAll<number>().as("count")])
    .where("job_id", "in", jobIds)
    .groupBy(["job_id", "status", "withdrawn"])
    .execute();
  for (const row of rows) {
    const jobCounts = counts.get(row.job_id)!;
    jobCounts[row.withdrawn ? "withdrawn" : row.status] += row.count;
    jobCounts.total += row.count;
  }
  return counts;
}

function toPostedJob(row: PostedJobRow, applicationCounts: PostedJob["applicationCounts"]): PostedJob {
  return {
    id: row.id,
    jobId: row.reference,
    title: row.title,
    description: row.description,
    location: row.location,
    employmentType: row.employment_type,
    remote: row.remote === 1,
    discipline: row.discipline,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    postedDate: row.posted_at,
    closedAt: row.closed_at,
    closesAt: row.closes_at,
    heldAt: row.held_at,
    hiddenAt: row.hidden_at ?? row.suspended_at,
    hiddenReason: row.hidden_reason,
    applicationCounts,
  };
}

export async function countPostedJobs(companyId: number): Promise<number> {
  const { count } = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  return count;
}

/** One page of the company's jobs, open and closed, newest first, with applications counted by stage. */
export async function listPostedJobs(companyId: number, { page, pageSize }: Paging): Promise<PostedJob[]> {
  const rows = await selectPostedJobs(companyId)
    .orderBy("jobs.posted_at", "desc")
    .orderBy("jobs.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const counts = await countByStatus(rows.map((row) => row.id));
  return rows.map((row) => toPostedJob(row, counts.get(row.id)!));
}

/** One of the company's jobs, or undefined when the company has no such job. */
export async function findPostedJob(companyId: number, jobId: number): Promise<PostedJob | undefined> {
  const row = await selectPostedJobs(companyId).where("jobs.id", "=", jobId).executeTakeFirst();
  if (!row) return undefined;
  const counts = await countByStatus([row.id]);
  return toPostedJob(row, counts.get(row.id)!);
}

function selectApplicants(jobId: number) {
  return db
    .selectFrom("applications")
    .innerJoin("users", "users.id", "applications.user_id")
    .leftJoin("profiles", "profiles.user_id", "applications.user_id")
    .select((eb) => [
      "applications.id",
      "applications.status",
      "applications.applied_at",
      "applications.withdrawn_at",
      "applications.cover_letter",
      "applications.resume_id",
      "users.email",
      "profiles.full_name",
      "profiles.headline",
      "profiles.location",
      "profiles.linkedin_url",
      "profiles.github_url",
      "profiles.portfolio_url",
      // A count by the notes' index (application_id, id), within the same query: no query per applicant.
      eb
        .selectFrom("application_notes")
        .select((count) => count.fn.countAll<number>().as("count"))
        .whereRef("application_notes.application_id", "=", "applications.id")
        .as("note_count"),
    ])
    .where("applications.job_id", "=", jobId);
}

type ApplicantRow = Awaited<ReturnType<ReturnType<typeof selectApplicants>["execute"]>>[number];

function toApplicant(row: ApplicantRow): Applicant {
  return {
    applicationId: row.id,
    status: row.withdrawn_at ? "withdrawn" : row.status,
    appliedDate: row.applied_at,
    coverLetter: row.cover_letter,
    resumeUrl: resumeUrl(row.resume_id),
    email: row.email,
    fullName: row.full_name ?? row.email,
    headline: row.headline ?? "",
    location: row.location ?? "",
    linkedinUrl: row.linkedin_url ?? "",
    githubUrl: row.github_url ?? "",
    portfolioUrl: row.portfolio_url ?? "",
    noteCount: row.note_count ?? 0,
  };
}

/**
 * One page of a job's applications at one stage or all (`stage` null: those the candidates
 * withdrew after the others), by applied date, newest or oldest first, or last updated first.
 * The caller has checked the job is the company's.
 */
export async function listApplicants(
  jobId: number,
  { page, pageSize }: Paging,
  { stage, sort }: Pick<ApplicantQuery, "stage" | "sort"> = { stage: null, sort: "newest" },
): Promise<Applicant[]> {
  const direction = sort === "oldest" ? "asc" : "desc";
  const rows = await selectApplicants(jobId)
    .$if(stage === "withdrawn", (query) => query.where("applications.withdrawn_at", "is not", null))
    .$if(stage !== null && stage !== "withdrawn", (query) =>
      query.where("applications.status", "=", stage as ApplicationStatus).where("applications.withdrawn_at", "is", null),
    )
    .$if(stage === null, (query) => query.orderBy((eb) => eb("applications.withdrawn_at", "is not", null)))
    .orderBy(sort === "updated" ? "applications.updated_at" : "applications.applied_at", direction)
    .orderBy("applications.id", direction)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map(toApplicant);
}

/** One application to a job, or undefined when the job has no such application. The caller has checked the job is the company's. */
export async function findApplicant(jobId: number, applicationId: number): Promise<Applicant | undefined> {
  const row = await selectApplicants(jobId).where("applications.id", "=", applicationId).executeTakeFirst();
  return row && toApplicant(row);
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * Moves one application to a job of the company to a new status, and records the change (from,
 * to, by whom, when) in the same transaction; setting the status it has changes nothing. Returns
 * the applicant's name, or that the candidate withdrew it (its status then stays), or null when
 * the company has no such application.
 */
export async function setApplicationStatus(
  companyId: number,
  jobId: number,
  applicationId: number,
  status: ApplicationStatus,
  changedBy: number,
): Promise<{ name: string } | { withdrawn: true } | null> {
  // Read inside the transaction (it begins IMMEDIATE), so the recorded "from" is the status replaced.
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom("applications")
      .innerJoin("jobs", "jobs.id", "applications.job_id")
      .innerJoin("users", "users.id", "applications.user_id")
      .leftJoin("profiles", "profiles.user_id", "applications.user_id")
      .select(["applications.id", "applications.status", "applications.withdrawn_at", "users.email", "profiles.full_name"])
      .where("applications.id", "=", applicationId)
      .where("applications.job_id", "=", jobId)
      .where("jobs.company_id", "=", companyId)
      .executeTakeFirst();
    if (!application) return null;
    if (application.withdrawn_at) return { withdrawn: true };
    if (application.status !== status) await changeStatus(trx, { id: applicationId, from: application.status, to: status, changedBy });
    return { name: application.full_name || application.email };
  });
}

/**
 * Sets an application's status, records the change (from, to, by whom, when), and tells the
 * candidate, all in the caller's transaction, which has read `from` in it. The one way a status
 * changes: one application's form and "Move selected" (hiring-pipeline.server.ts) both call it.
 */
export async function changeStatus(
  trx: Transaction<Database>,
  { id, from, to, changedBy }: { id: number; from: ApplicationStatus; to: ApplicationStatus; changedBy: number },
): Promise<void> {
  const now = new Date().toISOString();
  await trx.updateTable("applications").set({ status: to, updated_at: now }).where("id", "=", id).execute();
  await trx
    .insertInto("application_status_changes")
    .values({ application_id: id, from_status: from, to_status: to, changed_by: changedBy, changed_at: now })
    .execute();
  // The candidate is told in the same transaction (notifications.server.ts).
  await notifyStatusChange(trx, id, to);
}
