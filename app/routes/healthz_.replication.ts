import { json } from "@remix-run/node";
import { replicationHealth } from "~/server/replication-status.server";

/**
 * For a check of the replication (fly.toml): 200 while Litestream runs and the replica is less
 * than a minute behind, or when replication is off; 503 otherwise. The body says which, as JSON.
 */
export function loader() {
  const health = replicationHealth();
  const healthy = health.state === "off" || health.healthy;
  return json(health, { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
