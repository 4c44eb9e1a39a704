import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { FormAlert } from "~/components/form-field";
import { JobFacts } from "~/components/job-card";
import { Pagination } from "~/components/pagination";
import { ApplicationCounts, PostedJobActions, PostedJobHeading } from "~/components/posted-job";
import { EMPLOYER_TEXT } from "~/lib/employer";
import { formatSalaryShort, pluralize } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { postedJobsAction, postedJobsLoader, type JobActionFailure } from "~/server/employer-pages.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Posted Jobs") }, { name: "robots", content: "noindex" }];

export const loader = postedJobsLoader;
export const action = postedJobsAction;

/** The employer's jobs, open and closed, with their applications counted by status. */
export default function PostedJobsPage() {
  const { company, jobs, total, page, totalPages } = useLoaderData<typeof loader>();
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
                  <PostedJobHeading job={job}>
                    <h2 className="application-title" id={titleId}>
                      <Link to={`/posted-jobs/${job.id}`}>{job.title}</Link>
                    </h2>
                  </PostedJobHeading>
                  <JobFacts job={job} salary={formatSalaryShort(job.salaryMin, job.salaryMax)} />
                  <ApplicationCounts counts={job.applicationCounts} />
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
