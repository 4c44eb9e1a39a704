import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Insertable } from "kysely";
import type { JobsTable } from "../db/schema";

type Loader = (args: LoaderFunctionArgs) => Promise<Response> | Response;

/** Calls a route loader as Remix would, and returns its response, thrown or returned. */
export async function callLoader(loader: Loader, path: string, params: Record<string, string> = {}, init?: RequestInit) {
  try {
    return await loader({ request: new Request(`http://localhost${path}`, init), params, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Strings that break naive full-text queries; search must treat them as plain words. */
export const HOSTILE_QUERIES = [
  '"',
  '""',
  '"unterminated phrase',
  "*",
  "engine*",
  "-",
  "-engineer",
  "NEAR(",
  "NEAR(civil bridge, 2)",
  "OR",
  "civil OR mechanical",
  "AND NOT",
  "title:engineer",
  "{title}: engineer",
  "^engineer",
  "(",
  ")",
  "'; DROP TABLE jobs; --",
  "%_%",
  "\\",
  "\u0000",
  "🚀 rocket engineer",
  "Ingeniería eléctrica",
  "x".repeat(10_000),
  "engineer ".repeat(2_000),
];

/** Adds a job (to the first company unless told otherwise) and returns its id. */
export async function insertJob(fields: Partial<Insertable<JobsTable>> = {}): Promise<number> {
  const { db } = await import("~/server/db.server");
  const row = await db
    .insertInto("jobs")
    .values({
      company_id: 1,
      title: "Test Job",
      description: "A job inserted by a test.",
      location: "Austin, TX",
      employment_type: "Full-time",
      remote: 0,
      featured: 0,
      discipline: "Civil Engineering",
      salary_min: null,
      salary_max: null,
      posted_at: new Date().toISOString(),
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
