import { NotFound } from "~/components/not-found";

// Every path no other route matches: a 404, shown by the root error boundary.
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

// A default export keeps this a page route (not a resource route), so the 404 renders as a page.
export default NotFound;
