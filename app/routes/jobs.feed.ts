import type { LoaderFunctionArgs } from "@remix-run/node";
import { BRAND } from "~/lib/meta";
import { jobSearchQuery, readJobSearch, type JobSearch } from "~/lib/job-search";
import type { JobSummary } from "~/lib/jobs";
import { JOB_FEED_SIZE, jobFeedPath, jobFeedTitle } from "~/lib/seo";
import { getCompanyName } from "~/server/companies.server";
import { config } from "~/server/config.server";
import { methodNotAllowed, notFound, publicValidators } from "~/server/http.server";
import { filtersFromSearch, newestJobSummaries } from "~/server/jobs.server";
import { rfc822Date, XML_DECLARATION, xmlElement, xmlText } from "~/server/xml.server";

// GET /jobs/feed?<the /jobs query>: RSS 2.0 of the search's newest open jobs, newest first even
// with keywords (docs/product.md#feeds-and-search-engines). The query is read as /jobs reads it,
// so every filter of the page narrows the feed; the page number is ignored.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { search } = readJobSearch(new URL(request.url).searchParams);
  const { headers, notModified } = publicValidators(request, context);
  if (notModified) return notModified;
  const companyName = search.company ? await getCompanyName(search.company) : null;
  if (companyName === undefined) throw notFound();
  const jobs = await newestJobSummaries(filtersFromSearch(search), JOB_FEED_SIZE);
  return new Response(rss(search, companyName, jobs), {
    headers: { ...headers, "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}

export const action = methodNotAllowed;

function rss(search: JobSearch, companyName: string | null, jobs: JobSummary[]): string {
  const site = config.mail.siteUrl;
  const title = jobFeedTitle(search, companyName);
  // The newest job's time, so the document changes only when its jobs do.
  const lastBuild = jobs.reduce((newest, job) => (job.postedDate > newest ? job.postedDate : newest), "") || new Date().toISOString();
  const items = jobs.map((job) => {
    const link = `${site}/jobs/${job.id}`;
    return [
      "<item>",
      xmlElement("title", `${job.title} at ${job.company.name}`),
      xmlElement("link", link),
      `<guid isPermaLink="true">${xmlText(link)}</guid>`,
      xmlElement("pubDate", rfc822Date(job.postedDate)),
      xmlElement("description", job.excerpt),
      xmlElement("category", job.discipline),
      "</item>",
    ].join("");
  });
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n',
    xmlElement("title", title),
    xmlElement("link", `${site}/jobs${jobSearchQuery({ ...search, page: 1 })}`),
    xmlElement("description", `The newest open jobs of this search on ${BRAND}, newest first.`),
    xmlElement("language", "en-us"),
    xmlElement("lastBuildDate", rfc822Date(lastBuild)),
    `<atom:link href="${xmlText(site + jobFeedPath(search))}" rel="self" type="application/rss+xml"/>\n`,
    items.join("\n"),
    "\n</channel>\n</rss>\n",
  ].join("");
}
