import { json } from "@remix-run/node";
import { disciplinePages, employerLanding } from "~/content/engineering-pages";
import { healthcareHub, specialtyPages } from "~/content/healthcare-pages";
import type { MarketingPage } from "~/content/pages";
import { config } from "./config.server";
import type { EnquiryPage } from "./enquiries.server";
import { loadSpecializationPage } from "./specialization-page.server";

// The copy reaches the browser as loader data, one page's worth, not bundled with every page.

export const employerLandingLoader = () => json({ content: employerLanding });

export const healthcareHubLoader = () => json({ content: healthcareHub });

/**
 * A marketing page's loader data, by its template: its copy, plus the phone and e-mail line on
 * the healthcare specialty pages, plus the matching jobs on the specialization pages.
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
