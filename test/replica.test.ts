// The replica's settings and Litestream's tools (db/replica.ts), with the real Litestream binary
// and real folders: a restore brings a database back whole, never over one that is there, and a
// replica that cannot be read stops it with a message naming the problem. The server with
// Litestream running, killed and restored, is e2e/replication.spec.ts.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, replicaSettings } from "~/server/config.server";
import { openAppDatabase } from "../db/connection";
import {
  lastPositions,
  listGenerations,
  litestreamBinary,
  restoreFromReplica,
  ReplicaError,
  writeLitestreamConfig,
  type ReplicaSettings,
} from "../db/replica";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-replica-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function fileReplica(folder: string): ReplicaSettings {
  return { kind: "file", url: `file://${folder}`, path: folder };
}

/** Runs `litestream replicate` until the replica has a generation holding the database's rows, then stops it. */
async function replicateOnce(databasePath: string, replica: ReplicaSettings) {
  const configFile = writeLitestreamConfig(databasePath, replica);
  const child = spawn(litestreamBinary(), ["replicate", "-config", configFile], { stdio: "ignore" });
  try {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !fs.existsSync(path.join(replica.path, "generations"))) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1500));
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(configFile, { force: true });
  }
}

describe("REPLICA_URL and BUCKET_NAME", () => {
  const credentials = { AWS_ACCESS_KEY_ID: "tid_x", AWS_SECRET_ACCESS_KEY: "tsec_y" };

  it("are off unless set: the site runs as it always did", () => {
    expect(replicaSettings({})).toBeNull();
    expect(replicaSettings({ REPLICA_URL: " ", BUCKET_NAME: "" })).toBeNull();
  });

  it("take the bucket as fly storage create sets it, kept under app.db", () => {
    expect(
      replicaSettings({
        BUCKET_NAME: "keystone-data",
        AWS_ENDPOINT_URL_S3: "https://fly.storage.tigris.dev",
        AWS_REGION: "auto",
        ...credentials,
      }),
    ).toEqual({
      kind: "s3",
      url: "s3://keystone-data/app.db",
      bucket: "keystone-data",
      path: "app.db",
      endpoint: "https://fly.storage.tigris.dev",
      region: "auto",
    });
  });

  it("take a folder as a file:// address", () => {
    expect(replicaSettings({ REPLICA_URL: "file:///mnt/replica%20one" })).toEqual({
      kind: "file",
      url: "file:///mnt/replica%20one",
      path: "/mnt/replica one",
    });
  });

  it.each([
    [{ REPLICA_URL: "not a url" }, "REPLICA_URL must be a URL such as s3://bucket/app.db"],
    [{ REPLICA_URL: "https://example.com/app.db" }, "REPLICA_URL must start with s3:// or file://"],
    [{ REPLICA_URL: "s3://bucket", ...credentials }, "REPLICA_URL must name a bucket and a path in it"],
    [{ REPLICA_URL: "file:///" }, "REPLICA_URL must name a folder"],
    [{ BUCKET_NAME: "keystone-data" }, "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set"],
    [{ BUCKET_NAME: "keystone-data", AWS_ACCESS_KEY_ID: "x" }, "AWS_SECRET_ACCESS_KEY must be set"],
    [{ BUCKET_NAME: "b", AWS_ENDPOINT_URL_S3: "fly.storage.tigris.dev", ...credentials }, "AWS_ENDPOINT_URL_S3 must be an address"],
  ])("refuse %j, naming the variable", (env, message) => {
    expect(() => replicaSettings(env)).toThrow(ConfigError);
    expect(() => replicaSettings(env)).toThrow(message);
  });
});

