import { sql } from "kysely";
import { db } from "~/server/db.server";

/**
 * For the platform's health check: 200 when the database answers, 503 when it does not. The
 * query reads the file (a bare SELECT 1 would answer with the volume gone).
 */
export async function loader() {
  try {
    await sql`SELECT count(*) FROM sqlite_schema`.execute(db);
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("Health check: the database did not answer", error);
    return new Response("database unavailable", { status: 503, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  }
}
