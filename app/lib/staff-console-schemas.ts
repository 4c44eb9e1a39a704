import { z } from "zod";
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from "../../db/values/enquiries";
import { MAX_ENQUIRY_NOTE_LENGTH, MAX_STAFF_REASON_LENGTH, STAFF_CONSOLE_TEXT } from "./staff-console";
import { normalizeLineEndings, oneOf, trimmedText } from "./validation";

// The staff console's forms (docs/product.md#the-staff-console), on the rules of validation.ts.

const note = trimmedText({
  max: MAX_ENQUIRY_NOTE_LENGTH,
  required: STAFF_CONSOLE_TEXT.noteRequired,
  tooLong: STAFF_CONSOLE_TEXT.noteTooLong,
}).transform(normalizeLineEndings);

export const enquiryNoteSchema = z.object({ body: note });
export const enquiryStatusSchema = z.object({ status: oneOf(ENQUIRY_STATUSES, STAFF_CONSOLE_TEXT.statusRequired) });
/** The owner select: a staff member's account ID, or none (its empty option). */
export const enquiryOwnerSchema = z.object({
  ownerId: z.coerce.number({ invalid_type_error: STAFF_CONSOLE_TEXT.ownerRequired }).int().positive().optional(),
});
export const hideJobSchema = z.object({
  reason: trimmedText({
    max: MAX_STAFF_REASON_LENGTH,
    required: STAFF_CONSOLE_TEXT.hideReasonRequired,
    tooLong: STAFF_CONSOLE_TEXT.hideReasonTooLong,
  }),
});
export const suspendUserSchema = z.object({
  reason: trimmedText({
    max: MAX_STAFF_REASON_LENGTH,
    required: STAFF_CONSOLE_TEXT.suspendReasonRequired,
    tooLong: STAFF_CONSOLE_TEXT.suspendReasonTooLong,
  }),
});

/** The enquiry list's filters, from its GET form: anything unknown is no filter. */
export const enquiryFiltersSchema = z.object({
  kind: z.enum(ENQUIRY_KINDS).optional().catch(undefined),
  /** An engineering enquiry's discipline (its source) or a healthcare one's specialty. */
  field: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(ENQUIRY_STATUSES).optional().catch(undefined),
});
export type EnquiryFilters = z.output<typeof enquiryFiltersSchema>;
