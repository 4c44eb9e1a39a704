import { describe, expect, it } from "vitest";
import { companySlug } from "../db/company-slugs";
import * as companyPage from "~/routes/companies.$slug";
import * as employers from "~/routes/employers";
import * as settingsPage from "~/routes/settings";
import { db } from "~/server/db.server";
import { createCompany, createJob, createJobs } from "./factories";
import { callAction, callLoader, COMPANY_FIELDS, form, registerEmployer, uniqueCompanyName, uniqueKeyword } from "./helpers";

type MetaArgs = Parameters<typeof companyPage.meta>[0];

const page = (path: string) => {
  const slug = new URL(path, "http://localhost").pathname.split("/")[2] ?? "";
  return callLoader(companyPage.loader, path, { slug });
};

const slugOf = async (id: number) => (await db.selectFrom("companies").select("slug").where("id", "=", id).executeTakeFirstOrThrow()).slug;

async function rename(employer: { cookie: string }, name: string) {
  const response = await callAction(settingsPage.action, "/settings", form({ ...COMPANY_FIELDS, name }, employer.cookie));
  expect(response.status).toBe(302);
}

describe("company slugs", () => {
  it("are made from the name, readable, and only of what a URL holds", () => {
    expect(companySlug("Meridian Aerospace Systems", 1)).toBe("meridian-aerospace-systems");
    expect(companySlug("Müller & Söhne GmbH", 2)).toBe("mueller-and-soehne-gmbh");
    expect(companySlug("Kestrel BioProcess", 3)).toBe("kestrel-bioprocess");
    expect(companySlug("株式会社", 4)).toBe("company-4");
    expect(companySlug("<script>alert(1)</script>", 5)).toMatch(/^[a-z0-9-]+$/);
    expect(companySlug("A".repeat(200), 6).length).toBeLessThanOrEqual(60);
  });

  it("are given to every new company, unique even when two names make the same one", async () => {
    const name = uniqueCompanyName();
    const first = await createCompany({ name: `${name} & Co` });
    const second = await createCompany({ name: `${name} and Co` });
    expect(first.slug).toBe(companySlug(`${name} & Co`, first.id));
    expect(second.slug).toBe(`${first.slug}-${second.id}`);
  });
});

