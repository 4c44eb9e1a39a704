// @vitest-environment happy-dom
// One failing query never blanks a page (app/server/sections.server.ts): the home page's featured
// jobs and employers each fail on their own, and /jobs's results, by an injected failure of the
// query behind them. (My Applications: test/applications.test.ts, where requests keep their cookies.)
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApplyDialogProvider } from "~/components/apply";
import { AuthDialogProvider } from "~/components/auth-dialog";
import { JOBS_TEXT } from "~/lib/job-search";
import * as home from "~/routes/_index";
import * as jobsPage from "~/routes/jobs._index";
import * as companies from "~/server/companies.server";
import * as jobs from "~/server/jobs.server";
import { createCompany } from "./factories";
import { callLoader } from "./helpers";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => {
  vi.restoreAllMocks();
});

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
  });
});
