import { useLocation, useMatches, useRouteError } from "@remix-run/react";
import { canonicalPath } from "~/lib/seo";

/**
 * `<link rel="canonical">` for every page, in the root's `<head>`: the site's origin (SITE_URL,
 * never the request's Host) and the page's canonical path, which the leaf route's `handle` may
 * give (`CanonicalHandle` in app/lib/seo.ts; /jobs keeps its search's query); otherwise the path
 * alone. An error page has none.
 */
export function CanonicalLink({ siteUrl }: { siteUrl: string | undefined }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const error = useRouteError();
  if (!siteUrl || error) return null;
  return <link rel="canonical" href={`${siteUrl}${canonicalPath(matches.at(-1), pathname)}`} />;
}
