import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { JobForm } from "~/components/employer-forms";
import { pageTitle } from "~/lib/meta";
import { editJobAction, editJobLoader, type EmployerFormFailure } from "~/server/employer-pages.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Edit ${data.job.title}` : "Edit job") },
  { name: "robots", content: "noindex" },
];

export const loader = editJobLoader;
export const action = editJobAction;

export default function EditJobPage() {
  const { job } = useLoaderData<typeof loader>();
  const failure = useActionData<EmployerFormFailure>();
  return (
    <section className="container page-section narrow-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/posted-jobs">Posted Jobs</Link> <span aria-hidden="true">/</span>{" "}
        <Link to={`/posted-jobs/${job.id}`}>{job.title}</Link>
      </nav>
      <header className="page-header">
        <h1>Edit {job.title}</h1>
        <p className="lead">Job ID {job.jobId}. Changes show in search as soon as you save them.</p>
      </header>
      <div className="card">
        <JobForm job={job} action={`/posted-jobs/${job.id}/edit`} failure={failure} />
      </div>
    </section>
  );
}
