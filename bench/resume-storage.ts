// What keeping resumes' bytes in the database costs (resume_files, migration 0025; decision 041):
// 1. A migrated database with 10,000 candidates and a resume each, stored as the site stores them
//    (a row in resumes, its bytes in resume_files, one transaction an upload). Sizes from a
//    log-normal spread, median 150 KB, cut to 30 KB-1 MB; the content is random bytes after a PDF
//    header, as real PDFs are mostly compressed streams. The database's size without the bytes and
//    with them (the same database before and after resume_files is filled), and the time to insert.
// 2. Recovery, for both databases, taking turns: Litestream replicates each to a folder (until its
//    first snapshot is written), restoreFromReplica (db/replica.ts) brings it back into an empty
//    folder, and backupDatabase (db/backup-restore.ts, VACUUM INTO) copies it.
// 3. The production server (one worker) on a database where a candidate uploaded a 10 MB PDF:
//    GET /resumes/:id, signed in, against the same bytes served as a static file from public/ by the
//    same server, taking turns (p50/p95), then 10 clients at once, with the worker's memory.
//
// npx tsx bench/resume-storage.ts, after npm run build. BENCH_RESUMES sets the number of resumes
// (10,000), BENCH_DOWNLOADS the downloads of each kind (30), BENCH_PORT the server's port (else a
// free one from 3800); about a minute. The files go in the system's temporary directory (about
// 6 GB at the peak with 10,000 resumes) and are removed at the end. The figures live in
// bench/measurements.md.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import readline from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import BetterSqlite3 from "better-sqlite3";
import { MAX_RESUME_BYTES } from "../app/lib/resumes";
import { backupDatabase, checkBackup } from "../db/backup-restore";
import { openAppDatabase } from "../db/connection";
import { seededRandom } from "../db/generate-jobs";
import { litestreamBinary, parseLogLine, restoreFromReplica, writeLitestreamConfig, type ReplicaSettings } from "../db/replica";
import { startProductionServer } from "../scripts/production-server.mjs";
import { childrenOf, statusMb } from "./proc";

const projectDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RESUMES = Number(process.env.BENCH_RESUMES) || 10_000;
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS) || 30;
const KB = 1024;
const MB = 1024 * 1024;
const MEDIAN_BYTES = 150 * KB;
/** The spread of the sizes' logarithm: a tenth of the resumes past about 370 KB, one in a hundred past about 760. */
const SIGMA = 0.7;
const MIN_BYTES = 30 * KB;
const MAX_BYTES = 1 * MB;
/** Restores and backups of each database, taking turns. */
const ROUNDS = 2;
const CONCURRENT_CLIENTS = 10;
const CONCURRENT_ROUNDS = 3;
const PDF_HEADER = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");

function resumeSizes(count: number): number[] {
  // The generator's seeded random numbers, so that every run draws the same sizes.
  const random = seededRandom(41);
  return Array.from({ length: count }, () => {
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.min(MAX_BYTES, Math.max(MIN_BYTES, Math.round(MEDIAN_BYTES * Math.exp(SIGMA * normal))));
  });
}

