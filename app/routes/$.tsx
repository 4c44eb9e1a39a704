import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";
import { NOT_FOUND_TITLE } from "~/lib/meta";

export const meta: MetaFunction = () => [{ title: NOT_FOUND_TITLE }];

export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

// A default export keeps this a page route (not a resource route), so the 404 renders as a page.
export default NotFound;

export function ErrorBoundary() {
  return <NotFound />;
}
