// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { ApplyDialogProvider } from "~/components/apply";
import { AuthDialogProvider } from "~/components/auth-dialog";
import JobsPage from "~/routes/jobs._index";
import { MAX_LISTING_PAGES, PAGES_CAPPED_TEXT } from "~/lib/job-search";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const job = {
  id: 7,
  title: "Bridge Engineer",
  location: "Austin, TX",
  employmentType: "Full-time",
  remote: false,
  featured: false,
  discipline: "Civil Engineering",
  salaryMin: null,
  salaryMax: null,
  postedDate: "2026-11-20T10:00:00.000Z",
  jobId: "KT-000007",
  excerpt: "Designs bridges.",
  company: { id: 1, name: "Span Works", logo: "", slug: "span-works" },
};

/** The page inside the providers the root layout gives every page. */
function JobsPageInProviders() {
  return (
    <AuthDialogProvider>
      <ApplyDialogProvider>
        <JobsPage />
      </ApplyDialogProvider>
    </AuthDialogProvider>
  );
}

function renderJobsPage(page: number, pagesCapped: boolean, overrides: Record<string, unknown> = {}, user: unknown = null) {
  const data = {
    search: { q: "", location: "", discipline: "", remote: "any", salary: null, posted: null, company: null, sort: "relevance", page },
    jobs: [job],
    total: 2_045,
    totalCapped: false,
    totalPages: MAX_LISTING_PAGES,
    pagesCapped,
    companyName: null,
    suggestion: null,
    now: "2026-11-23T10:00:00.000Z",
    canonical: "/jobs",
    robots: [],
    feed: { title: "Keystone Talent: newest jobs", path: "/jobs/feed" },
    mailOff: false,
    ...overrides,
  };
  const root = { user, appliedJobs: [], savedJobs: [] };
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      children: [{ id: "routes/jobs._index", path: "jobs", Component: JobsPageInProviders, loader: () => data }],
    },
  ]);
  document.body.innerHTML = "";
  const container = document.body.appendChild(document.createElement("div"));
  act(() =>
    createRoot(container).render(
      <Stub initialEntries={[`/jobs?page=${page}`]} hydrationData={{ loaderData: { root, "routes/jobs._index": data } }} />,
    ),
  );
  return document.body.textContent ?? "";
}

describe("/jobs past its last page shown", () => {
  it("says on the last page that only the first pages are shown", () => {
    expect(renderJobsPage(MAX_LISTING_PAGES, true)).toContain(PAGES_CAPPED_TEXT);
    expect(PAGES_CAPPED_TEXT).toBe("Only the first 100 pages are shown. Add a keyword or a filter to see the rest.");
  });

  it("says nothing on earlier pages, or when every page is shown", () => {
    expect(renderJobsPage(3, true)).not.toContain(PAGES_CAPPED_TEXT);
    expect(renderJobsPage(MAX_LISTING_PAGES, false)).not.toContain(PAGES_CAPPED_TEXT);
  });
});

describe("/jobs with a suggested query", () => {
  const search = { q: "structual", location: "Austin", discipline: "Civil Engineering", remote: "true", company: 3, page: 1 };

  it("links to it, keeping the search's other filters, above the empty state's texts", () => {
    const text = renderJobsPage(1, false, { search, jobs: [], total: 0, totalPages: 0, suggestion: "structural" });
    const link = document.querySelector<HTMLAnchorElement>(".search-suggestion a");
    expect(link?.getAttribute("href")).toBe("/jobs?q=structural&location=Austin&discipline=Civil+Engineering&remote=true&company=3");
    expect(document.querySelector(".search-suggestion")?.textContent).toBe("Did you mean structural?");
    expect(text.indexOf("Did you mean structural?")).toBeLessThan(text.indexOf("No jobs found matching your criteria."));
    expect(text).toContain("Clear Filters");
  });

  it("shows it above a short list of results, and nothing without one", () => {
    const text = renderJobsPage(1, false, { search, jobs: [job], total: 1, totalPages: 1, suggestion: "structural" });
    expect(text.indexOf("Did you mean structural?")).toBeLessThan(text.indexOf(job.title));
    renderJobsPage(1, false, { search, jobs: [job], total: 1, totalPages: 1 });
    expect(document.querySelector(".search-suggestion")).toBeNull();
  });
});

describe("/jobs's job alert prompt", () => {
  const candidate = { id: 1, email: "cand@example.com", role: "candidate", profile: {} };
  const alertForm = () => document.querySelector('form[action="/alerts"]');

  it("offers a candidate the alert form, and a signed-out visitor the way to it, while the site can send mail", () => {
    renderJobsPage(1, false, {}, candidate);
    expect(alertForm()).not.toBeNull();
    expect(renderJobsPage(1, false)).toContain("Email me jobs like these");
  });

  it("offers neither with mail off (production without SMTP_URL), and keeps the search's RSS feed", () => {
    const text = renderJobsPage(1, false, { mailOff: true }, candidate);
    expect(alertForm()).toBeNull();
    expect(text).not.toContain("Email me jobs like these");
    expect(text).toContain("RSS feed");
    expect(renderJobsPage(1, false, { mailOff: true })).not.toContain("Email me jobs like these");
  });
});
