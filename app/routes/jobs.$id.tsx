import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { ApplyButton } from "~/components/apply";
import { SaveJobButton } from "~/components/save-job-button";
import { ShareJob } from "~/components/share-job";
import { JobFacts } from "~/components/job-card";
import { JobDescription } from "~/components/job-description";
import { formatDate } from "~/lib/dates";
import { absoluteUrl, formatPostedAge, formatSalary } from "~/lib/format";
import { jobPostingJsonLd } from "~/lib/job-posting";
import { APPLY_TEXT } from "~/lib/applications";
import { companyPath, excerptOf } from "~/lib/jobs";
import { REPORT_TEXT } from "~/lib/job-reports";
import { STAFF_CONSOLE_TEXT } from "~/lib/staff-console";
import { pageTitle } from "~/lib/meta";
import { jobHeaders, jobLoader } from "./jobs.$id.server";
import { SectionFailure } from "~/components/page-failures";
import { CompanyLogo } from "~/components/company-logo";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { job, origin } = data;
  return [
    { title: pageTitle(`${job.title} at ${job.company.name}`) },
    { name: "description", content: excerptOf(job.description) },
    // A closed job is no longer a posting: search engines should drop it from their job listings.
    job.closedAt ? { name: "robots", content: "noindex" } : { "script:ld+json": jobPostingJsonLd(job, origin) },
  ];
};

/** The job page's own words (docs/product.md#wording). */
export const JOB_PAGE_TEXT = {
  similarFailed: "Failed to load similar jobs. Please try again.",
};

export const loader = jobLoader;
export const headers = jobHeaders;

export default function JobPage() {
  const { job, similar, now, retryHref } = useLoaderData<typeof loader>();
  const salary = formatSalary(job.salaryMin, job.salaryMax);
  return (
    <div className="container page-section job-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/jobs">All jobs</Link> <span aria-hidden="true">/</span> <span>{job.discipline}</span>
      </nav>
      <div className="job-page-grid">
        <article className="job-main">
          <header className="job-page-header">
            <CompanyLogo company={job.company} size={64} large />
            <div className="job-page-heading">
              <h1>{job.title}</h1>
              <p className="job-page-company">
                <Link to={companyPath(job.company.slug)}>{job.company.name}</Link>
              </p>
            </div>
            <div className="job-page-actions">
              <SaveJobButton job={job} titleInName={false} />
              <ShareJob job={job} />
            </div>
          </header>
          <JobFacts job={job} salary={salary}>
            <li>{formatPostedAge(job.postedDate, new Date(now))}</li>
            {job.closedAt ? null : <li>Apply by {formatDate(job.closesAt)}</li>}
          </JobFacts>
          {job.hiddenAt ? (
            <p className="form-warning job-closed" role="status">
              <strong>{STAFF_CONSOLE_TEXT.unavailableTitle}</strong> {STAFF_CONSOLE_TEXT.unavailableDescription}
            </p>
          ) : job.heldAt ? (
            <p className="form-warning job-closed" role="status">
              <strong>{REPORT_TEXT.heldTitle}</strong> {REPORT_TEXT.heldDescription}
            </p>
          ) : job.closedAt === job.closesAt ? (
            <p className="form-warning job-closed" role="status">
              <strong>{APPLY_TEXT.jobClosed}</strong> Its closing date was {formatDate(job.closesAt)}.
            </p>
          ) : job.closedAt ? (
            <p className="form-warning job-closed" role="status">
              <strong>This job is closed.</strong> {job.company.name} closed it on {formatDate(job.closedAt)} and no longer accepts
              applications.
            </p>
          ) : (
            <ApplyButton job={job} titleInName={false} />
          )}
          <h2 className="visually-hidden">Job description</h2>
          <JobDescription text={job.description} />
          {job.closedAt ? null : <ApplyButton job={job} />}
          <p className="job-report">
            <Link to={`/jobs/${job.id}/report`} className="text-link">
              {REPORT_TEXT.link}
            </Link>
          </p>
        </article>

        <aside className="job-aside" aria-labelledby="about-company">
          <div className="card">
            <h2 id="about-company">About {job.company.name}</h2>
            <p>{job.company.description}</p>
            <dl className="facts-list">
              <div>
                <dt>Industry</dt>
                <dd>{job.company.industry}</dd>
              </div>
              <div>
                <dt>Company size</dt>
                <dd>{job.company.size}</dd>
              </div>
              <div>
                <dt>Discipline</dt>
                <dd>{job.discipline}</dd>
              </div>
              <div>
                <dt>Job ID</dt>
                <dd>{job.jobId}</dd>
              </div>
            </dl>
            <p className="stack-links">
              <Link to={companyPath(job.company.slug)} className="text-link">
                More jobs at {job.company.name}
              </Link>
              {absoluteUrl(job.company.website) ? (
                <a href={job.company.website} className="text-link" rel="noopener noreferrer" target="_blank">
                  Company website<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
            </p>
          </div>
          {similar === null ? (
            <section className="card similar-jobs" aria-labelledby="similar-jobs">
              <h2 id="similar-jobs">Similar jobs</h2>
              <SectionFailure message={JOB_PAGE_TEXT.similarFailed} retryHref={retryHref} />
            </section>
          ) : similar.length > 0 ? (
            <section className="card similar-jobs" aria-labelledby="similar-jobs">
              <h2 id="similar-jobs">Similar jobs</h2>
              <ul>
                {similar.map((other) => (
                  <li key={other.id}>
                    <Link to={`/jobs/${other.id}`}>{other.title}</Link>
                    <span className="muted">
                      {other.company.name} · {other.location}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