/** A PDF's header and then random bytes, `size` in all. */
function pdfBytes(size: number): Buffer {
  const bytes = crypto.randomBytes(size);
  PDF_HEADER.copy(bytes);
  return bytes;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mb = (bytes: number) => (bytes / MB).toFixed(1);
const seconds = (since: number) => (performance.now() - since) / 1000;

function folderBytes(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

interface BuiltDatabases {
  withoutResumes: string;
  withResumes: string;
  sizes: number[];
  withoutBytes: number;
  withBytes: number;
  insertSeconds: number;
  /** Each resume's own transaction, ms. */
  commitMs: number[];
}

/** The candidates, their profiles and resumes' rows; then a copy of that; then every resume's bytes, one transaction each. */
function buildDatabases(dir: string): BuiltDatabases {
  const withResumes = path.join(dir, "with-resumes.db");
  const withoutResumes = path.join(dir, "without-resumes.db");
  const sizes = resumeSizes(RESUMES);
  const { sqlite } = openAppDatabase(withResumes);
  const ids: string[] = [];
  const insertUser = sqlite.prepare("INSERT INTO users (email, password_hash, role) VALUES (?, ?, 'candidate')");
  const insertResume = sqlite.prepare(
    "INSERT INTO resumes (id, user_id, file_name, stored_name, content_type, size) VALUES (?, ?, ?, ?, 'application/pdf', ?)",
  );
  const insertProfile = sqlite.prepare("INSERT INTO profiles (user_id, full_name, primary_resume_id) VALUES (?, ?, ?)");
  sqlite
    .transaction(() => {
      sizes.forEach((size, i) => {
        // An argon2id hash's length, so that the rows weigh what real ones do.
        const hash = `$argon2id$v=19$m=19456,t=2,p=1$${crypto.randomBytes(16).toString("base64url")}$${crypto.randomBytes(32).toString("base64url")}`;
        const userId = Number(insertUser.run(`candidate${i}@example.com`, hash).lastInsertRowid);
        const id = crypto.randomBytes(16).toString("base64url");
        insertResume.run(id, userId, `Candidate ${i} resume.pdf`, `${crypto.randomBytes(16).toString("hex")}.pdf`, size);
        insertProfile.run(userId, `Candidate ${i}`, id);
        ids.push(id);
      });
    })
    .immediate();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  fs.copyFileSync(withResumes, withoutResumes);
  const withoutBytes = fs.statSync(withoutResumes).size;

  const insertFile = sqlite.prepare("INSERT INTO resume_files (resume_id, content) VALUES (?, ?)");
  const store = sqlite.transaction((id: string, content: Buffer) => insertFile.run(id, content));
  const commitMs: number[] = [];
  const started = performance.now();
  ids.forEach((id, i) => {
    const content = pdfBytes(sizes[i]);
    const commitStarted = performance.now();
    store.immediate(id, content);
    commitMs.push(performance.now() - commitStarted);
    if ((i + 1) % 2000 === 0) console.log(`  ${i + 1} resumes stored`);
  });
  const insertSeconds = seconds(started);
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  return { withoutResumes, withResumes, sizes, withoutBytes, withBytes: fs.statSync(withResumes).size, insertSeconds, commitMs };
}

function folderReplica(dir: string): ReplicaSettings {
  return { kind: "file", url: pathToFileURL(dir).href, path: dir };
}

/** `litestream replicate` until its first snapshot is written, then SIGTERM: how long the snapshot took. */
async function replicateOnce(databasePath: string, replica: ReplicaSettings): Promise<number> {
  const configFile = writeLitestreamConfig(databasePath, replica);
  const started = performance.now();
  const child = spawn(litestreamBinary(), ["replicate", "-config", configFile], { stdio: ["ignore", "ignore", "pipe"] });
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error("Litestream wrote no snapshot within 10 minutes")), 600_000);
      readline.createInterface({ input: child.stderr! }).on("line", (line) => {
        const entry = parseLogLine(line);
        if (entry?.msg === "snapshot written") resolve();
        else if (entry?.level === "ERROR") reject(new Error(`Litestream: ${entry.msg}: ${entry.error ?? ""}`));
      });
      child.once("exit", (code) => reject(new Error(`Litestream exited (${code}) before its first snapshot`)));
      child.once("error", reject);
    });
    return seconds(started);
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(configFile, { force: true });
  }
}

interface Recovery {
  label: string;
  snapshotSeconds: number;
  replicaBytes: number;
  /** restoreFromReplica as the server calls it, its integrity check included. */
  restoreSeconds: number[];
  /** That integrity check alone (checkBackup), run again on the restored file. */
  checkSeconds: number[];
  backupSeconds: number[];
  backupBytes: number;
}

