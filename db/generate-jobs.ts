import type BetterSqlite3 from "better-sqlite3";
import { DISCIPLINES, EMPLOYMENT_TYPES, type Discipline, type EmploymentType } from "../app/lib/jobs";

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
 *   2 GB); SHAPES sets the balance.
 * - Locations, remote work, pay and employment types depend on the discipline and the level.
 *
 * Everything comes from one seeded random stream, so a seed always gives the same board. Tables
 * are compiled once at module load; a job is a few dozen random draws and string concatenations.
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

type Random = () => number;

// ---------------------------------------------------------------------------------------------
// Weighted draws

/** Items with cumulative weights, for a draw by binary search. */
interface Table<T> {
  items: T[];
  cumulative: Float64Array;
}

function table<T>(pairs: readonly (readonly [T, number])[]): Table<T> {
  const cumulative = new Float64Array(pairs.length);
  let total = 0;
  pairs.forEach(([, weight], i) => (cumulative[i] = total += weight));
  for (let i = 0; i < cumulative.length; i++) cumulative[i] /= total;
  return { items: pairs.map(([item]) => item), cumulative };
}

/** Items listed most popular first, the k-th weighing 1 / (k + offset)^exponent. */
function zipf<T>(items: readonly T[], exponent = 1, offset = 0): Table<T> {
  return table(items.map((item, k) => [item, 1 / Math.pow(k + 1 + offset, exponent)] as const));
}

function draw<T>(from: Table<T>, random: Random): T {
  const r = random();
  const { cumulative } = from;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (cumulative[mid] > r) high = mid;
    else low = mid + 1;
  }
  return from.items[low];
}

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)];

/** An item of a short list ordered most common first: the first is several times likelier than the last. */
const pickFront = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * random() * items.length)];

// ---------------------------------------------------------------------------------------------
// Templates: "{slot}" placeholders, split once here, filled by concatenation per job.

type Slot =
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
type Context = Record<Slot, string>;
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

interface Template {
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

const compileAll = (texts: readonly string[]) => texts.map(compile);

function render(template: Template, context: Context): string {
  const { parts, slots } = template;
  let out = parts[0];
  for (let i = 0; i < slots.length; i++) out += context[slots[i]] + parts[i + 1];
  return out;
}

// ---------------------------------------------------------------------------------------------
// Levels, as boards write them: about half of titles carry none.

interface Level {
  prefix: string;
  suffix: string;
  /** Whether titles at this level take qualifiers such as " - Bridges" or " (PE)". */
  qualifiers: boolean;
  /** Pay relative to the discipline's mid-level median. */
  pay: number;
  /** 0 entry, 1 mid, 2 senior: which years and certifications the requirements ask for. */
  band: 0 | 1 | 2;
  years: string[];
}

const level = (prefix: string, suffix: string, pay: number, band: 0 | 1 | 2, years: string[], qualifiers = false): Level => ({
  prefix,
  suffix,
  qualifiers,
  pay,
  band,
  years,
});
const NO_LEVEL = level("", "", 1, 1, ["3+", "2+", "3-5", "4+", "2-5"], true);
const SENIOR = level("Senior", "", 1.25, 2, ["5+", "6+", "7+", "8+"], true);
const LEVELS = table<Level>([
  [NO_LEVEL, 50],
  [SENIOR, 17],
  [level("Sr.", "", 1.25, 2, ["5+", "7+"], true), 4],
  [level("Lead", "", 1.3, 2, ["7+", "8+", "10+"]), 4],
  [level("Principal", "", 1.5, 2, ["10+", "12+", "15+"]), 3],
  [level("Staff", "", 1.42, 2, ["8+", "10+"]), 2],
  [level("Junior", "", 0.74, 0, ["0-2", "1+", "1-2"]), 2.5],
  [level("Associate", "", 0.82, 0, ["1-3", "0-2", "2+"]), 3],
  [level("Entry-Level", "", 0.72, 0, ["0-1", "0-2"]), 1],
  [level("", "I", 0.8, 0, ["0-2", "1+"]), 3.5],
  [level("", "II", 0.95, 1, ["2-4", "2+", "3+"]), 5.5],
  [level("", "III", 1.12, 2, ["5+", "4-7"]), 3],
  [level("", "IV", 1.3, 2, ["8+", "10+"]), 0.5],
]);
const INTERN_LEVEL = level("", "", 0.5, 0, ["0-1"], true);

// ---------------------------------------------------------------------------------------------
// Per-discipline vocabulary. Lists are in order of popularity on engineering job boards.

/** A catalogue title, or a title with the skills a posting for it usually leads with. */
type TitleEntry = string | readonly [string, readonly string[]];

interface Credentials {
  entry: readonly string[];
  senior: readonly string[];
}

interface DisciplineData {
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
  /** Duties for a main skill that is software (SOFTWARE): "Create 3D models and detailed drawings in {skill}". */
  toolDuties: readonly string[];
  certifications: Credentials;
  extras: readonly string[];
  /** Median mid-level salary, US dollars a year. */
  salary: number;
  /** Share of jobs outside "Remote" locations that still allow remote work. */
  remote: number;
  /** Multipliers on the locations' base weights. */
  locations: Partial<Record<(typeof LOCATIONS)[number], number>>;
}

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
] as const;
type Location = (typeof LOCATIONS)[number];

/** How many postings a city has on a general engineering board, and its pay relative to the national median. */
const LOCATION_BASE: Record<Location, { weight: number; pay: number }> = {
  "San Francisco, CA": { weight: 8, pay: 1.25 },
  "Austin, TX": { weight: 7, pay: 1.0 },
  "Detroit, MI": { weight: 6, pay: 0.93 },
  "New York, NY": { weight: 8, pay: 1.2 },
  "Seattle, WA": { weight: 7, pay: 1.15 },
  "Houston, TX": { weight: 8, pay: 0.98 },
  "Denver, CO": { weight: 6, pay: 1.02 },
  "Boston, MA": { weight: 6, pay: 1.12 },
  "Chicago, IL": { weight: 7, pay: 1.0 },
  "Phoenix, AZ": { weight: 5, pay: 0.95 },
  "Pittsburgh, PA": { weight: 4, pay: 0.93 },
  "Los Angeles, CA": { weight: 7, pay: 1.12 },
  "Atlanta, GA": { weight: 6, pay: 0.96 },
  "Huntsville, AL": { weight: 3, pay: 0.92 },
  "Remote (US)": { weight: 10, pay: 1.0 },
};

