import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { JobForm } from "~/components/employer-forms";
import { pageTitle } from "~/lib/meta";
import type { EmployerFormFailure } from "~/lib/action-data";
import { requireOwnJob } from "~/server/auth.server";
import { readForm } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";
import { jobFormAction } from "./employer-forms.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Edit ${data.job.title}` : "Edit job") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { job } = await requireOwnJob(request, params.id);
  return json({ job, today: new Date().toISOString().slice(0, 10) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { company, job } = await requireOwnJob(request, params.id);
  return jobFormAction(company.id, await readForm(request), job.id);
}

export default function EditJobPage() {
  const { job, today } = useLoaderData<typeof loader>();
  const failure = useActionData<EmployerFormFailure>();
  return (
    <section className="container page-section narrow-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/posted-jobs">Posted Jobs</Link> <span aria-hidden="true">/</span> <Link to={`/posted-jobs/${job.id}`}>{job.title}</Link>
      </nav>
      <header className="page-header">
        <h1>Edit {job.title}</h1>
        <p className="lead">Job ID {job.jobId}. Changes show in search as soon as you save them.</p>
      </header>
      <div className="card">
        <JobForm job={job} action={`/posted-jobs/${job.id}/edit`} failure={failure} today={today} />
      </div>
    </section>
  );
}
