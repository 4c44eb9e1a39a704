import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { authPath } from "~/lib/accounts";
import type { ApplyActionData, ApplyFailure } from "~/lib/action-data";
import { APPLY_TEXT, applyFormPath, type Application } from "~/lib/applications";
import { APPLY_FORM_TEXT } from "~/lib/apply-form-text";
import { coverLetterSchema } from "~/lib/application-schemas";
import { AlreadyAppliedError, applyToJob, checkCanApply, primaryResumeId } from "~/server/applications.server";
import { getCurrentUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { idParam, notFound } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";
import { discardResume, keepResume, readResumePost, uploadLimitProblem, type ReceivedFile } from "~/server/uploads.server";

const SUCCESS_TOAST = { title: APPLY_TEXT.successTitle, description: APPLY_TEXT.successDescription };
const SIGN_IN_TOAST = { title: APPLY_TEXT.signInTitle, description: APPLY_TEXT.signInDescription };

const NO_VALUES: ApplyFailure["values"] = { resumeChoice: "", coverLetter: "" };

function signInAndReturn(jobId: number) {
  return redirectWithToast(authPath("login", applyFormPath(jobId)), SIGN_IN_TOAST);
}

/** /jobs/:id/apply: the job, and the form, or why this user cannot apply. Signed out: sign in first. */
export async function applyPageLoader({ request, params }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  const { job, refusal, existing } = await checkCanApply(user, idParam(params.id));
  if (!job) throw notFound();
  if (refusal?.status === 401) throw await signInAndReturn(job.id);
  return json(
    {
      job: {
        id: job.id,
        title: job.title,
        location: job.location,
        employmentType: job.employmentType,
        remote: job.remote,
        company: { name: job.company.name },
      },
      // Wrong role or a closed job; an application made already is shown rather than refused.
      refusal: refusal && !existing ? refusal.message : null,
      existing: existing ?? null,
    },
    { status: refusal && !existing ? refusal.status : 200 },
  );
}

/**
 * The apply form's action, for the page and the dialog: one multipart post with the choice of
 * resume, the file when new, and the cover letter. Choosing a file counts as choosing a new
 * resume (without JavaScript the file input is always there). A new file becomes the profile's
 * resume too, as an upload on the profile would.
 *
 * Who may apply, and the upload limit, are settled before the body is read, so that a refused
 * post never writes a file; once read, a file that is not kept is deleted whatever refused it.
 */
export async function applyFormAction({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const fromDialog = new URL(request.url).searchParams.has("dialog");
  const fail = (status: number, message: string, fieldErrors?: ApplyFailure["fieldErrors"], values = NO_VALUES) =>
    json<ApplyFailure>({ message, fieldErrors, values }, { status });

  const user = await getCurrentUser(request);
  const { job, refusal } = await checkCanApply(user, idParam(params.id));
  if (!job) return fail(404, "Job not found.");
  if (!user) return fromDialog ? fail(401, APPLY_TEXT.signInDescription) : signInAndReturn(job.id);
  if (refusal) return fail(refusal.status, refusal.message);
  const limited = await uploadLimitProblem(user.id);
  if (limited) return fail(limited.status, limited.description);

  const post = await readResumePost(request);
  let received: ReceivedFile | null = post.ok ? post.file : null;
  const values = {
    resumeChoice: String(post.fields.get("resumeChoice") ?? ""),
    coverLetter: String(post.fields.get("coverLetter") ?? ""),
  };
  try {
    if (!post.ok) {
      const message = `${post.problem.title}: ${post.problem.description}`;
      return fail(post.problem.status, message, { resume: [message] }, values);
    }
    const coverLetter = coverLetterSchema.safeParse(values.coverLetter);
    if (!coverLetter.success) {
      const message = coverLetter.error.issues[0].message;
      return fail(400, message, { coverLetter: [message] }, values);
    }

    let resumeId: string | null;
    if (received || values.resumeChoice === "new") {
      if (!received) return fail(400, APPLY_FORM_TEXT.chooseFile, { resume: [APPLY_FORM_TEXT.chooseFile] }, values);
      const kept = await keepResume(user.id, received);
      received = null; // keepResume deletes the temporary file, kept or refused
      if (!kept.ok) {
        const message = `${kept.problem.title}: ${kept.problem.description}`;
        return fail(kept.problem.status, message, { resume: [message] }, values);
      }
      resumeId = kept.resumeId;
    } else {
      resumeId = await primaryResumeId(user.id);
      if (!resumeId) return fail(400, APPLY_FORM_TEXT.noResume, { resume: [APPLY_FORM_TEXT.noResume] }, values);
    }

    let application: Application;
    try {
      application = await applyToJob({ userId: user.id, jobId: job.id, resumeId, coverLetter: coverLetter.data });
    } catch (error) {
      if (error instanceof AlreadyAppliedError) return fail(409, error.message, undefined, values);
      console.error("Saving an application failed", error);
      return fail(500, APPLY_TEXT.failedFallback, undefined, values);
    }
    if (fromDialog) return json<ApplyActionData>({ application }, { status: 201 });
    return redirectWithToast("/my-applications", SUCCESS_TOAST);
  } finally {
    if (received) discardResume(received);
  }
}
