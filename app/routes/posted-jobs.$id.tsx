import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/link";
import { ApplicantCard } from "~/components/applicant-card";
import { FormAlert } from "~/components/form-field";
import { JobFacts } from "~/components/job-card";
import { JobViewFigures, JobViewsByDay } from "~/components/job-views";
import { Pagination } from "~/components/pagination";
import { ApplicationCounts, PostedJobActions, PostedJobHeading } from "~/components/posted-job";
import { statusBadge } from "~/lib/application-statuses";
import { EMPLOYER_TEXT } from "~/lib/employer";
import { formatSalary } from "~/lib/format";
import { JOB_VIEWS_TEXT } from "~/lib/job-views";
import { pageTitle } from "~/lib/meta";
import type { JobActionFailure } from "~/lib/action-data";
import { requireOwnJob } from "~/server/auth.server";
import { isApplicationStatus, listApplicants, setApplicationStatus } from "~/server/employer-jobs.server";
import { redirectWithToast } from "~/server/flash.server";
import { viewsByDay, viewTotals } from "~/server/job-views.server";
import { idParam, notFound, pagingFor, readForm } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Applicants for ${data.job.title}` : "Applicants") },
  { name: "robots", content: "noindex" },
];

/** One of the company's jobs and its applicants, a page at a time. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { job } = await requireOwnJob(request, params.id);
  const { page, pageSize, totalPages } = pagingFor(request, job.applicationCounts.total);
  const applicants = await listApplicants(job.id, { page, pageSize });
  const [views, viewDays] = await Promise.all([viewTotals([job.id]), viewsByDay(job.id)]);
  return json({ job, applicants, page, totalPages, now: new Date().toISOString(), views: views[job.id], viewDays });
}

/** Sets one application's status (a plain form per applicant). */
export async function action({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { user, company, job } = await requireOwnJob(request, params.id);
  const formData = await readForm(request);
  const applicationId = idParam(formData.get("applicationId"));
  const status = formData.get("status");
  if (applicationId === null) throw notFound();
  if (!isApplicationStatus(status)) return json<JobActionFailure>({ message: EMPLOYER_TEXT.chooseStatus }, { status: 400 });
  const changed = await setApplicationStatus(company.id, job.id, applicationId, status, user.id);
  if (changed === null) throw notFound();
  if ("withdrawn" in changed) return json<JobActionFailure>({ message: EMPLOYER_TEXT.withdrawnByCandidate }, { status: 409 });
  const { search } = new URL(request.url);
  return redirectWithToast(`/posted-jobs/${job.id}${search}`, {
    title: EMPLOYER_TEXT.statusSavedTitle,
    description: `${changed.name}: ${statusBadge(status).label}`,
  });
}

/** One job's applicants, each with a status form that works as a plain post. */
export default function ApplicantsPage() {
  const { job, applicants, page, totalPages, now, views, viewDays } = useLoaderData<typeof loader>();
  const failure = useActionData<JobActionFailure>();
  const location = useLocation();
  return (
    <section className="container page-section posted-jobs-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/posted-jobs">Posted Jobs</Link> <span aria-hidden="true">/</span> <span>{job.title}</span>
      </nav>
      <header className="page-header">
        <PostedJobHeading job={job} now={new Date(now)}>
          <h1>{job.title}</h1>
        </PostedJobHeading>
        <JobFacts job={job} salary={formatSalary(job.salaryMin, job.salaryMax)} />
        <div className="button-row">
          <PostedJobActions job={job} backTo={location.pathname} />
        </div>
      </header>

      <h2>{JOB_VIEWS_TEXT.heading}</h2>
      <JobViewFigures views={views} />
      {views ? <JobViewsByDay days={viewDays} /> : null}

      <h2>Applicants</h2>
      <ApplicationCounts counts={job.applicationCounts} />
      <FormAlert message={failure?.message} />
      {applicants.length ? (
        <ul className="application-list">
          {applicants.map((applicant) => (
            <li key={applicant.applicationId}>
              <ApplicantCard
                applicant={applicant}
                action={location.pathname + location.search}
                detailsHref={`/posted-jobs/${job.id}/applicants/${applicant.applicationId}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => `/posted-jobs/${job.id}${n === 1 ? "" : `?page=${n}`}`} />
    </section>
  );
}
