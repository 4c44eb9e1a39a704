import { sql } from "kysely";
import { db } from "~/server/db.server";

/** For the platform's health check: 200 when the database answers, 503 when it does not. */
export async function loader() {
  try {
    await sql`SELECT 1`.execute(db);
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch {
    return new Response("database unavailable", { status: 503, headers: { "Content-Type": "text/plain" } });
  }
}
