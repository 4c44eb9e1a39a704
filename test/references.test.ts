import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";

// Comments and docs point only inside the repository: every path they name exists, every
// docs/*.md#anchor is a heading there, and nothing cites a document the repository does not have.

const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|js|md|css)$/.test(file) && !file.startsWith("bench/RESULTS") && fs.existsSync(file));

const PATH =
  /(?<![\w/.-])((?:app|db|docs|server|test|e2e|scripts|bench|public)\/[\w.$/-]*\w\.(?:tsx|ts|mjs|json|js|md|css))(?![\w])(#[\w-]+)?/g;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string) {
  return heading
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s/g, "-");
}

/**
 * A file's text as its readers see it. A migration's SQL is what databases ran, kept byte for
 * byte (test/migrations.test.ts): the comments inside it may name files of their time.
 */
function readable(file: string) {
  const text = fs.readFileSync(file, "utf8");
  return file.startsWith("db/migrations/") ? text.replace(/export const sql = \/\* sql \*\/ `[\s\S]*?`;/, "") : text;
}

function anchorsIn(file: string) {
  const headings = fs.readFileSync(file, "utf8").match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ""))));
}

describe("references in code and docs", () => {
  it("name only files the repository has, and headings those files have", () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const [, target, anchor] of readable(file).matchAll(PATH)) {
        // Generated at build time, or a pattern rather than a path.
        if (target.startsWith("public/build/") || target.includes("*") || target.includes("NNN")) continue;
        if (!fs.existsSync(target)) broken.push(`${file}: ${target}`);
        else if (anchor && target.endsWith(".md") && !anchorsIn(target).has(anchor.slice(1))) {
          broken.push(`${file}: ${target}${anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("never cite documents from outside the repository", () => {
    // Citations of the original brief by name, section or file, and the path to it, written in
    // pieces so that this file does not match itself. (An "e2e spec" is Playwright's word: fine.)
    const SPEC = "sp" + "ec";
    const outside = new RegExp(
      [`the ${SPEC}\\b`, `\\b${SPEC} sections?\\b`, `(?<![\\w$])\\(${SPEC}[:, ]`, `${"DESIGN"}\\.md`, `\\.\\./${"shared"}`].join("|"),
      "i",
    );
    const citing = files.filter((file) => outside.test(fs.readFileSync(file, "utf8"))).sort();
    expect(citing).toEqual([]);
  });
});
