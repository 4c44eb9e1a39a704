import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { JOBS_PAGE_SIZE, JOBS_TEXT, jobSearchQuery, MAX_LISTING_PAGES, readJobSearch } from "~/lib/job-search";
import { isIndexedJobSearch, jobFeedPath, jobFeedTitle, NOINDEX_FOLLOW } from "~/lib/seo";
import { getCurrentUser } from "~/server/auth.server";
import { getCompanyName } from "~/server/companies.server";
import { redirectWithToast } from "~/server/flash.server";
import { alertForSearch } from "~/server/job-alerts.server";
import { filtersFromSearch, searchJobSummaries } from "~/server/jobs.server";
import { mailMode } from "~/server/mail.server";
import { expandedQuery } from "~/lib/search-synonyms";
import { keywordTerms } from "~/server/search/index.server";
import { locationNote, locationNoteView, suggestQuery } from "~/server/search/suggestions.server";
import { pageSections, sectionHeaders } from "~/server/sections.server";

// /jobs's loader, apart from its route for the same reason as app/root.server.ts: one empty
// stand-in in the browser's first load rather than one for each server module.

const FILTERS_REMOVED = {
  title: "Some filters were removed",
  description: "That link had filter values we did not recognise, so we showed all matching jobs instead.",
};

/** One page of a search, best match or newest first, with its count and a "Did you mean". */
export async function jobsLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { search, ignored } = readJobSearch(url.searchParams);

  // One clean, shareable URL per search: form posts and old links are redirected to it.
  const canonical = jobSearchQuery(search);
  if (url.search !== canonical) {
    if (ignored.length === 0) return redirect(`/jobs${canonical}`);
    return redirectWithToast(`/jobs${canonical}`, FILTERS_REMOVED);
  }

  const companyName = search.company ? await getCompanyName(search.company) : null;
  if (companyName === undefined) {
    return redirectWithToast(`/jobs${jobSearchQuery({ ...search, company: null, page: 1 })}`, FILTERS_REMOVED);
  }

  // A page past the last one shown goes to the last one, in one redirect. Past the cap, only the
  // first page is read for the total, never anything that deep.
  const filters = filtersFromSearch(search);
  const sections = pageSections();
  const page = await sections.load("search results", () =>
    searchJobSummaries(filters, { page: search.page > MAX_LISTING_PAGES ? 1 : search.page, pageSize: JOBS_PAGE_SIZE }),
  );
  // The results failed: the form and the rest of the page show, with the brief's message in their place.
  const failed = page === null ? (search.q ? JOBS_TEXT.searchFailed : JOBS_TEXT.fetchFailed) : null;
  const { jobs, total, totalCapped } = page ?? { jobs: [], total: 0, totalCapped: false };
  const allPages = Math.ceil(total / JOBS_PAGE_SIZE);
  const totalPages = Math.min(allPages, MAX_LISTING_PAGES);
  // A capped count means more matches than the pages list.
  const pagesCapped = totalCapped || allPages > MAX_LISTING_PAGES;
  if (!failed && search.page > Math.max(totalPages, 1)) return redirect(`/jobs${jobSearchQuery({ ...search, page: totalPages })}`);

  const suggestion = failed ? null : await sections.load("did you mean", () => suggestQuery(filters, total));
  const place = failed ? null : locationNoteView(locationNote(search.location, search.radius, total), search);
  // The query widened by an abbreviation (app/lib/search-abbreviations.json), in the page's words.
  const widened = search.q ? expandedQuery(keywordTerms(search.q)) : null;
  const expanded = !widened
    ? null
    : "spelledOut" in widened
      ? `Showing results for ${widened.spelledOut}`
      : `Also showing results for ${widened.abbreviated}`;
  // A signed-in candidate's alert of this search, if any, so the prompt says it is on: the page is
  // theirs alone then (a session makes it private), never kept for others.
  const mailOff = mailMode() === "off";
  const user = mailOff || search.company ? null : await getCurrentUser(request);
  const alert = user?.role === "candidate" ? await alertForSearch(user.id, search) : null;

  return json(
    {
      search,
      failed,
      jobs,
      total,
      totalCapped,
      totalPages,
      pagesCapped,
      companyName,
      suggestion,
      place,
      expanded,
      now: new Date().toISOString(),
      // What search engines and feed readers are told (app/lib/seo.ts): worked out here, so that the
      // browser's bundle need not hold it.
      canonical: `/jobs${canonical}`,
      robots: isIndexedJobSearch(search) ? [] : [NOINDEX_FOLLOW],
      feed: { title: jobFeedTitle(search, companyName), path: jobFeedPath(search) },
      // Job alerts go out by mail: with mail off, the page offers none.
      mailOff,
      alert,
    },
    sections.answer(failed !== null),
  );
}

export const jobsHeaders = sectionHeaders;
