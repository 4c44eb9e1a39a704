// Writing XML by hand, for the RSS feed (app/routes/jobs.feed.ts) and the sitemaps
// (app/routes/sitemap[.]xml.ts, app/routes/sitemaps.$name.ts): the documents are small and
// fixed in shape, so strings are built directly, and every value goes through `xmlText`.

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * What XML 1.0 forbids anywhere in a document (https://www.w3.org/TR/xml/#charsets): control
 * characters other than tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF.
 * Not even an escape can carry them, so they are dropped.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Text made safe for an element's content or an attribute's value (quoted with " or '): the
 * characters XML forbids dropped, and & < > " ' escaped. `]]>` and any markup are then plain text.
 */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, "").replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/** `<name>text</name>`, the text escaped. */
export function xmlElement(name: string, text: string): string {
  return `<${name}>${xmlText(text)}</${name}>`;
}

/** An RSS date (RFC 822, four-digit year, in GMT): "Tue, 14 Jan 2025 10:00:00 GMT". */
export function rfc822Date(iso: string): string {
  return new Date(iso).toUTCString();
}

const W3C_DATETIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/**
 * A sitemap's lastmod (W3C Datetime, https://www.w3.org/TR/NOTE-datetime): the stored timestamp
 * as it is when it already is one (the app stores ISO 8601 UTC), else re-read; null when it is not
 * a time at all.
 */
export function w3cDateTime(value: string): string | null {
  if (W3C_DATETIME.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The sitemaps protocol's namespace (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A sitemap index of these absolute sitemap URLs. */
export function sitemapIndexXml(locs: string[]): string {
  const sitemaps = locs.map((loc) => `<sitemap><loc>${xmlText(loc)}</loc></sitemap>\n`).join("");
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps}</sitemapindex>\n`;
}

/** A sitemap of these URLs: `loc` absolute, `lastmod` a stored timestamp or none. */
export function urlsetXml(urls: Iterable<{ loc: string; lastmod?: string | null }>): string {
  let body = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
  for (const { loc, lastmod } of urls) {
    const time = lastmod ? w3cDateTime(lastmod) : null;
    body += time ? `<url><loc>${xmlText(loc)}</loc><lastmod>${time}</lastmod></url>\n` : `<url><loc>${xmlText(loc)}</loc></url>\n`;
  }
  return `${body}</urlset>\n`;
}

/**
 * As urlsetXml, for URLs that differ only by a number (`prefix` then the id): the prefix is
 * escaped once and the string grows by concatenation, in a third of the general one's time
 * (bench/measurements.md).
 */
export function idUrlsetXml(prefix: string, rows: Iterable<{ id: number; lastmod: string }>): string {
  const loc = xmlText(prefix);
  let body = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
  for (const { id, lastmod } of rows) {
    const time = w3cDateTime(lastmod);
    body += time ? `<url><loc>${loc}${id}</loc><lastmod>${time}</lastmod></url>\n` : `<url><loc>${loc}${id}</loc></url>\n`;
  }
  return `${body}</urlset>\n`;
}
