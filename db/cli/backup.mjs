// npm run db:backup -- FILE [--force]: a consistent copy of DATABASE_PATH, taken while the site
// serves. Plain JavaScript, so it runs in the production image too (docs/deploy.md).
import { backupDatabase, BackupError, megabytes } from "../backup-restore.mjs";

const args = process.argv.slice(2);
const force = args.includes("--force");
const [target] = args.filter((arg) => arg !== "--force");
const source = process.env.DATABASE_PATH || "./data/app.db";

if (!target || target.startsWith("-")) {
  console.error("Usage: npm run db:backup -- FILE [--force]   (copies DATABASE_PATH to FILE)");
  process.exit(2);
}
try {
  const { bytes, seconds, schemaVersion, rows } = backupDatabase(source, target, { force });
  console.log(`Backed up ${source} to ${target}: ${megabytes(bytes)} in ${seconds.toFixed(1)} s, schema version ${schemaVersion}, checked whole.`);
  console.log(Object.entries(rows).map(([table, count]) => `${table}: ${count ?? "-"}`).join(", "));
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `The backup failed: ${error.message}`);
  process.exit(1);
}
