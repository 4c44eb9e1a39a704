// The second half of `npm run build` (after remix build): bundles the server, server/index.ts, to
// build/server.js, and the database tools, db/cli/<name>.ts, to build/cli/<name>.js. They run
// with plain node, so the production image needs no TypeScript. npm packages are left as imports
// (node_modules has them); the Remix build, build/index.js, is loaded by the server at run time.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

// The operators' tools. seed and generate-jobs make sample data: they stay development tools
// (npm run db:seed, db:generate), so the production image cannot invent data.
const SAMPLE_DATA_SCRIPTS = ["seed.ts", "generate-jobs.ts"];
const scripts = fs.readdirSync("db/cli").filter((name) => name.endsWith(".ts") && !SAMPLE_DATA_SCRIPTS.includes(name));

fs.rmSync("build/cli", { recursive: true, force: true }); // no tool left over from an older build

await build({
  entryPoints: [
    { in: "server/index.ts", out: "server" },
    ...scripts.map((name) => ({ in: path.join("db/cli", name), out: path.join("cli", path.basename(name, ".ts")) })),
  ],
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "info",
});
