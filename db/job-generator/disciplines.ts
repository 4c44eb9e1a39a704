// The generator's vocabulary per discipline (disciplines/*.json: lists in order of popularity on
// engineering job boards), the cities it posts in (locations.json), and the tables drawn from them.
import aerospaceEngineering from "./disciplines/aerospace-engineering.json";
import chemicalEngineering from "./disciplines/chemical-engineering.json";
import civilEngineering from "./disciplines/civil-engineering.json";
import constructionManagement from "./disciplines/construction-management.json";
import designAndDrafting from "./disciplines/design-and-drafting.json";
import electricalEngineering from "./disciplines/electrical-engineering.json";
import mechanicalEngineering from "./disciplines/mechanical-engineering.json";
import projectManagement from "./disciplines/project-management.json";
import qualityAssurance from "./disciplines/quality-assurance.json";
import softwareEngineering from "./disciplines/software-engineering.json";
import locations from "./locations.json";
import { SKILL_DUTIES } from "./postings";
import { compileAll, type Template } from "./templates";
import { catalogueTitle, type Credentials, type TitleCatalogue, type TitleEntry } from "./titles";
import { table, zipf, type Table } from "./weighted-draws";

export type Location = keyof typeof locations;

/** How many postings a city has on a general engineering board, and its pay relative to the national median. */
export const LOCATION_BASE: Record<Location, { weight: number; pay: number }> = locations;

export interface DisciplineData {
  /** Share of postings, in percent. */
  share: number;
  titles: readonly TitleEntry[];
  interns: readonly string[];
  /** Sector, specialty or shift qualifiers: " - Bridges", ", Water/Wastewater", " – Night Shift". */
  qualifiers: readonly string[];
  /** Credential qualifiers for entry-level and senior titles: " (EIT)", " (PE)". */
  titleCredentials: Credentials;
  skills: readonly string[];
  teams: readonly string[];
  missions: readonly string[];
  projects: readonly string[];
  partners: readonly string[];
  managers: readonly string[];
  fields: readonly string[];
  degrees: readonly string[];
  duties: readonly string[];
  /** Duties for a main skill that is software (skills.json): "Create 3D models and detailed drawings in {skill}". */
  toolDuties: readonly string[];
  certifications: Credentials;
  extras: readonly string[];
  /** Median mid-level salary, US dollars a year. */
  salary: number;
  /** Share of jobs outside "Remote" locations that still allow remote work. */
  remote: number;
  /** Multipliers on the locations' base weights. */
  locations: Partial<Record<Location, number>>;
}

/** Each discipline's vocabulary, by the discipline's name. */
export const DISCIPLINE_DATA = {
  "Civil Engineering": civilEngineering,
  "Mechanical Engineering": mechanicalEngineering,
  "Electrical Engineering": electricalEngineering,
  "Software Engineering": softwareEngineering,
  "Chemical Engineering": chemicalEngineering,
  "Aerospace Engineering": aerospaceEngineering,
  "Project Management": projectManagement,
  "Design and Drafting": designAndDrafting,
  "Construction Management": constructionManagement,
  "Quality Assurance": qualityAssurance,
} satisfies Record<string, DisciplineData>;

/** A discipline's vocabulary with its tables built and its templates compiled, once at load. */
export interface CompiledDiscipline<D extends string = string> extends TitleCatalogue {
  discipline: D;
  data: DisciplineData;
  skills: Table<string>;
  locations: Table<Location>;
  duties: Template[];
  toolDuties: Template[];
}

export function compileDiscipline<D extends string>(discipline: D, data: DisciplineData): CompiledDiscipline<D> {
  for (const city of Object.keys(data.locations)) {
    if (!(city in LOCATION_BASE)) throw new Error(`${discipline} weighs "${city}", which locations.json does not list`);
  }
  return {
    discipline,
    data,
    titles: zipf(data.titles.map(catalogueTitle), 1.1, 0.3),
    interns: data.interns.map(catalogueTitle),
    qualifiers: zipf(data.qualifiers, 1.2),
    titleCredentials: data.titleCredentials,
    skills: zipf(data.skills, 0.9, 0.5),
    locations: table(
      (Object.keys(LOCATION_BASE) as Location[]).map(
        (location) => [location, LOCATION_BASE[location].weight * (data.locations[location] ?? 1)] as const,
      ),
    ),
    duties: compileAll(data.duties),
    toolDuties: [...compileAll(data.toolDuties), ...SKILL_DUTIES],
  };
}