const DATA: Record<Discipline, DisciplineData> = {
  "Civil Engineering": {
    share: 13,
    titles: [
      "Civil Engineer",
      "Project Engineer",
      ["Structural Engineer", ["ETABS", "SAP2000", "RISA-3D", "ACI 318", "AISC 360", "Revit"]],
      ["Transportation Engineer", ["MicroStation", "OpenRoads Designer", "MUTCD", "AASHTO LRFD"]],
      ["Civil Designer", ["AutoCAD Civil 3D", "MicroStation", "grading and drainage design"]],
      ["Water Resources Engineer", ["HEC-RAS", "HEC-HMS", "SWMM", "stormwater design", "ArcGIS"]],
      ["Geotechnical Engineer", ["PLAXIS", "geotechnical reports", "slope stability analysis", "gINT"]],
      ["Land Development Engineer", ["AutoCAD Civil 3D", "grading and drainage design", "site plan design"]],
      ["Bridge Engineer", ["AASHTO LRFD", "LEAP Bridge", "MicroStation", "CSiBridge"]],
      ["Traffic Engineer", ["Synchro", "MUTCD", "traffic impact studies", "VISSIM"]],
      ["Stormwater Engineer", ["HEC-HMS", "SWMM", "stormwater design", "HEC-RAS"]],
      ["Roadway Design Engineer", ["OpenRoads Designer", "MicroStation", "AASHTO Green Book"]],
      "Civil Project Manager",
      ["Site Civil Engineer", ["AutoCAD Civil 3D", "site plan design", "grading and drainage design"]],
      ["Water/Wastewater Engineer", ["WaterCAD", "hydraulic modeling", "AutoCAD Civil 3D"]],
      "Municipal Engineer",
      ["Drainage Engineer", ["HEC-RAS", "stormwater design", "AutoCAD Civil 3D"]],
      ["Hydraulic Engineer", ["HEC-RAS", "hydraulic modeling", "HEC-HMS"]],
      "Environmental Engineer",
      ["Pavement Engineer", ["pavement design", "AASHTOWare Pavement ME"]],
      "Utility Engineer",
      "Resident Engineer",
      ["Rail Engineer", ["MicroStation", "AREMA standards"]],
      "Engineer-in-Training",
      ["Structural Designer", ["Revit", "Tekla Structures", "AutoCAD"]],
      ["Bridge Inspector", ["NBIS inspection", "bridge load rating"]],
      "Civil Engineering Technician",
      "Land Surveyor",
      ["Coastal Engineer", ["ADCIRC", "HEC-RAS"]],
      "Hydrologist",
      "Materials Testing Technician",
      "Forensic Engineer",
      ["Pipeline Engineer", ["AutoCAD Civil 3D", "ASME B31.8"]],
      ["Traffic Signal Engineer", ["Synchro", "MUTCD"]],
      ["Load Rating Engineer", ["AASHTOWare BrR", "AASHTO LRFD", "bridge load rating"]],
      ["Tunnel Engineer", ["PLAXIS", "FLAC"]],
      "Dam Safety Engineer",
      ["ITS Engineer", ["MUTCD", "traffic signal design"]],
      "Transportation Planner",
      ["Hydraulic Modeler", ["InfoWorks ICM", "WaterGEMS", "hydraulic modeling"]],
      "Aviation Engineer",
      "Civil Engineering Manager",
      "Geostructural Engineer",
      "Stormwater Program Manager",
      "City Engineer",
    ],
    interns: ["Civil Engineering Intern", "Engineering Intern", "Civil Engineering Co-op", "Summer Intern - Transportation"],
    qualifiers: [
      " - Bridges",
      ", Water/Wastewater",
      " - Transportation",
      " - Land Development",
      " - Stormwater",
      ", Highways",
      " - Structures",
      " - Rail and Transit",
      " - Municipal",
      " (Site/Civil)",
      " - Aviation",
      ", Geotechnical",
    ],
    titleCredentials: { entry: [" (EIT)", " (EIT)", " - EIT"], senior: [" (PE)", " (PE)", " - PE Required", ", PE"] },
    skills: [
      "AutoCAD Civil 3D",
      "AutoCAD",
      "MicroStation",
      "HEC-RAS",
      "stormwater design",
      "AASHTO LRFD",
      "SAP2000",
      "ETABS",
      "RISA-3D",
      "grading and drainage design",
      "OpenRoads Designer",
      "HEC-HMS",
      "ArcGIS",
      "site plan design",
      "MUTCD",
      "ACI 318",
      "AISC 360",
      "Synchro",
      "SWMM",
      "WaterCAD",
      "pavement design",
      "erosion and sediment control",
      "construction cost estimating",
      "LEAP Bridge",
      "PLAXIS",
      "STAAD.Pro",
      "NPDES permitting",
      "traffic impact studies",
      "Revit",
      "Bluebeam",
    ],
    teams: [
      "transportation group",
      "water resources team",
      "land development team",
      "structures group",
      "site/civil team",
      "municipal services group",
      "bridge design group",
      "infrastructure team",
    ],
    missions: [
      "deliver roadway, drainage and utility designs for public and private clients",
      "design and permit site development projects from concept through construction",
      "design bridges and structures for state DOT and municipal clients",
      "plan and design water, wastewater and stormwater infrastructure",
      "prepare plans, specifications and estimates for transportation projects",
    ],
    projects: [
      "highway, bridge and interchange projects",
      "municipal water and sewer projects",
      "commercial and residential site development",
      "stormwater and flood control projects",
      "airport and rail infrastructure",
    ],
    partners: [
      "architects, surveyors and contractors",
      "client agencies and permitting authorities",
      "project managers, surveyors and CAD staff",
      "state DOT reviewers and local utilities",
    ],
    managers: ["group manager", "department manager", "principal in charge", "project manager"],
    fields: ["civil engineering design", "civil site design", "transportation design", "water resources engineering", "structural design"],
    degrees: ["Civil Engineering", "Civil Engineering", "Environmental Engineering"],
    duties: [
      "Prepare grading, drainage and utility plans for site development projects",
      "Perform hydrologic and hydraulic calculations and prepare drainage reports",
      "Design roadway alignments, profiles and typical sections",
      "Prepare plans, specifications and cost estimates (PS&E)",
      "Analyze and design steel, concrete and timber structures",
      "Review shop drawings, RFIs and submittals during construction",
      "Coordinate with surveyors, geotechnical engineers and permitting agencies",
      "Prepare erosion control plans and stormwater pollution prevention plans",
      "Perform bridge load ratings and write inspection reports",
      "Present design alternatives to clients and at public meetings",
      "Conduct site visits and construction observation",
      "Prepare permit applications for local, state and federal agencies",
      "Check calculations and drawings prepared by junior engineers",
    ],
    toolDuties: ["Develop designs, models and plan sheets in {skill}", "Run {skill} analyses and summarize the results in design reports"],
    certifications: {
      entry: ["EIT/EI certification", "EIT certification or eligibility to sit for the FE exam"],
      senior: [
        "Professional Engineer (PE) license required",
        "Active PE license, or the ability to obtain one by comity within six months",
      ],
    },
    extras: ["A valid driver's license and the ability to visit project sites", "Familiarity with state DOT standards and specifications"],
    salary: 92_000,
    remote: 0.18,
    locations: {
      "Remote (US)": 0.3,
      "Houston, TX": 1.3,
      "Phoenix, AZ": 1.4,
      "Denver, CO": 1.3,
      "Atlanta, GA": 1.3,
      "San Francisco, CA": 0.7,
    },
  },

  "Mechanical Engineering": {
    share: 13,
    titles: [
      "Mechanical Engineer",
      ["Mechanical Design Engineer", ["SolidWorks", "GD&T", "tolerance stack-up analysis", "DFMEA"]],
      ["Manufacturing Engineer", ["Lean manufacturing", "PFMEA", "SolidWorks", "root cause analysis"]],
      ["Design Engineer", ["SolidWorks", "Creo", "GD&T", "Siemens NX"]],
      "Project Engineer",
      ["HVAC Engineer", ["HVAC load calculations", "Trane TRACE 700", "Revit MEP", "ASHRAE standards"]],
      ["Product Design Engineer", ["SolidWorks", "design for manufacturing (DFM)", "injection molding", "prototyping"]],
      ["Process Engineer", ["Lean manufacturing", "root cause analysis", "PFMEA", "Six Sigma"]],
      ["Test Engineer", ["LabVIEW", "data acquisition", "test fixture design", "MATLAB"]],
      ["Maintenance Engineer", ["preventive maintenance", "root cause analysis", "CMMS"]],
      ["Reliability Engineer", ["root cause analysis", "vibration analysis", "RCM", "FMEA"]],
      "Applications Engineer",
      "R&D Engineer",
      ["Thermal Engineer", ["thermal analysis", "CFD", "heat transfer", "ANSYS Icepak"]],
      "Field Service Engineer",
      "Product Engineer",
      ["Plumbing Engineer", ["plumbing design", "Revit MEP", "AutoCAD"]],
      ["Fire Protection Engineer", ["NFPA 13", "hydraulic calculations", "Revit MEP"]],
      "Mechatronics Engineer",
      "Packaging Engineer",
      ["Tooling Engineer", ["fixture design", "SolidWorks", "GD&T"]],
      "Plant Engineer",
      "Mechanical Systems Engineer",
      ["Validation Engineer", ["IQ/OQ/PQ", "GMP", "protocol writing"]],
      "Equipment Engineer",
      "Automation Engineer",
      "Industrial Engineer",
      ["Energy Engineer", ["energy modeling", "eQUEST", "ASHRAE standards"]],
      ["Commissioning Engineer", ["functional performance testing", "building automation systems", "ASHRAE Guideline 0"]],
      ["Piping Engineer", ["ASME B31.3", "CAESAR II", "piping stress analysis"]],
      "Facilities Engineer",
      "Robotics Engineer",
      "Sustaining Engineer",
      "Hydraulics Engineer",
      ["MEP Engineer", ["Revit MEP", "HVAC load calculations", "AutoCAD"]],
      ["Stress Engineer", ["FEA", "ANSYS", "hand calculations"]],
      ["HVAC Design Engineer", ["HVAC load calculations", "Carrier HAP", "Revit MEP"]],
      "Mechanical Engineering Technician",
      "Rotating Equipment Engineer",
      ["Pressure Vessel Engineer", ["ASME Section VIII", "COMPRESS", "FEA"]],
      "Welding Engineer",
      "Acoustics Engineer",
      "Continuous Improvement Engineer",
      "Medical Device Engineer",
      "Battery Thermal Engineer",
      "Mechanical Engineering Manager",
      ["CFD Engineer", ["CFD", "ANSYS Fluent", "STAR-CCM+"]],
      "Noise and Vibration Engineer",
    ],
    interns: ["Mechanical Engineering Intern", "Mechanical Engineering Co-op", "Engineering Intern", "Manufacturing Engineering Intern"],
    qualifiers: [
      " - HVAC",
      ", Data Centers",
      " - Automotive",
      " - Medical Devices",
      ", Consumer Products",
      " - Packaging",
      " - Semiconductor Equipment",
      " - New Product Development",
      " – Night Shift",
      " - 2nd Shift",
      " (Robotics)",
      " - Oil & Gas",
    ],
    titleCredentials: { entry: [" (EIT)"], senior: [" (PE)", " - PE Required"] },
    skills: [
      "SolidWorks",
      "GD&T",
      "ANSYS",
      "FEA",
      "Creo",
      "AutoCAD",
      "HVAC load calculations",
      "CFD",
      "tolerance stack-up analysis",
      "DFMEA",
      "Siemens NX",
      "Autodesk Inventor",
      "ASME Y14.5",
      "design for manufacturing (DFM)",
      "heat transfer",
      "Revit MEP",
      "Trane TRACE 700",
      "thermal analysis",
      "sheet metal design",
      "injection molding",
      "root cause analysis",
      "ASHRAE standards",
      "Windchill PLM",
      "Lean manufacturing",
      "vibration analysis",
      "ASME Section VIII",
      "LabVIEW",
      "prototyping",
      "3D printing",
      "PFMEA",
    ],
    teams: [
      "product development team",
      "mechanical engineering group",
      "manufacturing engineering team",
      "building systems group",
      "R&D team",
      "plant engineering team",
    ],
    missions: [
      "design mechanical components and assemblies from concept through production",
      "improve manufacturing processes, yield and throughput on our production lines",
      "design HVAC and plumbing systems for commercial, healthcare and mission-critical buildings",
      "develop and test new products with our industrial design and electrical teams",
      "keep plant equipment running safely and reliably",
    ],
    projects: [
      "new product introductions",
      "high-volume production lines",
      "commercial and healthcare building systems",
      "data center cooling projects",
      "capital equipment upgrades",
    ],
    partners: [
      "manufacturing, quality and supply chain",
      "electrical and software engineers",
      "suppliers and contract manufacturers",
      "architects and contractors",
    ],
    managers: ["engineering manager", "director of engineering", "plant manager", "mechanical department lead"],
    fields: ["mechanical design", "mechanical engineering", "manufacturing engineering", "HVAC design", "product development"],
    degrees: ["Mechanical Engineering", "Mechanical Engineering", "Manufacturing Engineering"],
    duties: [
      "Design parts, assemblies and fixtures and release drawings to production",
      "Perform tolerance analysis, hand calculations and design reviews",
      "Build and test prototypes and document the results",
      "Support production by resolving build issues and nonconformances",
      "Lead root cause investigations and implement corrective actions",
      "Size HVAC equipment, ductwork and piping for building projects",
      "Work with suppliers on quotes, first articles and cost reductions",
      "Write and execute test plans and validation protocols",
      "Create and maintain bills of materials and engineering change orders",
      "Identify and implement process improvements that reduce scrap and downtime",
      "Support equipment installation, startup and commissioning",
      "Prepare engineering reports, specifications and work instructions",
    ],
    toolDuties: ["Create 3D models and detailed drawings in {skill}", "Use {skill} to evaluate and improve designs before release"],
    certifications: {
      entry: ["EIT certification a plus", "Certified SolidWorks Associate (CSWA) a plus"],
      senior: ["PE license preferred", "PE license required for HVAC design work", "Six Sigma Green Belt a plus"],
    },
    extras: [
      "Ability to lift 50 pounds and work on the production floor",
      "Experience in a regulated industry (automotive, medical or aerospace) a plus",
    ],
    salary: 95_000,
    remote: 0.15,
    locations: { "Detroit, MI": 2.5, "Houston, TX": 1.3, "Remote (US)": 0.4, "Pittsburgh, PA": 1.3, "New York, NY": 0.6 },
  },

  "Electrical Engineering": {
    share: 11,
    titles: [
      "Electrical Engineer",
      ["Controls Engineer", ["PLC programming", "Allen-Bradley / Rockwell", "HMI development", "Siemens TIA Portal"]],
      ["Electrical Design Engineer", ["AutoCAD Electrical", "NEC", "power distribution design", "Revit"]],
      ["Power Systems Engineer", ["ETAP", "PSS/E", "load flow analysis", "short circuit and arc flash studies"]],
      ["Hardware Engineer", ["Altium Designer", "circuit design", "PCB layout", "oscilloscopes"]],
      "Electrical Project Engineer",
      ["Instrumentation and Controls Engineer", ["PLC programming", "SCADA", "P&IDs", "DCS"]],
      ["Automation Engineer", ["PLC programming", "HMI development", "Allen-Bradley / Rockwell"]],
      ["Substation Engineer", ["substation design", "AutoCAD", "IEEE standards", "grounding studies"]],
      ["Protection and Control Engineer", ["relay coordination", "protective relaying", "SEL relays", "IEC 61850"]],
      ["Electronics Engineer", ["circuit design", "SPICE simulation", "oscilloscopes"]],
      ["PLC Programmer", ["PLC programming", "Allen-Bradley / Rockwell", "ladder logic"]],
      ["Firmware Engineer", ["embedded C", "RTOS", "ARM Cortex-M"]],
      ["Embedded Systems Engineer", ["embedded C", "RTOS", "circuit design"]],
      ["Protection Engineer", ["relay coordination", "protective relaying", "ETAP", "SKM PowerTools"]],
      "Distribution Engineer",
      ["Transmission Line Engineer", ["PLS-CADD", "IEEE standards", "NESC"]],
      ["SCADA Engineer", ["SCADA", "Ignition", "DNP3", "PLC programming"]],
      "RF Engineer",
      ["Power Electronics Engineer", ["power electronics", "SPICE simulation", "magnetics design"]],
      ["Electrical Designer", ["AutoCAD Electrical", "Revit", "NEC"]],
      "Electrical Engineering Technician",
      ["PCB Design Engineer", ["Altium Designer", "PCB layout", "signal integrity"]],
      ["FPGA Engineer", ["FPGA", "Verilog", "VHDL"]],
      ["Analog Design Engineer", ["Cadence Virtuoso", "SPICE simulation", "analog circuit design"]],
      "Electrical Commissioning Engineer",
      "Field Service Engineer",
      "Systems Engineer",
      ["Signal Integrity Engineer", ["signal integrity", "HyperLynx", "PCB layout"]],
      "Instrumentation Technician",
      "Electrical Estimator",
      "Validation Engineer",
      "Battery Systems Engineer",
      ["Solar PV Design Engineer", ["PVsyst", "AutoCAD", "NEC"]],
      "Interconnection Engineer",
      "Metering Engineer",
      "Low Voltage Designer",
      "Lighting Designer",
      ["EMC Engineer", ["EMC testing", "FCC Part 15", "CISPR"]],
      ["ASIC Design Engineer", ["Verilog", "SystemVerilog", "synthesis and timing"]],
      ["Verification Engineer", ["SystemVerilog", "UVM"]],
      "Electrical Engineering Manager",
      "Motor Design Engineer",
      "Power Quality Engineer",
    ],
    interns: ["Electrical Engineering Intern", "Electrical Engineering Co-op", "Engineering Intern", "Hardware Engineering Intern"],
    qualifiers: [
      " - Substations",
      " - Power Distribution",
      ", Data Centers",
      " - Renewables",
      " - Protection & Control",
      " - Utilities",
      " - Industrial Automation",
      " - Transmission",
      " – Night Shift",
      " (Battery Storage)",
      ", Consumer Electronics",
      " - Semiconductors",
    ],
    titleCredentials: { entry: [" (EIT)"], senior: [" (PE)", " - PE Required", ", PE"] },
    skills: [
      "AutoCAD Electrical",
      "PLC programming",
      "NEC",
      "ETAP",
      "SKM PowerTools",
      "relay coordination",
      "SCADA",
      "Altium Designer",
      "short circuit and arc flash studies",
      "power distribution design",
      "NFPA 70E",
      "IEEE standards",
      "motor controls",
      "Allen-Bradley / Rockwell",
      "Siemens TIA Portal",
      "HMI development",
      "circuit design",
      "PCB layout",
      "oscilloscopes",
      "IEC 61850",
      "substation design",
      "load flow analysis",
      "protective relaying",
      "PSS/E",
      "embedded C",
      "OrCAD",
      "SPICE simulation",
      "FPGA",
      "Verilog",
      "EMC testing",
      "UL 508A",
      "grounding studies",
      "lighting design",
    ],
    teams: [
      "power delivery group",
      "controls and automation team",
      "hardware engineering team",
      "electrical design group",
      "substation team",
      "building systems group",
    ],
    missions: [
      "design power distribution and protection systems for utilities and industrial clients",
      "program and commission control systems for manufacturing lines",
      "design and bring up circuit boards for our next generation of products",
      "design electrical systems for commercial and mission-critical buildings",
      "plan and design substations and transmission lines",
    ],
    projects: [
      "substation and transmission projects",
      "industrial automation projects",
      "data center electrical systems",
      "utility-scale solar and battery storage projects",
      "new hardware products",
    ],
    partners: [
      "utilities, contractors and equipment vendors",
      "mechanical and software engineers",
      "operations and maintenance staff",
      "architects and MEP engineers",
    ],
    managers: ["engineering manager", "electrical department manager", "director of hardware engineering", "project manager"],
    fields: ["electrical engineering", "power systems engineering", "controls engineering", "electrical design", "hardware design"],
    degrees: ["Electrical Engineering", "Electrical Engineering", "Computer Engineering"],
    duties: [
      "Prepare one-line diagrams, panel schedules and electrical plans",
      "Perform short circuit, coordination and arc flash studies",
      "Design and program PLC and HMI systems and document the logic",
      "Develop schematics and lay out printed circuit boards",
      "Bring up, debug and validate new hardware in the lab",
      "Specify switchgear, transformers, motors and protective devices",
      "Support factory acceptance testing, startup and commissioning",
      "Review vendor drawings and contractor submittals",
      "Write test procedures and analyze test data",
      "Troubleshoot electrical and control problems in the field",
      "Prepare load calculations and ensure compliance with the NEC",
      "Create relay settings and protection schemes",
    ],
    toolDuties: ["Develop designs and calculations with {skill}", "Use {skill} on projects from design through startup"],
    certifications: {
      entry: ["EIT certification a plus", "NFPA 70E training"],
      senior: [
        "PE license (Power) preferred",
        "Professional Engineer (PE) license required",
        "PE license, or the ability to obtain one within a year",
      ],
    },
    extras: ["Willingness to travel to job sites up to 25% of the time", "Experience with utility interconnection processes a plus"],
    salary: 105_000,
    remote: 0.18,
    locations: { "Houston, TX": 1.3, "Phoenix, AZ": 1.5, "Remote (US)": 0.5, "Austin, TX": 1.2 },
  },

  "Software Engineering": {
    share: 18,
    titles: [
      "Software Engineer",
      ["Full Stack Engineer", ["TypeScript", "React", "Node.js", "PostgreSQL"]],
      ["Backend Engineer", ["Go", "Java", "PostgreSQL", "microservices", "Python"]],
      "Software Developer",
      ["Frontend Engineer", ["React", "TypeScript", "JavaScript", "CSS"]],
      ["DevOps Engineer", ["Terraform", "Kubernetes", "Docker", "CI/CD", "AWS"]],
      ["Data Engineer", ["Spark", "SQL", "Python", "Airflow", "Kafka"]],
      ["Site Reliability Engineer", ["Kubernetes", "Terraform", "Prometheus", "Linux", "AWS"]],
      ["Full Stack Developer", ["JavaScript", "React", "Node.js", "SQL"]],
      ["Machine Learning Engineer", ["Python", "PyTorch", "TensorFlow", "MLOps"]],
      ["Embedded Software Engineer", ["embedded C", "C++", "RTOS", "Linux"]],
      ["Cloud Engineer", ["AWS", "Azure", "Terraform", "Kubernetes"]],
      ["Platform Engineer", ["Kubernetes", "Terraform", "Go", "AWS"]],
      ["Java Developer", ["Java", "Spring Boot", "microservices", "SQL"]],
      ["iOS Engineer", ["Swift", "SwiftUI", "Xcode"]],
      ["Android Engineer", ["Kotlin", "Jetpack Compose", "Android SDK"]],
      ["Software Development Engineer in Test", ["Selenium", "Playwright", "Python", "CI/CD"]],
      ["Security Engineer", ["AWS", "threat modeling", "Python", "SIEM"]],
      [".NET Developer", ["C#", ".NET", "SQL Server", "Azure"]],
      ["Python Developer", ["Python", "Django", "PostgreSQL", "REST APIs"]],
      "Infrastructure Engineer",
      "Solutions Architect",
      "Software Architect",
      "Engineering Manager",
      ["Data Scientist", ["Python", "SQL", "machine learning", "statistics"]],
      ["Web Developer", ["JavaScript", "HTML/CSS", "React"]],
      ["Firmware Engineer", ["embedded C", "RTOS", "ARM Cortex-M"]],
      ["Test Automation Engineer", ["Selenium", "Cypress", "Python", "CI/CD"]],
      "Application Developer",
      "Systems Software Engineer",
      ["React Developer", ["React", "TypeScript", "Redux"]],
      ["Database Engineer", ["PostgreSQL", "SQL", "MySQL", "performance tuning"]],
      ["Cloud Architect", ["AWS", "Azure", "Terraform"]],
      ["Build and Release Engineer", ["CI/CD", "Jenkins", "GitHub Actions", "Bazel"]],
      ["Computer Vision Engineer", ["Python", "OpenCV", "PyTorch", "C++"]],
      ["AI Engineer", ["Python", "LLMs", "PyTorch"]],
      ["MLOps Engineer", ["Kubernetes", "Python", "MLflow"]],
      "Salesforce Developer",
      ["Robotics Software Engineer", ["C++", "ROS", "Python"]],
      "Simulation Engineer",
      ["Go Developer", ["Go", "gRPC", "Kubernetes"]],
      ["Rust Engineer", ["Rust", "Linux", "distributed systems"]],
      ["Data Platform Engineer", ["Spark", "Kafka", "Snowflake"]],
      ["Distributed Systems Engineer", ["distributed systems", "Go", "Rust", "Kafka"]],
      ["Search Engineer", ["Elasticsearch", "information retrieval", "Java"]],
      ["Observability Engineer", ["Prometheus", "Grafana", "OpenTelemetry"]],
      "Technical Lead",
      "Applied Scientist",
    ],
    interns: ["Software Engineering Intern", "Software Engineer Intern", "Software Development Intern", "Engineering Intern - Software"],
    qualifiers: [
      " - Backend",
      " - Frontend",
      ", Platform",
      ", Payments",
      " - Infrastructure",
      ", Machine Learning",
      " (React)",
      " (Go)",
      " (Python)",
      " (Java)",
      " - Mobile",
      " - Developer Tools",
      ", Search",
      " - Data",
    ],
    titleCredentials: { entry: [" - New Grad", " (New Grad)"], senior: [" (TS/SCI)", " - Secret Clearance"] },
    skills: [
      "Python",
      "Java",
      "TypeScript",
      "JavaScript",
      "AWS",
      "React",
      "SQL",
      "Kubernetes",
      "Docker",
      "Go",
      "PostgreSQL",
      "C++",
      "Node.js",
      "Terraform",
      "CI/CD",
      "microservices",
      "REST APIs",
      "Azure",
      "GCP",
      "Linux",
      "C#",
      ".NET",
      "Kafka",
      "Redis",
      "GraphQL",
      "Rust",
      "Spark",
      "Prometheus",
      "Grafana",
      "Spring Boot",
      "Django",
      "distributed systems",
      "MongoDB",
      "Ansible",
      "Kotlin",
      "Swift",
      "Elasticsearch",
      "Airflow",
    ],
    teams: [
      "platform team",
      "payments team",
      "infrastructure group",
      "product engineering team",
      "data platform team",
      "developer experience team",
      "core services team",
    ],
    missions: [
      "build and operate the services behind our customer-facing products",
      "design APIs and data pipelines that scale with our customers",
      "make our infrastructure reliable, observable and cheap to run",
      "ship features end to end, from the database to the browser",
      "build the tools other engineers use every day",
    ],
    projects: [
      "high-traffic web services",
      "internal developer platforms",
      "real-time data pipelines",
      "customer-facing web and mobile apps",
      "cloud infrastructure",
    ],
    partners: [
      "product managers and designers",
      "data scientists and analysts",
      "other engineering teams",
      "customer support and operations",
    ],
    managers: ["engineering manager", "director of engineering", "tech lead", "VP of Engineering"],
    fields: ["software development", "backend development", "software engineering", "building production systems", "cloud infrastructure"],
    degrees: ["Computer Science", "Computer Science", "Software Engineering", "Computer Engineering"],
    duties: [
      "Design, build and maintain services and APIs",
      "Write clean, well-tested code and review your teammates' pull requests",
      "Participate in an on-call rotation and lead incident reviews",
      "Improve the performance, reliability and cost of our systems",
      "Break down large projects into incremental, shippable changes",
      "Write design documents and help choose between technical approaches",
      "Build monitoring, alerting and dashboards for the services you own",
      "Automate builds, tests and deployments",
      "Work with product managers to scope and prioritize features",
      "Migrate legacy systems to modern, maintainable architectures",
      "Debug production issues across the stack",
      "Mentor other engineers and help grow the team",
    ],
    toolDuties: ["Write production code with {skill} every day", "Build and operate systems that use {skill}"],
    certifications: {
      entry: ["Internship or project experience building real software"],
      senior: ["AWS or Kubernetes certification a plus", "Track record of leading projects across teams"],
    },
    extras: ["Experience in a fast-growing startup environment", "Contributions to open source projects a plus"],
    salary: 130_000,
    remote: 0.38,
    locations: {
      "San Francisco, CA": 2.5,
      "Seattle, WA": 2,
      "New York, NY": 1.8,
      "Austin, TX": 1.5,
      "Remote (US)": 2.5,
      "Huntsville, AL": 0.5,
      "Houston, TX": 0.6,
      "Detroit, MI": 0.6,
    },
  },

  "Chemical Engineering": {
    share: 6,
    titles: [
      "Chemical Engineer",
      ["Process Engineer", ["Aspen HYSYS", "P&IDs", "mass and energy balances", "PFDs"]],
      ["Process Safety Engineer", ["HAZOP", "LOPA", "PSM (OSHA 1910.119)", "MOC"]],
      "Production Engineer",
      ["Chemical Process Engineer", ["Aspen Plus", "process simulation", "mass and energy balances"]],
      ["Process Development Engineer", ["scale-up", "DOE", "reactor design"]],
      "Manufacturing Engineer",
      "Project Engineer",
      ["Environmental Engineer", ["air permitting", "EPA/TCEQ permitting", "wastewater treatment"]],
      ["Process Control Engineer", ["DCS (DeltaV, Honeywell)", "advanced process control", "PI historian"]],
      "Plant Engineer",
      "Reliability Engineer",
      ["Process Design Engineer", ["Aspen HYSYS", "heat exchanger design", "PFDs", "relief valve sizing"]],
      "Technical Service Engineer",
      ["Water Treatment Engineer", ["water treatment", "reverse osmosis", "wastewater treatment"]],
      ["Refinery Process Engineer", ["Aspen HYSYS", "distillation", "PI historian"]],
      ["Bioprocess Engineer", ["cell culture", "GMP", "scale-up", "chromatography"]],
      ["MS&T Engineer", ["GMP", "technology transfer", "batch records", "CAPA"]],
      "Polymer Engineer",
      "Materials Engineer",
      "Formulation Chemist",
      "Corrosion Engineer",
      "Process Simulation Engineer",
      "Technology Transfer Engineer",
      "Utilities Engineer",
      "Scale-Up Engineer",
      ["Battery Cell Engineer", ["electrochemistry", "cell testing", "DOE"]],
      "Process Technician",
      "EHS Engineer",
      "Air Permitting Engineer",
      "Pipeline Integrity Engineer",
      "Semiconductor Process Engineer",
      ["Etch Process Engineer", ["plasma etch", "SPC", "DOE"]],
      "Thin Film Process Engineer",
      "Catalysis Scientist",
      "Production Chemist",
      "Process Engineering Manager",
    ],
    interns: ["Chemical Engineering Intern", "Process Engineering Intern", "Chemical Engineering Co-op", "Engineering Intern"],
    qualifiers: [
      " - Specialty Chemicals",
      ", Refining",
      " - Pharmaceuticals",
      ", Polymers",
      " - Petrochemicals",
      " - Water Treatment",
      " - Batteries",
      " - Biologics",
      " – Night Shift",
      " - Rotating Shift",
      ", LNG",
      " - Semiconductors",
    ],
    titleCredentials: { entry: [" (EIT)"], senior: [" (PE)"] },
    skills: [
      "Aspen HYSYS",
      "P&IDs",
      "HAZOP",
      "Aspen Plus",
      "process simulation",
      "mass and energy balances",
      "PFDs",
      "PSM (OSHA 1910.119)",
      "Six Sigma",
      "distillation",
      "heat exchanger design",
      "DCS (DeltaV, Honeywell)",
      "GMP",
      "statistical process control",
      "LOPA",
      "MOC",
      "root cause analysis",
      "reactor design",
      "scale-up",
      "process control",
      "pump and compressor sizing",
      "EPA/TCEQ permitting",
      "batch records",
      "CAPA",
      "DOE",
      "PI historian",
      "relief valve sizing",
      "API 520/521",
      "water treatment",
      "JMP",
    ],
    teams: [
      "process engineering group",
      "technical services team",
      "manufacturing team",
      "process development group",
      "operations engineering team",
      "EHS team",
    ],
    missions: [
      "optimize unit operations for safety, yield and energy use",
      "scale new processes from pilot plant to full production",
      "support safe, reliable operation of our chemical plant",
      "lead process safety reviews and management of change",
      "design process equipment for new capital projects",
    ],
    projects: [
      "refinery and petrochemical units",
      "specialty chemical production",
      "pharmaceutical manufacturing",
      "water and wastewater treatment plants",
      "battery materials production",
    ],
    partners: [
      "operations, maintenance and EHS",
      "R&D chemists and production staff",
      "EPC contractors and equipment vendors",
      "quality and regulatory teams",
    ],
    managers: ["process engineering manager", "plant manager", "technical director", "operations manager"],
    fields: ["process engineering", "chemical engineering", "chemical manufacturing", "refinery operations", "process development"],
    degrees: ["Chemical Engineering", "Chemical Engineering", "Biochemical Engineering"],
    duties: [
      "Monitor unit performance and recommend operating changes",
      "Develop and maintain P&IDs, PFDs and operating procedures",
      "Perform mass and energy balances and size process equipment",
      "Participate in and lead HAZOP and LOPA studies",
      "Troubleshoot process upsets and lead root cause investigations",
      "Write and review management of change (MOC) packages",
      "Support turnarounds, startups and shutdowns",
      "Design experiments to improve yield and reduce waste",
      "Prepare scope, cost estimates and justifications for capital projects",
      "Support environmental permitting and compliance reporting",
      "Train operators on new equipment and procedures",
      "Analyze process data to find bottlenecks and energy savings",
    ],
    toolDuties: ["Build and maintain process models in {skill}", "Use {skill} to improve plant safety and performance"],
    certifications: {
      entry: ["EIT certification a plus", "Six Sigma Yellow Belt a plus"],
      senior: ["PE license a plus", "Six Sigma Green Belt preferred", "Experience facilitating HAZOP studies"],
    },
    extras: ["Willingness to work in an operating plant and respond to call-outs", "Experience in an OSHA PSM-covered facility"],
    salary: 105_000,
    remote: 0.1,
    locations: { "Houston, TX": 3.5, "Pittsburgh, PA": 1.5, "Remote (US)": 0.3, "San Francisco, CA": 0.5, "Seattle, WA": 0.5 },
  },

  "Aerospace Engineering": {
    share: 5,
    titles: [
      "Aerospace Engineer",
      ["Systems Engineer", ["MBSE", "requirements management (DOORS)", "systems engineering", "Cameo"]],
      ["Stress Engineer", ["NASTRAN", "FEMAP", "hand calculations", "fatigue and damage tolerance"]],
      ["Avionics Engineer", ["DO-254", "DO-178C", "avionics integration", "ARINC 429"]],
      ["Structures Engineer", ["NASTRAN", "composites", "CATIA V5", "stress analysis"]],
      ["Propulsion Engineer", ["propulsion analysis", "CFD", "MATLAB"]],
      ["Flight Test Engineer", ["flight testing", "data acquisition", "MATLAB"]],
      ["GNC Engineer", ["guidance, navigation and control", "MATLAB/Simulink", "C/C++"]],
      "Manufacturing Engineer",
      ["Design Engineer", ["CATIA V5", "Siemens NX", "GD&T"]],
      "Test Engineer",
      ["Stress Analyst", ["NASTRAN", "HyperMesh", "hand calculations"]],
      ["Aerodynamics Engineer", ["CFD", "wind tunnel testing", "Python"]],
      "Thermal Engineer",
      ["Flight Controls Engineer", ["MATLAB/Simulink", "control law design", "DO-178C"]],
      ["Certification Engineer", ["FAA Part 23/25", "DO-160", "ARP4754A"]],
      "Airworthiness Engineer",
      ["Composites Engineer", ["composites", "CATIA V5", "FiberSIM"]],
      "Liaison Engineer",
      "Spacecraft Systems Engineer",
      ["Flight Software Engineer", ["C/C++", "DO-178C", "RTOS"]],
      "Integration and Test Engineer",
      "Reliability Engineer",
      "Payload Engineer",
      "Loads Engineer",
      "Mission Operations Engineer",
      "Launch Engineer",
      "Propulsion Test Engineer",
      "Mass Properties Engineer",
      ["Fatigue and Damage Tolerance Engineer", ["fatigue and damage tolerance", "NASGRO", "AFGROW"]],
      "Hydraulic Systems Engineer",
      "Electrical Power Systems Engineer",
      ["Model-Based Systems Engineer", ["MBSE", "Cameo", "SysML"]],
      "Aerospace Engineering Technician",
      "Designated Engineering Representative",
    ],
    interns: ["Aerospace Engineering Intern", "Engineering Intern - Structures", "Aerospace Engineering Co-op", "Propulsion Intern"],
    qualifiers: [
      " - Space Systems",
      ", Launch Vehicles",
      " - Avionics",
      " - Propulsion",
      " - Defense",
      ", Satellites",
      " - eVTOL",
      " - Commercial Aircraft",
      ", Missiles",
      " - Rotorcraft",
      " - Second Shift",
    ],
    titleCredentials: {
      entry: [" (Secret Clearance)", " - ITAR"],
      senior: [" (Secret Clearance)", " (TS/SCI)", " - Active Clearance Required"],
    },
    skills: [
      "CATIA V5",
      "NASTRAN",
      "MATLAB/Simulink",
      "AS9100",
      "DO-178C",
      "composites",
      "FEMAP",
      "Siemens NX",
      "GD&T",
      "stress analysis",
      "HyperMesh",
      "DO-254",
      "MIL-STD-810",
      "FAA Part 23/25",
      "fatigue and damage tolerance",
      "ANSYS",
      "systems engineering",
      "requirements management (DOORS)",
      "flight testing",
      "C/C++",
      "guidance, navigation and control",
      "CFD",
      "ARP4754A",
      "hand calculations",
      "MBSE",
      "thermal analysis",
      "AS9102 first article inspection",
      "DO-160",
      "Thermal Desktop",
    ],
    teams: [
      "airframe structures group",
      "propulsion team",
      "avionics team",
      "flight sciences group",
      "systems engineering team",
      "integration and test team",
    ],
    missions: [
      "design and analyze primary and secondary aircraft structures",
      "develop and test propulsion systems for launch vehicles and spacecraft",
      "integrate avionics and flight software on new aircraft programs",
      "take spacecraft from requirements through integration, test and launch",
      "support certification of new aircraft and modifications",
    ],
    projects: [
      "commercial aircraft programs",
      "launch vehicles and spacecraft",
      "defense and missile programs",
      "satellite constellations",
      "eVTOL and advanced air mobility programs",
    ],
    partners: [
      "design, manufacturing and quality",
      "FAA and customer representatives",
      "suppliers and test facilities",
      "systems, software and test engineers",
    ],
    managers: ["chief engineer", "engineering manager", "program manager", "structures lead"],
    fields: ["aerospace engineering", "aircraft structural analysis", "spacecraft systems", "propulsion", "avionics"],
    degrees: ["Aerospace Engineering", "Aerospace Engineering", "Mechanical Engineering"],
    duties: [
      "Perform static strength, stability and fatigue analyses",
      "Write and review stress reports and substantiation documents",
      "Develop and manage system requirements and interface control documents",
      "Plan and run ground and flight tests and analyze the data",
      "Support design reviews (PDR, CDR) and present technical results",
      "Disposition nonconformances and support the production line",
      "Coordinate certification activities with the FAA and DERs",
      "Build analysis tools and automate repetitive calculations",
      "Support integration and test of hardware and software",
      "Trade design options for weight, cost and performance",
      "Write verification plans and procedures",
      "Work with suppliers to resolve technical issues",
    ],
    toolDuties: ["Perform analyses and build models in {skill}", "Use {skill} on flight hardware from design through test"],
    certifications: {
      entry: ["Ability to obtain a security clearance", "U.S. citizenship required (ITAR)"],
      senior: ["Active Secret clearance", "FAA DER experience a plus", "U.S. person status required due to ITAR"],
    },
    extras: [
      "This position requires access to export-controlled information (ITAR)",
      "Experience on a flight program from design through test",
    ],
    salary: 112_000,
    remote: 0.12,
    locations: {
      "Huntsville, AL": 6,
      "Los Angeles, CA": 2.5,
      "Seattle, WA": 2.5,
      "Denver, CO": 2,
      "Phoenix, AZ": 1.5,
      "Remote (US)": 0.3,
      "New York, NY": 0.3,
    },
  },

  "Project Management": {
    share: 10,
    titles: [
      ["Project Manager", ["MS Project", "budget management", "risk management", "PMP", "scheduling"]],
      ["Program Manager", ["stakeholder management", "risk management", "budget management", "Smartsheet"]],
      ["Technical Project Manager", ["Agile", "Jira", "Scrum", "risk management"]],
      "Engineering Project Manager",
      "Project Engineer",
      ["Construction Project Manager", ["Procore", "Primavera P6", "change orders", "contract administration"]],
      ["Technical Program Manager", ["Agile", "Jira", "stakeholder management"]],
      "Project Coordinator",
      "Assistant Project Manager",
      ["Project Controls Specialist", ["Primavera P6", "earned value management", "cost control"]],
      ["Scheduler", ["Primavera P6", "MS Project", "scheduling"]],
      ["Project Controls Manager", ["earned value management", "Primavera P6", "cost control"]],
      "Engineering Program Manager",
      "Capital Project Manager",
      ["Cost Engineer", ["cost control", "earned value management", "Excel"]],
      ["Planning Engineer", ["Primavera P6", "scheduling"]],
      "Project Planner",
      "Project Director",
      ["Scrum Master", ["Scrum", "Agile", "Jira"]],
      ["Agile Project Manager", ["Agile", "Scrum", "Jira"]],
      "Owner's Representative",
      "Infrastructure Project Manager",
      "Energy Project Manager",
      "Manufacturing Project Manager",
      ["EPC Project Manager", ["EPC project delivery", "Primavera P6", "contract administration"]],
      "Facilities Project Manager",
      "Commissioning Manager",
      "Project Analyst",
      "Document Controller",
      "PMO Analyst",
      "Transmission Project Manager",
      "Program Coordinator",
      "Delivery Manager",
      "Technical Product Manager",
      "Program Director",
    ],
    interns: ["Project Management Intern", "Project Controls Intern", "Project Engineering Intern"],
    qualifiers: [
      ", Capital Projects",
      " - Data Centers",
      ", Water/Wastewater",
      " - Transmission & Distribution",
      " - EPC",
      ", Healthcare Construction",
      " - Renewables",
      " - Federal",
      " - Oil & Gas",
      ", Semiconductor Fab",
      " - Life Sciences",
      " - Infrastructure",
    ],
    titleCredentials: { entry: [" (CAPM)"], senior: [" (PMP)", " (PMP)", " - PMP Required", " (PE, PMP)"] },
    skills: [
      "MS Project",
      "Primavera P6",
      "PMP",
      "earned value management",
      "budget management",
      "risk management",
      "scheduling",
      "stakeholder management",
      "change orders",
      "Agile",
      "Scrum",
      "Smartsheet",
      "Jira",
      "cost control",
      "contract administration",
      "Procore",
      "EPC project delivery",
      "stage-gate process",
      "resource planning",
      "vendor management",
      "RFIs and submittals",
      "procurement",
      "PRINCE2",
      "Lean",
      "Microsoft Teams",
      "Confluence",
    ],
    teams: [
      "project management office",
      "capital projects group",
      "program management team",
      "project delivery team",
      "engineering programs group",
    ],
    missions: [
      "lead engineering projects from kickoff through closeout on schedule and budget",
      "manage scope, schedule, cost and risk across a portfolio of capital projects",
      "coordinate engineering, procurement and construction for our clients",
      "keep cross-functional programs on track and stakeholders informed",
      "plan and deliver infrastructure projects for public and private clients",
    ],
    projects: [
      "capital projects from $5M to $200M",
      "EPC and design-build projects",
      "multi-year infrastructure programs",
      "product development programs",
      "facility expansions",
    ],
    partners: [
      "clients, engineers and contractors",
      "engineering, procurement and finance",
      "executives and functional managers",
      "subcontractors and vendors",
    ],
    managers: ["director of project management", "program director", "VP of Operations", "PMO lead"],
    fields: ["project management", "engineering project management", "managing capital projects", "program management", "project controls"],
    degrees: ["Engineering", "Engineering", "Construction Management", "Business Administration"],
    duties: [
      "Develop and maintain project schedules, budgets and forecasts",
      "Lead kickoff meetings, weekly progress meetings and status reports",
      "Manage scope changes, change orders and contract amendments",
      "Identify risks early and maintain the project risk register",
      "Track cost and progress with earned value and report variances",
      "Coordinate engineering, procurement and construction activities",
      "Serve as the primary point of contact for the client",
      "Review and approve invoices and subcontractor payments",
      "Lead lessons-learned reviews and closeout documentation",
      "Manage resource plans across multiple projects",
      "Negotiate with vendors and subcontractors",
      "Present project status to leadership and stakeholders",
    ],
    toolDuties: ["Maintain project plans and reporting in {skill}", "Apply {skill} to keep projects on schedule and on budget"],
    certifications: {
      entry: ["CAPM certification a plus", "Working toward PMP certification"],
      senior: ["PMP certification required", "PMP certification preferred", "PMP or PgMP certification"],
    },
    extras: ["Experience managing projects over $10M", "Ability to travel to project sites up to 30%"],
    salary: 110_000,
    remote: 0.3,
    locations: { "Remote (US)": 1.2 },
  },

  "Design and Drafting": {
    share: 7,
    titles: [
      ["CAD Designer", ["AutoCAD", "SolidWorks", "3D modeling"]],
      ["Drafter", ["AutoCAD", "drafting standards", "redlines"]],
      "Designer",
      ["CAD Drafter", ["AutoCAD", "redlines", "sheet sets"]],
      ["Mechanical Designer", ["SolidWorks", "Autodesk Inventor", "GD&T", "ASME Y14.5"]],
      ["BIM Coordinator", ["Revit", "Navisworks", "BIM 360", "clash detection"]],
      ["Electrical Designer", ["AutoCAD Electrical", "Revit", "panel schedules"]],
      ["Piping Designer", ["AutoCAD Plant 3D", "CADWorx", "isometric drawings", "P&IDs"]],
      ["Structural Drafter", ["Tekla Structures", "AutoCAD", "Revit"]],
      ["Civil Drafter", ["AutoCAD Civil 3D", "MicroStation"]],
      ["Revit Technician", ["Revit", "construction documents", "BIM 360"]],
      ["BIM Modeler", ["Revit", "Navisworks", "point cloud modeling"]],
      ["BIM Manager", ["Revit", "BIM 360", "Navisworks", "Dynamo"]],
      ["MEP Designer", ["Revit", "AutoCAD", "Navisworks"]],
      "Architectural Drafter",
      "Electrical Drafter",
      "Mechanical Drafter",
      "Design Technician",
      ["Civil 3D Designer", ["AutoCAD Civil 3D", "grading design"]],
      ["Steel Detailer", ["Tekla Structures", "SDS/2", "shop drawings"]],
      ["Rebar Detailer", ["RebarCAD", "shop drawings"]],
      ["Plant Designer", ["SmartPlant 3D", "AutoCAD Plant 3D", "P&IDs"]],
      "Design Drafter",
      "CAD Technician",
      "Instrumentation Designer",
      ["HVAC Designer", ["Revit", "AutoCAD MEP", "ductwork design"]],
      "Plumbing Designer",
      "Fire Protection Designer",
      "Sheet Metal Designer",
      "Industrial Designer",
      "3D Modeler",
      ["PCB Layout Designer", ["Altium Designer", "PCB layout"]],
      "Wire Harness Designer",
      "Tooling Designer",
      "Design Checker",
      "Survey CAD Technician",
      "GIS Technician",
      "Substation Designer",
      ["Transmission Line Designer", ["PLS-CADD", "AutoCAD"]],
      "OSP Designer",
    ],
    interns: ["Drafting Intern", "CAD Intern", "Design Intern", "BIM Intern"],
    qualifiers: [
      " - Piping",
      " (Revit)",
      " (AutoCAD)",
      " - Electrical",
      " - Structural Steel",
      " (SolidWorks)",
      ", MEP",
      " - Substations",
      " - Oil & Gas",
      " (Civil 3D)",
      " - Architecture",
    ],
    titleCredentials: { entry: [" - Entry Level CAD"], senior: [" (Autodesk Certified)"] },
    skills: [
      "AutoCAD",
      "Revit",
      "MicroStation",
      "Navisworks",
      "Tekla Structures",
      "SolidWorks",
      "AutoCAD Plant 3D",
      "AutoCAD Civil 3D",
      "BIM 360",
      "Autodesk Inventor",
      "ASME Y14.5",
      "GD&T",
      "AutoCAD Electrical",
      "Bluebeam",
      "CADWorx",
      "SmartPlant 3D",
      "shop drawings",
      "redlines",
      "isometric drawings",
      "sheet sets",
      "construction documents",
      "point cloud modeling",
      "Autodesk Construction Cloud",
      "Creo",
      "3D modeling",
      "P&IDs",
      "Dynamo",
    ],
    teams: ["design group", "CAD department", "BIM team", "drafting team", "production team", "virtual design and construction team"],
    missions: [
      "produce accurate drawings and 3D models for engineering projects",
      "turn engineers' sketches and markups into construction documents",
      "build and coordinate BIM models across disciplines",
      "detail parts and assemblies for manufacturing",
      "maintain our CAD standards and drawing sets from design through as-built",
    ],
    projects: [
      "commercial and industrial buildings",
      "process plants and pipelines",
      "substations and transmission lines",
      "manufactured equipment",
      "infrastructure projects",
    ],
    partners: ["engineers and project managers", "architects and contractors", "fabricators and shop staff", "other designers"],
    managers: ["design manager", "CAD manager", "engineering lead", "BIM manager"],
    fields: ["drafting and design", "CAD drafting", "BIM modeling", "mechanical design", "engineering design"],
    degrees: ["Drafting and Design Technology", "Engineering Technology", "Architecture"],
    duties: [
      "Prepare plans, sections, details and schedules from engineers' markups",
      "Build and maintain 3D models and extract 2D drawings",
      "Pick up redlines and keep drawing sets current",
      "Run clash detection and resolve conflicts with other trades",
      "Prepare as-built drawings at project closeout",
      "Maintain CAD standards, templates and title blocks",
      "Create isometrics, general arrangements and fabrication drawings",
      "Check drawings for accuracy and consistency",
      "Produce bills of materials and parts lists",
      "Support field verification and laser scan data processing",
      "Coordinate drawing submittals with engineers and clients",
    ],
    toolDuties: ["Produce drawings and models in {skill}", "Use {skill} daily to develop and revise design packages"],
    certifications: {
      entry: ["Associate degree or certificate in drafting technology", "Autodesk Certified User a plus"],
      senior: ["Autodesk Certified Professional a plus", "Experience leading a team of designers"],
    },
    extras: ["A portfolio of drawing sets or models", "Knowledge of construction methods and materials"],
    salary: 68_000,
    remote: 0.25,
    locations: { "Remote (US)": 0.6, "Houston, TX": 1.5 },
  },

  "Construction Management": {
    share: 9,
    titles: [
      ["Project Manager", ["Procore", "change orders", "subcontractor management", "scheduling"]],
      ["Superintendent", ["OSHA 30", "scheduling", "site logistics", "subcontractor management"]],
      "Construction Manager",
      ["Project Engineer", ["RFIs", "submittals", "Procore", "Bluebeam"]],
      "Assistant Project Manager",
      ["Field Engineer", ["layout", "Bluebeam", "RFIs"]],
      ["Estimator", ["takeoffs", "cost estimating", "Bluebeam", "HCSS HeavyBid"]],
      "Assistant Superintendent",
      "General Superintendent",
      "Construction Superintendent",
      "Project Coordinator",
      "Preconstruction Manager",
      ["Safety Manager", ["OSHA 30", "safety programs", "incident investigation"]],
      ["MEP Coordinator", ["MEP coordination", "Navisworks", "Revit"]],
      ["QA/QC Manager", ["quality control", "inspections", "ITPs"]],
      "Scheduler",
      ["Construction Inspector", ["inspections", "quality control"]],
      "Construction Coordinator",
      ["VDC Manager", ["Navisworks", "Revit", "BIM coordination"]],
      ["QA/QC Inspector", ["inspections", "quality control"]],
      "Construction Engineer",
      "Commissioning Agent",
      "Cost Estimator",
      "General Foreman",
      "Project Executive",
      "Site Safety Coordinator",
      "Building Inspector",
      "Construction Administrator",
      "MEP Superintendent",
      "Field Coordinator",
      "Mechanical Project Manager",
      "Electrical Project Manager",
      "Chief Estimator",
      "Director of Construction",
      "Closeout Coordinator",
    ],
    interns: ["Construction Management Intern", "Project Engineer Intern", "Field Engineering Intern", "Estimating Intern"],
    qualifiers: [
      " - Commercial",
      " - Heavy Civil",
      ", Healthcare",
      ", Data Centers",
      " - Multifamily",
      " - Industrial",
      " (Travel)",
      " - Mission Critical",
      " - Interiors",
      ", K-12",
      " - Self-Perform Concrete",
      " – Night Shift",
    ],
    titleCredentials: { entry: [" (OSHA 30)"], senior: [" (OSHA 30)", " (LEED AP)"] },
    skills: [
      "Procore",
      "Bluebeam",
      "OSHA 30",
      "Primavera P6",
      "MS Project",
      "RFIs",
      "submittals",
      "scheduling",
      "cost estimating",
      "subcontractor management",
      "quality control",
      "OSHA 10",
      "change orders",
      "three-week lookahead schedules",
      "site logistics",
      "BIM coordination",
      "Navisworks",
      "takeoffs",
      "PlanGrid",
      "Sage 300",
      "safety programs",
      "MEP coordination",
      "closeout documentation",
      "HCSS HeavyBid",
      "First Aid/CPR",
      "inspections",
      "concrete and steel erection",
      "Autodesk Build",
    ],
    teams: ["operations team", "field team", "preconstruction group", "project team", "self-perform division", "building group"],
    missions: [
      "build commercial projects safely, on schedule and within budget",
      "run the jobsite day to day, from mobilization through turnover",
      "manage subcontractors, submittals and RFIs on ground-up projects",
      "estimate and win the work our field teams build",
      "deliver heavy civil projects for public owners",
    ],
    projects: [
      "healthcare and higher-education buildings",
      "data centers",
      "multifamily and mixed-use projects",
      "highway and bridge projects",
      "industrial and manufacturing facilities",
    ],
    partners: [
      "owners, architects and subcontractors",
      "superintendents and field staff",
      "inspectors and local authorities",
      "estimators and the preconstruction team",
    ],
    managers: ["project executive", "operations manager", "general superintendent", "senior project manager"],
    fields: ["construction management", "commercial construction", "heavy civil construction", "field supervision", "construction"],
    degrees: ["Construction Management", "Construction Management", "Civil Engineering"],
    duties: [
      "Manage subcontractors and coordinate the trades on site",
      "Build and update the project schedule and three-week lookaheads",
      "Process RFIs, submittals and change orders",
      "Lead daily huddles and weekly owner-architect-contractor meetings",
      "Enforce the site safety program and conduct safety inspections",
      "Track costs, review pay applications and forecast the budget",
      "Perform quality control inspections and manage punch lists",
      "Prepare quantity takeoffs and bid packages",
      "Maintain daily reports and jobsite documentation",
      "Coordinate inspections with the authority having jurisdiction",
      "Manage closeout, commissioning and turnover to the owner",
      "Review drawings for constructability before work starts",
    ],
    toolDuties: ["Keep project documentation current in {skill}", "Use {skill} to run the job and report progress"],
    certifications: {
      entry: ["OSHA 10 card", "OSHA 30 certification a plus"],
      senior: ["OSHA 30 certification required", "LEED AP a plus", "PMP or CCM certification a plus"],
    },
    extras: ["Willingness to relocate or travel for projects", "Ability to walk the site and climb ladders and scaffolding"],
    salary: 100_000,
    remote: 0.06,
    locations: { "Remote (US)": 0.1, "Phoenix, AZ": 1.5, "Austin, TX": 1.5, "Atlanta, GA": 1.5, "Denver, CO": 1.3 },
  },

  "Quality Assurance": {
    share: 8,
    titles: [
      ["Quality Engineer", ["ISO 9001", "root cause analysis", "CAPA", "FMEA"]],
      ["Quality Assurance Engineer", ["ISO 9001", "CAPA", "internal audits"]],
      ["Supplier Quality Engineer", ["PPAP", "APQP", "supplier audits", "IATF 16949"]],
      ["Quality Manager", ["ISO 9001", "internal audits", "CAPA", "QMS software"]],
      ["Quality Inspector", ["CMM", "GD&T", "first article inspection", "calipers and micrometers"]],
      ["Manufacturing Quality Engineer", ["SPC", "PFMEA", "control plans", "8D"]],
      ["Quality Control Inspector", ["first article inspection", "GD&T", "calipers and micrometers"]],
      "Quality Assurance Specialist",
      "Reliability Engineer",
      "Quality Technician",
      ["Quality Systems Engineer", ["ISO 13485", "QMS software", "internal audits"]],
      ["Validation Engineer", ["validation (IQ/OQ/PQ)", "21 CFR 820", "GMP"]],
      "Quality Control Manager",
      ["Quality Auditor", ["internal audits", "ISO 9001", "AS9100"]],
      "Quality Analyst",
      ["Customer Quality Engineer", ["8D", "root cause analysis", "IATF 16949"]],
      "Receiving Inspector",
      ["CMM Programmer", ["CMM", "PC-DMIS", "GD&T"]],
      "Metrology Technician",
      "Quality Assurance Manager",
      ["Design Quality Engineer", ["ISO 14971", "design controls", "21 CFR 820"]],
      ["Process Quality Engineer", ["SPC", "PFMEA", "Cpk studies"]],
      "Quality Control Engineer",
      ["NDT Inspector", ["NDT", "ultrasonic testing", "magnetic particle inspection"]],
      ["Welding Inspector", ["AWS D1.1", "visual weld inspection"]],
      "Quality Coordinator",
      ["Continuous Improvement Engineer", ["Six Sigma", "Lean manufacturing", "Minitab"]],
      "Six Sigma Black Belt",
      "Document Control Specialist",
      "Compliance Engineer",
      "Source Inspector",
      "Software Test Engineer",
      "Calibration Technician",
      "Supplier Development Engineer",
      "Director of Quality",
    ],
    interns: ["Quality Engineering Intern", "Quality Assurance Intern", "Quality Engineering Co-op"],
    qualifiers: [
      " - Medical Devices",
      ", Automotive",
      " - Aerospace",
      " (Six Sigma)",
      " - Supplier Development",
      ", Injection Molding",
      " - Welding",
      " (ISO 13485)",
      " – Night Shift",
      " - 2nd Shift",
      " - 3rd Shift",
      ", Machining",
    ],
    titleCredentials: { entry: [" (CQT)"], senior: [" (CQE)", " (ASQ CQE)", " (CWI)"] },
    skills: [
      "ISO 9001",
      "root cause analysis",
      "CAPA",
      "SPC",
      "PPAP",
      "APQP",
      "FMEA",
      "IATF 16949",
      "Six Sigma",
      "8D",
      "CMM",
      "GD&T",
      "AS9100",
      "ISO 13485",
      "internal audits",
      "Minitab",
      "control plans",
      "MSA / Gage R&R",
      "supplier audits",
      "first article inspection",
      "21 CFR 820",
      "Lean manufacturing",
      "statistical analysis",
      "NDT",
      "calibration",
      "ISO 14971",
      "validation (IQ/OQ/PQ)",
      "PFMEA",
      "Cpk studies",
      "QMS software",
    ],
    teams: ["quality team", "supplier quality group", "quality systems team", "plant quality department", "quality assurance group"],
    missions: [
      "make sure what we ship meets customer and regulatory requirements",
      "drive down defects and customer complaints on our production lines",
      "qualify suppliers and keep their parts at the quality our customers expect",
      "run our quality management system and keep us audit-ready",
      "lead root cause investigations and corrective actions that stick",
    ],
    projects: [
      "automotive production programs",
      "medical device manufacturing",
      "aerospace machining and assembly",
      "new product launches",
      "supplier development programs",
    ],
    partners: [
      "manufacturing, engineering and supply chain",
      "suppliers and customers",
      "regulatory auditors and customers' quality teams",
      "production supervisors and operators",
    ],
    managers: ["quality manager", "director of quality", "plant manager", "supplier quality lead"],
    fields: ["quality engineering", "quality assurance", "manufacturing quality", "supplier quality", "quality control"],
    degrees: ["Engineering", "Industrial Engineering", "Mechanical Engineering"],
    duties: [
      "Lead root cause analysis and corrective and preventive actions",
      "Develop control plans, inspection plans and work instructions",
      "Review and approve PPAP submissions from suppliers",
      "Conduct internal and supplier audits",
      "Monitor process capability and react to out-of-control conditions",
      "Disposition nonconforming material and run the material review board",
      "Respond to customer complaints with 8D reports",
      "Support new product launches with APQP deliverables",
      "Maintain the quality management system and its documentation",
      "Train operators and inspectors on quality procedures",
      "Report quality metrics such as scrap, PPM and cost of poor quality",
      "Perform first article and dimensional inspections",
    ],
    toolDuties: ["Analyze quality data in {skill}", "Use {skill} to track defects, audits and corrective actions"],
    certifications: {
      entry: ["ASQ CQT or CQI certification a plus", "Six Sigma Yellow Belt"],
      senior: [
        "ASQ Certified Quality Engineer (CQE) preferred",
        "Six Sigma Green Belt",
        "Six Sigma Black Belt preferred",
        "IRCA or ASQ CQA lead auditor certification",
      ],
    },
    extras: ["Experience in a regulated manufacturing environment", "Ability to read blueprints and use precision measuring tools"],
    salary: 88_000,
    remote: 0.1,
    locations: { "Detroit, MI": 2.5, "Remote (US)": 0.2 },
  },
};

