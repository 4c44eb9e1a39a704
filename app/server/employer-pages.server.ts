import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/lib/accounts";
import { statusBadge } from "~/lib/applications";
import { companySchema, EMPLOYER_TEXT, jobFormSchema, type PostedJob } from "~/lib/employer";
import type { Company } from "~/lib/jobs";
import { requireUser } from "./auth.server";
import { companyOfUser, CompanyNameTakenError, saveCompany } from "./companies.server";
import {
  countPostedJobs,
  deleteJob,
  findPostedJob,
  isApplicationStatus,
  listApplicants,
  listPostedJobs,
  postJob,
  setApplicationStatus,
  setJobClosed,
  updateJob,
} from "./employer-jobs.server";
import { redirectWithToast } from "./flash.server";
import { idParam } from "./jobs.server";
import { pagingFor } from "./job-search.server";
import { refuseCrossSite } from "./security.server";

const PAGE_SIZE = 20;

/** What a refused company or job form answers: the form's state, and a message about the whole form. */
export interface EmployerFormFailure {
  form: "company" | "job";
  result: SubmissionResult<string[]>;
  message?: string;
}

/** A refused button on a job list (delete a job that has applications). */
export interface JobActionFailure {
  message: string;
}

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

/**
 * The signed-in employer and their company (null until they create it). Signed out: a redirect
 * to sign in; a candidate: 403 with a message the error page shows.
 */
export async function requireEmployer(request: Request): Promise<{ user: User; company: Company | null }> {
  const user = await requireUser(request);
  if (user.role !== "employer") throw json({ message: EMPLOYER_TEXT.employersOnly }, { status: 403 });
  return { user, company: await companyOfUser(user.id) };
}

/** The employer's company and the job of the `:id` parameter, which must be the company's (else 404). */
async function requireOwnJob(request: Request, jobIdText: string | undefined) {
  const { user, company } = await requireEmployer(request);
  const jobId = idParam(jobIdText);
  const job = company && jobId !== null ? await findPostedJob(company.id, jobId) : undefined;
  if (!company || !job) notFound();
  return { user, company, job };
}

async function readForm(request: Request): Promise<FormData> {
  return (await request.formData().catch(() => null)) ?? new FormData();
}

/** The company form, on /post-job and in Settings: creates or updates the employer's company. */
export async function companyFormAction(userId: number, formData: FormData, backTo: string) {
  const submission = parseWithZod(formData, { schema: companySchema });
  const fail = (status: number, fieldErrors?: Record<string, string[]>, message?: string) =>
    json<EmployerFormFailure>({ form: "company", result: submission.reply({ fieldErrors }), message }, { status });
  if (submission.status !== "success") return fail(400);
  try {
    await saveCompany(userId, submission.value);
  } catch (error) {
    if (error instanceof CompanyNameTakenError) return fail(409, { name: [error.message] });
    console.error("Saving a company failed", error);
    return fail(500, undefined, EMPLOYER_TEXT.saveFailed);
  }
  return redirectWithToast(backTo, {
    title: EMPLOYER_TEXT.companySavedTitle,
    description: EMPLOYER_TEXT.companySavedDescription,
  });
}

