// The site as it was before issue 17's work, built from its commit and served beside today's in
// the same run, so that the stream of distinct searches is compared on the same machine at the
// same moment: a shared machine's CPU time moves too much between runs for a figure kept from
// another day to be the yardstick.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startProductionServer } from "../scripts/production-server.mjs";

/** The last commit before issue 17's work. */
export const BASELINE_COMMIT = "73d53c5";

const projectDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Today's node_modules for the old tree, less today's patches (patches/): each patched package is
 * a copy with its patch taken back out, every other one a link. The server then runs with
 * --preserve-symlinks, so that a linked package finds the unpatched copy beside it.
 */
function unpatchedModules(tree: string) {
  const modules = path.join(projectDir, "node_modules");
  const patches = fs.readdirSync(path.join(projectDir, "patches")).filter((file) => file.endsWith(".patch"));
  // "@remix-run+router+1.23.3.patch" patches @remix-run/router.
  const patched = new Map(patches.map((file) => [file.replace(/\+[^+]+\.patch$/, "").replace("+", "/"), file]));
  const place = (name: string) => {
    const target = path.join(tree, "node_modules", name);
    if (!patched.has(name)) return fs.symlinkSync(path.join(modules, name), target);
    fs.cpSync(path.join(modules, name), target, { recursive: true });
    execFileSync("git", ["apply", "--reverse", path.join(projectDir, "patches", patched.get(name)!)], { cwd: tree });
  };
  fs.mkdirSync(path.join(tree, "node_modules"));
  for (const entry of fs.readdirSync(modules)) {
    if (!entry.startsWith("@")) {
      place(entry);
      continue;
    }
    fs.mkdirSync(path.join(tree, "node_modules", entry));
    for (const scoped of fs.readdirSync(path.join(modules, entry))) place(`${entry}/${scoped}`);
  }
}

/**
 * Builds `commit` (BASELINE_COMMIT unless told) in `dir`, fills a board of `jobs` jobs with its own
 * generator, and starts its production server on `port` (one worker per CPU, as today's).
 */
export async function startBaseline(dir: string, port: number, jobs: number, commit = BASELINE_COMMIT) {
  const tree = path.join(dir, "baseline");
  try {
    execFileSync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: projectDir, stdio: "ignore" });
  } catch {
    throw new Error(`The benchmark compares with commit ${commit}, which this clone does not have (a shallow clone?)`);
  }
  execFileSync("git", ["worktree", "add", "--detach", tree, commit], { cwd: projectDir, stdio: "ignore" });
  unpatchedModules(tree);
  execFileSync("npm", ["run", "build"], { cwd: tree, stdio: "ignore" });
  const databasePath = path.join(dir, "baseline.db");
  execFileSync("npx", ["tsx", "db/cli/generate-jobs.ts", String(jobs)], {
    cwd: tree,
    env: { ...process.env, DATABASE_PATH: databasePath },
    stdio: "ignore",
  });
  const server = await startProductionServer({
    port,
    databasePath,
    uploadsDir: path.join(dir, "uploads-baseline"),
    cwd: tree,
    nodeOptions: ["--preserve-symlinks"],
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { ...server, remove: () => removeBaseline(dir) };
}

/** Takes the old tree away again (git's record of it too). */
export function removeBaseline(dir: string) {
  const tree = path.join(dir, "baseline");
  if (fs.existsSync(tree)) execFileSync("git", ["worktree", "remove", "--force", tree], { cwd: projectDir, stdio: "ignore" });
  execFileSync("git", ["worktree", "prune"], { cwd: projectDir, stdio: "ignore" });
}
