import type BetterSqlite3 from "better-sqlite3";
import { DISCIPLINES, EMPLOYMENT_TYPES, type Discipline } from "../app/lib/jobs";

/**
 * Synthetic jobs for benchmarks: plausible titles, descriptions, locations and salaries drawn
 * from small vocabularies with a seeded random generator, so two runs produce the same board.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 5_000;

const SENIORITY = ["Junior", "", "", "Senior", "Senior", "Staff", "Principal", "Lead"];

const ROLES: Record<Discipline, { specialties: string[]; nouns: string[]; tools: string[] }> = {
  "Civil Engineering": {
    specialties: ["Structural", "Bridge", "Geotechnical", "Transportation", "Water Resources", "Site Development"],
    nouns: ["Engineer", "Engineer", "Designer", "Project Engineer"],
    tools: ["AutoCAD Civil 3D", "AASHTO LRFD", "HEC-RAS", "SAP2000", "stormwater models", "pavement design"],
  },
  "Mechanical Engineering": {
    specialties: ["Design", "HVAC", "Thermal", "Product", "Manufacturing", "Test"],
    nouns: ["Engineer", "Engineer", "Design Engineer", "Analyst"],
    tools: ["SolidWorks", "ANSYS", "GD&T", "DFMEA", "tolerance stack-ups", "heat transfer analysis"],
  },
  "Electrical Engineering": {
    specialties: ["Power Systems", "Controls", "Hardware", "Substation", "Embedded", "Protection"],
    nouns: ["Engineer", "Engineer", "Designer", "Specialist"],
    tools: ["PLCs", "IEC 61850", "ETAP", "Altium", "SCADA", "relay coordination"],
  },
  "Software Engineering": {
    specialties: ["Backend", "Frontend", "Platform", "Embedded Software", "Data", "Site Reliability"],
    nouns: ["Engineer", "Engineer", "Developer", "Architect"],
    tools: ["TypeScript", "Rust", "Kubernetes", "PostgreSQL", "Go", "observability tooling"],
  },
  "Chemical Engineering": {
    specialties: ["Process", "Process Safety", "Production", "Polymer", "Pharmaceutical Process", "Reliability"],
    nouns: ["Engineer", "Engineer", "Scientist", "Specialist"],
    tools: ["Aspen HYSYS", "HAZOP", "P&IDs", "mass balances", "distillation", "batch records"],
  },
  "Aerospace Engineering": {
    specialties: ["Structures", "Propulsion", "Avionics", "Flight Test", "Stress", "Guidance and Controls"],
    nouns: ["Engineer", "Engineer", "Analyst", "Specialist"],
    tools: ["NASTRAN", "CATIA", "DO-178C", "AS9100", "composites", "MATLAB/Simulink"],
  },
  "Project Management": {
    specialties: ["Engineering", "Capital", "Technical", "Infrastructure", "Program", "EPC"],
    nouns: ["Project Manager", "Project Manager", "Program Manager", "Project Controls Lead"],
    tools: ["Primavera P6", "earned value", "MS Project", "risk registers", "change orders", "budgets"],
  },
  "Design and Drafting": {
    specialties: ["CAD", "Piping", "Electrical", "Structural", "BIM", "Mechanical"],
    nouns: ["Designer", "Drafter", "Coordinator", "Technician"],
    tools: ["AutoCAD", "Revit", "MicroStation", "Navisworks", "ASME Y14.5", "sheet sets"],
  },
  "Construction Management": {
    specialties: ["Construction", "Field", "Site", "Commercial Construction", "Heavy Civil", "MEP"],
    nouns: ["Manager", "Superintendent", "Field Engineer", "Coordinator"],
    tools: ["Procore", "OSHA 30", "RFIs", "submittals", "three-week lookaheads", "estimating"],
  },
  "Quality Assurance": {
    specialties: ["Quality", "Supplier Quality", "Manufacturing Quality", "Quality Systems", "Inspection", "Reliability"],
    nouns: ["Engineer", "Engineer", "Specialist", "Auditor"],
    tools: ["ISO 9001", "IATF 16949", "PPAP", "SPC", "8D root cause analysis", "CMM inspection"],
  },
};

const LOCATIONS = [
  "San Francisco, CA",
  "Austin, TX",
  "Detroit, MI",
  "New York, NY",
  "Seattle, WA",
  "Houston, TX",
  "Denver, CO",
  "Boston, MA",
  "Chicago, IL",
  "Phoenix, AZ",
  "Pittsburgh, PA",
  "Los Angeles, CA",
  "Atlanta, GA",
  "Huntsville, AL",
  "Remote (US)",
];

const OPENINGS = [
  "Our team is growing and we need someone who can own {specialty} work from first concept to delivery.",
  "This role sits in a small, senior group that supports projects across the region.",
  "You will join a team that ships work people rely on every day, and you will have real ownership of it.",
  "We are hiring to keep up with a backlog of funded projects over the next three years.",
  "The position supports an established client base and a pipeline of new work.",
];
const DUTIES = [
  "Deliver {tool} work to schedule and budget",
  "Review designs and calculations prepared by colleagues",
  "Coordinate with clients, suppliers and other disciplines",
  "Prepare reports, drawings and documentation for approval",
  "Mentor junior staff and share practical knowledge",
  "Support site visits, testing and commissioning",
  "Track risks and raise issues early",
];
const REQUIREMENTS = [
  "A degree in engineering or a related field, or equivalent experience",
  "Hands-on experience with {tool}",
  "Clear written and spoken communication",
  "Experience working to codes, standards and quality procedures",
  "A professional licence or certification is a plus",
  "Comfort working across teams and time zones",
];

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

/** Adds `count` synthetic jobs to the existing companies, in batched transactions. */
export function generateJobs(sqlite: BetterSqlite3.Database, count: number, options: GenerateOptions = {}) {
  const { now = new Date(), seed = 42, onProgress } = options;
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const companyIds = (sqlite.prepare("SELECT id FROM companies").all() as { id: number }[]).map((row) => row.id);
  if (companyIds.length === 0) throw new Error("Add companies before generating jobs (npm run db:seed).");
  const employmentTypes = Object.keys(EMPLOYMENT_TYPES);
  const insertJob = sqlite.prepare(
    `INSERT INTO jobs (company_id, title, description, location, employment_type, remote,
                       featured, discipline, salary_min, salary_max, posted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  // Posting times rise with the insert order, as on the live site, spread over 60 days.
  const start = now.getTime() - 60 * DAY_MS;
  const step = (60 * DAY_MS) / count;
  const makeJob = (index: number) => {
    const discipline = pick(DISCIPLINES);
    const role = ROLES[discipline];
    const specialty = pick(role.specialties);
    const seniority = pick(SENIORITY);
    const title = [seniority, specialty, pick(role.nouns)].filter(Boolean).join(" ");
    const fill = (text: string) => text.replace("{specialty}", specialty.toLowerCase()).replace("{tool}", pick(role.tools));
    const description = [
      `${fill(pick(OPENINGS))} As ${/^[AEIOU]/.test(title) ? "an" : "a"} ${title}, you will work with ${pick(role.tools)} and ${pick(role.tools)} on ${discipline.toLowerCase()} projects.`,
      "What you'll do:",
      [pick(DUTIES), pick(DUTIES), pick(DUTIES)].map((line) => `- ${fill(line)}`).join("\n"),
      "What you bring:",
      [pick(REQUIREMENTS), pick(REQUIREMENTS), pick(REQUIREMENTS)].map((line) => `- ${fill(line)}`).join("\n"),
    ].join("\n\n");
    const location = pick(LOCATIONS);
    const remote = location.startsWith("Remote") || random() < 0.2;
    const base = 60_000 + Math.round(random() * 20) * 5_000 + (seniority === "Senior" ? 30_000 : 0);
    const hasSalary = random() < 0.8;
    return [
      pick(companyIds),
      title,
      description,
      location,
      random() < 0.85 ? "Full-time" : pick(employmentTypes),
      remote ? 1 : 0,
      random() < 0.03 ? 1 : 0,
      discipline,
      hasSalary ? base : null,
      hasSalary ? base + 10_000 + Math.round(random() * 8) * 5_000 : null,
      new Date(start + (index + random()) * step).toISOString(),
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
