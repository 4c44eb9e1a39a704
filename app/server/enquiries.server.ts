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

/** Stores an engineering enquiry as given. */
export async function saveEngineeringEnquiry(enquiry: EngineeringEnquiry, clientAddress: string) {
  await insert({
    kind: "engineering",
    company_name: enquiry.companyName,
    contact_name: enquiry.contactName,
    email: enquiry.email,
    phone: enquiry.phone,
    hiring_needs: enquiry.hiringNeeds,
    message: enquiry.message || null,
    source: enquiry.source,
    client_address: clientAddress,
  });
}

/** Stores a healthcare enquiry as given; its source names the specialty's page. */
export async function saveHealthcareEnquiry(enquiry: HealthcareEnquiry, clientAddress: string) {
  await insert({
    kind: "healthcare",
    company_name: enquiry.companyName,
    contact_name: enquiry.contactName,
    email: enquiry.email,
    phone: enquiry.phone,
    positions_to_fill: enquiry.positionsToFill,
    timeline: enquiry.timeline,
    specialty: enquiry.specialty,
    message: enquiry.message,
    source: healthcareSource(enquiry.specialty),
    client_address: clientAddress,
  });
}

async function insert(row: Insertable<EnquiriesTable>) {
  await db.insertInto("enquiries").values(row).execute();
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

/** Validates and stores an enquiry of either kind. */
async function saveEnquiry(kind: EnquiryKind, enquiry: EngineeringEnquiry | HealthcareEnquiry, clientAddress: string) {
  if (kind === "engineering") await saveEngineeringEnquiry(enquiry as EngineeringEnquiry, clientAddress);
  else await saveHealthcareEnquiry(enquiry as HealthcareEnquiry, clientAddress);
}

/**
 * POST /api/employer/contact and /api/contact/healthcare: 201 {ok: true}; 400 with field
 * messages; 429 past the per-address limit.
 */
export async function enquiryApiAction(kind: EnquiryKind, { request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return wrongMethod("POST");
  refuseCrossSite(request);
  const limited = rateLimit("enquiry", request, context);
  if (limited) return tooManyAttempts(limited);
  const body = await parseJsonBody(request, apiSchemas[kind]);
  if (body.error) return body.error;
  await saveEnquiry(kind, body.data, clientAddress(request, context));
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
  const limited = rateLimit("enquiry", request, context);
  if (limited) return fail(429, limited.message);
  if (submission.status !== "success") return fail(400, "Please correct the highlighted fields.");
  try {
    await saveEnquiry(page.kind, submission.value, clientAddress(request, context));
  } catch (error) {
    console.error("Storing an enquiry failed", error);
    return fail(500, text.failedDescription);
  }
  return succeed();
}
