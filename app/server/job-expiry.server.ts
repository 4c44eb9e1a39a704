import { jobExpirer } from "../../db/job-expiry";
import { sqlite } from "./db.server";

let expirer: ReturnType<typeof jobExpirer> | undefined;

/**
 * Closes the open jobs past their closing date (db/job-expiry.ts), as every read of the listings,
 * a job or an application to one does first: a job leaves them the moment it expires.
 */
export function closeExpiredJobs(now = Date.now()): number {
  return (expirer ??= jobExpirer(sqlite))(now);
}