describe("restoring from a folder replica", () => {
  const source = path.join(dir, "source", "app.db");
  const replica = fileReplica(path.join(dir, "replica"));

  beforeAll(async () => {
    const { sqlite } = openAppDatabase(source);
    sqlite.prepare("INSERT INTO companies (name) VALUES (?)").run("Replicated Ltd");
    // The database stays open, as the server's would: Litestream reads its log.
    await replicateOnce(source, replica);
    sqlite.close();
  }, 30_000);

  it("brings the newest copy back, whole, where there is no database", async () => {
    const target = path.join(dir, "restored", "app.db");
    const restore = await restoreFromReplica(target, replica);
    expect(restore).toMatchObject({ restored: true, rows: { companies: 1 } });
    expect(fs.readdirSync(path.dirname(target))).toEqual(["app.db"]);
    const sqlite = new BetterSqlite3(target, { readonly: true });
    expect(sqlite.prepare("SELECT name FROM companies").pluck().all()).toEqual(["Replicated Ltd"]);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    sqlite.close();
  });

  it("lists the generation and its last position", async () => {
    const generations = await listGenerations(source, replica);
    expect(generations).toHaveLength(1);
    const position = (await lastPositions(source, replica)).get(generations[0].generation);
    expect(position?.offset).toBeGreaterThanOrEqual(0);
    expect(position?.segments).toBeGreaterThan(0);
  });

  it("npm run db:replica lists the generations, and its restore writes a checked copy elsewhere", () => {
    const cli = (args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "db/cli/replica.ts", ...args], {
        env: { ...process.env, DATABASE_PATH: source, REPLICA_URL: replica.url },
        encoding: "utf8",
      });
    const listed = cli([]);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(
      /^Replica file:\/\/.*replica of .*app\.db: 1 generation\n {2}[0-9a-f]{16} {2}\S+ to \S+ {2}last position \d+:\d+ \(\d+ log segments\)/,
    );
    const copy = path.join(dir, "drill", "copy.db");
    const restored = cli(["restore", copy]);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(
      /^Restored .*copy\.db from file:\/\/.*replica in \d+\.\d s: .* MB, schema version \d+, checked whole\.\ncompanies: 1,/,
    );
    expect(cli(["restore", copy]).stderr).toContain("exists: a restore never replaces a database.");
    expect(cli(["restore"]).status).toBe(2);
  });

  it("never restores over a database that is there", async () => {
    await expect(restoreFromReplica(source, replica)).rejects.toThrow(`${source} exists: a restore never replaces a database.`);
  });

  it("restores nothing, and says so, from a replica with no copy yet (a first deploy)", async () => {
    const target = path.join(dir, "first", "app.db");
    expect(await restoreFromReplica(target, fileReplica(path.join(dir, "empty-replica")))).toEqual({ restored: false });
    expect(fs.existsSync(target)).toBe(false);
  });

  it("stops on a damaged replica, saying so, and leaves no file behind", async () => {
    const damaged = path.join(dir, "damaged-replica");
    fs.cpSync(replica.path, damaged, { recursive: true });
    const generation = fs.readdirSync(path.join(damaged, "generations"))[0];
    const snapshotDir = path.join(damaged, "generations", generation, "snapshots");
    for (const name of fs.readdirSync(snapshotDir)) fs.writeFileSync(path.join(snapshotDir, name), "not lz4 at all");
    const target = path.join(dir, "from-damaged", "app.db");
    const failure = restoreFromReplica(target, fileReplica(damaged));
    await expect(failure).rejects.toThrow(ReplicaError);
    await expect(restoreFromReplica(target, fileReplica(damaged))).rejects.toThrow(
      /The replica file:\/\/.*damaged-replica is damaged: .*lz4.* Nothing was restored and the site did not start/,
    );
    expect(fs.readdirSync(path.dirname(target))).toEqual([]);
  });
});

describe("an S3 replica that cannot be read", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    // Answers every request as S3 answers a key it does not know.
    server = http.createServer((_req, res) => {
      res.writeHead(403, { "Content-Type": "application/xml" });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidAccessKeyId</Code><Message>The AWS Access Key Id you provided does not exist in our records.</Message></Error>',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    process.env.AWS_ACCESS_KEY_ID = "wrong";
    process.env.AWS_SECRET_ACCESS_KEY = "wrong";
  });
  afterAll(() => {
    server.close();
    delete process.env.AWS_ACCESS_KEY_ID;
    delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  const s3 = (endpoint: string): ReplicaSettings => ({
    kind: "s3",
    url: "s3://keystone/app.db",
    bucket: "keystone",
    path: "app.db",
    endpoint,
    region: "auto",
  });

  it("with refused credentials: says to check them", async () => {
    const target = path.join(dir, "refused", "app.db");
    await expect(restoreFromReplica(target, s3(`http://127.0.0.1:${port}`))).rejects.toThrow(
      /The replica s3:\/\/keystone\/app.db refused the credentials: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY \(.*InvalidAccessKeyId/,
    );
    // Litestream logs this one and exits 0 when listing: the error is read from its log.
    const { sqlite } = openAppDatabase(target);
    sqlite.close();
    await expect(listGenerations(target, s3(`http://127.0.0.1:${port}`))).rejects.toThrow("refused the credentials");
  });

  it("out of reach: says to check the endpoint and the network", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(restoreFromReplica(path.join(dir, "unreachable", "app.db"), s3(`http://127.0.0.1:${closedPort}`))).rejects.toThrow(
      /The replica s3:\/\/keystone\/app.db cannot be reached: check AWS_ENDPOINT_URL_S3 and the network \(.*connection refused/,
    );
  });
});
