import { getCollectionProps, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldError, FormAlert, TextField } from "~/components/form-field";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Link } from "~/components/link";
import { FIX_FIELDS, type JobReportFailure } from "~/lib/action-data";
import { jobReportSchema } from "~/lib/job-report-schema";
import { JOB_REPORT_REASON_LABELS, JOB_REPORT_REASONS, MAX_REPORT_DETAILS_LENGTH, REPORT_TEXT } from "~/lib/job-reports";
import { pageTitle } from "~/lib/meta";
import { failureToastProps } from "~/lib/toast";
import { config } from "~/server/config.server";
import { redirectWithToast } from "~/server/flash.server";
import { idParam, notFound, readForm } from "~/server/http.server";
import { getJob } from "~/server/jobs.server";
import { reporterKey, saveJobReport } from "~/server/job-reports.server";
import { isSpam, rateLimit, rateLimitUser, refuseCrossSite } from "~/server/security.server";
import { getSessionUserId } from "~/server/session.server";

// Report this job (docs/product.md#report-this-job): a public form, signed in or not.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Report ${data.job.title}` : REPORT_TEXT.heading) },
  { name: "robots", content: "noindex" },
];

async function reportedJob(idText: string | undefined) {
  const id = idParam(idText);
  const job = id === null ? undefined : await getJob(id);
  if (!job) throw notFound();
  return job;
}

/** The job's title and company, for the heading; 404 for no such job. */
export async function loader({ params }: LoaderFunctionArgs) {
  const job = await reportedJob(params.id);
  return json({ job: { id: job.id, title: job.title, company: job.company.name } });
}

/**
 * Stores the report and goes back to the job with the thank-you toast; a filled honeypot gets the
 * same answer and stores nothing. Counted per client (address, IPv6 /64) and per account.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const job = await reportedJob(params.id);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: jobReportSchema });
  const fail = (status: number, message: string) =>
    json<JobReportFailure>({ result: submission.reply({ formErrors: [message] }), message }, { status });
  const succeed = () => redirectWithToast(`/jobs/${job.id}`, { title: REPORT_TEXT.sentTitle, description: REPORT_TEXT.sentDescription });

  if (isSpam(formData)) return succeed();
  const userId = await getSessionUserId(request);
  const limited =
    (await rateLimit("job-report", request, context)) ??
    (userId === null ? null : await rateLimitUser("job-report", userId, config.rateLimitPerMinute));
  if (limited) return fail(429, limited.message);
  if (submission.status !== "success") return fail(400, FIX_FIELDS);
  await saveJobReport({ ...submission.value, jobId: job.id, userId, reporterKey: reporterKey(userId, request, context) });
  return succeed();
}

export default function ReportJobPage() {
  const { job } = useLoaderData<typeof loader>();
  const failure = useActionData<JobReportFailure>();
  const navigation = useNavigation();
  const formAction = `/jobs/${job.id}/report`;
  const pending = navigation.state !== "idle" && navigation.formAction === formAction;
  const [form, fields] = useForm({
    id: "job-report",
    lastResult: failure?.result,
    constraint: getZodConstraint(jobReportSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobReportSchema }),
  });
  const reason = fields.reason;
  const detailsLeft = Math.max(0, MAX_REPORT_DETAILS_LENGTH - (fields.details.value?.length ?? 0));
  return (
    <section className="container page-section">
      <div className="apply-column">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/jobs">All jobs</Link> <span aria-hidden="true">/</span> <Link to={`/jobs/${job.id}`}>{job.title}</Link>
        </nav>
        <div className="card apply-card">
          <header className="page-header">
            <h1>{REPORT_TEXT.heading}</h1>
            <p className="job-page-company">
              {job.title} at {job.company}
            </p>
            <p className="muted">{REPORT_TEXT.lead}</p>
          </header>
          <Form
            method="post"
            action={formAction}
            {...getFormProps(form)}
            aria-describedby={failure ? "job-report-alert" : undefined}
            {...failureToastProps(REPORT_TEXT.failedTitle, REPORT_TEXT.failedDescription)}
          >
            <FormAlert id="job-report-alert" message={failure?.message} form={form} answer={failure} />
            <div className="form-fields">
              <HoneypotFields />
              <fieldset
                className="radio-group radio-stack"
                id={reason.id}
                aria-describedby={reason.errors ? reason.errorId : undefined}
                disabled={pending}
              >
                <legend>{REPORT_TEXT.reasonLegend}</legend>
                {getCollectionProps(reason, { type: "radio", options: [...JOB_REPORT_REASONS] }).map(({ key, ...props }) => (
                  <label className="radio-option" key={key}>
                    <input {...props} />
                    {JOB_REPORT_REASON_LABELS[props.value as keyof typeof JOB_REPORT_REASON_LABELS]}
                  </label>
                ))}
                <FieldError id={reason.errorId} errors={reason.errors} />
              </fieldset>
              <TextField
                meta={fields.details}
                label={REPORT_TEXT.detailsLabel}
                multiline
                rows={5}
                hint={REPORT_TEXT.detailsHint(detailsLeft)}
              />
              <div className="button-row">
                <button type="submit" className="button button-primary" disabled={pending}>
                  {pending ? REPORT_TEXT.pending : REPORT_TEXT.submit}
                </button>
                <Link to={`/jobs/${job.id}`} className="button button-ghost">
                  {REPORT_TEXT.back}
                </Link>
              </div>
            </div>
          </Form>
        </div>
      </div>
    </section>
  );
}
