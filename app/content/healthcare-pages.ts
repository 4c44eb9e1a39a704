// Copy for the healthcare hub (/healthcare) and the six healthcare specialty pages. Shapes and
// shared figures live in marketing.ts; the fixed healthcare figures are read from
// HEALTHCARE_STATS so they cannot drift from the stats bar.

import { HEALTHCARE_STATS, type HealthcareHubContent, type SpecialtyPages } from "./marketing";

function statValue(label: string): string {
  const stat = HEALTHCARE_STATS.find((s) => s.label === label);
  if (!stat) throw new Error(`HEALTHCARE_STATS has no figure labelled "${label}"`);
  return stat.value;
}

const PLACEMENTS = statValue("Healthcare placements"); // 15,000+
const RETENTION = statValue("Retention rate"); // 98%
const FIRST_CANDIDATE = statValue("To first candidate"); // 72 hours
const RESPONSE_TIME = statValue("To answer every enquiry"); // 24 hours

// ---- The healthcare hub (/healthcare) ----

export const healthcareHub: HealthcareHubContent = {
  title: "Healthcare Recruiting",
  metaDescription: `Healthcare recruiters for physicians, NPs, PAs, executives, hospital engineers and health IT: ${PLACEMENTS} placements, ${RETENTION} retention, first candidate in ${FIRST_CANDIDATE}.`,
  hero: {
    heading: "Healthcare Recruiting That Starts With Credentialing",
    text: `Keystone Talent recruits clinicians, executives, engineers and IT specialists for hospitals, medical groups and health systems across the country. We check licensure, certification and practice fit before you see a name, so your first candidate arrives within ${FIRST_CANDIDATE} and the person you hire stays.`,
  },
  specialtiesHeading: "Healthcare Specialties We Recruit",
  specialties: [
    {
      slug: "physician-recruiters",
      name: "Physicians",
      description:
        "Hospitalists, primary care physicians, emergency physicians, surgeons and subspecialists, with licensure, board status and credentialing files checked before the first interview.",
    },
    {
      slug: "nurse-practitioner-recruiters",
      name: "Nurse Practitioners",
      description:
        "Family, psychiatric, acute care and specialty NPs matched to your state's practice authority rules, APRN licensure and prescribing requirements.",
    },
    {
      slug: "physician-assistant-recruiters",
      name: "Physician Assistants",
      description:
        "NCCPA-certified PAs for surgery, emergency medicine, hospital medicine and specialty clinics, with collaboration agreements and procedure logs ready for privileging.",
    },
    {
      slug: "healthcare-leadership-recruiters",
      name: "Healthcare Leadership",
      description:
        "Confidential searches for CEOs, CNOs, CFOs, CMOs and service line leaders, plus interim executives who can start within weeks.",
    },
    {
      slug: "healthcare-engineering-recruiters",
      name: "Healthcare Engineering",
      description:
        "Facilities directors, clinical and biomedical engineers and MEP engineers who know NFPA 99, ASHRAE 170 and what a Joint Commission surveyor looks for.",
    },
    {
      slug: "healthcare-it-recruiters",
      name: "Healthcare IT",
      description:
        "Epic and Oracle Health analysts, HL7 and FHIR integration engineers, clinical informaticists and security specialists for permanent teams and EHR conversions.",
    },
  ],
  whyHeading: "Why Healthcare Organizations Choose Keystone",
  why: [
    {
      title: "Credentialing-ready candidates",
      description:
        "Clinical finalists arrive with verified licenses, board or national certification, DEA status, malpractice history and peer references. Your medical staff office starts with a complete file instead of a chase.",
    },
    {
      title: "Licensure and compact expertise",
      description:
        "We track state practice rules, the Nurse Licensure Compact and the Interstate Medical Licensure Compact, and we plan start dates around board processing and payer enrollment so new hires can bill from their first week.",
    },
    {
      title: "Permanent, locum and interim",
      description:
        "One team handles permanent hires, locum tenens coverage and interim executives. A vacancy can be covered the same week the permanent search begins.",
    },
    {
      title: "Retention we measure",
      description: `Our ${RETENTION} retention rate comes from matching people to the community, the schedule and the team, not just the job description, and from check-ins with both sides through the first year.`,
    },
  ],
  contactHeading: "Request Healthcare Talent",
  contactText: `Choose the specialty, then tell us the setting, how many positions and when. A specialty recruiter will respond within ${RESPONSE_TIME}.`,
  cta: {
    heading: "Ready to Fill Your Next Healthcare Role?",
    text: `Tell us the role, the setting and your target start date. A specialty recruiter will respond within ${RESPONSE_TIME}, and you will see a first vetted candidate within ${FIRST_CANDIDATE} of kickoff.`,
  },
};

// ---- The six specialty pages ----

