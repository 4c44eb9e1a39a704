import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { JOBS_PAGE_SIZE, JOBS_TEXT, jobSearchQuery, MAX_LISTING_PAGES, readJobSearch } from "~/lib/job-search";
import { companyPath } from "~/lib/jobs";
import { companyOfSlug } from "~/server/companies.server";
import { notFound } from "~/server/http.server";
import { filtersFromSearch, searchJobSummaries } from "~/server/jobs.server";
import { pageSections, sectionHeaders } from "~/server/sections.server";

// A company page's loader, apart from its route for the same reason as app/root.server.ts: one
// empty stand-in in the browser's first load rather than one for each server module.

/**
 * /companies/<slug>: the company's profile and a page of its open jobs, searchable by keyword
 * (q, sort and page, as on /jobs). A slug the company had before a rename is a permanent redirect
 * to its page now; a slug no company has had is a 404. A company with no open jobs still has its
 * page (its profile is real), kept out of search engines until it has one.
 */
export async function companyLoader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = await companyOfSlug((params.slug ?? "").toLowerCase());
  if (!found) throw notFound();
  if ("movedTo" in found) return redirect(`${companyPath(found.movedTo)}${url.search}`, 301);
  const { company } = found;
  const path = companyPath(company.slug);

  // One clean URL per search, as /jobs has: the other filters of /jobs are not this page's.
  const { search: read } = readJobSearch(url.searchParams);
  const search = { ...read, location: "", radius: null, discipline: "" as const, remote: "any" as const, salary: null, posted: null };
  const query = jobSearchQuery({ q: search.q, sort: search.sort, page: search.page });
  if (url.pathname !== path || url.search !== query) return redirect(`${path}${query}`);

  const sections = pageSections();
  const results =
    company.openJobs === 0
      ? { jobs: [], total: 0, totalCapped: false }
      : await sections.load("search results", () =>
          searchJobSummaries(filtersFromSearch({ ...search, company: company.id }), {
            page: Math.min(search.page, MAX_LISTING_PAGES),
            pageSize: JOBS_PAGE_SIZE,
          }),
        );
  const failed = results === null ? (search.q ? JOBS_TEXT.searchFailed : JOBS_TEXT.fetchFailed) : null;
  const { jobs, total, totalCapped } = results ?? { jobs: [], total: 0, totalCapped: false };
  const totalPages = Math.min(Math.ceil(total / JOBS_PAGE_SIZE), MAX_LISTING_PAGES);
  if (!failed && search.page > Math.max(totalPages, 1)) return redirect(`${path}${jobSearchQuery({ ...search, page: totalPages })}`);

  return json(
    {
      company,
      search: { q: search.q, sort: search.sort, page: search.page },
      failed,
      jobs,
      total,
      totalCapped,
      totalPages,
      now: new Date().toISOString(),
      origin: url.origin,
      canonical: `${path}${query}`,
      // Indexed: the company's own first page, while it has open jobs; a search in it or a later page is not.
      indexed: company.openJobs > 0 && !search.q && search.page === 1,
    },
    sections.answer(failed !== null),
  );
}

export const companyHeaders = sectionHeaders;
