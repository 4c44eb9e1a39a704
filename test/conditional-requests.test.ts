import { describe, expect, it } from "vitest";
import * as employersApi from "~/routes/api.employers";
import * as jobsApi from "~/routes/api.jobs._index";
import * as featuredApi from "~/routes/api.jobs.featured";
import * as searchApi from "~/routes/api.jobs.search";
import * as meApi from "~/routes/api.auth.me";
import * as myApplicationsApi from "~/routes/api.me.applications";
import { createCandidate, createCompany, createJob, uniqueSuffix } from "./factories";
import { callLoader } from "./helpers";

type Loader = Parameters<typeof callLoader>[0];

/** GET `path`, with If-None-Match when a tag is given. */
function get(loader: Loader, path: string, etag?: string) {
  return callLoader(loader, path, {}, etag ? { headers: { "If-None-Match": etag } } : undefined);
}

describe("the public API's GETs answer conditional requests", () => {
  const word = `Quokka${uniqueSuffix()}`;
  const calls: [string, Loader, string][] = [
    ["/api/jobs", jobsApi.loader, "/api/jobs?pageSize=5"],
    ["/api/jobs/search", searchApi.loader, `/api/jobs/search?q=${word}`],
    ["/api/jobs/featured", featuredApi.loader, "/api/jobs/featured"],
    ["/api/employers", employersApi.loader, "/api/employers"],
  ];

  it.each(calls)("%s: an ETag and no-cache; the same ETag back is a 304 with no body", async (_, loader, path) => {
    await createJob({ title: `${word} Engineer`, featured: 1 });
    const first = await get(loader, path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");

    const again = await get(loader, path, etag);
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it.each(calls)("%s: after a job or a company changes, the old ETag gets the new answer", async (_, loader, path) => {
    const etag = (await get(loader, path)).headers.get("ETag")!;
    await createCompany();
    const job = await createJob({ title: `${word} Surveyor`, featured: 1 });
    const fresh = await get(loader, path, etag);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("ETag")).not.toBe(etag);
    if (!path.startsWith("/api/employers")) expect((await fresh.json()).map((item: { id: number }) => item.id)).toContain(job.id);
  });

  it("renews /api/employers' ETag when only a company changes", async () => {
    const etag = (await get(employersApi.loader, "/api/employers")).headers.get("ETag")!;
    await createCompany();
    expect((await get(employersApi.loader, "/api/employers", etag)).status).toBe(200);
  });

  it("gives each URL its own ETag, so one page's tag never answers another", async () => {
    const pageOne = (await get(jobsApi.loader, "/api/jobs?page=1")).headers.get("ETag")!;
    const pageTwo = await get(jobsApi.loader, "/api/jobs?page=2", pageOne);
    expect(pageTwo.status).toBe(200);
    expect(pageTwo.headers.get("ETag")).not.toBe(pageOne);
  });

  it("matches a tag in a list, the strong form of the tag, and *", async () => {
    const etag = (await get(jobsApi.loader, "/api/jobs")).headers.get("ETag")!;
    expect((await get(jobsApi.loader, "/api/jobs", `W/"stale", ${etag}`)).status).toBe(304);
    expect((await get(jobsApi.loader, "/api/jobs", etag.replace(/^W\//, ""))).status).toBe(304);
    expect((await get(jobsApi.loader, "/api/jobs", "*")).status).toBe(304);
    expect((await get(jobsApi.loader, "/api/jobs", 'W/"stale"')).status).toBe(200);
  });

  it("gives another release another ETag, so a deploy never answers 304 for the old format", async () => {
    const tag = async (release: string) => {
      const response = await jobsApi.loader({ request: new Request("http://localhost/api/jobs"), params: {}, context: { release } });
      return response.headers.get("ETag");
    };
    expect(await tag("a1b2c3")).not.toBe(await tag("d4e5f6"));
  });

  it("gives a refused query no validators", async () => {
    const refused = await get(jobsApi.loader, "/api/jobs?page=zero");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("ETag")).toBeNull();
  });

  it("never tags an answer about the signed-in user, and lets no cache keep it", async () => {
    const candidate = await createCandidate();
    const cookie = { headers: { Cookie: candidate.cookie } };
    for (const [loader, path] of [
      [meApi.loader, "/api/auth/me"],
      [myApplicationsApi.loader, "/api/me/applications"],
    ] as const) {
      const response = await callLoader(loader, path, {}, cookie);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("ETag"), path).toBeNull();
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});
