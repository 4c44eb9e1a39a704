import { useLocation, useMatches, useRouteError } from "@remix-run/react";

/**
 * `<link rel="canonical">` for every page, in the root's `<head>`: the site's origin (SITE_URL,
 * never the request's Host) and the page's canonical path, which the leaf route's loader may give
 * as `canonical` in its data (/jobs keeps its search's query, /employers its page); otherwise the
 * path alone, whatever the query. An error page has none.
 */
export function CanonicalLink({ siteUrl }: { siteUrl: string | undefined }) {
  const leaf = useMatches().at(-1)?.data as { canonical?: unknown } | undefined;
  const { pathname } = useLocation();
  const error = useRouteError();
  if (!siteUrl || error) return null;
  return <link rel="canonical" href={`${siteUrl}${typeof leaf?.canonical === "string" ? leaf.canonical : pathname}`} />;
}
