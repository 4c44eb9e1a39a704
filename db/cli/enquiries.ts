// Usage: npm run enquiries [-- --csv] [--kind engineering|healthcare] [--limit N]
import { parseArgs } from "node:util";
import { ENQUIRY_KINDS, isEnquiryKind } from "../values/enquiries";
import { storagePaths } from "../../app/server/config.server";
import { openSqlite } from "../connection";
import { formatCsv, formatTable, readEnquiries } from "../enquiries-report";
import { migrate } from "../migrate";

const USAGE = `Usage: npm run enquiries [-- --csv] [--kind ${ENQUIRY_KINDS.join("|")}] [--limit N]`;

let options: { csv?: boolean; kind?: string; limit?: string };
try {
  options = parseArgs({
    options: { csv: { type: "boolean" }, kind: { type: "string" }, limit: { type: "string" } },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
const kind = options.kind;
const limit = options.limit === undefined ? undefined : Number(options.limit);
if ((kind !== undefined && !isEnquiryKind(kind)) || (limit !== undefined && !(Number.isInteger(limit) && limit > 0))) {
  console.error(USAGE);
  process.exit(1);
}

const sqlite = openSqlite(storagePaths().databasePath);
migrate(sqlite);
// The table shows the newest 50 unless told otherwise; the CSV has them all.
const rows = readEnquiries(sqlite, { kind, limit: limit ?? (options.csv ? undefined : 50) });
sqlite.close();
process.stdout.write(options.csv ? formatCsv(rows) : `${formatTable(rows)}\n`);
