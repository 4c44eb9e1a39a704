import { json } from "@remix-run/node";
import { disciplinePages, employerLanding } from "~/content/engineering-pages";
import { healthcareHub, specialtyPages } from "~/content/healthcare-pages";
import type { DisciplineSlug, SpecialtySlug } from "~/content/marketing";
import { config } from "./config.server";
import type { EnquiryPage } from "~/routes/enquiries.server";

// The copy reaches the browser as loader data, one page's worth, not bundled with every page.

export const employerLandingLoader = () => json({ content: employerLanding });

export const healthcareHubLoader = () => json({ content: healthcareHub });

export const disciplinePageLoader = (slug: DisciplineSlug) => json({ content: disciplinePages[slug] });

export const specialtyPageLoader = (slug: SpecialtySlug) =>
  json({ content: specialtyPages[slug], contact: config.healthcareContact });

/** Where a discipline page's enquiries come from: the discipline's name ("Civil"). */
export function disciplineEnquiryPage(slug: DisciplineSlug): EnquiryPage {
  return { kind: "engineering", path: `/${slug}`, source: disciplinePages[slug].name };
}

/** Where a specialty page's enquiries come from: the specialty ("Nurse Practitioner"). */
export function specialtyEnquiryPage(slug: SpecialtySlug): EnquiryPage {
  return { kind: "healthcare", path: `/${slug}`, specialty: specialtyPages[slug].specialty };
}
