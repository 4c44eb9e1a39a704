// The RSS feed, robots.txt, the sitemaps, and what pages tell search engines (canonical, noindex):
// docs/product.md#feeds-and-search-engines. Every XML answer is parsed by a real XML parser
// (libxml2, as WebAssembly), and each sitemap is validated against the sitemaps protocol's schema.
import { XmlDocument, XsdValidator, type XmlElement, type XmlNode } from "libxml2-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJobSearch } from "~/lib/job-search";
import { isIndexedJobSearch, jobFeedPath, jobFeedTitle, NOINDEX_FOLLOW } from "~/lib/seo";
import * as root from "~/root";
import * as marketingPage from "~/routes/$page";
import * as employersPage from "~/routes/employers";
import * as feedRoute from "~/routes/jobs.feed";
import * as jobsPage from "~/routes/jobs._index";
import * as robotsRoute from "~/routes/robots[.]txt";
import * as sitemapIndexRoute from "~/routes/sitemap[.]xml";
import * as sitemapRoute from "~/routes/sitemaps.$name";
import { config } from "~/server/config.server";
import { JOBS_PER_SITEMAP } from "~/server/sitemaps.server";
import { db } from "~/server/db.server";
import { xmlText } from "~/server/xml.server";
import { createCompany, createJob, uniqueSuffix } from "./factories";
import { callLoader, uniqueKeyword } from "./helpers";

const SITE = config.mail.siteUrl;
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const ns = { s: SITEMAP_NS, atom: "http://www.w3.org/2005/Atom" };

// The sitemaps protocol's two schemas (https://www.sitemaps.org/protocol.html: sitemap.xsd and
// siteindex.xsd), written out here since the tests run offline. What they require: the root in
// the protocol's namespace; at least one url (sitemap) entry, each with a loc of 12 to 2,048
// characters that is a URI, then optionally lastmod (a W3C date or date-time), changefreq (one
// of seven words) and priority (0.0 to 1.0), in that order; elements of other namespaces only
// where the protocol allows extensions.
const COMMON_TYPES = `
  <xsd:simpleType name="tLoc">
    <xsd:restriction base="xsd:anyURI"><xsd:minLength value="12"/><xsd:maxLength value="2048"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tLastmod">
    <xsd:union>
      <xsd:simpleType><xsd:restriction base="xsd:date"/></xsd:simpleType>
      <xsd:simpleType><xsd:restriction base="xsd:dateTime"/></xsd:simpleType>
    </xsd:union>
  </xsd:simpleType>`;

const SCHEMA_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="${SITEMAP_NS}" xmlns="${SITEMAP_NS}" elementFormDefault="qualified">`;

const URLSET_XSD = `${SCHEMA_HEAD}
  <xsd:element name="urlset">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:any namespace="##other" minOccurs="0" maxOccurs="unbounded" processContents="strict"/>
        <xsd:element name="url" type="tUrl" maxOccurs="unbounded"/>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
  <xsd:complexType name="tUrl">
    <xsd:sequence>
      <xsd:element name="loc" type="tLoc"/>
      <xsd:element name="lastmod" type="tLastmod" minOccurs="0"/>
      <xsd:element name="changefreq" type="tChangeFreq" minOccurs="0"/>
      <xsd:element name="priority" type="tPriority" minOccurs="0"/>
      <xsd:any namespace="##other" minOccurs="0" maxOccurs="unbounded" processContents="strict"/>
    </xsd:sequence>
  </xsd:complexType>
  ${COMMON_TYPES}
  <xsd:simpleType name="tChangeFreq">
    <xsd:restriction base="xsd:string">
      <xsd:enumeration value="always"/><xsd:enumeration value="hourly"/><xsd:enumeration value="daily"/>
      <xsd:enumeration value="weekly"/><xsd:enumeration value="monthly"/><xsd:enumeration value="yearly"/>
      <xsd:enumeration value="never"/>
    </xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tPriority">
    <xsd:restriction base="xsd:decimal"><xsd:minInclusive value="0.0"/><xsd:maxInclusive value="1.0"/></xsd:restriction>
  </xsd:simpleType>
