// The values a column may hold where the database stores one of a few words. They are defined
// here, in the bottom layer, so that db/schema.ts can type its columns with them; app/lib
// re-exports each beside its labels and rules.

/** users.role */
export const ROLES = ["candidate", "employer"] as const;
export type Role = (typeof ROLES)[number];

/** applications.status */
export const APPLICATION_STATUSES = ["applied", "reviewing", "rejected", "hired"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** enquiries.kind: the engineering discipline pages' form and the healthcare pages'. */
export const ENQUIRY_KINDS = ["engineering", "healthcare"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export function isEnquiryKind(value: string): value is EnquiryKind {
  return (ENQUIRY_KINDS as readonly string[]).includes(value);
}

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
