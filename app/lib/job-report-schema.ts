import { z } from "zod";
import { JOB_REPORT_REASONS, MAX_REPORT_DETAILS_LENGTH, REPORT_TEXT } from "./job-reports";
import { normalizeLineEndings, oneOf } from "./validation";

/** The report form: a reason from the list, and details, optional, up to MAX_REPORT_DETAILS_LENGTH. */
export const jobReportSchema = z.object({
  reason: oneOf(JOB_REPORT_REASONS, REPORT_TEXT.reasonRequired),
  details: z
    .string()
    .transform(normalizeLineEndings)
    .pipe(z.string().trim().max(MAX_REPORT_DETAILS_LENGTH, REPORT_TEXT.detailsTooLong))
    .optional()
    .transform((details) => details ?? ""),
});

export type JobReportInput = z.output<typeof jobReportSchema>;
