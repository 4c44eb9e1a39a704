// Starts the production server (build/server.js, from npm run build) for npm run bench and
// npm run audit:pages, and waits until it answers.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The server on `port` with the database and uploads given; resolves once /healthz answers, with
 * its origin, its process id (the cluster's primary: the workers are its children), a promise of
 * its exit and a way to stop it.
 * `cwd` is the project to serve (this one unless given), `nodeOptions` Node's own flags.
 * @param {{ port: number, databasePath: string, uploadsDir: string, env?: Record<string, string>,
 *   stdio?: import("node:child_process").StdioOptions, cwd?: string, nodeOptions?: string[] }} options
 */
export async function startProductionServer({
  port,
  databasePath,
  uploadsDir,
  env = {},
  stdio = "ignore",
  cwd = projectDir,
  nodeOptions = [],
}) {
  const child = spawn(process.execPath, [...nodeOptions, "build/server.js"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      ...env,
    },
    stdio,
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt++) {
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, pid: /** @type {number} */ (child.pid), exited, stop: () => child.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not answer /healthz within 30 s");
}
