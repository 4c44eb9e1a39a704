// npm run db:replica: what the replica (REPLICA_URL, or BUCKET_NAME and the AWS_* settings
// `fly storage create` sets) holds for DATABASE_PATH: each generation (a snapshot and the log
// after it, from one run of a database), the time it covers and its last position.
// npm run db:replica -- restore FILE [--timestamp 2026-11-27T09:30:00Z] [--generation ID]: a copy
// from the replica written to FILE and checked, the newest unless told; it only reads the replica.
// In the production image, where there is no tsx: node build/cli/replica.js (docs/deploy.md).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { ConfigError, replicaSettings, storagePaths } from "../../app/server/config.server";
import { megabytes } from "../backup-restore";
import { lastPositions, listGenerations, ReplicaError, restoreCopy, type ReplicaSettings } from "../replica";

const USAGE = `Usage: npm run db:replica                  (lists the replica's generations)
       npm run db:replica -- restore FILE [--timestamp ISO-TIME] [--generation ID]`;

async function list(databasePath: string, replica: ReplicaSettings) {
  const [generations, positions] = await Promise.all([listGenerations(databasePath, replica), lastPositions(databasePath, replica)]);
  console.log(`Replica ${replica.url} of ${databasePath}: ${generations.length} generation${generations.length === 1 ? "" : "s"}`);
  for (const { generation, lag, start, end } of generations) {
    const position = positions.get(generation);
    const last = position ? `last position ${position.index}:${position.offset} (${position.segments} log segments)` : "no log yet";
    console.log(`  ${generation}  ${start} to ${end}  ${last}  lag ${lag}`);
  }
  if (generations.length) console.log("The last is the newest: a restore takes it unless told otherwise (docs/deploy.md, Restoring).");
}

async function restore(databasePath: string, replica: ReplicaSettings, target: string, timestamp?: string, generation?: string) {
  const copy = await restoreCopy(databasePath, replica, target, { timestamp, generation });
  if (!copy.restored) {
    console.error(`${replica.url} holds no copy of ${databasePath}.`);
    process.exit(1);
  }
  console.log(
    `Restored ${target} from ${replica.url} in ${copy.seconds.toFixed(1)} s: ${megabytes(copy.bytes)}, schema version ${copy.schemaVersion}, checked whole.`,
  );
  console.log(
    Object.entries(copy.rows)
      .map(([table, count]) => `${table}: ${count ?? "-"}`)
      .join(", "),
  );
}

const { databasePath } = storagePaths();
let args;
try {
  args = parseArgs({ allowPositionals: true, options: { timestamp: { type: "string" }, generation: { type: "string" } } });
} catch {
  console.error(USAGE);
  process.exit(2);
}
const [command, target, ...rest] = args.positionals;
if ((command && command !== "restore") || (command === "restore" && !target) || rest.length) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const replica = replicaSettings();
  if (!replica) {
    console.error("No replica is configured: set REPLICA_URL, or BUCKET_NAME with the AWS_* settings (docs/deploy.md, Replication).");
    process.exit(2);
  }
  if (!fs.existsSync(databasePath)) {
    console.error(`There is no database at ${databasePath}: Litestream reads the replica through it (set DATABASE_PATH).`);
    process.exit(2);
  }
  if (command === "restore") await restore(databasePath, replica, target, args.values.timestamp, args.values.generation);
  else await list(databasePath, replica);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof ReplicaError)) throw error;
  console.error(error.message);
  process.exit(1);
}