</xsd:schema>`;

const SITEINDEX_XSD = `${SCHEMA_HEAD}
  <xsd:element name="sitemapindex">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:element name="sitemap" type="tSitemap" maxOccurs="unbounded"/>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
  <xsd:complexType name="tSitemap">
    <xsd:sequence>
      <xsd:element name="loc" type="tLoc"/>
      <xsd:element name="lastmod" type="tLastmod" minOccurs="0"/>
      <xsd:any namespace="##other" minOccurs="0" maxOccurs="unbounded" processContents="lax"/>
    </xsd:sequence>
  </xsd:complexType>
  ${COMMON_TYPES}
</xsd:schema>`;

let urlsetSchema: XsdValidator;
let indexSchema: XsdValidator;
const opened: { dispose(): void }[] = [];

beforeAll(() => {
  const urlsetDoc = XmlDocument.fromString(URLSET_XSD);
  const indexDoc = XmlDocument.fromString(SITEINDEX_XSD);
  urlsetSchema = XsdValidator.fromDoc(urlsetDoc);
  indexSchema = XsdValidator.fromDoc(indexDoc);
  opened.push(urlsetSchema, indexSchema, urlsetDoc, indexDoc);
});

afterAll(() => {
  for (const thing of opened.reverse()) thing.dispose();
});

/** Parses XML with libxml2: a document that is not well-formed throws. */
function parse(text: string): XmlDocument {
  const doc = XmlDocument.fromString(text);
  opened.push(doc);
  return doc;
}

const texts = (nodes: XmlNode[]) => nodes.map((node) => node.content);
const attr = (node: XmlNode | null, name: string) => (node as XmlElement | null)?.attr(name)?.value;

type Loader = Parameters<typeof callLoader>[0];

async function get(loader: Loader, path: string, params: Record<string, string> = {}, etag?: string) {
  return callLoader(loader, path, params, etag ? { headers: { "If-None-Match": etag } } : undefined);
}

const feed = (query = "") => get(feedRoute.loader, `/jobs/feed${query}`);
const sitemap = (name: string) => get(sitemapRoute.loader, `/sitemaps/${name}`, { name });

/** The feed of a query, parsed and checked against RSS 2.0's required structure; its items' links. */
async function feedDocument(query = "") {
  const response = await feed(query);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
  const doc = parse(await response.text());
  expect(doc.root.name).toBe("rss");
  expect(attr(doc.root, "version")).toBe("2.0");
  const channels = doc.find("/rss/channel");
  expect(channels).toHaveLength(1);
  for (const required of ["title", "link", "description"]) expect(doc.find(`/rss/channel/${required}`)).toHaveLength(1);
  expect(doc.get("/rss/channel/link")!.content).toMatch(new RegExp(`^${SITE}/jobs(\\?|$)`));
  expect(doc.get("/rss/channel/language")!.content).toBe("en-us");
  expect(doc.get("/rss/channel/lastBuildDate")!.content).toMatch(RFC_822);
  const self = doc.get("/rss/channel/atom:link", ns);
  expect(attr(self, "rel")).toBe("self");
  expect(attr(self, "type")).toBe("application/rss+xml");
  expect(attr(self, "href")).toMatch(new RegExp(`^${SITE}/jobs/feed(\\?|$)`));
  const items = doc.find("/rss/channel/item");
  for (const item of items) {
    for (const required of ["title", "link", "guid", "pubDate", "description", "category"]) expect(item.find(required)).toHaveLength(1);
    const link = item.get("link")!.content;
    expect(link).toMatch(new RegExp(`^${SITE}/jobs/\\d+$`));
    expect(item.get("guid")!.content).toBe(link);
    expect(attr(item.get("guid"), "isPermaLink")).toBe("true");
    expect(item.get("pubDate")!.content).toMatch(RFC_822);
  }
  return { doc, items, links: texts(doc.find("/rss/channel/item/link")) };
}

const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A sitemap or sitemap index: parsed, validated against the protocol's schema, and its locs. */
async function sitemapDocument(response: Response, kind: "urlset" | "sitemapindex") {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  const doc = parse(await response.text());
  expect(doc.root.name).toBe(kind);
  expect(doc.root.namespaceUri).toBe(SITEMAP_NS);
  (kind === "urlset" ? urlsetSchema : indexSchema).validate(doc);
  const entry = kind === "urlset" ? "url" : "sitemap";
  const locs = texts(doc.find(`/s:${kind}/s:${entry}/s:loc`, ns));
  expect(locs.length).toBeGreaterThan(0);
  expect(locs.length).toBeLessThanOrEqual(50_000);
  for (const loc of locs) expect(loc.startsWith(`${SITE}/`)).toBe(true);
  for (const lastmod of texts(doc.find(`//s:lastmod`, ns))) expect(lastmod).toMatch(W3C_DATETIME);
  return { doc, locs };
}

