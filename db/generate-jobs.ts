import type BetterSqlite3 from "better-sqlite3";
import {
  compileDiscipline,
  DISCIPLINE_DATA,
  LOCATION_BASE,
  type CompiledDiscipline,
  type DisciplineData,
} from "./job-generator/disciplines";
import employmentTypes from "./job-generator/employment-types.json";
import {
  ABOUT,
  BENEFIT_HEADERS,
  BENEFITS,
  CLOSINGS,
  COMMON_SKILLS,
  DEGREE_LINES,
  DUTY_HEADERS,
  ENTRY_YEARS_LINES,
  GENERIC_DUTIES,
  INTRO,
  INTRO_MORE,
  MAIN_SKILL_LINES,
  MENTORING,
  PAY_LINES,
  PREFERRED_HEADERS,
  PREFERRED_SKILL_LINES,
  REQUIREMENT_HEADERS,
  SHAPES,
  SKILL_COUNTS,
  SKILL_DUTIES,
  SKILL_LIST_LINES,
  SOFT_REQUIREMENTS,
  SOFTWARE,
  STUDENT_LINES,
  WORK_ARRANGEMENT,
  YEARS_LINES,
} from "./job-generator/postings";
import { emptyContext, render } from "./job-generator/templates";
import { chooseTitle, type CatalogueTitle } from "./job-generator/titles";
import { distinct, draw, pick, table, type Random } from "./job-generator/weighted-draws";
import { DISCIPLINES, EMPLOYMENT_TYPES, type Discipline, type EmploymentType } from "./values/jobs";

/**
 * Synthetic jobs for benchmarks, written to look like a real engineering job board so that a
 * search ranking meets the same word statistics there as on the live site:
 *
 * - Titles come from a catalogue of real titles per discipline, most popular first, drawn on a
 *   Zipf-like curve: "Project Manager" is about 2.5% of the board, "Software Engineer" and
 *   "Civil Engineer" 1-2%, "Dam Safety Engineer" a few in ten thousand. About 45% carry a level as
 *   boards write it ("Senior", "Sr.", "Lead", "II"...), and about 8% a qualifier ("(PE)",
 *   "- Bridges", "(Hybrid)", "– Night Shift"): some 19,000 distinct titles in a million jobs.
 * - Each job names three to seven skills: its main one, often suggested by the title (Kubernetes
 *   for a Site Reliability Engineer, HEC-RAS for a Stormwater Engineer), two or three times, and
 *   the others once; they come from 25-40 tools and standards per discipline and a dozen that
 *   every discipline asks for (Excel, Python, AutoCAD...), again on a Zipf-like curve.
 * - Descriptions are assembled from paragraph and bullet templates (intro, duties, requirements,
 *   sometimes preferred qualifications, work arrangement, benefits, pay range and a closing line):
 *   50 to 330 words, most 100 to 250, 130 on average. Longer postings would be more like some real
 *   boards, but every word costs index time and disk (a million jobs take about three minutes and
 *   2 GB); job-generator/posting-shapes.json sets the balance.
 * - Locations, remote work, pay and employment types depend on the discipline and the level.
 *
 * The words and weights are data, in db/job-generator/*.json; the modules beside them build the
 * tables once at load. Everything comes from one seeded random stream, so a seed always gives the
 * same board; a job is a few dozen random draws and string concatenations.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 5_000;

/** mulberry32: tiny, fast and good enough for reproducible sample data (and the bench's stream of searches). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GenerateOptions {
  now?: Date;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Every discipline needs its vocabulary (job-generator/disciplines/*.json). */
const DISCIPLINE_VOCABULARY: Record<Discipline, DisciplineData> = DISCIPLINE_DATA;
const COMPILED = DISCIPLINES.map((discipline) => compileDiscipline(discipline, DISCIPLINE_VOCABULARY[discipline]));
const DISCIPLINE_TABLE = table(COMPILED.map((compiled) => [compiled, compiled.data.share] as const));

/** Most postings are full-time; every type in EMPLOYMENT_TYPES needs a weight (job-generator/employment-types.json). */
const EMPLOYMENT_WEIGHTS: Record<EmploymentType, number> = employmentTypes;
const EMPLOYMENT = table((Object.keys(EMPLOYMENT_TYPES) as EmploymentType[]).map((type) => [type, EMPLOYMENT_WEIGHTS[type]] as const));

