import { Link } from "./link";
import { jobSearchQuery, type JobSearch } from "~/lib/job-search";
import type { LocationNote } from "~/server/search/places.server";

/** The words /jobs uses to say how it read a location (docs/product.md, "Places"). */
export const PLACE_NOTE_TEXT = {
  remote: "Showing remote jobs, wherever they are based.",
  radiusNeedsCity: "A distance needs a city we know, so none was applied.",
  state: (name: string) => `Showing jobs in ${name}.`,
  near: (miles: number, place: string) => `Showing jobs within ${miles} miles of ${place}.`,
  unknown: (typed: string) => `We don't know a place called “${typed}”.`,
} as const;

/** A line above the results: "Remote" read as remote jobs, a state, a distance, or a place the board does not know. */
export function PlaceNote({ note, search }: { note: LocationNote; search: JobSearch }) {
  const radiusDropped = "radiusDropped" in note && note.radiusDropped ? ` ${PLACE_NOTE_TEXT.radiusNeedsCity}` : "";
  switch (note.kind) {
    case "remote":
      return <p className="search-suggestion">{PLACE_NOTE_TEXT.remote}</p>;
    case "state":
      return <p className="search-suggestion">{PLACE_NOTE_TEXT.state(note.name) + radiusDropped}</p>;
    case "near":
      return <p className="search-suggestion">{PLACE_NOTE_TEXT.near(note.miles, note.place)}</p>;
    case "unknown":
      return (
        <p className="search-suggestion">
          {PLACE_NOTE_TEXT.unknown(note.typed)}
          {note.suggestion ? (
            <>
              {" "}
              Did you mean <Link to={`/jobs${jobSearchQuery({ ...search, location: note.suggestion, page: 1 })}`}>{note.suggestion}</Link>?
            </>
          ) : null}
          {radiusDropped}
        </p>
      );
  }
}
