/**
 * Text as the keyword index reads it: the words FTS5's `porter unicode61 remove_diacritics 2`
 * tokenizer makes of it (the tokenizer of jobs_fts and open_job_titles_fts). The index finds which jobs
 * match; it does not tell how often a word occurs in a field, which the ranking needs
 * (docs/decisions/031-exact-ranking-bm25-with-freshness.md). So the ranking reads the text of a
 * job's fields itself with this module, which must agree with the index: test/search-tokens.test.ts
 * holds it to SQLite's own tokenizer over a large vocabulary.
 *
 * unicode61: a token is a run of letters, numbers and private-use characters (and, inside a token,
 * combining accents), folded to lower case with diacritics removed. Letters beyond Latin fold as
 * JavaScript folds them, which may differ from SQLite's Unicode 6.1 tables for a few scripts; that
 * can only change a score, never which jobs match.
 * porter: Martin Porter's stemmer (1980), applied to tokens of 3 to 64 bytes, on their UTF-8 bytes,
 * where any byte outside a-z counts as a consonant.
 */

const TOKEN = /[\p{L}\p{N}\p{Co}][\p{L}\p{N}\p{Co}\u0300-\u036f]*/gu;
const ASCII = /^[^\u0080-\uffff]*$/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const MIN_STEMMED_BYTES = 3;
const MAX_STEMMED_BYTES = 64;

/** The index's words of `text`, in order: lower case, without diacritics, stemmed. */
export function searchTokens(text: string): string[] {
  const ascii = ASCII.test(text);
  const words = (ascii ? text.toLowerCase() : foldText(text)).match(TOKEN) ?? [];
  return words.map(stemOf);
}

/**
 * Lower case without diacritics, as unicode61 with remove_diacritics 2 folds non-ASCII text: one
 * character at a time (so a final sigma is a plain one), and only a Latin letter loses its accents.
 */
function foldText(text: string): string {
  let folded = "";
  for (const character of text) folded += character < "\x80" ? character.toLowerCase() : foldCharacter(character);
  return folded;
}

const foldedCharacters = new Map<string, string>();

function foldCharacter(character: string): string {
  let folded = foldedCharacters.get(character);
  if (folded === undefined) {
    const lower = character.toLowerCase();
    const base = lower.normalize("NFD").replace(COMBINING_MARKS, "");
    folded = /^[a-z]$/.test(base) ? base : base === "" ? "" : lower;
    if (foldedCharacters.size < 10_000) foldedCharacters.set(character, folded);
  }
  return folded;
}

const stems = new Map<string, string>();
const MAX_KEPT_STEMS = 50_000;

/** A folded word's stem, kept: a board's vocabulary is small and its words recur. */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = porterStem(word);
    if (stems.size >= MAX_KEPT_STEMS) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/** Porter's stemmer as SQLite applies it: on the word's UTF-8 bytes, one character a byte. */
export function porterStem(word: string): string {
  const bytes = ASCII.test(word) ? word : Buffer.from(word, "utf8").toString("latin1");
  if (bytes.length < MIN_STEMMED_BYTES || bytes.length > MAX_STEMMED_BYTES) return word;
  const stemmed = stemBytes(bytes);
  return bytes === word ? stemmed : Buffer.from(stemmed, "latin1").toString("utf8");
}

/**
 * The steps in SQLite's order. Where two suffixes of one step could both match (step 4's "ement",
 * "ment" and "ent"), the longer is listed first, as SQLite tries them.
 */
