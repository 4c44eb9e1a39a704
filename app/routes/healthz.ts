import { sql } from "kysely";
import { db } from "~/server/db.server";
import { replicationHealth, type ReplicationHealth } from "~/server/replication-status.server";

const PLAIN = { "Content-Type": "text/plain", "Cache-Control": "no-store" };

/**
 * For the platform's health check: 200 when the database answers, 503 when it does not. The
 * query reads the file (a bare SELECT 1 would answer with the volume gone). A second line says how
 * the replication is doing, for a person; /healthz/replication answers for a check.
 */
export async function loader() {
  try {
    await sql`SELECT count(*) FROM sqlite_schema`.execute(db);
    return new Response(`ok\n${describeReplication(replicationHealth())}\n`, { headers: PLAIN });
  } catch (error) {
    console.error("Health check: the database did not answer", error);
    return new Response("database unavailable\n", { status: 503, headers: PLAIN });
  }
}

function describeReplication(health: ReplicationHealth): string {
  if (health.state === "off") return "replication: off";
  const behind = health.behindSeconds === null ? "" : `, ${health.behindSeconds} s behind`;
  const error = health.state === "failing" && health.lastError ? ` (${health.lastError.message})` : "";
  return `replication: ${health.state}${behind}, to ${health.replica}${error}`;
}
