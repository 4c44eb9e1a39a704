import { db } from "./db.server";

/**
 * The version of what signed-out visitors can see. Triggers on jobs and companies bump it (see
 * db/migrations/0009-content-version.ts), so every worker process sees a change on its next
 * read: anything made under an older version (a cached page, an ETag) is stale.
 */
export async function contentVersion(): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
  return row.version;
}
