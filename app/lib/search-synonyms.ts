/**
 * The profession's abbreviations and what they stand for (search-abbreviations.json, reviewed as
 * docs/search.md, "Abbreviations", says): a search for either form finds jobs that write the other,
 * and both searches find the same jobs in the same order. A form is a word, or words in a row, lower
 * case, as the search reads a query; words joined by "&" ("gd&t") are one term of the query, matched
 * as its words in a row. An abbreviation that is also an everyday word or a state's code ("me",
 * "pa") is `oneWay`: a search for it finds the spelled-out words, but the spelled-out words do not
 * find every text that holds it. The index stems words ("manager" and "management" are one), so one
 * form of a phrase covers its variants.
 */
import abbreviations from "./search-abbreviations.json";

export interface Abbreviation {
  short: string;
  long: string;
  /** Why the spelled-out words do not find the abbreviation, if they do not. */
  oneWay?: string;
}

export const ABBREVIATIONS: readonly Abbreviation[] = abbreviations;

/** Each abbreviation's forms as the query's terms they match ("gd&t" is one). */
const groups = ABBREVIATIONS.map(({ short, long, oneWay }) => ({
  short: short.split(" "),
  long: long.split(" "),
  oneWay: oneWay !== undefined,
}));

/** A query term's words: "gd&t" is "gd", "t". */
const wordsOf = (terms: string[]) => terms.flatMap((term) => term.split("&"));

/**
 * One form of a keyword: words that must stand in a row (`phrase`), or words that need only be
 * there: a spelled-out abbreviation ("mechanical engineer" still finds a Mechanical Design Engineer).
 */
export interface KeywordForm {
  words: string[];
  phrase: boolean;
}

/** One keyword of a query: a word, or an abbreviation's forms, any of which matches. */
export interface Keyword {
  forms: KeywordForm[];
  /** The keyword as an FTS5 expression: its forms quoted, OR between them. */
  expression: string;
}

const quotedWords = (words: string[]) => words.map((word) => `"${word}"`);

/**
 * The terms a form is scored by: a phrase (or one word) is one term; words that need only be there
 * are a term each.
 */
export function formTerms({ words, phrase }: KeywordForm): string[][] {
  return phrase || words.length === 1 ? [words] : words.map((word) => [word]);
}

function formExpression({ words, phrase }: KeywordForm): string {
  return phrase || words.length === 1 ? `"${words.join(" ")}"` : `(${quotedWords(words).join(" AND ")})`;
}

/** Words that tie a name together: spelled out with one, an abbreviation is matched as a phrase ("engineer in training"). */
const JOINING_WORDS = new Set(["and", "in", "of", "for"]);

/**
 * An abbreviation as one keyword, whichever form was typed: the abbreviation, and its words
 * spelled out, which need only be there unless a joining word ties them.
 */
function abbreviationKeyword(group: (typeof groups)[number]): Keyword {
  const forms = [
    { words: wordsOf(group.short), phrase: true },
    { words: wordsOf(group.long), phrase: group.long.some((word) => JOINING_WORDS.has(word)) },
  ];
  return { forms, expression: `(${forms.map(formExpression).join(" OR ")})` };
}

/** Where a query holds an abbreviation or its words: the group, at which word, how many words, and which form was typed. */
interface FoundForm {
  group: (typeof groups)[number];
  at: number;
  length: number;
  typed: "short" | "long";
}

/** The abbreviations a query's words hold, left to right, the longest form at each place (a one-way group's words not). */
function foundForms(words: string[]): (FoundForm | undefined)[] {
  const found: (FoundForm | undefined)[] = [];
  for (let at = 0; at < words.length;) {
    let longest: FoundForm | undefined;
    for (const group of groups) {
      for (const typed of ["short", "long"] as const) {
        if (typed === "long" && group.oneWay) continue;
        const form = group[typed];
        const fits = form.every((word, offset) => words[at + offset] === word);
        if (fits && form.length > (longest?.length ?? 0)) longest = { group, at, length: form.length, typed };
      }
    }
    found.push(longest);
    at += longest?.length ?? 1;
  }
  return found;
}

/** Whether a query word is one of the table's forms (an abbreviation the search expands, not a misspelling). */
export function isSynonymForm(word: string): boolean {
  return groups.some((group) => [group.short, group.long].some((form) => form.length === 1 && form[0] === word));
}

/**
 * A query's words (lower case, as the search reads them) as keywords: a word, or an abbreviation
 * where the words hold one of its forms. Nothing of the query reaches FTS5 unquoted: OR, AND and the
 * parentheses are the table's. A keyword repeated counts once.
 */
export function queryKeywords(words: string[]): Keyword[] {
  const keywords = new Map<string, Keyword>();
  let at = 0;
  for (const found of foundForms(words)) {
    const keyword = found
      ? abbreviationKeyword(found.group)
      : { forms: [{ words: wordsOf([words[at]]), phrase: true }], expression: `"${wordsOf([words[at]]).join(" ")}"` };
    if (!keywords.has(keyword.expression)) keywords.set(keyword.expression, keyword);
    at += found?.length ?? 1;
  }
  return [...keywords.values()];
}

/** A query's keywords as FTS5 expressions. */
export function searchUnits(words: string[]): string[] {
  return queryKeywords(words).map((keyword) => keyword.expression);
}

/** An abbreviation as a page shows it: "QA", "GD&T". */
const shown = (form: string[]) => form.join(" ").toUpperCase();

/**
 * What /jobs says of a query it widened: an abbreviation typed is spelled out ("Showing results for
 * quality assurance engineer"), and words spelled out are shortened ("Also showing results for QA
 * engineer"); null when the query holds neither.
 */
export function expandedQuery(words: string[]): { spelledOut: string } | { abbreviated: string } | null {
  const found = foundForms(words);
  if (!found.some(Boolean)) return null;
  const typedShort = found.some((form) => form?.typed === "short");
  let at = 0;
  const parts = found.map((form) => {
    const part = form
      ? typedShort
        ? form.typed === "short"
          ? form.group.long.join(" ")
          : words.slice(at, at + form.length).join(" ")
        : shown(form.group.short)
      : words[at];
    at += form?.length ?? 1;
    return part;
  });
  return typedShort ? { spelledOut: parts.join(" ") } : { abbreviated: parts.join(" ") };
}
