import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { BRAND } from "~/lib/brand";

interface NavItem {
  to: string;
  label: string;
}

const SPECIALIZATIONS: NavItem[] = [
  { to: "/project-management", label: "Project Management" },
  { to: "/design-drafting", label: "Design & Drafting" },
  { to: "/construction-management", label: "Construction Management" },
  { to: "/quality-assurance", label: "Quality Assurance" },
];

const NETWORK: NavItem[] = [{ to: "/healthcare", label: "Healthcare Recruiting" }];

/**
 * The site header. Dropdowns and the mobile menu are <details> elements, so they open without
 * JavaScript; with it they also close on a link click, a click elsewhere, Escape, and navigation.
 */
export function SiteHeader() {
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();

  const closeMenus = (except?: Element) => {
    headerRef.current?.querySelectorAll("details[open]").forEach((details) => {
      if (details !== except && !details.contains(except ?? null)) details.removeAttribute("open");
    });
  };

  useEffect(() => closeMenus(), [location]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeMenus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = headerRef.current?.querySelector("details[open] details[open]") ??
        headerRef.current?.querySelector("details[open]");
      if (!open) return;
      open.removeAttribute("open");
      open.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (target.closest("a")) closeMenus();
    // Opening one dropdown closes the others.
    const summary = target.closest("summary");
    if (summary?.parentElement) closeMenus(summary.parentElement);
  };

  return (
    <header className="site-header" ref={headerRef} onClick={onClick}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="container header-bar">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">K</span>
          {BRAND}
        </Link>

        <nav aria-label="Main" className="desktop-nav">
          <NavLinks />
        </nav>
        <div className="header-actions desktop-only">
          <AccountLinks />
        </div>

        <details className="mobile-menu">
          <summary className="icon-button" aria-label="Menu">
            <MenuIcon />
          </summary>
          <div className="mobile-panel">
            <nav aria-label="Mobile">
              <NavLinks />
            </nav>
            <div className="header-actions">
              <AccountLinks />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}

function NavLinks() {
  return (
    <ul className="nav-list">
      <li>
        <NavLink to="/jobs" className="nav-link">
          Find Jobs
        </NavLink>
      </li>
      <li>
        <NavLink to="/employers" className="nav-link">
          Employers
        </NavLink>
      </li>
      <li>
        <Dropdown label="Specializations" items={SPECIALIZATIONS} />
      </li>
      <li>
        <NavLink to="/employer" className="nav-link">
          For Employers
        </NavLink>
      </li>
      <li>
        <Dropdown label="Our Network" items={NETWORK} />
      </li>
    </ul>
  );
}

function Dropdown({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <details className="dropdown">
      <summary className="nav-link">
        {label} <ChevronIcon />
      </summary>
      <ul className="dropdown-panel">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="dropdown-link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function AccountLinks() {
  return (
    <>
      <Link to="/login" className="button button-ghost">
        Sign In
      </Link>
      <Link to="/register" className="button button-primary">
        Get Started
      </Link>
    </>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {children}
    </svg>
  );
}

const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

const ChevronIcon = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" className="chevron">
    <path d="m6 9 6 6 6-6" />
  </svg>
);
