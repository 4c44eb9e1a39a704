// npm run db:replica: what the replica (REPLICA_URL, or BUCKET_NAME and the AWS_* settings
// `fly storage create` sets) holds for DATABASE_PATH: each generation (a snapshot and the log
// after it, from one run of a database), the time it covers and its last position. In the
// production image, where there is no tsx: node build/cli/replica.js (docs/deploy.md).
import fs from "node:fs";
import { ConfigError, replicaSettings, storagePaths } from "../../app/server/config.server";
import { lastPositions, listGenerations, ReplicaError } from "../replica";

const { databasePath } = storagePaths();
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
  const [generations, positions] = await Promise.all([listGenerations(databasePath, replica), lastPositions(databasePath, replica)]);
  console.log(`Replica ${replica.url} of ${databasePath}: ${generations.length} generation${generations.length === 1 ? "" : "s"}`);
  for (const { generation, lag, start, end } of generations) {
    const position = positions.get(generation);
    const last = position ? `last position ${position.index}:${position.offset} (${position.segments} log segments)` : "no log yet";
    console.log(`  ${generation}  ${start} to ${end}  ${last}  lag ${lag}`);
  }
  if (generations.length) console.log("The last is the newest: a restore takes it unless told otherwise (docs/deploy.md, Restoring).");
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof ReplicaError)) throw error;
  console.error(error.message);
  process.exit(1);
}
