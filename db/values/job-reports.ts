// The values a column of the job_reports table may hold (see db/values/enquiries.ts for why here).

/** job_reports.reason: why a visitor reported a job. Their words are in app/lib/job-reports.ts. */
export const JOB_REPORT_REASONS = ["scam", "discriminatory", "expired", "wrong", "other"] as const;
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number];
