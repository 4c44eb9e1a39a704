import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/link";
import { ApplyForm } from "~/components/apply-form";
import { StatusBadge } from "~/components/application-card";
import { FormAlert } from "~/components/form-field";
import { JobFacts } from "~/components/job-card";
import { APPLY_TEXT, applyFormPath } from "~/lib/applications";
import { formatDate } from "~/lib/dates";
import { pageTitle } from "~/lib/meta";
import { answerOr } from "~/lib/unreachable";
import { useCurrentUser } from "~/lib/use-current-user";
import type { ApplyActionData } from "~/lib/action-data";
import { applyFormAction, applyPageLoader } from "./jobs.$id_.apply.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Apply for ${data.job.title}` : "Apply") },
  { name: "robots", content: "noindex" },
];

export const loader = applyPageLoader;
export const action = applyFormAction;
export const clientAction = answerOr(() => ({ message: APPLY_TEXT.failedFallback, values: { resumeChoice: "", coverLetter: "" } }));

/** The apply form as a page: where Apply Now leads without JavaScript. */
export default function ApplyPage() {
  const { job, refusal, existing } = useLoaderData<typeof loader>();
  const actionData = useActionData<ApplyActionData>();
  const failure = actionData && "message" in actionData ? actionData : undefined;
  const navigation = useNavigation();
  const user = useCurrentUser();
  const formAction = applyFormPath(job.id);

  return (
    <section className="container page-section">
      <div className="apply-column">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/jobs">All jobs</Link> <span aria-hidden="true">/</span> <Link to={`/jobs/${job.id}`}>{job.title}</Link>
        </nav>
        <div className="card apply-card">
          <header className="page-header">
            <h1>Apply for {job.title}</h1>
            <p className="job-page-company">{job.company.name}</p>
            <JobFacts job={job} salary={null} />
          </header>

          {refusal ? (
            <div className="apply-outcome">
              <p className="form-alert">{refusal}</p>
              <Link to={`/jobs/${job.id}`} className="button button-secondary">
                Back to the job
              </Link>
            </div>
          ) : existing ? (
            <div className="apply-outcome">
              <p className="apply-done">
                <strong>{APPLY_TEXT.alreadyApplied}</strong> You applied on {formatDate(existing.appliedDate)}.
              </p>
              <p>
                Status: <StatusBadge status={existing.status} />
              </p>
              <Link to="/my-applications" className="button button-primary">
                View My Applications
              </Link>
            </div>
          ) : (
            <>
              <FormAlert message={failure && !failure.fieldErrors ? failure.message : undefined} />
              <ApplyForm
                as={Form}
                action={formAction}
                resumeUrl={user?.profile.primaryResumeUrl ?? null}
                pending={navigation.state === "submitting" && navigation.formAction === formAction}
                failure={failure}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
