// npm run db:restore -- FILE: puts a backup in place of DATABASE_PATH, with the server stopped.
// In the production image, where there is no tsx: node build/cli/restore.js FILE. (On Fly, where
// the server is the machine, leave the file at DATABASE_PATH.restore and restart: the server
// restores it before it starts. See docs/deploy.md.)
import { storagePaths } from "../../app/server/config.server";
import { BackupError, restoreDatabase } from "../backup-restore";

const [file] = process.argv.slice(2);
const { databasePath } = storagePaths();

if (!file || file.startsWith("-")) {
  console.error("Usage: npm run db:restore -- FILE   (replaces DATABASE_PATH with FILE; stop the server first)");
  process.exit(2);
}
try {
  const { schemaVersion, rows, keptAs } = restoreDatabase(file, databasePath);
  console.log(`Restored ${file} to ${databasePath} (schema version ${schemaVersion}).`);
  console.log(
    Object.entries(rows)
      .map(([table, count]) => `${table}: ${count ?? "-"}`)
      .join(", "),
  );
  if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `The restore failed: ${(error as Error).message}`);
  process.exit(1);
}
