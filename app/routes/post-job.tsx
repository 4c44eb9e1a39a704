import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { CompanyForm, JobForm } from "~/components/employer-forms";
import type { EmployerFormFailure } from "~/lib/action-data";
import { EMPLOYER_TEXT, jobFormSchema } from "~/lib/employer";
import { pageTitle } from "~/lib/meta";
import { requireEmployer } from "~/server/auth.server";
import { readForm } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";
import { companyFormAction, jobFormAction } from "./employer-forms.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Post a Job") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { company } = await requireEmployer(request);
  return json({ company, today: new Date().toISOString().slice(0, 10) });
}

/** The company form first (intent "company") while the employer has none, then the job form. */
export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { user, company } = await requireEmployer(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "company") return companyFormAction(user.id, formData, "/post-job");
  if (!company) {
    const submission = parseWithZod(formData, { schema: jobFormSchema });
    return json<EmployerFormFailure>(
      {
        form: "job",
        result: submission.reply({ formErrors: [EMPLOYER_TEXT.companyFirst] }),
        message: EMPLOYER_TEXT.companyFirst,
      },
      { status: 409 },
    );
  }
  return jobFormAction(company.id, formData);
}

/** Post a job: the company profile first when the employer has none, then the job form. */
export default function PostJobPage() {
  const { company, today } = useLoaderData<typeof loader>();
  const failure = useActionData<EmployerFormFailure>();
  return (
    <section className="container page-section narrow-page">
      <header className="page-header">
        <h1>Post a Job</h1>
        {company ? (
          <p className="lead">
            Posting as <strong>{company.name}</strong>. Your job shows in search as soon as you post it.{" "}
            <Link to="/settings" className="text-link">
              Edit company profile
            </Link>
          </p>
        ) : (
          <p className="lead">{EMPLOYER_TEXT.companyFirst}</p>
        )}
      </header>
      <div className="card">
        {company ? (
          <JobForm action="/post-job" failure={failure?.form === "job" ? failure : undefined} today={today} />
        ) : (
          <>
            <h2>Your company</h2>
            <CompanyForm company={null} action="/post-job" failure={failure?.form === "company" ? failure : undefined} />
          </>
        )}
      </div>
    </section>
  );
}
