import { sql } from "kysely";
import type { JobSearch } from "~/lib/job-search";
import { excerptOf, type Job, type JobDetails, type JobSummary } from "~/lib/jobs";
import { db } from "./db.server";
import {
  filterConditions,
  findJobIds,
  similarJobIds,
  findPageOfJobIds,
  newJobIds,
  type JobFilters,
  type Paging,
  withPlace,
} from "./search/index.server";

const SIMILAR_JOBS = 5;

export interface JobPage<T> {
  jobs: T[];
  total: number;
  /** True when more than `total` jobs match (a keyword or location search counts up to COUNTED_RESULTS). */
  totalCapped: boolean;
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
  "companies.slug as company_slug",
] as const;

const fullColumns = [
  ...summaryColumns,
  "jobs.description",
  "jobs.closes_at",
  "companies.industry as company_industry",
  "companies.size as company_size",
  "companies.description as company_description",
  "companies.website as company_website",
] as const;

function jobsWithCompany() {
  return db.selectFrom("jobs").innerJoin("companies", "companies.id", "jobs.company_id");
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>["execute"]>>[number];
type FullRow = Awaited<ReturnType<ReturnType<typeof selectFull>["execute"]>>[number];

const selectSummaries = () =>
  jobsWithCompany()
    .select(summaryColumns)
    .select(sql<string>`substr(jobs.description, 1, 400)`.as("excerpt"));
const selectFull = () => jobsWithCompany().select(fullColumns);

function toJobBase(row: SummaryRow | FullRow) {
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

function toJob(row: FullRow): Job {
  return {
    ...toJobBase(row),
    description: row.description,
    closesAt: row.closes_at,
    company: {
      id: row.company_id,
      name: row.company_name,
      logo: row.company_logo,
      industry: row.company_industry,
      size: row.company_size,
      description: row.company_description,
      website: row.company_website,
      slug: row.company_slug,
    },
  };
}

function toJobSummary(row: SummaryRow): JobSummary {
  return {
    ...toJobBase(row),
    excerpt: excerptOf(row.excerpt),
    company: { id: row.company_id, name: row.company_name, logo: row.company_logo, slug: row.company_slug },
  };
}

/** Rows for the given ids, in the order of the ids. */
function inOrder<Row extends { id: number }>(ids: number[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The full jobs of these ids, in their order. Their rows are tested against the filters again (as
 * withPlace read them: "Remote" is the remote filter):
 * a keyword search's ids come from the index alone, and a job that fails a filter is never shown.
 */
async function jobsWithIds(ids: number[], filters: JobFilters): Promise<Job[]> {
  if (ids.length === 0) return [];
  const rows = await selectFull()
    .where("jobs.id", "in", ids)
    .where((eb) => filterConditions(eb, filters))
    .execute();
  return inOrder(ids, rows).map(toJob);
}

/** As jobsWithIds, with the light shape job cards need. */
async function summariesWithIds(ids: number[], filters: JobFilters): Promise<JobSummary[]> {
  if (ids.length === 0) return [];
  const rows = await selectSummaries()
    .where("jobs.id", "in", ids)
    .where((eb) => filterConditions(eb, filters))
    .execute();
  return inOrder(ids, rows).map(toJobSummary);
}

/** The open jobs matching the filters added after `afterId` up to `upToId`, newest first, at most `limit` (a job alert's digest). */
export async function newJobSummaries(typed: JobFilters, afterId: number, upToId: number, limit: number): Promise<JobSummary[]> {
  const filters = withPlace(typed);
  return summariesWithIds(await newJobIds(filters, afterId, upToId, limit), filters);
}

/**
 * One page of jobs matching the filters (best match first with keywords, newest first
 * without), with the number of matches.
 */
export async function searchJobs(typed: JobFilters, paging: Paging): Promise<JobPage<Job>> {
  const filters = withPlace(typed);
  const { ids, ...counts } = await findJobIds(filters, paging);
  return { jobs: await jobsWithIds(ids, filters), ...counts };
}

/** As searchJobs, with the light shape job cards need. */
export async function searchJobSummaries(typed: JobFilters, paging: Paging): Promise<JobPage<JobSummary>> {
  const filters = withPlace(typed);
  const { ids, ...counts } = await findJobIds(filters, paging);
  return { jobs: await summariesWithIds(ids, filters), ...counts };
}

/** As searchJobs, for a list that shows no total: nothing is counted. */
export async function listJobs(typed: JobFilters, paging: Paging): Promise<Job[]> {
  const filters = withPlace(typed);
  return jobsWithIds(await findPageOfJobIds(filters, paging), filters);
}

/** As searchJobSummaries, for a list that shows no total: nothing is counted. */
export async function listJobSummaries(typed: JobFilters, paging: Paging): Promise<JobSummary[]> {
  const filters = withPlace(typed);
  return summariesWithIds(await findPageOfJobIds(filters, paging), filters);
}

/** The newest `limit` open jobs matching the filters, keywords or not, newest first, never ranked (the RSS feed). */
export async function newestJobSummaries(filters: JobFilters, limit: number): Promise<JobSummary[]> {
  const newest = { ...withPlace(filters), sort: "newest" as const };
  return summariesWithIds(await findPageOfJobIds(newest, { page: 1, pageSize: limit }), newest);
}

/** Up to five open jobs like this one, for its page (similarJobIds). */
export async function similarJobs(job: Pick<JobDetails, "id" | "title" | "discipline">): Promise<JobSummary[]> {
  return summariesWithIds(await similarJobIds(job, SIMILAR_JOBS), {});
}

/** A job by id, open or closed (its page stays, saying it is closed). */
export async function getJob(id: number): Promise<JobDetails | undefined> {
  const [job] = await getJobs([id]);
  return job;
}

/** Jobs by id, open or closed, in the order of the ids; ids with no job are left out (a candidate's saved jobs). */
export async function getJobs(ids: number[]): Promise<JobDetails[]> {
  if (ids.length === 0) return [];
  const rows = await selectFull()
    .select(["jobs.closed_at", "jobs.held_at", "jobs.hidden_at", "jobs.suspended_at"])
    .where("jobs.id", "in", ids)
    .execute();
  return inOrder(ids, rows).map((row) => ({
    ...toJob(row),
    closedAt: row.closed_at,
    heldAt: row.held_at,
    hiddenAt: row.hidden_at ?? row.suspended_at,
  }));
}

/** The /jobs page's query, as filters. */
export function filtersFromSearch(search: JobSearch, now = Date.now()): JobFilters {
  return {
    q: search.q,
    location: search.location,
    radius: search.radius ?? undefined,
    discipline: search.discipline || undefined,
    remote: search.remote === "any" ? undefined : search.remote === "true",
    companyId: search.company ?? undefined,
    salaryAtLeast: search.salary ?? undefined,
    postedSince: search.posted ? new Date(now - search.posted * 86_400_000).toISOString() : undefined,
    sort: search.sort,
  };
}
