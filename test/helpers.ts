import fs from "node:fs";
import path from "node:path";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
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

type Action = (args: LoaderFunctionArgs) => Promise<Response> | Response;
let addressCounter = 0;

/**
 * Calls a route action as Remix would and returns its response, thrown or returned. Each call
 * comes from a new client address unless told otherwise, so rate limits only bite when meant to.
 */
export async function callAction(
  action: Action,
  path: string,
  init: RequestInit & { clientAddress?: string } = {},
  params: Record<string, string> = {},
) {
  const { clientAddress = `203.0.113.${++addressCounter % 250}`, ...requestInit } = init;
  const context: AppLoadContext = { clientAddress };
  try {
    return await action({ request: new Request(`http://localhost${path}`, { method: "POST", ...requestInit }), params, context });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A JSON request body, as the spec's client sends it. */
export function jsonBody(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { body: JSON.stringify(body), headers: { "Content-Type": "application/json", ...headers } };
}

/** The `name=value` pair of a Set-Cookie header, to send back as a Cookie header. */
export function cookieFrom(response: Response, name = "__session"): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!header) throw new Error(`No ${name} cookie was set`);
  return header.split(";")[0];
}

let userCounter = 0;

/** Registers a user through the JSON API and returns its session cookie and user. */
export async function registerUser(fields: { role?: "candidate" | "employer"; password?: string; fullName?: string } = {}) {
  const registerApi = await import("~/routes/api.auth.register");
  const email = `user${++userCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = fields.password ?? "correct horse";
  const response = await callAction(
    registerApi.action,
    "/api/auth/register",
    jsonBody({ email, password, fullName: fields.fullName ?? "Test User", role: fields.role ?? "candidate" }),
  );
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const { user } = await response.clone().json();
  return { cookie: cookieFrom(response), user, email, password };
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

/** A file from test/fixtures (resume.pdf, resume.docx). */
export function fixture(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, "fixtures", name)));
}

/** Uploads a fixture through the API as the user's resume and returns its URL. */
export async function uploadResume(cookie: string, name = "resume.pdf"): Promise<string> {
  const uploadApi = await import("~/routes/api.upload.resume");
  const body = new FormData();
  body.append("resume", new File([fixture(name)], name));
  const response = await callAction(uploadApi.action, "/api/upload/resume", { body, headers: { Cookie: cookie } });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()).resumeUrl;
}

/** The toast a response flashed for the next page (what the user sees after the redirect). */
export async function flashedToast(response: Response) {
  const { takeFlashToast } = await import("~/server/flash.server");
  const request = new Request("http://localhost/", { headers: { Cookie: cookieFrom(response, "__flash") } });
  return (await takeFlashToast(request)).toast;
}

/** The names of the files in UPLOADS_DIR, sorted. */
export function storedFiles(): string[] {
  const dir = process.env.UPLOADS_DIR!;
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
