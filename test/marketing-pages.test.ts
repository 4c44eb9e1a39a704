/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { disciplinePages, employerLanding } from "~/content/engineering-pages";
import { healthcareHub, specialtyPages } from "~/content/healthcare-pages";
import { ENGINEERING_STATS, HEALTHCARE_STATS, SPECIALTIES_WITH_RESOURCES } from "~/content/marketing";
import { DISCIPLINE_PAGES, SPECIALTY_PAGES } from "~/content/pages";
import { ENQUIRY_DISCIPLINES, HEALTHCARE_SPECIALTIES } from "~/lib/enquiries";
import * as employerRedirect from "~/routes/employer_.$page";
import { callLoader } from "./helpers";

type PageModule = { loader: Parameters<typeof callLoader>[0] };
const routes = import.meta.glob<PageModule>("../app/routes/*.tsx", { eager: true });
const MARKETING_PATHS = [
  "/employer",
  ...DISCIPLINE_PAGES.map(({ slug }) => `/${slug}`),
  "/healthcare",
  ...SPECIALTY_PAGES.map(({ slug }) => `/${slug}`),
];

async function contentOf(path: string) {
  // /employer and /healthcare have routes of their own; the other pages are served by $page.tsx.
  const module = routes[`../app/routes${path}.tsx`] ?? routes["../app/routes/$page.tsx"];
  expect(module, path).toBeDefined();
  const response = await callLoader(module.loader, path, { page: path.slice(1) });
  expect(response.status, path).toBe(200);
  return (await response.json()) as { content: { title: string; hero: { heading: string } }; contact?: { phone: string; email: string } };
}

describe("the marketing pages", () => {
  it("are one page for each discipline and specialty an enquiry may name, in the enquiry lists' order", () => {
    expect(DISCIPLINE_PAGES.map((page) => page.name)).toEqual(ENQUIRY_DISCIPLINES);
    expect(SPECIALTY_PAGES.map((page) => page.specialty)).toEqual(HEALTHCARE_SPECIALTIES);
  });

  it("each answer 200 with a title and a headline of their own", async () => {
    const titles = new Set<string>();
    const headings = new Set<string>();
    for (const path of MARKETING_PATHS) {
      const { content } = await contentOf(path);
      titles.add(content.title);
      headings.add(content.hero.heading);
    }
    expect(titles.size).toBe(MARKETING_PATHS.length);
    expect(headings.size).toBe(MARKETING_PATHS.length);
  });

  it("carry their published figures (docs/product.md#wording)", () => {
    expect(employerLanding.hero.heading).toBe("Build Your Engineering Dream Team");
    expect(ENGINEERING_STATS.map((stat) => stat.value)).toEqual(["10,000+", "500+", "48 hours", "95%"]);
    expect(HEALTHCARE_STATS.map((stat) => stat.value)).toEqual(expect.arrayContaining(["15,000+", "98%", "72 hours"]));
    expect(employerLanding.disciplines.map((card) => [card.slug, card.averageTimeToHire, card.successRate])).toEqual([
      ["civil-engineer-recruiters", "14 days", "94%"],
      ["mechanical-engineer-recruiters", "12 days", "96%"],
      ["electrical-engineer-recruiters", "10 days", "95%"],
      ["software-engineer-recruiters", "7 days", "97%"],
      ["chemical-engineer-recruiters", "16 days", "93%"],
      ["aerospace-engineer-recruiters", "18 days", "92%"],
    ]);
    for (const page of Object.values(disciplinePages)) {
      expect(
        page.benefits.some((benefit) => /90-day/i.test(`${benefit.title} ${benefit.description}`)),
        page.slug,
      ).toBe(true);
      expect(page.testimonials).toHaveLength(3);
    }
  });

  it("link the hub to all six specialty pages, and give resources to four of them only (docs/product.md#pages)", () => {
    expect(healthcareHub.specialties.map((card) => card.slug)).toEqual(SPECIALTY_PAGES.map(({ slug }) => slug));
    for (const page of Object.values(specialtyPages)) {
      expect(Boolean(page.resources), page.slug).toBe(SPECIALTIES_WITH_RESOURCES.includes(page.slug));
      for (const link of page.resources?.links ?? []) expect(link.href).toMatch(/^https:\/\//);
    }
  });

  it("give the healthcare pages the phone and e-mail line from configuration", async () => {
    const { contact } = await contentOf("/physician-recruiters");
    expect(contact).toEqual({ phone: expect.any(String), email: expect.stringContaining("@") });
  });
});

describe("/employer/<page>", () => {
  it.each(DISCIPLINE_PAGES.map(({ slug }) => slug))("/employer/%s redirects permanently to /%s", async (slug) => {
    const response = await callLoader(employerRedirect.loader, `/employer/${slug}`, { page: slug });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`/${slug}`);
  });

  it("is a 404 for anything else", async () => {
    const response = await callLoader(employerRedirect.loader, "/employer/physician-recruiters", { page: "physician-recruiters" });
    expect(response.status).toBe(404);
  });
});
