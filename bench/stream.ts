// A stream of distinct searches for the load test: what a page cache cannot help with. The
// queries come from the board itself, so that they find jobs as real searches would.
import BetterSqlite3 from "better-sqlite3";
import { seededRandom } from "../db/generate-jobs";

/** Jobs read for their words: the sample jobs come first, and the generator's vocabulary is small. */
const JOBS_READ = 20_000;

/** Words nobody searches a job board for. */
const STOPWORDS = new Set(
  (
    "the and for with you your will our are this that from have has who what when where how all any can not but " +
    "into out its their they them was were been per each also more most than then such other over under very " +
    "one two new own via using use used get gets across within while about able"
  ).split(" "),
);

const wordsOf = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => word.length >= 3);

const byCount = (counts: Map<string, number>) => [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([text]) => text);

/**
 * `count` distinct /jobs searches: half the commonest words of the board's titles and
 * descriptions, half the commonest pairs of neighbouring words in them (within a line, once the
 * words nobody searches for are left out), in a seeded random order. Common words match many jobs, so this is no cheaper than real traffic.
 */
export function distinctSearches(boardFile: string, count: number): string[] {
  const sqlite = new BetterSqlite3(boardFile, { readonly: true });
  const words = new Map<string, number>();
  const pairs = new Map<string, number>();
  const rows = sqlite.prepare("SELECT title, description FROM jobs ORDER BY id LIMIT ?").iterate(JOBS_READ) as Iterable<{
    title: string;
    description: string;
  }>;
  for (const { title, description } of rows) {
    for (const line of [title, ...description.split("\n")]) {
      const kept = wordsOf(line).filter((word) => !STOPWORDS.has(word));
      kept.forEach((word, i) => {
        words.set(word, (words.get(word) ?? 0) + 1);
        const next = kept[i + 1];
        if (next && next !== word) pairs.set(`${word} ${next}`, (pairs.get(`${word} ${next}`) ?? 0) + 1);
      });
    }
  }
  sqlite.close();
  const wordCount = Math.min(words.size, Math.ceil(count / 2));
  const queries = [...byCount(words).slice(0, wordCount), ...byCount(pairs).slice(0, count - wordCount)];
  if (queries.length < count) throw new Error(`Only ${queries.length} distinct searches on the board, not ${count}`);
  const random = seededRandom(17);
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [queries[i], queries[j]] = [queries[j], queries[i]];
  }
  // The canonical URL of each: anything else would be redirected to it.
  return queries.map((q) => `/jobs?${new URLSearchParams({ q })}`);
}
