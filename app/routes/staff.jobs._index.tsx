import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { StaffPage } from "~/components/staff-console";
import { formatDate } from "~/lib/dates";
import { JOB_REPORT_REASON_LABELS } from "~/lib/job-reports";
import { pageTitle } from "~/lib/meta";
import { STAFF_PAGE_TEXT } from "~/lib/staff-console";
import { findStaffJob, listReportedJobs } from "~/server/staff-jobs.server";
import { requireStaff, staffPageTakesNoPosts } from "~/server/staff-auth.server";

// The staff's jobs (docs/product.md#the-staff-console): find one by ID or reference, and the reported jobs.

export const meta: MetaFunction = () => [{ title: pageTitle(STAFF_PAGE_TEXT.jobsHeading) }, { name: "robots", content: "noindex" }];

export const action = (args: ActionFunctionArgs) => staffPageTakesNoPosts(args);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 40);
  if (q.trim()) {
    const job = await findStaffJob(q);
    if (job) throw redirect(`/staff/jobs/${job.id}`);
  }
  return json({ q, notFound: Boolean(q.trim()), reported: listReportedJobs() }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function StaffJobs() {
  const { q, notFound, reported } = useLoaderData<typeof loader>();
  return (
    <StaffPage heading={STAFF_PAGE_TEXT.jobsHeading}>
      <Form method="get" className="inline-form">
        <div className="field">
          <label htmlFor="find-job">{STAFF_PAGE_TEXT.findJobLabel}</label>
          <input
            id="find-job"
            name="q"
            defaultValue={q}
            aria-invalid={notFound || undefined}
            aria-describedby={notFound ? "find-job-error" : undefined}
          />
          <p className="field-error" id="find-job-error" hidden={!notFound}>
            {STAFF_PAGE_TEXT.noSuchJob}
          </p>
        </div>
        <button type="submit" className="button button-secondary">
          {STAFF_PAGE_TEXT.findJob}
        </button>
      </Form>
      <h2>{STAFF_PAGE_TEXT.reportedHeading}</h2>
      {reported.length === 0 ? <p className="muted">{STAFF_PAGE_TEXT.noReports}</p> : null}
      <ul>
        {reported.map((job) => (
          <li key={job.jobId}>
            <Link to={`/staff/jobs/${job.jobId}`}>
              {job.title} at {job.company} ({job.reference})
            </Link>
            : {job.reports.length} {job.reports.length === 1 ? "report" : "reports"}
            {job.held ? ", held back from search" : ""}
            <ul>
              {job.reports.map((report, index) => (
                <li key={index}>
                  {formatDate(report.createdAt)}: {JOB_REPORT_REASON_LABELS[report.reason]}
                  {report.details ? ` (${report.details})` : ""}
                  {report.signedIn ? ", signed in" : ""}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