describe("/companies/:slug", () => {
  it("shows the company's profile and only its open jobs", async () => {
    const company = await createCompany();
    await createJobs(3, { company });
    await createJob({ company, closed_at: new Date().toISOString() });
    await createJob();
    const response = await page(`/companies/${company.slug}`);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.company).toMatchObject({ id: company.id, name: company.name, slug: company.slug, openJobs: 3 });
    expect(data.total).toBe(3);
    expect(data.jobs.map((job: { company: { id: number } }) => job.company.id)).toEqual([company.id, company.id, company.id]);
    expect(data.indexed).toBe(true);
  });

  it("searches the company's jobs by keyword and pages them", async () => {
    const company = await createCompany();
    const keyword = uniqueKeyword();
    await createJobs(23, { company, title: `Pump Engineer ${keyword}` });
    await createJob({ company, title: "Draughtsperson" });
    await createJob({ title: `Pump Engineer ${keyword}` });

    const first = await (await page(`/companies/${company.slug}?q=${keyword}`)).json();
    expect(first).toMatchObject({ total: 23, totalPages: 2, indexed: false, search: { q: keyword, page: 1 } });
    expect(first.jobs).toHaveLength(20);
    const second = await (await page(`/companies/${company.slug}?q=${keyword}&page=2`)).json();
    expect(second.jobs).toHaveLength(3);
    expect(second.jobs.every((job: { company: { id: number } }) => job.company.id === company.id)).toBe(true);

    const none = await (await page(`/companies/${company.slug}?q=${uniqueKeyword()}`)).json();
    expect(none).toMatchObject({ total: 0, jobs: [] });
  });

  it("redirects to one clean URL: other filters dropped, a page past the last, capitals in the slug", async () => {
    const company = await createCompany();
    await createJobs(2, { company });
    const clean = async (path: string) => {
      const response = await page(path);
      expect(response.status, path).toBe(302);
      return response.headers.get("Location");
    };
    expect(await clean(`/companies/${company.slug}?q=&location=Austin&remote=true&discipline=Civil+Engineering`)).toBe(
      `/companies/${company.slug}`,
    );
    expect(await clean(`/companies/${company.slug}?page=9`)).toBe(`/companies/${company.slug}`);
    expect(await clean(`/companies/${company.slug.toUpperCase()}`)).toBe(`/companies/${company.slug}`);
  });

  it("answers a slug no company has had with a 404, and a hostile one too", async () => {
    for (const slug of ["no-such-company-zq", "%00", "'; DROP TABLE companies; --", "a".repeat(5000)]) {
      const response = await callLoader(companyPage.loader, `/companies/x`, { slug }).catch((thrown: Response) => thrown);
      expect(response.status, slug).toBe(404);
    }
  });

  it("redirects the old slugs of a renamed company to its page for good, keeping the query", async () => {
    const employer = await registerEmployer();
    const oldSlug = employer.company.slug;
    await createJob({ company: employer.company });
    const middle = uniqueCompanyName();
    await rename(employer, middle);
    const newest = uniqueCompanyName();
    await rename(employer, newest);
    const current = await slugOf(employer.company.id);
    expect(current).toBe(companySlug(newest, employer.company.id));

    for (const old of [oldSlug, companySlug(middle, employer.company.id)]) {
      const response = await page(`/companies/${old}?q=pump`);
      expect(response.status, old).toBe(301);
      expect(response.headers.get("Location")).toBe(`/companies/${current}?q=pump`);
    }
    expect((await page(`/companies/${current}`)).status).toBe(200);
  });

  it("keeps the slug when a rename changes only capitals or punctuation", async () => {
    const employer = await registerEmployer();
    const slug = employer.company.slug;
    await rename(employer, `${employer.company.name.toUpperCase()}!`);
    expect(await slugOf(employer.company.id)).toBe(slug);
    expect(await db.selectFrom("company_slug_redirects").selectAll().where("company_id", "=", employer.company.id).execute()).toEqual([]);
  });

  it("gives a former slug to a new company that takes the name, rather than redirecting it", async () => {
    const employer = await registerEmployer();
    const oldName = employer.company.name;
    const oldSlug = employer.company.slug;
    await rename(employer, uniqueCompanyName());
    const newcomer = await createCompany({ name: oldName });
    expect(newcomer.slug).toBe(oldSlug);
    const response = await page(`/companies/${oldSlug}`);
    expect(response.status).toBe(200);
    expect((await response.json()).company.id).toBe(newcomer.id);
  });

  it("keeps a company with no open jobs out of search engines, and says so on its page", async () => {
    const company = await createCompany();
    await createJob({ company, closed_at: new Date().toISOString() });
    const response = await page(`/companies/${company.slug}`);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data).toMatchObject({ total: 0, jobs: [], indexed: false });
    const meta = companyPage.meta({ data } as unknown as MetaArgs) as Record<string, unknown>[];
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(meta.some((tag) => "script:ld+json" in tag)).toBe(false);
  });

  it("describes a hiring company to search engines as a schema.org Organization", async () => {
    const company = await createCompany({ website: "https://example.com/about" });
    await createJob({ company });
    const data = await (await page(`/companies/${company.slug}`)).json();
    const meta = companyPage.meta({ data } as unknown as MetaArgs) as Record<string, unknown>[];
    expect(meta).toContainEqual({
      "script:ld+json": expect.objectContaining({
        "@type": "Organization",
        name: company.name,
        url: `http://localhost/companies/${company.slug}`,
        sameAs: "https://example.com/about",
      }),
    });
    expect(meta).not.toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});

describe("links to company pages", () => {
  it("the directory names each company's page", async () => {
    const company = await createCompany();
    const data = await (await callLoader(employers.loader, "/employers?page=999")).json();
    const listed = data.companies.find((entry: { id: number }) => entry.id === company.id);
    expect(listed?.slug).toBe(company.slug);
  });
});