/** Tools every discipline asks for, most common first. */
const COMMON_SKILLS = zipf(
  ["Excel", "Microsoft Office", "Python", "AutoCAD", "MATLAB", "SAP", "Power BI", "SQL", "Jira", "Bluebeam", "SharePoint", "Minitab"],
  1,
);

// ---------------------------------------------------------------------------------------------
// Text shared by every discipline.

const INTRO = compileAll([
  "{company} is hiring {a} {title} to join our {team} {where}.",
  "We are looking for {a} {title} to {mission}.",
  "As {a} {title} on our {team}, you will {mission}.",
  "{company} is seeking {a} {title} {where} to {mission}.",
  "Our {team} is growing and needs {a} {title} who can {mission}.",
  "Join {company} as {a} {title} and help us {mission}.",
  "The {title} will {mission}, working closely with {partners}.",
  "We have an opening for {a} {title} {where}.",
  "{company} has an immediate need for {a} {title} {where}.",
  "Are you {a} {title} who wants to {mission}?",
]);
const INTRO_MORE = compileAll([
  "You will work on {projects} and use {skill} every day.",
  "Most of our work is {projects}, and the backlog is funded for years to come.",
  "This role reports to the {manager} and works with {partners}.",
  "You'll have real ownership of your work, from concept through delivery, with {skill} at the center of it.",
  "The team supports {projects} and works with {partners}.",
  "We are a close-knit team that values good judgment, clear communication and getting the details right.",
  "Our current work includes {projects}.",
  "You will report to the {manager} and help shape how the team works.",
]);
const ABOUT = compileAll([
  "{company} has grown steadily for more than twenty years by doing careful work for clients who come back.",
  "We are an employee-owned firm with offices across the country and a reputation for technical excellence.",
  "{company} is a growing company where engineers have a say in the work and the tools.",
  "Our people stay: the average tenure on this team is over eight years.",
  "We invest in training, mentoring and the career paths of everyone on the team.",
]);
const WORK_ARRANGEMENT = {
  remote: compileAll([
    "This position is fully remote within the United States.",
    "This is a remote role; occasional travel to team meetings is expected.",
  ]),
  hybrid: compileAll([
    "This is a hybrid role with three days a week in our {city} office.",
    "Hybrid schedule: in the {city} office two to three days a week.",
  ]),
  onsite: compileAll(["This position is on site in {city}.", "This role is based in {city} and requires work on site."]),
};
const DUTY_HEADERS = [
  "Responsibilities:",
  "What you'll do:",
  "Key responsibilities:",
  "In this role you will:",
  "Duties include:",
  "Day to day:",
];
const REQUIREMENT_HEADERS = [
  "Qualifications:",
  "Requirements:",
  "What you bring:",
  "What we're looking for:",
  "Minimum qualifications:",
  "You have:",
];
const PREFERRED_HEADERS = ["Preferred qualifications:", "Nice to have:", "Bonus points for:", "Preferred:"];
const GENERIC_DUTIES = compileAll([
  "Coordinate with {partners}",
  "Prepare clear documentation, reports and presentations",
  "Mentor junior team members and share what you know",
  "Track your work against schedule and budget and raise issues early",
  "Contribute to proposals, estimates and scoping of new work",
  "Follow company quality and safety procedures",
  "Take part in design reviews and continuous improvement",
  "Support the {manager} with planning and resourcing",
  "Communicate progress and risks to clients and stakeholders",
  "Travel to sites, suppliers or customers as needed",
]);
/** The generic duty entry-level postings leave out. */
const MENTORING = GENERIC_DUTIES.findIndex((duty) => duty.parts[0].startsWith("Mentor"));
/** Duties that read well whatever the skill: a tool, a standard or a practice. */
const SKILL_DUTIES = compileAll([
  "Put your {skill} experience to work on active projects",
  "Own the {skill} side of your projects from start to finish",
  "Lead {skill} work and review what others produce",
  "Be the team's go-to person for {skill}",
]);

