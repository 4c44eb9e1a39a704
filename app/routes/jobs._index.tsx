import { json, redirect, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/link";
import { JobAlertPrompt } from "~/components/job-alert-prompt";
import { JobList } from "~/components/job-card";
import { JobSearchForm } from "~/components/job-search-form";
import { Pagination } from "~/components/pagination";
import { pluralize } from "~/lib/format";
import { JOBS_PAGE_SIZE, jobSearchQuery, MAX_LISTING_PAGES, PAGES_CAPPED_TEXT, readJobSearch } from "~/lib/job-search";
import { pageTitle } from "~/lib/meta";
import { isIndexedJobSearch, jobFeedPath, jobFeedTitle, NOINDEX_FOLLOW, type CanonicalHandle } from "~/lib/seo";
import { getCompanyName } from "~/server/companies.server";
import { redirectWithToast } from "~/server/flash.server";
import { filtersFromSearch, searchJobSummaries } from "~/server/jobs.server";
import { suggestQuery } from "~/server/search-suggestions.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.search.q ? `Jobs matching "${data.search.q}"` : "Find Engineering Jobs") },
  { name: "description", content: "Search engineering jobs by keyword, location, discipline and work type." },
  ...(data
    ? [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: jobFeedTitle(data.search, data.companyName),
          href: jobFeedPath(data.search),
        },
        ...(isIndexedJobSearch(data.search) ? [] : [NOINDEX_FOLLOW]),
      ]
    : []),
];

/** The canonical address is the search's own clean one (docs/product.md#feeds-and-search-engines). */
export const handle: CanonicalHandle<SerializeFrom<typeof loader>> = {
  canonical: (data) => `/jobs${jobSearchQuery(data.search)}`,
};

const FILTERS_REMOVED = {
  title: "Some filters were removed",
  description: "That link had filter values we did not recognise, so we showed all matching jobs instead.",
};

export async function loader({ request }: LoaderFunctionArgs) {
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
  const { jobs, total, totalCapped } = await searchJobSummaries(filters, {
    page: search.page > MAX_LISTING_PAGES ? 1 : search.page,
    pageSize: JOBS_PAGE_SIZE,
  });
  const allPages = Math.ceil(total / JOBS_PAGE_SIZE);
  const totalPages = Math.min(allPages, MAX_LISTING_PAGES);
  const pagesCapped = allPages > MAX_LISTING_PAGES;
  if (search.page > Math.max(totalPages, 1)) return redirect(`/jobs${jobSearchQuery({ ...search, page: totalPages })}`);

  const suggestion = await suggestQuery(filters, total);

  return json({ search, jobs, total, totalCapped, totalPages, pagesCapped, companyName, suggestion, now: new Date().toISOString() });
}

export default function JobsPage() {
  const { search, jobs, total, totalCapped, totalPages, pagesCapped, companyName, suggestion, now } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/jobs";
  const first = (search.page - 1) * JOBS_PAGE_SIZE + 1;
  const didYouMean = suggestion ? (
    <p className="search-suggestion">
      Did you mean <Link to={`/jobs${jobSearchQuery({ ...search, q: suggestion, page: 1 })}`}>{suggestion}</Link>?
    </p>
  ) : null;

  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>Find Engineering Jobs</h1>
        <p className="lead">Search open roles by keyword, place, discipline and work type.</p>
      </header>

      <JobSearchForm search={search} companyName={companyName} />

      <section aria-labelledby="results-heading" className={searching ? "results is-loading" : "results"} aria-busy={searching}>
        <h2 id="results-heading" className="visually-hidden">
          Results
        </h2>
        <p className="result-count" role="status">
          {total === 0
            ? "0 jobs found"
            : `${pluralize(total, "job", "jobs", totalCapped)} found${total > jobs.length ? ` · showing ${first}–${first + jobs.length - 1}` : ""}`}
        </p>
        {search.company ? null : <JobAlertPrompt search={search} />}
        <p className="result-feed">
          <a href={jobFeedPath(search)} className="text-link">
            RSS feed<span className="visually-hidden"> of this search</span>
          </a>
        </p>
        {jobs.length > 0 ? (
          <>
            {didYouMean}
            <JobList jobs={jobs} now={new Date(now)} />
            <Pagination page={search.page} totalPages={totalPages} hrefFor={(page) => `/jobs${jobSearchQuery({ ...search, page })}`} />
            {pagesCapped && search.page === totalPages ? <p className="pagination-note">{PAGES_CAPPED_TEXT}</p> : null}
          </>
        ) : (
          <div className="empty-state">
            {didYouMean}
            <p>No jobs found matching your criteria.</p>
            <Link to="/jobs" className="button button-secondary">
              Clear Filters
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
