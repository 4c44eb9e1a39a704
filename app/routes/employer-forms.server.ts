import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { EmployerFormFailure } from "~/lib/action-data";
import { companySchema, EMPLOYER_TEXT, jobFormSchema } from "~/lib/employer";
import { CompanyNameTakenError, saveCompany } from "~/server/companies.server";
import { postJob, updateJob } from "~/server/employer-jobs.server";
import { redirectWithToast } from "~/server/flash.server";
import { notFound } from "~/server/http.server";

// The actions of the employer's two forms, shared by the routes that show them: the company
// form (/post-job, /settings) and the job form (/post-job, /posted-jobs/:id/edit).

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
export async function jobFormAction(companyId: number, formData: FormData, jobId?: number) {
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
    if (!(await updateJob(companyId, jobId, submission.value))) throw notFound();
    return redirectWithToast("/posted-jobs", {
      title: EMPLOYER_TEXT.updatedTitle,
      description: EMPLOYER_TEXT.updatedDescription,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Saving a job failed", error);
    return json<EmployerFormFailure>({ form: "job", result: submission.reply(), message: EMPLOYER_TEXT.saveFailed }, { status: 500 });
  }
}
