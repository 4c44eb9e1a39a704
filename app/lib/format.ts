const DAY_MS = 24 * 60 * 60 * 1000;

const thousands = (amount: number) => `$${Math.round(amount / 1000)}k`;

/**
 * A salary range, one way everywhere (cards, job pages, specialization pages, applications):
 * "$120k - $150k", "$95k+", "Up to $80k"; null when the job gives none (where a page must say
 * something, it says "Competitive").
 */
export function formatSalary(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? thousands(min) : `${thousands(min)} - ${thousands(max)}`;
  if (min !== null) return `${thousands(min)}+`;
  if (max !== null) return `Up to ${thousands(max)}`;
  return null;
}

function daysSince(isoDate: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(isoDate).getTime()) / DAY_MS));
}

/** "Posted N days ago", with "today" and "1 day" said properly. */
export function formatPostedAge(isoDate: string, now: Date): string {
  const days = daysSince(isoDate, now);
  if (days === 0) return "Posted today";
  if (days === 1) return "Posted 1 day ago";
  return `Posted ${days} days ago`;
}

/** "1 job", "12,345 jobs", or "2,000+ jobs" when the count is a lower bound. */
export function pluralize(count: number, singular: string, plural = `${singular}s`, orMore = false): string {
  return `${count.toLocaleString("en-US")}${orMore ? "+" : ""} ${count === 1 && !orMore ? singular : plural}`;
}

/** An http(s) address made absolute, or undefined when it is not one (links employers give). */
export function absoluteUrl(href: string, base?: string): string | undefined {
  try {
    const url = new URL(href, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** "www.acme.example" for a website address, or null when it is not a web address. */
export function displayHost(href: string): string | null {
  const url = absoluteUrl(href);
  return url ? new URL(url).hostname : null;
}
