// The values a column of the enquiries table may hold. Defined here, in the bottom layer, so that
// db/schema.ts can type its columns with them; app/lib re-exports them beside their labels and rules.
// One file a table, each re-exported by one module of app/lib: in the browser's bundle each then
// joins the chunk of the module that re-exports it rather than making one more.

/** enquiries.kind: the engineering discipline pages' form and the healthcare pages'. */
export const ENQUIRY_KINDS = ["engineering", "healthcare"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export function isEnquiryKind(value: string): value is EnquiryKind {
  return (ENQUIRY_KINDS as readonly string[]).includes(value);
}

/** enquiries.status: the staff's workflow (migration 0033). */
export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export function isEnquiryStatus(value: string): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly string[]).includes(value);
}
