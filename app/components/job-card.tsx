import { Link } from "./link";
import type { ReactNode } from "react";
import { ApplyButton } from "./apply";
import { formatPostedAge, formatSalary } from "~/lib/format";
import { companyPath, type JobSummary } from "~/lib/jobs";
import { CompanyLogo } from "./company-logo";
import { SaveJobButton } from "./save-job-button";

interface JobCardProps {
  job: JobSummary;
  /** The server's clock, so the posted age reads the same before and after hydration. */
  now: Date;
  /** "Competitive" for a job that gives no salary (specialization pages); elsewhere nothing. */
  sayCompetitive?: boolean;
}

export function JobCard({ job, now, sayCompetitive = false }: JobCardProps) {
  const salary = formatSalary(job.salaryMin, job.salaryMax) ?? (sayCompetitive ? "Competitive" : null);
  return (
    <article className="job-card" aria-labelledby={`job-${job.id}-title`}>
      <div className="job-card-head">
        <CompanyLogo company={job.company} size={44} lazy />
        <div className="job-card-heading">
          <h3 className="job-card-title" id={`job-${job.id}-title`}>
            <Link to={`/jobs/${job.id}`}>{job.title}</Link>
          </h3>
          <p className="job-card-byline">
            <Link to={companyPath(job.company.slug)} className="job-card-company">
              {job.company.name}
            </Link>
            {job.featured ? <span className="badge badge-featured">Featured</span> : null}
          </p>
        </div>
      </div>
      <JobFacts job={job} salary={salary} />
      <p className="job-excerpt">{job.excerpt}</p>
      <div className="job-card-foot">
        <span className="job-posted">{formatPostedAge(job.postedDate, now)}</span>
        <div className="job-card-actions">
          <SaveJobButton job={job} />
          <ApplyButton job={job} className="button-small" />
        </div>
      </div>
    </article>
  );
}

/** Location, employment type, the Remote badge and the salary, plus any extra items. */
export function JobFacts({
  job,
  salary,
  children,
}: {
  job: Pick<JobSummary, "location" | "employmentType" | "remote">;
  salary: string | null;
  children?: ReactNode;
}) {
  return (
    <ul className="job-facts" aria-label="Job details">
      {/* Their icons are the stylesheet's (.job-fact-location, .job-fact-type): less for a list of cards to render and send. */}
      <li className="job-fact-location">{job.location}</li>
      <li className="job-fact-type">{job.employmentType}</li>
      {job.remote ? (
        <li>
          <span className="badge badge-remote">Remote</span>
        </li>
      ) : null}
      {salary ? <li className="job-salary">{salary}</li> : null}
      {children}
    </ul>
  );
}

export function JobList({ jobs, now, sayCompetitive }: { jobs: JobSummary[]; now: Date; sayCompetitive?: boolean }) {
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} now={now} sayCompetitive={sayCompetitive} />
        </li>
      ))}
    </ul>
  );
}
