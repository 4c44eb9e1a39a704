// The values a column of the jobs table may hold. Defined here, in the bottom layer, so that
// db/schema.ts can type its columns with them; app/lib re-exports them beside their labels and rules.
// One file a table, each re-exported by one module of app/lib: in the browser's bundle each then
// joins the chunk of the module that re-exports it rather than making one more.

/** jobs.discipline: the six engineering disciplines, then the four specializations. */
export const ENGINEERING_DISCIPLINES = [
  "Civil Engineering",
  "Mechanical Engineering",
  "Electrical Engineering",
  "Software Engineering",
  "Chemical Engineering",
  "Aerospace Engineering",
] as const;

export const SPECIALIZATION_DISCIPLINES = [
  "Project Management",
  "Design and Drafting",
  "Construction Management",
  "Quality Assurance",
] as const;

export const DISCIPLINES = [...ENGINEERING_DISCIPLINES, ...SPECIALIZATION_DISCIPLINES] as const;
export type Discipline = (typeof DISCIPLINES)[number];

export function isDiscipline(value: string): value is Discipline {
  return (DISCIPLINES as readonly string[]).includes(value);
}

/** jobs.employment_type, as shown to people, with its schema.org JobPosting value. */
export const EMPLOYMENT_TYPES = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Temporary: "TEMPORARY",
  Internship: "INTERN",
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;
