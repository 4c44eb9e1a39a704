import { useLocation, useNavigate } from "@remix-run/react";
import { Link } from "./link";
import type { ChangeEvent, FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  jobSearchQuery,
  MAX_QUERY_LENGTH,
  POSTED_WITHIN_DAYS,
  postedWithinLabel,
  RADIUS_MILES,
  radiusLabel,
  SALARY_FILTERS,
  salaryFilterLabel,
  type JobSearch,
} from "~/lib/job-search";
import { DISCIPLINES, FILTER_LOCATIONS } from "~/lib/jobs";
import { SelectField } from "./select-field";

interface JobSearchFormProps {
  search: JobSearch;
  /** Set when the results are limited to one company's jobs. */
  companyName: string | null;
}

/**
 * With JavaScript, a search form goes straight to the clean /jobs URL (no redirect). Its fields
 * offer only values the loader accepts, so they go into jobSearchQuery as they are (an empty one
 * or a default is left out); the loader's readJobSearch, which would weigh on the browser's first
 * load, still redirects anything else to the clean URL.
 */
export function useJobSearchSubmit() {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "").trim();
    const search: Partial<Record<keyof JobSearch, string | number>> = { q: field("q"), location: field("location") };
    for (const name of ["discipline", "remote", "sort"] as const) search[name] = field(name);
    for (const name of ["radius", "salary", "posted", "company"] as const) search[name] = Number(field(name));
    navigate(`/jobs${jobSearchQuery(search as Partial<JobSearch>)}`);
  };
}

/** The id of the /jobs form, which the sort list beside the results belongs to. */
const SEARCH_FORM_ID = "job-search";

/** How many of the filters in the Filters panel are set (the place is in the search bar). */
export function activeFilterCount(search: JobSearch): number {
  return [search.discipline, search.remote !== "any", search.salary, search.posted, search.radius && search.location].filter(Boolean)
    .length;
}

/**
 * The /jobs search and filters: one GET form, so it works as plain HTML. With JavaScript a
 * filter applies as soon as it changes. The filters sit behind a "Filters" disclosure (a native
 * <details>, which opens without JavaScript) that says how many are set; on a wide screen the
 * stylesheet shows them as an open panel. One location field, which suggests the board's cities.
 */
export function JobSearchForm({ search, companyName }: JobSearchFormProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const onSubmit = useJobSearchSubmit();
  const applyFilter = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  const setFilters = activeFilterCount(search);
  const filtered = Boolean(search.q || search.location || setFilters || search.company);

  return (
    // Remounted for each search so every field shows the search on screen.
    <form
      key={location.search}
      id={SEARCH_FORM_ID}
      method="get"
      action="/jobs"
      onSubmit={onSubmit}
      className="job-search"
      role="search"
      aria-label="Jobs"
    >
      {search.company ? <input type="hidden" name="company" value={search.company} /> : null}

      <div className="search-bar">
        <div className="field">
          <label htmlFor="search-q">Keywords</label>
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={search.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Job title, skill or company"
          />
        </div>
        <div className="field">
          <label htmlFor="search-location">Location</label>
          <input
            id="search-location"
            type="text"
            name="location"
            list="search-locations"
            defaultValue={search.location}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="City, state or Remote"
          />
          <datalist id="search-locations">
            {FILTER_LOCATIONS.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </div>
        <button type="submit" className="button button-primary">
          Search
        </button>
      </div>

      <details className="filters-panel">
        <summary className="button button-secondary filters-toggle">Filters{setFilters ? ` (${setFilters})` : ""}</summary>
        <fieldset className="filters">
          <legend className="visually-hidden">Filters</legend>
          <SelectField
            id="filter-radius"
            label="Distance"
            name="radius"
            defaultValue={search.radius ? String(search.radius) : ""}
            options={[["", "Exact location"], ...RADIUS_MILES.map((miles) => [String(miles), radiusLabel(miles)] as [string, string])]}
            onChange={applyFilter}
          />
          <SelectField
            id="filter-discipline"
            label="Discipline"
            name="discipline"
            defaultValue={search.discipline}
            options={[["", "All Disciplines"], ...DISCIPLINES]}
            onChange={applyFilter}
          />
          <SelectField
            id="filter-remote"
            label="Work type"
            name="remote"
            defaultValue={search.remote}
            options={[
              ["any", "All Work Types"],
              ["true", "Remote"],
              ["false", "On-site"],
            ]}
            onChange={applyFilter}
          />
          <SelectField
            id="filter-salary"
            label="Salary"
            name="salary"
            defaultValue={search.salary ? String(search.salary) : ""}
            options={[
              ["", "Any Salary"],
              ...SALARY_FILTERS.map((dollars) => [String(dollars), salaryFilterLabel(dollars)] as [string, string]),
            ]}
            onChange={applyFilter}
          />
          <SelectField
            id="filter-posted"
            label="Date posted"
            name="posted"
            defaultValue={search.posted ? String(search.posted) : ""}
            options={[["", "Any Time"], ...POSTED_WITHIN_DAYS.map((days) => [String(days), postedWithinLabel(days)] as [string, string])]}
            onChange={applyFilter}
          />
          <div className="filter-actions">
            {hydrated ? null : (
              <button type="submit" className="button button-secondary">
                Apply Filters
              </button>
            )}
            {filtered ? (
              <Link to="/jobs" className="text-link">
                Clear all
              </Link>
            ) : null}
          </div>
        </fieldset>
      </details>

      {companyName ? (
        <p className="active-company">
          Showing jobs at <strong>{companyName}</strong>.{" "}
          <Link to={`/jobs${jobSearchQuery({ ...search, company: null, page: 1 })}`} className="text-link">
            Show all companies
          </Link>
        </p>
      ) : null}
    </form>
  );
}

/**
 * "Sort by", beside the result count: a search's order, part of the search form (its `form`
 * attribute), so it keeps every other field. It applies on change with JavaScript, with its own
 * button without.
 */
export function SortControl({ search }: { search: JobSearch }) {
  const hydrated = useHydrated();
  return (
    <div className="sort-control">
      <label htmlFor="search-sort">Sort by</label>
      <select
        id="search-sort"
        name="sort"
        form={SEARCH_FORM_ID}
        defaultValue={search.sort}
        key={search.sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="relevance">Best match</option>
        <option value="newest">Newest</option>
      </select>
      {hydrated ? null : (
        <button type="submit" form={SEARCH_FORM_ID} className="button button-secondary button-small">
          Sort
        </button>
      )}
    </div>
  );
}
