import { json } from "@remix-run/node";
import type { SpecializationSlug } from "~/content/pages";
import { specializationPages } from "~/content/specializations";
import { cleanSearchText } from "~/lib/job-search";
import { searchJobSummaries } from "./jobs.server";

const SPECIALIZATION_JOB_LIMIT = 50;

/** A specialization page: its copy, and its discipline's jobs filtered by the page's own search. */
export async function loadSpecializationPage(request: Request, slug: SpecializationSlug) {
  const content = specializationPages[slug];
  const q = cleanSearchText(new URL(request.url).searchParams.get("q"));
  const { jobs, total, totalCapped } = await searchJobSummaries(
    { discipline: content.discipline, q },
    { page: 1, pageSize: SPECIALIZATION_JOB_LIMIT },
  );
  return json({ content, q, jobs, total, totalCapped, now: new Date().toISOString() });
}
