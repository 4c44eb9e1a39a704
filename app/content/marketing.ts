import type { DisciplineName, DisciplineSlug, PageOf, SpecialtySlug } from "./pages";

// Shapes and shared figures of the marketing pages: the employer landing, the six engineering
// discipline pages, the healthcare hub and the six healthcare specialty pages. Which pages exist
// is pages.ts; the copy itself lives in engineering-pages.ts and healthcare-pages.ts; one template
// renders each family.

export interface Stat {
  value: string; // e.g. "10,000+"
  label: string; // e.g. "Engineers placed"
}

export interface Point {
  title: string; // 2-6 words
  description: string; // 1-3 sentences, specific to the page's field
}

export interface Testimonial {
  quote: string; // 2-4 sentences, sounds like a real hiring manager
  name: string; // fictional person
  role: string; // e.g. "VP of Engineering"
  company: string; // fictional company
}

export interface Insight {
  label: string; // e.g. "Median base salary, mid-level"
  value: string; // e.g. "$98,000"
  detail: string; // one sentence of context
}

/** The engineering headline figures; their values are fixed (docs/product.md#wording). */
export const ENGINEERING_STATS: Stat[] = [
  { value: "10,000+", label: "Engineers placed" },
  { value: "500+", label: "Partner companies" },
  { value: "48 hours", label: "To first candidate" },
  { value: "95%", label: "Client satisfaction" },
];

export const GUARANTEE_DAYS = 90;

/** The healthcare headline figures (docs/product.md#wording), and the 24-hour contact promise. */
export const HEALTHCARE_STATS: Stat[] = [
  { value: "15,000+", label: "Healthcare placements" },
  { value: "98%", label: "Retention rate" },
  { value: "72 hours", label: "To first candidate" },
  { value: "24 hours", label: "To answer every enquiry" },
];

/** Pages that carry a resources section with an external link (docs/product.md#pages). */
export const SPECIALTIES_WITH_RESOURCES: readonly SpecialtySlug[] = [
  "nurse-practitioner-recruiters",
  "physician-assistant-recruiters",
  "physician-recruiters",
  "healthcare-leadership-recruiters",
];

// ---- The employer landing (/employer) ----

export interface LandingDisciplineCard {
  slug: DisciplineSlug;
  name: string; // "Civil Engineering"
  description: string; // 1-2 sentences
  averageTimeToHire: string; // fixed per discipline (docs/product.md#pages), e.g. "14 days"
  successRate: string; // fixed per discipline (docs/product.md#pages), e.g. "94%"
  specialties: string[]; // exactly 4 short specialty names, e.g. "Structural", "Geotechnical"
}

export interface EmployerLandingContent {
  title: string; // <title>
  metaDescription: string;
  hero: { heading: "Build Your Engineering Dream Team"; text: string };
  stats: Stat[]; // ENGINEERING_STATS
  disciplinesHeading: string;
  disciplinesIntro: string;
  disciplines: LandingDisciplineCard[]; // exactly 6, in DISCIPLINE_PAGES order
  processHeading: string;
  process: Point[]; // exactly 4: share needs; receive curated candidates; interview and hire; onboard with the 90-day guarantee
  reasonsHeading: string;
  reasons: Point[]; // exactly 6
  /** The enquiry form Schedule Consultation leads to, which asks for the discipline. */
  contactHeading: string;
  contactText: string;
  cta: { heading: string; text: string };
}

// ---- The six engineering discipline pages ----

export interface DisciplinePageContent {
  slug: DisciplineSlug;
  name: DisciplineName; // "Civil": the enquiry's source
  title: string; // <title>, e.g. "Civil Engineering Recruiters"
  metaDescription: string; // 140-160 characters
  hero: { eyebrow: string; heading: string; text: string };
  challengesHeading: string;
  challenges: Point[]; // exactly 4: what makes hiring in this discipline hard right now
  solutionsHeading: string;
  solutions: Point[]; // exactly 4: how we solve each
  benefitsHeading: string;
  benefits: Point[]; // exactly 4; one of them is the 90-day replacement guarantee on permanent placements
  specializationsHeading: string;
  specializations: Point[]; // exactly 6 sub-fields we recruit for
  insightsHeading: string;
  insightsIntro: string;
  insights: Insight[]; // exactly 4 hiring-market figures (salary ranges, demand, time to fill, hot skills)
  testimonials: Testimonial[]; // exactly 3
  contactHeading: string;
  contactText: string;
  cta: { heading: string; text: string };
}

/** The six pages' copy by slug; each page's slug and name are those of its entry in pages.ts. */
export type DisciplinePages = {
  [P in PageOf<"discipline"> as P["slug"]]: DisciplinePageContent & Pick<P, "slug" | "name">;
};

// ---- The healthcare hub (/healthcare) and the six specialty pages ----

export interface HealthcareHubContent {
  title: string;
  metaDescription: string;
  hero: { heading: string; text: string };
  specialtiesHeading: string;
  specialties: { slug: SpecialtySlug; name: string; description: string }[]; // exactly 6, SPECIALTY_PAGES order
  whyHeading: string;
  why: Point[]; // exactly 4
  /** The enquiry form the hub's buttons lead to, which asks for the specialty. */
  contactHeading: string;
  contactText: string;
  cta: { heading: string; text: string };
}

export interface SpecialtyPageContent {
  slug: SpecialtySlug;
  specialty: string; // as in SPECIALTY_PAGES, e.g. "Nurse Practitioner"
  title: string; // <title>, e.g. "Nurse Practitioner Recruiters"
  metaDescription: string; // 140-160 characters
  hero: { eyebrow: string; heading: string; text: string };
  challengesHeading: string;
  challenges: Point[]; // exactly 4
  solutionsHeading: string;
  solutions: Point[]; // exactly 4
  specializationsHeading: string;
  specializations: Point[]; // exactly 6 practice areas or roles
  insightsHeading: string;
  insightsIntro: string;
  insights: Insight[]; // exactly 4 market figures
  contactHeading: string;
  contactText: string;
  /** Only on the nurse practitioner, physician assistant, physician and healthcare leadership pages. */
  resources?: { heading: string; text: string; links: { label: string; href: string; description: string }[] };
}

/** The six pages' copy by slug; each page's slug and specialty are those of its entry in pages.ts. */
export type SpecialtyPages = {
  [P in PageOf<"specialty"> as P["slug"]]: SpecialtyPageContent & Pick<P, "slug" | "specialty">;
};
