import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { DisciplinePage, marketingMeta, SpecialtyPage } from "~/components/marketing-pages";
import { SpecializationPage, specializationMeta } from "~/components/specialization-page";
import { findMarketingPage } from "~/content/pages";
import { enquiryClientAction } from "~/lib/enquiries";
import { notFound } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";
import { enquiryPageOf, loadMarketingPage } from "./$page.server";
import { enquiryFormAction } from "./enquiries.server";

// /<slug>: the marketing pages of app/content/pages.ts, each rendered by its template. Routes
// with a fixed path (/jobs, /login, /employer...) take precedence over this one; any other
// single-segment path is the same 404 as app/routes/$.tsx.

export const meta: MetaFunction = (args) =>
  findMarketingPage(args.params.page)?.template === "specialization"
    ? specializationMeta(args as Parameters<typeof specializationMeta>[0])
    : marketingMeta(args);

export function loader({ request, params }: LoaderFunctionArgs) {
  const page = findMarketingPage(params.page);
  if (!page) throw notFound();
  return loadMarketingPage(request, page);
}

/** The enquiry form of the discipline and specialty pages; other pages take no posts. */
export function action(args: ActionFunctionArgs) {
  refuseCrossSite(args.request);
  const page = findMarketingPage(args.params.page);
  const enquiryPage = page ? enquiryPageOf(page) : null;
  if (!enquiryPage) throw new Response(null, { status: 405, statusText: "Method Not Allowed" });
  return enquiryFormAction(enquiryPage, args);
}

export const clientAction = enquiryClientAction;

export default function MarketingPageRoute() {
  const { page: slug } = useParams();
  // Keyed by the page, so that going from one page to another starts its forms afresh.
  switch (findMarketingPage(slug)?.template) {
    case "discipline":
      return <DisciplinePage key={slug} />;
    case "specialty":
      return <SpecialtyPage key={slug} />;
    case "specialization":
      return <SpecializationPage key={slug} />;
    default:
      return null;
  }
}
