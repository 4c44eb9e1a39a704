import type { Insertable } from "kysely";
import type { EnquiriesTable } from "../../db/schema";
import { healthcareSource, type EngineeringEnquiry, type HealthcareEnquiry } from "~/lib/enquiries";
import { db } from "./db.server";
import { notifyEnquiry } from "./notifications.server";

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

/** The enquiry's fields as the agency reads them in its notification. */
function labelled(row: Insertable<EnquiriesTable>): [string, string | null | undefined][] {
  return [
    ["Kind", row.kind === "engineering" ? "Engineering" : "Healthcare"],
    ["Company", row.company_name],
    ["Contact", row.contact_name],
    ["Email", row.email],
    ["Phone", row.phone],
    ["Hiring needs", row.hiring_needs],
    ["Positions to fill", row.positions_to_fill],
    ["Timeline", row.timeline],
    ["Specialty", row.specialty],
    ["Page", row.source],
    ["Message", row.message],
  ];
}

/** Stores an enquiry, with the address it came from; the agency is told in the same transaction. */
export async function saveEnquiry(enquiry: Enquiry, address: string) {
  const row = toRow(enquiry, address);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("enquiries").values(row).execute();
    await notifyEnquiry(trx, { company: row.company_name, replyTo: row.email, fields: labelled(row) });
  });
}
