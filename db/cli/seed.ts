import { databasePathFromEnv, openSqlite } from "../connection";
import { migrate } from "../migrate";
import { hasData, seedSampleData } from "../seed";

const file = databasePathFromEnv();
const sqlite = openSqlite(file);
migrate(sqlite);
if (hasData(sqlite)) {
  console.log(`${file} already has data; nothing seeded. Delete the file to start again.`);
} else {
  const { companies, jobs } = seedSampleData(sqlite);
  console.log(`Seeded ${companies} companies and ${jobs} jobs into ${file}`);
}
sqlite.close();
