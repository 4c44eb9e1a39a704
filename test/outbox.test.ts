// The outbox against a real SMTP server: refused messages are retried with growing waits and sent
// once accepted; a permanent refusal or a day of failures gives up and keeps the error; two
// deliverers, in this process and in another, never send one message twice.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { fileSender, smtpSender } from "~/server/mail.server";
import { takeLease } from "~/server/leases.server";
import { deliverDueMail, enqueueMail, GIVE_UP_MS, retryWait } from "~/server/outbox.server";
import { startMailServer } from "./mail-server";

let mailServer: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mailServer = await startMailServer();
});
afterAll(() => mailServer.close());
beforeEach(async () => {
  await db.deleteFrom("mail_outbox").execute();
  mailServer.received.length = 0;
  mailServer.refuseNext(0);
});

const FROM = "Keystone Talent <no-reply@keystonetalent.example>";
const send = () => smtpSender(mailServer.url, FROM);

function queue(count: number, kind = "test") {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      enqueueMail(db, {
        kind,
        to: `person${i}@example.com`,
        subject: `Message ${i}`,
        text: `Hello ${i}`,
        html: `<p>Hello ${i}</p>`,
        headers: { "List-Unsubscribe": "<https://example.com/unsubscribe>" },
      }),
    ),
  );
}

const rows = () => db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();

