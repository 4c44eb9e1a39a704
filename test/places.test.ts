// Places: how a location is read (db/places.ts), and what a search by place finds through the API,
// /jobs, the feed and job alerts (app/server/search/places.server.ts). Austin's neighbours, by
// GeoNames' coordinates: Rollingwood 2.9 miles, Round Rock 17.1, San Marcos 29.1, New Braunfels
// 45.2, San Antonio 74.
import { beforeAll, describe, expect, it } from "vitest";
import { milesBetween, placesWithin, readLocation } from "../db/places";
import type { Job } from "~/lib/jobs";
import * as searchApi from "~/routes/api.jobs.search";
import * as jobsApi from "~/routes/api.jobs._index";
import * as jobsFeed from "~/routes/jobs.feed";
import { jobsLoader } from "~/routes/jobs._index.server";
import { db, sqlite } from "~/server/db.server";
import { alertForSearch, describeSearch, listAlerts, saveAlert, searchOfAlert } from "~/server/job-alerts.server";
import { newJobSummaries } from "~/server/jobs.server";
import { nearestSpelling } from "~/server/search/suggestions.server";
import { callLoader } from "./helpers";
import { createCandidate, createCompany, createJob } from "./factories";

const KEYWORD = "zircaloy";

/** The jobs of this file's searches, by where they are. */
const PLACES = {
  austin: { location: "Austin, TX", remote: 0 },
  rollingwood: { location: "Rollingwood, TX", remote: 0 },
  roundRock: { location: "Round Rock, Texas", remote: 0 },
  sanMarcos: { location: "San Marcos, TX", remote: 0 },
  newBraunfels: { location: "New Braunfels, TX", remote: 0 },
  sanAntonio: { location: "San Antonio, TX", remote: 0 },
  houstonRemote: { location: "Houston, TX", remote: 1 },
  remoteUs: { location: "Remote (US)", remote: 1 },
  anywhere: { location: "Anywhere", remote: 1 },
  seattle: { location: "Seattle, WA", remote: 0 },
  washingtonDc: { location: "Washington, DC", remote: 0 },
  austinMinnesota: { location: "Austin, MN", remote: 0 },
} as const;
type PlaceName = keyof typeof PLACES;

const ids = {} as Record<PlaceName, number>;
const names = new Map<number, PlaceName>();

beforeAll(async () => {
  const company = await createCompany({ name: "Placewise Engineering" });
  for (const [name, fields] of Object.entries(PLACES) as [PlaceName, (typeof PLACES)[PlaceName]][]) {
    const job = await createJob({ company, title: `Zircaloy Engineer (${name})`, ...fields });
    ids[name] = job.id;
    names.set(job.id, name);
  }
});

const placesOf = (jobs: { id: number }[]) => jobs.map((job) => names.get(job.id)).sort();
const sorted = (...list: PlaceName[]) => [...list].sort();

async function apiSearch(query: string): Promise<{ status: number; places: (PlaceName | undefined)[]; body: unknown }> {
  const response = await callLoader(searchApi.loader, `/api/jobs/search?q=${KEYWORD}&pageSize=50&${query}`);
  const body = await response.json();
  return { status: response.status, places: response.ok ? placesOf(body as Job[]) : [], body };
}

async function jobsPage(query: string) {
  const response = await callLoader(jobsLoader, `/jobs?q=${KEYWORD}&${query}`);
  expect(response.status).toBe(200);
  const data = await response.json();
  return { places: placesOf(data.jobs), note: data.place, total: data.total };
}