/** "A", "A and B", "A, B and C". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function dollars(amount: number): string {
  const thousands = Math.floor(amount / 1000);
  const rest = amount % 1000;
  return `$${thousands},${rest < 10 ? "00" : rest < 100 ? "0" : ""}${rest}`;
}

const bullet = (line: string) => `- ${line}`;

/** Adds `count` synthetic jobs to the existing companies, in batched transactions. */
export function generateJobs(sqlite: BetterSqlite3.Database, count: number, options: GenerateOptions = {}) {
  const { now = new Date(), seed = 42, onProgress } = options;
  const random: Random = seededRandom(seed);
  const companies = sqlite.prepare("SELECT id, name FROM companies ORDER BY id").all() as { id: number; name: string }[];
  if (companies.length === 0) throw new Error("Add companies before generating jobs (npm run db:seed).");
  const insertJob = sqlite.prepare(
    `INSERT INTO jobs (company_id, title, description, location, employment_type, remote,
                       featured, discipline, salary_min, salary_max, posted_at, closes_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Posting times rise with the insert order, as on the live site, spread over 60 days.
  const start = now.getTime() - 60 * DAY_MS;
  const step = (60 * DAY_MS) / count;
  // One context, refilled for each job.
  const context = emptyContext();

  /** Three to seven distinct skills, the job's main one first. */
  const chooseSkills = (compiled: CompiledDiscipline, entry: CatalogueTitle): string[] => {
    const want = draw(SKILL_COUNTS, random);
    const skills: string[] = [];
    const main = entry.hints && random() < 0.8 ? draw(entry.hints, random) : draw(compiled.skills, random);
    skills.push(main);
    for (let attempts = 0; skills.length < want && attempts < 40; attempts++) {
      const r = random();
      const skill =
        r < 0.17 ? draw(COMMON_SKILLS, random) : entry.hints && r < 0.45 ? draw(entry.hints, random) : draw(compiled.skills, random);
      if (!skills.includes(skill)) skills.push(skill);
    }
    return skills;
  };

  const makeJob = (index: number) => {
    const compiled = draw(DISCIPLINE_TABLE, random);
    const { data, discipline } = compiled;
    const company = pick(companies, random);
    const location = draw(compiled.locations, random);
    const isRemoteLocation = location === "Remote (US)";
    const remote = isRemoteLocation || random() < data.remote;
    const employmentType = draw(EMPLOYMENT, random);
    const { title, article, entry, level, intern } = chooseTitle(compiled, { employmentType, isRemoteLocation, remote }, random);

    // The description.
    const skills = chooseSkills(compiled, entry);
    const shape = draw(SHAPES, random);
    const city = isRemoteLocation ? "" : location.slice(0, location.indexOf(","));
    context.title = title;
    context.a = article;
    context.company = company.name;
    context.team = pick(data.teams, random);
    context.mission = pick(data.missions, random);
    context.where = isRemoteLocation ? "remotely from anywhere in the US" : `in ${location}`;
    context.city = city;
    context.projects = pick(data.projects, random);
    context.partners = pick(data.partners, random);
    context.manager = pick(data.managers, random);
    context.skill = skills[0];
    context.years = pick(level.years, random);
    context.field = pick(data.fields, random);
    context.degree = pick(data.degrees, random);

    const paragraphs: string[] = [];
    // The main skill: sometimes in the intro, always in a duty and in the requirements.
    let intro = render(pick(INTRO, random), context);
    if (random() < shape.introMore) intro += ` ${render(pick(INTRO_MORE, random), context)}`;
    if (shape.about) intro += ` ${render(pick(ABOUT, random), context)}`;
    paragraphs.push(intro);
    if (random() < shape.arrangement) {
      const arrangement = isRemoteLocation ? WORK_ARRANGEMENT.remote : remote ? WORK_ARRANGEMENT.hybrid : WORK_ARRANGEMENT.onsite;
      paragraphs.push(render(pick(arrangement, random), context));
    }

    // Duties: the main skill once, then the discipline's own duties and a few any job has.
    const dutyCount = shape.duties.min + Math.floor(random() * (shape.duties.extra + 1));
    const duties = [render(pick(SOFTWARE.has(skills[0]) ? compiled.toolDuties : SKILL_DUTIES, random), context)];
    const own = Math.min(compiled.duties.length, Math.round((dutyCount - 1) * (0.6 + random() * 0.3)));
    for (const i of distinct(compiled.duties.length, own, random)) duties.push(render(compiled.duties[i], context));
    const generic = distinct(GENERIC_DUTIES.length, dutyCount - 1 - own, random, level.band === 0 ? MENTORING : -1);
    for (const i of generic) duties.push(render(GENERIC_DUTIES[i], context));
    // The skill duty is not always first.
    const swap = Math.floor(random() * Math.min(3, duties.length));
    [duties[0], duties[swap]] = [duties[swap], duties[0]];
    paragraphs.push(`${pick(DUTY_HEADERS, random)}\n${duties.map(bullet).join("\n")}`);

    // Requirements: degree, years, the main skill again, the other skills, sometimes a certification.
    const requirements: string[] = [];
    if (intern) requirements.push(render(pick(STUDENT_LINES, random), context));
    else {
      if (random() < shape.degree) requirements.push(render(pick(DEGREE_LINES, random), context));
      requirements.push(render(pick(level.band === 0 ? ENTRY_YEARS_LINES : YEARS_LINES, random), context));
    }
    requirements.push(render(pick(MAIN_SKILL_LINES, random), context));
    const others = skills.slice(1);
    const preferredSkills = shape.preferred && others.length >= 3 ? others.splice(Math.ceil(others.length / 2)) : [];
    context.skills = listOf(others);
    requirements.push(render(pick(SKILL_LIST_LINES, random), context));
    const { certifications } = data;
    if (random() < shape.certification) requirements.push(pick(level.band === 2 ? certifications.senior : certifications.entry, random));
    const soft = shape.soft.min + Math.floor(random() * (shape.soft.extra + 1));
    for (const i of distinct(SOFT_REQUIREMENTS.length, soft, random)) requirements.push(SOFT_REQUIREMENTS[i]);
    if (random() < shape.extras) requirements.push(pick(data.extras, random));
    paragraphs.push(`${pick(REQUIREMENT_HEADERS, random)}\n${requirements.map(bullet).join("\n")}`);

    if (preferredSkills.length > 0) {
      context.skills = listOf(preferredSkills);
      const preferred = [render(pick(PREFERRED_SKILL_LINES, random), context)];
      if (random() < 0.5) preferred.push(pick(data.extras, random));
      if (random() < 0.4) preferred.push(pick(certifications.senior, random));
      paragraphs.push(`${pick(PREFERRED_HEADERS, random)}\n${preferred.map(bullet).join("\n")}`);
    }

    // Pay: by discipline, level and city, with the spread of real postings.
    let salaryMin: number | null = null;
    let salaryMax: number | null = null;
    if (random() < 0.8) {
      const mid = data.salary * level.pay * LOCATION_BASE[location].pay * (0.85 + random() * 0.3);
      const spread = 0.06 + random() * 0.16;
      const unit = random() < 0.6 ? 1_000 : 5_000;
      salaryMin = Math.max(unit, Math.floor((mid * (1 - spread)) / unit) * unit);
      salaryMax = Math.ceil((mid * (1 + spread)) / unit) * unit;
    }

    if (random() < shape.benefits) {
      const header = pick(BENEFIT_HEADERS, random);
      const benefits = pick(BENEFITS, random);
      paragraphs.push(header ? `${header}\n${benefits}` : benefits);
    }
    if (salaryMin !== null && salaryMax !== null && random() < shape.pay) {
      context.pay = `${dollars(salaryMin)} - ${dollars(salaryMax)}`;
      paragraphs.push(render(pick(PAY_LINES, random), context));
    }
    if (random() < shape.closing) paragraphs.push(render(pick(CLOSINGS, random), context));

    const postedAt = new Date(start + (index + random()) * step);
    return [
      company.id,
      title,
      paragraphs.join("\n\n"),
      location,
      employmentType,
      remote ? 1 : 0,
      random() < 0.03 ? 1 : 0,
      discipline,
      salaryMin,
      salaryMax,
      postedAt.toISOString(),
      // Open for 90 days from posting: at least 30 more for the oldest.
      new Date(postedAt.getTime() + 90 * DAY_MS).toISOString(),
      postedAt.toISOString(),
    ];
  };

  const insertBatch = sqlite.transaction((from: number, size: number) => {
    for (let i = from; i < from + size; i++) insertJob.run(makeJob(i));
  });
  for (let done = 0; done < count;) {
    const size = Math.min(BATCH_SIZE, count - done);
    insertBatch(done, size);
    done += size;
    onProgress?.(done, count);
  }
}
