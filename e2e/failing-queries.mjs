// Loaded into a test server with `node --import` (e2e/page-sections.spec.ts), never into the site:
// makes the database fail the queries whose SQL matches the regular expression in the file named by
// FAILING_QUERIES_FILE, as a broken disk or a locked table would. The file is read on every query,
// so a test changes what fails without restarting the server. FAILING_QUERIES_LOG, if set, names a
// file each query's SQL is appended to (to find a pattern).
import fs from "node:fs";
import Database from "better-sqlite3";

const patternFile = process.env.FAILING_QUERIES_FILE;
const logFile = process.env.FAILING_QUERIES_LOG;

function failingPattern() {
  try {
    const text = fs.readFileSync(patternFile, "utf8").trim();
    return text ? new RegExp(text) : null;
  } catch {
    return null;
  }
}

const probe = new Database(":memory:");
const Statement = Object.getPrototypeOf(probe.prepare("select 1"));
probe.close();
for (const method of ["all", "get", "run", "iterate"]) {
  const original = Statement[method];
  Statement[method] = function (...args) {
    if (logFile) fs.appendFileSync(logFile, `${this.source.replace(/\s+/g, " ")}\n`);
    if (patternFile && failingPattern()?.test(this.source)) throw new Error("A query failed on purpose (e2e/failing-queries.mjs)");
    return original.apply(this, args);
  };
}
