// @vitest-environment happy-dom
// One failing query never blanks a page (app/server/sections.server.ts): the home page's featured
// jobs and employers each fail on their own, and /jobs's results, by an injected failure of the
// query behind them. (My Applications: test/my-applications-failure.test.ts.)
import type { HeadersFunction } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApplyDialogProvider } from "~/components/apply";
import { AuthDialogProvider } from "~/components/auth-dialog";
import { JOBS_TEXT } from "~/lib/job-search";
import * as home from "~/routes/_index";
import * as jobsPage from "~/routes/jobs._index";
import * as jobPage from "~/routes/jobs.$id";
import * as companies from "~/server/companies.server";
import * as jobs from "~/server/jobs.server";
import * as suggestions from "~/server/search/suggestions.server";
import { createCompany, createJob } from "./factories";
import { callLoader } from "./helpers";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => {
  vi.restoreAllMocks();
});

/** The Cache-Control a route's document would carry, given its loader's answer. */
function documentCaching(headers: HeadersFunction, response: Response): string | null {
  const empty = new Headers();
  const init = headers({ loaderHeaders: response.headers, parentHeaders: empty, actionHeaders: empty, errorHeaders: undefined });
  return new Headers(init).get("Cache-Control");
}

const failing = () => Promise.reject(new Error("SQLITE_IOERR: disk I/O error"));

/** The home page rendered with its loader's data, as its text. */
function renderHome(data: Record<string, unknown>): string {
  const Page = home.default;
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ user: null, appliedJobs: [], savedJobs: [] }),
      children: [
        {
          id: "routes/_index",
          index: true,
          Component: () => (
            <AuthDialogProvider>
              <ApplyDialogProvider>
                <Page />
              </ApplyDialogProvider>
            </AuthDialogProvider>
          ),
          loader: () => data,
        },
      ],
    },
  ]);
  document.body.innerHTML = "";
  const container = document.body.appendChild(document.createElement("div"));
  act(() =>
    createRoot(container).render(
      <Stub
        initialEntries={["/"]}
        hydrationData={{ loaderData: { root: { user: null, appliedJobs: [], savedJobs: [] }, "routes/_index": data } }}
      />,
    ),
  );
  return document.body.textContent ?? "";
}

describe("the home page with a part that fails", () => {
  it("says 'Failed to fetch jobs' where the featured jobs go, with a retry link, shows the rest, and answers 503", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await createCompany();
    vi.spyOn(jobs, "listJobSummaries").mockImplementation(failing);
    const response = await callLoader(home.loader, "/?discipline=Civil+Engineering");
    expect(response.status).toBe(503);
    const data = await response.json();
    expect(data.featured).toBeNull();
    expect(Array.isArray(data.employers)).toBe(true);
    expect(data.retryHref).toBe("/?discipline=Civil+Engineering");

    const text = renderHome(data);
    expect(text).toContain(home.HOME_TEXT.featuredFailed);
    expect(text).toContain("Browse by Discipline");
    expect(text).toContain("Top Employers");
    const retry = [...document.querySelectorAll("a")].find((link) => link.textContent === "Try again");
    expect(retry?.getAttribute("href")).toBe("/?discipline=Civil+Engineering");
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(home.HOME_TEXT.featuredFailed);
  });

  it("says so where the employers go and answers 200 when only they fail: the main content is there", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(companies, "listCompanies").mockImplementation(failing);
    const response = await callLoader(home.loader, "/");
    expect(response.status).toBe(200);
    // Kept by no cache: the next visitor, and Try again, ask the database again.
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(documentCaching(home.headers, response)).toBe("no-store");
    const data = await response.json();
    expect(data.employers).toBeNull();
    expect(Array.isArray(data.featured)).toBe(true);
    const text = renderHome(data);
    expect(text).toContain(home.HOME_TEXT.employersFailed);
    expect(text).toContain("Featured Jobs");
    expect(text).not.toContain(home.HOME_TEXT.featuredFailed);
  });

  it("logs the failure it hid", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(jobs, "listJobSummaries").mockImplementation(failing);
    await callLoader(home.loader, "/");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("featured jobs"), expect.any(Error));
  });
});

describe("a job page whose similar jobs fail", () => {
  it("shows the job, answers 200 with no similar jobs to list, and is not kept", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const job = await createJob();
    vi.spyOn(jobs, "similarJobs").mockImplementation(failing);
    const response = await callLoader(jobPage.loader, `/jobs/${job.id}`, { id: String(job.id) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ job: { id: job.id, title: job.title }, similar: null, retryHref: `/jobs/${job.id}` });
    expect(documentCaching(jobPage.headers, response)).toBe("no-store");
  });
});

describe("a page whose parts all load", () => {
  it("chooses no caching of its own: the page cache may keep it", async () => {
    await createCompany();
    const response = await callLoader(home.loader, "/");
    expect(response.status).toBe(200);
    expect(response.headers.has("Cache-Control")).toBe(false);
    expect(documentCaching(home.headers, response)).toBeNull();
  });
});

describe("/jobs with its results failing", () => {
  it("says 'Failed to search jobs' for a keyword search, 'Failed to fetch jobs' for a listing, keeps the form, and answers 503", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(jobs, "searchJobSummaries").mockImplementation(failing);
    const searched = await callLoader(jobsPage.loader, "/jobs?q=bridge");
    expect(searched.status).toBe(503);
    expect(await searched.json()).toMatchObject({ failed: JOBS_TEXT.searchFailed, jobs: [], search: { q: "bridge" } });
    const listed = await callLoader(jobsPage.loader, "/jobs?discipline=Civil+Engineering");
    expect(listed.status).toBe(503);
    expect(await listed.json()).toMatchObject({ failed: JOBS_TEXT.fetchFailed });
    expect(documentCaching(jobsPage.headers, listed)).toBe("no-store");
  });

  it("shows the results without 'Did you mean' when only the suggestion fails, answers 200, and is not kept", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(suggestions, "suggestQuery").mockImplementation(failing);
    const response = await callLoader(jobsPage.loader, "/jobs?q=bridgework");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ failed: null, suggestion: null });
    expect(documentCaching(jobsPage.headers, response)).toBe("no-store");
  });
});
