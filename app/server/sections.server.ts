import type { HeadersFunction } from "@remix-run/node";

/**
 * The parts of one page's data, each loaded on its own: `load` gives the data, or `null` when its
 * query failed (the failure is logged). The page renders the rest and says so in place of the part
 * (app/components/page-failures.tsx): one failing query never blanks a whole page.
 *
 * `answer` is the page's status and caching: 503 when its main content failed, so that crawlers
 * know the page is not what it should be; and when any part failed, `no-store`, so that neither the
 * page cache (server/page-cache.ts) nor a browser keeps the failure for the next visitor or the
 * retry. A route with sections exports `headers = sectionHeaders` for a document to carry this too.
 */
export function pageSections() {
  let anyFailed = false;
  return {
    async load<T>(name: string, load: () => Promise<T>): Promise<T | null> {
      try {
        return await load();
      } catch (error) {
        console.error(`The page's section "${name}" failed to load`, error);
        anyFailed = true;
        return null;
      }
    },
    answer(mainFailed: boolean): ResponseInit {
      return { status: mainFailed ? 503 : 200, headers: anyFailed ? { "Cache-Control": "no-store" } : undefined };
    },
  };
}

/** A document's headers from its loader's: only the Cache-Control a failed section chose, if any. */
export const sectionHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const caching = loaderHeaders.get("Cache-Control");
  return caching ? { "Cache-Control": caching } : new Headers();
};
