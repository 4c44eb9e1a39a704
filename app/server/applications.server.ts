import { WITHDRAWABLE_STATUSES } from "~/lib/application-statuses";
import { APPLY_TEXT, WITHDRAW_TEXT, type Application } from "~/lib/applications";
import { REPORT_TEXT } from "~/lib/job-reports";
import { STAFF_CONSOLE_TEXT } from "~/lib/staff-console";
import type { User } from "~/lib/accounts";
import type { JobDetails } from "~/lib/jobs";
import { resumeUrl } from "./accounts.server";
import { db, isUniqueViolation } from "./db.server";
import { notifyNewApplication } from "./notifications.server";
import { getJob } from "./jobs.server";
import type { Paging } from "./search/index.server";

export class AlreadyAppliedError extends Error {
  constructor() {
    super(APPLY_TEXT.alreadyApplied);
  }
}

/** Why an application cannot be made, with the status the JSON API answers. */
export interface ApplyRefusal {
  status: 401 | 403 | 404 | 409;
  message: string;
}

export interface ApplyCheck {
  /** Absent when there is no such job. */
  job?: JobDetails;
  /** The application the user already has for this job. */
  existing?: Application;
  refusal?: ApplyRefusal;
}

/** The job this user may apply to now, or why not (unknown job, signed out, wrong role, done already, closed). */
export async function checkCanApply(user: User | null, jobId: number | null): Promise<ApplyCheck> {
  const job = jobId === null ? undefined : await getJob(jobId);
  if (!job) return { refusal: { status: 404, message: "Job not found." } };
  if (!user) return { job, refusal: { status: 401, message: APPLY_TEXT.signInDescription } };
  if (user.role !== "candidate") return { job, refusal: { status: 403, message: APPLY_TEXT.candidatesOnly } };
  const existing = await findApplication(user.id, job.id);
  if (existing) {
    return { job, existing, refusal: { status: 409, message: APPLY_TEXT.alreadyApplied } };
  }
  if (job.hiddenAt) return { job, refusal: { status: 409, message: STAFF_CONSOLE_TEXT.unavailableTitle } };
  if (job.heldAt) return { job, refusal: { status: 409, message: REPORT_TEXT.heldTitle } };
  if (job.closedAt) return { job, refusal: { status: 409, message: APPLY_TEXT.jobClosed } };
  return { job };
}

