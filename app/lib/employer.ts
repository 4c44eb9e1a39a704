import { z } from "zod";
import { DISCIPLINES, EMPLOYMENT_TYPES, type Company, type EmploymentType } from "./jobs";
import type { ApplicationStatus } from "./applications";
import { labelledText, MAX_URL_LENGTH, normalizeLineEndings, oneOf, optionalWebAddress as webAddress } from "./validation";

export const COMPANY_SIZES = [
  "1-10 employees",
  "11-50 employees",
  "51-200 employees",
  "201-500 employees",
  "501-1,000 employees",
  "1,001-5,000 employees",
  "5,001-10,000 employees",
  "10,000+ employees",
] as const;

export const EMPLOYMENT_TYPE_NAMES = Object.keys(EMPLOYMENT_TYPES) as EmploymentType[];

/** The largest salary the form takes, in whole dollars. */
export const MAX_SALARY = 9_999_999;

// Our own wording: the original brief has no employer side (docs/product.md#differences).
export const EMPLOYER_TEXT = {
  employersOnly: "Only employer accounts can post and manage jobs.",
  companyFirst: "Tell candidates about your company first: it is shown with every job you post.",
  companySavedTitle: "Company profile saved",
  companySavedDescription: "Candidates see it with your jobs and on the Employers page.",
  companyNameTaken: "A company with this name already exists.",
  postedTitle: "Job posted",
  postedDescription: "Your job is live and shows in search now.",
  updatedTitle: "Job updated",
  updatedDescription: "Your changes are live.",
  closedTitle: "Job closed",
  closedDescription: "It has left search and takes no new applications.",
  reopenedTitle: "Job reopened",
  reopenedDescription: "It is back in search and takes applications again.",
  deletedTitle: "Job deleted",
  deleteRefused: "This job has applications, so it cannot be deleted. Close it instead.",
  statusSavedTitle: "Status updated",
  saveFailed: "Your changes could not be saved. Please try again.",
  jobNotFound: "Job not found.",
  applicationNotFound: "Application not found.",
} as const;

const requiredText = (label: string, min: number, max: number) => labelledText(label, min, max).transform(normalizeLineEndings);

const optionalWebAddress = (label: string) =>
  webAddress({
    tooLong: `${label} must be at most ${MAX_URL_LENGTH} characters`,
    invalid: `${label} must be a web address starting with https://`,
  });

/** The company profile an employer fills in before posting (and edits in Settings). */
export const companySchema = z.object({
  name: requiredText("Company name", 2, 100),
  logoUrl: optionalWebAddress("Logo URL"),
  industry: requiredText("Industry", 2, 80),
  size: oneOf(COMPANY_SIZES, "Choose the company's size"),
  description: requiredText("Description", 20, 2000),
  website: optionalWebAddress("Website"),
});
export type CompanyInput = z.output<typeof companySchema>;

export function companyFormValues(company: Company | null): Partial<Record<keyof CompanyInput, string>> {
  if (!company) return {};
  const { name, logo, industry, size, description, website } = company;
  return { name, logoUrl: logo, industry, size, description, website };
}

/** "$85,000", "85 000" or "85000" as whole dollars; empty is no salary. */
function salaryField(label: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      const digits = (value ?? "").replace(/[$,\s]/g, "");
      if (digits === "") return null;
      const amount = /^\d{1,7}$/.test(digits) ? Number(digits) : NaN;
      if (!(amount >= 1 && amount <= MAX_SALARY)) {
        context.addIssue({ code: "custom", message: `${label} must be whole dollars between 1 and 9,999,999, like 85000` });
        return z.NEVER;
      }
      return amount;
    });
}

/** Post a job and Edit job: one form, checked the same way in the browser and on the server. */
export const jobFormSchema = z
  .object({
    title: requiredText("Job title", 3, 120),
    description: requiredText("Description", 30, 20_000),
    location: requiredText("Location", 2, 100),
    employmentType: oneOf(EMPLOYMENT_TYPE_NAMES as [EmploymentType, ...EmploymentType[]], "Choose an employment type"),
    remote: z.boolean().default(false),
    discipline: oneOf(DISCIPLINES, "Choose a discipline"),
    salaryMin: salaryField("Minimum salary"),
    salaryMax: salaryField("Maximum salary"),
  })
  .superRefine((job, context) => {
    if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin > job.salaryMax) {
      context.addIssue({ code: "custom", path: ["salaryMin"], message: "Minimum salary cannot be above the maximum salary" });
    }
  });
export type JobInput = z.output<typeof jobFormSchema>;

/** A posted job as its form shows it. */
export function jobFormValues(
  job: Pick<PostedJob, "title" | "description" | "location" | "employmentType" | "remote" | "discipline" | "salaryMin" | "salaryMax">,
) {
  return {
    title: job.title,
    description: job.description,
    location: job.location,
    employmentType: job.employmentType,
    remote: job.remote,
    discipline: job.discipline,
    salaryMin: job.salaryMin?.toString() ?? "",
    salaryMax: job.salaryMax?.toString() ?? "",
  };
}

/** A job in the employer's own list: open or closed, with its applications counted by status. */
export interface PostedJob {
  id: number;
  jobId: string;
  title: string;
  location: string;
  employmentType: string;
  remote: boolean;
  discipline: string;
  salaryMin: number | null;
  salaryMax: number | null;
  description: string;
  postedDate: string;
  closedAt: string | null;
  applicationCounts: Record<ApplicationStatus, number> & { total: number };
}

/** One application as the employer reviews it. */
export interface Applicant {
  applicationId: number;
  status: ApplicationStatus;
  appliedDate: string;
  coverLetter: string | null;
  resumeUrl: string | null;
  email: string;
  fullName: string;
  headline: string;
  location: string;
  linkedinUrl: string;
  githubUrl: string;
  portfolioUrl: string;
}
