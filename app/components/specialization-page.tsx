import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { Link } from "./link";
import { useEffect, useRef } from "react";
import { JobList } from "~/components/job-card";
import { pluralize } from "~/lib/format";
import { jobSearchQuery, MAX_QUERY_LENGTH } from "~/lib/job-search";
import type { Discipline, JobSummary } from "~/lib/jobs";
import { pageTitle } from "~/lib/meta";
import { NOINDEX_FOLLOW } from "~/lib/seo";
import type { SpecializationPageContent } from "~/content/specializations";

/** A specialization page's loader data (app/routes/$page.server.ts). */
export interface SpecializationPageData {
  content: SpecializationPageContent;
  q: string;
  jobs: JobSummary[];
  total: number;
  totalCapped: boolean;
  now: string;
}
type Loader = () => SpecializationPageData;

const SEARCH_DELAY_MS = 250;

export const specializationMeta: MetaFunction<Loader> = ({ data }) => [
  { title: pageTitle(data?.content.title ?? "Specialization") },
  { name: "description", content: data?.content.heroText ?? "" },
  // A search of the page is not indexed, as a search of /jobs (docs/product.md#feeds-and-search-engines).
  ...(data?.q ? [NOINDEX_FOLLOW] : []),
];

/** The one template behind the four specialization pages. */
export function SpecializationPage() {
  const { content, q, jobs, total, totalCapped, now } = useLoaderData<Loader>();
  return (
    <>
      <section className="hero hero-compact" aria-labelledby="hero-heading">
        <div className="container hero-inner">
          <p className="eyebrow">{content.discipline}</p>
          <h1 id="hero-heading">{content.heroHeading}</h1>
          <p className="hero-text">{content.heroText}</p>
          <SpecializationSearch q={q} discipline={content.discipline} placeholder={content.searchPlaceholder} />
        </div>
      </section>

      <section className="container page-section" aria-labelledby="cards-heading">
        <h2 id="cards-heading">{content.cardsHeading}</h2>
        <ul className="card-grid card-grid-4">
          {content.cards.map((card) => (
            <li key={card.title} className="card">
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <ul className="tag-list" aria-label="Skills">
                {card.skills.map((skill) => (
                  <li key={skill} className="tag">
                    {skill}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className="container page-section" aria-labelledby="jobs-heading" id="jobs">
        <h2 id="jobs-heading">{content.jobsHeading}</h2>
        <p className="result-count" role="status">
          {q ? `${pluralize(total, "position", "positions", totalCapped)} matching “${q}”` : pluralize(total, "open position")}
        </p>
        {jobs.length > 0 ? (
          <>
            <JobList jobs={jobs} now={new Date(now)} sayCompetitive />
            {total > jobs.length ? (
              <p>
                <Link to={`/jobs${jobSearchQuery({ discipline: content.discipline, q })}`} className="text-link">
                  See all {pluralize(total, "position", "positions", totalCapped)} on the job board
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <div className="empty-state">
            <p>No {content.discipline.toLowerCase()} positions match your search right now.</p>
            <Link to="/jobs" className="button button-secondary">
              Browse all jobs
            </Link>
          </div>
        )}
      </section>

      <section className="band" aria-labelledby="career-heading">
        <div className="container page-section">
          <h2 id="career-heading">{content.careerHeading}</h2>
          <p className="lead">{content.careerIntro}</p>
          <ol className="career-path">
            {content.careerPath.map((step) => (
              <li key={step.title} className="card career-step">
                <h3>{step.title}</h3>
                <p className="muted">
                  {step.years} · {step.salary}
                </p>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

/** A GET form on the page itself; with JavaScript the list filters as the user types. */
function SpecializationSearch({ q, discipline, placeholder }: { q: string; discipline: Discipline; placeholder: string }) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching = navigation.state === "loading" && navigation.location.pathname === pathname;
  const search = (form: HTMLFormElement) => submit(form, { action: pathname, method: "get", replace: true, preventScrollReset: true });

  return (
    // Without JavaScript the page reloads at its job list (#jobs).
    <form
      method="get"
      action="#jobs"
      className="hero-search"
      role="search"
      aria-label={`${discipline} jobs`}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        search(event.currentTarget);
      }}
    >
      <label htmlFor="specialization-q" className="visually-hidden">
        Search {discipline} jobs
      </label>
      <input
        id="specialization-q"
        type="search"
        name="q"
        defaultValue={q}
        placeholder={placeholder}
        maxLength={MAX_QUERY_LENGTH}
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          // Submitted, not searched directly: offline, the submit is stopped and says so (app/lib/guard-posts.ts).
          if (form) timer.current = setTimeout(() => form.requestSubmit(), SEARCH_DELAY_MS);
        }}
      />
      <button type="submit" className="button button-primary" aria-busy={searching}>
        Search
      </button>
    </form>
  );
}
