import { z } from "zod";
import { MAX_COVER_LETTER_LENGTH } from "./applications";
import { normalizeLineEndings } from "./validation";

// The apply form's checks, for the form post and the JSON API. Apart from applications.ts, so that
// pages that only show applications do not load zod.

const coverLetterTooLong = `Cover letter must be at most ${MAX_COVER_LETTER_LENGTH.toLocaleString("en-US")} characters`;

/** Optional, trimmed, and absent when empty. */
export const coverLetterSchema = z
  .string({ invalid_type_error: "Cover letter must be text" })
  .transform((value) => normalizeLineEndings(value).trim())
  .pipe(z.string().max(MAX_COVER_LETTER_LENGTH, coverLetterTooLong))
  .transform((value) => value || undefined)
  .optional();
