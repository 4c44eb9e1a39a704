import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { DISCIPLINE_PAGES } from "~/content/pages";
import { notFound } from "~/server/http.server";

/**
 * /employer/<discipline page>: the prefixed links the original brief gives the landing page
 * answer with a permanent redirect to the working page (docs/product.md#differences). Anything
 * else is a 404.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const page = DISCIPLINE_PAGES.find(({ slug }) => slug === params.page);
  if (!page) throw notFound();
  return redirect(`/${page.slug}`, 301);
}

// A page route (not a resource route), so that an unknown page gets the site's 404 page.
export default function EmployerPrefixedPage() {
  return null;
}
