import { Form } from "@remix-run/react";
import { Link } from "./link";
import type { ReactNode } from "react";
import { APPLICATION_STATUSES, statusBadge } from "~/lib/applications";
import type { PostedJob } from "~/lib/employer";
import { formatDate } from "~/lib/dates";
import { pluralize } from "~/lib/format";

/** Open or Closed, as a badge. */
export function PostedJobState({ job }: { job: Pick<PostedJob, "closedAt"> }) {
  return job.closedAt ? (
    <span className="badge badge-neutral" title={`Closed on ${formatDate(job.closedAt)}`}>
      Closed
    </span>
  ) : (
    <span className="badge badge-green">Open</span>
  );
}

/** A posted job's title (given as `children`), its reference and posting date, and Open or Closed. */
export function PostedJobHeading({ job, children }: { job: Pick<PostedJob, "jobId" | "postedDate" | "closedAt">; children: ReactNode }) {
  return (
    <div className="application-card-head">
      <div>
        {children}
        <p className="muted">
          Job ID {job.jobId} · Posted {formatDate(job.postedDate)}
        </p>
      </div>
      <PostedJobState job={job} />
    </div>
  );
}

/** "3 applicants: 1 Application Submitted, 2 Under Review", the statuses in their fixed order (docs/product.md#data). */
export function ApplicationCounts({ counts }: { counts: PostedJob["applicationCounts"] }) {
  if (counts.total === 0) return <p className="muted">No applicants yet</p>;
  return (
    <p className="application-counts">
      <strong>{pluralize(counts.total, "applicant")}</strong>
      {": "}
      {APPLICATION_STATUSES.filter((status) => counts[status] > 0)
        .map((status) => `${counts[status]} ${statusBadge(status).label}`)
        .join(", ")}
    </p>
  );
}

/**
 * Edit, close or reopen, and delete (only while nobody has applied). Each is a plain form to
 * /posted-jobs, which sends the employer back to `backTo`; deleting asks first, in a disclosure
 * that needs no script.
 */
export function PostedJobActions({ job, backTo }: { job: PostedJob; backTo: string }) {
  const named = <span className="visually-hidden"> {job.title}</span>;
  return (
    <>
      <Link to={`/posted-jobs/${job.id}/edit`} className="button button-secondary button-small">
        Edit{named}
      </Link>
      {job.closedAt ? null : (
        <Link to={`/jobs/${job.id}`} className="button button-ghost button-small">
          View listing{named}
        </Link>
      )}
      <Form method="post" action="/posted-jobs" className="inline-form">
        <input type="hidden" name="jobId" value={job.id} />
        <input type="hidden" name="backTo" value={backTo} />
        <button type="submit" name="intent" value={job.closedAt ? "reopen" : "close"} className="button button-secondary button-small">
          {job.closedAt ? "Reopen" : "Close"}
          {named}
        </button>
      </Form>
      {job.applicationCounts.total === 0 ? (
        <details className="confirm-delete">
          <summary className="button button-ghost button-small">Delete{named}</summary>
          <Form method="post" action="/posted-jobs" className="confirm-panel">
            <p>Delete “{job.title}” for good? This cannot be undone.</p>
            <input type="hidden" name="jobId" value={job.id} />
            <button type="submit" name="intent" value="delete" className="button button-danger button-small">
              Delete job{named}
            </button>
          </Form>
        </details>
      ) : null}
    </>
  );
}
