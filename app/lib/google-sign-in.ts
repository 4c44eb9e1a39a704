// Sign in with Google: the words the pages, toasts and tests share (docs/product.md#sign-in-with-google).

export const GOOGLE_TEXT = {
  button: "Continue with Google",
  redirecting: "Going to Google...",
  or: "or",
  failedTitle: "Google sign-in failed",
  /** The state in the address is not the one this browser was given: a stale tab, a replayed or forged link. */
  refusedState: "Your Google sign-in could not be checked. Please start again from the sign-in page.",
  /** The provider refused the code: used already, or too old. */
  refusedCode: "That Google sign-in link has already been used or has expired. Please start again.",
  cancelled: "You cancelled signing in with Google.",
  unverified:
    "Google has not verified this e-mail address, so it cannot sign you in here. Verify it with Google, or sign in with your password.",
  unavailable: "Google sign-in is not available right now. Please try again, or sign in with your password.",
  linkedElsewhere: "This Google account is linked to another account here.",
  otherGoogleLinked: "Your account is linked to another Google account already.",
  /** Case (c): an account has this address, and Google may only join it once its owner signs in. */
  existingAccountTitle: "Sign in to link Google",
  existingAccount: "An account with this e-mail already exists. Sign in with your password to link Google.",
  pendingNote: "Sign in with your password to link your Google account",
  signedIn: "You have been signed in with Google.",
  registered: "Your account has been created with Google.",
  linkedTitle: "Google linked",
  linked: "You can now sign in with Google as well as your password.",
  linkedOnSignIn: "You have been logged in, and your Google account is now linked: next time you can continue with Google.",
  // Settings
  settingsHeading: "Sign in with Google",
  settingsLinkedAs: "Linked to the Google account",
  settingsNotLinked: "Link a Google account to sign in without your password.",
  linkButton: "Link Google",
  unlinkButton: "Unlink Google",
  unlinking: "Unlinking...",
  unlinkedTitle: "Google unlinked",
  unlinked: "You now sign in with your password only.",
  unlinkNeedsPassword: "Set a password before you unlink Google, or you could not sign in.",
  noPasswordHeading: "Set a Password",
  noPassword: "You sign in with Google, so your account has no password. To set one, ask for a link by e-mail:",
  noPasswordLink: "Set a password",
  deleteConfirmLabel: "Type your e-mail address",
  deleteConfirmMismatch: "Type the e-mail address you signed in with.",
} as const;

/** The routes: POST starts a sign-in (or a link, from Settings); Google sends the browser back to the callback. */
export const GOOGLE_START_PATH = "/auth/google";
export const GOOGLE_CALLBACK_PATH = "/auth/google/callback";
