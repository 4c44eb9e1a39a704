/**
 * The distinct titles of open jobs (open_job_titles), kept in memory by each process for the ranking
 * (ranked-search.server.ts): each title's words, and for each word the titles that hold it, in
 * classes by how often the word occurs in the title and how long the title is. For one word, BM25
 * scores a title by those two alone, so a search can take a word's best titles first and bound all
 * the titles it has not taken, however many there are (19,000 at 1,000,000 jobs).
 *
 * Titles are read once, then only the newer ones as the board changes: open_job_titles never reuses
 * an id (migration 0015). A title whose last open job has gone stays here until the index is read
 * again (when more than a fifth of what it holds has gone); the search then finds no job with it.
 */
import { contentVersion } from "./content-version.server";
import { sqlite } from "./db.server";
import { searchTokens } from "../../db/search-tokens";

export interface IndexedTitle {
  /** Its id in open_job_titles. */
  id: number;
  title: string;
  /** The title's words as the keyword index reads them. */
  words: string[];
}

/** The titles in which a word occurs `frequency` times, `length` words long. */
export interface TitleClass {
  frequency: number;
  length: number;
  titles: IndexedTitle[];
}

interface TitleIndex {
  version: number;
  highestId: number;
  size: number;
  byWord: Map<string, TitleClass[]>;
}

let index: TitleIndex | undefined;

const statements = () => ({
  newer: sqlite.prepare("SELECT id, title FROM open_job_titles WHERE id > ? ORDER BY id"),
  count: sqlite.prepare("SELECT count(*) FROM open_job_titles").pluck(),
});
let prepared: ReturnType<typeof statements> | undefined;
const sql = () => (prepared ??= statements());

function add(into: TitleIndex, id: number, title: string) {
  const words = searchTokens(title);
  const entry: IndexedTitle = { id, title, words };
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const [word, frequency] of counts) {
    let classes = into.byWord.get(word);
    if (!classes) into.byWord.set(word, (classes = []));
    let kind = classes.find((candidate) => candidate.frequency === frequency && candidate.length === words.length);
    if (!kind) classes.push((kind = { frequency, length: words.length, titles: [] }));
    kind.titles.push(entry);
  }
  into.size++;
}

/** The index, brought up to the board's content version. */
function titleIndex(): TitleIndex {
  const version = contentVersion();
  if (index?.version === version) return index;
  if (index && index.size > 1.25 * (sql().count.get() as number)) index = undefined;
  index ??= { version, highestId: 0, size: 0, byWord: new Map() };
  for (const { id, title } of sql().newer.all(index.highestId) as { id: number; title: string }[]) {
    add(index, id, title);
    index.highestId = id;
  }
  index.version = version;
  return index;
}

/** The classes of titles that hold a word (by its stem), as the index stands now. */
export function titleClasses(): (stem: string) => TitleClass[] {
  const { byWord } = titleIndex();
  return (stem) => byWord.get(stem) ?? [];
}
