// npm run screenshots: the main pages at a phone's width (390 px) and a desktop's (1280 px),
// the first screen of each, written to docs/screenshots/ (the README shows two). It builds the
// production bundle, seeds a database of sample data of its own, serves it, and loads each page
// in Debian's Chromium, so the pictures can be made again after any change.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { startProductionServer } from "./production-server.mjs";

const projectDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(projectDir, "docs", "screenshots");
const PORT = Number(process.env.SCREENSHOTS_PORT) || 3650;
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-screenshots-"));
let server;
let browser;
try {
  execFileSync("npm", ["run", "build"], { cwd: projectDir, stdio: "inherit" });
  const databasePath = path.join(dir, "app.db");
  execFileSync("npx", ["tsx", "db/cli/seed.ts"], {
    cwd: projectDir,
    stdio: "inherit",
    env: { ...process.env, DATABASE_PATH: databasePath },
  });
  server = await startProductionServer({ port: PORT, databasePath, uploadsDir: path.join(dir, "uploads") });
  const [featured] = await (await fetch(`${server.origin}/api/jobs/featured?pageSize=1`)).json();
  const pages = [
    { name: "home", path: "/" },
    { name: "jobs", path: "/jobs?q=engineer" },
    { name: "job", path: `/jobs/${featured.id}` },
    { name: "employers", path: "/employers" },
    { name: "discipline", path: "/civil-engineer-recruiters" },
  ];

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
  });
  fs.mkdirSync(outDir, { recursive: true });
  for (const { name: size, width, height } of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    for (const { name, path: pagePath } of pages) {
      await page.goto(server.origin + pagePath, { waitUntil: "networkidle" });
      const file = path.join(outDir, `${name}-${size}.png`);
      await page.screenshot({ path: file });
      console.log(`${path.relative(projectDir, file)}: ${pagePath} at ${width} × ${height}`);
    }
    await page.close();
  }
} finally {
  await browser?.close();
  if (server) {
    server.stop();
    await server.exited;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
