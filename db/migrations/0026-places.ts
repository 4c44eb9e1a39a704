// Places (db/places.ts): a job's location resolved once, when it is written, to a place of the
// gazetteer and its state.
//
// - The keyword index is made again, for its location facet words now hold the place
//   (kg<place id>) and the state's code where the location names the state in full or only by its
//   city (db/facet-words.ts). Like migration 0023, it reads every open job's description once.
// - open_job_places counts the open jobs at each place, kept by triggers, so that a search within
//   some miles of a city asks the index only for the places near it that have jobs.
// - A job alert keeps the search's distance too, 0 for none.
//
// place_of() is the SQL function db/facet-words.ts registers on each connection; the gazetteer is a
// package pinned to one version, so a place's id for a location stays the same.
import { facets } from "./0023-discipline-and-work-type-facet";

const countOpenJob = (row: string) => /* sql */ `
  INSERT INTO open_job_places (place_id, open_jobs) SELECT place_of(${row}.location), 1
  WHERE ${row}.closed_at IS NULL AND place_of(${row}.location) IS NOT NULL
  ON CONFLICT (place_id) DO UPDATE SET open_jobs = open_jobs + 1;`;

const uncountOpenJob = (row: string) => /* sql */ `
  UPDATE open_job_places SET open_jobs = open_jobs - 1
  WHERE ${row}.closed_at IS NULL AND place_id = place_of(${row}.location);`;

export const sql = /* sql */ `
INSERT INTO jobs_fts (jobs_fts) VALUES ('delete-all');
INSERT INTO jobs_fts (rowid, title, description, company_name, facets)
SELECT jobs.id, jobs.title, jobs.description, (SELECT name FROM companies WHERE id = jobs.company_id), ${facets("jobs")}
FROM jobs WHERE jobs.closed_at IS NULL ORDER BY jobs.id;

CREATE TABLE open_job_places (
  place_id INTEGER PRIMARY KEY,
  open_jobs INTEGER NOT NULL CHECK (open_jobs >= 0)
);

INSERT INTO open_job_places (place_id, open_jobs)
SELECT place_of(location) AS place, count(*) FROM jobs
WHERE closed_at IS NULL AND place IS NOT NULL GROUP BY place;

CREATE TRIGGER open_job_places_after_insert AFTER INSERT ON jobs BEGIN${countOpenJob("new")}
END;

CREATE TRIGGER open_job_places_after_update AFTER UPDATE OF location, closed_at ON jobs BEGIN${uncountOpenJob("old")}${countOpenJob("new")}
END;

CREATE TRIGGER open_job_places_after_delete AFTER DELETE ON jobs BEGIN${uncountOpenJob("old")}
END;

ALTER TABLE job_alerts ADD COLUMN radius_miles INTEGER NOT NULL DEFAULT 0;
DROP INDEX job_alerts_by_search;
CREATE UNIQUE INDEX job_alerts_by_search ON job_alerts (user_id, keywords, location, discipline, remote, salary_at_least, radius_miles);
`;
