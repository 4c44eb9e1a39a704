import { z } from "zod";
import { DISCIPLINES, EMPLOYMENT_TYPES, type Company, type EmploymentType } from "./jobs";
import type { ApplicationState, ApplicationStatus } from "./application-statuses";
import {
  labelledText,
  MAX_URL_LENGTH,
  normalizeLineEndings,
  oneOf,
  optionalWebAddress as webAddress,
  singleLine,
  trimmedText,
} from "./validation";

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
  relistedTitle: "Job relisted",
  relistedDescription: (closesOn: string) => `It is back in search and takes applications until ${closesOn}.`,
  deletedTitle: "Job deleted",
  deleteRefused: "This job has applications, so it cannot be deleted. Close it instead.",
  statusSavedTitle: "Status updated",
  chooseStatus: "Choose a status from the list.",
  withdrawnByCandidate: "The candidate withdrew this application: its status can no longer change.",
  withdrawnNote: "The candidate withdrew this application.",
  saveFailed: "Your changes could not be saved. Please try again.",
  jobNotFound: "Job not found.",
  applicationNotFound: "Application not found.",
  noteAddedTitle: "Note added",
  noteAddedDescription: "Only your company's users can see it.",
  notesArePrivate: "Only your company's users see these notes. The candidate never does.",
  formerUser: "a former user",
} as const;

const requiredText = (label: string, min: number, max: number) => labelledText(label, min, max).transform(normalizeLineEndings);
const requiredLine = (label: string, min: number, max: number) => singleLine(labelledText(label, min, max), label);

const optionalWebAddress = (label: string) =>
  webAddress({
    tooLong: `${label} must be at most ${MAX_URL_LENGTH} characters`,
    invalid: `${label} must be a web address starting with https://`,
  });

/** The company profile an employer fills in before posting (and edits in Settings). */
export const companySchema = z.object({
  name: requiredLine("Company name", 2, 100),
  logoUrl: optionalWebAddress("Logo URL"),
  industry: requiredLine("Industry", 2, 80),
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

/** A job's closing date: this many days ahead unless the employer picks another, at most CLOSING_DAYS_MAX. */
export const CLOSING_DAYS_DEFAULT = 30;
export const CLOSING_DAYS_MAX = 90;
/** The periods Relist offers, in days. */
export const RELIST_PERIODS = [7, 14, 30, 60, 90] as const;

const DAY_MS = 86_400_000;

/** The UTC calendar day `days` after `now`'s, as YYYY-MM-DD (a date input's value). */
export function dayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A closing date's moment: the end of that day in UTC. A job is open all of its closing day. */
export function closingTime(day: string): string {
  return `${day}T23:59:59.999Z`;
}

/** "Closes today", "Closes tomorrow", "Closes in 12 days": the whole UTC days left. */
export function formatClosesIn(closesAt: string, now: Date): string {
  const days = Math.round(
    (Date.parse(closingTime(closesAt.slice(0, 10))) - Date.parse(closingTime(now.toISOString().slice(0, 10)))) / DAY_MS,
  );
  if (days <= 0) return "Closes today";
  if (days === 1) return "Closes tomorrow";
  return `Closes in ${days} days`;
}

/** A date input's value from today (UTC) to CLOSING_DAYS_MAX days ahead; empty is the default, 30 days. */
const closingDateField = z
  .string()
  .optional()
  .transform((value, context) => {
    const day = (value ?? "").trim();
    const now = new Date();
    if (day === "") return dayAfter(now, CLOSING_DAYS_DEFAULT);
    const valid =
      /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && dayAfter(new Date(`${day}T00:00:00Z`), 0) === day;
    if (!valid || day < dayAfter(now, 0) || day > dayAfter(now, CLOSING_DAYS_MAX)) {
      context.addIssue({ code: "custom", message: `Closing date must be between today and ${CLOSING_DAYS_MAX} days from now` });
      return z.NEVER;
    }
    return day;
  });

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
    title: requiredLine("Job title", 3, 120),
    description: requiredText("Description", 30, 20_000),
    location: requiredLine("Location", 2, 100),
    employmentType: oneOf(EMPLOYMENT_TYPE_NAMES as [EmploymentType, ...EmploymentType[]], "Choose an employment type"),
    remote: z.boolean().default(false),
    discipline: oneOf(DISCIPLINES, "Choose a discipline"),
    salaryMin: salaryField("Minimum salary"),
    salaryMax: salaryField("Maximum salary"),
    closesOn: closingDateField,
  })
  .superRefine((job, context) => {
    if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin > job.salaryMax) {
      context.addIssue({ code: "custom", path: ["salaryMin"], message: "Minimum salary cannot be above the maximum salary" });
    }
  });
export type JobInput = z.output<typeof jobFormSchema>;

/** A posted job as its form shows it. */
export function jobFormValues(
  job: Pick<
    PostedJob,
    "title" | "description" | "location" | "employmentType" | "remote" | "discipline" | "salaryMin" | "salaryMax" | "closesAt"
  >,
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
    closesOn: job.closesAt.slice(0, 10),
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
  /** Set when closed, by the employer or by its closing date passing (then equal to closesAt). */
  closedAt: string | null;
  /** Set while reports hold the job back from search (decision 043); closedAt is then the same moment. */
  heldAt: string | null;
  /** Set while the staff hide the job, or its employer's account is suspended (decision 047); closedAt is set too. */
  hiddenAt: string | null;
  /** Why the staff hid it; null when not hidden by them. */
  hiddenReason: string | null;
  /** The closing date's moment (closingTime). */
  closesAt: string;
  /** By state: an application the candidate withdrew counts as withdrawn, not under its status. */
  applicationCounts: Record<ApplicationState, number> & { total: number };
}

/** One application as the employer reviews it. */
export interface Applicant {
  applicationId: number;
  /** "withdrawn" once the candidate withdrew it: its status can no longer be set. */
  status: ApplicationState;
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
  /** How many notes the company's users wrote on it. */
  noteCount: number;
}

/** The most characters a note on an application holds. */
export const MAX_NOTE_LENGTH = 2000;

/** A private note on an application (docs/product.md#employer-side-and-settings): line endings made one before it is measured. */
export const noteSchema = z.object({
  note: z
    .string({ required_error: "Note is required", invalid_type_error: "Note must be text" })
    .transform(normalizeLineEndings)
    .pipe(
      trimmedText({
        max: MAX_NOTE_LENGTH,
        required: "Note is required",
        tooLong: `Note must be at most ${MAX_NOTE_LENGTH.toLocaleString("en-US")} characters`,
      }),
    ),
});

/** A note as the company's users see it; `author` is null once the author's account is deleted. */
export interface ApplicationNote {
  id: number;
  body: string;
  author: string | null;
  createdAt: string;
}

/** One change of an application's status; `changedBy` is null once that account is deleted. */
export interface StatusChange {
  id: number;
  from: ApplicationStatus;
  to: ApplicationStatus;
  changedBy: string | null;
  changedAt: string;
}
