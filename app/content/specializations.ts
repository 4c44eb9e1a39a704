import type { Discipline } from "~/lib/jobs";
import type { SpecializationSlug } from "./pages";

export interface SpecializationCard {
  title: string; // 2-5 words, e.g. "Program Controls"
  description: string; // 1-2 sentences, specific
  skills: string[]; // 3-4 short skill/tool tags, e.g. ["Primavera P6", "Earned value", "Risk registers"]
}

export interface CareerStep {
  title: string; // role title, e.g. "Assistant Project Manager"
  years: string; // experience range, e.g. "0-3 years"
  salary: string; // typical US base range in full dollars, e.g. "$70,000 - $90,000"
  description: string; // 1-2 sentences on what the role does and what gets someone to the next step
}

export interface SpecializationPageContent {
  slug: SpecializationSlug;
  discipline: Discipline; // exactly "Project Management" | "Design and Drafting" | "Construction Management" | "Quality Assurance"
  title: string; // page <title> text, e.g. "Project Management Jobs"
  heroHeading: string; // e.g. "Project Management Careers in Engineering"
  heroText: string; // 1-2 sentences
  searchPlaceholder: string; // e.g. "Search project management roles..."
  cardsHeading: string; // e.g. "Project Management Specializations"
  cards: SpecializationCard[]; // exactly 4
  jobsHeading: string; // e.g. "Open Project Management Positions"
  careerHeading: string; // e.g. "Project Management Career Path"
  careerIntro: string; // 1-2 sentences
  careerPath: CareerStep[]; // exactly 4, junior to senior
}

