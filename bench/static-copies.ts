// The yardstick for a page: its own bytes, written once to a file under public/ and served by the
// same server as a static file (express.static, behind the same middleware as every request).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Served at /bench-static/; ignored by git, and removed at the end of every run. */
const STATIC_DIR = path.join(projectDir, "public", "bench-static");

export interface StaticCopy {
  page: string;
  /** Where the server serves the copy. */
  path: string;
  bytes: number;
}

/** Fetches `page` once and writes exactly what came back to public/bench-static/<name>.html. */
export async function writeStaticCopy(origin: string, page: string, name: string): Promise<StaticCopy> {
  const response = await fetch(origin + page, { redirect: "manual" });
  if (response.status !== 200) throw new Error(`GET ${page} answered ${response.status}, not 200`);
  const body = Buffer.from(await response.arrayBuffer());
  fs.mkdirSync(STATIC_DIR, { recursive: true });
  fs.writeFileSync(path.join(STATIC_DIR, `${name}.html`), body);
  const copy = { page, path: `/bench-static/${name}.html`, bytes: body.length };
  const served = Buffer.from(await (await fetch(origin + copy.path)).arrayBuffer());
  if (!served.equals(body)) throw new Error(`${copy.path} is not served as written (${served.length} bytes, not ${body.length})`);
  return copy;
}

export function removeStaticCopies() {
  fs.rmSync(STATIC_DIR, { recursive: true, force: true });
}
