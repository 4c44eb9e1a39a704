import { NotFound } from "~/components/page-failures";
import { notFound } from "~/server/http.server";

// Every path no other route matches: a 404, shown by the root error boundary.
export function loader(): never {
  throw notFound();
}

// A default export keeps this a page route (not a resource route), so the 404 renders as a page.
export default NotFound;
