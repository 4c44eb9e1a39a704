import { Link } from "@remix-run/react";
import { BRAND } from "~/lib/brand";

const COLUMNS = [
  {
    heading: "Job Seekers",
    links: [
      { to: "/jobs", label: "Find Jobs" },
      { to: "/employers", label: "Browse Employers" },
      { to: "/jobs?remote=true", label: "Remote Jobs" },
      { to: "/register", label: "Create an Account" },
    ],
  },
  {
    heading: "Specializations",
    links: [
      { to: "/project-management", label: "Project Management" },
      { to: "/design-drafting", label: "Design & Drafting" },
      { to: "/construction-management", label: "Construction Management" },
      { to: "/quality-assurance", label: "Quality Assurance" },
    ],
  },
  {
    heading: "Employers",
    links: [
      { to: "/employer", label: "Hire Engineers" },
      { to: "/healthcare", label: "Healthcare Recruiting" },
      { to: "/software-engineer-recruiters", label: "Software Engineer Recruiters" },
      { to: "/civil-engineer-recruiters", label: "Civil Engineer Recruiters" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{BRAND}</p>
          <p className="footer-text">
            Engineering and healthcare recruiting: a job board for engineers and a search partner for the teams
            that hire them.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="footer-heading">{column.heading}</h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>© {new Date().getFullYear()} {BRAND}. All rights reserved.</p>
      </div>
    </footer>
  );
}