/** The job form, for posting (no job id) and editing. */
async function jobFormAction(companyId: number, formData: FormData, jobId?: number) {
  const submission = parseWithZod(formData, { schema: jobFormSchema });
  if (submission.status !== "success") {
    return json<EmployerFormFailure>({ form: "job", result: submission.reply() }, { status: 400 });
  }
  try {
    if (jobId === undefined) {
      await postJob(companyId, submission.value);
      return redirectWithToast("/posted-jobs", {
        title: EMPLOYER_TEXT.postedTitle,
        description: EMPLOYER_TEXT.postedDescription,
      });
    }
    if (!(await updateJob(companyId, jobId, submission.value))) notFound();
    return redirectWithToast("/posted-jobs", {
      title: EMPLOYER_TEXT.updatedTitle,
      description: EMPLOYER_TEXT.updatedDescription,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Saving a job failed", error);
    return json<EmployerFormFailure>(
      { form: "job", result: submission.reply(), message: EMPLOYER_TEXT.saveFailed },
      { status: 500 }
    );
  }
}

export async function postJobLoader({ request }: LoaderFunctionArgs) {
  const { company } = await requireEmployer(request);
  return json({ company });
}

/** /post-job: the company form first (intent "company") while the employer has none, then the job form. */
export async function postJobAction({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { user, company } = await requireEmployer(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "company") return companyFormAction(user.id, formData, "/post-job");
  if (!company) {
    const submission = parseWithZod(formData, { schema: jobFormSchema });
    return json<EmployerFormFailure>(
      {
        form: "job",
        result: submission.reply({ formErrors: [EMPLOYER_TEXT.companyFirst] }),
        message: EMPLOYER_TEXT.companyFirst,
      },
      { status: 409 }
    );
  }
  return jobFormAction(company.id, formData);
}

export async function editJobLoader({ request, params }: LoaderFunctionArgs) {
  const { job } = await requireOwnJob(request, params.id);
  return json({ job });
}

export async function editJobAction({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { company, job } = await requireOwnJob(request, params.id);
  return jobFormAction(company.id, await readForm(request), job.id);
}

/** /posted-jobs: the company's jobs, a page at a time. */
export async function postedJobsLoader({ request }: LoaderFunctionArgs) {
  const { company } = await requireEmployer(request);
  if (!company) return json({ company, jobs: [] as PostedJob[], total: 0, page: 1, totalPages: 0 });
  const total = await countPostedJobs(company.id);
  const { page, pageSize, totalPages } = pagingFor(request, total, PAGE_SIZE);
  const jobs = await listPostedJobs(company.id, { page, pageSize });
  return json({ company, jobs, total, page, totalPages });
}

/** Close, reopen or delete one of the company's jobs (intent and jobId); back to the list. */
export async function postedJobsAction({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { company } = await requireEmployer(request);
  const formData = await readForm(request);
  const jobId = idParam(String(formData.get("jobId") ?? ""));
  if (!company || jobId === null) notFound();
  const intent = formData.get("intent");
  const backTo = safeListPath(formData.get("backTo"));

  if (intent === "close" || intent === "reopen") {
    if (!(await setJobClosed(company.id, jobId, intent === "close"))) notFound();
    return redirectWithToast(
      backTo,
      intent === "close"
        ? { title: EMPLOYER_TEXT.closedTitle, description: EMPLOYER_TEXT.closedDescription }
        : { title: EMPLOYER_TEXT.reopenedTitle, description: EMPLOYER_TEXT.reopenedDescription }
    );
  }
  if (intent === "delete") {
    const outcome = await deleteJob(company.id, jobId);
    if (outcome === "not-found") notFound();
    if (outcome === "has-applications") return json<JobActionFailure>({ message: EMPLOYER_TEXT.deleteRefused }, { status: 409 });
    return redirectWithToast("/posted-jobs", { title: EMPLOYER_TEXT.deletedTitle });
  }
  return json<JobActionFailure>({ message: "Unknown action." }, { status: 400 });
}

/** Back to the list page the button was on ("/posted-jobs?page=2"), or to the job's own page. */
function safeListPath(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  return /^\/posted-jobs(\/\d{1,12})?(\?page=\d{1,6})?$/.test(path) ? path : "/posted-jobs";
}

/** /posted-jobs/:id: one of the company's jobs and its applicants, a page at a time. */
export async function applicantsLoader({ request, params }: LoaderFunctionArgs) {
  const { job } = await requireOwnJob(request, params.id);
  const { page, pageSize, totalPages } = pagingFor(request, job.applicationCounts.total, PAGE_SIZE);
  const applicants = await listApplicants(job.id, { page, pageSize });
  return json({ job, applicants, page, totalPages });
}

/** Sets one application's status (a plain form per applicant). */
export async function applicantsAction({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { company, job } = await requireOwnJob(request, params.id);
  const formData = await readForm(request);
  const applicationId = idParam(String(formData.get("applicationId") ?? ""));
  const status = formData.get("status");
  if (applicationId === null) notFound();
  if (!isApplicationStatus(status)) return json<JobActionFailure>({ message: "Choose a status from the list." }, { status: 400 });
  const name = await setApplicationStatus(company.id, job.id, applicationId, status);
  if (name === null) notFound();
  const { search } = new URL(request.url);
  return redirectWithToast(`/posted-jobs/${job.id}${search}`, {
    title: EMPLOYER_TEXT.statusSavedTitle,
    description: `${name}: ${statusBadge(status).label}`,
  });
}
