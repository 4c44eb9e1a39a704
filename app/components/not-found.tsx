import { Link } from "./link";
import { NOT_FOUND_TITLE } from "~/lib/meta";

export function NotFound() {
  return (
    <section className="container page-section not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link to="/" className="button button-primary">
        Back to home
      </Link>
    </section>
  );
}