describe("delivering the outbox", () => {
  it("sends each message once, with its headers and both parts", async () => {
    await queue(3);
    expect(await deliverDueMail(send())).toEqual({ sent: 3, retrying: 0, failed: 0 });
    expect(await deliverDueMail(send())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(mailServer.received.map((mail) => mail.to)).toEqual([["person0@example.com"], ["person1@example.com"], ["person2@example.com"]]);
    const [first] = mailServer.received;
    expect(first.parsed.text?.trim()).toBe("Hello 0");
    expect(first.parsed.html).toContain("<p>Hello 0</p>");
    expect(first.raw).toMatch(/^List-Unsubscribe: <https:\/\/example\.com\/unsubscribe>\r?$/m);
    expect(first.parsed.messageId).toBe((await rows())[0].message_id);
    expect((await rows()).every((row) => row.sent_at && row.attempts === 1)).toBe(true);
  });

  it("retries a message the server refuses for now, waiting longer each time, and sends it once accepted", async () => {
    await queue(1);
    mailServer.refuseNext(2, 451);
    let now = Date.now();
    expect(await deliverDueMail(send(), { now: () => now })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [afterFirst] = await rows();
    expect(Date.parse(afterFirst.next_attempt_at) - now).toBe(retryWait(1));
    expect(afterFirst.last_error).toContain("451");
    // Not due yet: nothing is tried.
    expect(await deliverDueMail(send(), { now: () => now + retryWait(1) - 1 })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    now += retryWait(1);
    expect(await deliverDueMail(send(), { now: () => now })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(Date.parse((await rows())[0].next_attempt_at) - now).toBe(retryWait(2));
    expect(retryWait(2)).toBe(2 * retryWait(1));
    now += retryWait(2);
    expect(await deliverDueMail(send(), { now: () => now })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(mailServer.received).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ attempts: 3, last_error: null });
  });

  it("waits for a server that is down, and sends when it is back", async () => {
    await queue(2);
    const down = smtpSender("smtp://127.0.0.1:9", FROM);
    expect(await deliverDueMail(down)).toEqual({ sent: 0, retrying: 2, failed: 0 });
    expect((await rows())[0].last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(await deliverDueMail(send(), { now: () => Date.now() + retryWait(1) })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(mailServer.received).toHaveLength(2);
  });

  it("gives up on a message refused for good, or still failing a day after it was written, keeping the error", async () => {
    await queue(2);
    mailServer.refuseNext(1, 550);
    expect(await deliverDueMail(send(), { limit: 1 })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const refused = (await rows())[0];
    expect(refused.failed_at).not.toBeNull();
    expect(refused.last_error).toContain("550");

    mailServer.refuseNext(1, 451);
    expect(await deliverDueMail(send(), { now: () => Date.now() + GIVE_UP_MS })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect((await rows()).every((row) => row.failed_at && !row.sent_at)).toBe(true);
    // Given up is given up: never sent later.
    expect(await deliverDueMail(send(), { now: () => Date.now() + 2 * GIVE_UP_MS })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(mailServer.received).toHaveLength(0);
  });

  it("keeps retrying while the server refuses the sign-in (a wrong password in SMTP_URL), rather than giving up", async () => {
    const strict = await startMailServer({ refuseSignIn: true });
    try {
      await queue(1);
      const wrongPassword = smtpSender(strict.url.replace("smtp://", "smtp://jobs:wrong@"), FROM);
      expect(await deliverDueMail(wrongPassword)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect((await rows())[0].last_error).toMatch(/535|Invalid username or password/);
      expect(await deliverDueMail(send(), { now: () => Date.now() + retryWait(1) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    } finally {
      await strict.close();
    }
  });

  it("never sends a message twice with two deliverers at once in one process", async () => {
    await queue(30);
    const reports = await Promise.all([deliverDueMail(send()), deliverDueMail(send())]);
    expect(reports[0].sent + reports[1].sent).toBe(30);
    expect(reports[0].sent).toBeGreaterThan(0);
    expect(reports[1].sent).toBeGreaterThan(0);
    const recipients = mailServer.received.map((mail) => mail.to[0]);
    expect(new Set(recipients).size).toBe(30);
    expect(recipients).toHaveLength(30);
  });

  it("never sends a message twice with a deliverer in another process on the same database", { timeout: 60_000 }, async () => {
    await queue(40);
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("test/fixtures/deliver-outbox.ts"), mailServer.url], {
      env: { ...process.env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // Both deliver until nothing is left.
    const here = { sent: 0 };
    const childDone = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
    while (mailServer.received.length < 40 && (await rows()).some((row) => !row.sent_at)) {
      here.sent += (await deliverDueMail(send(), { limit: 1 })).sent;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await childDone).toBe(0);
    const recipients = mailServer.received.map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(40);
    expect(new Set(recipients).size).toBe(40);
    const theirs = Number(output.match(/sent (\d+)/)?.[1]);
    expect(here.sent + theirs).toBe(40);
  });
});

describe("npm run mail:outbox", () => {
  it("lists the messages waiting and those given up, with the last error", async () => {
    await queue(3, "password-reset");
    mailServer.refuseNext(1, 550);
    await deliverDueMail(send(), { limit: 2 });
    const run = spawnSync(process.execPath, ["--import", "tsx", "db/cli/mail-outbox.ts"], { env: process.env, encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^1 pending, 1 failed$/m);
    expect(run.stdout).toContain('password-reset to person0@example.com: "Message 0"');
    expect(run.stdout).toMatch(/1 attempt, FAILED /);
    expect(run.stdout).toContain("last error:");
    expect(run.stdout).toMatch(/person2@example\.com: "Message 2"\n\s+written .*, 0 attempts, pending, next try /);
    // The sent one is listed only with --all.
    expect(run.stdout).not.toContain("person1@example.com");
    const all = spawnSync(process.execPath, ["--import", "tsx", "db/cli/mail-outbox.ts", "--all"], { env: process.env, encoding: "utf8" });
    expect(all.stdout).toMatch(/^1 pending, 1 failed, 1 sent$/m);
    expect(all.stdout).toContain("person1@example.com");
  });
});

describe("the delivery lease", () => {
  it("is held by one process until it runs out", async () => {
    const now = Date.now();
    expect(await takeLease("test-lease", "a", now, 1_000)).toBe(true);
    expect(await takeLease("test-lease", "b", now + 500, 1_000)).toBe(false);
    expect(await takeLease("test-lease", "a", now + 900, 1_000)).toBe(true);
    expect(await takeLease("test-lease", "b", now + 1_500, 1_000)).toBe(false);
    expect(await takeLease("test-lease", "b", now + 1_900, 1_000)).toBe(true);
    expect(await takeLease("test-lease", "a", now + 2_000, 1_000)).toBe(false);
  });
});

describe("development without SMTP_URL", () => {
  it("writes each message as an .eml file and prints its links", async () => {
    const dir = path.join(path.dirname(process.env.DATABASE_PATH!), "mail-test");
    const lines: string[] = [];
    await enqueueMail(db, {
      kind: "test",
      to: "dev@example.com",
      subject: "Hi",
      text: "Follow http://localhost:3000/reset-password?token=abc",
      html: "<p>x</p>",
    });
    expect(await deliverDueMail(fileSender(dir, FROM, (line) => lines.push(line)))).toMatchObject({ sent: 1 });
    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, file), "utf8");
    expect(eml).toContain("To: dev@example.com");
    expect(eml).toContain("Subject: Hi");
    expect(lines).toContain("  http://localhost:3000/reset-password?token=abc");
  });
});
