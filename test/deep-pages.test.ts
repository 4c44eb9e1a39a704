import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import * as jobsPage from "~/routes/jobs._index";
import { JOBS_PAGE_SIZE, MAX_LISTING_PAGES } from "~/lib/job-search";
import { db } from "~/server/db.server";
import { createCompany } from "./factories";
import { callLoader } from "./helpers";

/** More open jobs than the pages a listing shows, inserted in one statement. */
const JOBS = MAX_LISTING_PAGES * JOBS_PAGE_SIZE + 45;

describe("deep pages of a listing", () => {
  beforeAll(async () => {
    const company = await createCompany();
    await sql`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${JOBS})
      INSERT INTO jobs (company_id, title, description, location, employment_type, remote, featured, discipline, posted_at)
      SELECT ${company.id}, 'Bulk Surveyor ' || i, 'Surveys.', 'Austin, TX', 'Full-time', 0, 0, 'Civil Engineering',
             strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
      FROM n`.execute(db);
  });

  it("show at most MAX_LISTING_PAGES pages, say so on the last, and keep the true total", async () => {
    const response = await callLoader(jobsPage.loader, `/jobs?page=${MAX_LISTING_PAGES}`);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.totalPages).toBe(MAX_LISTING_PAGES);
    expect(data.pagesCapped).toBe(true);
    expect(data.total).toBeGreaterThanOrEqual(JOBS);
    expect(data.jobs).toHaveLength(JOBS_PAGE_SIZE);
  });

  it("send a page past the last one shown to the last one, without reading that deep", async () => {
    for (const page of [MAX_LISTING_PAGES + 1, 5000]) {
      const response = await callLoader(jobsPage.loader, `/jobs?page=${page}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/jobs?page=${MAX_LISTING_PAGES}`);
    }
  });

  it("send a page past both the cap and a short listing's end to its last page in one redirect", async () => {
    const company = await createCompany();
    await sql`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${2 * JOBS_PAGE_SIZE + 1})
      INSERT INTO jobs (company_id, title, description, location, employment_type, remote, featured, discipline, posted_at)
      SELECT ${company.id}, 'Bulk Welder ' || i, 'Welds.', 'Austin, TX', 'Full-time', 0, 0, 'Aerospace Engineering',
             strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
      FROM n`.execute(db);
    const response = await callLoader(jobsPage.loader, `/jobs?discipline=Aerospace+Engineering&page=${MAX_LISTING_PAGES + 400}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?discipline=Aerospace+Engineering&page=3");
  });

  it("leave a listing of exactly MAX_LISTING_PAGES pages alone", async () => {
    const company = await createCompany();
    await sql`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MAX_LISTING_PAGES * JOBS_PAGE_SIZE})
      INSERT INTO jobs (company_id, title, description, location, employment_type, remote, featured, discipline, posted_at)
      SELECT ${company.id}, 'Bulk Chemist ' || i, 'Mixes.', 'Austin, TX', 'Full-time', 0, 0, 'Chemical Engineering',
             strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')
      FROM n`.execute(db);
    const data = await (await callLoader(jobsPage.loader, `/jobs?discipline=Chemical+Engineering&page=${MAX_LISTING_PAGES}`)).json();
    expect(data.total).toBe(MAX_LISTING_PAGES * JOBS_PAGE_SIZE);
    expect(data.totalPages).toBe(MAX_LISTING_PAGES);
    expect(data.pagesCapped).toBe(false);

    const search = await (await callLoader(jobsPage.loader, `/jobs?q=chemist&page=${MAX_LISTING_PAGES}`)).json();
    expect(search).toMatchObject({ total: MAX_LISTING_PAGES * JOBS_PAGE_SIZE, totalCapped: false, pagesCapped: false });
  });

  it("count a search as far as its pages go, say there are more, and say so on the last page", async () => {
    const response = await callLoader(jobsPage.loader, `/jobs?q=surveyor&page=${MAX_LISTING_PAGES}`);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data).toMatchObject({
      total: MAX_LISTING_PAGES * JOBS_PAGE_SIZE,
      totalCapped: true,
      totalPages: MAX_LISTING_PAGES,
      pagesCapped: true,
    });
    expect(data.jobs).toHaveLength(JOBS_PAGE_SIZE);
  });
});
