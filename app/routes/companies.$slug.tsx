import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { CompanyLogo } from "~/components/company-logo";
import { CompanyWebsiteLink } from "~/components/company-website";
import { JobList } from "~/components/job-card";
import { Link } from "~/components/link";
import { SectionFailure } from "~/components/page-failures";
import { Pagination } from "~/components/pagination";
import { displayHost, pluralize } from "~/lib/format";
import { organizationJsonLd } from "~/lib/job-posting";
import { JOBS_PAGE_SIZE, jobSearchQuery, MAX_QUERY_LENGTH } from "~/lib/job-search";
import { companyPath, excerptOf } from "~/lib/jobs";
import { pageTitle } from "~/lib/meta";
import { NOINDEX_FOLLOW } from "~/lib/seo";
import { companyHeaders, companyLoader } from "./companies.$slug.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { company, origin, indexed } = data;
  return [
    { title: pageTitle(`${company.name} Jobs`) },
    { name: "description", content: excerptOf(company.description) },
    indexed ? { "script:ld+json": organizationJsonLd(company, origin) } : NOINDEX_FOLLOW,
  ];
};

/** A company page's own words (docs/product.md#company-pages). */
export const COMPANY_PAGE_TEXT = {
  openJobsHeading: (name: string) => `Open Jobs at ${name}`,
  searchLabel: (name: string) => `Search jobs at ${name}`,
  noOpenJobs: (name: string) => `${name} has no open jobs right now.`,
  noMatches: "No jobs found matching your criteria.",
} as const;

export const loader = companyLoader;
export const headers = companyHeaders;

export default function CompanyPage() {
  const { company, search, failed, jobs, total, totalCapped, totalPages, now } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const path = companyPath(company.slug);
  const searching = navigation.state === "loading" && navigation.location.pathname === path;
  const first = (search.page - 1) * JOBS_PAGE_SIZE + 1;
  return (
    <div className="container page-section company-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/employers">Employers</Link> <span aria-hidden="true">/</span> <span>{company.name}</span>
      </nav>
      <header className="company-profile card">
        <CompanyLogo company={company} size={80} large />
        <div className="company-profile-body">
          <h1>{company.name}</h1>
          <p className="muted">
            {company.industry} · {company.size}
          </p>
          <p>{company.description}</p>
          {displayHost(company.website) ? (
            <p>
              <CompanyWebsiteLink website={company.website} />
            </p>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="open-jobs" className={searching ? "results is-loading" : "results"} aria-busy={searching}>
        <h2 id="open-jobs">{COMPANY_PAGE_TEXT.openJobsHeading(company.name)}</h2>
        {company.openJobs === 0 ? (
          <div className="empty-state">
            <p>{COMPANY_PAGE_TEXT.noOpenJobs(company.name)}</p>
            <Link to="/jobs" className="button button-secondary">
              Browse All Jobs
            </Link>
          </div>
        ) : (
          <>
            <Form
              method="get"
              action={path}
              className="company-search"
              role="search"
              aria-label={COMPANY_PAGE_TEXT.searchLabel(company.name)}
            >
              <label htmlFor="company-q" className="visually-hidden">
                {COMPANY_PAGE_TEXT.searchLabel(company.name)}
              </label>
              <input
                id="company-q"
                type="search"
                name="q"
                defaultValue={search.q}
                key={search.q}
                placeholder="Job title or skill"
                maxLength={MAX_QUERY_LENGTH}
              />
              <button type="submit" className="button button-primary">
                Search
              </button>
              {search.q && jobs.length > 0 ? (
                <Link to={path} className="text-link">
                  Clear search
                </Link>
              ) : null}
            </Form>
            {failed ? (
              <SectionFailure message={failed} retryHref={`${path}${jobSearchQuery(search)}`} />
            ) : (
              <>
                <p className="result-count" role="status">
                  {total === 0
                    ? "0 jobs found"
                    : `${pluralize(total, "job", "jobs", totalCapped)} found${total > jobs.length ? ` · showing ${first}–${first + jobs.length - 1}` : ""}`}
                </p>
                {jobs.length > 0 ? (
                  <>
                    <JobList jobs={jobs} now={new Date(now)} />
                    <Pagination
                      page={search.page}
                      totalPages={totalPages}
                      hrefFor={(page) => `${path}${jobSearchQuery({ ...search, page })}`}
                    />
                  </>
                ) : (
                  <div className="empty-state">
                    <p>{COMPANY_PAGE_TEXT.noMatches}</p>
                    <Link to={path} className="button button-secondary">
                      Clear Search
                    </Link>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
