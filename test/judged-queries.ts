// Searches a recruiter or candidate would type on the board, each with the sample jobs they would
// want near the top (db/sample-data.ts). Judged by reading the sample jobs, never from what the
// ranking returns:
//   3  exactly what was asked for: the role, skill or company is what the job is about (usually
//      its title says so, or the tool is the job's main one);
//   2  clearly relevant: a close role, or the skill is a named requirement of the job;
//   1  related or marginal: a passing mention, or a neighbouring role someone might still open.
// Jobs left out are grade 0. A job is named by its title and its company's key, which survive
// reseeding; a query's location or remote filter narrows the board as the search page does.

/** A sample job, named as `Title @ company-key`. */
export type JobKey = `${string} @ ${string}`;
export type Grade = 1 | 2 | 3;

export interface JudgedQuery {
  q: string;
  location?: string;
  remote?: boolean;
  judgments: Partial<Record<JobKey, Grade>>;
  /** Set for the queries added with a ranking change, which the reports list apart ("titles first": decision 042). */
  added?: "titles first";
}

/** One search typed two ways, an abbreviation or its words (app/lib/search-abbreviations.json): one judgment. */
const QUALITY_ASSURANCE_ENGINEER: JudgedQuery["judgments"] = {
  "QA Automation Engineer (Playwright) @ ironleaf-software": 3,
  "Quality Assurance Manager (ISO 9001) @ verity-process-chemicals": 2,
  "Design Quality Engineer (ISO 13485) @ bluestem-medical": 2,
  "Manufacturing Quality Engineer @ palisade-robotics": 2,
  "Quality Engineer, Wafer Fab (SPC) @ halcyon-semiconductor": 2,
  "Supplier Quality Engineer (AS9100) @ meridian-aerospace": 1,
  "Supplier Quality Engineer (IATF 16949) @ voltline-motors": 1,
  "Quality Control Manager (Federal Projects) @ granite-peak-constructors": 1,
  "Drawing Quality Reviewer (Part-time) @ linework-design": 1,
};

