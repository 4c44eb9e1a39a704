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
