// Usage: npm run reports [-- --review <jobId>]
import { parseArgs } from "node:util";
import { storagePaths } from "../../app/server/config.server";
import { openSqlite } from "../connection";
import { formatReportedJobs, readUnreviewedReports, reviewJobReports } from "../job-reports";
import { migrate } from "../migrate";

const USAGE = "Usage: npm run reports [-- --review <jobId>]";

let options: { review?: string };
try {
  options = parseArgs({ options: { review: { type: "string" } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
const jobId = options.review === undefined ? undefined : Number(options.review);
if (jobId !== undefined && !(Number.isSafeInteger(jobId) && jobId > 0)) {
  console.error(USAGE);
  process.exit(1);
}

// openSqlite registers the SQL functions the jobs' triggers call: lifting a hold writes jobs.
const sqlite = openSqlite(storagePaths().databasePath);
migrate(sqlite);
if (jobId === undefined) {
  process.stdout.write(`${formatReportedJobs(readUnreviewedReports(sqlite))}\n`);
} else {
  const outcome = reviewJobReports(sqlite, jobId);
  if (!outcome) {
    console.error(`No job ${jobId}.`);
    process.exitCode = 1;
  } else {
    const reports = `${outcome.reviewed} report${outcome.reviewed === 1 ? "" : "s"}`;
    console.log(`Job ${jobId}: ${reports} marked reviewed${outcome.released ? "; its hold is lifted and it is back in search." : "."}`);
  }
}
sqlite.close();
