/**
 * "Download My Data" (Settings): everything the site holds about one user, as a ZIP archive of
 * `my-data.json` and the user's resumes as they were uploaded (`resumes/`). What an employer wrote
 * about an application (its notes, the status history) is the employer's and stays out; so does
 * what no user owns (the jobs themselves, beyond what the user applied to or saved).
 */
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { getUser, resumeUrl } from "./accounts.server";
import { countApplications, listApplications } from "./applications.server";
import { db } from "./db.server";
import { listAlerts } from "./job-alerts.server";
import { countSavedJobs, listSavedJobs } from "./saved-jobs.server";
import { JOB_REPORT_REASON_LABELS } from "~/lib/job-reports";

/** The archive's name for a download made on `now`'s day. */
export const myDataFileName = (now: Date) => `keystone-talent-my-data-${now.toISOString().slice(0, 10)}.zip`;

/** A resume's name inside the archive: its id (names repeat) and its own name, kept to safe characters. */
const archiveName = (id: string, fileName: string) => `resumes/${id}-${fileName.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-100)}`;

/**
 * The user's data as the archive's JSON holds it, and the resumes' ids by their names there (their
 * bytes are read one at a time as the archive is written); null for no such user.
 */
export async function collectUserData(userId: number, now = new Date()) {
  const user = await getUser(userId);
  if (!user) return null;
  const account = await db
    .selectFrom("users")
    .leftJoin("companies", "companies.id", "users.company_id")
    .select([
      "users.created_at",
      "users.notify_new_applications",
      "users.notify_status_changes",
      "users.last_active_at",
      "users.retention_warned_at",
      "users.retention_deleted_at",
      "companies.id as company_id",
      "companies.name as company_name",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();
  const resumeRows = await db
    .selectFrom("resumes")
    .select(["id", "file_name", "content_type", "size", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  const identities = await db
    .selectFrom("user_identities")
    .select(["provider", "email", "created_at"])
    .where("user_id", "=", userId)
    .execute();
  // The jobs this user reported while signed in (a signed-out report is tied to no account).
  const reportRows = await db
    .selectFrom("job_reports")
    .innerJoin("jobs", "jobs.id", "job_reports.job_id")
    .select([
      "job_reports.job_id",
      "jobs.title",
      "job_reports.reason",
      "job_reports.details",
      "job_reports.created_at",
      "job_reports.reviewed_at",
    ])
    .where("job_reports.user_id", "=", userId)
    .orderBy("job_reports.created_at")
    .execute();
  const applicationCount = await countApplications(userId);
  const savedCount = user.role === "candidate" ? await countSavedJobs(userId) : 0;
  const files = new Map<string, string>();
  const data = {
    exportedAt: now.toISOString(),
    account: {
      email: user.email,
      role: user.role,
      createdAt: account.created_at,
      notifications: { newApplications: account.notify_new_applications === 1, statusChanges: account.notify_status_changes === 1 },
      company: account.company_id === null ? null : { id: account.company_id, name: account.company_name },
      // The inactivity clock (docs/privacy.md): when the account was last used, and any warning or deletion it led to.
      lastActiveAt: account.last_active_at,
      inactivityWarningSentAt: account.retention_warned_at,
      inactiveDataDeletedAt: account.retention_deleted_at,
      // Sign in with Google: the provider's account linked to this one, by the address it had then.
      linkedAccounts: identities.map((row) => ({ provider: row.provider, email: row.email, linkedAt: row.created_at })),
    },
    profile: user.profile,
    resumes: resumeRows.map((row) => {
      const file = archiveName(row.id, row.file_name);
      files.set(file, row.id);
      return {
        url: resumeUrl(row.id),
        fileName: row.file_name,
        contentType: row.content_type,
        size: row.size,
        uploadedAt: row.created_at,
        file,
      };
    }),
    applications: applicationCount ? await listApplications(userId, { page: 1, pageSize: applicationCount }) : [],
    savedJobs: savedCount ? await listSavedJobs(userId, { page: 1, pageSize: savedCount }) : [],
    jobAlerts: (await listAlerts(userId)).map((alert) => ({
      keywords: alert.keywords,
      location: alert.location,
      radiusMiles: alert.radius_miles,
      discipline: alert.discipline,
      remote: alert.remote,
      salaryAtLeast: alert.salary_at_least,
      frequency: alert.frequency,
      paused: alert.paused === 1,
    })),
    jobReports: reportRows.map((row) => ({
      job: { id: row.job_id, title: row.title },
      reason: JOB_REPORT_REASON_LABELS[row.reason],
      details: row.details,
      reportedAt: row.created_at,
      reviewedAt: row.reviewed_at,
    })),
  };
  return { data, files };
}

/**
 * The ZIP archive of collectUserData as a stream: the JSON compressed, then the resumes stored as
 * they are (PDF and DOCX are compressed already), each read from the database only when the
 * download has taken the one before. A candidate keeps a resume for every application, each up to
 * 10 MB: read whole, one download could hold them all in memory at once.
 */
export async function userDataArchive(userId: number, now = new Date()): Promise<ReadableStream<Uint8Array> | null> {
  const collected = await collectUserData(userId, now);
  if (!collected) return null;
  const resumes = [...collected.files];
  let zip: Zip;
  let next = -1;
  const add = (file: ZipDeflate | ZipPassThrough, bytes: Uint8Array) => {
    file.mtime = now;
    zip.add(file);
    file.push(bytes, true);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    // One file a pull: the stream asks for more only once its queue is taken.
    async pull() {
      if (next === -1) add(new ZipDeflate("my-data.json", { level: 6 }), strToU8(JSON.stringify(collected.data, null, 2)));
      else if (next < resumes.length) {
        const [name, id] = resumes[next];
        const row = await db.selectFrom("resume_files").select("content").where("resume_id", "=", id).executeTakeFirst();
        add(new ZipPassThrough(name), new Uint8Array(row?.content ?? []));
      } else zip.end();
      next++;
    },
  });
}
