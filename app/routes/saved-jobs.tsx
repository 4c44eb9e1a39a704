import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ApplyButton } from "~/components/apply";
import { CompanyLogo } from "~/components/company-logo";
import { JobFacts } from "~/components/job-card";
import { Link } from "~/components/link";
import { Pagination } from "~/components/pagination";
import { SaveJobButton } from "~/components/save-job-button";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { authPath, SIGNED_OUT_TEXT, type User } from "~/lib/accounts";
import { APPLY_TEXT } from "~/lib/applications";
import { formatDate } from "~/lib/dates";
import { formatSalary, pluralize } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { completeSavePath, SAVED_JOBS_TEXT, SAVED_JOBS_TOAST_TEXT } from "~/lib/saved-jobs";
import { useCurrentUser } from "~/lib/use-current-user";
import { getCurrentUser, requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { idParam, notFound, pagingFor, readForm } from "~/server/http.server";
import { countSavedJobs, listSavedJobs, saveJob, unsaveJob } from "~/server/saved-jobs.server";
import { isCrossSite, refuseCrossSite, safeRedirect } from "~/server/security.server";

// /saved-jobs (docs/product.md#saved-jobs): the candidate's saved jobs, and the action of every
// Save job button. `?save=<id>&redirectTo=` is where a save that had to wait for sign-in ends.

export const meta: MetaFunction = () => [{ title: pageTitle(SAVED_JOBS_TEXT.heading) }, { name: "robots", content: "noindex" }];

/** What a saved job's card shows: the job without its description. */
interface SavedJobCardData {
  savedAt: string;
  closed: boolean;
  job: {
    id: number;
    title: string;
    location: string;
    employmentType: string;
    remote: boolean;
    salaryMin: number | null;
    salaryMax: number | null;
    company: { id: number; name: string; logo: string };
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("save")) return completeSave(request, url);
  const user = await getCurrentUser(request);
  if (user?.role !== "candidate") return json({ savedJobs: [] as SavedJobCardData[], total: 0, page: 1, totalPages: 0 });
  const total = await countSavedJobs(user.id);
  const { page, pageSize, totalPages } = pagingFor(request, total);
  const savedJobs: SavedJobCardData[] = (await listSavedJobs(user.id, { page, pageSize })).map(({ savedAt, job }) => ({
    savedAt,
    closed: job.closedAt !== null,
    job: {
      id: job.id,
      title: job.title,
      location: job.location,
      employmentType: job.employmentType,
      remote: job.remote,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      company: { id: job.company.id, name: job.company.name, logo: job.company.logo },
    },
  }));
  return json({ savedJobs, total, page, totalPages });
}

/** A candidate's refusal, or null: saving jobs is for job seekers. */
function employerRefusal(user: User, back: string, fromScript: boolean) {
  if (user.role === "candidate") return null;
  if (fromScript) return json({ message: SAVED_JOBS_TOAST_TEXT.candidatesOnly }, { status: 403 });
  return redirectWithToast(back, { title: SAVED_JOBS_TOAST_TEXT.candidatesOnly, variant: "destructive" });
}

/**
 * `GET /saved-jobs?save=<id>&redirectTo=<page>`, where sign-in sends a visitor who chose Save job
 * signed out: the job is saved and they go on to the page they were on. A GET that changes
 * something, so only a navigation from this site (the sign-in's redirect) or one the user typed
 * does it; a link from another site shows the job instead, whose button saves it.
 */
async function completeSave(request: Request, url: URL): Promise<never> {
  const user = await requireUser(request);
  const jobId = idParam(url.searchParams.get("save"));
  if (jobId === null) throw notFound();
  const back = safeRedirect(url.searchParams.get("redirectTo"), "/saved-jobs");
  const refused = employerRefusal(user, back, false);
  if (refused) throw await refused;
  if (isCrossSite(request)) throw redirect(`/jobs/${jobId}`);
  if ((await saveJob(user.id, jobId)) === "no-job") throw notFound();
  throw await redirectWithToast(back, { title: SAVED_JOBS_TOAST_TEXT.savedTitle, description: SAVED_JOBS_TOAST_TEXT.savedDescription });
}

/**
 * The Save job and Saved buttons' post: `save` or `unsave` (the job's id) and `redirectTo` (the
 * page it came from). A plain post comes back there with a toast; a fetcher's gets `{saved}`
 * (and its refusals JSON with a message). Signed out, a save goes to sign in and on to completeSave, an unsave to sign in.
 */
export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const formData = await readForm(request);
  // A fetcher's post is a fetch (Sec-Fetch-Mode: cors); a form's without JavaScript, a navigation.
  const fromScript = request.headers.get("Sec-Fetch-Mode") === "cors";
  // The button posts save=<id> or unsave=<id>.
  const save = !formData.has("unsave");
  const jobId = idParam(formData.get(save ? "save" : "unsave"));
  const back = safeRedirect(formData.get("redirectTo"), jobId === null ? "/saved-jobs" : `/jobs/${jobId}`);
  const user = await getCurrentUser(request);
  if (!user) {
    const returnTo = save && jobId !== null ? completeSavePath(jobId, back) : back;
    // A page left open since signing out: sign in first (the toast says why).
    throw await redirectWithToast(authPath("login", returnTo), {
      title: APPLY_TEXT.signInTitle,
      description: save ? SAVED_JOBS_TOAST_TEXT.signInDescription : SIGNED_OUT_TEXT,
    });
  }
  const refused = employerRefusal(user, back, fromScript);
  if (refused) return refused;
  const missing = () =>
    fromScript
      ? json({ message: SAVED_JOBS_TOAST_TEXT.notFound }, { status: 404 })
      : redirectWithToast(back, { title: SAVED_JOBS_TOAST_TEXT.notFound, variant: "destructive" });
  if (jobId === null) return missing();
  if (save) {
    if ((await saveJob(user.id, jobId)) === "no-job") return missing();
  } else {
    await unsaveJob(user.id, jobId);
  }
  if (fromScript) return json({ saved: save });
  return redirectWithToast(
    back,
    save
      ? { title: SAVED_JOBS_TOAST_TEXT.savedTitle, description: SAVED_JOBS_TOAST_TEXT.savedDescription }
      : { title: SAVED_JOBS_TOAST_TEXT.removedTitle },
  );
}