describe("reading a location", () => {
  it("reads a state by its name or its code, and a city with or without its state", () => {
    expect(readLocation("Texas")).toEqual({ kind: "state", state: "TX" });
    expect(readLocation("tx")).toEqual({ kind: "state", state: "TX" });
    expect(readLocation("New York State")).toEqual({ kind: "state", state: "NY" });
    expect(readLocation("Washington")).toEqual({ kind: "state", state: "WA" });
    for (const typed of ["Austin, TX", "Austin Texas", "austin", "AUSTIN, texas"]) {
      expect(readLocation(typed)).toMatchObject({ kind: "place", place: { name: "Austin", state: "TX" } });
    }
    expect(readLocation("Austin, MN")).toMatchObject({ kind: "place", place: { name: "Austin", state: "MN" } });
    // The city people mean by these names, not the state or the GeoNames spelling.
    expect(readLocation("New York")).toMatchObject({ kind: "place", place: { name: "New York", state: "NY" } });
    expect(readLocation("Washington, DC")).toMatchObject({ kind: "place", place: { name: "Washington", state: "DC" } });
    expect(readLocation("St. Louis")).toMatchObject({ kind: "place", place: { name: "St. Louis", state: "MO" } });
    expect(readLocation("Saint Louis, MO")).toMatchObject({ kind: "place", place: { name: "St. Louis", state: "MO" } });
    expect(readLocation("Raleigh North Carolina")).toMatchObject({ kind: "place", place: { name: "Raleigh", state: "NC" } });
  });

  it("reads Remote and its kin as remote work", () => {
    for (const typed of [
      "Remote",
      "remote",
      "Remote (US)",
      "REMOTE - USA",
      "Anywhere",
      "work from home",
      "Work-from-home",
      "WFH",
      "telecommute",
    ]) {
      expect(readLocation(typed), typed).toEqual({ kind: "remote" });
    }
    expect(readLocation("Remote Alaska")).not.toEqual({ kind: "remote" });
  });

  it("says a place is unknown, and suggests the nearest known spelling", () => {
    expect(readLocation("Austni")).toEqual({ kind: "unknown", city: "austni" });
    expect(nearestSpelling({ city: "austni" })).toBe("Austin, TX");
    expect(nearestSpelling({ city: "austni", state: "MN" })).toBe("Austin, MN");
    expect(nearestSpelling({ city: "pittsburg", state: "PA" })).toBe("Pittsburgh, PA");
    expect(nearestSpelling({ city: "texsa" })).toBe("Texas");
    expect(nearestSpelling({ city: "bay area" })).toBeUndefined();
    expect(nearestSpelling({ city: "zzqx" })).toBeUndefined();
  });

  it("measures distances between places", () => {
    const austin = readLocation("Austin, TX");
    const roundRock = readLocation("Round Rock, TX");
    if (austin?.kind !== "place" || roundRock?.kind !== "place") throw new Error("Austin and Round Rock are places");
    expect(milesBetween(austin.place, roundRock.place)).toBeCloseTo(17.1, 0);
    const within10 = placesWithin(austin.place, 10).map((place) => place.name);
    expect(within10).toContain("Rollingwood");
    expect(within10).not.toContain("Round Rock");
    expect(placesWithin(austin.place, 50).map((place) => place.name)).toEqual(
      expect.arrayContaining(["Round Rock", "San Marcos", "New Braunfels"]),
    );
    expect(placesWithin(austin.place, 50).map((place) => place.name)).not.toContain("San Antonio");
  });
});

