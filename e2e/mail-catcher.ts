// The end-to-end tests' SMTP server (playwright.config.ts starts it beside the site, whose SMTP_URL
// points here): each message it accepts is written to MAIL_CATCHER_DIR as <n>.eml, for the tests
// to read (e2e/mail.ts).
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const dir = process.env.MAIL_CATCHER_DIR ?? "e2e/.tmp/caught-mail";
const port = Number(process.env.MAIL_CATCHER_PORT ?? 2526);
fs.mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const file = path.join(dir, `${String(++count).padStart(5, "0")}.eml`);
      fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
      fs.renameSync(`${file}.part`, file);
      callback();
    });
  },
});
server.listen(port, "127.0.0.1", () => console.log(`Mail catcher listening on smtp://127.0.0.1:${port}, writing to ${dir}`));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.close(() => process.exit(0)));