export const judgedQueries: JudgedQuery[] = [
  {
    q: "structural engineer",
    judgments: {
      "Structural Engineer II (Buildings) @ northwind-structures": 3,
      "Senior Bridge Design Engineer @ northwind-structures": 2,
      "Principal, Forensic Structural Engineering @ northwind-structures": 2,
      "Load Rating Engineer (Part-time) @ northwind-structures": 2,
      "Composite Structures Engineer @ lodestar-launch": 1,
      "Structures Test Engineer @ meridian-aerospace": 1,
      "Structural BIM Coordinator @ northwind-structures": 1,
      "Structural Drafter (Tekla) @ northwind-structures": 1,
    },
  },
  {
    q: "senior civil engineer",
    judgments: {
      "Senior Bridge Design Engineer @ northwind-structures": 3,
      "Senior Water Resources Engineer @ harborline-consulting": 3,
      "Senior Pipeline Rehabilitation Engineer @ riverbend-water": 3,
      "Senior Transmission Line Engineer @ gulfhaven-energy": 2,
      "Structural Engineer II (Buildings) @ northwind-structures": 2,
      "Geotechnical Engineer @ harborline-consulting": 2,
      "Traffic Engineer (PTOE) @ harborline-consulting": 2,
      "Principal, Forensic Structural Engineering @ northwind-structures": 2,
      "Stormwater Engineer (EIT) @ riverbend-water": 1,
      "Load Rating Engineer (Part-time) @ northwind-structures": 1,
    },
  },
  {
    q: "civil engineering",
    judgments: {
      "Principal Site Civil Engineer @ harborline-consulting": 3,
      "Senior Bridge Design Engineer @ northwind-structures": 3,
      "Structural Engineer II (Buildings) @ northwind-structures": 3,
      "Principal, Forensic Structural Engineering @ northwind-structures": 3,
      "Load Rating Engineer (Part-time) @ northwind-structures": 3,
      "Senior Water Resources Engineer @ harborline-consulting": 3,
      "Geotechnical Engineer @ harborline-consulting": 3,
      "Traffic Engineer (PTOE) @ harborline-consulting": 3,
      "Senior Pipeline Rehabilitation Engineer @ riverbend-water": 3,
      "Stormwater Engineer (EIT) @ riverbend-water": 3,
      "Senior Transmission Line Engineer @ gulfhaven-energy": 2,
      "Civil 3D Designer @ harborline-consulting": 1,
    },
  },
  {
    q: "solidworks",
    judgments: {
      "CAD Designer (SolidWorks, Medical Devices) @ bluestem-medical": 3,
      "Mechanical Drafter (GD&T) @ linework-design": 3,
      "Mechanical Drafter (Part-time) @ palisade-robotics": 3,
      "Senior Mechanical Design Engineer (End Effectors) @ palisade-robotics": 2,
      "Senior Mechanical Engineer, Catheter Systems @ bluestem-medical": 2,
      "Sustaining Engineer, Surgical Instruments @ bluestem-medical": 1,
    },
  },
  {
    q: "autocad",
    judgments: {
      "Electrical Designer (AutoCAD Electrical) @ copperline-grid": 3,
      "Piping Designer (P&IDs) @ verity-process-chemicals": 2,
      "Civil 3D Designer @ harborline-consulting": 2,
      "Wire Harness Design Drafter @ meridian-aerospace": 2,
      "GIS and CAD Technician @ riverbend-water": 2,
      "Senior Revit Drafter @ linework-design": 1,
      "Structural Drafter (Tekla) @ northwind-structures": 1,
      "MEP Coordinator (BIM) @ granite-peak-constructors": 1,
      "Switchgear Design Engineer @ copperline-grid": 1,
      "Traffic Engineer (PTOE) @ harborline-consulting": 1,
    },
  },
  {
    q: "revit",
    judgments: {
      "Senior Revit Drafter @ linework-design": 3,
      "Structural BIM Coordinator @ northwind-structures": 3,
      "MEP Coordinator (BIM) @ granite-peak-constructors": 2,
      "Structural Engineer II (Buildings) @ northwind-structures": 1,
      "Structural Drafter (Tekla) @ northwind-structures": 1,
      "Drawing Quality Reviewer (Part-time) @ linework-design": 1,
    },
  },
  {
    q: "civil 3d",
    judgments: {
      "Principal Site Civil Engineer @ harborline-consulting": 2,
      "Civil 3D Designer @ harborline-consulting": 3,
      "Stormwater Engineer (EIT) @ riverbend-water": 2,
      "GIS and CAD Technician @ riverbend-water": 2,
      "Senior Pipeline Rehabilitation Engineer @ riverbend-water": 1,
    },
  },
  {
    q: "bim coordinator",
    judgments: {
      "Structural BIM Coordinator @ northwind-structures": 3,
      "MEP Coordinator (BIM) @ granite-peak-constructors": 3,
      "Senior Revit Drafter @ linework-design": 1,
    },
  },
  {
    q: "plc",
    judgments: {
      "Robotics Controls Engineer @ palisade-robotics": 3,
      "Automation Integration Engineer (Contract) @ palisade-robotics": 3,
      "Senior Automation Engineer, Manufacturing Systems @ kestrel-bioprocess": 3,
      "Manufacturing Engineer, Battery Pack Assembly @ voltline-motors": 2,
      "Process Controls Engineer (DeltaV) @ verity-process-chemicals": 1,
    },
  },
  {
    q: "kubernetes",
    judgments: {
      "Principal Site Reliability Engineer @ ironleaf-software": 3,
      "Site Reliability Engineer (Kubernetes) @ ironleaf-software": 3,
      "Staff Software Engineer, Fab Automation @ halcyon-semiconductor": 2,
    },
  },
  {
    q: "rust",
    judgments: {
      "Staff Backend Engineer (Rust) @ ironleaf-software": 3,
      "Firmware Engineer, Grid-Edge Controllers (Rust) @ copperline-grid": 3,
      "Senior Full-Stack Engineer (TypeScript) @ ironleaf-software": 1,
      "Site Reliability Engineer (Kubernetes) @ ironleaf-software": 1,
      "Software Engineer, Data Platform (PostgreSQL) @ ironleaf-software": 1,
      "Software Engineering Intern @ ironleaf-software": 1,
    },
  },
  {
    q: "python",
    judgments: {
      "Principal Site Reliability Engineer @ ironleaf-software": 1,
      "Staff Software Engineer, Fab Automation @ halcyon-semiconductor": 3,
      "SCADA Systems Engineer @ gulfhaven-energy": 2,
      "Hardware Engineering Intern (Validation) @ halcyon-semiconductor": 2,
      "Software Engineer, Data Platform (PostgreSQL) @ ironleaf-software": 1,
      "Site Reliability Engineer (Kubernetes) @ ironleaf-software": 1,
      "Guidance, Navigation and Control Engineer @ lodestar-launch": 1,
      "Structural BIM Coordinator @ northwind-structures": 1,
      "Structures Test Engineer @ meridian-aerospace": 1,
    },
  },
  {
    q: "typescript react",
    judgments: {
      "Senior Full-Stack Engineer (TypeScript) @ ironleaf-software": 3,
      "Junior Frontend Engineer (React) @ ironleaf-software": 3,
      "Software Engineering Intern @ ironleaf-software": 2,
      "QA Automation Engineer (Playwright) @ ironleaf-software": 1,
    },
  },
  {
    q: "firmware engineer",
    judgments: {
      "Embedded Firmware Engineer (Motor Control) @ voltline-motors": 3,
      "Firmware Engineer, Grid-Edge Controllers (Rust) @ copperline-grid": 3,
      "Embedded Software Engineer (IEC 62304) @ bluestem-medical": 2,
      "Avionics Software Engineer (DO-178C) @ meridian-aerospace": 1,
      "Flight Software Engineer (C++) @ lodestar-launch": 1,
    },
  },
  {
    q: "embedded software",
    judgments: {
      "Embedded Software Engineer (IEC 62304) @ bluestem-medical": 3,
      "Embedded Firmware Engineer (Motor Control) @ voltline-motors": 2,
      "Firmware Engineer, Grid-Edge Controllers (Rust) @ copperline-grid": 2,
      "Avionics Software Engineer (DO-178C) @ meridian-aerospace": 2,
      "Senior Vehicle Controls Software Engineer @ voltline-motors": 2,
      "Flight Software Engineer (C++) @ lodestar-launch": 2,
    },
  },
  {
    q: "software engineer",
    judgments: {
      "Principal Site Reliability Engineer @ ironleaf-software": 2,
      "Avionics Software Engineer (DO-178C) @ meridian-aerospace": 3,
      "Senior Vehicle Controls Software Engineer @ voltline-motors": 3,
      "Staff Software Engineer, Fab Automation @ halcyon-semiconductor": 3,
      "Software Engineer, Data Platform (PostgreSQL) @ ironleaf-software": 3,
      "Perception Software Engineer (C++) @ palisade-robotics": 3,
      "Embedded Software Engineer (IEC 62304) @ bluestem-medical": 3,
      "Flight Software Engineer (C++) @ lodestar-launch": 3,
      "Senior Full-Stack Engineer (TypeScript) @ ironleaf-software": 2,
      "Staff Backend Engineer (Rust) @ ironleaf-software": 2,
      "Site Reliability Engineer (Kubernetes) @ ironleaf-software": 2,
      "Junior Frontend Engineer (React) @ ironleaf-software": 2,
      "Software Engineering Intern @ ironleaf-software": 1,
      "QA Automation Engineer (Playwright) @ ironleaf-software": 1,
      "SCADA Systems Engineer @ gulfhaven-energy": 1,
    },
  },
  {
    q: "software engineer",
    remote: true,
    judgments: {
      "Principal Site Reliability Engineer @ ironleaf-software": 2,
      "Avionics Software Engineer (DO-178C) @ meridian-aerospace": 3,
      "Senior Vehicle Controls Software Engineer @ voltline-motors": 3,
      "Staff Software Engineer, Fab Automation @ halcyon-semiconductor": 3,
      "Software Engineer, Data Platform (PostgreSQL) @ ironleaf-software": 3,
      "Perception Software Engineer (C++) @ palisade-robotics": 3,
      "Senior Full-Stack Engineer (TypeScript) @ ironleaf-software": 2,
      "Staff Backend Engineer (Rust) @ ironleaf-software": 2,
      "Junior Frontend Engineer (React) @ ironleaf-software": 2,
      "Firmware Engineer, Grid-Edge Controllers (Rust) @ copperline-grid": 1,
      "SCADA Systems Engineer @ gulfhaven-energy": 1,
    },
  },
  {
    q: "project manager",
    judgments: {
      "Project Manager, Transit Structures @ northwind-structures": 3,
      "Project Manager, Battery Storage @ gulfhaven-energy": 3,
      "Capital Project Manager, Fill-Finish Suite @ kestrel-bioprocess": 3,
      "Program Manager, Airframe Modifications @ meridian-aerospace": 2,
      "Launch Program Manager @ voltline-motors": 2,
      "Technical Program Manager, Packaging @ halcyon-semiconductor": 2,
      "Project Controls Manager @ granite-peak-constructors": 2,
      "Owner's Representative, Capital Projects @ harborline-consulting": 2,
      "Construction Manager, Mass Timber @ granite-peak-constructors": 1,
      "Technical Product Manager, Field Inspections @ ironleaf-software": 1,
    },
  },
  {
    q: "project manager",
    location: "Boston",
    judgments: {
      "Capital Project Manager, Fill-Finish Suite @ kestrel-bioprocess": 3,
    },
  },
  {
    q: "construction manager",
    judgments: {
      "Construction Manager, Mass Timber @ granite-peak-constructors": 3,
      "Facilities Construction Manager (Cleanroom) @ halcyon-semiconductor": 3,
      "Field Construction Manager, Substations @ copperline-grid": 3,
      "Launch Site Construction Manager @ lodestar-launch": 3,
      "Preconstruction Manager, Seismic Retrofits @ granite-peak-constructors": 2,
      "Owner's Representative, Capital Projects @ harborline-consulting": 2,
      "Senior Project Engineer, Healthcare @ granite-peak-constructors": 2,
      "Resident Engineer, Treatment Plant Expansion @ riverbend-water": 2,
      "Construction Management Intern @ granite-peak-constructors": 1,
      "Field Engineer (Data Center Fit-out) @ granite-peak-constructors": 1,
    },
  },
  {
    q: "quality engineer",
    judgments: {
      "Supplier Quality Engineer (AS9100) @ meridian-aerospace": 3,
      "Supplier Quality Engineer (IATF 16949) @ voltline-motors": 3,
      "Quality Engineer, Wafer Fab (SPC) @ halcyon-semiconductor": 3,
      "Manufacturing Quality Engineer @ palisade-robotics": 3,
      "Design Quality Engineer (ISO 13485) @ bluestem-medical": 3,
      "Validation Engineer (CQV) @ kestrel-bioprocess": 2,
      "Quality Assurance Manager (ISO 9001) @ verity-process-chemicals": 2,
      "Quality Control Manager (Federal Projects) @ granite-peak-constructors": 1,
      "QA Automation Engineer (Playwright) @ ironleaf-software": 1,
    },
  },
  {
    q: "quality assurance",
    judgments: {
      "Quality Assurance Manager (ISO 9001) @ verity-process-chemicals": 3,
      "Batch Record Reviewer (Part-time) @ kestrel-bioprocess": 2,
      "QA Automation Engineer (Playwright) @ ironleaf-software": 2,
      "Quality Control Manager (Federal Projects) @ granite-peak-constructors": 2,
      "Drawing Quality Reviewer (Part-time) @ linework-design": 2,
      "Validation Engineer (CQV) @ kestrel-bioprocess": 2,
      "Design Quality Engineer (ISO 13485) @ bluestem-medical": 2,
      "Supplier Quality Engineer (AS9100) @ meridian-aerospace": 2,
      "Supplier Quality Engineer (IATF 16949) @ voltline-motors": 2,
      "Quality Engineer, Wafer Fab (SPC) @ halcyon-semiconductor": 2,
      "Manufacturing Quality Engineer @ palisade-robotics": 2,
    },
  },
  {
    q: "drafter",
    judgments: {
      "Wire Harness Design Drafter @ meridian-aerospace": 3,
      "Structural Drafter (Tekla) @ northwind-structures": 3,
      "Mechanical Drafter (Part-time) @ palisade-robotics": 3,
      "Senior Revit Drafter @ linework-design": 3,
      "Mechanical Drafter (GD&T) @ linework-design": 3,
      "CAD Designer (SolidWorks, Medical Devices) @ bluestem-medical": 2,
      "Electrical Designer (AutoCAD Electrical) @ copperline-grid": 2,
      "Civil 3D Designer @ harborline-consulting": 2,
      "Piping Designer (P&IDs) @ verity-process-chemicals": 2,
      "GIS and CAD Technician @ riverbend-water": 1,
      "Structural BIM Coordinator @ northwind-structures": 1,
    },
  },
  {
    q: "intern",
    judgments: {
      "Aerospace Engineering Intern (Structures) @ meridian-aerospace": 3,
      "Vehicle Engineering Intern (Chassis) @ voltline-motors": 3,
      "Hardware Engineering Intern (Validation) @ halcyon-semiconductor": 3,
      "Construction Management Intern @ granite-peak-constructors": 3,
      "Chemical Engineering Intern @ verity-process-chemicals": 3,
      "Software Engineering Intern @ ironleaf-software": 3,
    },
  },
  {
    q: "bridge engineer",
    judgments: {
      "Senior Bridge Design Engineer @ northwind-structures": 3,
      "Load Rating Engineer (Part-time) @ northwind-structures": 3,
      "Project Manager, Transit Structures @ northwind-structures": 1,
    },
  },
  {
    q: "process engineer",
    judgments: {
      "Senior Process Engineer @ riverbend-water": 3,
      "Senior Process Engineer (Aspen HYSYS) @ verity-process-chemicals": 3,
      "Water Treatment Process Engineer @ riverbend-water": 3,
      "Upstream Bioprocess Engineer @ kestrel-bioprocess": 3,
      "Downstream Process Development Engineer @ kestrel-bioprocess": 2,
      "Process Safety Engineer @ verity-process-chemicals": 2,
      "Process Controls Engineer (DeltaV) @ verity-process-chemicals": 2,
      "Process Integration Engineer (Advanced Logic) @ halcyon-semiconductor": 2,
      "Chemical Engineering Intern @ verity-process-chemicals": 1,
    },
  },
  {
    q: "process engineer",
    location: "Houston",
    judgments: {
      "Senior Process Engineer @ riverbend-water": 3,
      "Senior Process Engineer (Aspen HYSYS) @ verity-process-chemicals": 3,
      "Process Safety Engineer @ verity-process-chemicals": 2,
      "Chemical Engineering Intern @ verity-process-chemicals": 1,
    },
  },
  {
    q: "mechanical engineer",
    judgments: {
      "Senior Mechanical Engineer, Catheter Systems @ bluestem-medical": 3,
      "Senior Mechanical Design Engineer (End Effectors) @ palisade-robotics": 3,
      "Battery Thermal Systems Engineer @ voltline-motors": 2,
      "Staff Thermal Analysis Engineer @ meridian-aerospace": 2,
      "Sustaining Engineer, Surgical Instruments @ bluestem-medical": 2,
      "Reliability Engineer, Combined Cycle Plant @ gulfhaven-energy": 2,
      "Field Applications Engineer, Automotive @ palisade-robotics": 2,
      "Manufacturing Engineer, Battery Pack Assembly @ voltline-motors": 2,
      "Propulsion Integration Engineer @ meridian-aerospace": 1,
      "Vehicle Engineering Intern (Chassis) @ voltline-motors": 1,
    },
  },
  {
    q: "senior mechanical engineer",
    judgments: {
      "Senior Mechanical Engineer, Catheter Systems @ bluestem-medical": 3,
      "Senior Mechanical Design Engineer (End Effectors) @ palisade-robotics": 3,
      "Staff Thermal Analysis Engineer @ meridian-aerospace": 2,
      "Battery Thermal Systems Engineer @ voltline-motors": 1,
      "Sustaining Engineer, Surgical Instruments @ bluestem-medical": 1,
      "Reliability Engineer, Combined Cycle Plant @ gulfhaven-energy": 1,
    },
  },
  {
    q: "electrical engineer",
    judgments: {
      "Electrical Engineer, Patient Monitoring Hardware @ bluestem-medical": 3,
      "Substation Protection and Controls Engineer @ gulfhaven-energy": 2,
      "Power Electronics Engineer (SiC Inverters) @ copperline-grid": 2,
      "Switchgear Design Engineer @ copperline-grid": 2,
      "Senior Analog IC Design Engineer @ halcyon-semiconductor": 2,
      "Relay Settings Engineer (Contract) @ gulfhaven-energy": 2,
      "Interconnection Studies Engineer @ gulfhaven-energy": 2,
      "Solar Commissioning Engineer @ gulfhaven-energy": 2,
      "Embedded Firmware Engineer (Motor Control) @ voltline-motors": 1,
      "Functional Safety Engineer (ISO 26262) @ voltline-motors": 1,
      "Robotics Controls Engineer @ palisade-robotics": 1,
    },
  },
  {
    q: "controls engineer",
    judgments: {
      "Robotics Controls Engineer @ palisade-robotics": 3,
      "Process Controls Engineer (DeltaV) @ verity-process-chemicals": 3,
      "Substation Protection and Controls Engineer @ gulfhaven-energy": 3,
      "Senior Flight Controls Engineer @ meridian-aerospace": 3,
      "Senior Vehicle Controls Software Engineer @ voltline-motors": 2,
      "Senior Automation Engineer, Manufacturing Systems @ kestrel-bioprocess": 2,
      "Guidance, Navigation and Control Engineer @ lodestar-launch": 2,
    },
  },
  {
    q: "aerospace engineer",
    judgments: {
      "Structures Test Engineer @ meridian-aerospace": 3,
      "Senior Flight Controls Engineer @ meridian-aerospace": 3,
      "Propulsion Integration Engineer @ meridian-aerospace": 3,
      "Propulsion Engineer, Turbopumps @ lodestar-launch": 3,
      "Guidance, Navigation and Control Engineer @ lodestar-launch": 3,
      "Composite Structures Engineer @ lodestar-launch": 3,
      "Ground Systems Test Engineer @ lodestar-launch": 3,
      "Aerospace Engineering Intern (Structures) @ meridian-aerospace": 2,
      "Staff Thermal Analysis Engineer @ meridian-aerospace": 1,
    },
  },
  {
    q: "propulsion engineer",
    judgments: {
      "Propulsion Engineer, Turbopumps @ lodestar-launch": 3,
      "Propulsion Integration Engineer @ meridian-aerospace": 3,
      "Ground Systems Test Engineer @ lodestar-launch": 1,
    },
  },
  {
    q: "thermal analysis",
    judgments: {
      "Staff Thermal Analysis Engineer @ meridian-aerospace": 3,
      "Battery Thermal Systems Engineer @ voltline-motors": 2,
      "Propulsion Integration Engineer @ meridian-aerospace": 1,
      "Power Electronics Engineer (SiC Inverters) @ copperline-grid": 1,
    },
  },
  {
    q: "substation",
    judgments: {
      "Substation Protection and Controls Engineer @ gulfhaven-energy": 3,
      "Field Construction Manager, Substations @ copperline-grid": 3,
      "Switchgear Design Engineer @ copperline-grid": 2,
      "Relay Settings Engineer (Contract) @ gulfhaven-energy": 2,
      "SCADA Systems Engineer @ gulfhaven-energy": 1,
      "Solar Commissioning Engineer @ gulfhaven-energy": 1,
    },
  },
  {
    q: "scada",
    judgments: {
      "SCADA Systems Engineer @ gulfhaven-energy": 3,
      "Substation Protection and Controls Engineer @ gulfhaven-energy": 1,
      "Solar Commissioning Engineer @ gulfhaven-energy": 1,
    },
  },
  {
    q: "solar",
    judgments: {
      "Solar Commissioning Engineer @ gulfhaven-energy": 3,
      "Project Manager, Battery Storage @ gulfhaven-energy": 2,
      "Interconnection Studies Engineer @ gulfhaven-energy": 2,
      "Power Electronics Engineer (SiC Inverters) @ copperline-grid": 1,
      "Switchgear Design Engineer @ copperline-grid": 1,
    },
  },
  {
    q: "battery",
    judgments: {
      "Battery Thermal Systems Engineer @ voltline-motors": 3,
      "Manufacturing Engineer, Battery Pack Assembly @ voltline-motors": 3,
      "Project Manager, Battery Storage @ gulfhaven-energy": 3,
      "Functional Safety Engineer (ISO 26262) @ voltline-motors": 2,
      "Automation Integration Engineer (Contract) @ palisade-robotics": 1,
      "Power Electronics Engineer (SiC Inverters) @ copperline-grid": 1,
    },
  },
  {
    q: "water",
    judgments: {
      "Senior Water Treatment Engineer @ riverbend-water": 3,
      "Senior Process Engineer @ riverbend-water": 1,
      "Principal Site Civil Engineer @ harborline-consulting": 1,
      "Senior Water Resources Engineer @ harborline-consulting": 3,
      "Water Treatment Process Engineer @ riverbend-water": 3,
      "Stormwater Engineer (EIT) @ riverbend-water": 3,
      "Senior Pipeline Rehabilitation Engineer @ riverbend-water": 2,
      "Resident Engineer, Treatment Plant Expansion @ riverbend-water": 2,
      "GIS and CAD Technician @ riverbend-water": 1,
      "Civil 3D Designer @ harborline-consulting": 1,
    },
  },
  {
    q: "stormwater",
    judgments: {
      "Principal Site Civil Engineer @ harborline-consulting": 2,
      "Stormwater Engineer (EIT) @ riverbend-water": 3,
      "Senior Water Resources Engineer @ harborline-consulting": 2,
    },
  },
  {
    q: "geotechnical engineer",
    judgments: {
      "Geotechnical Engineer @ harborline-consulting": 3,
      "Senior Bridge Design Engineer @ northwind-structures": 1,
      "Senior Transmission Line Engineer @ gulfhaven-energy": 1,
    },
  },
  {
    q: "gmp",
    judgments: {
      "Upstream Bioprocess Engineer @ kestrel-bioprocess": 3,
      "Batch Record Reviewer (Part-time) @ kestrel-bioprocess": 3,
      "Validation Engineer (CQV) @ kestrel-bioprocess": 2,
      "Downstream Process Development Engineer @ kestrel-bioprocess": 2,
      "Capital Project Manager, Fill-Finish Suite @ kestrel-bioprocess": 2,
      "Senior Automation Engineer, Manufacturing Systems @ kestrel-bioprocess": 2,
    },
  },
  {
    q: "medical device",
    judgments: {
      "CAD Designer (SolidWorks, Medical Devices) @ bluestem-medical": 3,
      "Design Quality Engineer (ISO 13485) @ bluestem-medical": 3,
      "Senior Mechanical Engineer, Catheter Systems @ bluestem-medical": 3,
      "Electrical Engineer, Patient Monitoring Hardware @ bluestem-medical": 3,
      "Sustaining Engineer, Surgical Instruments @ bluestem-medical": 3,
      "Embedded Software Engineer (IEC 62304) @ bluestem-medical": 3,
    },
  },
  {
    q: "robotics",
    judgments: {
      "Robotics Controls Engineer @ palisade-robotics": 3,
      "Perception Software Engineer (C++) @ palisade-robotics": 3,
      "Automation Integration Engineer (Contract) @ palisade-robotics": 2,
      "Senior Mechanical Design Engineer (End Effectors) @ palisade-robotics": 2,
      "Field Applications Engineer, Automotive @ palisade-robotics": 2,
      "Manufacturing Quality Engineer @ palisade-robotics": 1,
      "Mechanical Drafter (Part-time) @ palisade-robotics": 1,
    },
  },
  {
    q: "gd&t",
    judgments: {
      "Mechanical Drafter (GD&T) @ linework-design": 3,
      "Mechanical Drafter (Part-time) @ palisade-robotics": 2,
      "CAD Designer (SolidWorks, Medical Devices) @ bluestem-medical": 2,
      "Senior Mechanical Design Engineer (End Effectors) @ palisade-robotics": 2,
      "Supplier Quality Engineer (AS9100) @ meridian-aerospace": 1,
      "Supplier Quality Engineer (IATF 16949) @ voltline-motors": 1,
      "Senior Mechanical Engineer, Catheter Systems @ bluestem-medical": 1,
      "Sustaining Engineer, Surgical Instruments @ bluestem-medical": 1,
    },
  },
  {
    q: "primavera p6",
    judgments: {
      "Project Controls Manager @ granite-peak-constructors": 3,
      "Turnaround Planner @ verity-process-chemicals": 3,
      "Construction Manager, Mass Timber @ granite-peak-constructors": 2,
      "Facilities Construction Manager (Cleanroom) @ halcyon-semiconductor": 2,
      "Launch Site Construction Manager @ lodestar-launch": 1,
      "Capital Project Manager, Fill-Finish Suite @ kestrel-bioprocess": 1,
      "Owner's Representative, Capital Projects @ harborline-consulting": 1,
      "Project Manager, Battery Storage @ gulfhaven-energy": 1,
      "Field Construction Manager, Substations @ copperline-grid": 1,
      "Program Manager, Airframe Modifications @ meridian-aerospace": 1,
    },
  },
  {
    q: "data center",
    judgments: {
      "Principal Estimator @ granite-peak-constructors": 1,
      "Field Engineer (Data Center Fit-out) @ granite-peak-constructors": 3,
      "MEP Coordinator (BIM) @ granite-peak-constructors": 2,
      "Electrical Designer (AutoCAD Electrical) @ copperline-grid": 1,
      "Switchgear Design Engineer @ copperline-grid": 1,
      "Facilities Construction Manager (Cleanroom) @ halcyon-semiconductor": 1,
    },
  },
  {
    q: "estimator",
    judgments: {
      "Principal Estimator @ granite-peak-constructors": 3,
      "Construction Cost Estimator (Part-time) @ harborline-consulting": 3,
      "Preconstruction Manager, Seismic Retrofits @ granite-peak-constructors": 2,
    },
  },
  {
    q: "structural engineer",
    location: "New York",
    judgments: {
      "Structural Engineer II (Buildings) @ northwind-structures": 3,
      "Senior Bridge Design Engineer @ northwind-structures": 2,
      "Structural BIM Coordinator @ northwind-structures": 1,
      "Structural Drafter (Tekla) @ northwind-structures": 1,
      "Project Manager, Transit Structures @ northwind-structures": 1,
    },
  },
  {
    q: "Voltline",
    judgments: {
      "Battery Thermal Systems Engineer @ voltline-motors": 3,
      "Embedded Firmware Engineer (Motor Control) @ voltline-motors": 3,
      "Supplier Quality Engineer (IATF 16949) @ voltline-motors": 3,
      "Senior Vehicle Controls Software Engineer @ voltline-motors": 3,
      "Manufacturing Engineer, Battery Pack Assembly @ voltline-motors": 3,
      "High-Voltage Harness Design Engineer @ voltline-motors": 3,
      "Launch Program Manager @ voltline-motors": 3,
      "Vehicle Engineering Intern (Chassis) @ voltline-motors": 3,
      "Functional Safety Engineer (ISO 26262) @ voltline-motors": 3,
    },
  },
  {
    q: "Northwind Structures",
    judgments: {
      "Senior Bridge Design Engineer @ northwind-structures": 3,
      "Structural Engineer II (Buildings) @ northwind-structures": 3,
      "Structural BIM Coordinator @ northwind-structures": 3,
      "Principal, Forensic Structural Engineering @ northwind-structures": 3,
      "Structural Drafter (Tekla) @ northwind-structures": 3,
      "Project Manager, Transit Structures @ northwind-structures": 3,
      "Load Rating Engineer (Part-time) @ northwind-structures": 3,
    },
  },
  // Added with the titles-first ranking (decision 042): a title holding every word the searcher
  // typed comes before fresher jobs holding some of them; an abbreviation and its words spelled out
  // are one search.
  {
    q: "principal site",
    added: "titles first",
    judgments: {
      "Principal Site Reliability Engineer @ ironleaf-software": 3,
      "Principal Site Civil Engineer @ harborline-consulting": 3,
      "Site Reliability Engineer (Kubernetes) @ ironleaf-software": 2,
      "Launch Site Construction Manager @ lodestar-launch": 1,
      "Principal Estimator @ granite-peak-constructors": 1,
    },
  },
  {
    q: "senior engineer water",
    added: "titles first",
    judgments: {
      "Senior Water Treatment Engineer @ riverbend-water": 3,
      "Senior Water Resources Engineer @ harborline-consulting": 3,
      "Water Treatment Process Engineer @ riverbend-water": 2,
      "Stormwater Engineer (EIT) @ riverbend-water": 1,
      "Senior Pipeline Rehabilitation Engineer @ riverbend-water": 1,
      "Senior Process Engineer @ riverbend-water": 1,
    },
  },
  { q: "qa engineer", added: "titles first", judgments: QUALITY_ASSURANCE_ENGINEER },
  { q: "quality assurance engineer", added: "titles first", judgments: QUALITY_ASSURANCE_ENGINEER },
];
