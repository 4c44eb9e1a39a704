import type { Discipline } from "~/lib/jobs";
import { ENGINEERING_STATS } from "./marketing";

export const homeHero = {
  heading: "Find Your Next Engineering Role",
  text: "Search hundreds of open positions in civil, mechanical, electrical, software, chemical and aerospace engineering, from companies that hire through us every week.",
};

/** Static headline figures (docs/product.md#wording): the same as every engineering page's. */
export const homeStats = ENGINEERING_STATS;

export const homeDisciplines: { discipline: Discipline; label: string; description: string }[] = [
  {
    discipline: "Civil Engineering",
    label: "Civil Engineering",
    description: "Bridges, highways, water systems and site development for public and private owners.",
  },
  {
    discipline: "Mechanical Engineering",
    label: "Mechanical Engineering",
    description: "Product design, HVAC, thermal systems and manufacturing engineering.",
  },
  {
    discipline: "Electrical Engineering",
    label: "Electrical Engineering",
    description: "Power systems, controls, substations, and electronics hardware.",
  },
  {
    discipline: "Software Engineering",
    label: "Software Engineering",
    description: "Backend, frontend, embedded and platform roles at product and engineering firms.",
  },
  {
    discipline: "Chemical Engineering",
    label: "Chemical Engineering",
    description: "Process design, process safety and production in chemicals, energy and pharma.",
  },
  {
    discipline: "Aerospace Engineering",
    label: "Aerospace Engineering",
    description: "Structures, propulsion, avionics and flight test for aircraft and spacecraft.",
  },
];

export const homeTestimonials = [
  {
    quote:
      "I had two interviews within a week of applying, and the recruiter knew exactly what a bridge design team looks for. I accepted an offer three weeks later.",
    name: "Priya Raman",
    role: "Senior Bridge Engineer",
  },
  {
    quote:
      "We needed three controls engineers for a plant expansion on a tight schedule. Keystone sent us a shortlist in two days and all three hires are still with us.",
    name: "Marcus Bell",
    role: "Engineering Director, manufacturing",
  },
  {
    quote: "The job descriptions are real and the salaries are listed. I stopped wasting evenings on applications that went nowhere.",
    name: "Elena Ortiz",
    role: "Embedded Software Engineer",
  },
];

export const homeCallToAction = {
  heading: "Ready to take the next step?",
  text: "Create a free profile, upload your resume once, and apply to engineering roles in a couple of clicks.",
};
