// The registry of the site's pages: the marketing pages app/routes/$page.tsx serves, one entry
// per URL, and the header's and footer's links, built from the entries (every page of the site,
// for the sitemap and the layout tests, is SITE_PAGES in site-pages.ts). A new marketing page is one entry here plus its copy (engineering-pages.ts,
// healthcare-pages.ts, specializations.ts); the types below make a missing copy a compile error.

import type { EnquiryDiscipline, HealthcareSpecialty } from "~/lib/enquiries";

type PageEntry =
  | { slug: string; template: "discipline"; name: EnquiryDiscipline }
  | { slug: string; template: "specialty"; specialty: HealthcareSpecialty }
  | { slug: string; template: "specialization"; label: string };

/**
 * The marketing pages, each served at `/<slug>` by one of three templates:
 * - "discipline": the six engineering discipline pages, in the employer landing's order; an
 *   enquiry's `source` is the page's `name`;
 * - "specialty": the six healthcare specialty pages, in the healthcare hub's order; an enquiry's
 *   `specialty` is the page's `specialty`;
 * - "specialization": the four job-search pages of a specialization discipline; `label` is the
 *   page's name in the navigation.
 */
export const MARKETING_PAGES = [
  { slug: "civil-engineer-recruiters", template: "discipline", name: "Civil" },
  { slug: "mechanical-engineer-recruiters", template: "discipline", name: "Mechanical" },
  { slug: "electrical-engineer-recruiters", template: "discipline", name: "Electrical" },
  { slug: "software-engineer-recruiters", template: "discipline", name: "Software" },
  { slug: "chemical-engineer-recruiters", template: "discipline", name: "Chemical" },
  { slug: "aerospace-engineer-recruiters", template: "discipline", name: "Aerospace" },

  { slug: "physician-recruiters", template: "specialty", specialty: "Physician" },
  { slug: "nurse-practitioner-recruiters", template: "specialty", specialty: "Nurse Practitioner" },
  { slug: "physician-assistant-recruiters", template: "specialty", specialty: "Physician Assistant" },
  { slug: "healthcare-leadership-recruiters", template: "specialty", specialty: "Healthcare Leadership" },
  { slug: "healthcare-engineering-recruiters", template: "specialty", specialty: "Healthcare Engineering" },
  { slug: "healthcare-it-recruiters", template: "specialty", specialty: "Healthcare IT" },

  { slug: "project-management", template: "specialization", label: "Project Management" },
  { slug: "design-drafting", template: "specialization", label: "Design & Drafting" },
  { slug: "construction-management", template: "specialization", label: "Construction Management" },
  { slug: "quality-assurance", template: "specialization", label: "Quality Assurance" },
] as const satisfies readonly PageEntry[];

export type MarketingPage = (typeof MARKETING_PAGES)[number];
export type MarketingTemplate = MarketingPage["template"];
export type PageOf<T extends MarketingTemplate> = Extract<MarketingPage, { template: T }>;

function pagesOf<T extends MarketingTemplate>(template: T): PageOf<T>[] {
  return MARKETING_PAGES.filter((page): page is PageOf<T> => page.template === template);
}

export const DISCIPLINE_PAGES = pagesOf("discipline");
export type DisciplineSlug = PageOf<"discipline">["slug"];
export type DisciplineName = PageOf<"discipline">["name"];

export const SPECIALTY_PAGES = pagesOf("specialty");
export type SpecialtySlug = PageOf<"specialty">["slug"];

export const SPECIALIZATION_PAGES = pagesOf("specialization");
export type SpecializationSlug = PageOf<"specialization">["slug"];

/** The marketing page at `/<slug>`, if there is one. */
export function findMarketingPage(slug: string | undefined): MarketingPage | undefined {
  return MARKETING_PAGES.find((page) => page.slug === slug);
}

// ---- The header's and the footer's links ----

export interface NavItem {
  to: string;
  label: string;
}

/** A link, or a dropdown of links under a label. */
export type HeaderItem = NavItem | { label: string; items: NavItem[] };

const FIND_JOBS: NavItem = { to: "/jobs", label: "Find Jobs" };
const HEALTHCARE_HUB: NavItem = { to: "/healthcare", label: "Healthcare Recruiting" };

const SPECIALIZATION_LINKS: NavItem[] = SPECIALIZATION_PAGES.map(({ slug, label }) => ({ to: `/${slug}`, label }));

function disciplineLink(slug: DisciplineSlug): NavItem {
  const page = DISCIPLINE_PAGES.find((candidate) => candidate.slug === slug)!;
  return { to: `/${page.slug}`, label: `${page.name} Engineer Recruiters` };
}

/** The header's navigation, in order. */
export const HEADER_NAV: HeaderItem[] = [
  FIND_JOBS,
  { to: "/employers", label: "Employers" },
  { label: "Specializations", items: SPECIALIZATION_LINKS },
  { to: "/employer", label: "For Employers" },
  { label: "Our Network", items: [HEALTHCARE_HUB] },
];

/** The footer's columns of links. */
export const FOOTER_COLUMNS: { heading: string; links: NavItem[] }[] = [
  {
    heading: "Job Seekers",
    links: [
      FIND_JOBS,
      { to: "/employers", label: "Browse Employers" },
      { to: "/jobs?remote=true", label: "Remote Jobs" },
      { to: "/register", label: "Create an Account" },
    ],
  },
  { heading: "Specializations", links: SPECIALIZATION_LINKS },
  {
    heading: "Employers",
    links: [
      { to: "/employer", label: "Hire Engineers" },
      HEALTHCARE_HUB,
      disciplineLink("software-engineer-recruiters"),
      disciplineLink("civil-engineer-recruiters"),
    ],
  },
];
