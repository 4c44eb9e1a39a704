import { createHash } from "node:crypto";
import { json, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { etagMatches } from "~/lib/etags";
import { cleanSearchText, POSTED_WITHIN_DAYS, RADIUS_MILES, SALARY_FILTERS } from "~/lib/job-search";
import { DISCIPLINES } from "~/lib/jobs";
import { oneOf } from "~/lib/validation";
import { contentVersion } from "./content-version.server";

// The HTTP side of route code: reading bodies and parameters, and the responses every route
// gives the same way (not found, the API's errors). Domain modules in app/server never build a
// Response; routes turn their results into one with these.

/**
 * A post's form. A body that is not a form (wrong type, malformed, cut short) reads as an empty
 * form, which the form's schema then refuses with its usual messages.
 */
export async function readForm(request: Request): Promise<FormData> {
  return (await request.formData().catch(() => null)) ?? new FormData();
}

/** The 404 for anything that does not exist or is not the user's: throw it from a loader or action. */
export function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** A row id from a route parameter or a form field, or null when it cannot be one. */
export function idParam(value: FormDataEntryValue | string | null | undefined): number | null {
  return typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/** Rows on a page of a signed-in list: applications, saved jobs, posted jobs, applicants, notes. */
export const LIST_PAGE_SIZE = 20;

/**
 * The page a list's `?page=` asks for, kept within the pages there are (a page past the end
 * shows the last one), with the page count.
 */
export function pagingFor(request: Request, total: number, pageSize = LIST_PAGE_SIZE) {
  const totalPages = Math.ceil(total / pageSize);
  const asked = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, Math.max(totalPages, 1)) : 1;
  return { page, pageSize, totalPages };
}

/**
 * The validators of a GET whose answer depends only on what signed-out visitors see (jobs,
 * companies), the URL and the release: a weak ETag made of the three, and `no-cache` so that
 * clients ask again each time. A request whose If-None-Match holds that ETag gets `notModified`,
 * a 304 to return before any query runs; nothing changed since the client's copy was made.
 * "Posted within" (`posted`) also depends on the clock: jobs leave it as time passes, with no
 * change to the content, so its ETag holds the minute too (as the page cache keeps a page a minute).
 */
export function publicValidators(request: Request, context: AppLoadContext) {
  const { pathname, search, searchParams } = new URL(request.url);
  const url = createHash("sha256")
    .update(pathname + search)
    .digest("base64url")
    .slice(0, 16);
  const minute = searchParams.has("posted") ? `.${Math.floor(Date.now() / 60_000)}` : "";
  const etag = `W/"${context.release ?? "dev"}.${contentVersion()}.${url}${minute}"`;
  // The 304 names the representations the 200 varied by (compression adds it only to the 200).
  const headers = { ETag: etag, "Cache-Control": "no-cache", Vary: "Accept-Encoding" };
  const notModified = etagMatches(request.headers.get("If-None-Match"), etag) ? new Response(null, { status: 304, headers }) : null;
  return { headers, notModified };
}

/** The API's error shape (docs/product.md#json-api): a message, and messages per field when input was invalid. */
export function apiError(status: number, message: string, errors?: Record<string, string[]>, init?: ResponseInit) {
  return json(errors ? { message, errors } : { message }, { ...init, status });
}

/** The API's 429 for a rate-limited call, saying when to try again. */
export function tooManyAttempts({ message, retryAfterSeconds }: { message: string; retryAfterSeconds: number }) {
  return apiError(429, message, undefined, { headers: { "Retry-After": String(retryAfterSeconds) } });
}

/**
 * The methods a resource route answers, which it exports as `methods` (HEAD goes with GET): the
 * server answers OPTIONS with them, and a method the route does not take with 405
 * (server/request-checks.ts). Not `handle`, which Remix would ship to the browser.
 */
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** For resource routes that only answer GET. */
export function methodNotAllowed() {
  return wrongMethod("GET");
}

/** A 405 naming the methods this route does answer. */
export function wrongMethod(allow: string) {
  return apiError(405, "Method not allowed", undefined, { headers: { Allow: allow } });
}

/** As server/remix-handler.ts bounds every body; this holds under `remix dev` too, which has no such server. */
const MAX_JSON_BODY = 64 * 1024;

/**
 * Reads a JSON object body and validates it. Returns the data, or a 400 response to return as is
 * (not JSON, malformed, too large, or failing the schema, with messages per field).
 */
export async function parseJsonBody<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
): Promise<{ data: z.output<Schema>; error?: never } | { data?: never; error: Response }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    return { error: apiError(400, "Send a JSON body with Content-Type: application/json.") };
  }
  if (Number(request.headers.get("Content-Length")) > MAX_JSON_BODY) {
    return { error: apiError(413, "The request body is too large.") };
  }
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > MAX_JSON_BODY) return { error: apiError(413, "The request body is too large.") };
    body = JSON.parse(text);
  } catch {
    return { error: apiError(400, "The request body is not valid JSON.") };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { error: apiError(400, "The request body must be a JSON object.") };
  }
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data };
  const errors = result.error.flatten().fieldErrors as Record<string, string[]>;
  return { error: apiError(400, "Invalid request body", errors) };
}

