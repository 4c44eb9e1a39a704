// The staff console's sign-in: its TOTP settings and texts, word for word as docs/product.md#staff-sign-in.
// Its form's schema is in staff-schemas.ts, so that the header, which names the console, loads no zod.

/** RFC 6238 as authenticator apps expect it: 30-second steps, 6 digits (SHA-1). */
export const STAFF_TOTP = { period: 30, digits: 6 } as const;

export const STAFF_TEXT = {
  consoleTitle: "Staff console",
  consoleLink: "Staff console",
  signedInAs: "Signed in as",
  sectionsHeading: "Sections",
  twoFactorTitle: "Two-factor sign-in",
  setupHeading: "Set up two-factor sign-in",
  setupIntro:
    "Staff accounts sign in with a password and a code from an authenticator app. Scan this QR code with the app (for example Google Authenticator, Microsoft Authenticator, 1Password or Authy), then enter the 6-digit code it shows.",
  qrLabel: "QR code for your authenticator app",
  manualEntry: "Cannot scan it? Enter this key in the app instead (time-based, 6 digits):",
  codeLabel: "6-digit code",
  codeOrRecoveryLabel: "6-digit code or recovery code",
  verifyHeading: "Enter your code",
  verifyIntro: "Enter the 6-digit code your authenticator app shows for Keystone Talent, or one of your recovery codes.",
  confirmButton: "Confirm",
  verifyButton: "Verify",
  codeRequired: "Enter the code from your authenticator app.",
  wrongCode: "That code is not right or has been used. Enter the current code from your app.",
  recoveryHeading: "Your recovery codes",
  recoveryIntro:
    "Keep these codes somewhere safe, such as a password manager, now: they are not shown again. If you lose your authenticator app, each code signs you in once.",
  continueLink: "Continue to the staff console",
  signedInAlready: "You are signed in.",
  newCodesHeading: "Recovery codes",
  newCodesIntro: "Make a new set of recovery codes: the old ones stop working. Enter a current 6-digit code from your app first.",
  newCodesButton: "Make new recovery codes",
  unusedCodes: (count: number) => `You have ${count} unused recovery code${count === 1 ? "" : "s"}.`,
  staffNotHere: "Staff accounts cannot do this: sign in with a candidate or employer account.",
} as const;
