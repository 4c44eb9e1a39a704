import { z } from "zod";
import { absoluteUrl } from "./format";

/** The two roles, with the labels the spec gives them. */
export const ROLES = ["candidate", "employer"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { candidate: "Job Seeker", employer: "Employer" };

/** The two ways in: sign in to an account, or register a new one. */
export type AuthKind = "login" | "register";

/**
 * /login or /register, carrying where to go afterwards (home needs no parameter). From one auth
 * page to the other, the destination passes through rather than pointing at the auth page.
 */
export function authPath(kind: AuthKind, redirectTo: string): string {
  const target = new URL(redirectTo || "/", "http://localhost");
  if (target.pathname === "/login" || target.pathname === "/register") redirectTo = target.searchParams.get("redirectTo") ?? "/";
  return redirectTo && redirectTo !== "/" ? `/${kind}?${new URLSearchParams({ redirectTo })}` : `/${kind}`;
}

export const MIN_PASSWORD_LENGTH = 6;
// argon2 hashes any length, but a megabyte-long "password" is an attack, not a password.
export const MAX_PASSWORD_LENGTH = 256;

export interface Profile {
  fullName: string;
  headline: string;
  location: string;
  phone: string;
  summary: string;
  disciplines: string[];
  skills: string[];
  linkedinUrl: string;
  githubUrl: string;
  portfolioUrl: string;
  primaryResumeUrl: string | null;
}

/** The user as pages and the JSON API see it: never a hash or a session id. */
export interface User {
  id: number;
  email: string;
  role: Role;
  profile: Profile;
}

// Spec section 8, word for word.
export const AUTH_TEXT = {
  loginFailedTitle: "Login failed",
  loginFailedFallback: "Invalid credentials. Please try again.",
  registerFailedTitle: "Registration failed",
  registerFailedFallback: "Failed to create account. Please try again.",
  successTitle: "Success",
  loggedIn: "You have been logged in successfully.",
  registered: "Your account has been created successfully.",
  loggedOut: "You have been logged out successfully.",
  logoutFailed: "Failed to logout. Please try again.",
} as const;

// Spec section 8, the profile's toasts.
export const PROFILE_TEXT = {
  savedTitle: "Profile updated",
  savedDescription: "Your profile has been updated successfully.",
  failedTitle: "Error",
  failedDescription: "Failed to update profile. Please try again.",
} as const;

export const SIGNED_OUT_TEXT = "You need to be logged in to access this page.";

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

export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 60;

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

/** Adds a tag the way the spec says: trimmed, and only when something is left. */
export function addTag(tags: readonly string[], raw: string | undefined): string[] {
  const tag = raw?.trim() ?? "";
  return tag ? [...tags, tag] : [...tags];
}

/** Removes the tag at a position (spec section 4: removal is by position). */
export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_, position) => position !== index);
}

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

// Ours: the spec shows no Settings page.
export const SETTINGS_TEXT = {
  wrongPassword: "Current password is incorrect.",
  wrongDeletePassword: "Password is incorrect.",
  passwordChangedTitle: "Password changed",
  passwordChangedDescription: "Your other sessions have been signed out.",
  signedOutEverywhereTitle: "Signed out everywhere",
  signedOutEverywhereDescription: "You have been signed out on every device.",
  accountDeletedTitle: "Account deleted",
  accountDeletedDescription: "Your account and its data have been deleted.",
  failed: "Your changes could not be saved. Please try again.",
} as const;
