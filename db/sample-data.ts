// Sample companies and job postings used to seed the job board (db/seed.ts). The text is data, in
// db/sample-data/*.json: companies.json, jobs.json, and company-perks.json, the closing paragraph
// about benefits and schedule that a company's jobs end with unless a job has a closing of its own.
// All company names are fictional; websites use the reserved .example TLD.

import companies from "./sample-data/companies.json";
import companyPerks from "./sample-data/company-perks.json";
import jobs from "./sample-data/jobs.json";
import { DISCIPLINES, EMPLOYMENT_TYPES, type Discipline, type EmploymentType } from "./values/jobs";

/** A company as the API shows it (app/lib/jobs.ts), before it has an id. */
export interface SampleCompany {
  /** Names the company in jobs.json and company-perks.json, and names its logo file. */
  key: string;
  name: string;
  logo: string;
  industry: string;
  size: string;
  description: string;
  website: string;
}

export interface SampleJob {
  company: string;
  title: string;
  discipline: Discipline;
  location: string;
  employmentType: EmploymentType;
  remote: boolean;
  featured: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  daysAgo: number;
  description: string;
}

/** A job's description in jobs.json: an opening paragraph, two bulleted lists and maybe a closing paragraph. */
interface DescriptionParts {
  intro: string;
  whatYoullDo: readonly string[];
  whatYouBring: readonly string[];
  closing?: string;
}

type JobEntry = Omit<SampleJob, "discipline" | "employmentType" | "description"> & {
  discipline: string;
  employmentType: string;
  description: DescriptionParts;
};

const JOBS: readonly JobEntry[] = jobs;
const PERKS: Record<string, string> = companyPerks;

export const sampleCompanies: SampleCompany[] = companies.map(({ key, name, ...fields }) => ({
  key,
  name,
  logo: `/logos/${key}.svg`,
  ...fields,
}));

export const sampleJobs: SampleJob[] = JOBS.map((job) => ({
  ...job,
  discipline: known(DISCIPLINES, job.discipline, job),
  employmentType: known(Object.keys(EMPLOYMENT_TYPES) as EmploymentType[], job.employmentType, job),
  description: describe(job.description, PERKS[job.company], job),
}));

/** Joins the parts, ending with the job's own closing paragraph or its company's perks. */
function describe(parts: DescriptionParts, perks: string | undefined, job: JobEntry): string {
  const closing = parts.closing ?? perks;
  if (closing === undefined) throw new Error(`Sample job "${job.title}" has no closing and ${job.company} no perks in company-perks.json`);
  return [
    parts.intro,
    ["What you'll do:", ...parts.whatYoullDo.map((item) => `- ${item}`)].join("\n"),
    ["What you bring:", ...parts.whatYouBring.map((item) => `- ${item}`)].join("\n"),
    closing,
  ].join("\n\n");
}

function known<T extends string>(values: readonly T[], value: string, job: JobEntry): T {
  if (!(values as readonly string[]).includes(value)) throw new Error(`Sample job "${job.title}" has an unknown value "${value}"`);
  return value as T;
}
