import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as healthz from "~/routes/healthz";
import * as replication from "~/routes/healthz_.replication";
import { config } from "~/server/config.server";
import { sqlite } from "~/server/db.server";
import { setReplicationStatus, type ReplicationStatus } from "~/server/replication-status.server";

describe("/healthz with replication (the status the primary sends each worker)", () => {
  const walPath = `${config.databasePath}-wal`;
  const now = Date.now();
  const running = (overrides: Partial<ReplicationStatus> = {}): ReplicationStatus => ({
    replica: "s3://keystone/app.db",
    running: true,
    since: new Date(now - 600_000).toISOString(),
    replicatedAt: new Date(now - 90_000).toISOString(),
    generation: "a28c3f5dde08bfdb",
    lastError: null,
    ...overrides,
  });
  /** The database's last write, as the write-ahead log's modification time says. */
  const lastWriteAt = (time: number) => {
    fs.writeFileSync(walPath, "", { flag: "a" });
    fs.utimesSync(walPath, time / 1000, time / 1000);
  };
  afterEach(() => setReplicationStatus(null));

  it("is off, and healthy, when no replica is configured", async () => {
    const response = await replication.loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: "off" });
  });

  it("is 0 s behind when nothing was written since the last upload began", async () => {
    lastWriteAt(now - 120_000);
    setReplicationStatus(running());
    expect(await (await healthz.loader()).text()).toBe("ok\nreplication: running, 0 s behind, to s3://keystone/app.db\n");
    const response = await replication.loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: "running", behindSeconds: 0, healthy: true, generation: "a28c3f5dde08bfdb" });
  });

  it("counts from the last upload when there are writes since: past a minute, the check answers 503", async () => {
    lastWriteAt(now - 30_000);
    setReplicationStatus(running());
    const response = await replication.loader();
    expect(response.status).toBe(503);
    const body = (await response.json()) as { behindSeconds: number; healthy: boolean };
    expect(body.behindSeconds).toBeGreaterThanOrEqual(90);
    expect(body.healthy).toBe(false);
    // The site itself still serves.
    expect((await healthz.loader()).status).toBe(200);
  });

  it("says Litestream is failing, with its error, when it logged one and has writes it has not uploaded", async () => {
    lastWriteAt(now - 1_000);
    setReplicationStatus(
      running({
        replicatedAt: new Date(now - 5_000).toISOString(),
        lastError: { at: new Date(now - 2_000).toISOString(), message: "connection reset" },
      }),
    );
    expect(await (await healthz.loader()).text()).toMatch(
      /^ok\nreplication: failing, \d+(\.\d)? s behind, to s3:\/\/keystone\/app.db \(connection reset\)\n$/,
    );
    expect((await replication.loader()).status).toBe(503);
  });

  it("counts from Litestream's start while a new generation's first copy is still uploading", async () => {
    lastWriteAt(now - 120_000);
    setReplicationStatus(running({ replicatedAt: null, since: new Date(now - 75_000).toISOString() }));
    const response = await replication.loader();
    expect(response.status).toBe(503);
    expect(((await response.json()) as { behindSeconds: number }).behindSeconds).toBeGreaterThanOrEqual(75);
  });

  it("answers 503 while Litestream is stopped (the primary restarts it)", async () => {
    lastWriteAt(now - 120_000);
    setReplicationStatus(running({ running: false }));
    const response = await replication.loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ state: "stopped", healthy: false });
  });
});

describe("/healthz", () => {
  it("answers 200 ok while the database answers, uncached", async () => {
    const response = await healthz.loader();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok\nreplication: off\n");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 503 once the database does not (here: its connection closed)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    sqlite.close();
    const response = await healthz.loader();
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("database unavailable\n");
    expect(logged).toHaveBeenCalled();
  });
});
