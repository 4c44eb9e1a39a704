import { z } from "zod";
import { SIGN_UP_ROLES } from "./accounts";
import { MAX_TAG_LENGTH, MAX_TAGS } from "./profile";
import {
  emailAddress,
  isSingleLine,
  labelledText,
  normalizeLineEndings,
  oneOf,
  optionalWebAddress,
  singleLine,
  singleLineMessage,
  trimmedText,
} from "./validation";

// NIST SP 800-63B: at least 8 characters and not a common password (the server checks that), no composition rules.
export const MIN_PASSWORD_LENGTH = 8;
// argon2 hashes any length, but a megabyte-long "password" is an attack, not a password.
export const MAX_PASSWORD_LENGTH = 256;

/** Under the password of the login forms (page and dialog): a link to /forgot-password. */
export const FORGOT_PASSWORD_LINK = "Forgot password?";

// The account forms' checks, for the browser (Conform) and the server. Apart from accounts.ts, so
// that pages without these forms do not load zod.

const email = emailAddress({
  required: "Email is required",
  tooLong: "Email must be at most 254 characters",
  invalid: "Enter a valid email address",
}).transform((value) => value.toLowerCase());

export const loginSchema = z.object({
  email,
  password: z.string({ required_error: "Password is required" }).max(MAX_PASSWORD_LENGTH, "Invalid credentials"),
});

export const registerSchema = z.object({
  // The profile form asks for two characters at least (docs/product.md#wording): ask the same here.
  fullName: singleLine(labelledText("Full name", 2, 100), "Full name"),
  email,
  password: z
    .string({ required_error: "Password is required" })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  role: oneOf(SIGN_UP_ROLES, "Choose Job Seeker or Employer").default("candidate"),
});

/** A valid URL or an empty string (docs/product.md#wording). */
const optionalUrl = optionalWebAddress({ tooLong: "Invalid URL", invalid: "Invalid URL" });

function optionalText(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters`).transform(normalizeLineEndings).default("");
}

function optionalLine(label: string, max: number) {
  return singleLine(z.string().trim().max(max, `${label} must be at most ${max} characters`), label).default("");
}

/** A list of one-line tags. That rule's message goes on the list, not the tag: the form shows the list's messages only. */
function tagList(label: string) {
  return z
    .array(z.string().trim().min(1).max(MAX_TAG_LENGTH, `Each ${label} must be at most ${MAX_TAG_LENGTH} characters`))
    .max(MAX_TAGS, `At most ${MAX_TAGS} ${label}s`)
    .refine((tags) => tags.every(isSingleLine), singleLineMessage(`Each ${label}`))
    .default([]);
}

/**
 * The Profile Information form (docs/product.md#pages). Conform reads empty inputs as absent, so
 * the optional fields default to "" and the lists to [].
 */
export const profileSchema = z.object({
  fullName: singleLine(
    trimmedText({ min: 2, max: 100, required: "Full name is required", tooLong: "Full name must be at most 100 characters" }),
    "Full name",
  ),
  headline: optionalLine("Headline", 120),
  location: optionalLine("Location", 100),
  phone: optionalLine("Phone", 40),
  summary: optionalText("Summary", 3000),
  disciplines: tagList("discipline"),
  skills: tagList("skill"),
  linkedinUrl: optionalUrl,
  githubUrl: optionalUrl,
  portfolioUrl: optionalUrl,
});
export type ProfileInput = z.output<typeof profileSchema>;

const newPassword = registerSchema.shape.password;

/** Settings: change password. The current one is required, and the new one typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ required_error: "Current password is required" }).max(MAX_PASSWORD_LENGTH, "Current password is incorrect"),
    newPassword,
    confirmPassword: z.string({ required_error: "Type the new password again" }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "The new passwords do not match",
  });

/** Forgot password: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email });

const resetToken = z.string({ required_error: "The reset link's token is required" }).max(200, "This reset link is not valid");

/** Reset password: the link's token, and the new password typed twice (the rules of registration). */
export const resetPasswordSchema = z
  .object({
    token: resetToken,
    newPassword,
    confirmPassword: z.string({ required_error: "Type the new password again" }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "The new passwords do not match",
  });

/** POST /api/auth/reset-password: the token and the new password, once. */
export const apiResetPasswordSchema = z.object({ token: resetToken, password: newPassword });

/** Settings: delete account, confirmed with the password. */
export const deleteAccountSchema = z.object({
  password: z.string({ required_error: "Password is required" }).max(MAX_PASSWORD_LENGTH, "Password is incorrect"),
});

/** Delete account for an account with no password (made through Google): its address, typed again. */
export const deleteWithoutPasswordSchema = z.object({
  confirmEmail: z.string({ required_error: "Type your e-mail address" }).trim().max(254, "Type the e-mail address you signed in with."),
});
