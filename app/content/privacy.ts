// The privacy page's copy (/privacy, docs/product.md#privacy), as data: app/components/privacy-page.tsx
// renders it. What it says of the site is what the code does; docs/privacy.md is the same audit for
// the people who work on the site. The figures that depend on the configuration come in as `PrivacyFacts`.
import { PRIVACY_TEXT } from "~/lib/privacy";
import { BRAND } from "~/lib/meta";

/** A run of text, a link on the site, an e-mail address, or words in bold. */
export type Inline = string | { to: string; label: string } | { email: string } | { strong: string };

export type Block = { paragraph: Inline[] } | { list: Inline[][] };

export interface PrivacySection {
  /** The heading's id, for links to the section (/privacy#deleting). */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface PrivacyPageContent {
  title: string;
  metaDescription: string;
  lead: string;
  sections: PrivacySection[];
}

/** What the page needs from the configuration. */
export interface PrivacyFacts {
  supportEmail: string;
  /** INACTIVE_ACCOUNT_DAYS and its warning, or null when inactive accounts keep their data. */
  inactiveAccounts: { days: number; warningDays: number } | null;
}

/** How long a session lasts (app/server/session.server.ts) and the known-browser cookie stays. */
const SESSION_DAYS = 30;
/** Sent mail's copy in the outbox (SENT_MAIL_KEEP_DAYS, app/server/data-retention.server.ts). */
const SENT_MAIL_DAYS = 30;
/** The replica's history (db/replica.ts) and the volume's daily snapshots (docs/deploy.md). */
const REPLICA_DAYS = 3;
const SNAPSHOT_DAYS = 14;

const SETTINGS = { to: "/settings", label: "Settings" };

function howLong(facts: PrivacyFacts): Block[] {
  const inactive = facts.inactiveAccounts;
  return [
    {
      list: [
        [{ strong: "Your account and profile" }, ": until you delete your account."],
        inactive
          ? [
              { strong: "Your resumes and applications" },
              `: until you delete them or your account, or until you have not signed in or used the site for ${inactive.days} days. `,
              `Then we delete them, after an email ${inactive.warningDays} days before that tells you the date. Signing in before then keeps them. `,
              "Your account and profile stay, so you can still sign in afterwards.",
            ]
          : [
              { strong: "Your resumes and applications" },
              ": until you delete your account (a new resume replaces the old one, unless you applied with it).",
            ],
        [{ strong: "Saved jobs and job alerts" }, ": until you remove them or delete your account."],
        [{ strong: "Sessions" }, `: ${SESSION_DAYS} days after you sign in, or until you sign out.`],
        [{ strong: "Emails we send you" }, `: a copy until it is sent, then ${SENT_MAIL_DAYS} days, in case it needs looking into.`],
        [{ strong: "Password reset links" }, ": they work for an hour; the record of one is deleted a week after that."],
        [{ strong: "Counts that stop abuse" }, ": your internet address or account, while it counts towards a limit: an hour at most."],
      ],
    },
  ];
}

/** The privacy page's copy, with the configuration's figures in it. */
export function privacyPage(facts: PrivacyFacts): PrivacyPageContent {
  const mail = { email: facts.supportEmail };
  return {
    title: PRIVACY_TEXT.link,
    metaDescription: `What ${BRAND} keeps about you, why, for how long, who sees your resume, and how to download or delete your data.`,
    lead: `What ${BRAND} keeps about you, why, for how long, who sees it, and how to take a copy or delete it.`,
    sections: [
      {
        id: "what-we-keep",
        heading: "What we keep, and why",
        blocks: [
          {
            list: [
              [
                { strong: "Your account" },
                ": your email address, your password (only as a one-way hash, which cannot be turned back into it), whether you look for jobs or hire, and when you created the account and last used it. We need them to sign you in, to email you about your account, and to know when it has not been used for a long time.",
              ],
              [
                { strong: "Your profile" },
                ": what you fill in on your profile (name, headline, location, phone, summary, disciplines, skills and links), so that you can apply with it.",
              ],
              [
                { strong: "Your resumes" },
                ": the files you upload, in our database: the one on your profile, and each one you applied with.",
              ],
              [
                { strong: "Your applications" },
                ": the job, the resume and cover letter you sent, and their status. The employer may add notes and change the status; those are theirs, but they go when the application goes.",
              ],
              [{ strong: "Saved jobs and job alerts" }, ": the jobs you saved and the searches you asked us to email you."],
              [
                { strong: "Sign in with Google" },
                ": if you use it, Google's number for your Google account and the email address it gave, so that Google signs you in to the same account. We never see your Google password.",
              ],
              [
                { strong: "Reports of jobs" },
                ": the reason and details you give, and your account if you were signed in. To count each person once we keep a code made from your account or internet address, never the address itself. Our staff read reports; the employer is not told who sent one.",
              ],
              [
                { strong: "Sessions and cookies" },
                `: a cookie with a random number signs you in; one more remembers, for a year, which accounts signed in on this browser, so that a password reset asked from it is not blocked by someone else's requests. No advertising or tracking cookies.`,
              ],
              [
                { strong: "Hiring enquiries" },
                ": what an employer writes in the forms on our employer pages, with the internet address it came from, so that we can answer and stop abuse. They belong to no account.",
              ],
              [
                { strong: "Emails" },
                ": a copy of each email we send (password reset links, notifications, job alerts), so that it goes out even when the mail server is slow.",
              ],
            ],
          },
          {
            paragraph: [
              "The site keeps no record of the pages you visit and no log of internet addresses beyond the above. We never sell your data, and share it with no one but the employers you apply to.",
            ],
          },
        ],
      },
      { id: "how-long", heading: "How long we keep it", blocks: howLong(facts) },
      {
        id: "who-sees-your-resume",
        heading: "Who sees your resume",
        blocks: [
          {
            paragraph: [
              "Only the employers you apply to, and only for that application: the people of that company see the resume and cover letter you sent, your name, email address, headline, location and links. They see none of your other applications, and no other employer sees any of it. Your resumes are never public and never listed in a search.",
            ],
          },
          {
            paragraph: [
              "When you withdraw an application, the employer sees that you withdrew it. When an application is deleted, the employer no longer sees it or its resume, though an email they were sent about it stays in their mailbox.",
            ],
          },
        ],
      },
      {
        id: "download",
        heading: "Getting a copy of your data",
        blocks: [
          {
            paragraph: [
              "Go to ",
              SETTINGS,
              " → Your Data → ",
              { to: "/settings/my-data", label: "Download My Data" },
              ". You get a ZIP file with your account, profile, resumes, applications, saved jobs and job alerts.",
            ],
          },
        ],
      },
      {
        id: "deleting",
        heading: "Deleting your data",
        blocks: [
          {
            paragraph: [
              "Go to ",
              SETTINGS,
              " → Delete Account, and confirm with your password. Your account, profile, resumes, applications (with the employer's notes on them), saved jobs, job alerts, sessions and the emails to your address are deleted at once. An employer's company stays, with its open jobs closed.",
            ],
          },
          {
            paragraph: [
              "To remove one application, withdraw it on ",
              { to: "/my-applications", label: "My Applications" },
              "; a new resume on your ",
              { to: "/profile", label: "profile" },
              " replaces the old one, unless you applied with it.",
            ],
          },
        ],
      },
      {
        id: "backups",
        heading: "Backups",
        blocks: [
          {
            paragraph: [
              `We keep copies of the database so that nothing is lost if a machine fails: a continuous copy that goes back ${REPLICA_DAYS} days, and daily snapshots kept ${SNAPSHOT_DAYS} days. What you delete is gone from them within ${SNAPSHOT_DAYS} days, and they are used only to restore the site.`,
            ],
          },
        ],
      },
      {
        id: "contact",
        heading: "Questions",
        blocks: [{ paragraph: ["Write to us at ", mail, " about your data, or if you cannot sign in to delete it yourself."] }],
      },
    ],
  };
}
