import { Link } from "./link";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { Insight, Point, Stat, Testimonial } from "~/content/marketing";

/** The pieces the marketing templates are made of. Each section is labelled by its heading. */

export function MarketingHero({
  eyebrow,
  heading,
  text,
  children,
}: {
  eyebrow?: string;
  heading: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero-inner">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id="hero-heading">{heading}</h1>
        <p className="hero-text">{text}</p>
        {children ? <div className="button-row hero-actions">{children}</div> : null}
      </div>
    </section>
  );
}

export function StatsBand({ stats }: { stats: Stat[] }) {
  return (
    <section className="stats-band" aria-label="Our track record">
      <dl className="container stats">
        {stats.map((stat) => (
          <div key={stat.label} className="stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A heading and a grid of titled points (challenges, solutions, benefits, specializations…). */
export function PointsSection({
  id,
  heading,
  intro,
  points,
  band = false,
  numbered = false,
}: {
  id: string;
  heading: string;
  intro?: string;
  points: Point[];
  band?: boolean;
  numbered?: boolean;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <section className={clsx(band && "band")} aria-labelledby={`${id}-heading`} id={id}>
      <div className="container page-section">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {intro ? <p className="lead">{intro}</p> : null}
        <List className={clsx("card-grid", points.length % 3 === 0 ? "card-grid-3" : "card-grid-4", numbered && "numbered-points")}>
          {points.map((point) => (
            <li key={point.title} className="card point-card">
              <h3>{point.title}</h3>
              <p>{point.description}</p>
            </li>
          ))}
        </List>
      </div>
    </section>
  );
}

export function InsightsSection({ heading, intro, insights }: { heading: string; intro: string; insights: Insight[] }) {
  return (
    <section className="band" aria-labelledby="insights-heading">
      <div className="container page-section">
        <h2 id="insights-heading">{heading}</h2>
        <p className="lead">{intro}</p>
        <dl className="card-grid card-grid-4 insights">
          {insights.map((insight) => (
            <div key={insight.label} className="card insight">
              <dt>{insight.label}</dt>
              <dd className="insight-value">{insight.value}</dd>
              <dd className="muted">{insight.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function TestimonialsSection({
  heading = "What Hiring Managers Say",
  testimonials,
}: {
  heading?: string;
  testimonials: (Omit<Testimonial, "company"> & { company?: string })[];
}) {
  return (
    <section className="testimonials" aria-labelledby="testimonials-heading">
      <div className="container page-section">
        <h2 id="testimonials-heading">{heading}</h2>
        <ul className="card-grid card-grid-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className="card">
              <figure className="testimonial">
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{testimonial.name}</strong>
                  <span className="muted">{testimonial.company ? `${testimonial.role}, ${testimonial.company}` : testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CtaSection({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <section className="container page-section cta" aria-labelledby="cta-heading">
      <h2 id="cta-heading">{heading}</h2>
      <p>{text}</p>
      <div className="button-row">{children}</div>
    </section>
  );
}

/** A link to the page's contact form: a plain anchor, so it works without JavaScript. */
export function ToContactForm({ children, secondary = false }: { children: ReactNode; secondary?: boolean }) {
  return (
    <a href="#contact" className={clsx("button", secondary ? "button-secondary" : "button-primary")}>
      {children}
    </a>
  );
}

export function ButtonLink({ to, children, secondary = false }: { to: string; children: ReactNode; secondary?: boolean }) {
  return (
    <Link to={to} className={clsx("button", secondary ? "button-secondary" : "button-primary")}>
      {children}
    </Link>
  );
}

/** The section that holds a page's enquiry form; its id is what the page's buttons link to. */
export function ContactSection({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <section className="band" aria-labelledby="contact-heading" id="contact" tabIndex={-1}>
      <div className="container page-section contact-section">
        <div>
          <h2 id="contact-heading">{heading}</h2>
          <p className="lead">{text}</p>
        </div>
        <div className="card contact-card">{children}</div>
      </div>
    </section>
  );
}