function stemBytes(word: string): string {
  let w = word;

  // Step 1a: plurals.
  if (w.endsWith("s")) {
    if ((w.length > 4 && w.endsWith("sses")) || (w.length > 3 && w.endsWith("ies"))) w = w.slice(0, -2);
    else if (!w.endsWith("ss")) w = w.slice(0, -1);
  }

  // Step 1b: -eed, -ed, -ing.
  let removedEdOrIng = false;
  if (w.length > 3 && w.endsWith("eed")) {
    if (mGt0(w.slice(0, -3))) w = w.slice(0, -1);
  } else if (w.length > 2 && w.endsWith("ed")) {
    if (hasVowel(w.slice(0, -2))) [w, removedEdOrIng] = [w.slice(0, -2), true];
  } else if (w.length > 3 && w.endsWith("ing")) {
    if (hasVowel(w.slice(0, -3))) [w, removedEdOrIng] = [w.slice(0, -3), true];
  }
  if (removedEdOrIng) {
    if (w.length > 2 && (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz"))) w += "e";
    else {
      const last = w[w.length - 1];
      const doubled = w.length > 1 && last === w[w.length - 2] && !isVowelAt(w, w.length - 1, false) && !"lsz".includes(last);
      if (doubled) w = w.slice(0, -1);
      else if (measure(w) === 1 && endsCvc(w)) w += "e";
    }
  }

  // Step 1c: y to i after a vowel.
  if (w.endsWith("y") && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;

  w = replaceSuffix(w, STEP_2);
  w = replaceSuffix(w, STEP_3);
  w = replaceSuffix(w, STEP_4);

  // Step 5a: a final e.
  if (w.endsWith("e")) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  // Step 5b: a final double l.
  if (w.length > 1 && w.endsWith("ll") && mGt1(w.slice(0, -1))) w = w.slice(0, -1);
  return w;
}

const isVowelAt = (w: string, i: number, yIsVowel: boolean) => {
  const c = w[i];
  return c === "a" || c === "e" || c === "i" || c === "o" || c === "u" || (yIsVowel && c === "y");
};

/** Whether each letter of `w` is a consonant: y is one at the start and after a vowel. */
function consonants(w: string, afterConsonant = false): boolean[] {
  const result: boolean[] = [];
  let previous = afterConsonant;
  for (let i = 0; i < w.length; i++) result.push((previous = !isVowelAt(w, i, previous)));
  return result;
}

/** m, the number of vowel-consonant sequences in `w` ([C](VC){m}[V]). */
function measure(w: string): number {
  let m = 0;
  let seenVowel = false;
  for (const consonant of consonants(w)) {
    if (!consonant) seenVowel = true;
    else if (seenVowel) {
      m++;
      seenVowel = false;
    }
  }
  return m;
}

/** *v*: the stem holds a vowel; as in SQLite, any y but a first one counts as a vowel here. */
function hasVowel(w: string): boolean {
  for (let i = 0; i < w.length; i++) if (isVowelAt(w, i, i > 0)) return true;
  return false;
}

/** *o: the stem ends consonant-vowel-consonant, the last not w, x or y. */
function endsCvc(w: string): boolean {
  if (w.length < 3 || "wxy".includes(w[w.length - 1])) return false;
  const c = consonants(w);
  const n = c.length;
  return c[n - 3] && !c[n - 2] && c[n - 1];
}

type Condition = (stem: string) => boolean;
const mGt0: Condition = (stem) => measure(stem) > 0;
const mGt1: Condition = (stem) => measure(stem) > 1;

/**
 * Replaces the first listed suffix that the word ends with (and is longer than), when the rest
 * meets the condition; the rules after a matching suffix are not tried, whether or not it applied.
 */
function replaceSuffix(w: string, rules: readonly (readonly [string, string, Condition])[]): string {
  for (const [suffix, replacement, condition] of rules) {
    if (w.length > suffix.length && w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      return condition(stem) ? stem + replacement : w;
    }
  }
  return w;
}

const STEP_2 = (
  [
    ["ational", "ate"],
    ["tional", "tion"],
    ["enci", "ence"],
    ["anci", "ance"],
    ["izer", "ize"],
    ["logi", "log"],
    ["bli", "ble"],
    ["alli", "al"],
    ["entli", "ent"],
    ["eli", "e"],
    ["ousli", "ous"],
    ["ization", "ize"],
    ["ation", "ate"],
    ["ator", "ate"],
    ["alism", "al"],
    ["iveness", "ive"],
    ["fulness", "ful"],
    ["ousness", "ous"],
    ["aliti", "al"],
    ["iviti", "ive"],
    ["biliti", "ble"],
  ] as const
).map(([suffix, replacement]) => [suffix, replacement, mGt0] as const);

const STEP_3 = (
  [
    ["icate", "ic"],
    ["ative", ""],
    ["alize", "al"],
    ["iciti", "ic"],
    ["ical", "ic"],
    ["ful", ""],
    ["ness", ""],
  ] as const
).map(([suffix, replacement]) => [suffix, replacement, mGt0] as const);

const STEP_4 = [
  ...["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent"].map((suffix) => [suffix, "", mGt1] as const),
  ["ion", "", (stem: string) => /[st]$/.test(stem) && mGt1(stem)] as const,
  ...["ou", "ism", "ate", "iti", "ous", "ive", "ize"].map((suffix) => [suffix, "", mGt1] as const),
];
