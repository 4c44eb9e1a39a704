/**
 * A search's location as the board reads it (db/places.ts has the rules and the gazetteer): the
 * words of "Remote" as the remote filter, a state's name as its code, a distance around a city as
 * the places near it that have open jobs. The job's side of the same rules is written with the
 * job (db/facet-words.ts), so the two agree. What /jobs says of it is suggestions.server.ts's.
 */
import { LRUCache } from "lru-cache";
import { placesWithin, readLocation, splitState, type Place } from "../../../db/places";
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
