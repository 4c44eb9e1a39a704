import type { Role } from "../../db/values/users";

export { ROLES, type Role } from "../../db/values/users";

/** The roles' labels as the forms and the header show them (docs/product.md#wording). */
export const ROLE_LABELS: Record<Role, string> = { candidate: "Job Seeker", employer: "Employer", staff: "Staff" };

/** The roles an account can be registered with: staff accounts are made only by `npm run staff:add`. */
export const SIGN_UP_ROLES = ["candidate", "employer"] as const satisfies readonly Role[];

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

// Word for word: docs/product.md#wording.
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

export const SIGNED_OUT_TEXT = "You need to be logged in to access this page.";

// The Settings page is ours: the original brief had none (docs/product.md#differences).
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
