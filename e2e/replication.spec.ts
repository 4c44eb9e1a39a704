import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import BetterSqlite3 from "better-sqlite3";
import { killGroup, replicationDrill, startServer, untilServing, type ReplicatedServer } from "../bench/replication";
import { openSqlite } from "../db/connection";

// The data outlives the machine: the production server (build/server.js) replicates its database
// with Litestream to a folder replica this test owns; the drill (bench/replication.ts, which
// npm run bench also runs) applies with resumes under load, kills every process with SIGKILL,
// deletes the data folder, and starts again. The servers here start and stop on their own ports;
// no browser is needed, so they run in the "js" project only.

const basePort = Number(process.env.E2E_PORT ?? 3210) + 80;

test("killed with SIGKILL and its data folder deleted, the server comes back from the replica with every application acknowledged over a second before, each once, with its resume", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own servers; once is enough");
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "replication-"));
  const dataDir = path.join(dir, "data");
  const replica = path.resolve(dir, "replica");

  let server: ReplicatedServer | undefined;
  try {
    // 12 candidates apply for 5 s, then the kill; the drill starts the server again on the empty folder.
    const { acknowledged, killedAt, recoverySeconds, databasePath, health, ...drill } = await replicationDrill({
      dataDir,
      port: basePort,
      replicaUrl: `file://${replica}`,
      candidates: 12,
      seconds: 5,
      // Jobs to apply to, written to the server's database as an employer's postings would be.
      jobs: (database) => {
        const sqlite = openSqlite(database);
        const companyId = Number(sqlite.prepare("INSERT INTO companies (name) VALUES ('Replica Bridges')").run().lastInsertRowid);
        const insertJob = sqlite.prepare(
          `INSERT INTO jobs (company_id, title, description, location, employment_type, discipline, posted_at)
           VALUES (?, ?, 'Inspect bridges.', 'Portland, OR', 'Full-time', 'Civil Engineering', ?)`,
        );
        const jobIds = Array.from({ length: 60 }, (_, i) =>
          Number(insertJob.run(companyId, `Bridge Inspector ${i}`, new Date().toISOString()).lastInsertRowid),
        );
        sqlite.close();
        return jobIds;
      },
    });
    server = drill.server;
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(server.log()).toMatch(/Restored .*app\.db from file:\/\/.*replica/);
    expect(health).toMatch(/^ok\nreplication: running/);

    const restored = new BetterSqlite3(databasePath, { readonly: true });
    try {
      expect(restored.pragma("integrity_check", { simple: true })).toBe("ok");
      const rows = restored
        .prepare(
          `SELECT applications.id, applications.user_id, applications.job_id, resume_files.content
           FROM applications JOIN resume_files ON resume_files.resume_id = applications.resume_id`,
        )
        .all() as { id: number; user_id: number; job_id: number; content: Buffer }[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const old = acknowledged.filter((application) => application.at < killedAt - 1_000);
      const missing = old.filter((application) => !byId.has(application.applicationId));
      expect(missing, `applications acknowledged over 1 s before the kill, missing after the restore`).toEqual([]);
      for (const application of old) {
        const row = byId.get(application.applicationId)!;
        expect([row.user_id, row.job_id]).toEqual([application.userId, application.jobId]);
        expect(crypto.createHash("sha256").update(row.content).digest("hex")).toBe(application.resumeSha256);
      }
      const pairs = rows.map((row) => `${row.user_id}/${row.job_id}`);
      expect(new Set(pairs).size).toBe(pairs.length);
      const total = (restored.prepare("SELECT count(*) FROM applications").pluck().get() as number) ?? 0;
      expect(total).toBe(rows.length); // every application has its resume's bytes
      const lost = acknowledged.filter((application) => !byId.has(application.applicationId));
      const oldestLost = lost.length ? `${killedAt - Math.min(...lost.map((application) => application.at))} ms` : "none";
      testInfo.annotations.push({
        type: "recovery",
        description: `${acknowledged.length} acknowledged, ${old.length} over 1 s before the kill, all back; ${lost.length} lost, the oldest acknowledged ${oldestLost} before the kill; serving again in ${recoverySeconds.toFixed(1)} s`,
      });
    } finally {
      restored.close();
    }
  } finally {
    if (server) {
      killGroup(server);
      await server.exited;
    }
  }
});

test("a start with a replica it cannot use stops with a message naming the problem", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "starts its own servers; once is enough");
  test.setTimeout(60_000);
  const dir = fs.mkdtempSync(path.join("e2e", ".tmp", "replica-refused-"));
  // An S3 endpoint that refuses every key, as S3 does an unknown one.
  const refusing = http.createServer((_req, res) => {
    res.writeHead(403, { "Content-Type": "application/xml" });
    res.end(
      "<Error><Code>InvalidAccessKeyId</Code><Message>The AWS Access Key Id you provided does not exist in our records.</Message></Error>",
    );
  });
  await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const s3 = (endpoint: string) => ({
    BUCKET_NAME: "keystone",
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_ACCESS_KEY_ID: "tid_wrong",
    AWS_SECRET_ACCESS_KEY: "tsec_wrong",
  });

  try {
    const cases: [string, Record<string, string>, RegExp][] = [
      [
        "unreachable",
        s3(`http://127.0.0.1:${closedPort}`),
        /The replica s3:\/\/keystone\/app\.db cannot be reached: check AWS_ENDPOINT_URL_S3/,
      ],
      [
        "bad credentials",
        s3(`http://127.0.0.1:${(refusing.address() as AddressInfo).port}`),
        /refused the credentials: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
      ],
      ["no credentials", { BUCKET_NAME: "keystone" }, /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set/],
    ];
    for (const [name, env, message] of cases) {
      for (const withDatabase of [false, true]) {
        const dataDir = path.join(dir, `${name.replace(/ /g, "-")}-${withDatabase}`);
        if (withDatabase) {
          fs.mkdirSync(dataDir, { recursive: true });
          new BetterSqlite3(path.join(dataDir, "app.db")).close();
        }
        const server = startServer(dataDir, basePort + 1, env);
        expect(await server.exited, `${name}, database there: ${withDatabase}\n${server.log()}`).toBe(1);
        expect(server.log(), name).toMatch(message);
        expect(server.log()).not.toContain("listening");
      }
    }

    // A damaged replica: its snapshot overwritten. A machine with no database does not start.
    const replica = path.resolve(dir, "damaged-replica");
    const good = startServer(path.join(dir, "damaged-source"), basePort + 1, { REPLICA_URL: `file://${replica}` });
    await untilServing(good, basePort + 1);
    process.kill(-good.pid, "SIGTERM");
    expect(await good.exited).toBe(0);
    for (const generation of fs.readdirSync(path.join(replica, "generations"))) {
      const snapshots = path.join(replica, "generations", generation, "snapshots");
      for (const name of fs.readdirSync(snapshots)) fs.writeFileSync(path.join(snapshots, name), "not lz4");
    }
    const damaged = startServer(path.join(dir, "damaged-target"), basePort + 1, { REPLICA_URL: `file://${replica}` });
    expect(await damaged.exited).toBe(1);
    expect(damaged.log()).toMatch(/The replica file:\/\/.*damaged-replica is damaged: .*Nothing was restored and the site did not start/);
    expect(fs.existsSync(path.join(dir, "damaged-target", "app.db"))).toBe(false);
  } finally {
    refusing.close();
  }
});
