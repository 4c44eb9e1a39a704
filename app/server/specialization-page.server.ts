import { json } from "@remix-run/node";
import { specializationPages, type SpecializationPageContent } from "~/content/specializations";
import { MAX_QUERY_LENGTH } from "~/lib/job-search";
import { searchJobSummaries } from "./jobs.server";

export const SPECIALIZATION_JOB_LIMIT = 50;

/** A specialization page: its copy, and its discipline's jobs filtered by the page's own search. */
export async function loadSpecializationPage(request: Request, slug: SpecializationPageContent["slug"]) {
  const content = specializationPages[slug];
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH).trim();
  const { jobs, total, totalCapped } = await searchJobSummaries(
    { discipline: content.discipline, q },
    { page: 1, pageSize: SPECIALIZATION_JOB_LIMIT },
  );
  return json({ content, q, jobs, total, totalCapped, now: new Date().toISOString() });
}