/** The skills that are software, which the disciplines' tool duties name ("... in {skill}"). */
const SOFTWARE = new Set([
  ...["AutoCAD", "AutoCAD Civil 3D", "MicroStation", "HEC-RAS", "HEC-HMS", "SAP2000", "ETABS", "RISA-3D", "OpenRoads Designer", "ArcGIS"],
  ...["Synchro", "SWMM", "WaterCAD", "LEAP Bridge", "PLAXIS", "STAAD.Pro", "Revit", "Bluebeam", "CSiBridge", "VISSIM", "gINT"],
  ...["WaterGEMS", "InfoWorks ICM", "AASHTOWare BrR", "FLAC", "ADCIRC", "SolidWorks", "ANSYS", "Creo", "Siemens NX", "Autodesk Inventor"],
  ...[
    "Revit MEP",
    "Trane TRACE 700",
    "Carrier HAP",
    "Windchill PLM",
    "LabVIEW",
    "MATLAB",
    "eQUEST",
    "CAESAR II",
    "COMPRESS",
    "ANSYS Fluent",
  ],
  ...[
    "STAR-CCM+",
    "ANSYS Icepak",
    "AutoCAD Electrical",
    "ETAP",
    "SKM PowerTools",
    "Altium Designer",
    "OrCAD",
    "PSS/E",
    "Siemens TIA Portal",
  ],
  ...["PLS-CADD", "Ignition", "HyperLynx", "Cadence Virtuoso", "PVsyst", "Python", "Java", "TypeScript", "JavaScript", "Go", "C++", "C#"],
  ...["Rust", "Kotlin", "Swift", "embedded C", "C/C++", "Verilog", "SystemVerilog", "VHDL", "Aspen HYSYS", "Aspen Plus", "PI historian"],
  ...["JMP", "CATIA V5", "NASTRAN", "MATLAB/Simulink", "FEMAP", "HyperMesh", "Thermal Desktop", "Cameo", "FiberSIM", "NASGRO", "AFGROW"],
  ...["MS Project", "Primavera P6", "Smartsheet", "Jira", "Procore", "Confluence", "Navisworks", "Tekla Structures", "AutoCAD Plant 3D"],
  ...["BIM 360", "CADWorx", "SmartPlant 3D", "Autodesk Construction Cloud", "Dynamo", "RebarCAD", "SDS/2", "AutoCAD MEP", "PlanGrid"],
  ...["Sage 300", "HCSS HeavyBid", "Autodesk Build", "Minitab", "PC-DMIS", "QMS software", "Excel", "Power BI", "SAP", "SharePoint"],
]);
const DEGREE_LINES = compileAll([
  "Bachelor's degree in {degree} or a related field",
  "B.S. in {degree} (M.S. a plus)",
  "Bachelor of Science in {degree} from an accredited program",
  "Degree in {degree}, or equivalent practical experience",
]);
const STUDENT_LINES = compileAll([
  "Currently pursuing a Bachelor's or Master's degree in {degree}",
  "Enrolled in a {degree} program, graduating within the next two years",
  "Rising junior or senior in {degree}, with coursework or project experience in {field}",
]);
const YEARS_LINES = compileAll([
  "{years} years of experience in {field}",
  "{years} years of professional {field} experience",
  "{years} years of hands-on experience in {field}",
  "{years} years of relevant experience, ideally in {field}",
]);
const ENTRY_YEARS_LINES = compileAll([
  "Internship, co-op or academic project experience in {field}",
  "{years} years of experience in {field}; recent graduates are encouraged to apply",
]);
const MAIN_SKILL_LINES = compileAll([
  "Proficiency with {skill}",
  "Strong working knowledge of {skill}",
  "Demonstrated experience with {skill}",
  "Hands-on {skill} experience",
  "Solid experience with {skill} required",
]);
const SKILL_LIST_LINES = compileAll([
  "Experience with {skills}",
  "Familiarity with {skills}",
  "Working knowledge of {skills}",
  "Knowledge of {skills}",
]);
const PREFERRED_SKILL_LINES = compileAll(["Experience with {skills}", "Exposure to {skills}", "Familiarity with {skills} is a plus"]);
const SOFT_REQUIREMENTS = [
  "Strong written and verbal communication skills",
  "Ability to manage multiple priorities and meet deadlines",
  "Strong problem-solving and analytical skills",
  "Ability to work independently and as part of a team",
  "Attention to detail and a commitment to quality",
  "Comfort presenting to clients and leadership",
  "Eligible to work in the United States",
  "A collaborative attitude and willingness to learn",
];
const BENEFITS = [
  "We offer a competitive salary, medical, dental and vision coverage, a 401(k) with company match, and paid time off.",
  "Benefits include health, dental and vision insurance, 401(k) matching, tuition reimbursement, paid holidays and flexible schedules.",
  "Our benefits package includes comprehensive health coverage, life and disability insurance, generous PTO and paid parental leave.",
  "We pay for professional licenses, certifications, conferences and continuing education.",
  "You'll get a flexible schedule, a yearly training budget, an annual bonus and relocation assistance where needed.",
  "Full-time employees are eligible for bonuses, a 401(k) with immediate vesting, HSA and FSA options, and 15 days of PTO in the first year.",
];
const BENEFIT_HEADERS = ["Benefits:", "What we offer:", "", ""];
const PAY_LINES = compileAll([
  "The salary range for this position is {pay} per year, depending on experience and qualifications.",
  "Pay range: {pay} annually, plus benefits.",
  "Compensation: {pay}, based on experience and location.",
]);
const CLOSINGS = compileAll([
  "{company} is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.",
  "We are an equal opportunity employer and value diversity at our company.",
  "If this sounds like you, apply today: we review every application.",
  "Apply with your resume; no cover letter required.",
  "Candidates must be authorized to work in the United States. Visa sponsorship is not available for this position.",
  "Interviews are held on a rolling basis, so don't wait to apply.",
  "{company} is an EEO/AA employer, including disability and veterans.",
]);
const ARRANGEMENT_QUALIFIERS = {
  remote: [" (Remote)", " - Remote", " (Remote, US)"],
  hybrid: [" (Hybrid)", " - Hybrid"],
  onsite: [" (Onsite)", " - On-Site", " (Relocation Provided)"],
  contract: [" (Contract)", " - Contract", " (Contract-to-Hire)", " - 12 Month Contract"],
  temporary: [" (Temporary)", " - 6 Month Assignment"],
  partTime: [" (Part-Time)", " - Part Time"],
};

