import { Link } from "./link";
import { FOOTER_COLUMNS } from "~/content/pages";
import { BRAND } from "~/lib/meta";
import { PRIVACY_PATH, PRIVACY_TEXT } from "~/lib/privacy";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{BRAND}</p>
          <p className="footer-text">
            Engineering and healthcare recruiting: a job board for engineers and a search partner for the teams that hire them.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
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
        <p>
          © {new Date().getFullYear()} {BRAND}. All rights reserved.
        </p>
        <Link to={PRIVACY_PATH}>{PRIVACY_TEXT.link}</Link>
      </div>
    </footer>
  );
}
