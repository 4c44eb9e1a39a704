// The site's messages, each as plain text and as HTML from the same parts: one layout (a heading,
// paragraphs, which may start with a link, at most one button-like link, a footer). The HTML is
// real text in a single column, dark on white (contrast above 12:1; the link's white on blue
// 6.6:1), with no images, so that it reads the same in a screen reader, a text-only client and one
// that blocks remote content.
import { BRAND } from "~/lib/meta";
import { PRIVACY_PATH, RETENTION_WARNING_TEXT as WARNING } from "~/lib/privacy";
import { JOB_HIDDEN_MAIL } from "~/lib/staff-console";
import { config } from "./config.server";
import type { MailMessage } from "./outbox.server";

/** A paragraph; or one that starts with a link: "<label><rest>: <url>" as text, its label the link's text in HTML. */
export type Paragraph = string | { link: { label: string; url: string }; rest: string };

interface MessageParts {
  kind: string;
  to: string;
  subject: string;
  heading: string;
  paragraphs: Paragraph[];
  action?: { label: string; url: string };
  /** Why the recipient gets it, and how to stop it where they can. */
  footer: string[];
  /** The link that stops messages of its kind (a notification's). */
  unsubscribeUrl?: string;
  headers?: Record<string, string>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A full URL on the site (SITE_URL), for a path such as "/reset-password?token=…". */
export function siteLink(pathAndQuery: string): string {
  return new URL(pathAndQuery, config.mail.siteUrl).toString();
}

const paragraphText = (paragraph: Paragraph) =>
  typeof paragraph === "string" ? paragraph : `${paragraph.link.label}${paragraph.rest}: ${paragraph.link.url}`;

const paragraphHtml = (paragraph: Paragraph) =>
  typeof paragraph === "string"
    ? escapeHtml(paragraph)
    : `<a href="${escapeHtml(paragraph.link.url)}" style="color:#0b57a4">${escapeHtml(paragraph.link.label)}</a>${escapeHtml(paragraph.rest)}`;

function message({ kind, to, subject, heading, paragraphs, action, footer, unsubscribeUrl, headers }: MessageParts): MailMessage {
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraphText(paragraph), ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    "--",
    ...footer,
    ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : []),
    `${BRAND} · ${config.mail.siteUrl}`,
  ].join("\n");
  const paragraph = (content: string, style = "margin:0 0 16px") => `<p style="${style}">${content}</p>`;
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font:16px/1.5 Arial,Helvetica,sans-serif">
<main style="max-width:560px;margin:0 auto">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px;color:#1a1a1a">${escapeHtml(heading)}</h1>
${paragraphs.map((text) => paragraph(paragraphHtml(text))).join("\n")}
${
  action
    ? paragraph(
        `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#0b57a4;color:#ffffff;text-decoration:underline;border-radius:4px">${escapeHtml(action.label)}</a>`,
        "margin:24px 0",
      ) + paragraph(`Or open this address: <a href="${escapeHtml(action.url)}" style="color:#0b57a4">${escapeHtml(action.url)}</a>`)
    : ""
}
<hr style="border:0;border-top:1px solid #6b6b6b;margin:24px 0">
${footer.map((text) => paragraph(escapeHtml(text), "margin:0 0 8px;font-size:14px;color:#4a4a4a")).join("\n")}
${unsubscribeUrl ? paragraph(`<a href="${escapeHtml(unsubscribeUrl)}" style="color:#0b57a4">Unsubscribe from these emails</a>`, "margin:0 0 8px;font-size:14px") : ""}
${paragraph(`${escapeHtml(BRAND)} · <a href="${escapeHtml(config.mail.siteUrl)}" style="color:#0b57a4">${escapeHtml(config.mail.siteUrl)}</a>`, "margin:0;font-size:14px;color:#4a4a4a")}
</main>
</body>
</html>
`;
  return { kind, to, subject, text, html, headers };
}

/** The link to set a new password, valid for `validMinutes`. */
export function passwordResetMessage(to: string, token: string, validMinutes: number): MailMessage {
  const url = siteLink(`/reset-password?${new URLSearchParams({ token })}`);
  return message({
    kind: "password-reset",
    to,
    subject: `Reset your ${BRAND} password`,
    heading: "Reset your password",
    paragraphs: [
      `Someone (we hope you) asked to reset the password of the ${BRAND} account for ${to}.`,
      `The link below lets you choose a new password. It works once, for ${validMinutes} minutes.`,
    ],
    action: { label: "Choose a new password", url },
    footer: ["If you did not ask for this, you can ignore this message: your password stays as it is."],
  });
}

/** A notification: why the recipient gets it, and (for a user's) how to turn it off, in the footer and the List-Unsubscribe headers. */
export function notificationMessage(
  parts: Omit<MessageParts, "footer" | "unsubscribeUrl"> & {
    unsubscribe?: { url: string; headers: Record<string, string> };
    about: string;
  },
): MailMessage {
  const { unsubscribe, about, headers, ...rest } = parts;
  return message({
    ...rest,
    footer: [
      `You get this email for ${about}.`,
      ...(unsubscribe ? ["You can turn these emails off in Settings, or with the link below."] : []),
    ],
    unsubscribeUrl: unsubscribe?.url,
    headers: { ...headers, ...unsubscribe?.headers },
  });
}

/**
 * The warning before an inactive candidate's resumes and applications are deleted
 * (data-retention.server.ts): when, why, and how to keep them or take a copy. `date` is written for people.
 */
export function retentionWarningMessage(to: string, date: string, inactiveAccountDays: number): MailMessage {
  return message({
    kind: "retention-warning",
    to,
    subject: WARNING.subject(date),
    heading: WARNING.heading(date),
    paragraphs: [
      WARNING.why(inactiveAccountDays),
      WARNING.keep,
      { link: { label: WARNING.download, url: siteLink("/settings/my-data") }, rest: "" },
      WARNING.stays,
    ],
    action: { label: WARNING.action, url: siteLink("/login") },
    footer: [WARNING.about, `What we keep, and for how long: ${siteLink(PRIVACY_PATH)}`],
  });
}

/** The employer's message when the staff hide one of their jobs (staff-jobs.server.ts): which job, why, and what they can do. */
export function jobHiddenMessage(to: string, job: { title: string; reference: string }, reason: string): MailMessage {
  return message({
    kind: "job-hidden",
    to,
    subject: JOB_HIDDEN_MAIL.subject(job.title),
    heading: JOB_HIDDEN_MAIL.heading,
    paragraphs: [JOB_HIDDEN_MAIL.body(job.title, job.reference), JOB_HIDDEN_MAIL.reason(reason), JOB_HIDDEN_MAIL.next],
    action: { label: JOB_HIDDEN_MAIL.action, url: siteLink("/posted-jobs") },
    footer: [`You get this email for ${JOB_HIDDEN_MAIL.about}.`],
  });
}
