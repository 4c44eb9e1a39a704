import { Fragment } from "react";
import { displayHost } from "~/lib/format";

/** A company's website as its host name, in a new tab; nothing when the website is not a usable address. */
export function CompanyWebsiteLink({ website }: { website: string }) {
  const host = displayHost(website);
  if (!host) return null;
  return (
    <a href={website} className="text-link" rel="noopener noreferrer" target="_blank">
      <BreakableHost host={host} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** A host name that may wrap before each dot, so that a long one never widens the page on a phone. */
function BreakableHost({ host }: { host: string }) {
  return host.split(".").map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          <wbr />.
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}
