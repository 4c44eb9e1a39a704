// npm run db:backup -- FILE [--force]: a consistent copy of DATABASE_PATH, taken while the site
// serves. In the production image, where there is no tsx: node build/cli/backup.js FILE
// (docs/deploy.md).
import { storagePaths } from "../../app/server/config.server";
import { backupDatabase, BackupError, megabytes } from "../backup-restore";

const args = process.argv.slice(2);
const force = args.includes("--force");
const [target] = args.filter((arg) => arg !== "--force");
const source = storagePaths().databasePath;

if (!target || target.startsWith("-")) {
  console.error("Usage: npm run db:backup -- FILE [--force]   (copies DATABASE_PATH to FILE)");
  process.exit(2);
}
try {
  const { bytes, seconds, schemaVersion, rows } = backupDatabase(source, target, { force });
  console.log(
    `Backed up ${source} to ${target}: ${megabytes(bytes)} in ${seconds.toFixed(1)} s, schema version ${schemaVersion}, checked whole.`,
  );
  console.log(
    Object.entries(rows)
      .map(([table, count]) => `${table}: ${count ?? "-"}`)
      .join(", "),
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `The backup failed: ${(error as Error).message}`);
  process.exit(1);
}
