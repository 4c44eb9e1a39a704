// A real SMTP server for tests (the smtp-server package) on a free localhost port: it keeps each
// message it accepts, parsed (mailparser), and can refuse the next ones with a reply code, as a
// mail provider does when it is busy (4xx) or rejects a recipient (5xx).
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

/** With `refuseSignIn`, it asks clients to sign in and refuses every password, as with a wrong one in SMTP_URL. */
export async function startMailServer({ refuseSignIn = false } = {}) {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  const server = new SMTPServer({
    disabledCommands: refuseSignIn ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    onAuth: (_auth, _session, callback) => callback(new Error("Invalid username or password")),
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals.count > 0) {
          refusals.count--;
          return callback(Object.assign(new Error(`Refused for the test (${refusals.code})`), { responseCode: refusals.code }));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            received.push({ to: session.envelope.rcptTo.map((address) => address.address), parsed, raw });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses the next `count` messages with `code`. */
    refuseNext(count: number, code = 451) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
