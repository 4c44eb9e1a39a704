import { Link as RemixLink } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { Route, Routes } from "react-router-dom";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { Link, ServerLink, type LinkProps } from "~/components/link";
import { isInSection } from "~/components/site-header";

/** A link rendered on the server in a page at /jobs/5. */
function rendered(Component: typeof ServerLink, props: LinkProps) {
  return renderToString(
    <StaticRouter location="/jobs/5">
      <Routes>
        <Route path="/jobs/:id" element={<Component {...props} />} />
      </Routes>
    </StaticRouter>,
  );
}

describe("the app's link, rendered on the server", () => {
  it("is ServerLink there", () => {
    expect(Link).toBe(ServerLink);
  });

  const cases: LinkProps[] = [
    { to: "/jobs/1", children: "A job" },
    { to: "/jobs?remote=true", className: "nav-link active", "aria-current": "page", children: "Remote jobs" },
    { to: { pathname: "/jobs", search: "?q=civil", hash: "#results" }, children: "Civil" },
    { to: "..", children: "Up" },
    { to: "apply", relative: "path", children: "Apply" },
    { to: "", children: "Here" },
    { to: "https://example.com/careers", target: "_blank", rel: "noreferrer", children: "Elsewhere" },
    { to: "//cdn.example.com/x", children: "Protocol-relative" },
    { to: "/my-applications", reloadDocument: true, children: "Reload" },
    { to: "/login?redirectTo=%2Fjobs", discover: "none", onClick: () => {}, children: "Sign In" },
    { to: "/jobs/2", replace: true, state: { from: "list" }, preventScrollReset: true, viewTransition: true, id: "x", children: "Options" },
  ];
  it.each(cases)("gives the same markup as Remix's Link: %j", (props) => {
    expect(rendered(ServerLink, props)).toBe(rendered(RemixLink as typeof ServerLink, props));
  });
});

describe("the header's current section, as NavLink judged it", () => {
  it.each([
    ["/jobs", "/jobs", true],
    ["/jobs/12", "/jobs", true],
    ["/JOBS/12", "/jobs", true],
    ["/jobs-abroad", "/jobs", false],
    ["/employers", "/employer", false],
    ["/employer/", "/employer", true],
    ["/", "/", true],
    ["/jobs", "/", false],
  ])("the page at %s is in the section %s: %s", (pathname, to, expected) => {
    expect(isInSection(pathname, to)).toBe(expected);
  });
});