/** Most postings are full-time; every type in EMPLOYMENT_TYPES needs a weight here. */
const EMPLOYMENT_WEIGHTS: Record<EmploymentType, number> = {
  "Full-time": 86,
  "Part-time": 1.5,
  Contract: 8,
  Temporary: 1.5,
  Internship: 3,
};
const EMPLOYMENT = table((Object.keys(EMPLOYMENT_TYPES) as EmploymentType[]).map((type) => [type, EMPLOYMENT_WEIGHTS[type]] as const));
const SKILL_COUNTS = table([
  [3, 15],
  [4, 25],
  [5, 27],
  [6, 20],
  [7, 13],
]);
/** A posting's shape: how many sentences and bullets it has, and how often each optional part appears. */
interface Shape {
  /** Chance of a second sentence in the intro; long postings add a third about the company. */
  introMore: number;
  about: boolean;
  /** Duties: at least, and up to this many more. */
  duties: readonly [number, number];
  degree: number;
  certification: number;
  /** Soft-skill requirements: at least, and up to this many more. */
  soft: readonly [number, number];
  extras: number;
  /** Half the other skills go to a "Nice to have" list. */
  preferred: boolean;
  arrangement: number;
  benefits: number;
  pay: number;
  closing: number;
}

/** Short, standard and long postings: 50-100, 100-180 and 180-330 words. */
const SHAPES = table<Shape>([
  [
    {
      introMore: 0,
      about: false,
      duties: [2, 1],
      degree: 0.5,
      certification: 0.25,
      soft: [0, 0],
      extras: 0,
      preferred: false,
      arrangement: 0.1,
      benefits: 0,
      pay: 0.1,
      closing: 0.1,
    },
    12,
  ],
  [
    {
      introMore: 1,
      about: false,
      duties: [4, 1],
      degree: 0.9,
      certification: 0.45,
      soft: [0, 1],
      extras: 0.1,
      preferred: false,
      arrangement: 0.15,
      benefits: 0.1,
      pay: 0.15,
      closing: 0.2,
    },
    78,
  ],
  [
    {
      introMore: 1,
      about: true,
      duties: [5, 2],
      degree: 1,
      certification: 0.6,
      soft: [2, 1],
      extras: 0.3,
      preferred: true,
      arrangement: 0.8,
      benefits: 0.9,
      pay: 0.4,
      closing: 0.9,
    },
    10,
  ],
]);

