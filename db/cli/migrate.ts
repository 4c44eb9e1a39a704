import { storagePaths } from "../../app/server/config.server";
import { openSqlite } from "../connection";
import { migrate } from "../migrate";

const file = storagePaths().databasePath;
const sqlite = openSqlite(file);
const applied = migrate(sqlite);
sqlite.close();
console.log(applied.length ? `Applied ${applied.join(", ")} to ${file}` : `${file} is up to date`);
