import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "./link";
import {
  ENGINEERING_STATS,
  HEALTHCARE_STATS,
  type DisciplinePageContent,
  type EmployerLandingContent,
  type HealthcareHubContent,
  type SpecialtyPageContent,
} from "~/content/marketing";
import { jobSearchQuery } from "~/lib/job-search";
import { pageTitle } from "~/lib/meta";
import { EnquiryForm } from "./enquiry-form";
import {
  ButtonLink,
  ContactSection,
  CtaSection,
  InsightsSection,
  MarketingHero,
  PointsSection,
  StatsBand,
  TestimonialsSection,
  ToContactForm,
} from "./marketing-sections";

// One template per family of marketing pages; the copy comes from app/content as loader data.

/** Every marketing page's title and description come from its content. */
export const marketingMeta: MetaFunction = ({ data }) => {
  const content = (data as { content?: { title: string; metaDescription: string } } | undefined)?.content;
  return [{ title: pageTitle(content?.title ?? "Recruiting") }, { name: "description", content: content?.metaDescription ?? "" }];
};

/** /employer: the employer landing. */
export function EmployerLandingPage() {
  const { content } = useLoaderData<{ content: EmployerLandingContent }>();
  return (
    <>
      <MarketingHero heading={content.hero.heading} text={content.hero.text}>
        <a href="#disciplines" className="button button-primary">
          Start Hiring
        </a>
        <a href="#process" className="button button-secondary">
          View Services
        </a>
      </MarketingHero>
      <StatsBand stats={content.stats} />

      <section className="container page-section" aria-labelledby="disciplines-heading" id="disciplines">
        <h2 id="disciplines-heading">{content.disciplinesHeading}</h2>
        <p className="lead">{content.disciplinesIntro}</p>
        <ul className="card-grid card-grid-3">
          {content.disciplines.map((discipline) => (
            <li key={discipline.slug} className="card discipline-card">
              <h3>{discipline.name}</h3>
              <p>{discipline.description}</p>
              <dl className="facts-inline">
                <div>
                  <dt>Average time to hire</dt>
                  <dd>{discipline.averageTimeToHire}</dd>
                </div>
                <div>
                  <dt>Success rate</dt>
                  <dd>{discipline.successRate}</dd>
                </div>
              </dl>
              <ul className="tag-list" aria-label="Specialties">
                {discipline.specialties.map((specialty) => (
                  <li key={specialty} className="tag">
                    {specialty}
                  </li>
                ))}
              </ul>
              <Link to={`/${discipline.slug}`} className="text-link">
                Learn More<span className="visually-hidden"> about {discipline.name} recruiting</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <PointsSection id="process" heading={content.processHeading} points={content.process} band numbered />
      <PointsSection id="reasons" heading={content.reasonsHeading} points={content.reasons} />

      <ContactSection heading={content.contactHeading} text={content.contactText}>
        <EnquiryForm kind="engineering" path="/employer" askWhich />
      </ContactSection>
      <CtaSection heading={content.cta.heading} text={content.cta.text}>
        <ButtonLink to="/register">Get Started</ButtonLink>
        <ToContactForm secondary>Schedule Consultation</ToContactForm>
      </CtaSection>
    </>
  );
}

/** The six engineering discipline pages. */
export function DisciplinePage() {
  const { content } = useLoaderData<{ content: DisciplinePageContent }>();
  return (
    <>
      <MarketingHero eyebrow={content.hero.eyebrow} heading={content.hero.heading} text={content.hero.text}>
        <ToContactForm>Find {content.name} Engineers</ToContactForm>
        <ToContactForm secondary>Schedule a Call</ToContactForm>
      </MarketingHero>
      <StatsBand stats={ENGINEERING_STATS} />
      <PointsSection id="challenges" heading={content.challengesHeading} points={content.challenges} />
      <PointsSection id="solutions" heading={content.solutionsHeading} points={content.solutions} band />
      <PointsSection id="benefits" heading={content.benefitsHeading} points={content.benefits} />
      <PointsSection id="specializations" heading={content.specializationsHeading} points={content.specializations} band />
      <InsightsSection heading={content.insightsHeading} intro={content.insightsIntro} insights={content.insights} />
      <TestimonialsSection testimonials={content.testimonials} />
      <ContactSection heading={content.contactHeading} text={content.contactText}>
        <EnquiryForm kind="engineering" path={`/${content.slug}`} />
      </ContactSection>
      <CtaSection heading={content.cta.heading} text={content.cta.text}>
        <ToContactForm>Start Hiring</ToContactForm>
        <ButtonLink to={`/jobs${jobSearchQuery({ discipline: `${content.name} Engineering` })}`} secondary>
          View Available Talent
        </ButtonLink>
      </CtaSection>
    </>
  );
}

/** /healthcare: the healthcare hub. */
export function HealthcareHubPage() {
  const { content } = useLoaderData<{ content: HealthcareHubContent }>();
  return (
    <>
      <MarketingHero heading={content.hero.heading} text={content.hero.text}>
        <a href="#specialties" className="button button-primary">
          Explore Specialties
        </a>
      </MarketingHero>
      <StatsBand stats={HEALTHCARE_STATS} />
      <section className="container page-section" aria-labelledby="specialties-heading" id="specialties">
        <h2 id="specialties-heading">{content.specialtiesHeading}</h2>
        <ul className="card-grid card-grid-3">
          {content.specialties.map((specialty) => (
            <li key={specialty.slug}>
              <Link to={`/${specialty.slug}`} className="card card-link">
                <h3>{specialty.name}</h3>
                <p>{specialty.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <PointsSection id="why" heading={content.whyHeading} points={content.why} band />
      <ContactSection heading={content.contactHeading} text={content.contactText}>
        <EnquiryForm kind="healthcare" path="/healthcare" askWhich />
      </ContactSection>
      <CtaSection heading={content.cta.heading} text={content.cta.text}>
        <ToContactForm>Find Your Specialty</ToContactForm>
        <ButtonLink to="/employer" secondary>
          Engineering Recruiting
        </ButtonLink>
      </CtaSection>
    </>
  );
}

/** The six healthcare specialty pages. */
export function SpecialtyPage() {
  const { content, contact } = useLoaderData<{ content: SpecialtyPageContent; contact: { phone: string; email: string } }>();
  return (
    <>
      <MarketingHero eyebrow={content.hero.eyebrow} heading={content.hero.heading} text={content.hero.text}>
        <ToContactForm>Request Candidates</ToContactForm>
      </MarketingHero>
      <StatsBand stats={HEALTHCARE_STATS} />
      <PointsSection id="challenges" heading={content.challengesHeading} points={content.challenges} />
      <PointsSection id="solutions" heading={content.solutionsHeading} points={content.solutions} band />
      <PointsSection id="specializations" heading={content.specializationsHeading} points={content.specializations} />
      <InsightsSection heading={content.insightsHeading} intro={content.insightsIntro} insights={content.insights} />
      <ContactSection heading={content.contactHeading} text={content.contactText}>
        <p className="contact-line">
          Prefer to talk? Call <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a> or e-mail{" "}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>.
        </p>
        <EnquiryForm kind="healthcare" path={`/${content.slug}`} />
      </ContactSection>
      {content.resources ? (
        <section className="container page-section" aria-labelledby="resources-heading">
          <h2 id="resources-heading">{content.resources.heading}</h2>
          <p className="lead">{content.resources.text}</p>
          <ul className="card-grid card-grid-3">
            {content.resources.links.map((link) => (
              <li key={link.href} className="card">
                <h3>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </h3>
                <p>{link.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
