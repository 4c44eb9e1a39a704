/**
 * "Download My Data" (Settings): everything the site holds about one user, as a ZIP archive of
 * `my-data.json` and the user's resumes as they were uploaded (`resumes/`). What an employer wrote
 * about an application (its notes, the status history) is the employer's and stays out; so does
 * what no user owns (the jobs themselves, beyond what the user applied to or saved).
 */
import { zipSync, strToU8, type Zippable } from "fflate";
import { getUser, resumeUrl } from "./accounts.server";
import { countApplications, listApplications } from "./applications.server";
import { db } from "./db.server";
import { listAlerts } from "./job-alerts.server";
import { countSavedJobs, listSavedJobs } from "./saved-jobs.server";

/** The archive's name for a download made on `now`'s day. */
export const myDataFileName = (now: Date) => `keystone-talent-my-data-${now.toISOString().slice(0, 10)}.zip`;

/** A resume's name inside the archive: its id (names repeat) and its own name, kept to safe characters. */
const archiveName = (id: string, fileName: string) => `resumes/${id}-${fileName.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-100)}`;

/** The user's data as the archive's JSON holds it, and the resumes' bytes by their names there; null for no such user. */
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
      "companies.id as company_id",
      "companies.name as company_name",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();
  const resumeRows = await db
    .selectFrom("resumes")
    .innerJoin("resume_files", "resume_files.resume_id", "resumes.id")
    .select(["resumes.id", "resumes.file_name", "resumes.content_type", "resumes.size", "resumes.created_at", "resume_files.content"])
    .where("resumes.user_id", "=", userId)
    .orderBy("resumes.created_at")
    .execute();
  const applicationCount = await countApplications(userId);
  const savedCount = user.role === "candidate" ? await countSavedJobs(userId) : 0;
  const files: Record<string, Uint8Array> = {};
  const data = {
    exportedAt: now.toISOString(),
    account: {
      email: user.email,
      role: user.role,
      createdAt: account.created_at,
      notifications: { newApplications: account.notify_new_applications === 1, statusChanges: account.notify_status_changes === 1 },
      company: account.company_id === null ? null : { id: account.company_id, name: account.company_name },
    },
    profile: user.profile,
    resumes: resumeRows.map((row) => {
      const file = archiveName(row.id, row.file_name);
      files[file] = new Uint8Array(row.content);
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
  };
  return { data, files };
}

/** The ZIP archive of collectUserData: the JSON compressed, the resumes stored as they are (PDF and DOCX are compressed already). */
export async function userDataArchive(userId: number, now = new Date()): Promise<Uint8Array<ArrayBuffer> | null> {
  const collected = await collectUserData(userId, now);
  if (!collected) return null;
  const entries: Zippable = { "my-data.json": [strToU8(JSON.stringify(collected.data, null, 2)), { level: 6 }] };
  for (const [name, bytes] of Object.entries(collected.files)) entries[name] = [bytes, { level: 0 }];
  // zipSync writes into an ArrayBuffer of its own.
  return zipSync(entries, { mtime: now }) as Uint8Array<ArrayBuffer>;
}
