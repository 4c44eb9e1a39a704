import { storagePaths } from "../../app/server/config.server";
import { openSqlite } from "../connection";
import { migrate } from "../migrate";
import { sampleCompanies, sampleJobs } from "../sample-data";
import { seedIfEmpty } from "../seed";

const file = storagePaths().databasePath;
const sqlite = openSqlite(file);
migrate(sqlite);
if (seedIfEmpty(sqlite)) {
  console.log(`Seeded ${sampleCompanies.length} companies and ${sampleJobs.length} jobs into ${file}`);
} else {
  console.log(`${file} already has data; nothing seeded. Delete the file to start again.`);
}
sqlite.close();
