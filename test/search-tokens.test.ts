// The ranking reads fields' words itself (db/search-tokens.ts); they must be the
// words the keyword index holds. SQLite's own tokenizer is the reference: a throwaway FTS5 table
// with jobs_fts's tokenizer, read back through fts5vocab.
import BetterSqlite3 from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { seededRandom } from "../db/generate-jobs";
import { sampleCompanies, sampleJobs } from "../db/sample-data";
import { porterStem, searchTokens } from "../db/search-tokens";

const reference = new BetterSqlite3(":memory:");
reference.exec(`
  CREATE VIRTUAL TABLE words USING fts5 (text, tokenize = 'porter unicode61 remove_diacritics 2');
  CREATE VIRTUAL TABLE words_vocabulary USING fts5vocab (words, 'instance');
`);
afterAll(() => reference.close());

/** The tokens SQLite makes of each text, in order. */
function sqliteTokens(texts: string[]): string[][] {
  reference.exec("DELETE FROM words");
  const insert = reference.prepare("INSERT INTO words (rowid, text) VALUES (?, ?)");
  reference.transaction(() => texts.forEach((text, index) => insert.run(index + 1, text)))();
  const tokens = texts.map(() => [] as string[]);
  const rows = reference.prepare("SELECT term, doc, offset FROM words_vocabulary").all() as { term: string; doc: number; offset: number }[];
  for (const { term, doc, offset } of rows) tokens[doc - 1][offset] = term;
  return tokens;
}

function expectSameTokens(texts: string[]) {
  const expected = sqliteTokens(texts);
  const mismatches = texts.flatMap((text, index) => {
    const ours = searchTokens(text);
    return JSON.stringify(ours) === JSON.stringify(expected[index]) ? [] : [{ text, ours, sqlite: expected[index] }];
  });
  expect(mismatches.slice(0, 10)).toEqual([]);
}

// Every suffix the stemmer's rules name, and the endings its conditions look at.
const SUFFIXES = `s es ss sses ies ied eed ed ing ating bling izing ling ssing zing y ay ey iy oy uy ational tional enci anci izer
  logi bli alli entli eli ousli ization ation ator alism iveness fulness ousness aliti iviti biliti icate ative alize iciti
  ical ful ness al ance ence er ic able ible ant ement ment ent ion sion tion ou ism ate iti ous ive ize e le ll lle`.split(/\s+/);

/** Made-up words: random letter runs (y, w and x included) with every suffix, some doubled consonants. */
function madeUpWords(count: number): string[] {
  const random = seededRandom(7);
  const letters = "abcdefghijklmnoprstuvwxyzaeiouaeiouy";
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(random() * 7);
    let stem = "";
    for (let j = 0; j < length; j++) stem += letters[Math.floor(random() * letters.length)];
    if (random() < 0.2) stem += stem[stem.length - 1];
    words.push(stem + SUFFIXES[Math.floor(random() * SUFFIXES.length)]);
  }
  return words;
}

describe("the ranking's words are the keyword index's", () => {
  it("for every text of the sample data", () => {
    const texts = [
      ...sampleJobs.flatMap((job) => [job.title, job.description, job.location]),
      ...sampleCompanies.flatMap((company) => [company.name, company.description]),
    ];
    expectSameTokens(texts);
  });

  it("for words the stemmer's rules are about, one at a time", () => {
    const words = [
      ...SUFFIXES,
      ...madeUpWords(20_000),
      ...`caresses ponies ties caress cats feed agreed plastered bled motoring sing conflated troubled sized hopping tanned
         falling hissing fizzed failing filing happy sky relational conditional rational valenci hesitanci digitizer
         conformabli radicalli differentli vileli analogousli vietnamization predication operator feudalism decisiveness
         hopefulness callousness formaliti sensitiviti sensibiliti triplicate formative formalize electriciti electrical
         hopeful goodness revival allowance inference airliner gyroscopic adjustable defensible irritant replacement
         adjustment dependent adoption homologou communism activate angulariti homologous effective bowdlerize probate
         rate cease controll roll engineering engineers engineer management managers structural structures sses ies
         yyy ayy eyed syzygy by bys yes`.split(/\s+/),
    ];
    expectSameTokens(words);
  });

  it("for numbers, punctuation, long words and letters with diacritics", () => {
    expectSameTokens([
      "C++/C# .NET Node.js 3D-printing ISO 9001:2015 AS9100D, GD&T; P&IDs (Tekla) — e-mail",
      "Café résumé naïve Zürich São Paulo Ångström façade piñata Crème brûlée ÉCOLE NORMALE",
      "Straße Øresund Łódź Ærø İstanbul ǅemal Ωmega ΣΊΣΥΦΟΣ Москва 東京 مرحبا",
      `${"a".repeat(63)}ing ${"b".repeat(70)}ings ${"é".repeat(30)}ing`,
      "it's an ox; be, do, go. ABC DEF's I/O",
    ]);
  });

  it("stems as SQLite's porter does", () => {
    expect(porterStem("engineering")).toBe("engin");
    expect(porterStem("structural")).toBe("structur");
    expect(porterStem("mechanical")).toBe("mechan");
    expect(porterStem("ox")).toBe("ox");
  });
});
