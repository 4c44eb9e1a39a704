import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { JobReportInput } from "~/lib/job-report-schema";
import { config } from "./config.server";
import { db } from "./db.server";
import { clientAddress, clientKey } from "./security.server";

// Reports of a job by its visitors (docs/product.md#report-this-job), and the hold that takes a job
// with enough of them out of search until the staff review them (decision 043). The review itself
// is the operators' tool for now (db/job-reports.ts, npm run reports).

/**
 * Who reported, as a key that counts one person once without storing their address: an HMAC, under
 * the first session secret, of the user's id when signed in, else of the client as the rate limits
 * count it (the IPv4 address, or the IPv6 /64).
 */
export function reporterKey(userId: number | null, request: Request, context: AppLoadContext): string {
  const who = userId === null ? `client:${clientKey(clientAddress(request, context))}` : `user:${userId}`;
  return crypto.createHmac("sha256", config.sessionSecrets[0]).update(`job-report:${who}`).digest("hex");
}

/**
 * Holds the job back from search when it is open and its unreviewed reports (one per reporter)
 * have reached REPORT_HOLD_THRESHOLD; unset, never. The hold closes the job through closed_at, so
 * the triggers take it out of every listing as when its employer closes it; held_at says why.
 * True when this call held it.
 */
export async function holdIfReported(trx: Kysely<Database> | Transaction<Database>, jobId: number, now = new Date()): Promise<boolean> {
  const threshold = config.reportHoldThreshold;
  if (threshold === null) return false;
  const at = now.toISOString();
  const result = await trx
    .updateTable("jobs")
    .set({ held_at: at, closed_at: at })
    .where("id", "=", jobId)
    .where("closed_at", "is", null)
    .where("held_at", "is", null)
    .where((eb) =>
      eb(
        eb
          .selectFrom("job_reports")
          .select(eb.fn.countAll<number>().as("reports"))
          .where("job_reports.job_id", "=", jobId)
          .where("job_reports.reviewed_at", "is", null),
        ">=",
        threshold,
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Stores a report of the job, unless this reporter has an unreviewed one of it already (the first
 * stands: a second counts for nothing), then holds the job if it has enough. False for no such job.
 */
export async function saveJobReport(report: JobReportInput & { jobId: number; userId: number | null; reporterKey: string }) {
  return db.transaction().execute(async (trx) => {
    const job = await trx.selectFrom("jobs").select("id").where("id", "=", report.jobId).executeTakeFirst();
    if (!job) return false;
    await trx
      .insertInto("job_reports")
      .values({
        job_id: report.jobId,
        user_id: report.userId,
        reporter_key: report.reporterKey,
        reason: report.reason,
        details: report.details,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await holdIfReported(trx, report.jobId);
    return true;
  });
}