describe("a search by place, in the API", () => {
  it("finds a state's jobs by its name or its code, whichever the job's location uses", async () => {
    const texas = sorted("austin", "rollingwood", "roundRock", "sanMarcos", "newBraunfels", "sanAntonio", "houstonRemote");
    expect((await apiSearch("location=Texas")).places).toEqual(texas);
    expect((await apiSearch("location=TX")).places).toEqual(texas);
    expect((await apiSearch("location=texas")).places).toEqual(texas);
    // Washington is the state; Washington, DC is the city.
    expect((await apiSearch("location=Washington")).places).toEqual(["seattle"]);
    expect((await apiSearch("location=Washington%2C%20DC")).places).toEqual(["washingtonDc"]);
  });

  it("reads Remote, Anywhere and Work from home as the remote filter", async () => {
    const remote = sorted("houstonRemote", "remoteUs", "anywhere");
    for (const typed of ["Remote", "anywhere", "Work from home", "Remote (US)"]) {
      expect((await apiSearch(`location=${encodeURIComponent(typed)}`)).places, typed).toEqual(remote);
    }
    // In the listing without keywords too.
    const listed = await callLoader(jobsApi.loader, "/api/jobs?location=remote&pageSize=100");
    const jobs = (await listed.json()) as Job[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((job) => job.remote)).toBe(true);
  });

  it("finds the places within 10 and 50 miles of a city, and only its own place without a distance", async () => {
    expect((await apiSearch("location=Austin%2C%20TX&radius=10")).places).toEqual(sorted("austin", "rollingwood"));
    expect((await apiSearch("location=Austin%2C%20TX&radius=50")).places).toEqual(
      sorted("austin", "rollingwood", "roundRock", "sanMarcos", "newBraunfels"),
    );
    // Houston is 146 miles away.
    expect((await apiSearch("location=Austin%2C%20TX&radius=100")).places).toEqual(
      sorted("austin", "rollingwood", "roundRock", "sanMarcos", "newBraunfels", "sanAntonio"),
    );
    expect((await apiSearch("location=Austin%2C%20TX")).places).toEqual(["austin"]);
    // "Austin" alone is the words, in any state, as before; with a distance, the largest Austin.
    expect((await apiSearch("location=Austin")).places).toEqual(sorted("austin", "austinMinnesota"));
    expect((await apiSearch("location=Austin&radius=10")).places).toEqual(sorted("austin", "rollingwood"));
    // Without keywords, newest first.
    const listed = await callLoader(jobsApi.loader, "/api/jobs?location=Round%20Rock%2C%20TX&radius=25&pageSize=100");
    expect(placesOf((await listed.json()) as Job[]).filter(Boolean)).toEqual(sorted("austin", "rollingwood", "roundRock"));
  });

  it("refuses a distance it does not offer, naming the ones it does", async () => {
    const { status, body } = await apiSearch("location=Austin&radius=30");
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain("radius must be one of: 10, 25, 50, 100 (miles)");
  });

  it("finds nothing at an unknown place, and nothing around it", async () => {
    expect((await apiSearch("location=Austni")).places).toEqual([]);
    expect((await apiSearch("location=Austni&radius=25")).places).toEqual([]);
  });

  it("follows a job that moves, or closes, in and out of a distance", async () => {
    const job = await createJob({ title: "Zircaloy Engineer (moving)", location: "Pflugerville, TX" });
    names.set(job.id, "austin");
    const near = async () => (await apiSearch("location=Austin%2C%20TX&radius=25")).body as Job[];
    expect((await near()).some((found) => found.id === job.id)).toBe(true);
    await db.updateTable("jobs").set({ location: "El Paso, TX" }).where("id", "=", job.id).execute();
    expect((await near()).some((found) => found.id === job.id)).toBe(false);
    await db.updateTable("jobs").set({ location: "Pflugerville, Texas" }).where("id", "=", job.id).execute();
    expect((await near()).some((found) => found.id === job.id)).toBe(true);
    await db.updateTable("jobs").set({ closed_at: new Date().toISOString() }).where("id", "=", job.id).execute();
    expect((await near()).some((found) => found.id === job.id)).toBe(false);
    names.delete(job.id);
    // The tally of open jobs a place holds follows every change.
    const tallied = sqlite.prepare("SELECT open_jobs FROM open_job_places WHERE place_id = ?").pluck();
    const pflugerville = readLocation("Pflugerville, TX");
    if (pflugerville?.kind !== "place") throw new Error("Pflugerville is a place");
    expect(tallied.get(pflugerville.place.id)).toBe(0);
  });
});

