import { ENGINEERING_STATS, GUARANTEE_DAYS, type DisciplinePages, type EmployerLandingContent } from "./marketing";

// Copy for the employer landing (/employer) and the six engineering discipline pages.
// The headline figures (10,000+ placed, 500+ partners, 48 hours, 95%, the 90-day guarantee on
// permanent placements) must stay exact, as must the landing's per-discipline time to hire and
// success rate (docs/product.md#pages); those two are repeated as "Our average time to hire" on
// each discipline page. Salary ranges and trends are our own observations, not third-party data.

export const employerLanding: EmployerLandingContent = {
  title: "Engineering Recruiting for Employers",
  metaDescription:
    "Hire civil, mechanical, electrical, software, chemical and aerospace engineers with Keystone Talent: first candidates in 48 hours and a 90-day guarantee.",
  hero: {
    heading: "Build Your Engineering Dream Team",
    text: "Keystone Talent recruits licensed, cleared and hands-on engineers for consulting firms, manufacturers, utilities, software companies and defense programs. Tell us what the role really needs, and a recruiter who knows your discipline will have screened candidates in front of you within 48 hours.",
  },
  stats: ENGINEERING_STATS,
  disciplinesHeading: "Engineering Disciplines We Recruit",
  disciplinesIntro:
    "Each discipline has its own recruiting team, its own candidate network and its own screening questions. Here is how quickly we fill roles in each one and how often our searches end in a successful hire.",
  disciplines: [
    {
      slug: "civil-engineer-recruiters",
      name: "Civil Engineering",
      description:
        "PEs, EITs and designers for consulting firms, public agencies, contractors and land developers. We verify every license with the state board before you see a resume.",
      averageTimeToHire: "14 days",
      successRate: "94%",
      specialties: ["Structural", "Transportation", "Geotechnical", "Water Resources"],
    },
    {
      slug: "mechanical-engineer-recruiters",
      name: "Mechanical Engineering",
      description:
        "HVAC designers, product development engineers and manufacturing engineers matched on the CAD platform, codes and industry your team works in.",
      averageTimeToHire: "12 days",
      successRate: "96%",
      specialties: ["HVAC and MEP", "Product Design", "Manufacturing", "Thermal Systems"],
    },
    {
      slug: "electrical-engineer-recruiters",
      name: "Electrical Engineering",
      description:
        "Power systems, protection and control, automation and electronics hardware engineers for utilities, EPCs, data center builders and manufacturers.",
      averageTimeToHire: "10 days",
      successRate: "95%",
      specialties: ["Power Systems", "Protection and Control", "Controls and Automation", "Electronics Hardware"],
    },
    {
      slug: "software-engineer-recruiters",
      name: "Software Engineering",
      description:
        "Backend, platform, embedded and machine learning engineers screened on code they have actually shipped, including cleared developers for defense programs.",
      averageTimeToHire: "7 days",
      successRate: "97%",
      specialties: ["Backend and Cloud", "DevOps and SRE", "Embedded", "Machine Learning"],
    },
    {
      slug: "chemical-engineer-recruiters",
      name: "Chemical Engineering",
      description:
        "Process, process safety and production engineers for refineries, specialty chemical plants and pharmaceutical manufacturers, including sites that need candidates willing to relocate.",
      averageTimeToHire: "16 days",
      successRate: "93%",
      specialties: ["Process Design", "Process Safety", "Pharma and Biotech", "Refining"],
    },
    {
      slug: "aerospace-engineer-recruiters",
      name: "Aerospace Engineering",
      description:
        "Stress, propulsion, avionics and flight test engineers for aircraft, space and defense programs, with ITAR eligibility and clearance status confirmed up front.",
      averageTimeToHire: "18 days",
      successRate: "92%",
      specialties: ["Structures and Stress", "Propulsion", "Avionics", "Flight Test"],
    },
  ],
  processHeading: "How Hiring With Keystone Works",
  process: [
    {
      title: "Share your needs",
      description:
        "Start with a short intake call with a recruiter who works only in your discipline. We pin down the must-have licenses, tools, clearance level, schedule, location and pay range, so nobody wastes an interview on a near miss.",
    },
    {
      title: "Receive curated candidates",
      description:
        "Your first candidates arrive within 48 hours. Each one has passed a technical screen, had credentials checked and confirmed their interest, salary expectations and willingness to relocate or travel.",
    },
    {
      title: "Interview and hire",
      description:
        "We schedule interviews, prepare candidates for your panel, gather feedback after each round and handle offer negotiation and references, so good candidates don't drift away while calendars line up.",
    },
    {
      title: `Onboard with our ${GUARANTEE_DAYS}-day guarantee`,
      description: `We check in with you and your new engineer through the first months. If a permanent placement leaves or isn't working out within ${GUARANTEE_DAYS} days, we recruit a replacement at no additional fee.`,
    },
  ],
  reasonsHeading: "Why Engineering Teams Hire Through Keystone",
  reasons: [
    {
      title: "Recruiters who speak engineering",
      description:
        "Our recruiters specialize by discipline, and many came from engineering roles themselves. They know the difference between a drainage engineer and a roadway designer, or a firmware developer and an app developer, before the first call.",
    },
    {
      title: "Candidates in 48 hours",
      description:
        "We keep warm networks of engineers in every discipline we cover, including people who aren't applying to job ads. That is how your first qualified candidates reach you within 48 hours of the intake call.",
    },
    {
      title: "Credentials checked up front",
      description:
        "We confirm PE and SE licenses with state boards, check certifications like PMP and CSWP, and confirm US person status and clearance level for export-controlled and classified work before anyone reaches your interview panel.",
    },
    {
      title: "Flexible ways to hire",
      description:
        "Hire directly, bring in contract engineers for a bid season, outage or certification push, or start contract-to-hire. You can switch models as the project changes.",
    },
    {
      title: "Pay data from real searches",
      description:
        "We share the salary ranges, sign-on bonuses and relocation packages we see in current searches in your discipline and region, so your offer is competitive the first time.",
    },
    {
      title: `A ${GUARANTEE_DAYS}-day replacement guarantee`,
      description: `Every permanent placement is covered for ${GUARANTEE_DAYS} days. If the engineer leaves or isn't the right fit, we find a replacement at no additional fee.`,
    },
  ],
  contactHeading: "Schedule a Consultation",
  contactText:
    "Tell us the discipline, the roles and where the work is. A recruiter in that discipline will call you within 24 hours to plan the search.",
  cta: {
    heading: "Ready to Build Your Team?",
    text: "Tell us about the role you need to fill. A recruiter in your discipline will respond within 24 hours, and your first candidates will follow within 48 hours of the intake call.",
  },
};

