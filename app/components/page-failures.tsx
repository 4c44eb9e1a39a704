import { Link } from "./link";
import { NOT_FOUND_TITLE } from "~/lib/meta";

// What a page shows where its content is missing or failed to load.

/** The 404 page's content. */
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

/**
 * What a page shows in place of a part whose data failed to load (app/server/sections.server.ts):
 * the message, and a link that loads the page again, which needs no script.
 */
export function SectionFailure({ message, retryHref }: { message: string; retryHref: string }) {
  return (
    <div className="empty-state section-failure" role="alert">
      <p>{message}</p>
      <a href={retryHref} className="button button-secondary">
        Try again
      </a>
    </div>
  );
}
