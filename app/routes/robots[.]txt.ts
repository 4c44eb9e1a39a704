import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/server/config.server";
import { methodNotAllowed, publicValidators } from "~/server/http.server";

// GET /robots.txt (docs/product.md#feeds-and-search-engines): crawl everything public; keep out of
// the API, the account and employer pages, the forms that only make sense signed in, and the
// sign-in pages' many `?redirectTo=` copies. Filtered searches stay crawlable: their pages say
// "noindex, follow" themselves, which a crawler must fetch the page to read.

const DISALLOWED = [
  "/api/",
  "/profile",
  "/settings",
  "/my-applications",
  "/saved-jobs",
  "/posted-jobs",
  "/post-job",
  "/alerts",
  "/resumes/",
  "/jobs/*/apply",
  "/login?",
  "/register?",
  "/logout",
  "/forgot-password",
  "/reset-password",
  "/unsubscribe",
];

function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const { headers, notModified } = publicValidators(request, context);
  if (notModified) return notModified;
  return new Response(robotsTxt(config.mail.siteUrl), { headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

export const action = methodNotAllowed;
