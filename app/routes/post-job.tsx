import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CompanyForm, JobForm } from "~/components/employer-forms";
import { EMPLOYER_TEXT } from "~/lib/employer";
import { pageTitle } from "~/lib/meta";
import { postJobAction, postJobLoader, type EmployerFormFailure } from "~/server/employer-pages.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Post a Job") }, { name: "robots", content: "noindex" }];

export const loader = postJobLoader;
export const action = postJobAction;

/** Post a job: the company profile first when the employer has none, then the job form. */
export default function PostJobPage() {
  const { company } = useLoaderData<typeof loader>();
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
          <JobForm action="/post-job" failure={failure?.form === "job" ? failure : undefined} />
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
