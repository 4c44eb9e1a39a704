import { z } from "zod";
import { STAFF_TEXT } from "./staff";

/** The two-factor forms' one field: a six-digit code, or (signing in) a recovery code. */
export const staffCodeSchema = z.object({
  code: z.string({ required_error: STAFF_TEXT.codeRequired }).trim().min(1, STAFF_TEXT.codeRequired).max(40, STAFF_TEXT.wrongCode),
});
