import type { Insertable } from "kysely";
import type { EnquiriesTable } from "../../db/schema";
import { healthcareSource, type EngineeringEnquiry, type HealthcareEnquiry } from "~/lib/enquiries";
import { db } from "./db.server";

/** An enquiry as a form or the API sends it, with its kind. */
export type Enquiry = ({ kind: "engineering" } & EngineeringEnquiry) | ({ kind: "healthcare" } & HealthcareEnquiry);

/** The row an enquiry is stored as: its fields as given; a healthcare one's source names its page. */
function toRow(enquiry: Enquiry, address: string): Insertable<EnquiriesTable> {
  const common = {
    company_name: enquiry.companyName,
    contact_name: enquiry.contactName,
    email: enquiry.email,
    phone: enquiry.phone,
    message: enquiry.message || null,
    client_address: address,
  };
  if (enquiry.kind === "engineering") {
    return { ...common, kind: "engineering", hiring_needs: enquiry.hiringNeeds, source: enquiry.source };
  }
  return {
    ...common,
    kind: "healthcare",
    positions_to_fill: enquiry.positionsToFill,
    timeline: enquiry.timeline,
    specialty: enquiry.specialty,
    source: healthcareSource(enquiry.specialty),
  };
}

/** Stores an enquiry, with the address it came from. */
export async function saveEnquiry(enquiry: Enquiry, address: string) {
  await db.insertInto("enquiries").values(toRow(enquiry, address)).execute();
}
