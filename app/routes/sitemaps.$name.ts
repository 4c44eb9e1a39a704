import type { LoaderFunctionArgs } from "@remix-run/node";
import { SITE_PAGES } from "~/content/site-pages";
import { companyPath } from "~/lib/jobs";
import { config } from "~/server/config.server";
import { methodNotAllowed, notFound, publicValidators } from "~/server/http.server";
import { companiesWithOpenJobs, highestOpenJobId, JOBS_PER_SITEMAP, MAX_SITEMAP_URLS, openJobsOfSitemap } from "~/server/sitemaps.server";
import { idUrlsetXml, urlsetXml } from "~/server/xml.server";

// GET /sitemaps/pages.xml and /sitemaps/jobs-<n>.xml, the sitemaps /sitemap.xml lists
// (docs/product.md#feeds-and-search-engines). Any other name, a job file past the last, or one
// whose ids hold no open job, is a 404.

const JOB_FILE = /^jobs-([1-9]\d{0,8})\.xml$/;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const file = JOB_FILE.exec(name)?.[1];
  if (name !== "pages.xml" && !file) throw notFound();
  const { headers, notModified } = publicValidators(request, context);
  if (notModified) return notModified;
  const site = config.mail.siteUrl;

  let body: string;
  if (file) {
    const number = Number(file);
    if (number > Math.ceil((await highestOpenJobId()) / JOBS_PER_SITEMAP)) throw notFound();
    const jobs = await openJobsOfSitemap(number);
    if (jobs.length === 0) throw notFound();
    body = idUrlsetXml(`${site}/jobs/`, jobs);
  } else {
    // The pages, then the company pages of the companies with open jobs: the home page, the board, the directory and the marketing pages.
    const pages = SITE_PAGES.filter((page) => page.listed).map((page) => page.path);
    const companies = await companiesWithOpenJobs(MAX_SITEMAP_URLS - pages.length);
    body = urlsetXml([...pages.map((path) => ({ loc: site + path })), ...companies.map((slug) => ({ loc: site + companyPath(slug) }))]);
  }
  return new Response(body, { headers: { ...headers, "Content-Type": "application/xml; charset=utf-8" } });
}

export const action = methodNotAllowed;
