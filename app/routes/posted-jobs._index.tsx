import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/link";
import { FormAlert } from "~/components/form-field";
import { JobFacts } from "~/components/job-card";
import { JobViewFigures } from "~/components/job-views";
import { Pagination } from "~/components/pagination";
import { StageCounts } from "~/components/hiring-pipeline";
import { PostedJobActions, PostedJobHeading } from "~/components/posted-job";
import { UNKNOWN_ACTION, type JobActionFailure } from "~/lib/action-data";
import { CLOSING_DAYS_DEFAULT, EMPLOYER_TEXT, RELIST_PERIODS, type PostedJob } from "~/lib/employer";
import { REPORT_TEXT } from "~/lib/job-reports";
import { STAFF_CONSOLE_TEXT } from "~/lib/staff-console";
import type { ViewFigures } from "~/lib/job-views";
import { formatDate } from "~/lib/dates";
import { formatSalary, pluralize } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { requireEmployer } from "~/server/auth.server";
import { closeJob, countPostedJobs, deleteJob, listPostedJobs, relistJob } from "~/server/employer-jobs.server";
import { viewTotals } from "~/server/job-views.server";
import { redirectWithToast } from "~/server/flash.server";
import { idParam, notFound, pagingFor, readForm } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Posted Jobs") }, { name: "robots", content: "noindex" }];

/** The company's jobs, a page at a time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { company } = await requireEmployer(request);
  const now = new Date().toISOString();
  if (!company)
    return json({ company, jobs: [] as PostedJob[], total: 0, page: 1, totalPages: 0, now, views: {} as Record<string, ViewFigures> });
  const total = await countPostedJobs(company.id);
  const { page, pageSize, totalPages } = pagingFor(request, total);
  const jobs = await listPostedJobs(company.id, { page, pageSize });
  const views = await viewTotals(jobs.map((job) => job.id));
  return json({ company, jobs, total, page, totalPages, now, views });
}

/** Close, relist (for `days`) or delete one of the company's jobs (intent and jobId); back to the list. */
export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { company } = await requireEmployer(request);
  const formData = await readForm(request);
  const jobId = idParam(formData.get("jobId"));
  if (!company || jobId === null) throw notFound();
  const intent = formData.get("intent");
  const backTo = safeListPath(formData.get("backTo"));

  if (intent === "close") {
    if (!(await closeJob(company.id, jobId))) throw notFound();
    return redirectWithToast(backTo, { title: EMPLOYER_TEXT.closedTitle, description: EMPLOYER_TEXT.closedDescription });
  }
  if (intent === "relist") {
    // A period the form does not offer is the default one: the control is a list, never typed.
    const asked = Number(formData.get("days"));
    const days = RELIST_PERIODS.find((period) => period === asked) ?? CLOSING_DAYS_DEFAULT;
    const closesAt = await relistJob(company.id, jobId, days);
    if (!closesAt) throw notFound();
    if (closesAt === "held") return json<JobActionFailure>({ message: REPORT_TEXT.relistHeld }, { status: 409 });
    if (closesAt === "hidden") return json<JobActionFailure>({ message: STAFF_CONSOLE_TEXT.relistHidden }, { status: 409 });
    return redirectWithToast(backTo, {
      title: EMPLOYER_TEXT.relistedTitle,
      description: EMPLOYER_TEXT.relistedDescription(formatDate(closesAt)),
    });
  }
  if (intent === "delete") {
    const outcome = await deleteJob(company.id, jobId);
    if (outcome === "not-found") throw notFound();
    if (outcome === "has-applications") return json<JobActionFailure>({ message: EMPLOYER_TEXT.deleteRefused }, { status: 409 });
    return redirectWithToast("/posted-jobs", { title: EMPLOYER_TEXT.deletedTitle });
  }
  return json<JobActionFailure>({ message: UNKNOWN_ACTION }, { status: 400 });
}

/** Back to the list page the button was on ("/posted-jobs?page=2"), or to the job's own page. */
function safeListPath(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  return /^\/posted-jobs(\/\d{1,12})?(\?page=\d{1,6})?$/.test(path) ? path : "/posted-jobs";
}

/** The employer's jobs, open and closed, with their applications counted by stage, each count a link to those applicants. */
export default function PostedJobsPage() {
  const { company, jobs, total, page, totalPages, now, views } = useLoaderData<typeof loader>();
  const failure = useActionData<JobActionFailure>();
  const location = useLocation();
  const here = location.pathname + location.search;

  return (
    <section className="container page-section posted-jobs-page">
      <header className="page-header section-heading-row">
        <div>
          <h1>Posted Jobs</h1>
          <p className="lead">{company ? `${company.name}: ${pluralize(total, "job")}` : EMPLOYER_TEXT.companyFirst}</p>
        </div>
        <Link to="/post-job" className="button button-primary">
          Post a Job
        </Link>
      </header>
      <FormAlert message={failure?.message} />
      {total === 0 ? (
        <div className="empty-state">
          <h2>No jobs posted yet</h2>
          <p className="muted">Post your first job and it shows in search at once.</p>
        </div>
      ) : (
        <ul className="application-list">
          {jobs.map((job) => {
            const titleId = `posted-job-${job.id}`;
            return (
              <li key={job.id}>
                <article className="card posted-job-card" aria-labelledby={titleId}>
                  <PostedJobHeading job={job} now={new Date(now)}>
                    <h2 className="application-title" id={titleId}>
                      <Link to={`/posted-jobs/${job.id}`}>{job.title}</Link>
                    </h2>
                  </PostedJobHeading>
                  <JobFacts job={job} salary={formatSalary(job.salaryMin, job.salaryMax)} />
                  <StageCounts jobId={job.id} counts={job.applicationCounts} hideEmpty label={`Applicants for ${job.title} by stage`} />
                  <JobViewFigures views={views[job.id]} />
                  <div className="button-row">
                    <Link to={`/posted-jobs/${job.id}`} className="button button-secondary button-small">
                      View applicants<span className="visually-hidden"> for {job.title}</span>
                    </Link>
                    <PostedJobActions job={job} backTo={here} />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n === 1 ? "/posted-jobs" : `/posted-jobs?page=${n}`)} />
    </section>
  );
}
