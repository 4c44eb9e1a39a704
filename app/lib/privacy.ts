// The privacy page's links and the words around them (docs/product.md#privacy), and the warning
// mailed before an inactive candidate's resumes and applications are deleted. The page's copy is
// app/content/privacy.ts.
import { BRAND } from "./meta";

export const PRIVACY_PATH = "/privacy";

export const PRIVACY_TEXT = {
  /** The link's text in the footer and on the registration form. */
  link: "Privacy Notice",
  /** Before the link (and a full stop), under the registration form's button. */
  registerNotice: "By creating an account, you agree that we keep and use your data as described in our",
} as const;

/** The warning, word for word (docs/product.md#privacy); `date` as formatDate writes it ("Mar 3, 2027"). */
export const RETENTION_WARNING_TEXT = {
  subject: (date: string) => `Your ${BRAND} data will be deleted on ${date}`,
  heading: (date: string) => `Your resumes and applications will be deleted on ${date}`,
  why: (days: number) =>
    `You have not used your ${BRAND} account for a while. We keep a job seeker's resumes and applications for ${days} days after their last visit, and then delete them.`,
  keep: "To keep them, sign in before then: that is all it takes.",
  download: "Download a copy of your data",
  stays: "Your account and profile stay: you can sign in afterwards, too.",
  action: "Sign in to keep your data",
  about: "You get this email because your account holds resumes or applications.",
} as const;
