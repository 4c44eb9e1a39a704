import { z } from "zod";
import { absoluteUrl } from "./format";

// The rules the form and API schemas share (account-schemas.ts, employer.ts, enquiries.ts). Each
// takes its messages from the caller, so that every form keeps its own wording.

export const MAX_EMAIL_LENGTH = 254;
export const MAX_URL_LENGTH = 500;

/** Browsers post a textarea's line breaks as CRLF; store them one way whoever sends them. */
export function normalizeLineEndings(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

// Controls (Cc: C0 with tab, CR and LF, DEL, C1 with U+0085), the line and paragraph separators,
// and the bidirectional embeddings, overrides and isolates, which can reorder what staff read.
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** True when the text holds no line break or control character (see LINE_BREAK_OR_CONTROL). */
export function isSingleLine(value: string): boolean {
  return !LINE_BREAK_OR_CONTROL.test(value);
}

export function singleLineMessage(label: string): string {
  return `${label} must be on one line, with no line breaks or control characters`;
}

/**
 * A single-line field: `schema`, refusing line breaks and control characters (they would forge
 * lines in the mails and feeds that show it). Checked after `schema`'s trim, which drops a trailing one.
 */
export function singleLine<Schema extends z.ZodType<string, z.ZodTypeDef, unknown>>(schema: Schema, label: string): z.ZodEffects<Schema> {
  return schema.refine(isSingleLine, singleLineMessage(label));
}

/** One of a fixed list of values, with one message whatever is wrong. */
export function oneOf<Value extends string, Values extends Readonly<[Value, ...Value[]]>>(values: Values, message: string) {
  return z.enum(values, { errorMap: () => ({ message }) });
}

export interface TextMessages {
  /** Absent, or empty once trimmed. */
  required: string;
  /** Not text at all (a JSON number, say); zod's own message when not given. */
  wrongType?: string;
  /** Shorter than `min` once trimmed; `required` when not given. */
  tooShort?: string;
  tooLong: string;
}

/** Required text, trimmed, from `min` (default 1) to `max` characters. */
export function trimmedText({ min = 1, max, ...messages }: TextMessages & { min?: number; max: number }) {
  const text = z.string({ required_error: messages.required, invalid_type_error: messages.wrongType }).trim();
  const long =
    messages.tooShort === undefined ? text.min(min, messages.required) : text.min(1, messages.required).min(min, messages.tooShort);
  return long.max(max, messages.tooLong);
}

/** Required text named by its label: "<label> is required", "... must be at least/most N characters". */
export function labelledText(label: string, min: number, max: number) {
  return trimmedText({
    min,
    max,
    required: `${label} is required`,
    tooShort: `${label} must be at least ${min} characters`,
    tooLong: `${label} must be at most ${max.toLocaleString("en-US")} characters`,
  });
}

/** An e-mail address, trimmed (not lower-cased: the caller decides). Left empty, it is `required`'s message, not `invalid`'s. */
export function emailAddress(messages: { required: string; wrongType?: string; tooLong: string; invalid: string }) {
  return z
    .string({ required_error: messages.required, invalid_type_error: messages.wrongType })
    .trim()
    .min(1, messages.required)
    .max(MAX_EMAIL_LENGTH, messages.tooLong)
    .email(messages.invalid);
}

/**
 * A web address (http or https only, so no `javascript:` links), or "" when left empty. On one line:
 * the URL parser drops tabs and line breaks and escapes other controls, so it alone would pass them.
 */
export function optionalWebAddress(messages: { tooLong: string; invalid: string }) {
  return z
    .string()
    .trim()
    .max(MAX_URL_LENGTH, messages.tooLong)
    .refine((value) => value === "" || (isSingleLine(value) && absoluteUrl(value) !== undefined), messages.invalid)
    .default("");
}
