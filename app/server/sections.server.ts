/**
 * One part of a page's data, loaded on its own: the data, or `null` when its query failed (the
 * failure is logged). The page renders the rest and says so in place of the part
 * (app/components/page-failures.tsx): one failing query never blanks a whole page.
 */
export async function loadSection<T>(name: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`The page's section "${name}" failed to load`, error);
    return null;
  }
}

/**
 * The status of a page some of whose parts failed: 503 when its main content did, so that crawlers
 * and the page cache (which keeps only 200s) know the page is not what it should be; else 200.
 */
export const statusWithMain = (main: unknown) => (main === null ? 503 : 200);
