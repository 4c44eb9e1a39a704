import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";

const CAUGHT = "e2e/.tmp/caught-mail";

/** The newest message the mail catcher (e2e/mail-catcher.ts) has received for `to`, waiting for the outbox to send it. */
export async function newestMailTo(to: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(CAUGHT)
          ? fs
              .readdirSync(CAUGHT)
              .filter((name) => name.endsWith(".eml"))
              .sort()
          : [];
        for (const name of files.reverse()) {
          const parsed = await simpleParser(fs.readFileSync(path.join(CAUGHT, name)));
          const recipients = [parsed.to].flat().flatMap((address) => address?.value.map((value) => value.address) ?? []);
          if (recipients.includes(to)) return (found = parsed);
        }
        return undefined;
      },
      { timeout: 20_000, message: `a message to ${to}` },
    )
    .toBeDefined();
  return found!;
}

/** The first link in a message's plain-text part whose path starts with `pathPrefix`, as a path and query. */
export function linkIn(mail: ParsedMail, pathPrefix: string): string {
  const link = (mail.text ?? "").match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[?]/g, "\\?")}[^\\s]*`))?.[0];
  if (!link) throw new Error(`No ${pathPrefix} link in: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
