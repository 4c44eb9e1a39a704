// How a message leaves the site (README, "E-mail"). Through the SMTP server of SMTP_URL; in
// development without one, as an .eml file in the mail folder beside the database, its links
// printed to the log so that a developer can follow a reset link with no mail server; in
// production without one, not at all: `mailMode()` is "off" and the pages that would send mail
// say what to do instead. Messages are queued in the outbox (outbox.server.ts), which alone sends.
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { config } from "./config.server";

/** A message as the outbox hands it over. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
}

/** Sends one message; throws when it was not accepted (the error's `responseCode` is the SMTP reply's, if any). */
export type MailSender = (mail: OutgoingMail) => Promise<void>;

/**
 * An SMTP server's, with timeouts well inside the claim the outbox holds on a message while it is
 * sent (nodemailer waits two minutes for a connection and ten for a reply by default).
 */
export function smtpSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/** Development's: each message an .eml file in `dir`, named by the time and its id, and its links logged. */
export function fileSender(dir: string, from: string, log: (line: string) => void = console.log): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (mail) => {
    const { message } = (await transport.sendMail({ from, ...mail })) as { message: Buffer };
    fs.mkdirSync(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.messageId.replace(/[^\w.-]/g, "")}.eml`;
    const file = path.join(dir, name);
    fs.writeFileSync(file, message);
    log(`Mail to ${mail.to}, "${mail.subject}": ${file}`);
    for (const link of new Set(mail.text.match(LINK) ?? [])) log(`  ${link}`);
  };
}

/** "smtp", "files" (development without SMTP_URL) or "off" (production without SMTP_URL). */
export function mailMode() {
  return config.mail.mode;
}

/** The sender the configuration asks for; none when mail is off. */
export function configuredSender(): MailSender | null {
  const { mode, smtpUrl, mailFrom, mailDir } = config.mail;
  if (mode === "smtp") return smtpSender(smtpUrl!, mailFrom);
  if (mode === "files") return fileSender(mailDir, mailFrom);
  return null;
}
