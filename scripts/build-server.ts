// The second half of `npm run build` (after remix build): bundles the server, server/index.ts, to
// build/server.js, and each database script, db/cli/<name>.ts, to build/cli/<name>.js. They run
// with plain node, so the production image needs no TypeScript. npm packages are left as imports
// (node_modules has them); the Remix build, build/index.js, is loaded by the server at run time.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const scripts = fs.readdirSync("db/cli").filter((name) => name.endsWith(".ts"));

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
