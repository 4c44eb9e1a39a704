import { z } from "zod";
import { absoluteUrl } from "./format";
import { MAX_PASSWORD_LENGTH, MAX_TAG_LENGTH, MAX_TAGS, MIN_PASSWORD_LENGTH, ROLES } from "./accounts";

// The account forms' checks, for the browser (Conform) and the server. Apart from accounts.ts, so
// that pages without these forms do not load zod.

const email = z
  .string({ required_error: "Email is required" })
  .trim()
  .max(254, "Email must be at most 254 characters")
  .email("Enter a valid email address")
  .transform((value) => value.toLowerCase());

export const loginSchema = z.object({
  email,
  password: z.string({ required_error: "Password is required" }).max(MAX_PASSWORD_LENGTH, "Invalid credentials"),
});

export const registerSchema = z.object({
  fullName: z
    .string({ required_error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    // The profile form asks for two characters at least (spec section 5): ask the same here.
    .min(2, "Full name must be at least 2 characters")
    .max(100, "Full name must be at most 100 characters"),
  email,
  password: z
    .string({ required_error: "Password is required" })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  role: z.enum(ROLES, { errorMap: () => ({ message: "Choose Job Seeker or Employer" }) }).default("candidate"),
});

/** Spec section 5: a valid URL or an empty string. Only web addresses, so no `javascript:` links. */
const optionalUrl = z
  .string()
  .trim()
  .max(500, "Invalid URL")
  .refine((value) => value === "" || absoluteUrl(value) !== undefined, "Invalid URL")
  .default("");

function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    // Browsers post a textarea's line breaks as CRLF; store them one way whoever sends them.
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .default("");
}

function tagList(label: string) {
  return z
    .array(z.string().trim().min(1).max(MAX_TAG_LENGTH, `Each ${label} must be at most ${MAX_TAG_LENGTH} characters`))
    .max(MAX_TAGS, `At most ${MAX_TAGS} ${label}s`)
    .default([]);
}

/**
 * The Profile Information form (spec section 5). Conform reads empty inputs as absent, so the
 * optional fields default to "" and the lists to [].
 */
export const profileSchema = z.object({
  fullName: z.string({ required_error: "Full name is required" }).trim().min(2, "Full name is required").max(100, "Full name must be at most 100 characters"),
  headline: optionalText("Headline", 120),
  location: optionalText("Location", 100),
  phone: optionalText("Phone", 40),
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

/** Settings: delete account, confirmed with the password. */
export const deleteAccountSchema = z.object({
  password: z.string({ required_error: "Password is required" }).max(MAX_PASSWORD_LENGTH, "Password is incorrect"),
});
