// Job titles as boards write them: a catalogue title (disciplines/*.json), a level (levels.json)
// about half the time, sometimes a qualifier (arrangement-qualifiers.json and the disciplines').
import arrangementQualifiers from "./arrangement-qualifiers.json";
import levels from "./levels.json";
import { draw, pick, pickFront, weighted, zipf, type Random, type Table } from "./weighted-draws";

export interface Level {
  prefix: string;
  suffix: string;
  /** Whether titles at this level take qualifiers such as " - Bridges" or " (PE)". */
  qualifiers: boolean;
  /** Pay relative to the discipline's mid-level median. */
  pay: number;
  /** 0 entry, 1 mid, 2 senior: which years and certifications the requirements ask for. */
  band: number;
  years: readonly string[];
}

/** The levels with how often each is drawn: about half of titles carry none. */
const LEVELS: Table<Level> = weighted(levels.levels);
const INTERN_LEVEL: Level = levels.intern;
const NO_LEVEL = levelNamed("", "");
const SENIOR = levelNamed("Senior", "");

function levelNamed(prefix: string, suffix: string): Level {
  const level = LEVELS.items.find((candidate) => candidate.prefix === prefix && candidate.suffix === suffix);
  if (!level) throw new Error(`levels.json has no level "${prefix}${suffix}"`);
  return level;
}

/** Title qualifiers for the work arrangement or the employment type: " (Remote)", " - Contract". */
const ARRANGEMENT_QUALIFIERS: Record<keyof typeof arrangementQualifiers, readonly string[]> = arrangementQualifiers;

/** A catalogue title, or a title with the skills a posting for it usually leads with. */
export type TitleEntry = string | { title: string; leadSkills: readonly string[] };

export interface Credentials {
  entry: readonly string[];
  senior: readonly string[];
}

export interface CatalogueTitle {
  base: string;
  /** "a" or "an" before the bare title. */
  article: string;
  hints: Table<string> | null;
  /** Takes "Senior", "Lead"... (not "Director of Construction", "Assistant Superintendent"). */
  prefixes: boolean;
  /** Takes "I", "II"... (engineers, designers, analysts, not managers). */
  numerals: boolean;
  /** Takes "Staff" (otherwise "Senior"). */
  technical: boolean;
  /** Takes "Junior" and "Entry-Level" (not "Superintendent", "Quality Manager"). */
  junior: boolean;
}

/** A discipline's titles, as chooseTitle draws them. */
export interface TitleCatalogue {
  titles: Table<CatalogueTitle>;
  interns: CatalogueTitle[];
  qualifiers: Table<string>;
  /** Credential qualifiers for entry-level and senior titles: " (EIT)", " (PE)". */
  titleCredentials: Credentials;
}

const FIXED_LEVEL =
  /^(Assistant|Chief|Director|Head|General|City|Project Executive|Program Director|Project Director)\b|Intern\b|Co-op\b|Lead$|Black Belt|in-Training/;
const SUPERVISORY_TITLES = /(Manager|Director|Superintendent|Executive|Representative|Foreman|Architect|Master)$/;
const NUMERAL_TITLES =
  /(Engineer|Designer|Drafter|Analyst|Technician|Developer|Specialist|Scientist|Inspector|Estimator|Modeler|Detailer|Programmer|Planner)$/;
const TECHNICAL_TITLES = /(Engineer|Developer|Scientist|Analyst|Architect|Designer)$/;

/** "an" for a vowel sound: "an Electrical Engineer", "an MEP Coordinator", "an HVAC Designer" (but "a SCADA Engineer"). */
function articleFor(title: string): string {
  if (/^[AEIOU]/.test(title) && !/^(Uni|Use|One)/.test(title)) return "an";
  if (/^[FHLMNRSX][A-Z&/]/.test(title) && !/^SCADA/.test(title)) return "an";
  return "a";
}

export function catalogueTitle(entry: TitleEntry): CatalogueTitle {
  const [base, hints] = typeof entry === "string" ? [entry, null] : [entry.title, entry.leadSkills];
  const fixed = FIXED_LEVEL.test(base);
  return {
    base,
    article: articleFor(base),
    hints: hints ? zipf(hints, 0.8) : null,
    prefixes: !fixed,
    numerals: !fixed && NUMERAL_TITLES.test(base),
    technical: TECHNICAL_TITLES.test(base),
    junior: !SUPERVISORY_TITLES.test(base),
  };
}

/** Where and how the job is worked, which a title may say. */
export interface Terms {
  employmentType: string;
  isRemoteLocation: boolean;
  remote: boolean;
}

/** A job's title: a catalogue entry, a level, sometimes a qualifier; with the article before it ("a", "an"). */
export function chooseTitle(catalogue: TitleCatalogue, terms: Terms, random: Random) {
  const { employmentType, isRemoteLocation, remote } = terms;
  const intern = employmentType === "Internship";
  const entry = intern ? pick(catalogue.interns, random) : draw(catalogue.titles, random);
  let level = intern ? INTERN_LEVEL : draw(LEVELS, random);
  if (level.prefix === "Staff" && !entry.technical) level = SENIOR;
  if (
    (level.prefix && !entry.prefixes) ||
    (level.suffix && !entry.numerals) ||
    (level.band === 0 && level.prefix !== "Associate" && !entry.junior)
  ) {
    level = NO_LEVEL;
  }
  const prefix = level.prefix;
  let title = prefix ? `${prefix} ${entry.base}` : entry.base;
  if (level.suffix) title += ` ${level.suffix}`;
  // Qualifiers go with no level or a common one ("Senior Civil Engineer - Bridges", not "Associate ... IV - Bridges").
  const q = level.qualifiers ? random() : 1;
  if (employmentType !== "Full-time" && !intern && q < 0.2) {
    const type = employmentType === "Contract" ? "contract" : employmentType === "Temporary" ? "temporary" : "partTime";
    title += pickFront(ARRANGEMENT_QUALIFIERS[type], random);
  } else if (q < 0.045) title += draw(catalogue.qualifiers, random);
  else if (q < 0.06 && !intern) {
    const { entry: early, senior } = catalogue.titleCredentials;
    title += pickFront(level.band === 0 ? early : level.band === 2 ? senior : random() < 0.6 ? senior : early, random);
  } else if (q < 0.085) {
    title += pickFront(
      isRemoteLocation ? ARRANGEMENT_QUALIFIERS.remote : remote ? ARRANGEMENT_QUALIFIERS.hybrid : ARRANGEMENT_QUALIFIERS.onsite,
      random,
    );
  }
  const article = prefix ? (prefix === "Associate" || prefix === "Entry-Level" ? "an" : "a") : entry.article;
  return { title, article, entry, level, intern };
}
