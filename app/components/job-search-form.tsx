import { useLocation, useNavigate } from "@remix-run/react";
import { Link } from "./link";
import type { ChangeEvent, FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  CURRENT_LOCATION_FIELD,
  jobSearchQuery,
  MAX_QUERY_LENGTH,
  POSTED_WITHIN_DAYS,
  postedWithinLabel,
  readJobSearch,
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

/** With JavaScript, a search form goes straight to the clean /jobs URL (no redirect). */
export function useJobSearchSubmit() {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") params.append(name, value);
    }
    navigate(`/jobs${jobSearchQuery(readJobSearch(params).search)}`);
  };
}

/**
 * The /jobs search and filters: one GET form, so it works as plain HTML. With JavaScript a
 * filter applies as soon as it changes.
 */
export function JobSearchForm({ search, companyName }: JobSearchFormProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const onSubmit = useJobSearchSubmit();
  const applyFilter = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

  const cities: string[] = [...FILTER_LOCATIONS];
  if (search.location && !cities.includes(search.location)) cities.push(search.location);
  const filtered = Boolean(
    search.q || search.location || search.discipline || search.remote !== "any" || search.salary || search.posted || search.company,
  );

  return (
    // Remounted for each search so every field shows the search on screen.
    <form key={location.search} method="get" action="/jobs" onSubmit={onSubmit} className="job-search" role="search" aria-label="Jobs">
      <input type="hidden" name={CURRENT_LOCATION_FIELD} value={search.location} />
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
            defaultValue={search.location}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="City, state or Remote"
          />
        </div>
        <button type="submit" className="button button-primary">
          Search
        </button>
      </div>

      <fieldset className="filters">
        <legend className="visually-hidden">Filters</legend>
        <SelectField
          id="filter-discipline"
          label="Discipline"
          name="discipline"
          defaultValue={search.discipline}
          options={[["", "All Disciplines"], ...DISCIPLINES]}
          onChange={applyFilter}
        />
        <SelectField
          id="filter-location"
          label="City"
          name="location"
          defaultValue={search.location}
          options={[["", "All Locations"], ...cities]}
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
        {search.q ? (
          <SelectField
            id="filter-sort"
            label="Sort by"
            name="sort"
            defaultValue={search.sort}
            options={[
              ["relevance", "Best match"],
              ["newest", "Newest"],
            ]}
            onChange={applyFilter}
          />
        ) : null}
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
