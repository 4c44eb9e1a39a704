/**
 * The abbreviations the profession writes and searches by, each with what it stands for: a
 * search for either form finds jobs that use the other (docs/product.md, "Search"). A form is a
 * word, or words in a row, lower case, as the search reads a query. The index stems words
 * ("manager" and "management" are one), so one form of a phrase covers its variants.
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
];

const groups = SYNONYM_GROUPS.map((forms) => forms.map((form) => form.split(" ")));

/**
 * A group as one FTS5 expression, found in a query as its form `typed`: any of its forms. The
 * other forms are phrases (an abbreviation stands for those words in a row); the typed words
 * only need to be there, as they would without the table ("mechanical engineer" still finds a
 * Mechanical Design Engineer).
 */
function groupExpression(forms: string[][], typed: number): string {
  const alternatives = forms.map((form, index) =>
    index === typed && form.length > 1 ? `(${form.map((word) => `"${word}"`).join(" AND ")})` : `"${form.join(" ")}"`,
  );
  return `(${alternatives.join(" OR ")})`;
}

/** Whether a query word is one of the table's forms (an abbreviation the search expands, not a misspelling). */
export function isSynonymForm(word: string): boolean {
  return groups.some((forms) => forms.some((form) => form.length === 1 && form[0] === word));
}

/**
 * A query's words (lower case, as the search reads them) as FTS5 expressions, one a unit: a
 * quoted word, or a whole group where the words hold one of its forms (the longest form at each
 * place). Nothing of the query reaches FTS5 unquoted: OR, AND and the parentheses are the table's.
 */
export function searchUnits(words: string[]): string[] {
  const units: string[] = [];
  for (let at = 0; at < words.length;) {
    let longest: { expression: string; length: number } | undefined;
    for (const forms of groups) {
      forms.forEach((form, index) => {
        const fits = form.every((word, offset) => words[at + offset] === word);
        if (fits && form.length > (longest?.length ?? 0)) longest = { expression: groupExpression(forms, index), length: form.length };
      });
    }
    units.push(longest?.expression ?? `"${words[at]}"`);
    at += longest?.length ?? 1;
  }
  return [...new Set(units)];
}
