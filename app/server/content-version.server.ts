import { contentVersionReader } from "../../db/content-version";
import { sqlite } from "./db.server";

let read: (() => number) | undefined;

/**
 * The version of what signed-out visitors can see. Triggers on jobs and companies bump it (see
 * db/migrations/0009-content-version.ts), so every worker process sees a change on its next
 * read: anything made under an older version (a cached page, an ETag) is stale.
 */
export function contentVersion(): number {
  return (read ??= contentVersionReader(sqlite))();
}
