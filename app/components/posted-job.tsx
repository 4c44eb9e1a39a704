import { useFetcher } from "@remix-run/react";
import { Link } from "./link";
import type { ReactNode } from "react";
import { CLOSING_DAYS_DEFAULT, formatClosesIn, RELIST_PERIODS, type PostedJob } from "~/lib/employer";
import { formatDate } from "~/lib/dates";
import { REPORT_TEXT } from "~/lib/job-reports";
import { STAFF_CONSOLE_TEXT } from "~/lib/staff-console";

/** A job its closing date closed, rather than its employer. */
export const isExpired = (job: Pick<PostedJob, "closedAt" | "closesAt">) => job.closedAt !== null && job.closedAt === job.closesAt;

/** A job the employer cannot relist: held back by reports, or hidden by the staff, until they lift it. */
export const isWithheld = (job: Pick<PostedJob, "heldAt" | "hiddenAt">) => job.heldAt !== null || job.hiddenAt !== null;

/** Open, Hidden by our team, Under review (held back by reports), Expired or Closed, as a badge. */
export function PostedJobState({ job }: { job: Pick<PostedJob, "closedAt" | "closesAt" | "heldAt" | "hiddenAt"> }) {
  if (!job.closedAt) return <span className="badge badge-green">Open</span>;
  if (job.hiddenAt)
    return (
      <span className="badge badge-yellow" title={`Hidden since ${formatDate(job.hiddenAt)}`}>
        {STAFF_CONSOLE_TEXT.hiddenBadge}
      </span>
    );
  if (job.heldAt)
    return (
      <span className="badge badge-yellow" title={`Held back from search since ${formatDate(job.heldAt)}`}>
        {REPORT_TEXT.heldBadge}
      </span>
    );
  return isExpired(job) ? (
    <span className="badge badge-neutral" title={`Its closing date was ${formatDate(job.closedAt)}`}>
      Expired
    </span>
  ) : (
    <span className="badge badge-neutral" title={`Closed on ${formatDate(job.closedAt)}`}>
      Closed
    </span>
  );
}

/**
 * A posted job's title (given as `children`), its reference, posting date and closing, and Open,
 * Expired or Closed. `now` is the server's clock, so "closes in" reads the same after hydration.
 */
export function PostedJobHeading({
  job,
  now,
  children,
}: {
  job: Pick<PostedJob, "jobId" | "postedDate" | "closedAt" | "closesAt" | "heldAt" | "hiddenAt" | "hiddenReason">;
  now: Date;
  children: ReactNode;
}) {
  return (
    <div className="application-card-head">
      <div>
        {children}
        <p className="muted">
          Job ID {job.jobId} · Posted {formatDate(job.postedDate)} ·{" "}
          {job.hiddenAt
            ? `${STAFF_CONSOLE_TEXT.hiddenBadge} since ${formatDate(job.hiddenAt)}`
            : job.heldAt
              ? `${REPORT_TEXT.heldBadge} since ${formatDate(job.heldAt)}`
              : job.closedAt
                ? `${isExpired(job) ? "Expired" : "Closed"} ${formatDate(job.closedAt)}`
                : `${formatClosesIn(job.closesAt, now)} (${formatDate(job.closesAt)})`}
        </p>
      </div>
      <PostedJobState job={job} />
    </div>
  );
}

/**
 * Edit, close or relist for a period, and delete (only while nobody has applied). Each is a plain
 * form to /posted-jobs, which sends the employer back to `backTo`; deleting asks first, in a
 * disclosure that needs no script. With JavaScript fetchers post them, so that a post that gets no
 * answer leaves the employer on their page (docs/decisions/035-a-failed-post-keeps-the-page.md).
 */
export function PostedJobActions({ job, backTo }: { job: PostedJob; backTo: string }) {
  const closing = useFetcher();
  const deleting = useFetcher();
  const named = <span className="visually-hidden"> {job.title}</span>;
  return (
    <>
      <Link to={`/posted-jobs/${job.id}/edit`} className="button button-secondary button-small">
        Edit{named}
      </Link>
      {job.closedAt && !isWithheld(job) ? null : (
        <Link to={`/jobs/${job.id}`} className="button button-ghost button-small">
          View listing{named}
        </Link>
      )}
      <closing.Form method="post" action="/posted-jobs" className="inline-form">
        <input type="hidden" name="jobId" value={job.id} />
        <input type="hidden" name="backTo" value={backTo} />
        {job.closedAt && !isWithheld(job) ? (
          <>
            <label htmlFor={`relist-days-${job.id}`}>
              Relist<span className="visually-hidden"> {job.title}</span> for
            </label>
            <select id={`relist-days-${job.id}`} name="days" defaultValue={CLOSING_DAYS_DEFAULT} className="select-small">
              {RELIST_PERIODS.map((days) => (
                <option key={days} value={days}>
                  {days} days
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="relist" className="button button-secondary button-small">
              Relist{named}
            </button>
          </>
        ) : (
          <button type="submit" name="intent" value="close" className="button button-secondary button-small">
            Close{named}
          </button>
        )}
      </closing.Form>
      {job.applicationCounts.total === 0 ? (
        <details className="confirm-delete">
          <summary className="button button-ghost button-small">Delete{named}</summary>
          <deleting.Form method="post" action="/posted-jobs" className="confirm-panel">
            <p>Delete “{job.title}” for good? This cannot be undone.</p>
            <input type="hidden" name="jobId" value={job.id} />
            <button type="submit" name="intent" value="delete" className="button button-danger button-small">
              Delete job{named}
            </button>
          </deleting.Form>
        </details>
      ) : null}
    </>
  );
}
