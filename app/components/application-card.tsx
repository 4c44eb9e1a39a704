import { Form, useNavigation } from "@remix-run/react";
import { Link } from "./link";
import { canWithdraw, statusBadge } from "~/lib/application-statuses";
import { WITHDRAW_TEXT, type Application } from "~/lib/applications";
import { formatDate } from "~/lib/dates";
import { formatSalary } from "~/lib/format";
import { JobFacts } from "./job-card";

/** A status's badge (docs/product.md#wording): its label and colour, or the raw value in neutral. */
export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = statusBadge(status);
  return <span className={`badge badge-status badge-${tone}`}>{label}</span>;
}

/** One card on My Applications (docs/product.md#my-applications); `page` is the list's page it is on. */
export function ApplicationCard({ application, page = 1 }: { application: Application; page?: number }) {
  const { job } = application;
  const hasSalary = job.salaryMin !== null || job.salaryMax !== null;
  const titleId = `application-${application.id}-title`;
  return (
    <article className="card application-card" aria-labelledby={titleId}>
      <div className="application-card-head">
        <div>
          <h2 className="application-title" id={titleId}>
            <Link to={`/jobs/${job.id}`}>{job.title}</Link>
          </h2>
          <p className="job-card-company">{job.company.name}</p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <JobFacts job={job} salary={hasSalary ? formatSalary(job.salaryMin, job.salaryMax) : null} />
      <p className="application-date">
        Applied on {formatDate(application.appliedDate)}
        {application.updatedDate !== application.appliedDate ? ` · Updated on ${formatDate(application.updatedDate)}` : null}
      </p>
      {application.coverLetter ? <p className="cover-letter-preview">{application.coverLetter}</p> : null}
      {application.resumeUrl ? (
        <a href={application.resumeUrl} target="_blank" rel="noopener noreferrer" className="text-link">
          View Resume<span className="visually-hidden"> sent for {job.title} (opens in a new tab)</span>
        </a>
      ) : null}
      {canWithdraw(application.status) ? <WithdrawForm application={application} page={page} /> : null}
    </article>
  );
}

/**
 * Withdraw, confirmed behind a disclosure (so it is never one click away, and works without
 * JavaScript): the form posts to My Applications, which comes back to the same page with a toast.
 */
function WithdrawForm({ application, page }: { application: Application; page: number }) {
  const navigation = useNavigation();
  const withdrawing =
    navigation.state === "submitting" &&
    navigation.formAction === "/my-applications" &&
    navigation.formData?.get("withdraw") === String(application.id);
  return (
    <details className="confirm-withdraw">
      <summary className="button button-secondary button-small">
        {WITHDRAW_TEXT.open}
        <span className="visually-hidden"> application for {application.job.title}</span>
      </summary>
      <Form method="post" action="/my-applications" className="confirm-panel">
        <input type="hidden" name="page" value={page} />
        <p>{WITHDRAW_TEXT.question}</p>
        <button type="submit" name="withdraw" value={application.id} className="button button-danger button-small" disabled={withdrawing}>
          {withdrawing ? WITHDRAW_TEXT.withdrawing : WITHDRAW_TEXT.confirm}
        </button>
      </Form>
    </details>
  );
}

/** Three placeholder cards while the list loads. */
export function ApplicationSkeletons() {
  return (
    <div className="application-list" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading applications…
      </p>
      {[0, 1, 2].map((index) => (
        <div key={index} className="card application-card skeleton-card" aria-hidden="true" data-testid="application-skeleton">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line skeleton-short" />
        </div>
      ))}
    </div>
  );
}