async function measureRecovery(dir: string, databases: { label: string; path: string; resumes: number }[]): Promise<Recovery[]> {
  const results: (Recovery & { replicaDir: string; database: (typeof databases)[number] })[] = [];
  for (const database of databases) {
    const replicaDir = path.join(dir, `replica-${database.label}`);
    const snapshotSeconds = await replicateOnce(database.path, folderReplica(replicaDir));
    results.push({
      label: database.label,
      snapshotSeconds,
      replicaBytes: folderBytes(replicaDir),
      replicaDir,
      database,
      restoreSeconds: [],
      checkSeconds: [],
      backupSeconds: [],
      backupBytes: 0,
    });
    console.log(`  ${database.label}: Litestream's first snapshot in ${snapshotSeconds.toFixed(1)} s`);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const result of round % 2 === 0 ? results : [...results].reverse()) {
      const restoreDir = path.join(dir, `restored-${result.label}`);
      const target = path.join(restoreDir, "app.db");
      const started = performance.now();
      const restored = await restoreFromReplica(target, folderReplica(result.replicaDir));
      result.restoreSeconds.push(seconds(started));
      if (!restored.restored) throw new Error(`Nothing was restored from ${result.replicaDir}`);
      const checkStarted = performance.now();
      checkBackup(target);
      result.checkSeconds.push(seconds(checkStarted));
      const sqlite = new BetterSqlite3(target, { readonly: true });
      const stored = sqlite.prepare("SELECT count(*) FROM resume_files").pluck().get() as number;
      sqlite.close();
      if (stored !== result.database.resumes) throw new Error(`${target} holds ${stored} resumes, not ${result.database.resumes}`);
      fs.rmSync(restoreDir, { recursive: true, force: true });

      const backupFile = path.join(dir, `backup-${result.label}.db`);
      const backup = backupDatabase(result.database.path, backupFile);
      result.backupSeconds.push(backup.seconds);
      result.backupBytes = backup.bytes;
      fs.rmSync(backupFile, { force: true });
      console.log(
        `  ${result.label}, round ${round + 1}: restored in ${result.restoreSeconds.at(-1)!.toFixed(1)} s, backed up in ${backup.seconds.toFixed(1)} s`,
      );
    }
  }
  for (const result of results) fs.rmSync(result.replicaDir, { recursive: true, force: true });
  return results;
}

/** BENCH_PORT, or the first free port from a random one in 3800-3899. */
async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  const first = crypto.randomInt(100);
  for (let i = 0; i < 100; i++) {
    const port = 3800 + ((first + i) % 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("No free port from 3800 to 3899");
}

async function register(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: `bench-${crypto.randomBytes(6).toString("hex")}@example.com`,
      password: crypto.randomBytes(12).toString("hex"),
      fullName: "Bench Candidate",
      role: "candidate",
    }),
  });
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`Registering answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("Registering set no cookie");
  return cookie;
}

async function uploadResume(origin: string, cookie: string, pdf: Buffer): Promise<string> {
  const form = new FormData();
  form.append("resume", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "bench-resume.pdf");
  const response = await fetch(`${origin}/api/upload/resume`, { method: "POST", headers: { Cookie: cookie }, body: form });
  if (response.status !== 201) throw new Error(`The upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { resumeUrl: string }).resumeUrl;
}

interface Download {
  label: string;
  url: string;
  headers: Record<string, string>;
}

