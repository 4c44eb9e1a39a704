// Usage: npm run db:generate -- 100000
import { storagePaths } from "../../app/server/config.server";
import { openSqlite } from "../connection";
import { generateJobs } from "../generate-jobs";
import { migrate } from "../migrate";
import { seedIfEmpty } from "../seed";

const count = Number(process.argv[2] ?? 1000);
if (!Number.isInteger(count) || count < 1) {
  console.error("Usage: npm run db:generate -- <number of jobs>");
  process.exit(1);
}

const file = storagePaths().databasePath;
const sqlite = openSqlite(file);
migrate(sqlite);
// Synthetic jobs belong to the sample companies: a benchmark board, never a real one.
seedIfEmpty(sqlite);

const started = performance.now();
generateJobs(sqlite, count, {
  onProgress: (done, total) => process.stderr.write(`\rGenerated ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} jobs`),
});
process.stderr.write("\n");
sqlite.pragma("optimize");
sqlite.close();
console.log(`Added ${count.toLocaleString("en-US")} jobs to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
