// Usage: npm run mail:outbox [-- --all]
// The outbox's messages not yet sent: those waiting to be (pending) and those given up (failed),
// oldest first, with their attempts and last error; --all lists the sent ones too.
import { parseArgs } from "node:util";
import { storagePaths } from "../../app/server/config.server";
import { openSqlite } from "../connection";
import { migrate } from "../migrate";

const USAGE = "Usage: npm run mail:outbox [-- --all]";
let all: boolean | undefined;
try {
  ({ all } = parseArgs({ options: { all: { type: "boolean" } } }).values);
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}

interface Row {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}

const sqlite = openSqlite(storagePaths().databasePath);
migrate(sqlite);
const rows = sqlite.prepare(`SELECT * FROM mail_outbox ${all ? "" : "WHERE sent_at IS NULL"} ORDER BY id`).all() as Row[];
sqlite.close();

const state = (row: Row) =>
  row.sent_at ? `sent ${row.sent_at}` : row.failed_at ? `FAILED ${row.failed_at}` : `pending, next try ${row.next_attempt_at}`;
const counts = { pending: rows.filter((row) => !row.sent_at && !row.failed_at).length, failed: rows.filter((row) => row.failed_at).length };
console.log(`${counts.pending} pending, ${counts.failed} failed${all ? `, ${rows.length - counts.pending - counts.failed} sent` : ""}`);
for (const row of rows) {
  console.log(`#${row.id} ${row.kind} to ${row.recipient}: "${row.subject}"`);
  console.log(`    written ${row.created_at}, ${row.attempts} attempt${row.attempts === 1 ? "" : "s"}, ${state(row)}`);
  if (row.last_error && !row.sent_at) console.log(`    last error: ${row.last_error}`);
}
