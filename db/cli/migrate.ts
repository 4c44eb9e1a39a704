import { databasePathFromEnv, openSqlite } from "../connection";
import { migrate } from "../migrate";

const file = databasePathFromEnv();
const sqlite = openSqlite(file);
const applied = migrate(sqlite);
sqlite.close();
console.log(applied.length ? `Applied ${applied.join(", ")} to ${file}` : `${file} is up to date`);
