import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { idParam, notFound } from "~/server/http.server";
import { getJob, similarJobs } from "~/server/jobs.server";
import { pageSections, sectionHeaders } from "~/server/sections.server";

// A job page's loader, apart from its route for the same reason as app/root.server.ts: one empty
// stand-in in the browser's first load rather than one for each server module.

export async function jobLoader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  const job = id === null ? undefined : await getJob(id);
  if (!job) throw notFound();
  // The job is the page; its similar jobs fail on their own.
  const sections = pageSections();
  const similar = await sections.load("similar jobs", () => similarJobs(job));
  const { origin, pathname } = new URL(request.url);
  return json({ job, similar, now: new Date().toISOString(), origin, retryHref: pathname }, sections.answer(false));
}

export const jobHeaders = sectionHeaders;
