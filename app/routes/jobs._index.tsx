import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/link";
import { JobAlertPrompt } from "~/components/job-alert-prompt";
import { JobList } from "~/components/job-card";
import { JobSearchForm, SortControl } from "~/components/job-search-form";
import { Pagination } from "~/components/pagination";
import { SectionFailure } from "~/components/page-failures";
import { pluralize } from "~/lib/format";
import { JOBS_PAGE_SIZE, jobSearchQuery, PAGES_CAPPED_TEXT } from "~/lib/job-search";
import { pageTitle } from "~/lib/meta";
import { jobsHeaders, jobsLoader } from "./jobs._index.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.search.q ? `Jobs matching "${data.search.q}"` : "Find Engineering Jobs") },
  { name: "description", content: "Search engineering jobs by keyword, location, discipline and work type." },
  ...(data
    ? [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: data.feed.title,
          href: data.feed.path,
        },
        ...data.robots,
      ]
    : []),
];

export const loader = jobsLoader;
export const headers = jobsHeaders;

export default function JobsPage() {
  const {
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
    now,
    feed,
    mailOff,
    alert,
  } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/jobs";
  const first = (search.page - 1) * JOBS_PAGE_SIZE + 1;
  const didYouMean = suggestion ? (
    <p className="search-suggestion">
      Did you mean <Link to={`/jobs${jobSearchQuery({ ...search, q: suggestion, page: 1 })}`}>{suggestion}</Link>?
    </p>
  ) : null;
  // How the place was read, and a widened query: their words come from the loader.
  const placeNote = place ? (
    <p className="search-suggestion">
      {place.text}
      {place.suggestionHref && "suggestion" in place ? (
        <>
          {" "}
          Did you mean <Link to={place.suggestionHref}>{place.suggestion}</Link>?
        </>
      ) : null}
      {place.after}
    </p>
  ) : null;
  const expandedNote = expanded ? <p className="search-suggestion">{expanded}</p> : null;

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
        <div className="results-bar">
          {failed ? null : (
            <p className="result-count" role="status">
              {total === 0
                ? "0 jobs found"
                : `${pluralize(total, "job", "jobs", totalCapped)} found${total > jobs.length ? ` · showing ${first}–${first + jobs.length - 1}` : ""}`}
            </p>
          )}
          <a href={feed.path} className="text-link result-feed">
            RSS feed<span className="visually-hidden"> of this search</span>
          </a>
          {search.q ? <SortControl search={search} /> : null}
        </div>
        {search.company || mailOff ? null : <JobAlertPrompt search={search} alert={alert} />}
        {failed ? (
          <SectionFailure message={failed} retryHref={`/jobs${jobSearchQuery(search)}`} />
        ) : jobs.length > 0 ? (
          <>
            {placeNote}
            {expandedNote}
            {didYouMean}
            <JobList jobs={jobs} now={new Date(now)} />
            <Pagination page={search.page} totalPages={totalPages} hrefFor={(page) => `/jobs${jobSearchQuery({ ...search, page })}`} />
            {pagesCapped && search.page === totalPages ? <p className="pagination-note">{PAGES_CAPPED_TEXT}</p> : null}
          </>
        ) : (
          <div className="empty-state">
            {placeNote}
            {expandedNote}
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
