import { sql, type SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema";
import type { JobSearch } from "~/lib/job-search";
import { excerptOf, type Discipline, type Job, type JobSummary } from "~/lib/jobs";
import { db } from "./db.server";

export interface JobFilters {
  /** Keywords, matched as words against title, description and company name. */
  q?: string;
  /** Place words, matched against the job's location ("new york", "tx"). */
  location?: string;
  discipline?: Discipline;
  remote?: boolean;
  companyId?: number;
  featured?: boolean;
}

export interface Paging {
  page: number;
  pageSize: number;
}

const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a user's query, each quoted so FTS5 reads it as a plain string: operators
 * (OR, NOT, NEAR), quotes, `*`, `-` and parentheses never reach the query parser.
 */
export function searchTerms(text: string): string[] {
  const words = text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

const quoted = (terms: string[]) => terms.map((term) => `"${term}"`).join(" ");

/**
 * The FTS5 MATCH expression for the keyword and location filters: undefined when neither
 * is set, null when one is set but holds no searchable word (so nothing can match).
 */
export function matchExpression(filters: Pick<JobFilters, "q" | "location">): string | null | undefined {
  const parts: string[] = [];
  for (const [text, columns] of [
    [filters.q, "{title description company_name}"],
    [filters.location, "location"],
  ] as const) {
    if (!text?.trim()) continue;
    const terms = searchTerms(text);
    if (terms.length === 0) return null;
    parts.push(`${columns} : (${quoted(terms)})`);
  }
  return parts.length ? parts.join(" AND ") : undefined;
}

type JobQuery = SelectQueryBuilder<Database, "jobs" | "companies", object>;

function filteredJobs(filters: JobFilters, match: string | undefined): JobQuery {
  let query = db.selectFrom("jobs").innerJoin("companies", "companies.id", "jobs.company_id") as JobQuery;
  if (match) {
    query = query
      .innerJoin("jobs_fts", "jobs_fts.rowid", "jobs.id")
      .where(sql<boolean>`jobs_fts MATCH ${match}`) as unknown as JobQuery;
  }
  if (filters.discipline) query = query.where("jobs.discipline", "=", filters.discipline);
  if (filters.remote !== undefined) query = query.where("jobs.remote", "=", filters.remote ? 1 : 0);
  if (filters.companyId !== undefined) query = query.where("jobs.company_id", "=", filters.companyId);
  if (filters.featured) query = query.where("jobs.featured", "=", 1);
  return query;
}

const summaryColumns = [
  "jobs.id",
  "jobs.reference",
  "jobs.title",
  "jobs.location",
  "jobs.employment_type",
  "jobs.remote",
  "jobs.featured",
  "jobs.discipline",
  "jobs.salary_min",
  "jobs.salary_max",
  "jobs.posted_at",
  "companies.id as company_id",
  "companies.name as company_name",
  "companies.logo_url as company_logo",
] as const;

const fullColumns = [
  ...summaryColumns,
  "jobs.description",
  "companies.industry as company_industry",
  "companies.size as company_size",
  "companies.description as company_description",
  "companies.website as company_website",
] as const;

interface SummaryRow {
  id: number;
  reference: string;
  title: string;
  location: string;
  employment_type: string;
  remote: 0 | 1;
  featured: 0 | 1;
  discipline: string;
  salary_min: number | null;
  salary_max: number | null;
  posted_at: string;
  company_id: number;
  company_name: string;
  company_logo: string;
}

interface FullRow extends SummaryRow {
  description: string;
  company_industry: string;
  company_size: string;
  company_description: string;
  company_website: string;
}

function toJobBase(row: SummaryRow) {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    employmentType: row.employment_type,
    remote: row.remote === 1,
    featured: row.featured === 1,
    discipline: row.discipline,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    postedDate: row.posted_at,
    jobId: row.reference,
  };
}

export function toJob(row: FullRow): Job {
  return {
    ...toJobBase(row),
    description: row.description,
    company: {
      id: row.company_id,
      name: row.company_name,
      logo: row.company_logo,
      industry: row.company_industry,
      size: row.company_size,
      description: row.company_description,
      website: row.company_website,
    },
  };
}

function toJobSummary(row: SummaryRow & { excerpt: string }): JobSummary {
  return {
    ...toJobBase(row),
    excerpt: excerptOf(row.excerpt),
    company: { id: row.company_id, name: row.company_name, logo: row.company_logo },
  };
}

async function runSearch<Row>(
  filters: JobFilters,
  paging: Paging,
  select: (query: JobQuery) => SelectQueryBuilder<Database, "jobs" | "companies", Row>,
): Promise<{ rows: Row[]; total: number }> {
  const match = matchExpression(filters);
  if (match === null) return { rows: [], total: 0 };
  const base = filteredJobs(filters, match);

  let query = select(base);
  query = match
    ? query.orderBy(sql`bm25(jobs_fts, 10.0, 1.0, 5.0, 0.0)`).orderBy("jobs.posted_at", "desc")
    : query.orderBy("jobs.posted_at", "desc").orderBy("jobs.id", "desc");
  const [rows, count] = await Promise.all([
    query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/**
 * Jobs matching the filters, best match first when there are keywords and newest first
 * otherwise, one page at a time, with the number of matches over all pages.
 */
export async function searchJobs(filters: JobFilters, paging: Paging): Promise<{ jobs: Job[]; total: number }> {
  const { rows, total } = await runSearch(filters, paging, (query) => query.select(fullColumns));
  return { jobs: rows.map((row) => toJob(row as FullRow)), total };
}

/** As searchJobs, with the light shape job cards need. */
export async function searchJobSummaries(
  filters: JobFilters,
  paging: Paging,
): Promise<{ jobs: JobSummary[]; total: number }> {
  const { rows, total } = await runSearch(filters, paging, (query) =>
    query.select(summaryColumns).select(sql<string>`substr(jobs.description, 1, 400)`.as("excerpt")),
  );
  return { jobs: rows.map((row) => toJobSummary(row as SummaryRow & { excerpt: string })), total };
}

export async function getJob(id: number): Promise<Job | undefined> {
  const row = await db
    .selectFrom("jobs")
    .innerJoin("companies", "companies.id", "jobs.company_id")
    .select(fullColumns)
    .where("jobs.id", "=", id)
    .executeTakeFirst();
  return row && toJob(row as FullRow);
}

/** The /jobs page's query, as filters. */
export function filtersFromSearch(search: JobSearch): JobFilters {
  return {
    q: search.q,
    location: search.location,
    discipline: search.discipline || undefined,
    remote: search.remote === "any" ? undefined : search.remote === "true",
    companyId: search.company ?? undefined,
  };
}
