import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import type { Insertable } from "kysely";
import { z } from "zod";
import type { EnquiriesTable } from "../../db/schema";
import {
  ENQUIRY_TEXT,
  engineeringEnquirySchema,
  healthcareEnquirySchema,
  healthcareSource,
  type EngineeringEnquiry,
  type EnquiryKind,
  type HealthcareEnquiry,
} from "~/lib/enquiries";
import { parseJsonBody, wrongMethod } from "./api.server";
import { db } from "./db.server";
import { redirectWithToast } from "./flash.server";
import { clientAddress, isSpam, rateLimit, refuseCrossSite, tooManyAttempts } from "./security.server";

type Enquiry = ({ kind: "engineering" } & EngineeringEnquiry) | ({ kind: "healthcare" } & HealthcareEnquiry);

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

async function saveEnquiry(enquiry: Enquiry, address: string) {
  await db.insertInto("enquiries").values(toRow(enquiry, address)).execute();
}

const apiSchemas = {
  engineering: engineeringEnquirySchema,
  // The spec's client sends the source too: when it does, it must name the specialty's page.
  healthcare: healthcareEnquirySchema
    .extend({ source: z.string().optional() })
    .refine((enquiry) => enquiry.source === undefined || enquiry.source === healthcareSource(enquiry.specialty), {
      path: ["source"],
      message: 'source must be "<specialty> Recruitment Page"',
    }),
};

/**
 * POST /api/employer/contact and /api/contact/healthcare: 201 {ok: true}; 400 with field
 * messages; 429 past the per-address limit.
 */
export async function enquiryApiAction(kind: EnquiryKind, { request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return wrongMethod("POST");
  refuseCrossSite(request);
  const limited = await rateLimit("enquiry", request, context);
  if (limited) return tooManyAttempts(limited);
  const body = await parseJsonBody(request, apiSchemas[kind]);
  if (body.error) return body.error;
  await saveEnquiry({ kind, ...body.data } as Enquiry, clientAddress(request, context));
  return json({ ok: true }, { status: 201 });
}

/** What a refused enquiry form post answers: the form's state (values kept) and a message. */
export interface EnquiryFormFailure {
  result: SubmissionResult<string[]>;
  message: string;
}

/** The page an enquiry form sits on, which fixes the enquiry's source (or specialty). */
export type EnquiryPage = { kind: "engineering"; path: string; source: string } | { kind: "healthcare"; path: string; specialty: string };

/**
 * The action of a page with an enquiry form. Without JavaScript: back to the form with the
 * messages and the values, or a redirect to it with the spec's success toast. The script posts
 * with `?js` and gets `{ok: true}` instead of the redirect. A filled honeypot is answered as a
 * success and stored nowhere.
 */
export async function enquiryFormAction(page: EnquiryPage, { request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const fromScript = new URL(request.url).searchParams.has("js");
  const formData = (await request.formData().catch(() => null)) ?? new FormData();
  if (page.kind === "engineering") formData.set("source", page.source);
  else formData.set("specialty", page.specialty);
  const schema = page.kind === "engineering" ? engineeringEnquirySchema : healthcareEnquirySchema;
  const submission = parseWithZod(formData, { schema });
  const text = ENQUIRY_TEXT[page.kind];
  const fail = (status: number, message: string) =>
    json<EnquiryFormFailure>({ result: submission.reply({ formErrors: [message] }), message }, { status });
  const succeed = () =>
    fromScript
      ? json({ ok: true as const })
      : redirectWithToast(`${page.path}#contact`, { title: text.successTitle, description: text.successDescription });

  if (isSpam(formData)) return succeed();
  const limited = await rateLimit("enquiry", request, context);
  if (limited) return fail(429, limited.message);
  if (submission.status !== "success") return fail(400, "Please correct the highlighted fields.");
  try {
    await saveEnquiry({ kind: page.kind, ...submission.value } as Enquiry, clientAddress(request, context));
  } catch (error) {
    console.error("Storing an enquiry failed", error);
    return fail(500, text.failedDescription);
  }
  return succeed();
}