describe("a search by place, on /jobs, in the feed and in alerts", () => {
  it("says how it read the place", async () => {
    expect(await jobsPage("location=Remote")).toMatchObject({ note: { kind: "remote" } });
    expect(await jobsPage("location=Texas")).toMatchObject({ note: { kind: "state", name: "Texas", radiusDropped: false } });
    expect(await jobsPage("location=Texas&radius=25")).toMatchObject({ note: { kind: "state", name: "Texas", radiusDropped: true } });
    expect(await jobsPage("location=Austin%2C+TX&radius=10")).toMatchObject({
      places: sorted("austin", "rollingwood"),
      note: { kind: "near", place: "Austin, TX", miles: 10 },
    });
    expect(await jobsPage("location=Austin%2C+TX")).toMatchObject({ places: ["austin"], note: null });
    expect(await jobsPage("location=Austni")).toMatchObject({
      total: 0,
      note: { kind: "unknown", typed: "Austni", suggestion: "Austin, TX", radiusDropped: false },
    });
    // In the page's words, worked out by the loader.
    expect((await jobsPage("location=Texas&radius=25")).note.text).toBe(
      "Showing jobs in Texas. A distance needs a city we know, so none was applied.",
    );
    expect((await jobsPage("location=Austni&radius=25")).note).toMatchObject({
      text: "We don't know a place called “Austni”.",
      suggestionHref: `/jobs?q=${KEYWORD}&location=Austin%2C+TX&radius=25`,
      after: " A distance needs a city we know, so none was applied.",
    });
  });

  it('offers "Did you mean" by the place as read: a misspelt keyword with Work from home is corrected among the remote jobs', async () => {
    const response = await callLoader(jobsLoader, "/jobs?q=zircalloy&location=work+from+home");
    expect((await response.json()).suggestion).toBe(KEYWORD);
  });

  it("keeps the distance in the page's address only with a place, and drops one it does not offer", async () => {
    const noPlace = await callLoader(jobsLoader, `/jobs?q=${KEYWORD}&radius=25`);
    expect(noPlace.status).toBe(302);
    expect(noPlace.headers.get("Location")).toBe(`/jobs?q=${KEYWORD}`);
    const unknown = await callLoader(jobsLoader, `/jobs?q=${KEYWORD}&location=Austin&radius=7`);
    expect(unknown.headers.get("Location")).toBe(`/jobs?q=${KEYWORD}&location=Austin`);
  });

  it("feeds the jobs within a distance", async () => {
    const response = await callLoader(jobsFeed.loader, `/jobs/feed?q=${KEYWORD}&location=Austin%2C+TX&radius=10`);
    const xml = await response.text();
    expect(xml).toContain("Zircaloy Engineer (rollingwood)");
    expect(xml).toContain("Zircaloy Engineer (austin)");
    expect(xml).not.toContain("Zircaloy Engineer (roundRock)");
  });

  it("sends an alert the new jobs within its distance", async () => {
    const filters = { q: KEYWORD, location: "Austin, TX", radius: 50 };
    const found = await newJobSummaries(filters, 0, Number.MAX_SAFE_INTEGER, 50);
    expect(placesOf(found)).toEqual(sorted("austin", "rollingwood", "roundRock", "sanMarcos", "newBraunfels"));
    const since = await newJobSummaries(filters, ids.sanMarcos, Number.MAX_SAFE_INTEGER, 50);
    expect(placesOf(since)).toEqual(["newBraunfels"]);
  });

  it("keeps an alert's distance: the same place with and without one are two alerts", async () => {
    const {
      user: { id },
    } = await createCandidate();
    const near = { q: KEYWORD, location: "Austin, TX", radius: 25, discipline: "" as const, remote: "any" as const, salary: null };
    expect(await saveAlert(id, near, "daily")).toBe(true);
    expect(await alertForSearch(id, near)).toMatchObject({ frequency: "daily" });
    expect(await alertForSearch(id, { ...near, radius: null })).toBeNull();
    expect(await saveAlert(id, { ...near, radius: null }, "weekly")).toBe(true);
    const alerts = await listAlerts(id);
    expect(alerts.map((alert) => searchOfAlert(alert).radius).sort()).toEqual([25, null]);
    expect(describeSearch(near)).toBe(`"${KEYWORD}" within 25 miles of Austin, TX`);
  });
});