export const disciplinePages: DisciplinePages = {
  "civil-engineer-recruiters": {
    slug: "civil-engineer-recruiters",
    name: "Civil",
    title: "Civil Engineering Recruiters",
    metaDescription:
      "Civil engineering recruiters for PEs, EITs and designers in structural, transportation, geotechnical and water work. Licenses verified, candidates in 48 hours.",
    hero: {
      eyebrow: "Civil Engineering Recruiting",
      heading: "Hire Licensed Civil Engineers Who Can Stamp the Work",
      text: "Keystone Talent recruits PEs, EITs and senior designers for consulting firms, public agencies, contractors and land developers. We know a roadway designer from a hydraulics modeler, and we verify every license with the state board before you see a resume.",
    },
    challengesHeading: "Why Civil Engineering Hiring Is Hard Right Now",
    challenges: [
      {
        title: "The PE bottleneck",
        description:
          "Plans need a licensed engineer's seal and proposals need PEs on the org chart, but getting from the FE exam to a PE license takes about four years of supervised experience. Licensed engineers with 8 to 15 years of experience are the thinnest part of the market.",
      },
      {
        title: "More projects than engineers",
        description:
          "Federal and state infrastructure funding has pushed more bridge, roadway and water projects to letting at the same time. DOTs, cities and the consultants who design for them are all chasing the same engineers.",
      },
      {
        title: "Pay capped by public contracts",
        description:
          "Firms working on public contracts live with audited overhead rates and, on some contracts, salary caps, while agencies are bound by civil service pay scales. Land developers and contractors can simply outbid both.",
      },
      {
        title: "Local standards and software",
        description:
          "A strong engineer from another state still has to learn your DOT's CADD standards, drainage manual and review process, and possibly move from Civil 3D to OpenRoads. Multi-state work also means chasing comity licenses.",
      },
    ],
    solutionsHeading: "How We Fill Civil Engineering Roles",
    solutions: [
      {
        title: "A licensed-engineer pipeline",
        description:
          "We track licensed PEs and EITs who have passed the PE exam and are waiting on board approval, so you can hire someone who will be stamping drawings within months. Every license is checked against state board records.",
      },
      {
        title: "Candidates who know your clients",
        description:
          "We screen for experience with the agencies and standards on your projects, whether that is a specific state DOT, USACE districts or a state environmental regulator, and for the platform your plans are produced on.",
      },
      {
        title: "Offers that work within your rates",
        description:
          "We bring regional salary data by license level and help you put together offers that compete without breaking your overhead rate: PE exam support, flexible schedules, hybrid design work and sign-on bonuses.",
      },
      {
        title: "Contract staff for peak lettings",
        description:
          "When a bid season or a run of submittals stacks up, we place contract designers and engineers on project terms or contract-to-hire. Your first candidates arrive within 48 hours.",
      },
    ],
    benefitsHeading: "What You Get Working With Us",
    benefits: [
      {
        title: "Licenses verified first",
        description:
          "PE, SE, EIT and PLS status is confirmed with the issuing board, along with certifications such as CFM, PTOE, PMP and ENV SP, before a candidate reaches your inbox.",
      },
      {
        title: "Recruiters who read plan sets",
        description:
          "Our civil recruiters can talk through a profile sheet, a culvert analysis or a retaining wall design with a candidate, so technical gaps come out in screening rather than in your interview.",
      },
      {
        title: "Public and private experience",
        description:
          "We recruit for consultants, agencies, contractors and developers, and we know how to present a civil service job to a private-sector engineer, pension and all.",
      },
      {
        title: `${GUARANTEE_DAYS}-day replacement guarantee`,
        description: `If a permanent civil engineering placement leaves or isn't working out within ${GUARANTEE_DAYS} days, we recruit a replacement at no additional fee.`,
      },
    ],
    specializationsHeading: "Civil Engineering Specializations We Recruit",
    specializations: [
      {
        title: "Structural and Bridge Engineering",
        description:
          "Bridge design, load rating and inspection, plus building and parking structure design. We screen for AASHTO LRFD experience, SE licensure and tools such as CSiBridge, MIDAS Civil, RISA and ETABS.",
      },
      {
        title: "Transportation and Roadway",
        description:
          "Highway and interchange design, traffic engineering, signals and maintenance of traffic plans. Candidates are matched on OpenRoads Designer or Civil 3D, Synchro and their DOT project history.",
      },
      {
        title: "Geotechnical Engineering",
        description:
          "Subsurface investigations, foundation recommendations, slope stability and earth retention. We look for field and lab experience alongside PLAXIS, LPILE and GeoStudio analysis.",
      },
      {
        title: "Water Resources and Stormwater",
        description:
          "Hydrology, hydraulics, floodplain mapping and stormwater management for public and private clients. HEC-RAS 2D, HEC-HMS and SWMM modelers and CFM-certified engineers are in steady demand.",
      },
      {
        title: "Water and Wastewater",
        description:
          "Treatment plants, pump stations, distribution and collection systems for utilities and municipalities. Lead service line replacement and plant upgrade programs have made these engineers scarce.",
      },
      {
        title: "Land Development and Site Civil",
        description:
          "Grading, utilities, site plans and permitting for residential, industrial and data center sites. Developers want Civil 3D designers who can push a site through entitlement quickly.",
      },
    ],
    insightsHeading: "Civil Engineering Hiring Insights",
    insightsIntro: "What we are seeing across the civil engineering searches we ran in 2026, from consultants, agencies and developers.",
    insights: [
      {
        label: "Project engineer with a PE, 5-10 years",
        value: "$98,000 - $128,000",
        detail:
          "Base offers in our 2026 civil searches; newly licensed PEs in Texas, Florida and the Mountain West regularly landed in the upper half of the range.",
      },
      {
        label: "Roles requiring a PE",
        value: "About 6 in 10",
        detail:
          "Roughly six in ten civil roles clients brought us in 2026 required a PE at hire or within 12 months, up from about half two years ago.",
      },
      {
        label: "Our average time to hire",
        value: "14 days",
        detail:
          "From intake call to accepted offer on the permanent civil roles we filled, many of which had been posted for months before the client called us.",
      },
      {
        label: "Most requested skills",
        value: "OpenRoads and 2D hydraulics",
        detail:
          "OpenRoads Designer experience, as DOTs retire older InRoads and GEOPAK workflows, and HEC-RAS 2D modeling topped our civil intake calls this year.",
      },
    ],
    testimonials: [
      {
        quote:
          "We had two bridge projects heading to final plans and had just lost our only licensed structural lead. Keystone sent three PE candidates within two days, all with LRFD load rating experience. The engineer we hired sealed our 90% submittal.",
        name: "Theresa Okonkwo",
        role: "Principal, Bridge Practice",
        company: "Millbrook Sato Engineers",
      },
      {
        quote:
          "As a city utility we can't match private-sector pay, and our recruiter never pretended otherwise. They found a wastewater engineer who valued the pension and a ten-minute commute, then walked her through our civil service paperwork so we didn't lose her in the process.",
        name: "Raymond Castellano",
        role: "Deputy Director of Public Works",
        company: "City of Alder Falls",
      },
      {
        quote:
          "Our site civil team was buried in data center grading plans. Keystone placed two Civil 3D designers on contract within a week, and we converted both to permanent after the first phase.",
        name: "Jenna Morrow",
        role: "Director of Land Development",
        company: "Sablewood Development Group",
      },
    ],
    contactHeading: "Tell Us About Your Civil Engineering Opening",
    contactText:
      "Share the role, the license it requires, the agencies you work with and where the work is. A civil recruiter will respond within 24 hours, and your first candidates will follow within 48 hours.",
    cta: {
      heading: "Get Licensed Engineers on Your Next Submittal",
      text: "From a single PE to a bid-season design team, we'll find civil engineers who know your standards and can start producing plans quickly.",
    },
  },

  "mechanical-engineer-recruiters": {
    slug: "mechanical-engineer-recruiters",
    name: "Mechanical",
    title: "Mechanical Engineering Recruiters",
    metaDescription:
      "Mechanical engineering recruiters for HVAC, product design, manufacturing and thermal roles. Engineers matched on SolidWorks, Creo and codes in 48 hours.",
    hero: {
      eyebrow: "Mechanical Engineering Recruiting",
      heading: "Hire Mechanical Engineers Who Can Take a Design to Production",
      text: "From HVAC design at MEP consultancies to product development at OEMs and manufacturing engineering on the plant floor, Keystone Talent recruits mechanical engineers matched on the tools, codes and industry your team actually works in.",
    },
    challengesHeading: "Why Mechanical Engineering Hiring Is Hard Right Now",
    challenges: [
      {
        title: "One title, very different jobs",
        description:
          '"Mechanical engineer" covers an HVAC designer working to ASHRAE 90.1, a medical device engineer working under design controls and a manufacturing engineer troubleshooting a press line. Most applicants from job boards don\'t match the job, and screening them takes weeks.',
      },
      {
        title: "New plants compete for the same people",
        description:
          "Battery, semiconductor and industrial plants opening across the Midwest and Southeast are hiring manufacturing engineers with automation experience all at once. Good candidates get counteroffers the day they resign.",
      },
      {
        title: "Too few licensed MEP leads",
        description:
          "Data center, hospital and lab projects need PE-stamped mechanical design and engineers who can lead a coordinated Revit model. Consultancies have plenty of junior designers and not enough people to sign the drawings.",
      },
      {
        title: "CAD and PLM lock-in",
        description:
          "Teams built on SolidWorks, Creo or NX need engineers who are productive on day one, including the Windchill or Teamcenter release workflow and GD&T to ASME Y14.5. Retraining on a new platform costs months.",
      },
    ],
    solutionsHeading: "How We Fill Mechanical Engineering Roles",
    solutions: [
      {
        title: "Screening by application, not title",
        description:
          "We sort candidates by the work they have done, whether building systems, product development, manufacturing or thermal and fluids, and our recruiters walk through their calculations and design decisions before presenting them.",
      },
      {
        title: "Reaching engineers who aren't looking",
        description:
          "We recruit directly from competing plants and supplier engineering teams, prepare candidates for counteroffers before they resign and put together relocation packages that get people to smaller manufacturing towns.",
      },
      {
        title: "PE-track building systems talent",
        description:
          "We bring you licensed mechanical PEs and EITs close to licensure with healthcare and mission-critical experience, screened on ASHRAE 170, FGI Guidelines, Trane TRACE 3D Plus or Carrier HAP, and Revit MEP.",
      },
      {
        title: "Tool-matched shortlists",
        description:
          "We match candidates on CAD platform, PDM or PLM system and certification, verify CSWP and similar credentials, and can run a short practical exercise when you want proof of modeling and drawing skills.",
      },
    ],
    benefitsHeading: "What You Get Working With Us",
    benefits: [
      {
        title: "Shortlists in 48 hours",
        description:
          "Your first mechanical candidates arrive within 48 hours of the intake call, already screened on the tools, standards and industry experience you asked for.",
      },
      {
        title: "Technical depth in screening",
        description:
          "We review design portfolios, drawing samples and calculation packages with candidates, so you see how they handle tolerances, load cases and heat loads before the first interview.",
      },
      {
        title: "Relocation handled early",
        description:
          "For plants outside major metros, we confirm relocation willingness in the first conversation and help you build packages that candidates and their families will actually accept.",
      },
      {
        title: `${GUARANTEE_DAYS}-day replacement guarantee`,
        description: `If a permanent mechanical engineering placement leaves or isn't the right fit within ${GUARANTEE_DAYS} days, we find a replacement at no additional fee.`,
      },
    ],
    specializationsHeading: "Mechanical Engineering Specializations We Recruit",
    specializations: [
      {
        title: "HVAC and Building Systems",
        description:
          "HVAC, plumbing and fire protection design for commercial, healthcare, lab and data center projects. We screen for PE licensure, LEED AP BD+C, energy modeling and Revit MEP coordination.",
      },
      {
        title: "Product Design and Development",
        description:
          "Consumer, industrial and medical device products from concept to release. Candidates bring SolidWorks or Creo, DFM and tolerance stack-up skills, and ISO 13485 design control experience where you need it.",
      },
      {
        title: "Manufacturing and Process Engineering",
        description:
          "Tooling, fixtures, line layout and continuous improvement in machining, stamping, injection molding and welding. We look for PFMEA, lean and Six Sigma experience backed by real scrap and cycle-time results.",
      },
      {
        title: "Thermal and Fluid Systems",
        description:
          "Heat exchangers, electronics cooling and battery thermal management. Engineers are screened on ANSYS Fluent or STAR-CCM+ CFD and on test correlation, not just simulation.",
      },
      {
        title: "Rotating Equipment and Reliability",
        description:
          "Pumps, compressors, turbines and gearboxes in plants and utilities. We recruit engineers with vibration analysis, API 610 and 617 experience, root cause failure analysis and CMRP certification.",
      },
      {
        title: "Machine Design and Automation",
        description:
          "Custom machinery, packaging lines and material handling systems. Candidates size servos and pneumatics, design guarding to ANSI B11 and work closely with controls engineers on PLC integration.",
      },
    ],
    insightsHeading: "Mechanical Engineering Hiring Insights",
    insightsIntro:
      "What we are seeing across the mechanical engineering searches we ran in 2026, from MEP consultancies to OEMs and plant operations.",
    insights: [
      {
        label: "Mechanical design engineer, 3-7 years",
        value: "$88,000 - $118,000",
        detail:
          "Base offers in our 2026 product development and machine design searches; medical device and semiconductor equipment employers paid at or above the top of the range.",
      },
      {
        label: "Licensed HVAC engineer with a PE",
        value: "$115,000 - $150,000",
        detail:
          "Mechanical PEs who can lead data center or hospital projects were the most contested candidates in our building systems searches this year.",
      },
      {
        label: "Our average time to hire",
        value: "12 days",
        detail:
          "From intake call to accepted offer on the permanent mechanical roles we filled; relocation roles for new plants took longest.",
      },
      {
        label: "Most requested skills",
        value: "GD&T, CFD and automation",
        detail:
          "GD&T to ASME Y14.5, ANSYS or STAR-CCM+ simulation and machine design with PLC integration appeared in most of our 2026 mechanical intake calls.",
      },
    ],
    testimonials: [
      {
        quote:
          "We spent four months trying to hire a senior mechanical engineer who knew both SolidWorks and design controls. Keystone's recruiter asked sharper questions about our design history file than some of our own interviewers, and our hire was leading design reviews by his third week.",
        name: "Alicia Brennan",
        role: "Director of R&D",
        company: "Corvane Medical Systems",
      },
      {
        quote:
          "We needed a mechanical PE to lead a large data center fit-out and couldn't find one locally. Keystone found an engineer in Phoenix who was ready to relocate, helped us put the package together, and she now runs our mission-critical group.",
        name: "Samuel Iwu",
        role: "Principal, Mechanical Engineering",
        company: "Ostrander Kell Engineers",
      },
      {
        quote:
          "Our new plant is in a town of 9,000 people. Keystone only sent us manufacturing engineers who had visited the area and wanted to live there, and all four of last year's hires are still with us.",
        name: "Greg Tolliver",
        role: "Plant Engineering Manager",
        company: "Redfern Axle and Driveline",
      },
    ],
    contactHeading: "Tell Us About Your Mechanical Engineering Opening",
    contactText:
      "Tell us what the engineer will design or build, the CAD and PLM tools you use, any license needed and where the role is based. A mechanical recruiter will respond within 24 hours, with first candidates within 48 hours.",
    cta: {
      heading: "Find Mechanical Engineers Who Fit Your Work",
      text: "Whether it's a PE for your next hospital project or a manufacturing engineer for a plant launch, we'll bring you people who already know your tools.",
    },
  },

  "electrical-engineer-recruiters": {
    slug: "electrical-engineer-recruiters",
    name: "Electrical",
    title: "Electrical Engineering Recruiters",
    metaDescription:
      "Electrical engineering recruiters for power systems, protection and control, automation and hardware roles. PE and NERC-savvy candidates within 48 hours.",
    hero: {
      eyebrow: "Electrical Engineering Recruiting",
      heading: "Hire Electrical Engineers for the Grid, the Plant and the Product",
      text: "Keystone Talent recruits power systems, protection and control, automation and electronics engineers for utilities, EPC firms, data center builders and hardware manufacturers. Our recruiters know a relay setting from a schematic review, and they screen for the licenses and tools your work depends on.",
    },
    challengesHeading: "Why Electrical Engineering Hiring Is Hard Right Now",
    challenges: [
      {
        title: "Power demand outrunning the workforce",
        description:
          "Data centers, renewable interconnections and grid hardening programs have created more substation and transmission work than there are experienced engineers to do it, just as a generation of utility engineers retires.",
      },
      {
        title: "Protection and control is a small pool",
        description:
          "Engineers who can develop relay settings, run coordination studies and commission protection schemes are few, and the good ones get recruiting calls every week. Job ads rarely reach them.",
      },
      {
        title: "Compliance leaves no room for error",
        description:
          "Work under NERC reliability standards, NFPA 70E and utility interconnection requirements needs engineers who have done it before. A wrong hire becomes an audit finding or a safety incident.",
      },
      {
        title: "Travel and outage schedules",
        description:
          "Commissioning and field engineering roles often mean 50% travel or more and weekend work during planned outages. Candidates who didn't understand that at the offer stage tend to leave within a year.",
      },
    ],
    solutionsHeading: "How We Fill Electrical Engineering Roles",
    solutions: [
      {
        title: "Engineers from adjacent sectors",
        description:
          "We recruit from industrial power, mining, marine and Navy nuclear backgrounds, map that experience to utility and data center work, and track EITs who are close to a PE in power.",
      },
      {
        title: "Screens by power specialists",
        description:
          "Our recruiters screen on relay platforms such as SEL, GE Multilin and ABB, on study tools such as ETAP, SKM PowerTools, ASPEN OneLiner and PSS/E, and on the study types a candidate has actually owned.",
      },
      {
        title: "Compliance-ready candidates",
        description:
          "We confirm hands-on experience with NERC PRC and CIP standards, IEEE 1584 arc flash studies and NFPA 70E programs, and verify PE licenses and NERC System Operator certifications.",
      },
      {
        title: "Honest about the field",
        description:
          "We state travel percentage, outage calendars and on-call expectations in the first conversation and target engineers who want field work, so the people you hire are still with you next outage season.",
      },
    ],
    benefitsHeading: "What You Get Working With Us",
    benefits: [
      {
        title: "First candidates in 48 hours",
        description:
          "Even for protection and interconnection roles, your first screened electrical candidates arrive within 48 hours of the intake call.",
      },
      {
        title: "Credentials you can rely on",
        description:
          "PE licenses, NERC certifications and NETA technician levels are verified, and study or settings experience is confirmed with the candidate in detail before you interview.",
      },
      {
        title: "Contract help for study backlogs",
        description:
          "Contract engineers can clear an interconnection study queue, a relay settings backlog or a commissioning push, with contract-to-hire available when you want to keep them.",
      },
      {
        title: `${GUARANTEE_DAYS}-day replacement guarantee`,
        description: `If a permanent electrical engineering placement leaves or isn't working out within ${GUARANTEE_DAYS} days, we recruit a replacement at no additional fee.`,
      },
    ],
    specializationsHeading: "Electrical Engineering Specializations We Recruit",
    specializations: [
      {
        title: "Power Systems Studies",
        description:
          "Load flow, short circuit, arc flash, coordination and interconnection studies for utilities, developers and industrial clients. Engineers are screened on ETAP, SKM PowerTools, PSS/E and PSCAD.",
      },
      {
        title: "Substation and Transmission Design",
        description:
          "Physical and protection and control design for substations, and overhead and underground line design. We match candidates on AutoCAD Electrical, MicroStation and PLS-CADD experience.",
      },
      {
        title: "Protection and Control",
        description:
          "Relay settings, protection schemes, testing and commissioning. We look for SEL AcSELerator and GE EnerVista experience plus field testing with Doble or Omicron test sets.",
      },
      {
        title: "Controls and Industrial Automation",
        description:
          "PLC, SCADA and HMI work on process and manufacturing lines. Candidates bring Rockwell ControlLogix or Siemens TIA Portal, motor control and instrumentation experience.",
      },
      {
        title: "Electronics and Hardware Design",
        description:
          "Board-level design, power electronics and signal integrity for industrial, medical and consumer hardware. Engineers are screened on Altium or Cadence and on EMC pre-compliance and UL testing.",
      },
      {
        title: "Building and Data Center Power",
        description:
          "Medium-voltage distribution, UPS, generator and switchgear design to the NEC for data centers, hospitals and commercial buildings. PE-licensed designers who can lead a Revit model are in short supply.",
      },
    ],
    insightsHeading: "Electrical Engineering Hiring Insights",
    insightsIntro:
      "What we are seeing across the electrical engineering searches we ran in 2026, from utilities and EPC firms to hardware manufacturers.",
    insights: [
      {
        label: "Power systems engineer with a PE, 5-10 years",
        value: "$115,000 - $155,000",
        detail:
          "Base offers in our 2026 utility and EPC searches; protection engineers with SEL relay commissioning experience landed at the top of the range.",
      },
      {
        label: "Data center electrical searches",
        value: "Up about 40%",
        detail:
          "Data center searches grew by about 40% in our 2026 intake compared with 2025, most of them for medium-voltage design and commissioning roles.",
      },
      {
        label: "Our average time to hire",
        value: "10 days",
        detail:
          "From intake call to accepted offer on the permanent electrical roles we filled; field roles with heavy travel took a few days longer.",
      },
      {
        label: "Scarcest profile",
        value: "Inverter-based interconnection studies",
        detail:
          "Engineers who can model solar, wind and battery plants in PSS/E or PSCAD for interconnection studies were the hardest profile to find in our power searches this year.",
      },
    ],
    testimonials: [
      {
        quote:
          "We had a backlog of relay settings ahead of spring outages and two protection engineer seats that had been open for half a year. Keystone placed a PE from an industrial plant who had run coordination studies in ETAP for a decade, and he passed our settings review in his first month.",
        name: "Laurence Abara",
        role: "Manager of System Protection",
        company: "Prairie Ridge Electric Cooperative",
      },
      {
        quote:
          "Our data center pipeline doubled in a year. Keystone sent commissioning engineers who were upfront about wanting heavy travel, which is exactly what the job is, and every one of them is still on the road with us.",
        name: "Monica Feld",
        role: "VP of Electrical Engineering",
        company: "Halcyon Critical Power",
      },
      {
        quote:
          "Finding a board-level engineer who knew both Altium and EMC pre-compliance testing had taken us months. Keystone delivered three qualified candidates in a week, and we made an offer to the first one we interviewed.",
        name: "Kenji Morales",
        role: "Hardware Engineering Lead",
        company: "Lumengrove Instruments",
      },
    ],
    contactHeading: "Tell Us About Your Electrical Engineering Opening",
    contactText:
      "Tell us the voltage levels, study types or hardware involved, the tools your team uses, any license or NERC requirement and how much travel the role has. An electrical recruiter will respond within 24 hours, with first candidates within 48 hours.",
    cta: {
      heading: "Power Up Your Engineering Team",
      text: "From protection engineers for outage season to hardware designers for your next product, we'll bring you electrical engineers who can contribute from week one.",
    },
  },

  "software-engineer-recruiters": {
    slug: "software-engineer-recruiters",
    name: "Software",
    title: "Software Engineering Recruiters",
    metaDescription:
      "Software engineering recruiters for backend, platform, embedded, ML and cleared roles. Engineers screened on real code, with first candidates in 48 hours.",
    hero: {
      eyebrow: "Software Engineering Recruiting",
      heading: "Hire Software Engineers Who Ship Production Code",
      text: "Keystone Talent recruits backend, platform, embedded and machine learning engineers for product companies, industrial technology firms and cleared defense programs. Every candidate is screened on real code and real systems, not keywords, so your interview loop only sees engineers worth the time.",
    },
    challengesHeading: "Why Software Engineering Hiring Is Hard Right Now",
    challenges: [
      {
        title: "Too many applicants, too little signal",
        description:
          "A single posting can draw hundreds of applications, many with AI-polished resumes that all read the same. Engineering managers lose days to phone screens that go nowhere.",
      },
      {
        title: "Senior engineers move fast",
        description:
          "Engineers who have run Kubernetes or distributed systems in production usually have several processes going at once. An interview loop that drags past two or three weeks loses them to whoever moved first.",
      },
      {
        title: "Remote pay sets expectations",
        description:
          "Candidates compare every offer with remote-first pay. Hybrid and on-site roles, especially in manufacturing, healthcare and regulated industries, have to make a clear case for the commute.",
      },
      {
        title: "Niche stacks and clearances",
        description:
          "Embedded C and RTOS work, safety-critical software and classified programs that need US citizens with active Secret or TS/SCI clearances draw on very small pools that job boards barely reach.",
      },
    ],
    solutionsHeading: "How We Fill Software Engineering Roles",
    solutions: [
      {
        title: "Code-level screening",
        description:
          "Candidates walk a technical recruiter through a system they built, the trade-offs they made and a bug they chased down. We can add a take-home or pairing exercise, and you see three to five engineers, not fifty resumes.",
      },
      {
        title: "An interview loop that keeps pace",
        description:
          "We help you design a loop that can finish in under two weeks, prepare candidates for each stage and gather feedback the same day, so your favorite candidate doesn't accept somewhere else first.",
      },
      {
        title: "Pay data by work model",
        description:
          "We share what offers look like for remote, hybrid and on-site roles in your metro, and help you weigh base, equity, bonus and flexibility to make an offer that holds up against remote competitors.",
      },
      {
        title: "Networks for niche stacks",
        description:
          "We keep in touch with embedded, safety-critical and cleared engineers year round, confirm clearance level and investigation date with each candidate and coordinate verification with your facility security officer.",
      },
    ],
    benefitsHeading: "What You Get Working With Us",
    benefits: [
      {
        title: "Candidates in 48 hours",
        description:
          "Your first screened software engineers arrive within 48 hours of the intake call, with notes on what they built, how they think and what they expect to be paid.",
      },
      {
        title: "No surprises at offer",
        description:
          "Compensation, start date, remote expectations and competing processes are discussed up front, so offers get accepted instead of renegotiated.",
      },
      {
        title: "Contract or direct hire",
        description:
          "Bring in contract engineers for a cloud migration or a product launch, start contract-to-hire, or hire directly. We place all three.",
      },
      {
        title: `${GUARANTEE_DAYS}-day replacement guarantee`,
        description: `If a permanent software engineering placement leaves or isn't the right fit within ${GUARANTEE_DAYS} days, we recruit a replacement at no additional fee.`,
      },
    ],
    specializationsHeading: "Software Engineering Specializations We Recruit",
    specializations: [
      {
        title: "Backend and Distributed Systems",
        description:
          "Services and APIs in Go, Java, Kotlin and Python, with PostgreSQL, Kafka and event-driven architectures. We screen for engineers who have kept high-traffic systems up, not just built them.",
      },
      {
        title: "Platform, DevOps and SRE",
        description:
          "Kubernetes, Terraform and CI/CD on AWS, Azure or GCP, plus observability with Prometheus and OpenTelemetry. CKA holders and engineers who have led incident response are in high demand.",
      },
      {
        title: "Frontend and Full Stack",
        description:
          "TypeScript and React applications, design systems and accessible interfaces built to WCAG 2.2. We look for engineers who care about performance and can work comfortably across the stack.",
      },
      {
        title: "Embedded and Firmware",
        description:
          "C, C++ and Rust on microcontrollers and embedded Linux, including board bring-up, FreeRTOS, Zephyr and Yocto. We recruit for regulated work under IEC 62304 and ISO 26262 as well.",
      },
      {
        title: "Machine Learning and Data Engineering",
        description:
          "Data pipelines with Spark, dbt and Airflow, model training in PyTorch, MLOps and LLM application engineering. We screen for engineers who have put models into production and measured them.",
      },
      {
        title: "Security Engineering",
        description:
          "Application and cloud security, threat modeling and compliance work for SOC 2 and FedRAMP. Candidates often hold CISSP or OSCP, and many come to us from cleared programs.",
      },
    ],
    insightsHeading: "Software Engineering Hiring Insights",
    insightsIntro:
      "What we are seeing across the software engineering searches we ran in 2026, from startups and product companies to defense programs.",
    insights: [
      {
        label: "Senior backend engineer, base salary",
        value: "$165,000 - $215,000",
        detail:
          "Accepted base offers in our 2026 searches for engineers with six or more years of experience; fintech and top-tier metros ran higher, and equity varied widely.",
      },
      {
        label: "Premium for an active clearance",
        value: "10% - 20%",
        detail:
          "What an active Secret or TS/SCI clearance added to base offers in our 2026 defense software searches, compared with similar uncleared roles.",
      },
      {
        label: "Our average time to hire",
        value: "7 days",
        detail:
          "From intake call to accepted offer on the permanent software roles we filled, the fastest of any discipline we recruit because strong engineers won't wait.",
      },
      {
        label: "Most requested skills",
        value: "Kubernetes, Go and LLM tooling",
        detail:
          "Production Kubernetes, Go or Rust services and hands-on experience building with LLM APIs topped our software intake calls this year.",
      },
    ],
    testimonials: [
      {
        quote:
          "Our senior platform engineer role had been open for five months and the team was drowning in phone screens. Keystone sent four people, we interviewed three, and the engineer we hired had our Terraform modules cleaned up and our cluster upgrades automated in her first quarter.",
        name: "Owen Trask",
        role: "Director of Platform Engineering",
        company: "Ledgerline Payments",
      },
      {
        quote:
          "Embedded engineers who know Zephyr and can bring up a board without hand-holding are rare. Keystone understood the difference between firmware and app developers from the first call, and our hire was flashing production units in his second week.",
        name: "Rosa Delgado-Hume",
        role: "VP of Engineering",
        company: "Tidewell Sensor Networks",
      },
      {
        quote:
          "Our program needed two cleared C++ developers on site, and other agencies kept sending people with lapsed clearances. Keystone confirmed every candidate's status with our security officer before the first interview, and both hires were badged within days of accepting.",
        name: "Daniel Achterberg",
        role: "Software Program Manager",
        company: "Ironvale Mission Systems",
      },
    ],
    contactHeading: "Tell Us About Your Software Engineering Opening",
    contactText:
      "Tell us about your stack, the problems the engineer will own, your interview process, work model and any clearance requirement. A software recruiter will respond within 24 hours, with first candidates within 48 hours.",
    cta: {
      heading: "Hire Engineers Who Make Your Team Faster",
      text: "Skip the resume pile. We'll bring you a short list of software engineers who have already shown us they can do the work.",
    },
  },

  "chemical-engineer-recruiters": {
    slug: "chemical-engineer-recruiters",
    name: "Chemical",
    title: "Chemical Engineering Recruiters",
    metaDescription:
      "Chemical engineering recruiters for process, process safety and production roles in refining, specialty chemicals and pharma. Candidates within 48 hours.",
    hero: {
      eyebrow: "Chemical Engineering Recruiting",
      heading: "Hire Chemical Engineers Who Keep Your Units Safe and Running",
      text: "Keystone Talent recruits process, process safety and production engineers for refineries, specialty chemical plants, pharmaceutical and biotech manufacturers and energy transition projects. We screen for the simulation tools, PSM experience and site realities behind every role.",
    },
    challengesHeading: "Why Chemical Engineering Hiring Is Hard Right Now",
    challenges: [
      {
        title: "Remote sites and shift work",
        description:
          "Many plants sit in rural areas or along the Gulf Coast, and production roles often involve rotating shifts, call-outs and turnaround season. Candidates with families hesitate to relocate for them.",
      },
      {
        title: "Process safety can't be learned on the job",
        description:
          "Sites covered by OSHA PSM and EPA RMP rules need engineers who have led HAZOPs, owned MOCs and worked through LOPA. The pool of engineers who have done that work is small.",
      },
      {
        title: "Few engineers have scaled up a process",
        description:
          "Pharmaceutical, biotech and battery materials producers need engineers who have taken a process from pilot scale to commercial production, under cGMP where it applies. Few candidates have done it more than once.",
      },
      {
        title: "Operating knowledge is retiring",
        description:
          "Veteran engineers who know the quirks of decades-old units are retiring, and past hiring freezes left a thin mid-career bench to replace them.",
      },
    ],
    solutionsHeading: "How We Fill Chemical Engineering Roles",
    solutions: [
      {
        title: "Candidates who choose the location",
        description:
          "We start with engineers already in the region or with ties to it, and give every candidate a straight account of shift patterns, turnaround schedules and the town before the first interview.",
      },
      {
        title: "PSM-screened shortlists",
        description:
          "We confirm who has facilitated HAZOPs rather than just attended them, owned MOCs, completed LOPA and worked on SIS design to IEC 61511, and we check certifications such as CCPSC and CSP.",
      },
      {
        title: "Scale-up specialists",
        description:
          "We recruit from CDMOs, pilot plants and recent plant startups, screening for tech transfer, process validation, batch record ownership and pre-approval inspection experience.",
      },
      {
        title: "Bridging the experience gap",
        description:
          "We pair contract senior engineers, often recent retirees, for knowledge transfer with early-career engineers who have solid co-op or internship experience, so the knowledge stays on site.",
      },
    ],
    benefitsHeading: "What You Get Working With Us",
    benefits: [
      {
        title: "48-hour shortlists for any site",
        description:
          "Even for plants far from a major city, your first screened chemical engineering candidates arrive within 48 hours of the intake call.",
      },
      {
        title: "Turnaround and project support",
        description:
          "Contract process and project engineers can cover turnarounds, startups and capital projects, with contract-to-hire when you find someone worth keeping.",
      },
      {
        title: "Safety and compliance vetted",
        description:
          "PSM, RMP and cGMP experience is confirmed in detail, and relocation, shift and drug screen requirements are settled before an offer is made.",
      },
      {
        title: `${GUARANTEE_DAYS}-day replacement guarantee`,
        description: `If a permanent chemical engineering placement leaves or isn't working out within ${GUARANTEE_DAYS} days, we recruit a replacement at no additional fee.`,
      },
    ],
    specializationsHeading: "Chemical Engineering Specializations We Recruit",
    specializations: [
      {
        title: "Process Design and Simulation",
        description:
          "PFDs, heat and material balances and equipment sizing from FEED through detailed design. We screen on Aspen HYSYS and Aspen Plus modeling and hands-on design packages.",
      },
      {
        title: "Process Safety Management",
        description:
          "PHA and HAZOP facilitation, LOPA, SIS lifecycle work and relief system design to API 520 and 521. Candidates are matched on the PSM elements they have actually owned.",
      },
      {
        title: "Production and Operations Engineering",
        description:
          "Unit engineers who troubleshoot, improve yield and support operators on shift. We look for DCS experience on Honeywell Experion or Emerson DeltaV and turnaround planning.",
      },
      {
        title: "Pharmaceutical and Biotech Process",
        description:
          "Upstream and downstream bioprocessing, small-molecule API manufacturing, tech transfer and CIP and SIP systems, all under cGMP and process validation requirements.",
      },
      {
        title: "Refining and Petrochemicals",
        description:
          "FCC, hydrotreating, reforming and cracker units, plus margin optimization and advanced process control. Engineers are screened on unit-specific experience, not just a refinery on the resume.",
      },
      {
        title: "Energy Transition and Battery Materials",
        description:
          "Hydrogen, carbon capture, renewable fuels and battery cathode and recycling processes. Many of these projects are new builds that need engineers comfortable with first-of-a-kind plants.",
      },
    ],
    insightsHeading: "Chemical Engineering Hiring Insights",
    insightsIntro:
      "What we are seeing across the chemical engineering searches we ran in 2026, from refineries and chemical plants to pharmaceutical manufacturing.",
    insights: [
      {
        label: "Process engineer, 4-8 years",
        value: "$105,000 - $140,000",
        detail:
          "Base offers in our 2026 refining and specialty chemical searches; Gulf Coast sites often added shift differentials or retention bonuses on top.",
      },
      {
        label: "Placements that involved relocation",
        value: "About half",
        detail:
          "Roughly half of the chemical engineers we placed in 2026 moved for the role, more than in any other discipline we recruit.",
      },
      {
        label: "Our average time to hire",
        value: "16 days",
        detail:
          "From intake call to accepted offer on the permanent chemical roles we filled; site visits and family relocation decisions account for most of the time.",
      },
      {
        label: "Fastest-growing demand",
        value: "Biologics scale-up and hydrogen",
        detail:
          "Tech transfer roles for biologics and engineers for hydrogen and carbon capture projects were the fastest-growing share of our chemical searches this year.",
      },
    ],
    testimonials: [
      {
        quote:
          "Our refinery is two hours from the nearest major airport, and we'd lost two process engineers in a year to city jobs. Keystone only brought us people with real ties to the area, and the unit engineer we hired is already leading planning for our hydrotreater turnaround.",
        name: "Travis Broussard",
        role: "Technical Services Manager",
        company: "Bayou Crest Refining",
      },
      {
        quote:
          "We needed a process safety engineer to take over our PHA revalidations and a backlog of open MOCs. Keystone's shortlist had three engineers who had facilitated HAZOPs, not just sat in them, and our hire cleared the backlog in four months.",
        name: "Helen Marsh",
        role: "EHS Director",
        company: "Norvell Specialty Chemicals",
      },
      {
        quote:
          "Scaling a biologic from 200-liter to 2,000-liter single-use bioreactors takes engineers who have done it before. Keystone found us two from a contract manufacturer within a week, and both were in our suites for the engineering runs.",
        name: "Meera Kapoor",
        role: "Head of Manufacturing Sciences",
        company: "Solacea Biologics",
      },
    ],
    contactHeading: "Tell Us About Your Chemical Engineering Opening",
    contactText:
      "Tell us about the unit or process, the site location, shift expectations, PSM or cGMP requirements and the relocation support you can offer. A chemical recruiter will respond within 24 hours, with first candidates within 48 hours.",
    cta: {
      heading: "Staff Your Plant With Engineers Who Stay",
      text: "We'll find chemical engineers with the process safety background your site needs and the willingness to build a life where your plant is.",
    },
  },

  "aerospace-engineer-recruiters": {
    slug: "aerospace-engineer-recruiters",
    name: "Aerospace",
    title: "Aerospace Engineering Recruiters",
    metaDescription:
      "Aerospace engineering recruiters for stress, propulsion, avionics and flight test roles. ITAR eligibility and clearances confirmed, candidates in 48 hours.",
    hero: {
      eyebrow: "Aerospace Engineering Recruiting",
      heading: "Hire Aerospace Engineers Who Are Cleared, Qualified and Ready to Start",
      text: "Keystone Talent recruits stress, propulsion, avionics, GNC and flight test engineers for aircraft manufacturers, space launch companies, tier-one suppliers and defense contractors. We confirm ITAR eligibility and clearance status up front, so your shortlist is made of people who can actually start.",
    },
    challengesHeading: "Why Aerospace Engineering Hiring Is Hard Right Now",
    challenges: [
      {
        title: "ITAR and clearance limits",
        description:
          "Export-controlled programs can only hire US persons under ITAR, and classified work needs an active Secret or TS/SCI clearance. New clearances can take months, so the pool of people who can start now is small.",
      },
      {
        title: "Production ramps everywhere",
        description:
          "Commercial aircraft rate increases, a faster launch cadence and new defense programs have large primes, suppliers and startups all chasing the same stress and manufacturing engineers.",
      },
      {
        title: "Certification experience is rare",
        description:
          "Few engineers have taken hardware through FAA certification under Part 23 or Part 25, or produced DO-178C and DO-254 compliance evidence. Programs that need that experience compete hard for it.",
      },
      {
        title: "Long hiring cycles lose candidates",
        description:
          "Export checks, background investigations, drug screens and multi-round panels can push an offer out by weeks. Candidates often accept somewhere faster while the paperwork is still moving.",
      },
    ],
    solutionsHeading: "How We Fill Aerospace Engineering Roles",
    solutions: [
      {
        title: "Eligibility confirmed on the first call",
        description:
          "We confirm US person status, clearance level, investigation date and polygraph history before presenting anyone, coordinate verification with your facility security officer and flag clearable candidates for programs that can sponsor.",
      },
      {
        title: "Talent from adjacent industries",
        description:
          "We recruit structural analysts from automotive, energy and shipbuilding, along with engineers leaving programs as they wind down, matched on NASTRAN, PATRAN, HyperMesh and CATIA or NX.",
      },
      {
        title: "Certification specialists",
        description:
          "We find engineers with DER or ODA unit experience, DO-178C work at DAL A and B, and quality engineers fluent in AS9100 and AS9102 first article inspection.",
      },
      {
        title: "A faster path to offer",
        description:
          "We collect eligibility documents early, help line up interview panels in a single week and structure contingent offers around clearance transfers, so candidates don't drop out while they wait.",
      },
    ],
    benefitsHeading: "What You Get Working With Us",
    benefits: [
      {
        title: "Pre-qualified for your program",
        description:
          "ITAR eligibility and clearance status are confirmed before a resume reaches you, so nobody gets to the final round only to be ruled out by security.",
      },
      {
        title: "Candidates within 48 hours",
        description:
          "Your first screened aerospace candidates arrive within 48 hours of the intake call, including cleared engineers when the program requires them.",
      },
      {
        title: "Contract engineers for program peaks",
        description:
          "Bring in contract stress analysts, certification engineers or flight test support for a certification push, a test campaign or an MRB backlog, with contract-to-hire available.",
      },
      {
        title: `${GUARANTEE_DAYS}-day replacement guarantee`,
        description: `If a permanent aerospace engineering placement leaves or isn't the right fit within ${GUARANTEE_DAYS} days, we recruit a replacement at no additional fee.`,
      },
    ],
    specializationsHeading: "Aerospace Engineering Specializations We Recruit",
    specializations: [
      {
        title: "Structures and Stress Analysis",
        description:
          "Static, fatigue and damage tolerance analysis of metallic and composite structures. We screen on NASTRAN, PATRAN, HyperMesh and FEMAP, and on the hand calculations behind a signed stress report.",
      },
      {
        title: "Propulsion and Thermal",
        description:
          "Gas turbines, liquid rocket engines, combustion devices and thermal protection. Candidates bring ANSYS Fluent, cycle modeling and time on a test stand, not just in simulation.",
      },
      {
        title: "Avionics and Flight Software",
        description:
          "Flight control computers, displays and mission systems developed to DO-178C and DO-254, with MIL-STD-1553 and ARINC 429 interfaces and ARINC 653 partitioned operating systems.",
      },
      {
        title: "Guidance, Navigation and Control",
        description:
          "Control law design, sensor fusion and Kalman filtering, and six-degree-of-freedom simulation in MATLAB and Simulink for aircraft, missiles and launch vehicles.",
      },
      {
        title: "Flight Test and Certification",
        description:
          "Test planning, instrumentation, data analysis and FAA conformity and certification work under Parts 23, 25, 27 and 29. DER-supported engineers are among the hardest profiles to find.",
      },
      {
        title: "Aerospace Manufacturing and Quality",
        description:
          "Composite fabrication, machining, NADCAP special processes, AS9102 first article inspection and MRB disposition. We match manufacturing engineers on CATIA V5 or 3DEXPERIENCE and AS9100 environments.",
      },
    ],
    insightsHeading: "Aerospace Engineering Hiring Insights",
    insightsIntro:
      "What we are seeing across the aerospace engineering searches we ran in 2026, from commercial aircraft and space to defense programs.",
    insights: [
      {
        label: "Stress engineer, 5-10 years",
        value: "$115,000 - $150,000",
        detail:
          "Base offers in our 2026 aerospace searches; engineers with composite damage tolerance experience and an active clearance landed at the top of the range.",
      },
      {
        label: "Roles requiring a clearance",
        value: "About 45%",
        detail:
          "Nearly half of the aerospace roles clients brought us in 2026 required an active Secret clearance or higher at start, and almost all required US person status.",
      },
      {
        label: "Our average time to hire",
        value: "18 days",
        detail:
          "From intake call to accepted offer on the permanent aerospace roles we filled; export checks and clearance transfers make this our longest discipline.",
      },
      {
        label: "Most requested skills",
        value: "Composites, DO-178C and GNC",
        detail:
          "Composite structures analysis, DO-178C software verification and GNC simulation in MATLAB and Simulink came up most in our aerospace intake calls this year.",
      },
    ],
    testimonials: [
      {
        quote:
          "We were three stress engineers short going into a rate increase, and every agency kept sending us FEA users who had never written a stress report. Keystone's candidates had all signed off analysis on flight hardware, and two of them were approving MRB dispositions within a month.",
        name: "Patricia Lindqvist",
        role: "Director of Structures",
        company: "Aldergrove Aerostructures",
      },
      {
        quote:
          "We need propulsion engineers who have been on a test stand at 2 a.m. when something goes wrong. Keystone found us two from another engine program who wanted our hardware cadence, and they were running hot-fire tests with us within weeks.",
        name: "Eli Nakamura",
        role: "Propulsion Engineering Manager",
        company: "Starwake Launch Systems",
      },
      {
        quote:
          "Every candidate Keystone presented had an active Secret clearance that our security office had already verified before the first interview. We hired a GNC engineer and an avionics lead in the same month, which had never happened on this program.",
        name: "Sandra Whitcombe",
        role: "Chief Engineer",
        company: "Northvane Defense Avionics",
      },
    ],
    contactHeading: "Tell Us About Your Aerospace Engineering Opening",
    contactText:
      "Tell us about the program, the analysis or certification work involved, the tools you use and any ITAR or clearance requirement. An aerospace recruiter will respond within 24 hours, with first candidates within 48 hours.",
    cta: {
      heading: "Staff Your Program With Engineers Who Can Start",
      text: "Cleared, certified and experienced on flight hardware: we'll bring you aerospace engineers who are ready when your program is.",
    },
  },
};
