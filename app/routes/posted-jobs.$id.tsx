import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/link";
import { ApplicantCard } from "~/components/applicant-card";
import { FormAlert } from "~/components/form-field";
import { JobFacts } from "~/components/job-card";
import { JobViewFigures, JobViewsByDay } from "~/components/job-views";
import { Pagination } from "~/components/pagination";
import { ApplicantSortForm, MoveSelectedForm, StageCounts, stageSummary } from "~/components/hiring-pipeline";
import { PostedJobActions, PostedJobHeading } from "~/components/posted-job";
import { statusBadge } from "~/lib/application-statuses";
import { EMPLOYER_TEXT } from "~/lib/employer";
import { applicantQuery, MAX_BULK_MOVE, PIPELINE_TEXT, readApplicantQuery } from "~/lib/hiring-pipeline";
import { formatSalary } from "~/lib/format";
import { JOB_VIEWS_TEXT } from "~/lib/job-views";
import { pageTitle } from "~/lib/meta";
import type { JobActionFailure } from "~/lib/action-data";
import { requireOwnJob } from "~/server/auth.server";
import { isApplicationStatus, listApplicants, setApplicationStatus } from "~/server/employer-jobs.server";
import { redirectWithToast } from "~/server/flash.server";
import { moveApplications } from "~/server/hiring-pipeline.server";
import { idParam, LIST_PAGE_SIZE, notFound, readForm } from "~/server/http.server";
import { viewsByDay, viewTotals } from "~/server/job-views.server";
import { refuseCrossSite } from "~/server/security.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Applicants for ${data.job.title}` : "Applicants") },
  { name: "robots", content: "noindex" },
];

/**
 * One of the company's jobs and its applicants at a stage or all (`stage`), sorted (`sort`), a page
 * at a time. One clean address per list, as /companies/<slug> has: a value it cannot read and
 * any other parameter are dropped, and a page past the last is the last, by a redirect.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { job } = await requireOwnJob(request, params.id);
  const url = new URL(request.url);
  const asked = readApplicantQuery(url.searchParams);
  const total = asked.stage ? job.applicationCounts[asked.stage] : job.applicationCounts.total;
  const totalPages = Math.ceil(total / LIST_PAGE_SIZE);
  const query = { ...asked, page: Math.min(asked.page, Math.max(totalPages, 1)) };
  const clean = applicantQuery(query);
  if (url.search !== clean) throw redirect(`/posted-jobs/${job.id}${clean}`);
  const applicants = await listApplicants(job.id, { page: query.page, pageSize: LIST_PAGE_SIZE }, query);
  const [views, viewDays] = await Promise.all([viewTotals([job.id]), viewsByDay(job.id)]);
  return json({ job, applicants, query, total, totalPages, now: new Date().toISOString(), views: views[job.id], viewDays });
}

/** Sets one application's status (a plain form per applicant), or moves the selected ones (intent "move"). */
export async function action({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { user, company, job } = await requireOwnJob(request, params.id);
  const formData = await readForm(request);
  const { search } = new URL(request.url);
  if (formData.get("intent") === "move") {
    const status = formData.get("status");
    const selected = formData.getAll("selected");
    const refuse = (message: string) => json<JobActionFailure>({ form: "move", message }, { status: 400 });
    if (selected.length > MAX_BULK_MOVE) return refuse(PIPELINE_TEXT.tooMany);
    const ids = [...new Set(selected.map(idParam).filter((id) => id !== null))];
    if (ids.length === 0) return refuse(PIPELINE_TEXT.noneSelected);
    if (!isApplicationStatus(status)) return refuse(EMPLOYER_TEXT.chooseStatus);
    const outcome = await moveApplications(company.id, job.id, ids, status, user.id);
    if (outcome === null) throw notFound();
    const skipped = [
      outcome.alreadyThere ? PIPELINE_TEXT.alreadyThere(outcome.alreadyThere) : "",
      outcome.withdrawn ? PIPELINE_TEXT.withdrawnSkipped(outcome.withdrawn) : "",
    ].filter(Boolean);
    return redirectWithToast(`/posted-jobs/${job.id}${search}`, {
      title: PIPELINE_TEXT.movedTitle(outcome.moved, status),
      description: skipped.length ? skipped.join(" ") : undefined,
    });
  }
  const applicationId = idParam(formData.get("applicationId"));
  const status = formData.get("status");
  if (applicationId === null) throw notFound();
  if (!isApplicationStatus(status)) return json<JobActionFailure>({ message: EMPLOYER_TEXT.chooseStatus }, { status: 400 });
  const changed = await setApplicationStatus(company.id, job.id, applicationId, status, user.id);
  if (changed === null) throw notFound();
  if ("withdrawn" in changed) return json<JobActionFailure>({ message: EMPLOYER_TEXT.withdrawnByCandidate }, { status: 409 });
  return redirectWithToast(`/posted-jobs/${job.id}${search}`, {
    title: EMPLOYER_TEXT.statusSavedTitle,
    description: `${changed.name}: ${statusBadge(status).label}`,
  });
}

/**
 * One job's applicants: the counts by stage as links that filter the list, the sort, "Move
 * selected", and each applicant with a status form and a checkbox; all plain GETs and posts.
 */
export default function ApplicantsPage() {
  const { job, applicants, query, total, totalPages, now, views, viewDays } = useLoaderData<typeof loader>();
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
      <StageCounts jobId={job.id} counts={job.applicationCounts} current={query.stage} sort={query.sort} label="Applicants by stage" />
      {failure?.form === "move" ? null : <FormAlert message={failure?.message} />}
      {job.applicationCounts.total > 0 ? (
        <div className="applicant-tools">
          <p className="muted" role="status">
            {stageSummary(total, query.stage)}
          </p>
          <ApplicantSortForm jobId={job.id} query={query} />
          {applicants.some((applicant) => applicant.status !== "withdrawn") ? (
            <MoveSelectedForm
              action={location.pathname + location.search}
              message={failure?.form === "move" ? failure.message : undefined}
              answer={failure}
            />
          ) : null}
        </div>
      ) : null}
      {applicants.length ? (
        <ul className="application-list">
          {applicants.map((applicant) => (
            <li key={applicant.applicationId}>
              <ApplicantCard
                applicant={applicant}
                action={location.pathname + location.search}
                detailsHref={`/posted-jobs/${job.id}/applicants/${applicant.applicationId}`}
                selectable
              />
            </li>
          ))}
        </ul>
      ) : query.stage && job.applicationCounts.total > 0 ? (
        <p className="muted">{PIPELINE_TEXT.noneInStage(statusBadge(query.stage).label)}</p>
      ) : null}
      <Pagination
        page={query.page}
        totalPages={totalPages}
        hrefFor={(n) => `/posted-jobs/${job.id}${applicantQuery({ ...query, page: n })}`}
      />
    </section>
  );
}
