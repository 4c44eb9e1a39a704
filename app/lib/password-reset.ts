// Password reset's words: ours, the original brief had none (docs/product.md#password-reset).
// Apart from accounts.ts, so that only the reset pages load them.
/** Why a reset link cannot set a password; each is a key of RESET_TEXT. */
export type ResetTokenProblem = "expired" | "used" | "unknown";

export const RESET_TEXT = {
  requestHeading: "Reset your password",
  requestLead: "Enter the email address of your account, and we will send you a link to choose a new password.",
  requestButton: "Send reset link",
  requestPending: "Sending...",
  sentTitle: "Check your email",
  sent: "If an account exists for that address, we have sent it a link to reset the password. The link works once, for one hour.",
  mailOff: "We cannot send email at the moment, so a password cannot be reset from here. Please contact us and we will help:",
  setHeading: "Choose a new password",
  setButton: "Set new password",
  setPending: "Saving...",
  doneTitle: "Password reset",
  done: "Your password has been changed, and you are signed in. Other devices have been signed out.",
  expired: "This reset link has expired. Links work for one hour.",
  used: "This reset link has already been used.",
  unknown: "This reset link is not valid. It may have been copied incompletely.",
  newLink: "Send a new link",
} as const;