/** One download to its last byte, in ms; throws unless it brought back `expected`. */
async function download(target: Download, expected: Buffer): Promise<number> {
  const started = performance.now();
  const response = await fetch(target.url, { headers: target.headers });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${target.label} answered ${response.status}`);
  if (body.length !== expected.length) throw new Error(`${target.label} brought ${body.length} bytes, not ${expected.length}`);
  return ms;
}

interface ConcurrentRound {
  wallMs: number;
  slowestMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

interface Downloads {
  bytes: number;
  uploadSeconds: number;
  served: Record<string, string>;
  times: Map<string, number[]>;
  concurrent: Map<string, ConcurrentRound[]>;
}

async function measureDownloads(dir: string): Promise<Downloads> {
  const server = await startProductionServer({
    port: await freePort(),
    databasePath: path.join(dir, "app.db"),
    uploadsDir: path.join(dir, "uploads"),
    env: { WEB_CONCURRENCY: "1" },
  });
  const staticName = `bench-resume-${crypto.randomBytes(8).toString("hex")}.pdf`;
  const staticFile = path.join(projectDir, "public", staticName);
  removeOnInterrupt.push(staticFile);
  try {
    const cookie = await register(server.origin);
    const pdf = pdfBytes(MAX_RESUME_BYTES);
    const uploadStarted = performance.now();
    const resumeUrl = await uploadResume(server.origin, cookie, pdf);
    const uploadSeconds = seconds(uploadStarted);
    fs.writeFileSync(staticFile, pdf);
    const targets: Download[] = [
      { label: "GET /resumes/:id", url: server.origin + resumeUrl, headers: { Cookie: cookie } },
      { label: "static file", url: `${server.origin}/${staticName}`, headers: {} },
    ];
    const served: Record<string, string> = {};
    for (const target of targets) {
      const response = await fetch(target.url, { headers: target.headers });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || !body.equals(pdf))
        throw new Error(`${target.label} does not serve the uploaded bytes (${response.status})`);
      served[target.label] = `${response.headers.get("Content-Type")}, ${response.headers.get("Content-Encoding") ?? "not compressed"}`;
      for (let i = 0; i < 3; i++) await download(target, pdf);
    }
    const times = new Map(targets.map((target) => [target.label, [] as number[]]));
    for (let round = 0; round < DOWNLOADS; round++)
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) times.get(target.label)!.push(await download(target, pdf));

    const workers = childrenOf(server.pid);
    const workersRss = () => sum(workers.map((pid) => statusMb(pid, "VmRSS")));
    const concurrent = new Map(targets.map((target) => [target.label, [] as ConcurrentRound[]]));
    for (let round = 0; round < CONCURRENT_ROUNDS; round++) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const rssBeforeMb = workersRss();
        let rssPeakMb = rssBeforeMb;
        const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, workersRss())), 10);
        const started = performance.now();
        const each = await Promise.all(Array.from({ length: CONCURRENT_CLIENTS }, () => download(target, pdf)));
        const wallMs = performance.now() - started;
        clearInterval(sampler);
        concurrent
          .get(target.label)!
          .push({ wallMs, slowestMs: Math.max(...each), rssBeforeMb, rssPeakMb: Math.max(rssPeakMb, workersRss()) });
      }
    }
    return { bytes: pdf.length, uploadSeconds, served, times, concurrent };
  } finally {
    fs.rmSync(staticFile, { force: true });
    server.stop();
    await server.exited;
  }
}

const removeOnInterrupt: string[] = [];
process.once("SIGINT", () => {
  for (const file of removeOnInterrupt) fs.rmSync(file, { recursive: true, force: true });
  process.exit(130);
});

function row(cells: (string | number)[]) {
  return `| ${cells.join(" | ")} |`;
}

const list = (values: number[], digits = 1) => values.map((value) => value.toFixed(digits)).join(", ");

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-resumes-"));
  removeOnInterrupt.push(dir);
  try {
    console.log(`Building a database of ${RESUMES.toLocaleString("en")} resumes in ${dir}`);
    const built = buildDatabases(dir);
    const total = sum(built.sizes);
    console.log("Replicating, restoring and backing up both databases");
    const recovery = await measureRecovery(dir, [
      { label: "without resumes", path: built.withoutResumes, resumes: 0 },
      { label: "with resumes", path: built.withResumes, resumes: RESUMES },
    ]);
    fs.rmSync(built.withoutResumes, { force: true });
    fs.rmSync(built.withResumes, { force: true });
    console.log("Downloading a 10 MB resume from the production server");
    const downloads = await measureDownloads(path.join(dir, "server"));

    const [without, withResumes] = recovery;
    const lines = [
      "",
      `Resumes in the database: ${RESUMES.toLocaleString("en")} candidates with a resume each; sizes log-normal around a median of ${MEDIAN_BYTES / KB} KB (sigma ${SIGMA}), cut to ${MIN_BYTES / KB} KB-${MAX_BYTES / MB} MB:`,
      `drawn p50 ${(percentile(built.sizes, 50) / KB).toFixed(0)} KB, mean ${(total / built.sizes.length / KB).toFixed(0)} KB, p95 ${(percentile(built.sizes, 95) / KB).toFixed(0)} KB, max ${(Math.max(...built.sizes) / KB).toFixed(0)} KB, ${mb(total)} MB in all; random bytes after a PDF header.`,
      "",
      row(["", "without resumes", "with resumes"]),
      row(["---", "---:", "---:"]),
      row(["database (MB)", mb(built.withoutBytes), mb(built.withBytes)]),
      row(["Litestream's first snapshot (s)", without.snapshotSeconds.toFixed(2), withResumes.snapshotSeconds.toFixed(2)]),
      row(["replica folder (MB)", mb(without.replicaBytes), mb(withResumes.replicaBytes)]),
      row(["restoreFromReplica, each round (s)", list(without.restoreSeconds, 2), list(withResumes.restoreSeconds, 2)]),
      row(["its integrity check alone, again (s)", list(without.checkSeconds, 2), list(withResumes.checkSeconds, 2)]),
      row(["backupDatabase, VACUUM INTO, each round (s)", list(without.backupSeconds, 2), list(withResumes.backupSeconds, 2)]),
      row(["backup file (MB)", mb(without.backupBytes), mb(withResumes.backupBytes)]),
      "",
      `Storing the bytes, one transaction each: ${(sum(built.commitMs) / 1000).toFixed(1)} s of commits (${(total / MB / (sum(built.commitMs) / 1000)).toFixed(0)} MB/s; ` +
        `a commit p50 ${percentile(built.commitMs, 50).toFixed(1)} ms, p95 ${percentile(built.commitMs, 95).toFixed(1)} ms, max ${Math.max(...built.commitMs).toFixed(0)} ms), ` +
        `${built.insertSeconds.toFixed(1)} s with drawing the random bytes.`,
      "",
      `A ${mb(downloads.bytes)} MB resume (uploaded in ${downloads.uploadSeconds.toFixed(2)} s), one worker, ${DOWNLOADS} downloads of each taking turns, then ${CONCURRENT_CLIENTS} clients at once (${CONCURRENT_ROUNDS} rounds):`,
      ...Object.entries(downloads.served).map(([label, served]) => `  ${label}: ${served}`),
      "",
    ];
    const [fromDatabase, fromFile] = [...downloads.times.keys()];
    const timesOf = (label: string) => downloads.times.get(label)!;
    const roundsOf = (label: string) => downloads.concurrent.get(label)!;
    const ratio = (p: number) => (percentile(timesOf(fromDatabase), p) / percentile(timesOf(fromFile), p)).toFixed(2);
    lines.push(
      row(["", fromDatabase, fromFile, "ratio"]),
      row(["---", "---:", "---:", "---:"]),
      row(["p50 (ms)", percentile(timesOf(fromDatabase), 50).toFixed(1), percentile(timesOf(fromFile), 50).toFixed(1), ratio(50)]),
      row(["p95 (ms)", percentile(timesOf(fromDatabase), 95).toFixed(1), percentile(timesOf(fromFile), 95).toFixed(1), ratio(95)]),
      row([
        `${CONCURRENT_CLIENTS} at once, all done (ms)`,
        list(
          roundsOf(fromDatabase).map((r) => r.wallMs),
          0,
        ),
        list(
          roundsOf(fromFile).map((r) => r.wallMs),
          0,
        ),
        "",
      ]),
      row([
        "the worker's memory, before → peak (MB)",
        roundsOf(fromDatabase)
          .map((r) => `${r.rssBeforeMb.toFixed(0)} → ${r.rssPeakMb.toFixed(0)}`)
          .join(", "),
        roundsOf(fromFile)
          .map((r) => `${r.rssBeforeMb.toFixed(0)} → ${r.rssPeakMb.toFixed(0)}`)
          .join(", "),
        "",
      ]),
    );
    console.log(lines.join("\n"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
