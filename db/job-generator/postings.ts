// What every discipline's postings share: the text (posting-text.json), compiled once; the shapes
// of a posting (posting-shapes.json); and the skills (skills.json).
import text from "./posting-text.json";
import shapes from "./posting-shapes.json";
import skills from "./skills.json";
import { compileAll } from "./templates";
import { table, weighted, zipf, type Table } from "./weighted-draws";

export const INTRO = compileAll(text.intro);
export const INTRO_MORE = compileAll(text.introMore);
export const ABOUT = compileAll(text.about);
export const WORK_ARRANGEMENT = {
  remote: compileAll(text.workArrangement.remote),
  hybrid: compileAll(text.workArrangement.hybrid),
  onsite: compileAll(text.workArrangement.onsite),
};
export const DUTY_HEADERS: readonly string[] = text.dutyHeaders;
export const GENERIC_DUTIES = compileAll(text.genericDuties);
/** The generic duty entry-level postings leave out. */
export const MENTORING = GENERIC_DUTIES.findIndex((duty) => duty.parts[0].startsWith("Mentor"));
/** Duties that read well whatever the skill: a tool, a standard or a practice. */
export const SKILL_DUTIES = compileAll(text.skillDuties);
export const REQUIREMENT_HEADERS: readonly string[] = text.requirementHeaders;
export const DEGREE_LINES = compileAll(text.degreeLines);
export const STUDENT_LINES = compileAll(text.studentLines);
export const YEARS_LINES = compileAll(text.yearsLines);
export const ENTRY_YEARS_LINES = compileAll(text.entryYearsLines);
export const MAIN_SKILL_LINES = compileAll(text.mainSkillLines);
export const SKILL_LIST_LINES = compileAll(text.skillListLines);
export const SOFT_REQUIREMENTS: readonly string[] = text.softRequirements;
export const PREFERRED_HEADERS: readonly string[] = text.preferredHeaders;
export const PREFERRED_SKILL_LINES = compileAll(text.preferredSkillLines);
/** Empty headers leave the benefits paragraph without one. */
export const BENEFIT_HEADERS: readonly string[] = text.benefitHeaders;
export const BENEFITS: readonly string[] = text.benefits;
export const PAY_LINES = compileAll(text.payLines);
export const CLOSINGS = compileAll(text.closings);

/** A posting's shape: how many sentences and bullets it has, and how often each optional part appears. */
export interface Shape {
  /** "short", "standard" or "long": 50-100, 100-180 and 180-330 words. */
  name: string;
  /** Chance of a second sentence in the intro; long postings add a third about the company. */
  introMore: number;
  about: boolean;
  /** Duties: at least `min`, and up to `extra` more. */
  duties: { min: number; extra: number };
  degree: number;
  certification: number;
  /** Soft-skill requirements: at least `min`, and up to `extra` more. */
  soft: { min: number; extra: number };
  extras: number;
  /** Half the other skills go to a "Nice to have" list. */
  preferred: boolean;
  arrangement: number;
  benefits: number;
  pay: number;
  closing: number;
}

export const SHAPES: Table<Shape> = weighted(shapes);

/** How many skills a posting names. */
export const SKILL_COUNTS = table(skills.perJob.map(({ count, weight }) => [count, weight] as const));
/** Tools every discipline asks for, most common first. */
export const COMMON_SKILLS = zipf(skills.common, 1);
/** The skills that are software, which the disciplines' tool duties name ("... in {skill}"). */
export const SOFTWARE = new Set(skills.software);
