import { jobExpirer } from "../../db/job-expiry";
import { sqlite } from "./db.server";

let expirer: ReturnType<typeof jobExpirer> | undefined;

/**
 * Closes the open jobs past their closing date (db/job-expiry.ts), and says how many. The one place
 * that does (decision 040): the server runs it at the start of every request, before the page cache
 * or any loader reads (`startOfRequest` in runtime.server.ts), and the job-alert sender before it
 * looks for new jobs. No read closes jobs on its way.
 */
export function closeExpiredJobs(now = Date.now()): number {
  return (expirer ??= jobExpirer(sqlite))(now);
}