/**
 * A button's post here reloads the root data (the saved ids), not this list: a job unsaved from
 * it stays in place reading Save job, so it can be saved again, and focus stays on its button.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith("/saved-jobs") ? false : defaultShouldRevalidate;

export default function SavedJobsPage() {
  const user = useCurrentUser();
  const { savedJobs, total, page, totalPages } = useLoaderData<typeof loader>();

  if (!user) return <SignInPrompt heading={SAVED_JOBS_TEXT.signedOutHeading} returnTo="/saved-jobs" />;
  return (
    <section className="container page-section saved-jobs-page">
      <header className="page-header">
        <h1>{SAVED_JOBS_TEXT.heading}</h1>
        <p className="lead">{SAVED_JOBS_TEXT.lead}</p>
      </header>
      {user.role !== "candidate" ? (
        <p className="empty-state">{SAVED_JOBS_TOAST_TEXT.candidatesOnly}</p>
      ) : total === 0 ? (
        <div className="empty-state">
          <h2>{SAVED_JOBS_TEXT.emptyTitle}</h2>
          <p className="muted">{SAVED_JOBS_TEXT.emptyDescription}</p>
          <Link to="/jobs" className="button button-primary">
            {SAVED_JOBS_TEXT.browse}
          </Link>
        </div>
      ) : (
        <>
          <p className="result-count">{pluralize(total, "saved job")}</p>
          <ul className="application-list">
            {savedJobs.map((saved) => (
              <li key={saved.job.id}>
                <SavedJobCard saved={saved} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n === 1 ? "/saved-jobs" : `/saved-jobs?page=${n}`)} />
        </>
      )}
    </section>
  );
}

function SavedJobCard({ saved: { job, closed, savedAt } }: { saved: SavedJobCardData }) {
  const titleId = `saved-job-${job.id}-title`;
  return (
    <article className="card application-card saved-job-card" aria-labelledby={titleId}>
      <div className="application-card-head">
        <CompanyLogo company={job.company} size={44} lazy />
        <div>
          <h2 className="application-title" id={titleId}>
            <Link to={`/jobs/${job.id}`}>{job.title}</Link>
          </h2>
          <p className="job-card-company">{job.company.name}</p>
        </div>
        {closed ? <span className="badge badge-closed">{SAVED_JOBS_TEXT.closedBadge}</span> : null}
      </div>
      <JobFacts job={job} salary={formatSalary(job.salaryMin, job.salaryMax)} />
      {closed ? <p className="job-closed-note">{SAVED_JOBS_TEXT.closed}</p> : null}
      <div className="job-card-foot">
        <span className="application-date">
          {SAVED_JOBS_TEXT.savedOn} {formatDate(savedAt)}
        </span>
        <SaveJobButton job={job} />
        {closed ? null : <ApplyButton job={job} className="button-small" />}
      </div>
    </article>
  );
}
