// Vocabulary shared by the server, the pages and the sample data.

export {
  DISCIPLINES,
  EMPLOYMENT_TYPES,
  ENGINEERING_DISCIPLINES,
  isDiscipline,
  SPECIALIZATION_DISCIPLINES,
  type Discipline,
  type EmploymentType,
} from "../../db/values/jobs";

/** The location filter of /jobs, in its fixed order (docs/product.md#pages). */
export const FILTER_LOCATIONS = ["San Francisco", "Austin", "Detroit", "New York", "Seattle"] as const;

/** The featured-jobs location filter on the home page, in its fixed order (docs/product.md#pages). */
export const HOME_LOCATIONS = ["New York", "San Francisco", "Austin", "Detroit"] as const;

/** A company as the API and the pages show it. */
export interface Company {
  id: number;
  name: string;
  logo: string;
  industry: string;
  size: string;
  description: string;
  website: string;
  /** Its page's address is companyPath(slug): /companies/<slug>. */
  slug: string;
}

/** A company's page. */
export const companyPath = (slug: string) => `/companies/${slug}`;

/** A job as the JSON API returns it (docs/product.md#shapes). */
export interface Job {
  id: number;
  title: string;
  description: string;
  location: string;
  employmentType: string;
  remote: boolean;
  featured: boolean;
  discipline: string;
  salaryMin: number | null;
  salaryMax: number | null;
  /** ISO 8601 */
  postedDate: string;
  /** The readable reference, e.g. "KT-000042". */
  jobId: string;
  /** ISO 8601: the job takes applications until then (its closing date). */
  closesAt: string;
  company: Company;
}

/**
 * A job as its own page sees it: open, or closed at `closedAt` (by its employer, or when it equals
 * closesAt, by its closing date, or when it equals heldAt, held back by reports until reviewed).
 */
export interface JobDetails extends Job {
  /** ISO 8601, or null while the job is open. */
  closedAt: string | null;
  /** ISO 8601 while reports hold the job back from search (decision 043), else null. */
  heldAt: string | null;
  /** ISO 8601 while the staff hide the job or its employer is suspended (decision 047): it is unavailable. Else null. */
  hiddenAt: string | null;
}

/** What a job card needs: the job without its full description, and the company's name and logo. */
export interface JobSummary extends Omit<Job, "description" | "company" | "closesAt"> {
  excerpt: string;
  company: Pick<Company, "id" | "name" | "logo" | "slug">;
}

const EXCERPT_LENGTH = 180;

/** The opening words of a description as one line, cut at a word boundary. */
export function excerptOf(description: string): string {
  const text = description.replace(/^- /gm, "").replace(/\s+/g, " ").trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,.;:]$/, "")}…`;
}
