import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/link";
import { StatusBadge } from "~/components/application-card";
import { FormAlert } from "~/components/form-field";
import { JobFacts } from "~/components/job-card";
import { Pagination } from "~/components/pagination";
import { ApplicationCounts, PostedJobActions, PostedJobHeading } from "~/components/posted-job";
import { APPLICATION_STATUSES, statusBadge } from "~/lib/applications";
import { EMPLOYER_TEXT, type Applicant } from "~/lib/employer";
import { formatDate } from "~/lib/dates";
import { absoluteUrl, formatSalaryShort } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import type { JobActionFailure } from "~/lib/action-data";
import { requireOwnJob } from "~/server/auth.server";
import { isApplicationStatus, listApplicants, setApplicationStatus } from "~/server/employer-jobs.server";
import { redirectWithToast } from "~/server/flash.server";
import { idParam, notFound, pagingFor, readForm } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";

const PAGE_SIZE = 20;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Applicants for ${data.job.title}` : "Applicants") },
  { name: "robots", content: "noindex" },
];

/** One of the company's jobs and its applicants, a page at a time. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { job } = await requireOwnJob(request, params.id);
  const { page, pageSize, totalPages } = pagingFor(request, job.applicationCounts.total, PAGE_SIZE);
  const applicants = await listApplicants(job.id, { page, pageSize });
  return json({ job, applicants, page, totalPages });
}

/** Sets one application's status (a plain form per applicant). */
export async function action({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { company, job } = await requireOwnJob(request, params.id);
  const formData = await readForm(request);
  const applicationId = idParam(formData.get("applicationId"));
  const status = formData.get("status");
  if (applicationId === null) throw notFound();
  if (!isApplicationStatus(status)) return json<JobActionFailure>({ message: "Choose a status from the list." }, { status: 400 });
  const name = await setApplicationStatus(company.id, job.id, applicationId, status);
  if (name === null) throw notFound();
  const { search } = new URL(request.url);
  return redirectWithToast(`/posted-jobs/${job.id}${search}`, {
    title: EMPLOYER_TEXT.statusSavedTitle,
    description: `${name}: ${statusBadge(status).label}`,
  });
}

/** One job's applicants, each with a status form that works as a plain post. */
export default function ApplicantsPage() {
  const { job, applicants, page, totalPages } = useLoaderData<typeof loader>();
  const failure = useActionData<JobActionFailure>();
  const location = useLocation();
  return (
    <section className="container page-section posted-jobs-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/posted-jobs">Posted Jobs</Link> <span aria-hidden="true">/</span> <span>{job.title}</span>
      </nav>
      <header className="page-header">
        <PostedJobHeading job={job}>
          <h1>{job.title}</h1>
        </PostedJobHeading>
        <JobFacts job={job} salary={formatSalaryShort(job.salaryMin, job.salaryMax)} />
        <div className="button-row">
          <PostedJobActions job={job} backTo={location.pathname} />
        </div>
      </header>

      <h2>Applicants</h2>
      <ApplicationCounts counts={job.applicationCounts} />
      <FormAlert message={failure?.message} />
      {applicants.length ? (
        <ul className="application-list">
          {applicants.map((applicant) => (
            <li key={applicant.applicationId}>
              <ApplicantCard applicant={applicant} action={location.pathname + location.search} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => `/posted-jobs/${job.id}${n === 1 ? "" : `?page=${n}`}`} />
    </section>
  );
}

const PROFILE_LINKS = [
  ["linkedinUrl", "LinkedIn"],
  ["githubUrl", "GitHub"],
  ["portfolioUrl", "Portfolio"],
] as const;

function ApplicantCard({ applicant, action }: { applicant: Applicant; action: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("applicationId") === String(applicant.applicationId);
  const nameId = `applicant-${applicant.applicationId}`;
  const statusId = `status-${applicant.applicationId}`;
  const links = PROFILE_LINKS.filter(([key]) => absoluteUrl(applicant[key]));
  return (
    <article className="card application-card" aria-labelledby={nameId}>
      <div className="application-card-head">
        <div>
          <h3 className="application-title" id={nameId}>
            {applicant.fullName}
          </h3>
          {applicant.headline ? <p className="job-card-company">{applicant.headline}</p> : null}
        </div>
        <StatusBadge status={applicant.status} />
      </div>
      <dl className="facts-list applicant-facts">
        {applicant.location ? (
          <div>
            <dt>Location</dt>
            <dd>{applicant.location}</dd>
          </div>
        ) : null}
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${applicant.email}`} className="text-link">
              {applicant.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>Applied</dt>
          <dd>{formatDate(applicant.appliedDate)}</dd>
        </div>
      </dl>
      {applicant.coverLetter ? (
        <div className="cover-letter">
          <h4>Cover letter</h4>
          <p>{applicant.coverLetter}</p>
        </div>
      ) : (
        <p className="muted">No cover letter</p>
      )}
      <p className="stack-links">
        {applicant.resumeUrl ? (
          <a href={applicant.resumeUrl} target="_blank" rel="noopener noreferrer" className="text-link">
            View Resume<span className="visually-hidden"> of {applicant.fullName} (opens in a new tab)</span>
          </a>
        ) : null}
        {links.map(([key, label]) => (
          <a key={key} href={applicant[key]} target="_blank" rel="noopener noreferrer nofollow" className="text-link">
            {label}
            <span className="visually-hidden"> of {applicant.fullName} (opens in a new tab)</span>
          </a>
        ))}
      </p>
      <Form method="post" action={action} className="status-form">
        <input type="hidden" name="applicationId" value={applicant.applicationId} />
        <div className="field">
          <label htmlFor={statusId}>Status for {applicant.fullName}</label>
          <select id={statusId} name="status" defaultValue={applicant.status} key={applicant.status}>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusBadge(status).label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary button-small" disabled={saving}>
          {saving ? "Saving..." : "Update Status"}
          <span className="visually-hidden"> for {applicant.fullName}</span>
        </button>
      </Form>
    </article>
  );
}
