/**
 * A search's location as the board reads it (db/places.ts has the rules and the gazetteer): the
 * words of "Remote" as the remote filter, a state's name as its code, a distance around a city as
 * the places near it that have open jobs. The job's side of the same rules is written with the
 * job (db/facet-words.ts), so the two agree.
 */
import { LRUCache } from "lru-cache";
import { jobSearchQuery, type JobSearch } from "~/lib/job-search";
import { nearestSpelling, placeLabel, placesWithin, readLocation, splitState, US_STATES, type Place } from "../../../db/places";
import type { JobFilters } from "./filters.server";
import { statements } from "./statements.server";

/**
 * The filters with their location read: "Remote" (and its kin) becomes the remote filter; a state,
 * its code ("Texas" finds "Austin, TX"); a city with a distance, the places within it that have
 * open jobs (`placeIds`); other words stay words, a state at their end as its code. A distance
 * around anything but a known city is dropped. Reading filters twice changes nothing.
 */
export function withPlace(filters: JobFilters): JobFilters {
  const { radius, ...rest } = filters;
  const read = filters.location?.trim() ? readLocation(filters.location) : undefined;
  if (!read) return rest;
  switch (read.kind) {
    case "remote":
      return { ...rest, location: undefined, remote: true };
    case "state":
      return { ...rest, location: read.state.toLowerCase() };
    case "place":
      if (radius) return { ...rest, location: undefined, placeIds: placesWithJobsNear(read.place, radius) };
      return { ...rest, location: wordsWithStateCode(filters.location!) };
    case "unknown":
      return { ...rest, location: wordsWithStateCode(filters.location!) };
  }
}

/** "Austin, Texas" as "Austin tx": the state the words end with, by its code, as the index holds it. */
function wordsWithStateCode(text: string): string {
  const { city, state } = splitState(text);
  return state ? `${city} ${state.toLowerCase()}` : text;
}

/** Places within a distance of a city, by city and miles: the same few cities are asked for again and again. */
const nearby = new LRUCache<string, number[]>({ max: 500 });

/** The ids of the places within `miles` of a place that have open jobs, ascending. */
export function placesWithJobsNear(center: Place, miles: number): number[] {
  const key = `${center.id} ${miles}`;
  let ids = nearby.get(key);
  if (!ids) {
    ids = placesWithin(center, miles).map((place) => place.id);
    nearby.set(key, ids);
  }
  return (statements().openPlacesAmong.all(JSON.stringify(ids)) as number[]).sort((a, b) => a - b);
}

/** What /jobs says of a search's location, above its results (docs/product.md, "Places"). */
export type LocationNote =
  | { kind: "remote" }
  | { kind: "state"; name: string; radiusDropped: boolean }
  | { kind: "near"; place: string; miles: number }
  | { kind: "unknown"; typed: string; suggestion?: string; radiusDropped: boolean };

/**
 * How the search read its location, when that is worth saying: "Remote" read as remote jobs, a
 * state, a distance around a city; a place the board does not know, when nothing was found or a
 * distance could not be used, with the nearest known spelling. Null for a city read as its words.
 */
export function locationNote(location: string, radius: number | null, found: number): LocationNote | null {
  const read = location.trim() ? readLocation(location) : undefined;
  if (!read) return null;
  switch (read.kind) {
    case "remote":
      return { kind: "remote" };
    case "state":
      return { kind: "state", name: US_STATES[read.state], radiusDropped: radius !== null };
    case "place":
      return radius ? { kind: "near", place: placeLabel(read.place), miles: radius } : null;
    case "unknown":
      if (found > 0 && !radius) return null;
      return { kind: "unknown", typed: location.trim(), suggestion: nearestSpelling(read), radiusDropped: radius !== null };
  }
}

/** The words /jobs uses to say how it read a location (docs/product.md, "Places"). */
export const PLACE_NOTE_TEXT = {
  remote: "Showing remote jobs, wherever they are based.",
  radiusNeedsCity: "A distance needs a city we know, so none was applied.",
  state: (name: string) => `Showing jobs in ${name}.`,
  near: (miles: number, place: string) => `Showing jobs within ${miles} miles of ${place}.`,
  unknown: (typed: string) => `We don't know a place called “${typed}”.`,
} as const;

/**
 * A location note as the page shows it, worked out here so that the browser's bundle holds none of
 * its words: its text, and for an unknown place the nearest spelling as a link to the same search
 * there ("Did you mean …?"), then what follows it.
 */
export type LocationNoteView = LocationNote & { text: string; suggestionHref?: string; after: string };

export function locationNoteView(note: LocationNote | null, search: JobSearch): LocationNoteView | null {
  if (!note) return null;
  const radiusDropped = "radiusDropped" in note && note.radiusDropped ? ` ${PLACE_NOTE_TEXT.radiusNeedsCity}` : "";
  switch (note.kind) {
    case "remote":
      return { ...note, text: PLACE_NOTE_TEXT.remote, after: "" };
    case "state":
      return { ...note, text: PLACE_NOTE_TEXT.state(note.name) + radiusDropped, after: "" };
    case "near":
      return { ...note, text: PLACE_NOTE_TEXT.near(note.miles, note.place), after: "" };
    case "unknown":
      return {
        ...note,
        text: PLACE_NOTE_TEXT.unknown(note.typed),
        ...(note.suggestion ? { suggestionHref: `/jobs${jobSearchQuery({ ...search, location: note.suggestion, page: 1 })}` } : {}),
        after: radiusDropped,
      };
  }
}