function selectApplications() {
  return db
    .selectFrom("applications")
    .innerJoin("jobs", "jobs.id", "applications.job_id")
    .innerJoin("companies", "companies.id", "jobs.company_id")
    .select([
      "applications.id",
      "applications.status",
      "applications.applied_at",
      "applications.updated_at",
      "applications.withdrawn_at",
      "applications.resume_id",
      "applications.cover_letter",
      "jobs.id as job_id",
      "jobs.title",
      "jobs.location",
      "jobs.employment_type",
      "jobs.remote",
      "jobs.salary_min",
      "jobs.salary_max",
      "companies.id as company_id",
      "companies.name as company_name",
    ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>["execute"]>>[number];

function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    status: row.withdrawn_at ? "withdrawn" : row.status,
    appliedDate: row.applied_at,
    updatedDate: row.updated_at,
    resumeUrl: resumeUrl(row.resume_id),
    coverLetter: row.cover_letter,
    job: {
      id: row.job_id,
      title: row.title,
      location: row.location,
      employmentType: row.employment_type,
      remote: row.remote === 1,
      salaryMin: row.salary_min,
      salaryMax: row.salary_max,
      company: { id: row.company_id, name: row.company_name },
    },
  };
}

/** The user's applications, newest first, one page at a time. */
export async function listApplications(userId: number, { page, pageSize }: Paging): Promise<Application[]> {
  const rows = await selectApplications()
    .where("applications.user_id", "=", userId)
    .orderBy("applications.applied_at", "desc")
    .orderBy("applications.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map(toApplication);
}

export async function countApplications(userId: number): Promise<number> {
  const { count } = await db
    .selectFrom("applications")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * Every page knows this many of the jobs the user applied to, the newest, so that Apply Now
 * reads Applied. Past it an older job's Apply Now shows, and applying is refused as a repeat.
 */
export const APPLIED_JOBS_KNOWN = 1_000;

/** The ids of the jobs the user applied to most recently (APPLIED_JOBS_KNOWN at most). */
export async function appliedJobIds(userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("applications")
    .select("job_id")
    .where("user_id", "=", userId)
    .orderBy("applied_at", "desc")
    .orderBy("id", "desc")
    .limit(APPLIED_JOBS_KNOWN)
    .execute();
  return rows.map((row) => row.job_id);
}

export async function findApplication(userId: number, jobId: number) {
  const row = await selectApplications()
    .where("applications.user_id", "=", userId)
    .where("applications.job_id", "=", jobId)
    .executeTakeFirst();
  return row && toApplication(row);
}

/**
 * Sends an application. Throws AlreadyAppliedError when the user has one for this job already:
 * the unique key decides, so two posts racing each other cannot both succeed.
 */
export async function applyToJob(input: { userId: number; jobId: number; resumeId: string; coverLetter?: string }): Promise<Application> {
  let id: number;
  try {
    // The company's users are told in the same transaction (notifications.server.ts).
    id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("applications")
        .values({ user_id: input.userId, job_id: input.jobId, resume_id: input.resumeId, cover_letter: input.coverLetter ?? null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await notifyNewApplication(trx, row.id);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyAppliedError();
    throw error;
  }
  return toApplication(await selectApplications().where("applications.id", "=", id).executeTakeFirstOrThrow());
}

/** Why an application cannot be withdrawn, with the status the JSON API answers. */
export interface WithdrawRefusal {
  status: 404 | 409;
  message: string;
}

/**
 * Withdraws one of the candidate's applications: the employer then sees it as withdrawn, and its
 * status can no longer change. Refused for another user's application or none (404), and for one
 * withdrawn already or that led to a hire (409). The check and the change are one statement's
 * conditions, so two posts racing each other withdraw it once.
 */
export async function withdrawApplication(
  userId: number,
  applicationId: number,
): Promise<{ application: Application } | { refusal: WithdrawRefusal }> {
  const now = new Date().toISOString();
  const { numUpdatedRows } = await db
    .updateTable("applications")
    .set({ withdrawn_at: now, updated_at: now })
    .where("id", "=", applicationId)
    .where("user_id", "=", userId)
    .where("withdrawn_at", "is", null)
    .where("status", "in", WITHDRAWABLE_STATUSES)
    .executeTakeFirst();
  const row = await selectApplications()
    .where("applications.id", "=", applicationId)
    .where("applications.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return { refusal: { status: 404, message: WITHDRAW_TEXT.notFound } };
  const application = toApplication(row);
  if (numUpdatedRows > 0n) return { application };
  return { refusal: { status: 409, message: application.status === "withdrawn" ? WITHDRAW_TEXT.alreadyWithdrawn : WITHDRAW_TEXT.hired } };
}

/** The resume id behind a `/resumes/<id>` URL (relative or on this site), if the user owns it. */
export async function ownResumeId(userId: number, url: string, siteOrigin: string): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return null;
  }
  const match = /^\/resumes\/([A-Za-z0-9_-]{1,64})$/.exec(parsed.pathname);
  if (parsed.origin !== siteOrigin || !match || parsed.search || parsed.hash) return null;
  const row = await db.selectFrom("resumes").select("id").where("id", "=", match[1]).where("user_id", "=", userId).executeTakeFirst();
  return row?.id ?? null;
}

/** The resume on the user's profile, if there is one. */
export async function primaryResumeId(userId: number): Promise<string | null> {
  const row = await db.selectFrom("profiles").select("primary_resume_id").where("user_id", "=", userId).executeTakeFirst();
  return row?.primary_resume_id ?? null;
}