/** The four pages' copy by slug; each page's slug is its key. */
export const specializationPages: { [S in SpecializationSlug]: SpecializationPageContent & { slug: S } } = {
  "project-management": {
    slug: "project-management",
    discipline: "Project Management",
    title: "Project Management Jobs",
    heroHeading: "Project Management Careers in Engineering",
    heroText:
      "Keystone Talent places project managers and project controls specialists on capital projects in energy, infrastructure, manufacturing and life sciences. Find roles where you own the schedule, the budget and the client relationship from FEED through closeout.",
    searchPlaceholder: "Search project management roles...",
    cardsHeading: "Project Management Specializations",
    cards: [
      {
        title: "Capital Project Management",
        description:
          "Lead plant expansions, utility upgrades and facility builds from scope definition through commissioning. Owners and EPC firms want PMs who can hold a stage-gate process together and report honestly against the baseline.",
        skills: ["Stage-gate delivery", "Scope control", "PMP", "Stakeholder management"],
      },
      {
        title: "Project Controls",
        description:
          "Build cost and schedule baselines, track progress against them and flag variances before they become claims. Controls engineers give project leadership the numbers behind every forecast.",
        skills: ["Earned value", "Cost forecasting", "Change management", "Risk registers"],
      },
      {
        title: "Planning and Scheduling",
        description:
          "Develop resource-loaded CPM schedules, run what-if scenarios and prepare time impact analyses. Schedulers who can defend their logic in front of an owner are in steady demand.",
        skills: ["Primavera P6", "MS Project", "CPM scheduling", "Time impact analysis"],
      },
      {
        title: "EPC Project Delivery",
        description:
          "Coordinate engineering, procurement and construction packages on lump-sum and reimbursable contracts. The work centers on interface management, vendor deliverables and keeping long-lead equipment on track.",
        skills: ["EPC contracts", "Procurement tracking", "Interface management", "Commissioning handover"],
      },
    ],
    jobsHeading: "Open Project Management Positions",
    careerHeading: "Project Management Career Path",
    careerIntro:
      "Most engineering PMs start with an engineering degree and a few years on project teams, then take on larger budgets and more contract risk. A PMP and solid scheduling and cost control skills speed up each step.",
    careerPath: [
      {
        title: "Project Coordinator",
        years: "0-3 years",
        salary: "$62,000 - $82,000",
        description:
          "Maintains document control, action logs, meeting minutes and invoicing support for one or two projects. Learning to read a P6 schedule and a cost report is what earns the move to assistant PM.",
      },
      {
        title: "Assistant Project Manager",
        years: "2-5 years",
        salary: "$80,000 - $105,000",
        description:
          "Owns defined portions of scope, manages subcontractor and vendor correspondence and prepares monthly progress reports. Handling change orders and client meetings on your own sets you up to run a project.",
      },
      {
        title: "Project Manager",
        years: "5-10 years",
        salary: "$110,000 - $150,000",
        description:
          "Accountable for scope, schedule, budget and safety on projects typically in the $5M to $50M range. A track record of delivering on margin and a PMP certification open the door to senior and program roles.",
      },
      {
        title: "Senior Project Manager / Program Manager",
        years: "10+ years",
        salary: "$150,000 - $210,000",
        description:
          "Leads multi-project programs or single large capital projects, mentors PMs and negotiates with owners at the executive level. From here, the path leads to project director or operations leadership.",
      },
    ],
  },

  "design-drafting": {
    slug: "design-drafting",
    discipline: "Design and Drafting",
    title: "Design and Drafting Jobs",
    heroHeading: "Design and Drafting Careers in Engineering",
    heroText:
      "Keystone Talent connects CAD designers, drafters and BIM specialists with engineering firms, manufacturers and contractors that need accurate, build-ready drawings. Browse roles in civil, structural, MEP, piping and mechanical design.",
    searchPlaceholder: "Search design and drafting roles...",
    cardsHeading: "Design and Drafting Specializations",
    cards: [
      {
        title: "Civil and Site Design",
        description:
          "Produce grading, drainage, utility and roadway plans for land development and public works projects. Civil designers turn survey data and engineering calculations into permit and construction sets.",
        skills: ["Civil 3D", "AutoCAD", "MicroStation", "Grading and drainage"],
      },
      {
        title: "BIM and Architectural Modeling",
        description:
          "Build and maintain coordinated Revit models for buildings, from design development through construction documents. Clash detection and model standards are a growing part of the job.",
        skills: ["Revit", "Navisworks", "Clash detection", "BIM execution plans"],
      },
      {
        title: "Mechanical Design",
        description:
          "Model parts and assemblies and release fully dimensioned detail drawings for manufacturing. Employers look for designers who apply tolerances that make sense on the shop floor.",
        skills: ["SolidWorks", "GD&T (ASME Y14.5)", "Tolerance stack-ups", "PDM vaults"],
      },
      {
        title: "Piping, Electrical and Structural Drafting",
        description:
          "Prepare P&IDs, isometrics, single-line diagrams, panel schedules and steel or concrete details for industrial and plant projects. Accuracy across disciplines keeps fabrication and field installation on schedule.",
        skills: ["AutoCAD Plant 3D", "P&IDs and isometrics", "Single-line diagrams", "Steel detailing"],
      },
    ],
    jobsHeading: "Open Design and Drafting Positions",
    careerHeading: "Design and Drafting Career Path",
    careerIntro:
      "Design careers usually start with a CAD certificate or an associate degree and grow with software depth and design judgment. Designers who understand the engineering behind the drawing move up fastest.",
    careerPath: [
      {
        title: "CAD Drafter",
        years: "0-2 years",
        salary: "$50,000 - $65,000",
        description:
          "Drafts and revises drawings from engineer markups while following company CAD standards. Learning the discipline's codes and catching errors before checking moves a drafter into design work.",
      },
      {
        title: "CAD Designer",
        years: "2-5 years",
        salary: "$62,000 - $82,000",
        description:
          "Develops layouts and 3D models with less direction and coordinates directly with engineers on design intent. Proficiency in a second platform, such as Revit alongside AutoCAD, is a common step up.",
      },
      {
        title: "Senior Designer",
        years: "5-10 years",
        salary: "$80,000 - $105,000",
        description:
          "Leads the drawing package for a project, checks the work of junior staff and resolves interdisciplinary conflicts. Owning deliverable schedules and model standards prepares a designer for a lead role.",
      },
      {
        title: "Design Lead / CAD-BIM Manager",
        years: "10+ years",
        salary: "$100,000 - $130,000",
        description:
          "Sets CAD and BIM standards, manages the design team's workload and templates and supports proposals with effort estimates. Some move on to design management or BIM management across an entire office.",
      },
    ],
  },

  "construction-management": {
    slug: "construction-management",
    discipline: "Construction Management",
    title: "Construction Management Jobs",
    heroHeading: "Construction Management Careers in Engineering",
    heroText:
      "Keystone Talent recruits field engineers, superintendents and construction managers for general contractors, specialty trades and owners' representatives. Find jobsite roles on commercial, industrial, heavy civil and infrastructure work.",
    searchPlaceholder: "Search construction management roles...",
    cardsHeading: "Construction Management Specializations",
    cards: [
      {
        title: "Field Operations",
        description:
          "Run day-to-day work on site, sequence trades, hold the three-week lookahead and keep crews productive. Superintendents are judged on safety, quality and whether the schedule holds.",
        skills: ["Lookahead scheduling", "Trade coordination", "Daily reports", "Quality inspections"],
      },
      {
        title: "Project Engineering",
        description:
          "Manage the paper side of the jobsite: RFIs, submittals, change events and as-builts. Project engineers keep the design team, subcontractors and field staff working from the same information.",
        skills: ["RFIs", "Submittals", "Procore", "Bluebeam Revu"],
      },
      {
        title: "Estimating and Preconstruction",
        description:
          "Build quantity takeoffs, level subcontractor bids and develop GMP and hard-bid estimates. Preconstruction teams also test constructability and value engineering options before ground is broken.",
        skills: ["Quantity takeoff", "Bid leveling", "Value engineering", "Cost databases"],
      },
      {
        title: "Construction Safety",
        description:
          "Develop site-specific safety plans, run job hazard analyses and lead inspections and incident investigations. Strong safety leadership directly affects EMR, insurance costs and who wins the next bid.",
        skills: ["OSHA 30", "Job hazard analysis", "Incident investigation", "CHST"],
      },
    ],
    jobsHeading: "Open Construction Management Positions",
    careerHeading: "Construction Management Career Path",
    careerIntro:
      "Most construction managers start in the field or the project trailer with a construction management or engineering degree. Steady progress depends on running larger scopes safely, on schedule and on budget.",
    careerPath: [
      {
        title: "Field Engineer",
        years: "0-2 years",
        salary: "$65,000 - $85,000",
        description:
          "Handles layout verification, field measurements, RFIs and daily logs while learning how the trades sequence their work. Earning the OSHA 30 and running a scope independently leads to a project engineer role.",
      },
      {
        title: "Project Engineer",
        years: "2-5 years",
        salary: "$80,000 - $105,000",
        description:
          "Manages submittals, RFIs, change orders and subcontractor coordination for a building or scope of work. From here, engineers choose the office track toward project manager or the field track toward superintendent.",
      },
      {
        title: "Superintendent",
        years: "5-12 years",
        salary: "$110,000 - $155,000",
        description:
          "Runs the jobsite, directs foremen and subcontractors and owns site safety and the field schedule. Delivering larger or more complex projects leads to general superintendent or construction manager.",
      },
      {
        title: "Construction Manager",
        years: "10+ years",
        salary: "$135,000 - $190,000",
        description:
          "Oversees one or more projects end to end, including contracts, cost reporting, owner relations and the field and office teams. Senior CMs move into operations manager, director or owner's representative roles.",
      },
    ],
  },

  "quality-assurance": {
    slug: "quality-assurance",
    discipline: "Quality Assurance",
    title: "Quality Assurance Jobs",
    heroHeading: "Quality Assurance Careers in Engineering",
    heroText:
      "Keystone Talent places quality engineers, supplier quality specialists and auditors with manufacturers in aerospace, automotive, medical devices and industrial equipment. Find roles where you keep defects out of the field and keep certifications in good standing.",
    searchPlaceholder: "Search quality assurance roles...",
    cardsHeading: "Quality Assurance Specializations",
    cards: [
      {
        title: "Manufacturing Quality Engineering",
        description:
          "Own process control on the production floor, from control plans and SPC to nonconformance disposition. Quality engineers work with manufacturing to reduce scrap and escapes.",
        skills: ["SPC", "PFMEA", "Control plans", "8D root cause"],
      },
      {
        title: "Supplier Quality",
        description:
          "Qualify new suppliers, approve production parts and drive corrective action when incoming material fails. The role combines plant visits with careful review of documentation.",
        skills: ["PPAP", "APQP", "Supplier audits", "SCARs"],
      },
      {
        title: "Quality Systems and Auditing",
        description:
          "Maintain the quality management system, run internal audits and prepare the site for registrar and customer audits. Certified auditors who know more than one standard are especially valued.",
        skills: ["ISO 9001", "AS9100", "IATF 16949", "Internal audits"],
      },
      {
        title: "Inspection and Metrology",
        description:
          "Program and run coordinate measuring machines, perform first article inspections and manage gauge calibration. Accurate measurement data underpins every quality decision downstream.",
        skills: ["CMM programming", "First article inspection", "Gauge R&R", "GD&T"],
      },
    ],
    jobsHeading: "Open Quality Assurance Positions",
    careerHeading: "Quality Assurance Career Path",
    careerIntro:
      "Quality careers often begin in inspection or as a process engineer and advance through problem-solving results and certifications such as ASQ CQE or CQA. Experience with industry standards like AS9100 or IATF 16949 carries well between employers.",
    careerPath: [
      {
        title: "Quality Inspector / Technician",
        years: "0-3 years",
        salary: "$48,000 - $66,000",
        description:
          "Inspects incoming, in-process and final product using hand gauges, CMMs and drawings, and documents nonconformances. Strong GD&T reading and CMM programming skills lead toward quality engineering.",
      },
      {
        title: "Quality Engineer",
        years: "2-6 years",
        salary: "$78,000 - $102,000",
        description:
          "Leads root cause investigations, maintains FMEAs and control plans and supports PPAP or first article submissions. Closing out recurring problems with lasting corrective actions builds the case for a senior role.",
      },
      {
        title: "Senior Quality Engineer",
        years: "6-10 years",
        salary: "$100,000 - $130,000",
        description:
          "Handles the hardest customer escapes, leads supplier development and represents the site in customer and registrar audits. Mentoring other engineers and holding an ASQ CQE prepare engineers for management.",
      },
      {
        title: "Quality Manager",
        years: "10+ years",
        salary: "$125,000 - $165,000",
        description:
          "Owns the site quality system, quality metrics and the QA team, and answers to customers for product performance. The next steps are multi-site quality director or operations leadership.",
      },
    ],
  },
};
