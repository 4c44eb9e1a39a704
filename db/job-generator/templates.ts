// Templates of the job generator (db/generate-jobs.ts): "{slot}" placeholders, split once at load,
// filled by concatenation per job.

export type Slot =
  | "title"
  | "a"
  | "company"
  | "team"
  | "mission"
  | "where"
  | "city"
  | "projects"
  | "partners"
  | "manager"
  | "skill"
  | "skills"
  | "years"
  | "field"
  | "degree"
  | "pay";
export type Context = Record<Slot, string>;
const SLOTS: readonly string[] = [
  "title",
  "a",
  "company",
  "team",
  "mission",
  "where",
  "city",
  "projects",
  "partners",
  "manager",
  "skill",
  "skills",
  "years",
  "field",
  "degree",
  "pay",
] satisfies Slot[];

export interface Template {
  parts: string[];
  slots: Slot[];
}

function compile(text: string): Template {
  const pieces = text.split(/\{(\w+)\}/);
  const parts: string[] = [];
  const slots: Slot[] = [];
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) parts.push(piece);
    else if (SLOTS.includes(piece)) slots.push(piece as Slot);
    else throw new Error(`Unknown slot {${piece}} in template "${text}"`);
  });
  return { parts, slots };
}

export const compileAll = (texts: readonly string[]) => texts.map(compile);

export function render(template: Template, context: Context): string {
  const { parts, slots } = template;
  let out = parts[0];
  for (let i = 0; i < slots.length; i++) out += context[slots[i]] + parts[i + 1];
  return out;
}

/** A context with every slot empty, for the generator to refill per job. */
export const emptyContext = (): Context => Object.fromEntries(SLOTS.map((slot) => [slot, ""])) as Context;
