// npm run audit:pages: Lighthouse (mobile defaults) on the home page, /jobs, a job page and a
// discipline page, against the production build with the sample data, in Debian's Chromium.
// Prints the four category scores and exits non-zero when one is below its budget.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer } from "./production-server.mjs";

const PORT = Number(process.env.AUDIT_PORT) || 3600;
const BUDGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-audit-"));
let server;
let chrome;
try {
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  const databasePath = path.join(dir, "app.db");
  execFileSync("npx", ["tsx", "db/cli/seed.ts"], { stdio: "inherit", env: { ...process.env, DATABASE_PATH: databasePath } });
  server = await startProductionServer({ port: PORT, databasePath, uploadsDir: path.join(dir, "uploads") });
  const { origin } = server;
  const [newest] = await (await fetch(`${origin}/api/jobs?pageSize=1`)).json();
  const pages = ["/", "/jobs", `/jobs/${newest.id}`, "/software-engineer-recruiters"];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    // As root, without a sandbox; and no calls home on a machine with no network beyond localhost.
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });

  const rows = [];
  for (const page of pages) {
    const { lhr } = await lighthouse(origin + page, { port: chrome.port, output: "json", logLevel: "error" });
    const scores = Object.fromEntries(Object.keys(BUDGETS).map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]));
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual",
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    rows.push({ page, ...scores, failing });
  }

  console.log("\n| page | performance | accessibility | best practices | SEO |\n|---|---:|---:|---:|---:|");
  for (const row of rows)
    console.log(`| ${row.page} | ${row.performance} | ${row.accessibility} | ${row["best-practices"]} | ${row.seo} |`);
  let missed = false;
  for (const row of rows) {
    for (const [category, budget] of Object.entries(BUDGETS)) {
      if (row[category] < budget) {
        missed = true;
        console.log(`${row.page}: ${category} ${row[category]} is below ${budget}`);
      }
    }
    if (row.failing.length) console.log(`${row.page}: audits not fully passed: ${row.failing.join(", ")}`);
  }
  if (missed) process.exitCode = 1;
} finally {
  await chrome?.kill();
  server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
