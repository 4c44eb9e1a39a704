import { dictionary } from "@zxcvbn-ts/language-common";

/** The 10,000 commonest passwords of zxcvbn's list, compared without case. Server only: it is large. */
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"].slice(0, 10_000).map((password) => password.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess.";

/** Why a new password is refused beyond the form's length check, or null. */
export function commonPasswordProblem(password: string): string | null {
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? COMMON_PASSWORD_MESSAGE : null;
}
