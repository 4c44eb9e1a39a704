import fs from "node:fs";
import Database from "better-sqlite3";
import CFB from "cfb";
import path from "node:path";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import type { Role } from "~/lib/accounts";

type Loader = (args: LoaderFunctionArgs) => Promise<Response> | Response;

/** What the server does at the start of every request, before Remix: close the jobs past their closing date. */
async function startOfRequest() {
  const { closeExpiredJobs } = await import("~/server/job-expiry.server");
  closeExpiredJobs();
}

/** Calls a route loader as the server would (its start-of-request step first), and returns its response, thrown or returned. */
export async function callLoader(loader: Loader, path: string, params: Record<string, string> = {}, init?: RequestInit) {
  await startOfRequest();
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
 * Calls a route action as the server would (its start-of-request step first) and returns its response, thrown or returned. Each call
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
  await startOfRequest();
  try {
    return await action({ request: new Request(`http://localhost${path}`, { method: "POST", ...requestInit }), params, context });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A JSON request body, as an API client sends it (docs/product.md#json-api). */
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
export async function registerUser(fields: { role?: Role; password?: string; fullName?: string } = {}) {
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

/** A file from test/fixtures (resume.pdf, resume.docx). */
export function fixture(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, "fixtures", name)));
}

/**
 * An OLE2 compound file holding one stream: "WordDocument" makes it a Word 97-2003 document
 * (.doc); "Workbook" an Excel one, which must not pass for a resume.
 */
export function compoundFile(streamName: "WordDocument" | "Workbook"): Uint8Array<ArrayBuffer> {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, streamName, Buffer.from("Ann Lee, Structural Engineer. Bridges, tunnels, inspections."));
  return new Uint8Array(CFB.write(container, { type: "buffer" }) as Buffer);
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

/**
 * What is stored of resumes, sorted: the ids of those with bytes in resume_files, and the names of
 * the files left in UPLOADS_DIR (an upload's temporary file, which never outlives its request).
 */
export function storedResumes(): string[] {
  const sqlite = new Database(process.env.DATABASE_PATH!, { readonly: true, fileMustExist: true });
  try {
    const ids = sqlite.prepare("SELECT resume_id FROM resume_files").pluck().all() as string[];
    const dir = process.env.UPLOADS_DIR!;
    return [...ids, ...(fs.existsSync(dir) ? fs.readdirSync(dir) : [])].sort();
  } finally {
    sqlite.close();
  }
}

/** The files in UPLOADS_DIR. */
export function uploadsDirFiles(): string[] {
  const dir = process.env.UPLOADS_DIR!;
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** A urlencoded form post, as a browser without JavaScript sends it, with the session cookie. */
export function form(
  fields: Record<string, string> | [string, string][],
  cookie?: string,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}), ...headers },
  };
}

export const COMPANY_FIELDS = {
  intent: "company",
  industry: "Civil Engineering Consulting",
  size: "11-50 employees",
  description: "We design bridges, tunnels and water systems for growing cities.",
  website: "https://bridgeworks.example",
  logoUrl: "https://bridgeworks.example/logo.png",
};

let companyCounter = 0;
export function uniqueCompanyName() {
  return `Test Works ${++companyCounter} ${Math.random().toString(36).slice(2, 7)}`;
}

/** A word no other job contains (letters only, so search reads it as one word). */
export function uniqueKeyword() {
  return `zorblax${Math.random().toString(36).slice(2, 8).replace(/\d/g, "q")}`;
}

/** The fields of a valid job form; override any. */
export function jobFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "Bridge Engineer",
    description: "Design and inspect highway bridges across the state; PE license preferred.",
    location: "Denver, CO",
    employmentType: "Full-time",
    discipline: "Civil Engineering",
    ...overrides,
  };
}

/** Registers an employer and makes their company through /settings. */
export async function registerEmployer(fields: { password?: string } = {}) {
  const settingsPage = await import("~/routes/settings");
  const { db } = await import("~/server/db.server");
  const employer = await registerUser({ role: "employer", password: fields.password ?? "employer pass" });
  const name = uniqueCompanyName();
  const created = await callAction(settingsPage.action, "/settings", form({ ...COMPANY_FIELDS, name }, employer.cookie));
  if (created.status !== 302) throw new Error(`the company form answered ${created.status}: ${await created.text()}`);
  const company = await db.selectFrom("companies").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
  return { ...employer, company };
}

/** Posts a job through /post-job as this employer and returns its row. */
export async function postJob(cookie: string, fields: Record<string, string> = {}) {
  const postJobPage = await import("~/routes/post-job");
  const { db } = await import("~/server/db.server");
  const posted = await callAction(postJobPage.action, "/post-job", form(jobFields(fields), cookie));
  if (posted.status !== 302) throw new Error(`/post-job answered ${posted.status}: ${await posted.text()}`);
  return db.selectFrom("jobs").selectAll().orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
}

/** An employer with a company and one job whose title holds a unique keyword. */
export async function employerWithJob(fields: { password?: string } = {}) {
  const employer = await registerEmployer(fields);
  const keyword = uniqueKeyword();
  const job = await postJob(employer.cookie, { title: `Bridge Engineer ${keyword}` });
  return { ...employer, job, keyword };
}

/** The ids that GET /api/jobs/search?q= answers, best match first. */
export async function searchIds(q: string): Promise<number[]> {
  const searchApi = await import("~/routes/api.jobs.search");
  const response = await callLoader(searchApi.loader, `/api/jobs/search?q=${encodeURIComponent(q)}`);
  if (response.status !== 200) throw new Error(`search answered ${response.status}`);
  return ((await response.json()) as { id: number }[]).map((job) => Number(job.id));
}

/** A candidate with an uploaded resume applies to a job through the JSON API. */
export async function applyAsCandidate(jobId: number, candidate?: { cookie: string }, coverLetter?: string) {
  const applyApi = await import("~/routes/api.jobs.$id.apply");
  const applicant = candidate ?? (await registerUser());
  const resumeUrl = await uploadResume(applicant.cookie);
  const response = await callAction(
    applyApi.action,
    `/api/jobs/${jobId}/apply`,
    jsonBody({ resumeUrl, coverLetter }, { Cookie: applicant.cookie }),
    { id: String(jobId) },
  );
  return { response, resumeUrl, cookie: applicant.cookie };
}
