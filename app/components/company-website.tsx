import { displayHost } from "~/lib/format";
import { BreakableText } from "./breakable-text";

/** A company's website as its host name, in a new tab; nothing when the website is not a usable address. */
export function CompanyWebsiteLink({ website }: { website: string }) {
  const host = displayHost(website);
  if (!host) return null;
  return (
    <a href={website} className="text-link" rel="noopener noreferrer" target="_blank">
      <BreakableText text={host} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
