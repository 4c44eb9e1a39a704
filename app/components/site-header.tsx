import { useFetcher, useLocation } from "@remix-run/react";
import { Link } from "./link";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { HEADER_NAV, type NavItem } from "~/content/pages";
import { AUTH_TEXT, authPath, ROLE_LABELS, type User } from "~/lib/accounts";
import { STAFF_TEXT } from "~/lib/staff";
import { failureToastProps } from "~/lib/toast";
import { BRAND } from "~/lib/meta";
import { useCurrentUser } from "~/lib/use-current-user";
import { useAuthDialog } from "./auth-dialog";

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

  // After a navigation, not as the page starts: a menu opened before the scripts arrived stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (location.key === shownKey.current) return;
    shownKey.current = location.key;
    closeMenus();
  }, [location.key]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeMenus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = headerRef.current?.querySelector("details[open] details[open]") ?? headerRef.current?.querySelector("details[open]");
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
    // Sign In and Get Started open a dialog over the page; focus returns to them afterwards.
    if (target.closest("[data-auth-trigger]")) return;
    if (target.closest("a")) closeMenus();
    // Opening one dropdown closes the others.
    const summary = target.closest("summary");
    if (summary?.parentElement) closeMenus(summary.parentElement);
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: the clicks come from the links and summaries inside, which the keyboard also clicks
    <header className="site-header" ref={headerRef} onClick={onClick}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="container header-bar">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            K
          </span>
          {BRAND}
        </Link>

        <nav aria-label="Main" className="desktop-nav">
          <NavLinks />
        </nav>
        <div className="header-actions desktop-only">
          <AccountArea variant="desktop" />
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
              <AccountArea variant="mobile" />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}

/** Whether the page at `pathname` is `to` or below it, as NavLink judges it (letter case aside). */
export function isInSection(pathname: string, to: string): boolean {
  const pageAt = pathname.toLowerCase();
  const section = to.toLowerCase();
  return pageAt === section || (section !== "/" && pageAt.startsWith(section.endsWith("/") ? section : `${section}/`));
}

/**
 * A header link marked as the current section ("active" and aria-current), as NavLink marks it.
 * NavLink works that out with a URL and several hooks per link, and the header renders its links
 * twice on every page (the bar and the mobile menu): this asks for the location once per link.
 */
function SectionLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const current = isInSection(useLocation().pathname, to);
  return (
    <Link to={to} className={current ? `${className} active` : className} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}

function NavLinks() {
  return (
    <ul className="nav-list">
      {HEADER_NAV.map((item) => (
        <li key={item.label}>
          {"items" in item ? (
            <Dropdown label={item.label} items={item.items} />
          ) : (
            <SectionLink to={item.to} className="nav-link">
              {item.label}
            </SectionLink>
          )}
        </li>
      ))}
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
            <SectionLink to={item.to} className="dropdown-link">
              {item.label}
            </SectionLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function AccountArea({ variant }: { variant: "desktop" | "mobile" }) {
  const user = useCurrentUser();
  if (!user) return <SignedOutLinks />;
  return (
    <>
      {user.role === "employer" ? (
        <Link to="/post-job" className="button button-primary">
          Post Jobs
        </Link>
      ) : null}
      {user.role === "staff" ? (
        <Link to="/staff" className="button button-primary">
          {STAFF_TEXT.consoleLink}
        </Link>
      ) : null}
      {variant === "desktop" ? <UserMenu user={user} /> : <MobileAccount user={user} />}
    </>
  );
}

/** Sign In and Get Started: links to the pages, which open the auth dialog instead with JS. */
function SignedOutLinks() {
  const { openAuthDialog } = useAuthDialog();
  const location = useLocation();
  const triggers = [
    { tab: "login", label: "Sign In", className: "button button-ghost" },
    { tab: "register", label: "Get Started", className: "button button-primary" },
  ] as const;
  return (
    <>
      {triggers.map(({ tab, label, className }) => (
        <Link
          key={tab}
          to={authPath(tab, location.pathname + location.search)}
          className={className}
          data-auth-trigger
          onClick={(event) => {
            event.preventDefault();
            openAuthDialog(tab);
          }}
        >
          {label}
        </Link>
      ))}
    </>
  );
}

function accountLinks(user: User): NavItem[] {
  // A staff account has the console (the button beside the menu) and no candidate or employer pages.
  if (user.role === "staff") return [];
  return [
    { to: "/profile", label: "My Profile" },
    ...(user.role === "candidate"
      ? [
          { to: "/my-applications", label: "My Applications" },
          { to: "/saved-jobs", label: "Saved Jobs" },
        ]
      : []),
    ...(user.role === "employer" ? [{ to: "/posted-jobs", label: "Posted Jobs" }] : []),
    { to: "/settings", label: "Settings" },
  ];
}

/** A staff account has no name and a long address: the header calls it "Staff" (/staff shows the address). */
function displayName(user: User) {
  return user.role === "staff" ? ROLE_LABELS.staff : user.profile.fullName || user.email;
}

function UserMenu({ user }: { user: User }) {
  return (
    <details className="dropdown user-menu">
      <summary className="nav-link" aria-label={`Account menu for ${displayName(user)}`}>
        <span className="avatar" aria-hidden="true">
          {displayName(user).charAt(0).toUpperCase()}
        </span>
        <span className="user-name">{displayName(user)}</span> <ChevronIcon />
      </summary>
      <AccountItems user={user} listClassName="dropdown-panel dropdown-panel-end" itemClassName="dropdown-link" />
    </details>
  );
}

function MobileAccount({ user }: { user: User }) {
  return (
    <div className="mobile-account">
      <p className="mobile-account-name">
        {displayName(user)} <span className="badge">{ROLE_LABELS[user.role]}</span>
      </p>
      <AccountItems user={user} listClassName="nav-list" itemClassName="nav-link" />
    </div>
  );
}

/** The account's pages, then Logout: the desktop dropdown and the mobile panel list the same. */
function AccountItems({ user, listClassName, itemClassName }: { user: User; listClassName: string; itemClassName: string }) {
  return (
    <ul className={listClassName}>
      {accountLinks(user).map((item) => (
        <li key={item.to}>
          <SectionLink to={item.to} className={itemClassName}>
            {item.label}
          </SectionLink>
        </li>
      ))}
      <li>
        <LogoutButton className={itemClassName} />
      </li>
    </ul>
  );
}

/**
 * Logout is a POST form, so it works without JavaScript; the user stays on the page. With
 * JavaScript a fetcher posts it, so that a post that gets no answer leaves the page where it is
 * rather than on /logout (docs/decisions/035-a-failed-post-keeps-the-page.md).
 */
function LogoutButton({ className }: { className: string }) {
  const location = useLocation();
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/logout" {...failureToastProps(AUTH_TEXT.logoutFailed)}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className={`${className} link-button`}>
        Logout
      </button>
    </fetcher.Form>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
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
  <svg
    viewBox="0 0 24 24"
    width="14"
    height="14"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    className="chevron"
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
);
