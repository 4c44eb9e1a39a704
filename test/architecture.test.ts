import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The claims of docs/architecture.md that a test can hold, read from the files as they are (no
// TypeScript program: plain reads, so this stays fast). Each check is a function of what it reads,
// so that it can be shown to fail on a made-up tree.

const ARCHITECTURE = "docs/architecture.md";
const SEARCH = "docs/search.md";
const CODE = /\.(ts|tsx|js|mjs)$/;
const MAX_LINES = 500;

function filesIn(folder: string, pattern = CODE): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.posix.join(folder, entry.name));
}

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(file) : CODE.test(entry.name) ? [file] : [];
  });
}

const read = (file: string) => fs.readFileSync(file, "utf8");

/**
 * The rows of a markdown table whose first cell names `folder` (`app/lib/`) or a file right in it,
 * put together: where the doc says what a folder holds.
 */
function rowsAbout(doc: string, folder: string): string {
  return doc
    .split("\n")
    .filter((line) => {
      const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? "";
      return [...firstCell.matchAll(/`([^`]+)`/g)].some(
        ([, item]) => item === folder || (item.startsWith(folder) && !item.slice(folder.length).includes("/")),
      );
    })
    .join("\n");
}

/** The files whose name the text does not give as a name of its own (`jobs.ts`, not inside `saved-jobs.ts`). */
function unnamed(files: string[], text: string): string[] {
  return files.filter((file) => {
    const name = path.posix.basename(file).replace(/[.$]/g, "\\$&");
    return !new RegExp(`(?<![\\w.$-])${name}(?![\\w.-])`).test(text);
  });
}

/** Code files over the limit, but the marketing copy of app/content/. */
function tooLong(files: { file: string; lines: number }[]): string[] {
  return files.filter(({ file, lines }) => lines > MAX_LINES && !file.startsWith("app/content/")).map(({ file }) => file);
}

/** The modules a file imports, statically or with `import()`, as paths from the root (extension dropped). */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)["']([^"']+)["']/gm)].map((match) => match[1]);
  return specifiers
    .filter((specifier) => specifier.startsWith(".") || specifier.startsWith("~/"))
    .map((specifier) =>
      specifier.startsWith("~/") ? path.posix.join("app", specifier.slice(2)) : path.posix.join(path.posix.dirname(file), specifier),
    );
}

/** The components no route, component or other module of app/ imports. */
function deadComponents(components: string[], sources: { file: string; text: string }[]): string[] {
  const imported = new Set(
    sources.flatMap(({ file, text }) => importsOf(file, text).filter((target) => target !== file.replace(CODE, ""))),
  );
  return components.filter((component) => !imported.has(component.replace(CODE, "")));
}

/**
 * A route's `export const loader = x` / `action = x` that takes a function whole from somewhere the
 * doc does not allow: it must be defined in the route, imported from a `.server` module beside it
 * (the root: app/root.server.ts), or, for an action, `methodNotAllowed` from http.server.ts.
 * `export { loader } from "…"` counts too.
 */
function loadersTakenFromElsewhere(route: string, text: string): string[] {
  const wrong: string[] = [];
  const importedFrom = new Map<string, string>();
  for (const [, names, from] of text.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm)) {
    for (const name of names.split(",")) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) importedFrom.set(local, from);
    }
  }
  const besideServerModule = (from: string) => /^\.\/[^/]+\.server$/.test(from);
  for (const [, kind, name] of text.matchAll(/^export\s+const\s+(loader|action)\s*=\s*([\w$]+)\s*;/gm)) {
    const from = importedFrom.get(name);
    if (from === undefined || besideServerModule(from)) continue;
    if (kind === "action" && name === "methodNotAllowed" && from === "~/server/http.server") continue;
    wrong.push(`${route}: ${kind} = ${name} from ${from}`);
  }
  for (const [, names, from] of text.matchAll(/^export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm)) {
    if (/\b(loader|action)\b/.test(names) && !besideServerModule(from)) wrong.push(`${route}: export { ${names.trim()} } from ${from}`);
  }
  return wrong;
}

/** Page sizes declared as constants (`const X_PAGE_SIZE = 20`), as file: name. */
function pageSizeConstants(sources: { file: string; text: string }[]): string[] {
  return sources
    .flatMap(({ file, text }) => [...text.matchAll(/\bconst\s+(\w*PAGE_SIZE)\s*=/g)].map((match) => `${file}: ${match[1]}`))
    .sort();
}

describe("docs/architecture.md", () => {
  const doc = read(ARCHITECTURE);

  it("names every module of app/server/, app/lib/, server/, db/, db/values/, db/cli/ and the routes' .server modules in its folder's row", () => {
    // A folder's modules, and the folder whose row names them (db/values/ is part of db/'s row).
    const folders = [
      ["app/server/", "app/server/"],
      ["app/lib/", "app/lib/"],
      ["server/", "server/"],
      ["db/", "db/"],
      ["db/values/", "db/"],
      ["db/cli/", "db/cli/"],
    ];
    const missing = folders.flatMap(([folder, row]) => unnamed(filesIn(folder.replace(/\/$/, "")), rowsAbout(doc, row)));
    const routeServerModules = filesIn("app/routes").filter((file) => file.includes(".server."));
    missing.push(...unnamed(routeServerModules, rowsAbout(doc, "app/routes/*.server.ts")));
    expect(missing).toEqual([]);
  });

  it("leaves search's files to docs/search.md, which names each", () => {
    expect(rowsAbout(doc, "app/server/search/")).toContain("search.md");
    expect(unnamed(filesIn("app/server/search"), read(SEARCH))).toEqual([]);
  });

  it("holds: no code file in app/ or server/ is over 500 lines, the marketing copy aside", () => {
    expect(doc).toContain("No code file in `app/` or `server/` over 500 lines");
    const files = [...filesUnder("app"), ...filesUnder("server")].map((file) => ({ file, lines: read(file).split("\n").length }));
    expect(tooLong(files)).toEqual([]);
  });

  it("holds: every component is rendered by a route or another component", () => {
    const sources = filesUnder("app").map((file) => ({ file, text: read(file) }));
    expect(deadComponents(filesIn("app/components"), sources)).toEqual([]);
  });

  it("holds: routes define their loaders and actions, or take them from a .server module beside them", () => {
    const routes = [...filesIn("app/routes").filter((file) => !file.includes(".server.")), "app/root.tsx"];
    expect(routes.flatMap((route) => loadersTakenFromElsewhere(route, read(route)))).toEqual([]);
    expect(doc).toContain("No route takes a loader or action whole from any other module");
  });

  it("holds: each page size is declared once, where the doc says", () => {
    const sources = [...filesUnder("app"), ...filesUnder("server")].map((file) => ({ file, text: read(file) }));
    expect(pageSizeConstants(sources)).toEqual([
      "app/lib/job-search.ts: JOBS_PAGE_SIZE",
      "app/routes/employers.tsx: COMPANIES_PAGE_SIZE",
      "app/server/http.server.ts: DEFAULT_API_PAGE_SIZE",
      "app/server/http.server.ts: LIST_PAGE_SIZE",
      "app/server/http.server.ts: MAX_API_PAGE_SIZE",
    ]);
    for (const name of ["LIST_PAGE_SIZE", "JOBS_PAGE_SIZE", "COMPANIES_PAGE_SIZE"]) expect(doc).toContain(name);
  });
});

describe("the checks themselves", () => {
  // Made-up files, named without their extension in this text so that test/references.test.ts
  // does not take them for paths the repository should have.
  const tsx = (name: string) => `${name}.tsx`;

  it("find a module the doc does not name, a long file, a dead component, a loader taken from a data module, a page size declared again", () => {
    expect(unnamed(["app/lib/jobs.ts", "app/lib/saved-jobs.ts"], "| `app/lib/` | `saved-jobs.ts` |")).toEqual(["app/lib/jobs.ts"]);
    expect(rowsAbout("| `db/` | `seed.ts` |\n| `db/cli/` | `backup.ts` |", "db/")).not.toContain("backup.ts");
    expect(
      tooLong([
        { file: tsx("server/new"), lines: 501 },
        { file: "app/content/engineering-pages.ts", lines: 1200 },
      ]),
    ).toEqual([tsx("server/new")]);
    expect(
      deadComponents(
        [tsx("app/components/a"), tsx("app/components/b"), tsx("app/components/c")],
        [
          { file: tsx("app/routes/x"), text: 'import { A } from "~/components/a";' },
          { file: tsx("app/components/a"), text: 'const B = lazy(() => import("./b"));' },
          { file: tsx("app/components/c"), text: 'import { C } from "./c";' },
        ],
      ),
    ).toEqual([tsx("app/components/c")]);
    expect(
      loadersTakenFromElsewhere(
        tsx("app/routes/x"),
        'import { jobLoader } from "~/server/jobs.server";\nimport { methodNotAllowed } from "~/server/http.server";\nexport const loader = jobLoader;\nexport const action = methodNotAllowed;\n',
      ),
    ).toEqual([`${tsx("app/routes/x")}: loader = jobLoader from ~/server/jobs.server`]);
    expect(loadersTakenFromElsewhere(tsx("app/routes/x"), 'export { loader } from "~/server/jobs.server";\n')).toHaveLength(1);
    expect(
      loadersTakenFromElsewhere(tsx("app/routes/x"), 'import { xLoader } from "./x.server";\nexport const loader = xLoader;\n'),
    ).toEqual([]);
    expect(pageSizeConstants([{ file: "app/routes/saved-jobs.tsx", text: "const PAGE_SIZE = 20;" }])).toEqual([
      "app/routes/saved-jobs.tsx: PAGE_SIZE",
    ]);
  });
});
