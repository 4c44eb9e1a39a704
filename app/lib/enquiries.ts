import { z } from "zod";
import { answerOr } from "./unreachable";
import { emailAddress, oneOf, singleLine, trimmedText } from "./validation";
import type { EnquiryKind } from "../../db/values/enquiries";

export { ENQUIRY_KINDS, isEnquiryKind, type EnquiryKind } from "../../db/values/enquiries";

/** What an engineering enquiry's `source` may be: the discipline pages' names, in their order (app/content/pages.ts). */
export const ENQUIRY_DISCIPLINES = ["Civil", "Mechanical", "Electrical", "Software", "Chemical", "Aerospace"] as const;
export type EnquiryDiscipline = (typeof ENQUIRY_DISCIPLINES)[number];

/** What a healthcare enquiry's `specialty` may be: the specialty pages', in their order (app/content/pages.ts). */
export const HEALTHCARE_SPECIALTIES = [
  "Physician",
  "Nurse Practitioner",
  "Physician Assistant",
  "Healthcare Leadership",
  "Healthcare Engineering",
  "Healthcare IT",
] as const;
export type HealthcareSpecialty = (typeof HEALTHCARE_SPECIALTIES)[number];

// Word for word as docs/product.md#wording gives them.
export const ENQUIRY_TEXT = {
  engineering: {
    submit: "Submit Request",
    pending: "Submitting...",
    successTitle: "Success!",
    successDescription: "We've received your information and will contact you within 24 hours.",
    failedTitle: "Error",
    failedDescription: "Failed to submit your information. Please try again.",
  },
  healthcare: {
    submit: "Send Request",
    pending: "Sending Request...",
    successTitle: "Request Sent Successfully!",
    successDescription: "A healthcare recruitment specialist will contact you within 24 hours.",
    failedTitle: "Error",
    failedDescription: "Failed to send your request. Please try again or call us directly.",
  },
} as const satisfies Record<EnquiryKind, unknown>;

// Long enough for any real message (and the 10,000 characters the tests send), short of abuse.
export const MAX_MESSAGE_LENGTH = 20_000;
const MAX_FIELD_LENGTH = 200;

/** A trimmed text field, with one message for a field that is missing, not text or too short. */
function text(message: string, min = 1, max = MAX_FIELD_LENGTH) {
  return trimmedText({
    min,
    max,
    required: message,
    wrongType: message,
    tooLong: `Must be at most ${max.toLocaleString("en-US")} characters`,
  });
}

/** A single-line text field; `label` is the field's as the form shows it, for the single-line message. */
function line(label: string, message: string, min = 1, max = MAX_FIELD_LENGTH) {
  return singleLine(text(message, min, max), label);
}

const INVALID_EMAIL = "Invalid email address";
// The brief's message is for an address that is not one; an empty field says it is required.
const email = emailAddress({ required: "Email is required", wrongType: INVALID_EMAIL, tooLong: INVALID_EMAIL, invalid: INVALID_EMAIL });

const disciplineNames = ENQUIRY_DISCIPLINES;
const specialties = HEALTHCARE_SPECIALTIES;

/** The engineering pages' form: every field required but the message. `source` is the discipline name. */
export const engineeringEnquirySchema = z.object({
  companyName: line("Company name", "Company name is required"),
  contactName: line("Contact name", "Contact name is required"),
  email,
  phone: line("Phone", "Phone number is required", 1, 40),
  hiringNeeds: line("Hiring needs", "Hiring needs are required", 1, 2000),
  message: z
    .string()
    .trim()
    .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters`)
    .optional(),
  source: oneOf(disciplineNames, `source must be one of: ${disciplineNames.join(", ")}`),
});

/** The healthcare pages' form, its messages word for word as docs/product.md#wording gives them. */
export const healthcareEnquirySchema = z.object({
  companyName: line("Company name", "Company name is required", 2),
  contactName: line("Contact name", "Contact name is required", 2),
  email,
  phone: line("Phone", "Valid phone number is required", 10, 40),
  positionsToFill: line("Positions to fill", "Number of positions is required", 1),
  timeline: line("Hiring timeline", "Timeline is required", 1),
  message: text("Please provide more details about your needs", 10, MAX_MESSAGE_LENGTH),
  specialty: oneOf(specialties, `specialty must be one of: ${specialties.join(", ")}`),
});

export type EngineeringEnquiry = z.output<typeof engineeringEnquirySchema>;
export type HealthcareEnquiry = z.output<typeof healthcareEnquirySchema>;

/** The healthcare enquiry's stored source (docs/product.md#json-api). */
export function healthcareSource(specialty: string) {
  return `${specialty} Recruitment Page`;
}

/** The hubs' forms (/employer, /healthcare), which ask for the discipline or the specialty. */
export const hubEnquirySchemas = {
  engineering: engineeringEnquirySchema.extend({ source: oneOf(disciplineNames, "Choose a discipline") }),
  healthcare: healthcareEnquirySchema.extend({ specialty: oneOf(specialties, "Choose a specialty") }),
};

/** What the forms themselves send: the page adds its source (engineering) or its specialty (healthcare). */
export const enquiryFormSchemas = {
  engineering: engineeringEnquirySchema.omit({ source: true }),
  healthcare: healthcareEnquirySchema.omit({ specialty: true }),
};

/** The enquiry pages' clientAction: a post that got no answer comes back as `{unreachable: true}`. */
export const enquiryClientAction = answerOr(() => ({ unreachable: true as const }));
