import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { ButtonForm, OneFieldForm, StaffPage } from "~/components/staff-console";
import { FIX_FIELDS, UNKNOWN_ACTION, type StaffFormFailure } from "~/lib/action-data";
import { formatDate } from "~/lib/dates";
import { pageTitle } from "~/lib/meta";
import { STAFF_PAGE_TEXT, STAFF_CONSOLE_TEXT } from "~/lib/staff-console";
import { hideJobSchema } from "~/lib/staff-console-schemas";
import { redirectWithToast } from "~/server/flash.server";
import { idParam, notFound, readForm } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";
import { findStaffJob, hideJob, restoreJob, reviewReports } from "~/server/staff-jobs.server";
import { requireStaff } from "~/server/staff-auth.server";

// One job for the staff (docs/product.md#the-staff-console): its state, hide with a reason, restore,
// and the review of its reports.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `${data.job.title} (${data.job.reference})` : STAFF_PAGE_TEXT.jobsHeading) },
  { name: "robots", content: "noindex" },
];

async function jobOf(idText: string | undefined) {
  const id = idParam(idText);
  const job = id === null ? undefined : await findStaffJob(id);
  if (!job) throw notFound();
  return job;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  return json({ job: await jobOf(params.id) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  refuseCrossSite(request);
  const job = await jobOf(params.id);
  const formData = await readForm(request);
  const back = `/staff/jobs/${job.id}`;
  const intent = formData.get("intent");
  if (intent === "hide") {
    const submission = parseWithZod(formData, { schema: hideJobSchema });
    if (submission.status !== "success") {
      return json<StaffFormFailure>({ form: "hide", result: submission.reply(), message: FIX_FIELDS }, { status: 400 });
    }
    const outcome = await hideJob(staff, job.id, submission.value.reason);
    if (outcome === "already-hidden")
      return json<StaffFormFailure>({ form: "hide", message: STAFF_CONSOLE_TEXT.alreadyHidden }, { status: 409 });
    return redirectWithToast(back, { title: STAFF_PAGE_TEXT.hidden });
  }
  if (intent === "restore") {
    const outcome = await restoreJob(staff, job.id);
    if (outcome === "not-hidden")
      return json<StaffFormFailure>({ form: "restore", message: STAFF_CONSOLE_TEXT.notHidden }, { status: 409 });
    return redirectWithToast(back, { title: STAFF_PAGE_TEXT.jobRestored });
  }
  if (intent === "review") {
    const outcome = await reviewReports(staff, job.id);
    return redirectWithToast(back, { title: outcome?.reviewed ? STAFF_PAGE_TEXT.reportsReviewed : STAFF_PAGE_TEXT.nothingChanged });
  }
  return json<StaffFormFailure>({ form: "", message: UNKNOWN_ACTION }, { status: 400 });
}

function state(job: {
  closedAt: string | null;
  heldAt: string | null;
  hiddenAt: string | null;
  suspendedAt: string | null;
  closesAt: string;
}) {
  if (job.hiddenAt) return `Hidden since ${formatDate(job.hiddenAt)}`;
  if (job.suspendedAt) return `Withheld: its employer is suspended (since ${formatDate(job.suspendedAt)})`;
  if (job.heldAt) return `Held back by reports since ${formatDate(job.heldAt)}`;
  if (!job.closedAt) return `Open, closes ${formatDate(job.closesAt)}`;
  return job.closedAt === job.closesAt ? `Expired ${formatDate(job.closedAt)}` : `Closed by its employer ${formatDate(job.closedAt)}`;
}

export default function StaffJob() {
  const { job } = useLoaderData<typeof loader>();
  const failure = useActionData<StaffFormFailure>();
  return (
    <StaffPage heading={`${job.title} (${job.reference})`}>
      <p>
        {job.companyName} · Posted {formatDate(job.postedAt)} · <Link to={`/jobs/${job.id}`}>Its page</Link>
      </p>
      <p>
        <strong>{state(job)}</strong>
        {job.hiddenReason ? ` · Reason: ${job.hiddenReason}` : ""}
      </p>
      {failure && (failure.form === "restore" || failure.form === "") ? (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      {job.hiddenAt ? (
        <ButtonForm intent="restore" label={STAFF_PAGE_TEXT.restoreJob} />
      ) : (
        <OneFieldForm
          id="hide"
          intent="hide"
          schema={hideJobSchema}
          name="reason"
          label={STAFF_PAGE_TEXT.reason}
          submit={STAFF_PAGE_TEXT.hide}
          failure={failure}
          multiline
        />
      )}
      <h2>{STAFF_PAGE_TEXT.reportedHeading}</h2>
      <p>
        {job.unreviewedReports} unreviewed {job.unreviewedReports === 1 ? "report" : "reports"}
      </p>
      {job.unreviewedReports > 0 ? <ButtonForm intent="review" label={STAFF_PAGE_TEXT.reviewReports} /> : null}
    </StaffPage>
  );
}
