import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { FIX_FIELDS, type EnquiryFormFailure } from "~/lib/action-data";
import {
  ENQUIRY_TEXT,
  engineeringEnquirySchema,
  healthcareEnquirySchema,
  healthcareSource,
  hubEnquirySchemas,
  type EnquiryKind,
} from "~/lib/enquiries";
import { saveEnquiry, type Enquiry } from "~/server/enquiries.server";
import { redirectWithToast } from "~/server/flash.server";
import { parseJsonBody, readForm, tooManyAttempts, wrongMethod } from "~/server/http.server";
import { clientAddress, isSpam, rateLimit, refuseCrossSite } from "~/server/security.server";

// The actions of the enquiry forms on the marketing pages, and of the two enquiry API calls.

const apiSchemas = {
  engineering: engineeringEnquirySchema,
  // A client may send the source too: when it does, it must name its specialty's page.
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

/**
 * The page an enquiry form sits on, which fixes the enquiry's source (or specialty); on a hub
 * (/employer, /healthcare) the form asks for it instead.
 */
export type EnquiryPage = { kind: "engineering"; path: string; source?: string } | { kind: "healthcare"; path: string; specialty?: string };

/**
 * The action of a page with an enquiry form. Without JavaScript: back to the form with the
 * messages and the values, or a redirect to it with the success toast. The script posts
 * with `?js` and gets `{ok: true}` instead of the redirect. A filled honeypot is answered as a
 * success and stored nowhere.
 */
export async function enquiryFormAction(page: EnquiryPage, { request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const fromScript = new URL(request.url).searchParams.has("js");
  const formData = await readForm(request);
  if (page.kind === "engineering" && page.source) formData.set("source", page.source);
  if (page.kind === "healthcare" && page.specialty) formData.set("specialty", page.specialty);
  const fixed = page.kind === "engineering" ? page.source : page.specialty;
  const schema = fixed ? (page.kind === "engineering" ? engineeringEnquirySchema : healthcareEnquirySchema) : hubEnquirySchemas[page.kind];
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
  if (submission.status !== "success") return fail(400, FIX_FIELDS);
  try {
    await saveEnquiry({ kind: page.kind, ...submission.value } as Enquiry, clientAddress(request, context));
  } catch (error) {
    console.error("Storing an enquiry failed", error);
    return fail(500, text.failedDescription);
  }
  return succeed();
}