// ---------------------------------------------------------------------------------------------
// Compiled per-discipline tables.

interface CatalogueTitle {
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

interface Compiled {
  discipline: Discipline;
  data: DisciplineData;
  titles: Table<CatalogueTitle>;
  interns: CatalogueTitle[];
  qualifiers: Table<string>;
  skills: Table<string>;
  locations: Table<Location>;
  duties: Template[];
  toolDuties: Template[];
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

function catalogueTitle(entry: TitleEntry): CatalogueTitle {
  const [base, hints] = typeof entry === "string" ? [entry, null] : entry;
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

const COMPILED: Compiled[] = DISCIPLINES.map((discipline) => {
  const data = DATA[discipline];
  return {
    discipline,
    data,
    titles: zipf(data.titles.map(catalogueTitle), 1.1, 0.3),
    interns: data.interns.map(catalogueTitle),
    qualifiers: zipf(data.qualifiers, 1.2),
    skills: zipf(data.skills, 0.9, 0.5),
    locations: table(LOCATIONS.map((location) => [location, LOCATION_BASE[location].weight * (data.locations[location] ?? 1)] as const)),
    duties: compileAll(data.duties),
    toolDuties: [...compileAll(data.toolDuties), ...SKILL_DUTIES],
  };
});
const DISCIPLINE_TABLE = table(COMPILED.map((compiled) => [compiled, compiled.data.share] as const));

// ---------------------------------------------------------------------------------------------
// Small helpers that run per job.

/** k distinct indices below n (n <= 31), in random order, leaving out `excluded` (an index or -1). */
function distinct(n: number, k: number, random: Random, excluded = -1): number[] {
  const out: number[] = [];
  let used = excluded >= 0 ? 1 << excluded : 0;
  const want = Math.min(k, excluded >= 0 ? n - 1 : n);
  while (out.length < want) {
    const i = Math.floor(random() * n);
    if (used & (1 << i)) continue;
    used |= 1 << i;
    out.push(i);
  }
  return out;
}

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

// ---------------------------------------------------------------------------------------------

/** Adds `count` synthetic jobs to the existing companies, in batched transactions. */
export function generateJobs(sqlite: BetterSqlite3.Database, count: number, options: GenerateOptions = {}) {
  const { now = new Date(), seed = 42, onProgress } = options;
  const random = seededRandom(seed);
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
  const context: Context = {
    title: "",
    a: "",
    company: "",
    team: "",
    mission: "",
    where: "",
    city: "",
    projects: "",
    partners: "",
    manager: "",
    skill: "",
    skills: "",
    years: "",
    field: "",
    degree: "",
    pay: "",
  };

  /** Three to seven distinct skills, the job's main one first. */
  const chooseSkills = (compiled: Compiled, entry: CatalogueTitle): string[] => {
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

    // The title: a catalogue entry, a level, sometimes a qualifier.
    const intern = employmentType === "Internship";
    const entry = intern ? pick(compiled.interns, random) : draw(compiled.titles, random);
    let lvl = intern ? INTERN_LEVEL : draw(LEVELS, random);
    if (lvl.prefix === "Staff" && !entry.technical) lvl = SENIOR;
    if (
      (lvl.prefix && !entry.prefixes) ||
      (lvl.suffix && !entry.numerals) ||
      (lvl.band === 0 && lvl.prefix !== "Associate" && !entry.junior)
    ) {
      lvl = NO_LEVEL;
    }
    const prefix = lvl.prefix;
    let title = prefix ? `${prefix} ${entry.base}` : entry.base;
    if (lvl.suffix) title += ` ${lvl.suffix}`;
    // Qualifiers go with no level or a common one ("Senior Civil Engineer - Bridges", not "Associate ... IV - Bridges").
    const q = lvl.qualifiers ? random() : 1;
    if (employmentType !== "Full-time" && !intern && q < 0.2) {
      const type = employmentType === "Contract" ? "contract" : employmentType === "Temporary" ? "temporary" : "partTime";
      title += pickFront(ARRANGEMENT_QUALIFIERS[type], random);
    } else if (q < 0.045) title += draw(compiled.qualifiers, random);
    else if (q < 0.06 && !intern) {
      const { entry: early, senior } = data.titleCredentials;
      title += pickFront(lvl.band === 0 ? early : lvl.band === 2 ? senior : random() < 0.6 ? senior : early, random);
    } else if (q < 0.085) {
      title += pickFront(
        isRemoteLocation ? ARRANGEMENT_QUALIFIERS.remote : remote ? ARRANGEMENT_QUALIFIERS.hybrid : ARRANGEMENT_QUALIFIERS.onsite,
        random,
      );
    }
    const article = prefix ? (prefix === "Associate" || prefix === "Entry-Level" ? "an" : "a") : entry.article;

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
    context.years = pick(lvl.years, random);
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
    const dutyCount = shape.duties[0] + Math.floor(random() * (shape.duties[1] + 1));
    const duties = [render(pick(SOFTWARE.has(skills[0]) ? compiled.toolDuties : SKILL_DUTIES, random), context)];
    const own = Math.min(compiled.duties.length, Math.round((dutyCount - 1) * (0.6 + random() * 0.3)));
    for (const i of distinct(compiled.duties.length, own, random)) duties.push(render(compiled.duties[i], context));
    const generic = distinct(GENERIC_DUTIES.length, dutyCount - 1 - own, random, lvl.band === 0 ? MENTORING : -1);
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
      requirements.push(render(pick(lvl.band === 0 ? ENTRY_YEARS_LINES : YEARS_LINES, random), context));
    }
    requirements.push(render(pick(MAIN_SKILL_LINES, random), context));
    const others = skills.slice(1);
    const preferredSkills = shape.preferred && others.length >= 3 ? others.splice(Math.ceil(others.length / 2)) : [];
    context.skills = listOf(others);
    requirements.push(render(pick(SKILL_LIST_LINES, random), context));
    const { certifications } = data;
    if (random() < shape.certification) requirements.push(pick(lvl.band === 2 ? certifications.senior : certifications.entry, random));
    const soft = shape.soft[0] + Math.floor(random() * (shape.soft[1] + 1));
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
      const mid = data.salary * lvl.pay * LOCATION_BASE[location].pay * (0.85 + random() * 0.3);
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
