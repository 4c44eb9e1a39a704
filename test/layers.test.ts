// The layers of docs/architecture.md#the-layers hold: the lint refuses an import that crosses one
// the wrong way (eslint.config.js, LAYER_RULES), and no module imports itself back through
// others, type-only imports included (the lint's import-x/no-cycle skips those).
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE_FOLDERS = ["app", "server", "db", "scripts"];
const FIXTURE = "layer-fixture";

// ESLint loads its plugins and the TypeScript resolver on the first file: seconds on a busy machine.
describe("the lint", { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: ROOT });
  // The code is linted as if it were a file named FIXTURE in the folder given (no such file exists).
  const layerErrors = async (folder: string, code: string, extension = ".ts") => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, folder, FIXTURE + extension) });
    return result.messages.filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message);
  };

  it.each([
    ["db/ imports app/", "db", 'import { DISCIPLINES } from "../app/lib/jobs";\nexport const all = DISCIPLINES;\n'],
    ["app/lib imports content", "app/lib", 'import { MARKETING_PAGES } from "~/content/pages";\nexport const all = MARKETING_PAGES;\n'],
    ["app/lib imports a server module", "app/lib", 'import { db } from "~/server/db.server";\nexport const handle = db;\n'],
    [
      "a component imports a route",
      "app/components",
      'import type { loader } from "~/routes/jobs._index";\nexport type Data = typeof loader;\n',
    ],
    ["app/server imports a route", "app/server", 'import { loader } from "~/routes/jobs._index";\nexport const load = loader;\n'],
    [
      "app code reads a constant from a migration",
      "app/server",
      'import * as migration from "../../db/migrations/0001-companies-and-jobs";\nexport const step = migration;\n',
    ],
    ["the server imports a test", "server", 'import { createJob } from "../test/factories";\nexport const make = createJob;\n'],
  ])("fails when %s", async (_, folder, code) => {
    expect(await layerErrors(folder, code)).toHaveLength(1);
  });

  it("passes imports that go down the layers", async () => {
    expect(await layerErrors("app/server", 'import { DISCIPLINES } from "~/lib/jobs";\nexport const all = DISCIPLINES;\n')).toEqual([]);
    expect(await layerErrors("db/cli", 'import { config } from "../../app/server/config.server";\nexport const c = config;\n')).toEqual([]);
  });
});

/** Every source file's imports of other source files, type-only ones included. */
function importGraph(): Map<string, string[]> {
  const files = SOURCE_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith(".d.ts"))
      .map((file) => path.join(folder, file)),
  );
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith("~/")
      ? path.join("app", specifier.slice(2))
      : specifier.startsWith(".")
        ? path.join(path.dirname(from), specifier)
        : undefined;
    if (base === undefined) return undefined;
    const stem = base.replace(/\.(js|mjs)$/, "");
    return [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, path.join(stem, "index.ts")].find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(ROOT, file), "utf8"), true, true);
      const targets = importedFiles.map((imported) => resolve(file, imported.fileName)).filter((target) => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The cycles of a graph, one path each (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("the import graph", () => {
  it("has no cycles, type-only imports included", () => {
    expect(cycles(importGraph())).toEqual([]);
  });

  it("is read whole: the graph finds a cycle when there is one", () => {
    const graph = importGraph();
    expect(graph.get("app/root.tsx")).toContain("app/root.server.ts");
    expect(cycles(new Map([...graph, ["app/root.server.ts", [...graph.get("app/root.server.ts")!, "app/root.tsx"]]]))).toHaveLength(1);
  });
});
