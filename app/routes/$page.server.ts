import { json } from "@remix-run/node";
import { disciplinePages } from "~/content/engineering-pages";
import { specialtyPages } from "~/content/healthcare-pages";
import type { SpecializationPageData } from "~/components/specialization-page";
import type { MarketingPage, SpecializationSlug } from "~/content/pages";
import { specializationPages } from "~/content/specializations";
import { cleanSearchText } from "~/lib/job-search";
import { config } from "~/server/config.server";
import { searchJobSummaries } from "~/server/jobs.server";
import type { EnquiryPage } from "./enquiries.server";

// The server side of app/routes/$page.tsx. The copy reaches the browser as loader data, one
// page's worth, not bundled with every page.

/**
 * A marketing page's loader data, by its template: its copy, plus the phone and e-mail line on
 * the healthcare specialty pages, plus the matching jobs on each specialization page.
 */
export function loadMarketingPage(request: Request, page: MarketingPage) {
  switch (page.template) {
    case "discipline":
      return json({ content: disciplinePages[page.slug] });
    case "specialty":
      return json({ content: specialtyPages[page.slug], contact: config.healthcareContact });
    case "specialization":
      return loadSpecializationPage(request, page.slug);
  }
}

/**
 * Where a page's enquiries come from: a discipline page's name ("Civil"), a specialty page's
 * specialty ("Nurse Practitioner"). Null for a page without an enquiry form.
 */
export function enquiryPageOf(page: MarketingPage): EnquiryPage | null {
  switch (page.template) {
    case "discipline":
      return { kind: "engineering", path: `/${page.slug}`, source: page.name };
    case "specialty":
      return { kind: "healthcare", path: `/${page.slug}`, specialty: page.specialty };
    case "specialization":
      return null;
  }
}

const SPECIALIZATION_JOB_LIMIT = 50;

/** A specialization page: its copy, and its discipline's jobs filtered by the page's own search. */
export async function loadSpecializationPage(request: Request, slug: SpecializationSlug) {
  const content = specializationPages[slug];
  const q = cleanSearchText(new URL(request.url).searchParams.get("q"));
  const { jobs, total, totalCapped } = await searchJobSummaries(
    { discipline: content.discipline, q },
    { page: 1, pageSize: SPECIALIZATION_JOB_LIMIT },
  );
  return json({ content, q, jobs, total, totalCapped, now: new Date().toISOString() } satisfies SpecializationPageData);
}
