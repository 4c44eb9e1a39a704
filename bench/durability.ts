// What synchronous=FULL would cost the app's writes over the NORMAL it uses (db/connection.ts):
// small committed transactions, one ~200-byte row each (a registration, an application), on a
// fresh WAL-mode file for each setting. In WAL mode FULL syncs the log on every commit; NORMAL
// only at checkpoints, so a power cut may lose the last commits but never corrupts the file.
//
// npx tsx bench/durability.ts. The files go in the system's temporary directory: on a tmpfs a
// sync costs nothing, and so would show no difference.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";

const COMMITS = 2_000;
// The settings take turns, so that whatever else the machine does in the meantime hits both.
export const ROUNDS = 4;
const SETTINGS = ["NORMAL", "FULL"] as const;
type Synchronous = (typeof SETTINGS)[number];

export interface CommitTimes {
  setting: Synchronous;
  commits: number;
  commitsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface DurabilityResult {
  normal: CommitTimes;
  full: CommitTimes;
  /** FULL's time for all its commits over NORMAL's. */
  ratio: number;
}

function openDatabase(file: string, synchronous: Synchronous) {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`synchronous = ${synchronous}`);
  const level = sqlite.pragma("synchronous", { simple: true });
  if (level !== { NORMAL: 1, FULL: 2 }[synchronous]) throw new Error(`synchronous = ${synchronous} did not take (${level})`);
  sqlite.exec(
    "CREATE TABLE applications (id INTEGER PRIMARY KEY, email TEXT NOT NULL, cover_note TEXT NOT NULL, created_at TEXT NOT NULL)",
  );
  const insert = sqlite.prepare("INSERT INTO applications (email, cover_note, created_at) VALUES (?, ?, ?)");
  const commit = sqlite.transaction((row: string[]) => insert.run(...row));
  return { sqlite, commit };
}

/** About 200 bytes: an address, 146 characters of note, a timestamp. */
function row(i: number): string[] {
  return [`candidate-${i}@example.com`, crypto.randomBytes(73).toString("hex"), new Date().toISOString()];
}

function summarise(setting: Synchronous, samples: number[]): CommitTimes {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const totalMs = samples.reduce((sum, ms) => sum + ms, 0);
  return { setting, commits: samples.length, commitsPerSecond: (samples.length * 1000) / totalMs, p50Ms: at(0.5), p99Ms: at(0.99) };
}

export function synchronousCost(commits = COMMITS): DurabilityResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-durability-"));
  const databases = SETTINGS.map((setting) => ({ setting, ...openDatabase(path.join(dir, `${setting}.db`), setting) }));
  try {
    const samples = new Map<Synchronous, number[]>(SETTINGS.map((setting) => [setting, []]));
    const perRound = Math.ceil(commits / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      // Each setting goes first in every other round.
      const order = round % 2 ? [...databases].reverse() : databases;
      for (const { setting, commit } of order) {
        const times = samples.get(setting)!;
        for (let i = 0; i < perRound && times.length < commits; i++) {
          const values = row(times.length);
          const started = performance.now();
          commit(values);
          times.push(performance.now() - started);
        }
      }
    }
    const normal = summarise("NORMAL", samples.get("NORMAL")!);
    const full = summarise("FULL", samples.get("FULL")!);
    return { normal, full, ratio: normal.commitsPerSecond / full.commitsPerSecond };
  } finally {
    for (const { sqlite } of databases) sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The two settings as a Markdown table, and the ratio. */
export function durabilityTable(result: DurabilityResult): string {
  return [
    "| synchronous | commits | commits/s | p50 | p99 |",
    "|---|---:|---:|---:|---:|",
    ...[result.normal, result.full].map(
      (row) =>
        `| ${row.setting} | ${fmt(row.commits)} | ${fmt(row.commitsPerSecond)} | ${fmt(row.p50Ms, 3)} ms | ${fmt(row.p99Ms, 3)} ms |`,
    ),
    "",
    `FULL takes ${fmt(result.ratio, 2)}x the time of NORMAL for the same commits.`,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = synchronousCost();
  console.log(`\nCommitted one-row transactions, WAL mode, ${ROUNDS} alternating rounds\n\n${durabilityTable(result)}`);
}