describe("GET /jobs/feed", () => {
  it("lists the search's newest open jobs, newest first even with a keyword, in valid RSS 2.0", async () => {
    const keyword = uniqueKeyword();
    const company = await createCompany();
    const hour = 3_600_000;
    // The oldest has the keyword in its title, which the ranking puts first; the feed does not rank.
    const oldest = await createJob({ company, title: `${keyword} Engineer`, posted_at: new Date(Date.now() - 3 * hour).toISOString() });
    const middle = await createJob({
      company,
      description: `Work on ${keyword} systems.`,
      posted_at: new Date(Date.now() - 2 * hour).toISOString(),
    });
    const closed = await createJob({ company, title: `${keyword} Closed`, closed_at: new Date().toISOString() });
    const newest = await createJob({ company, description: `More ${keyword} work.`, posted_at: new Date(Date.now() - hour).toISOString() });

    const { doc, links, items } = await feedDocument(`?q=${keyword}`);
    expect(links).toEqual([newest, middle, oldest].map((job) => `${SITE}/jobs/${job.id}`));
    expect(links).not.toContain(`${SITE}/jobs/${closed.id}`);
    expect(doc.get("/rss/channel/title")!.content).toBe(`Keystone Talent jobs: "${keyword}"`);
    expect(doc.get("/rss/channel/link")!.content).toBe(`${SITE}/jobs?q=${keyword}`);
    expect(attr(doc.get("/rss/channel/atom:link", ns), "href")).toBe(`${SITE}/jobs/feed?q=${keyword}`);
    const first = items[0];
    expect(first.get("title")!.content).toBe(`Structural Engineer at ${company.name}`);
    expect(first.get("category")!.content).toBe("Civil Engineering");
    expect(first.get("description")!.content).toContain(keyword);
    expect(new Date(first.get("pubDate")!.content).toISOString()).toBe(
      new Date(newest.posted_at).toISOString().replace(/\.\d+Z$/, ".000Z"),
    );
  });

  it("narrows by every filter of /jobs, and holds at most 50 jobs", async () => {
    const keyword = uniqueKeyword();
    const company = await createCompany();
    const civil = await createJob({ company, title: `${keyword} Civil`, location: "Austin, TX" });
    const software = await createJob({
      company,
      title: `${keyword} Software`,
      discipline: "Software Engineering",
      remote: 1,
      location: "Seattle, WA",
    });
    const other = await createJob({ title: `${keyword} Elsewhere`, location: "Austin, TX" });
    const link = (job: { id: number }) => `${SITE}/jobs/${job.id}`;

    expect((await feedDocument(`?q=${keyword}`)).links).toHaveLength(3);
    expect((await feedDocument(`?q=${keyword}&discipline=Software+Engineering`)).links).toEqual([link(software)]);
    expect((await feedDocument(`?q=${keyword}&remote=true`)).links).toEqual([link(software)]);
    expect((await feedDocument(`?q=${keyword}&location=Austin`)).links).toEqual([link(other), link(civil)]);
    const atCompany = await feedDocument(`?q=${keyword}&company=${company.id}`);
    expect(atCompany.links).toEqual([link(software), link(civil)]);
    expect(atCompany.doc.get("/rss/channel/title")!.content).toBe(`Keystone Talent jobs: "${keyword}", at ${company.name}`);
    // The page of the search is not the feed's: it always starts from the newest.
    expect((await feedDocument(`?q=${keyword}&page=3`)).links).toHaveLength(3);

    const many = await createCompany();
    for (let i = 0; i < 55; i++) await createJob({ company: many, title: `Surveyor ${i}` });
    const all = await feedDocument(`?company=${many.id}`);
    expect(all.links).toHaveLength(50);
  });

  it("narrows by salary and date posted as /jobs does, and is newest first whichever sort /jobs is asked for", async () => {
    const keyword = uniqueKeyword();
    const company = await createCompany();
    const day = 86_400_000;
    const job = (daysAgo: number, salary_min: number | null, salary_max: number | null, title = "Structural Engineer") =>
      createJob({
        company,
        title,
        description: `Work on ${keyword} systems.`,
        salary_min,
        salary_max,
        posted_at: new Date(Date.now() - daysAgo * day - 60_000).toISOString(),
        closes_at: new Date(Date.now() + 30 * day).toISOString(),
      });
    // Oldest first. Only the one without a salary has the keyword in its title, so best match puts it first.
    const topOnly = await job(20, null, 200_000);
    const fromOnly = await job(10, 150_000, null);
    const unpaid = await job(8, null, null, `${keyword} Engineer`);
    const high = await job(3, 90_000, 120_000);
    const low = await job(0, 50_000, 70_000);
    const link = (row: { id: number }) => `${SITE}/jobs/${row.id}`;
    const boardIds = async (query: string) => {
      const response = await get(jobsPage.loader, `/jobs${query}`);
      expect(response.status, query).toBe(200);
      return (await response.json()).jobs.map((listed: { id: number }) => `${SITE}/jobs/${listed.id}`);
    };

    for (const [query, expected] of [
      [`?q=${keyword}&salary=100000`, [high, fromOnly, topOnly]],
      [`?q=${keyword}&salary=200000`, [topOnly]],
      [`?q=${keyword}&posted=1`, [low]],
      [`?q=${keyword}&posted=7`, [low, high]],
      [`?q=${keyword}&posted=30`, [low, high, unpaid, fromOnly, topOnly]],
      [`?q=${keyword}&salary=100000&posted=7`, [high]],
      [`?salary=150000&company=${company.id}`, [fromOnly, topOnly]],
      [`?posted=7&company=${company.id}`, [low, high]],
    ] as const) {
      const { links, doc } = await feedDocument(query);
      expect(links, query).toEqual(expected.map(link));
      expect([...(await boardIds(query))].sort(), query).toEqual([...links].sort());
      expect(doc.get("/rss/channel/link")!.content, query).toBe(`${SITE}/jobs${query}`);
    }

    const newest = [low, high, unpaid, fromOnly, topOnly].map(link);
    expect(await boardIds(`?q=${keyword}&sort=newest`)).toEqual(newest);
    expect((await feedDocument(`?q=${keyword}&sort=newest`)).links).toEqual(newest);
    expect((await boardIds(`?q=${keyword}`))[0]).toBe(link(unpaid));
    expect((await feedDocument(`?q=${keyword}`)).links).toEqual(newest);
  });

  it("writes hostile titles, companies and descriptions as well-formed XML, text intact", async () => {
    const keyword = uniqueKeyword();
    const company = await createCompany({ name: `Evil & Co ]]> <b>${uniqueSuffix()}</b>` });
    const title = `<script>alert("x")</script> & ]]> 'quoted' \u0000\u0001\u0008\u000B\u000C\u001F\uFFFE\uFFFF ok 😀 ${keyword}`;
    await createJob({ company, title, description: `<![CDATA[ ]]> &amp; </description></item> \u0007 ${keyword}` });

    const { items } = await feedDocument(`?q=${keyword}`);
    expect(items).toHaveLength(1);
    expect(items[0].get("title")!.content).toBe(`<script>alert("x")</script> & ]]> 'quoted'  ok 😀 ${keyword} at ${company.name}`);
    expect(items[0].get("description")!.content).toContain(`<![CDATA[ ]]> &amp; </description></item>  ${keyword}`);
    // The search's own text, echoed in the channel, is escaped too.
    const hostileQuery = encodeURIComponent(`${keyword} <x> & ]]> \u0001`);
    const { doc } = await feedDocument(`?q=${hostileQuery}`);
    expect(doc.get("/rss/channel/title")!.content).toBe(`Keystone Talent jobs: "${keyword} <x> & ]]> "`);
  });

  it("answers 304 to its own ETag, and a new ETag after a job changes", async () => {
    const keyword = uniqueKeyword();
    await createJob({ title: `${keyword} Engineer` });
    const first = await feed(`?q=${keyword}`);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    const again = await get(feedRoute.loader, `/jobs/feed?q=${keyword}`, {}, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    await createJob({ title: `${keyword} Surveyor` });
    expect((await get(feedRoute.loader, `/jobs/feed?q=${keyword}`, {}, etag)).status).toBe(200);
  });

  it("is a 404 for a company that does not exist, and an empty feed for a search with no match", async () => {
    expect((await feed("?company=999999999")).status).toBe(404);
    expect((await feedDocument(`?q=${uniqueKeyword()}`)).items).toHaveLength(0);
  });
});

describe("xmlText", () => {
  it("escapes markup and drops what XML 1.0 cannot hold, keeping every other character", () => {
    expect(xmlText(`<a href="x">&amp; ]]> 'b'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;amp; ]]&gt; &apos;b&apos;&lt;/a&gt;");
    expect(xmlText("a\u0000\u0001\u0008\u000B\u000C\u000E\u001F\uD800-\uDFFF\uFFFE\uFFFFb")).toBe("a-b");
    expect(xmlText("tab\tline\ncr\r é 中 😀 \u007F \uFFFD")).toBe("tab\tline\ncr\r é 中 😀 \u007F \uFFFD");
    // A lone half of a pair goes; a whole pair stays.
    expect(xmlText("\uD83D x \uDE00 y \uD83D\uDE00")).toBe(" x  y 😀");
  });
});

describe("the sitemaps' schemas", () => {
  it("refuse what the protocol refuses, so that passing them means something", () => {
    const urlset = (body: string) => parse(`<urlset xmlns="${SITEMAP_NS}">${body}</urlset>`);
    expect(() =>
      urlsetSchema.validate(urlset(`<url><loc>${SITE}/jobs/1</loc><lastmod>2026-01-02T03:04:05.678Z</lastmod></url>`)),
    ).not.toThrow();
    for (const bad of [
      "",
      "<url><loc>/jobs/1</loc></url>",
      `<url><loc>${SITE}/jobs/1</loc><lastmod>yesterday</lastmod></url>`,
      `<url><lastmod>2026-01-02</lastmod><loc>${SITE}/jobs/1</loc></url>`,
      `<url><loc>${SITE}/jobs/1</loc><priority>2</priority></url>`,
    ]) {
      expect(() => urlsetSchema.validate(urlset(bad)), bad).toThrow();
    }
    expect(() => indexSchema.validate(parse(`<sitemapindex xmlns="${SITEMAP_NS}"/>`))).toThrow();
    expect(() => urlsetSchema.validate(parse(`<urlset><url><loc>${SITE}/jobs/1</loc></url></urlset>`))).toThrow();
  });
});

describe("GET /robots.txt", () => {
  it("allows all but the API, account and employer pages, and names the sitemap", async () => {
    const response = await get(robotsRoute.loader, "/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const path of [
      "/api/",
      "/profile",
      "/settings",
      "/my-applications",
      "/saved-jobs",
      "/posted-jobs",
      "/post-job",
      "/login?",
      "/register?",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The board, the jobs, the feeds and the marketing pages stay open to crawlers.
    for (const open of ["/jobs", "/jobs/", "/employers", "/sitemaps/"]) expect(lines).not.toContain(`Disallow: ${open}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("the sitemaps", () => {
  it("index the pages' sitemap and one sitemap per 10,000 job ids that hold an open job", async () => {
    expect(JOBS_PER_SITEMAP).toBe(10_000);
    const open = await createJob();
    // Files by id: 1 holds (0, 10,000], 2 (10,000, 20,000], 3 (20,000, 30,000].
    const lastOfFirst = await createJob({ id: 10_000 });
    const firstOfSecond = await createJob({ id: 10_001, closed_at: new Date().toISOString() });
    const third = await createJob({ id: 20_001 });
    const closedFourth = await createJob({ id: 30_001, closed_at: new Date().toISOString() });

    const { locs } = await sitemapDocument(await get(sitemapIndexRoute.loader, "/sitemap.xml"), "sitemapindex");
    // File 2 has only a closed job and file 4 none open: neither is listed.
    expect(locs).toEqual([`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/jobs-1.xml`, `${SITE}/sitemaps/jobs-3.xml`]);

    const first = await sitemapDocument(await sitemap("jobs-1.xml"), "urlset");
    expect(first.locs).toContain(`${SITE}/jobs/${open.id}`);
    expect(first.locs.at(-1)).toBe(`${SITE}/jobs/${lastOfFirst.id}`);
    expect(first.locs).not.toContain(`${SITE}/jobs/${firstOfSecond.id}`);
    const lastmods = texts(first.doc.find("/s:urlset/s:url/s:lastmod", ns));
    expect(lastmods).toHaveLength(first.locs.length);
    const row = await db.selectFrom("jobs").select("updated_at").where("id", "=", open.id).executeTakeFirstOrThrow();
    expect(lastmods[first.locs.indexOf(`${SITE}/jobs/${open.id}`)]).toBe(row.updated_at);

    expect((await sitemapDocument(await sitemap("jobs-3.xml"), "urlset")).locs).toEqual([`${SITE}/jobs/${third.id}`]);
    expect((await sitemap("jobs-2.xml")).status).toBe(404);
    expect((await sitemap("jobs-4.xml")).status).toBe(404);
    expect(closedFourth.closed_at).not.toBeNull();
  });

  it("drop a job from its file once it closes, and bump its lastmod when it changes", async () => {
    const job = await createJob({ title: "Hydrologist" });
    await db
      .updateTable("jobs")
      .set({ updated_at: "2020-01-01T00:00:00.000Z" } as never)
      .where("id", "=", job.id)
      .execute();
    await db.updateTable("jobs").set({ title: "Senior Hydrologist" }).where("id", "=", job.id).execute();
    const file = `jobs-${Math.ceil(job.id / JOBS_PER_SITEMAP)}.xml`;
    const { doc } = await sitemapDocument(await sitemap(file), "urlset");
    const entry = doc.find("/s:urlset/s:url", ns).find((url) => url.get("s:loc", ns)!.content === `${SITE}/jobs/${job.id}`)!;
    expect(entry.get("s:lastmod", ns)!.content > "2020-01-01T00:00:00.000Z").toBe(true);

    await db.updateTable("jobs").set({ closed_at: new Date().toISOString() }).where("id", "=", job.id).execute();
    const after = await sitemap(file);
    // Its file is gone (404) when it held no other open job.
    if (after.status !== 404) expect((await sitemapDocument(after, "urlset")).locs).not.toContain(`${SITE}/jobs/${job.id}`);
  });

  it("list the pages: home, the board, the marketing pages, the privacy page, and each company with open jobs", async () => {
    const hiring = await createCompany();
    await createJob({ company: hiring });
    const idle = await createCompany();
    const { locs } = await sitemapDocument(await sitemap("pages.xml"), "urlset");
    for (const path of [
      "/",
      "/jobs",
      "/employers",
      "/employer",
      "/healthcare",
      "/project-management",
      "/civil-engineer-recruiters",
      "/physician-recruiters",
      "/privacy",
    ]) {
      expect(locs).toContain(`${SITE}${path}`);
    }
    expect(locs).toContain(`${SITE}/companies/${hiring.slug}`);
    expect(locs).not.toContain(`${SITE}/companies/${idle.slug}`);
    expect(locs.filter((loc) => loc.includes("?company="))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("refuse any other name with a 404", async () => {
    for (const name of [
      "jobs-0.xml",
      "jobs-01.xml",
      "jobs--1.xml",
      "jobs-1.xml.gz",
      "jobs-1",
      "jobs-x.xml",
      "pages",
      "Pages.xml",
      "../sitemap.xml",
      "jobs-9999999999.xml",
    ]) {
      expect((await sitemap(name)).status, name).toBe(404);
    }
  });

  it("answer 304 to their own ETags", async () => {
    await createJob();
    for (const [loader, path, params] of [
      [sitemapIndexRoute.loader, "/sitemap.xml", {}],
      [sitemapRoute.loader, "/sitemaps/pages.xml", { name: "pages.xml" }],
      [sitemapRoute.loader, "/sitemaps/jobs-1.xml", { name: "jobs-1.xml" }],
      [robotsRoute.loader, "/robots.txt", {}],
    ] as const) {
      const etag = (await get(loader, path, params)).headers.get("ETag")!;
      expect(etag, path).toMatch(/^W\/".+"$/);
      const again = await get(loader, path, params, etag);
      expect(again.status, path).toBe(304);
    }
  });
});

describe("what pages tell search engines", () => {
  type JobsMetaArgs = Parameters<typeof jobsPage.meta>[0];
  const jobsMeta = (query: string) => {
    // The loader's data as app/routes/jobs._index.server.ts makes it.
    const { search } = readJobSearch(new URLSearchParams(query));
    const companyName = search.company ? "Acme" : null;
    const data = {
      search,
      companyName,
      robots: isIndexedJobSearch(search) ? [] : [NOINDEX_FOLLOW],
      feed: { title: jobFeedTitle(search, companyName), path: jobFeedPath(search) },
    };
    return jobsPage.meta({ data } as unknown as JobsMetaArgs) as Record<string, string>[];
  };
  const robots = (meta: Record<string, string>[]) => meta.filter((tag) => tag.name === "robots");

  it("marks filtered, keyword and paged /jobs pages noindex, follow, but not the board (a company's jobs are indexed at its page)", () => {
    expect(robots(jobsMeta(""))).toEqual([]);
    for (const query of [
      "company=7",
      "q=engineer",
      "location=Austin",
      "discipline=Civil+Engineering",
      "remote=true",
      "remote=false",
      "page=2",
      "company=7&page=2",
      "company=7&remote=true",
      "q=x&company=7",
      "salary=40000",
      "salary=200000",
      "posted=1",
      "posted=7",
      "posted=30",
      "company=7&salary=100000",
      "company=7&posted=7",
      "q=engineer&sort=newest",
      "location=Austin&sort=newest",
    ]) {
      expect(robots(jobsMeta(query)), query).toEqual([{ name: "robots", content: "noindex, follow" }]);
    }
  });

  it("has no /jobs page for a sort alone: it redirects to the board, which is indexed", async () => {
    for (const query of ["sort=newest", "sort=relevance", "q=engineer&sort=relevance"]) {
      const response = await callLoader(jobsPage.loader, `/jobs?${query}`);
      expect(response.status, query).toBe(302);
    }
    expect((await callLoader(jobsPage.loader, "/jobs?sort=newest")).headers.get("Location")).toBe("/jobs");
    expect((await callLoader(jobsPage.loader, "/jobs?q=engineer&sort=relevance")).headers.get("Location")).toBe("/jobs?q=engineer");
  });

  it("marks a specialization page searched with a keyword noindex, follow, but not the page itself", async () => {
    type MarketingMetaArgs = Parameters<typeof marketingPage.meta>[0];
    const meta = async (path: string) => {
      const params = { page: "project-management" };
      const data = await (await callLoader(marketingPage.loader, path, params)).json();
      return marketingPage.meta({ data, params } as unknown as MarketingMetaArgs) as Record<string, string>[];
    };
    expect(robots(await meta("/project-management"))).toEqual([]);
    expect(robots(await meta("/project-management?q="))).toEqual([]);
    expect(robots(await meta("/project-management?q=scheduler"))).toEqual([{ name: "robots", content: "noindex, follow" }]);
  });

  it("links each /jobs page to the feed of its search", () => {
    const link = (query: string) => jobsMeta(query).find((tag) => tag.rel === "alternate");
    expect(link("")).toMatchObject({
      tagName: "link",
      type: "application/rss+xml",
      href: "/jobs/feed",
      title: "Keystone Talent: newest jobs",
    });
    expect(link("q=bridge&discipline=Civil+Engineering&page=4")).toMatchObject({
      href: "/jobs/feed?q=bridge&discipline=Civil+Engineering",
      title: 'Keystone Talent jobs: "bridge", Civil Engineering',
    });
    expect(link("company=7")).toMatchObject({ href: "/jobs/feed?company=7", title: "Keystone Talent jobs: at Acme" });
  });

  it("marks /employers past its first page noindex, follow", () => {
    type EmployersMetaArgs = Parameters<typeof employersPage.meta>[0];
    const meta = (page: number) => employersPage.meta({ data: { page } } as unknown as EmployersMetaArgs) as Record<string, string>[];
    expect(robots(meta(1))).toEqual([]);
    expect(robots(meta(2))).toEqual([{ name: "robots", content: "noindex, follow" }]);
  });

  it("gives /jobs its search's clean query and /employers its page as the canonical path; other pages have their path", async () => {
    const canonical = async (loader: Parameters<typeof callLoader>[0], path: string) =>
      (await (await callLoader(loader, path)).json()).canonical;
    expect(await canonical(jobsPage.loader, "/jobs")).toBe("/jobs");
    expect(await canonical(jobsPage.loader, "/jobs?q=bridge&remote=true")).toBe("/jobs?q=bridge&remote=true");
    expect(await canonical(employersPage.loader, "/employers")).toBe("/employers");
    // Another form of the same search is redirected to the canonical one before any page is made.
    expect((await callLoader(jobsPage.loader, "/jobs?remote=true&q=bridge&utm_source=x")).headers.get("Location")).toBe(
      "/jobs?q=bridge&remote=true",
    );
  });

  it("gives the root layout the site's origin for the canonical link", async () => {
    const response = await callLoader(root.loader, "/jobs");
    expect((await response.json()).siteUrl).toBe(SITE);
  });
});
