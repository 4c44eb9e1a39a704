/**
 * The abbreviations the profession writes and searches by, each with what it stands for: a
 * search for either form finds jobs that use the other (docs/product.md, "Search"). A form is a
 * word, or words in a row, lower case, as the search reads a query; words joined by "&" ("gd&t")
 * are one term of the query, matched as its words in a row. The index stems words ("manager" and
 * "management" are one), so one form of a phrase covers its variants.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["pe", "professional engineer"],
  ["eit", "engineer in training"],
  ["ee", "electrical engineer"],
  ["me", "mechanical engineer"],
  ["swe", "software engineer"],
  ["sre", "site reliability engineer"],
  ["qa", "quality assurance"],
  ["qc", "quality control"],
  ["pm", "project manager"],
  ["pmp", "project management professional"],
  ["bim", "building information modeling"],
  ["cad", "computer aided design"],
  ["fea", "finite element analysis"],
  ["cfd", "computational fluid dynamics"],
  ["hvac", "heating ventilation"],
  ["plc", "programmable logic controller"],
  ["np", "nurse practitioner"],
  ["pa", "physician assistant"],
  ["rn", "registered nurse"],
  ["lpn", "licensed practical nurse"],
  ["crna", "certified registered nurse anesthetist"],
  ["gd&t", "geometric dimensioning and tolerancing"],
  ["r&d", "research and development"],
  ["p&id", "piping and instrumentation diagram"],
];

/** Each group's forms as the query's terms they match ("gd&t" is one). */
const groups = SYNONYM_GROUPS.map((forms) => forms.map((form) => form.split(" ")));

/** A query term's words: "gd&t" is "gd", "t". */
const wordsOf = (terms: string[]) => terms.flatMap((term) => term.split("&"));

/**
 * One form of a keyword: words that must stand in a row (`phrase`), or, for the words the user
 * typed when they spell out an abbreviation, words that need only be there ("mechanical engineer"
 * still finds a Mechanical Design Engineer).
 */
export interface KeywordForm {
  words: string[];
  phrase: boolean;
}

/** One keyword of a query: a word, or a group of the table's forms, any of which matches. */
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

/** A group found in a query as its form `typed`: the typed form as written, the others (and "gd&t") as phrases. */
function groupKeyword(forms: string[][], typed: number): Keyword {
  const keywordForms = forms.map((terms, index) => ({
    words: wordsOf(terms),
    phrase: index !== typed || terms.some((term) => term.includes("&")),
  }));
  return { forms: keywordForms, expression: `(${keywordForms.map(formExpression).join(" OR ")})` };
}

/** Whether a query word is one of the table's forms (an abbreviation the search expands, not a misspelling). */
export function isSynonymForm(word: string): boolean {
  return groups.some((forms) => forms.some((form) => form.length === 1 && form[0] === word));
}

/**
 * A query's words (lower case, as the search reads them) as keywords: a word, or a whole group
 * where the words hold one of its forms (the longest form at each place). Nothing of the query
 * reaches FTS5 unquoted: OR, AND and the parentheses are the table's. A keyword repeated counts once.
 */
export function queryKeywords(words: string[]): Keyword[] {
  const keywords = new Map<string, Keyword>();
  for (let at = 0; at < words.length;) {
    let longest: { keyword: Keyword; length: number } | undefined;
    for (const forms of groups) {
      forms.forEach((form, index) => {
        const fits = form.every((word, offset) => words[at + offset] === word);
        if (fits && form.length > (longest?.length ?? 0)) longest = { keyword: groupKeyword(forms, index), length: form.length };
      });
    }
    const keyword = longest?.keyword ?? {
      forms: [{ words: wordsOf([words[at]]), phrase: true }],
      expression: `"${wordsOf([words[at]]).join(" ")}"`,
    };
    if (!keywords.has(keyword.expression)) keywords.set(keyword.expression, keyword);
    at += longest?.length ?? 1;
  }
  return [...keywords.values()];
}

/** A query's keywords as FTS5 expressions. */
export function searchUnits(words: string[]): string[] {
  return queryKeywords(words).map((keyword) => keyword.expression);
}
