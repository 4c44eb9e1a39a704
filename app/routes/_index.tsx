import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { Link } from "~/components/link";
import type { ChangeEvent, FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { JobList } from "~/components/job-card";
import { ButtonLink, CtaSection, StatsBand, TestimonialsSection } from "~/components/marketing-sections";
import { useJobSearchSubmit } from "~/components/job-search-form";
import { SelectField } from "~/components/select-field";
import { homeCallToAction, homeDisciplines, homeHero, homeStats, homeTestimonials } from "~/content/home";
import { pluralize } from "~/lib/format";
import { jobSearchQuery, MAX_QUERY_LENGTH } from "~/lib/job-search";
import { DISCIPLINES, HOME_LOCATIONS, isDiscipline, type Discipline } from "~/lib/jobs";
import { pageTitle } from "~/lib/meta";
import { listCompanies } from "~/server/companies.server";
import { listJobSummaries } from "~/server/jobs.server";
import { pageSections, sectionHeaders } from "~/server/sections.server";
import { SectionFailure } from "~/components/page-failures";
import { CompanyLogo } from "~/components/company-logo";

const FEATURED_COUNT = 6;

/** What the home page says in place of a part that failed to load: the brief's words for jobs, ours for employers. */
export const HOME_TEXT = {
  featuredFailed: "Failed to fetch jobs",
  employersFailed: "Failed to load employers. Please try again.",
} as const;
const HOME_EMPLOYERS = 3;

export const meta: MetaFunction = () => [
  { title: pageTitle("Engineering Jobs and Recruiting") },
  {
    name: "description",
    content: "Search engineering jobs in civil, mechanical, electrical, software, chemical and aerospace engineering.",
  },
];

export const headers = sectionHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const discipline = params.get("discipline") ?? "";
  const location = params.get("location") ?? "";
  const filters: { discipline: Discipline | ""; location: string } = {
    discipline: isDiscipline(discipline) ? discipline : "",
    location: (HOME_LOCATIONS as readonly string[]).includes(location) ? location : "",
  };
  // Each part on its own: one that fails says so in its place, and the rest of the page shows.
  const sections = pageSections();
  const [featured, employers] = await Promise.all([
    sections.load("featured jobs", () =>
      listJobSummaries(
        { featured: true, discipline: filters.discipline || undefined, location: filters.location },
        { page: 1, pageSize: FEATURED_COUNT },
      ),
    ),
    sections.load("top employers", () => listCompanies({ page: 1, pageSize: HOME_EMPLOYERS })),
  ]);
  const retryHref = `/${new URL(request.url).search}`;
  return json({ filters, featured, employers, retryHref, now: new Date().toISOString() }, sections.answer(featured === null));
}

export default function Home() {
  const { filters, featured, employers, retryHref, now } = useLoaderData<typeof loader>();
  const searchJobs = useJobSearchSubmit();
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero-inner">
          <h1 id="hero-heading">{homeHero.heading}</h1>
          <p className="hero-text">{homeHero.text}</p>
          <form method="get" action="/jobs" onSubmit={searchJobs} className="hero-search" role="search" aria-label="Jobs">
            <label htmlFor="hero-q" className="visually-hidden">
              Keywords
            </label>
            <input id="hero-q" type="search" name="q" placeholder="Job title, skill or company" maxLength={MAX_QUERY_LENGTH} />
            <label htmlFor="hero-location" className="visually-hidden">
              Location
            </label>
            <input id="hero-location" type="text" name="location" placeholder="City, state or Remote" maxLength={MAX_QUERY_LENGTH} />
            <button type="submit" className="button button-primary">
              Search Jobs
            </button>
          </form>
        </div>
      </section>

      <StatsBand stats={homeStats} />

      <section className="container page-section" aria-labelledby="disciplines-heading">
        <h2 id="disciplines-heading">Browse by Discipline</h2>
        <ul className="card-grid">
          {homeDisciplines.map((item) => (
            <li key={item.discipline}>
              <Link to={`/jobs${jobSearchQuery({ discipline: item.discipline })}`} className="card card-link">
                <h3>{item.label}</h3>
                <p>{item.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedJobs filters={filters} featured={featured} retryHref={retryHref} now={new Date(now)} />

      {employers === null ? (
        <section className="container page-section" aria-labelledby="employers-heading">
          <h2 id="employers-heading">Top Employers</h2>
          <SectionFailure message={HOME_TEXT.employersFailed} retryHref={retryHref} />
        </section>
      ) : employers.length === 0 ? null : (
        <section className="container page-section" aria-labelledby="employers-heading">
          <div className="section-heading-row">
            <h2 id="employers-heading">Top Employers</h2>
            <Link to="/employers" className="text-link">
              View all employers
            </Link>
          </div>
          <ul className="card-grid card-grid-3">
            {employers.map((company) => (
              <li key={company.id} className="card employer-card">
                <CompanyLogo company={company} size={48} lazy />
                <h3>{company.name}</h3>
                <p className="muted">{company.industry}</p>
                <Link to={`/jobs${jobSearchQuery({ company: company.id })}`} className="text-link">
                  {pluralize(company.openJobs, "open job")}
                  <span className="visually-hidden"> at {company.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <TestimonialsSection heading="What Engineers and Employers Say" testimonials={homeTestimonials} />

      <CtaSection heading={homeCallToAction.heading} text={homeCallToAction.text}>
        <ButtonLink to="/jobs">Browse Jobs</ButtonLink>
        <ButtonLink to="/employer" secondary>
          Hire Engineers
        </ButtonLink>
      </CtaSection>
    </>
  );
}

type HomeData = ReturnType<typeof useLoaderData<typeof loader>>;

function FeaturedJobs({
  filters,
  featured,
  retryHref,
  now,
}: {
  filters: HomeData["filters"];
  featured: HomeData["featured"];
  retryHref: string;
  now: Date;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // With JavaScript a filter applies as soon as it changes, without moving the page, by submitting
  // the form (so that offline, the submit is stopped and says so: app/lib/guard-posts.ts).
  const applyFilter = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string" && value) params.set(name, value);
    const query = params.toString();
    navigate(query ? `/?${query}` : "/", { preventScrollReset: true, replace: true });
  };

  return (
    <section className="container page-section" aria-labelledby="featured">
      <h2 id="featured">Featured Jobs</h2>
      <form method="get" action="/#featured" onSubmit={filter} className="inline-filters" aria-label="Filter featured jobs">
        <SelectField
          id="featured-discipline"
          label="Discipline"
          name="discipline"
          defaultValue={filters.discipline}
          options={[["", "All Disciplines"], ...DISCIPLINES]}
          onChange={applyFilter}
        />
        <SelectField
          id="featured-location"
          label="Location"
          name="location"
          defaultValue={filters.location}
          options={[["", "All Locations"], ...HOME_LOCATIONS]}
          onChange={applyFilter}
        />
        {hydrated ? null : (
          <button type="submit" className="button button-secondary">
            Filter
          </button>
        )}
      </form>
      {featured === null ? (
        <SectionFailure message={HOME_TEXT.featuredFailed} retryHref={retryHref} />
      ) : featured.length > 0 ? (
        <JobList jobs={featured} now={now} />
      ) : (
        <div className="empty-state">
          <p>{filters.discipline || filters.location ? "No featured jobs match these filters." : "No featured jobs right now."}</p>
          <Link to="/jobs" className="button button-secondary">
            Browse all jobs
          </Link>
        </div>
      )}
    </section>
  );
}