export const specialtyPages: SpecialtyPages = {
  "physician-recruiters": {
    slug: "physician-recruiters",
    specialty: "Physician",
    title: "Physician Recruiters",
    metaDescription:
      "Physician recruiters for hospitals and medical groups: hospitalists, primary care, surgeons and subspecialists, vetted for licensure, boards and credentialing.",
    hero: {
      eyebrow: "Physician Recruiting",
      heading: "Physicians Who Are Licensed, Boarded and Ready to Start",
      text: "Keystone Talent recruits hospitalists, primary care physicians, emergency physicians, surgeons and subspecialists for health systems, medical groups and rural hospitals. We plan licensure, credentialing and payer enrollment into every search, so the gap between a signed contract and a first billable visit is measured in weeks, not seasons.",
    },
    challengesHeading: "Why Physician Searches Stall",
    challenges: [
      {
        title: "Residents sign early",
        description:
          "The strongest residents and fellows commit 12 to 18 months before training ends, often to the first group that makes a credible offer. Organizations that start a search only when a physician gives notice are competing for a much smaller pool of practicing physicians.",
      },
      {
        title: "Credentialing and privileging delays",
        description:
          "Primary source verification, NPDB queries, peer references and a medical executive committee that meets once a month can push a start date back 90 to 120 days. Every unexplained CV gap, lapsed board certification or open malpractice claim adds another round of questions before FPPE can even begin.",
      },
      {
        title: "Payer enrollment lags start dates",
        description:
          "A physician who starts before CAQH, Medicare PECOS and commercial plan enrollment are complete sees patients the practice cannot bill for. Commercial enrollment alone commonly takes 60 to 150 days, and a new state license restarts the clock.",
      },
      {
        title: "Rural and underserved openings",
        description:
          "Critical access hospitals and clinics in shortage areas compete with metro systems on pay, call burden and spousal careers. Many depend on J-1 waiver and H-1B physicians, whose visa timelines few in-house teams manage more than once a year.",
      },
    ],
    solutionsHeading: "How We Fill Physician Roles",
    solutions: [
      {
        title: "Pipeline before the vacancy",
        description: `We track residents and fellows in your specialty from their second year of training, so a planned retirement or expansion can be filled a year ahead. For urgent openings, the first vetted physician reaches you within ${FIRST_CANDIDATE}.`,
      },
      {
        title: "Credentialing packets on day one",
        description:
          "Every finalist comes with a verified CV with gaps explained, state license and DEA history, board status confirmed with the certifying board, malpractice claims history and three peer references. Your medical staff office starts with a complete file.",
      },
      {
        title: "Enrollment planned into the offer",
        description:
          "We map each candidate's active licenses, eligibility for the Interstate Medical Licensure Compact and existing payer enrollments, and recommend a start date that matches your enrollment calendar. Locum tenens coverage can bridge the gap so revenue does not stop while paperwork finishes.",
      },
      {
        title: "Waiver and relocation support",
        description:
          "For Conrad 30 J-1 waiver positions we work with your immigration counsel on the shortage-area documentation and the three-year service commitment. We also sell the community, not just the job: schools, spousal employment, call schedule and loan repayment.",
      },
    ],
    specializationsHeading: "Physician Specialties We Recruit",
    specializations: [
      {
        title: "Hospital Medicine",
        description:
          "Day hospitalists, nocturnists and hospitalist medical directors for block schedules such as seven on, seven off. We screen for comfort with census targets, observation status rules and rapid response leadership.",
      },
      {
        title: "Primary Care and Internal Medicine",
        description:
          "Family medicine, internal medicine and med-peds physicians for employed groups, FQHCs and value-based clinics. Panel size, APP supervision and quality metrics are discussed before the first interview.",
      },
      {
        title: "Emergency Medicine",
        description:
          "Board-certified emergency physicians for community, trauma and freestanding EDs, including single-coverage rural departments. We verify procedural skills and comfort working without specialists in house.",
      },
      {
        title: "Surgical Specialties",
        description:
          "General, orthopedic, vascular, urologic and OB/GYN surgeons, with case logs reviewed and call coverage agreed up front. Block time, OR staffing and ASC access often decide the offer.",
      },
      {
        title: "Medical Subspecialties",
        description:
          "Cardiology, gastroenterology, pulmonary and critical care, oncology and neurology for hospital-employed and independent groups. We map procedural volume, cath lab or endoscopy access and referral base for every candidate.",
      },
      {
        title: "Psychiatry and Behavioral Health",
        description:
          "Adult, child and adolescent, and addiction psychiatrists for inpatient units, community mental health centers and telepsychiatry programs. Candidates licensed in several states widen your coverage considerably.",
      },
    ],
    insightsHeading: "Physician Hiring Market Insights",
    insightsIntro:
      "These figures come from the physician searches we ran and the offers we negotiated in 2026. Ranges move with region, call burden, productivity model and whether the role is hospital-employed or private practice.",
    insights: [
      {
        label: "Hospitalist base salary",
        value: "$290,000 - $360,000",
        detail:
          "In our 2026 searches, day positions on seven-on, seven-off schedules clustered here, with nocturnist roles adding a 10 to 20 percent differential.",
      },
      {
        label: "Family medicine signing bonus",
        value: "$25,000 - $50,000",
        detail:
          "Most 2026 family medicine offers we saw paired a base guarantee and wRVU production bonus with a signing bonus in this range, higher in rural markets that also offered loan repayment.",
      },
      {
        label: "Time to fill, permanent",
        value: "4-7 months",
        detail:
          "Our median 2026 physician search ran about five months from kickoff to signed contract; subspecialty and rural searches ran toward the long end.",
      },
      {
        label: "Contract to first billable visit",
        value: "90-150 days",
        detail:
          "Across our 2026 placements, licensure, privileging and payer enrollment after signature were the most underestimated part of a physician hire.",
      },
    ],
    contactHeading: "Start a Physician Search",
    contactText: `Tell us the specialty, practice setting, call schedule and target start date. A physician recruiter will respond within ${RESPONSE_TIME}, and for an active search you will see a first vetted candidate within ${FIRST_CANDIDATE}.`,
    resources: {
      heading: "Physician Workforce Resources",
      text: "Independent sources we use alongside our own search data when we advise on physician supply, licensure and career paths.",
      links: [
        {
          label: "Association of American Medical Colleges (AAMC)",
          href: "https://www.aamc.org/",
          description:
            "Physician workforce research, medical education and residency data from the organization that represents U.S. medical schools and teaching hospitals.",
        },
        {
          label: "Federation of State Medical Boards (FSMB)",
          href: "https://www.fsmb.org/",
          description: "Information on state medical licensure and the state medical boards that grant and discipline physician licenses.",
        },
        {
          label: "BLS Occupational Outlook Handbook: Physicians and Surgeons",
          href: "https://www.bls.gov/ooh/healthcare/physicians-and-surgeons.htm",
          description: "The Bureau of Labor Statistics profile of physician duties, training, pay and projected employment.",
        },
      ],
    },
  },

  "nurse-practitioner-recruiters": {
    slug: "nurse-practitioner-recruiters",
    specialty: "Nurse Practitioner",
    title: "Nurse Practitioner Recruiters",
    metaDescription:
      "Nurse practitioner recruiters for FNP, PMHNP, acute care and specialty roles, screened for state practice authority, APRN licensure, DEA and certification.",
    hero: {
      eyebrow: "Nurse Practitioner Recruiting",
      heading: "Nurse Practitioners Ready for Your State's Practice Rules",
      text: "Keystone Talent places family, psychiatric, acute care and specialty nurse practitioners with health systems, medical groups, urgent care networks and telehealth programs. We match certification, practice authority and prescribing readiness to the role before a resume ever reaches you.",
    },
    challengesHeading: "What Makes NP Hiring Hard Right Now",
    challenges: [
      {
        title: "Practice authority varies by state",
        description:
          "About half the states grant full practice authority; the rest require collaborative or supervisory agreements, and several require thousands of transition-to-practice hours before an NP can practice on their own. A candidate fully independent in one state may need a collaborating physician in yours.",
      },
      {
        title: "The compact stops at RN",
        description:
          "The Nurse Licensure Compact lets an NP hold a multistate RN license, but APRN licensure and prescriptive authority are still granted state by state. Telehealth and multi-site roles often need three or four separate APRN licenses.",
      },
      {
        title: "PMHNP demand outruns supply",
        description:
          "Psychiatric-mental health NPs are the hardest NP hire we see, with outpatient clinics, telepsychiatry companies and inpatient units bidding for the same people. New graduates are plentiful; PMHNPs with two or more years of controlled-substance prescribing are not.",
      },
      {
        title: "Prescribing and enrollment lag",
        description:
          "A new NP needs a DEA registration for your state, any state controlled substance license, an NPI and payer enrollment before the schedule can fill. Miss one step and you have a credentialed clinician who cannot prescribe or bill.",
      },
    ],
    solutionsHeading: "How We Place Nurse Practitioners",
    solutions: [
      {
        title: "Authority-matched shortlists",
        description:
          "We screen every NP against your state's practice rules: national certification (AANPCB or ANCC), transition-to-practice hours completed and whether a collaborating physician will be needed. You only see clinicians who can practice in the role as written.",
      },
      {
        title: "License and DEA mapping",
        description:
          "For each candidate we document RN license and compact status, every active APRN license, DEA registrations by state and pending applications. Start dates are set around the board processing times we track state by state.",
      },
      {
        title: "Structured new-graduate hiring",
        description:
          "When experienced NPs are scarce, we help you hire strong new graduates with a defined plan: a fellowship or residency year, named collaborators and panel ramp targets that protect both quality and retention.",
      },
      {
        title: "Telehealth and multi-state coverage",
        description:
          "For virtual care programs we source NPs who already hold licenses in your target states, then sequence new applications so coverage expands state by state without leaving patients on a waitlist.",
      },
    ],
    specializationsHeading: "Nurse Practitioner Roles We Fill",
    specializations: [
      {
        title: "Family and Primary Care",
        description:
          "FNPs for employed primary care, FQHCs, rural health clinics, retail clinics and urgent care. We confirm pediatric comfort, in-office procedures and panel expectations up front.",
      },
      {
        title: "Psychiatric-Mental Health",
        description:
          "PMHNPs for outpatient medication management, inpatient psychiatry, addiction treatment and telepsychiatry, including clinicians experienced with buprenorphine and long-acting injectables.",
      },
      {
        title: "Acute Care and Hospital Medicine",
        description:
          "AGACNPs for hospitalist teams, ICUs, cardiology and surgical services. We confirm hospital privileging history, procedure logs and comfort with overnight cross-cover.",
      },
      {
        title: "Women's Health and Pediatrics",
        description:
          "WHNPs and primary or acute care PNPs for OB/GYN practices, pediatric groups and children's hospitals, where certification must match the patient population exactly.",
      },
      {
        title: "Specialty Practice",
        description:
          "NPs for oncology, cardiology, dermatology, gastroenterology, nephrology and orthopedics. Prior specialty experience shortens ramp-up and lets the physicians on the team extend their reach.",
      },
      {
        title: "Home-Based and Value-Based Care",
        description:
          "NPs for house calls, skilled nursing and post-acute rounding, Medicare Advantage in-home assessments and ACO care management, where documentation accuracy and HCC coding matter as much as clinical judgment.",
      },
    ],
    insightsHeading: "Nurse Practitioner Market Insights",
    insightsIntro:
      "These figures come from our 2026 NP searches and the offers we negotiated. They vary by state practice environment, setting and whether the role carries call or weekend coverage.",
    insights: [
      {
        label: "FNP base salary, 3-5 years",
        value: "$118,000 - $140,000",
        detail:
          "In our 2026 outpatient placements, productivity bonuses and rural differentials added another $10,000 to $25,000 on top of base.",
      },
      {
        label: "PMHNP base salary",
        value: "$145,000 - $180,000",
        detail:
          "Experienced psychiatric NPs drew the highest NP offers we negotiated in 2026, with telepsychiatry roles paying at the upper end.",
      },
      {
        label: "Time to fill, permanent NP",
        value: "35-60 days",
        detail:
          "Our 2026 median from kickoff to accepted offer, before licensure and credentialing; PMHNP and acute care searches ran toward the long end.",
      },
      {
        label: "Offer to first patient",
        value: "60-120 days",
        detail:
          "New APRN licenses, DEA registration and payer enrollment set the pace in our 2026 placements, so we plan start dates from the slowest state board involved.",
      },
    ],
    contactHeading: "Start a Nurse Practitioner Search",
    contactText: `Tell us the setting, the patient population, your state and whether the role needs a collaborating physician. An NP recruiter will respond within ${RESPONSE_TIME}, with a first vetted candidate within ${FIRST_CANDIDATE} of kickoff.`,
    resources: {
      heading: "Nurse Practitioner Resources",
      text: "Authoritative sources on NP practice, licensure and workforce that we rely on when we advise clients on scope of practice and multi-state hiring.",
      links: [
        {
          label: "American Association of Nurse Practitioners (AANP)",
          href: "https://www.aanp.org/",
          description:
            "The national professional association for NPs of all specialties, with practice, policy and state scope-of-practice information.",
        },
        {
          label: "Nurse Licensure Compact (NCSBN)",
          href: "https://www.nursecompact.com/",
          description:
            "The National Council of State Boards of Nursing's site on the multistate RN license, including which states participate.",
        },
        {
          label: "BLS Occupational Outlook Handbook: Nurse Practitioners",
          href: "https://www.bls.gov/ooh/healthcare/nurse-anesthetists-nurse-midwives-and-nurse-practitioners.htm",
          description:
            "The Bureau of Labor Statistics profile of advanced practice registered nurses: duties, education, pay and projected employment.",
        },
      ],
    },
  },

  "physician-assistant-recruiters": {
    slug: "physician-assistant-recruiters",
    specialty: "Physician Assistant",
    title: "Physician Assistant Recruiters",
    metaDescription:
      "Physician assistant recruiters for surgery, emergency medicine, hospital medicine and specialty care. NCCPA-certified PAs vetted for licensure and privileging.",
    hero: {
      eyebrow: "Physician Assistant Recruiting",
      heading: "Physician Assistants Who Fit Your Team and Your State",
      text: "Keystone Talent recruits NCCPA-certified physician assistants for surgical services, emergency departments, hospitalist teams, primary care and specialty practices. We confirm certification, state licensure and the supervision or collaboration model your state requires before a PA reaches your interview schedule.",
    },
    challengesHeading: "What Makes PA Hiring Hard Right Now",
    challenges: [
      {
        title: "Collaboration rules keep changing",
        description:
          "States are moving from supervision toward collaboration at different speeds, and ratio limits, chart co-signature and practice agreement requirements still differ. A job description written for one state can be out of compliance in the next.",
      },
      {
        title: "Experienced surgical PAs are scarce",
        description:
          "Orthopedics, cardiothoracic surgery and neurosurgery want PAs who can first assist, run a post-op clinic and round on the floor. Those PAs rarely answer job postings; they move through referrals and direct outreach.",
      },
      {
        title: "Privileging needs procedure evidence",
        description:
          "Each PA needs delineated privileges for procedures such as central lines, fracture reduction or first assist, backed by case logs and physician attestation. Incomplete logs add weeks to a medical staff review.",
      },
      {
        title: "New graduates need ramp-up",
        description:
          "PA programs graduate generalists. Specialty practices that hire new PAs should budget six to twelve months of training, and those that skip it often lose the PA within the first year.",
      },
    ],
    solutionsHeading: "How We Place Physician Assistants",
    solutions: [
      {
        title: "State-by-state practice review",
        description:
          "Before we present a PA, we confirm your state's supervision or collaboration requirements, the practice agreement your physicians will sign, and any practice hours the candidate must complete first.",
      },
      {
        title: "Certification and case-log checks",
        description:
          "We verify PA-C status with the NCCPA, note where each PA sits in the certification maintenance cycle, and collect procedure logs so your privileging committee has everything at its first review.",
      },
      {
        title: "Specialty-trained shortlists",
        description:
          "We recruit graduates of postgraduate PA residencies and PAs holding NCCPA Certificates of Added Qualifications in areas such as emergency medicine, hospital medicine and orthopaedic surgery.",
      },
      {
        title: "Locum-to-permanent paths",
        description:
          "When coverage cannot wait, a locum PA can start while the permanent search continues. Many of our locum PAs convert to permanent staff once both sides have seen the fit.",
      },
    ],
    specializationsHeading: "Physician Assistant Roles We Fill",
    specializations: [
      {
        title: "Orthopedic and Surgical PAs",
        description:
          "First-assist PAs for orthopedics, general surgery, cardiothoracic, neurosurgery and vascular services, splitting time between the OR, clinic and inpatient rounds.",
      },
      {
        title: "Emergency Medicine and Urgent Care",
        description:
          "PAs for fast track, mid-acuity and rural emergency departments and urgent care networks. We verify procedural skills such as laceration repair, splinting and incision and drainage, and comfort with each site's pace.",
      },
      {
        title: "Hospital Medicine",
        description:
          "PAs on hospitalist teams handling admissions, cross-cover and discharges, often on block schedules and nights, with clear escalation to the attending.",
      },
      {
        title: "Primary Care",
        description:
          "PAs for family medicine, internal medicine and community health center clinics, briefed on panel size, chronic care management and the quality measures the practice reports.",
      },
      {
        title: "Dermatology and Procedural Specialties",
        description:
          "PAs for dermatology, gastroenterology, cardiology and interventional radiology, where procedure experience and patient volume drive production-based pay.",
      },
      {
        title: "Critical Care and Cardiothoracic",
        description:
          "ICU and CVICU PAs for intensivist-led teams and cardiac surgery programs, including night coverage, line placement and post-operative management.",
      },
    ],
    insightsHeading: "Physician Assistant Market Insights",
    insightsIntro:
      "These figures come from our 2026 PA searches and the offers we negotiated. They vary with specialty, call, shift mix and the state's practice environment.",
    insights: [
      {
        label: "Surgical PA base salary",
        value: "$130,000 - $165,000",
        detail:
          "In our 2026 surgical searches, call pay and first-assist stipends often added another $10,000 to $20,000 to total compensation.",
      },
      {
        label: "Emergency medicine PA rate",
        value: "$70 - $95 per hour",
        detail:
          "Rates we negotiated in 2026 varied mostly with acuity and night and weekend differentials; rural departments with limited physician backup paid at the top.",
      },
      {
        label: "Time to fill, permanent PA",
        value: "40-70 days",
        detail:
          "Our 2026 median from kickoff to accepted offer; primary care roles filled fastest and cardiothoracic and neurosurgery roles took longest.",
      },
      {
        label: "Permanent hires that began as locums",
        value: "About 1 in 3",
        detail: "In our 2026 work, roughly a third of permanent PA hires started as locum coverage, most converting within six months.",
      },
    ],
    contactHeading: "Start a Physician Assistant Search",
    contactText: `Tell us the specialty, the setting, the procedures the role includes and how collaboration works on your team. A PA recruiter will respond within ${RESPONSE_TIME}, with a first vetted candidate within ${FIRST_CANDIDATE} of kickoff.`,
    resources: {
      heading: "Physician Assistant Resources",
      text: "Authoritative sources on PA certification, practice and workforce that we use when advising clients on PA hiring.",
      links: [
        {
          label: "National Commission on Certification of Physician Assistants (NCCPA)",
          href: "https://www.nccpa.net/",
          description: "The certifying body for PAs: verify PA-C certification and review certification maintenance requirements.",
        },
        {
          label: "American Academy of Physician Associates (AAPA)",
          href: "https://www.aapa.org/",
          description: "The national professional society for PAs, with practice, advocacy and state law resources.",
        },
        {
          label: "BLS Occupational Outlook Handbook: Physician Assistants",
          href: "https://www.bls.gov/ooh/healthcare/physician-assistants.htm",
          description: "The Bureau of Labor Statistics profile of PA duties, education, pay and projected employment.",
        },
      ],
    },
  },

  "healthcare-leadership-recruiters": {
    slug: "healthcare-leadership-recruiters",
    specialty: "Healthcare Leadership",
    title: "Healthcare Leadership Recruiters",
    metaDescription:
      "Healthcare executive recruiters for hospital CEOs, CNOs, CFOs, CMOs and service line leaders. Confidential retained searches and interim executives in weeks.",
    hero: {
      eyebrow: "Healthcare Executive Search",
      heading: "Leaders Who Can Run a Hospital and Keep Its People",
      text: "Keystone Talent conducts confidential searches for hospital CEOs, CNOs, CFOs, CMOs and service line leaders, and places interim executives when a seat empties overnight. We look for leaders with a record in survey readiness, margin recovery and workforce retention, not just the right titles.",
    },
    challengesHeading: "What Makes Healthcare Executive Hiring Hard",
    challenges: [
      {
        title: "Confidential, high-stakes searches",
        description:
          "Many executive searches start while the incumbent is still in the role, so outreach has to stay quiet. Search committees that mix board members, physicians and system leaders also take time to agree on a single profile.",
      },
      {
        title: "Nurse executive turnover",
        description:
          "CNOs carry staffing, agency spend and Magnet or Pathway goals at once, and burnout has shortened tenure. Losing a CNO in the middle of a survey cycle puts Joint Commission and CMS readiness at risk.",
      },
      {
        title: "Rural hospitals compete on mission",
        description:
          "Critical access and rural hospitals need CEOs and CFOs who can handle Medicare cost reports, swing beds and 340B on thin margins with small teams. Few metro executives relocate without a compelling case.",
      },
      {
        title: "Integration and value-based pressure",
        description:
          "Affiliations, mergers and risk contracts call for leaders who have run integrations, consolidated service lines and managed ACO or Medicare Advantage performance, not just day-to-day operations.",
      },
    ],
    solutionsHeading: "How We Run Healthcare Executive Searches",
    solutions: [
      {
        title: "Discreet retained searches",
        description:
          "We run a defined process: a position profile agreed with the committee, a calibrated slate and weekly updates. Passive executives are approached one to one, and the role is never posted.",
      },
      {
        title: "Assessment beyond the resume",
        description:
          "We benchmark finalists on turnaround results, survey history, labor relations, physician engagement and capital projects, and reference them with board members, physicians and former direct reports.",
      },
      {
        title: "Interim leaders in weeks",
        description:
          "Interim CNOs, CFOs and COOs can start within two to three weeks to hold survey readiness, a budget cycle or an EHR go-live steady while the permanent search runs.",
      },
      {
        title: "First-year retention plans",
        description: `We stay involved through the first year, with 30-, 90- and 180-day check-ins with the new leader and the board. It is one reason our healthcare placements hold a ${RETENTION} retention rate.`,
      },
    ],
    specializationsHeading: "Leadership Roles We Recruit",
    specializations: [
      {
        title: "Hospital and System C-Suite",
        description:
          "CEOs, presidents, COOs and CFOs for hospitals, health systems, medical groups and post-acute organizations, including facility presidents inside multi-hospital systems.",
      },
      {
        title: "Nursing Leadership",
        description:
          "CNOs, nurse executives and directors of nursing, assessed on Magnet or Pathway to Excellence work, shared governance and reducing reliance on agency staff.",
      },
      {
        title: "Physician Executives",
        description:
          "CMOs, VPs of medical affairs, CMIOs and department chairs who can lead the medical staff, peer review and quality programs while keeping physicians' trust.",
      },
      {
        title: "Finance and Revenue Cycle",
        description:
          "VPs of revenue cycle, controllers and reimbursement directors experienced with cost reports, denials management, price transparency and payer contracting.",
      },
      {
        title: "Service Line and Operations",
        description:
          "Administrators and VPs for cardiovascular, oncology, orthopedic, surgical and women's services, plus ambulatory operations and physician practice management.",
      },
      {
        title: "Quality and Accreditation",
        description:
          "Directors of quality, patient safety and accreditation who own Joint Commission readiness, CMS Conditions of Participation and state survey response.",
      },
    ],
    insightsHeading: "Healthcare Leadership Market Insights",
    insightsIntro:
      "These figures come from the executive searches and interim engagements we ran in 2026. Pay depends heavily on organization size, ownership and whether the role sits at a facility or system level.",
    insights: [
      {
        label: "Critical access hospital CEO base",
        value: "$200,000 - $300,000",
        detail: "In our 2026 rural searches, boards frequently added retention bonuses tied to a three-year commitment.",
      },
      {
        label: "CNO base salary, 200-400 beds",
        value: "$220,000 - $310,000",
        detail:
          "Offers we negotiated in 2026 for community hospital CNOs, with incentive plans tied to turnover, agency spend and quality scores.",
      },
      {
        label: "Executive search timeline",
        value: "90-120 days",
        detail:
          "Our 2026 median from search launch to signed offer for permanent executive roles; notice periods added another 30 to 90 days before the start date.",
      },
      {
        label: "Interim executive start",
        value: "2-3 weeks",
        detail: "In our 2026 engagements, interim CNOs and CFOs typically started within two to three weeks of the first call.",
      },
    ],
    contactHeading: "Start a Leadership Search",
    contactText: `Tell us the role, the reporting line and whether you need interim coverage while the search runs. Every conversation is confidential, and a search partner will respond within ${RESPONSE_TIME}.`,
    resources: {
      heading: "Healthcare Leadership Resources",
      text: "Professional bodies and labor data we draw on when we benchmark executive roles and advise search committees.",
      links: [
        {
          label: "American College of Healthcare Executives (ACHE)",
          href: "https://www.ache.org/",
          description:
            "The professional society for healthcare executives and home of the FACHE board certification in healthcare management.",
        },
        {
          label: "American Organization for Nursing Leadership (AONL)",
          href: "https://www.aonl.org/",
          description: "The national organization for nurse leaders, with nurse executive competencies and workforce resources.",
        },
        {
          label: "BLS Occupational Outlook Handbook: Medical and Health Services Managers",
          href: "https://www.bls.gov/ooh/management/medical-and-health-services-managers.htm",
          description: "The Bureau of Labor Statistics profile of healthcare managers: duties, education, pay and projected employment.",
        },
      ],
    },
  },

  "healthcare-engineering-recruiters": {
    slug: "healthcare-engineering-recruiters",
    specialty: "Healthcare Engineering",
    title: "Healthcare Engineering Recruiters",
    metaDescription:
      "Healthcare engineering recruiters for hospital facilities leaders, clinical and biomedical engineers and MEP engineers who know NFPA 99 and ASHRAE 170.",
    hero: {
      eyebrow: "Healthcare Engineering Recruiting",
      heading: "Engineers Who Keep Hospitals Safe, Compliant and Running",
      text: "Keystone Talent recruits facilities directors, clinical engineers, biomedical technicians and MEP engineers who understand what makes a hospital different from any other building: patients on life support, infection control during construction and surveyors who arrive unannounced.",
    },
    challengesHeading: "What Makes Healthcare Engineering Hiring Hard",
    challenges: [
      {
        title: "Survey-ready facilities leadership",
        description:
          "Environment of Care and Life Safety findings are among the most frequent in our clients' Joint Commission surveys. Facilities leaders must know NFPA 101 and NFPA 99, keep the Statement of Conditions current and run generator and fire system testing on schedule.",
      },
      {
        title: "Biomed workforce aging out",
        description:
          "Experienced biomedical equipment technicians are retiring faster than training programs replace them, while the device inventory keeps growing with networked infusion pumps, imaging systems and surgical robots.",
      },
      {
        title: "Healthcare MEP is specialized",
        description:
          "Designing to ASHRAE 170 air change and pressure requirements, essential electrical systems and medical gas takes experience most commercial MEP engineers lack. State plan reviewers, such as HCAI in California, turn design mistakes into months of delay.",
      },
      {
        title: "Construction beside patients",
        description:
          "Hospital renovations happen next to occupied units. Project managers must run infection control risk assessments and interim life safety measures, coordinate utility shutdowns with clinical leaders and keep barriers intact for months.",
      },
    ],
    solutionsHeading: "How We Recruit Healthcare Engineers",
    solutions: [
      {
        title: "Code-literate technical screening",
        description:
          "Our technical screens cover NFPA 99 risk categories, NFPA 110 generator testing, ASHRAE 170, the FGI Guidelines and Joint Commission EC and LS standards, so the engineers you interview already speak your surveyor's language.",
      },
      {
        title: "Credential verification",
        description:
          "We confirm CHFM, CBET, CHC, PE licensure and ASSE 6000-series medical gas certifications with the issuing bodies, and check that each candidate's project history matches the scope they claim.",
      },
      {
        title: "Pipelines from adjacent fields",
        description:
          "We recruit military biomedical technicians, OEM field service engineers and data center MEP engineers who have the fundamentals and need only healthcare-specific training, widening a thin pool.",
      },
      {
        title: "Interim and project coverage",
        description:
          "Interim facilities directors and contract project managers can cover a survey window, a major renovation or a central plant replacement while the permanent search runs.",
      },
    ],
    specializationsHeading: "Healthcare Engineering Roles We Fill",
    specializations: [
      {
        title: "Facilities and Plant Operations",
        description:
          "Directors and managers of facilities, plant engineers and maintenance supervisors who own EC and LS compliance, utility management plans and the capital plan.",
      },
      {
        title: "Clinical and Biomedical Engineering",
        description:
          "Clinical engineers, HTM managers, BMETs and imaging service specialists who maintain medical equipment, manage alternate equipment maintenance programs, recalls and device cybersecurity.",
      },
      {
        title: "Healthcare MEP Design",
        description:
          "Mechanical, electrical and plumbing engineers for design firms and owners, experienced in operating rooms, airborne infection isolation rooms, USP 797 and 800 pharmacy cleanrooms and essential electrical systems.",
      },
      {
        title: "Healthcare Construction Management",
        description:
          "Owner's representatives, project managers and superintendents for hospital renovations, bed towers and ambulatory centers, with ICRA and ILSM experience in occupied facilities.",
      },
      {
        title: "Life Safety and Fire Protection",
        description:
          "Fire protection engineers and life safety managers who maintain the Statement of Conditions, barrier management programs and fire alarm and sprinkler inspection records.",
      },
      {
        title: "Central Plant and Energy",
        description:
          "Central plant engineers, energy managers and building automation specialists responsible for chillers, boilers, steam and decarbonization projects in buildings that never close.",
      },
    ],
    insightsHeading: "Healthcare Engineering Market Insights",
    insightsIntro:
      "These figures come from our 2026 healthcare engineering searches. Pay varies with hospital size, union environment and whether the role sits with an owner, a design firm or a service company.",
    insights: [
      {
        label: "Hospital facilities director base",
        value: "$135,000 - $185,000",
        detail:
          "Our 2026 searches for 200- to 500-bed hospitals; CHFM certification and a clean survey record pushed offers toward the top.",
      },
      {
        label: "BMET II hourly rate",
        value: "$32 - $44 per hour",
        detail:
          "What we saw for mid-level biomedical technicians in 2026, with imaging and laboratory equipment specialists earning well above this range.",
      },
      {
        label: "Healthcare MEP engineer, PE",
        value: "$120,000 - $160,000",
        detail:
          "Base salaries we negotiated in 2026 for licensed engineers with hospital design portfolios, a clear premium over comparable commercial MEP roles.",
      },
      {
        label: "Time to fill, facilities leadership",
        value: "60-90 days",
        detail: "Our 2026 median from kickoff to accepted offer, with relocation part of more than half of those placements.",
      },
    ],
    contactHeading: "Start a Healthcare Engineering Search",
    contactText: `Tell us the role, the facility size and any survey dates or construction milestones driving your timeline. A recruiter who knows healthcare facilities will respond within ${RESPONSE_TIME}, with a first vetted candidate within ${FIRST_CANDIDATE} of kickoff.`,
  },

  "healthcare-it-recruiters": {
    slug: "healthcare-it-recruiters",
    specialty: "Healthcare IT",
    title: "Healthcare IT Recruiters",
    metaDescription:
      "Healthcare IT recruiters for Epic and Oracle Health analysts, HL7 and FHIR integration engineers, clinical informatics and security teams at health systems.",
    hero: {
      eyebrow: "Healthcare IT Recruiting",
      heading: "Health IT Talent for Go-Lives, Interfaces and Security",
      text: "Keystone Talent places Epic and Oracle Health analysts, integration engineers, clinical informaticists and security specialists with health systems, academic medical centers and digital health companies. We staff permanent teams and the contract surge of an EHR conversion.",
    },
    challengesHeading: "What Makes Healthcare IT Hiring Hard",
    challenges: [
      {
        title: "The EHR certification bottleneck",
        description:
          "Epic certification generally requires sponsorship by an Epic customer or partner, so certified analysts are a closed pool that every health system in a region competes for. Organizations moving to Epic need certified people before their own staff finish training.",
      },
      {
        title: "Conversion staffing surges",
        description:
          "An EHR conversion needs dozens of build analysts, trainers and at-the-elbow support for a few months, then a smaller permanent team. The wrong mix leaves you understaffed at go-live or overstaffed after it.",
      },
      {
        title: "Interoperability is now mandatory",
        description:
          "Information blocking rules, FHIR R4 APIs and national exchange frameworks such as TEFCA mean integration teams must handle modern APIs alongside the HL7 v2 feeds that still run ADT, lab and pharmacy.",
      },
      {
        title: "Ransomware targets hospitals",
        description:
          "A single attack can take an EHR down for weeks and send a hospital to paper and ambulance diversion. Security leaders who understand clinical workflows, downtime procedures and connected medical devices are scarce.",
      },
    ],
    solutionsHeading: "How We Staff Healthcare IT Teams",
    solutions: [
      {
        title: "Certified analyst network",
        description:
          "We maintain relationships with certified analysts across Epic applications, Oracle Health Millennium and MEDITECH Expanse, and we confirm active certification and module history before presenting anyone.",
      },
      {
        title: "Phased go-live staffing plans",
        description:
          "We staff conversions in phases: build analysts, testers, credentialed trainers, then at-the-elbow support. Contract lengths follow your timeline, with a path to permanent roles for the people you want to keep.",
      },
      {
        title: "Hands-on integration screening",
        description:
          "Interface engineers are screened on real HL7 messages, FHIR resources and engines such as Rhapsody, Cloverleaf, Epic Bridges and InterSystems HealthShare, not on keyword matches.",
      },
      {
        title: "Clinically fluent security hires",
        description:
          "Our security searches target people with HIPAA Security Rule and HITRUST experience, incident response in 24/7 clinical environments and a track record securing connected medical devices.",
      },
    ],
    specializationsHeading: "Healthcare IT Roles We Fill",
    specializations: [
      {
        title: "EHR Application Analysts",
        description:
          "Epic analysts for Ambulatory, ClinDoc, OpTime, Willow, Beaker, Radiant and Cadence/Prelude, plus Oracle Health (Cerner) and MEDITECH Expanse build and support teams.",
      },
      {
        title: "Revenue Cycle Applications",
        description:
          "Resolute Hospital and Professional Billing analysts and charge capture specialists who connect clinical build to coding workflows and clean claims.",
      },
      {
        title: "Integration and Interoperability",
        description:
          "HL7 v2 and FHIR integration engineers, interface analysts and API developers who connect labs, imaging, health information exchanges and third-party apps to the EHR.",
      },
      {
        title: "Clinical Informatics",
        description:
          "CMIOs, CNIOs, nurse and physician informaticists and clinical decision support specialists who translate between clinicians and analysts and drive adoption after go-live.",
      },
      {
        title: "Healthcare Cybersecurity",
        description:
          "CISOs, security engineers, identity and access specialists and medical device security analysts who protect PHI and keep clinical systems available.",
      },
      {
        title: "Clinical Data and Analytics",
        description:
          "Clarity and Caboodle report writers, data engineers and analysts who build quality, population health and operational dashboards from EHR data.",
      },
    ],
    insightsHeading: "Healthcare IT Market Insights",
    insightsIntro:
      "These figures come from our 2026 healthcare IT placements and contract engagements. They vary with the EHR platform, certification and whether the work is remote, hybrid or on site for go-live.",
    insights: [
      {
        label: "Certified Epic analyst base",
        value: "$100,000 - $135,000",
        detail:
          "In our 2026 permanent placements, certification in two or more applications, or in Bridges, commanded the top of the range.",
      },
      {
        label: "EHR conversion consultant rate",
        value: "$85 - $130 per hour",
        detail:
          "Contract rates we saw in 2026 for certified build analysts during conversions; at-the-elbow support ran lower and for shorter terms.",
      },
      {
        label: "Time to fill, certified analyst",
        value: "30-45 days",
        detail:
          "Our 2026 median for permanent analyst roles; uncertified candidates with strong clinical backgrounds could be hired faster and sponsored for certification.",
      },
      {
        label: "Healthcare security engineer base",
        value: "$140,000 - $185,000",
        detail:
          "Offers we negotiated in 2026 for engineers with hospital incident response experience, the hardest healthcare IT profile we recruited for.",
      },
    ],
    contactHeading: "Start a Healthcare IT Search",
    contactText: `Tell us your EHR platform, the applications or systems involved and whether you need permanent staff, go-live contractors or both. A healthcare IT recruiter will respond within ${RESPONSE_TIME}, with a first vetted candidate within ${FIRST_CANDIDATE} of kickoff.`,
  },
};