/**
 * Validates a query string against a schema. Empty values count as absent, and only the first
 * value of a repeated parameter is read. Returns the data, or a 400 response to return as is.
 */
export function parseQuery<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
): { data: z.output<Schema>; error?: never } | { data?: never; error: Response } {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string> = {};
  for (const key of new Set(params.keys())) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const result = schema.safeParse(raw);
  if (result.success) {
    const { page, pageSize } = result.data as { page?: unknown; pageSize?: unknown };
    if (typeof page === "number" && typeof pageSize === "number" && page * pageSize > MAX_API_RESULTS) {
      // Where the query takes more than paging, a narrower query reaches the rest.
      const narrowable = schema instanceof z.ZodObject && Object.keys(schema.shape).some((key) => !(key in pagingQuery));
      return { error: apiError(400, "Invalid query parameters", { page: [narrowable ? `${TOO_DEEP} ${NARROW_IT}` : TOO_DEEP] }) };
    }
    return { data: result.data };
  }
  const errors = result.error.flatten().fieldErrors as Record<string, string[]>;
  return { error: apiError(400, "Invalid query parameters", errors) };
}

/**
 * How deep a list call may page: the first 10,000 results (page × pageSize), as the big search
 * APIs allow. Each deeper page would cost a walk past every result before it.
 */
const MAX_API_RESULTS = 10_000;
const TOO_DEEP = "Only the first 10,000 results can be paged through (page × pageSize).";
const NARROW_IT = "Add a keyword or a filter to see the rest.";
const DEFAULT_API_PAGE_SIZE = 50;
const MAX_API_PAGE_SIZE = 100;
const MAX_API_PAGE = 10_000;

function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

/** page and pageSize, for every list call. */
export const pagingQuery = {
  page: wholeNumber("page", 1, MAX_API_PAGE).default("1"),
  pageSize: wholeNumber("pageSize", 1, MAX_API_PAGE_SIZE).default(String(DEFAULT_API_PAGE_SIZE)),
};

/** Free text (keywords, places): never refused for its content or length, only cut short. */
export const searchText = z.string().transform(cleanSearchText);

const disciplineQuery = oneOf(DISCIPLINES, `discipline must be one of: ${DISCIPLINES.join(", ")}`);

const remoteQuery = oneOf(["true", "false", "any"], "remote must be true, false or any").transform((value) =>
  value === "any" ? undefined : value === "true",
);

/** salary=100000: the top of a job's salary range reaches it; one of the figures the board offers. */
const salaryQuery = oneOf(
  SALARY_FILTERS.map(String) as [string, ...string[]],
  `salary must be one of: ${SALARY_FILTERS.join(", ")}`,
).transform(Number);

/** posted=7: posted within the last 1, 7 or 30 days, as an ISO time. */
const postedQuery = oneOf(
  POSTED_WITHIN_DAYS.map(String) as [string, ...string[]],
  `posted must be one of: ${POSTED_WITHIN_DAYS.join(", ")} (days)`,
).transform((days) => new Date(Date.now() - Number(days) * 86_400_000).toISOString());

/** radius=25: within 25 miles of the location's city; one of the distances the board offers. */
const radiusQuery = oneOf(
  RADIUS_MILES.map(String) as [string, ...string[]],
  `radius must be one of: ${RADIUS_MILES.join(", ")} (miles)`,
).transform(Number);

const sortQuery = oneOf(["relevance", "newest"], "sort must be relevance or newest");

/** The filters of both job list calls (GET /api/jobs and /api/jobs/search). */
export const jobFiltersQuery = {
  location: searchText.optional(),
  radius: radiusQuery.optional(),
  discipline: disciplineQuery.optional(),
  remote: remoteQuery.optional(),
  salary: salaryQuery.optional(),
  posted: postedQuery.optional(),
};

/** How a search may be ordered (GET /api/jobs/search). */
export const jobSortQuery = { sort: sortQuery.optional() };
