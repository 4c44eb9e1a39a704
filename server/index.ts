// The production server: Express serving the Remix build, in one worker process per CPU
// (WEB_CONCURRENCY sets how many). It sets the security headers on every response, gives routes
// the client's socket address (for per-client rate limits) and the response's CSP nonce, and
// shuts down cleanly on SIGTERM and SIGINT. `npm run build` bundles it to build/server.js, which
// `npm start` runs from the project's folder: it loads the Remix build (build/index.js) and serves
// public/ from there. `npm run dev` runs it with tsx under remix dev, which rebuilds the app and
// restarts the server on every change.
import cluster, { type Worker } from "node:cluster";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { logDevReady, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { ConfigError, inactiveAccountSettings, loadConfig, mailSettings, replicaSettings, storagePaths } from "../app/server/config.server";
import type { ReplicationStatus } from "../app/server/replication-status.server";
import type { ServerRuntime } from "../app/server/runtime.server";
import { restoreDatabase } from "../db/backup-restore";
import { contentVersionReader } from "../db/content-version";
import { prepareReplication, type Replicator } from "./replication";
import { securityHeaders } from "./security-headers";
import { checkpointDatabase, migrateDatabase, moveUploadsIntoDatabase } from "./storage";

// The primary reads only where the data is: the rest of the configuration is the workers'.
const { databasePath, uploadsDir } = storagePaths();

/** The Remix build, loaded by each worker at run time (so that it is not bundled in here). */
const REMIX_BUILD = "build/index.js";

/** How long requests in flight may take to finish once a shutdown starts (fly.toml kill_timeout is 20 s, with Litestream's last upload). */
const SHUTDOWN_GRACE_MS = 10_000;

if (cluster.isPrimary) await startPrimary();
else await startWorker();

/**
 * The primary starts workers and stops them; it never serves. Before they start it restores a
 * backup left for it, brings the database back from the replica when there is none (and starts
 * Litestream), migrates the database and moves resume files into it.
 * A worker that dies while serving is replaced; one that dies before it could listen (a missing
 * SESSION_SECRET, a port in use) stops the server, rather than being restarted in a loop.
 */
async function startPrimary(): Promise<void> {
  const concurrency = process.env.WEB_CONCURRENCY?.trim();
  if (concurrency && !/^[1-9]\d{0,2}$/.test(concurrency)) {
    console.error(`WEB_CONCURRENCY must be a whole number from 1 up, not "${process.env.WEB_CONCURRENCY}".`);
    process.exit(1);
  }
  const count = Number(concurrency) || os.availableParallelism();
  const replica = readOrExit(replicaSettings);
  let replicator: Replicator | null = null;
  let stopping = false;
  let exitCode = 0;
  let forked = false;
  /** Workers that have listened: one that dies after that is replaced. */
  const served = new WeakSet<Worker>();
  const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  // First of all, so that a signal during start-up stops the workers rather than orphaning them.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      console.log(`${signal}: stopping ${workers().length} workers`);
      stopAll(signal);
      if (!forked) void finish();
    });
  }
  restorePendingBackup();
  if (replica) {
    try {
      // Before anything opens the database: Litestream must hold it open first, or the last
      // connection to close would fold the log away and cost a new generation, a full upload.
      replicator = await prepareReplication(databasePath, replica);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
    if (stopping) return;
  }
  warnIfMailOff();
  // Here rather than only in the workers (which migrate too, finding nothing left to do): the
  // move of the uploads below needs the resume_files table.
  try {
    migrateDatabase(databasePath);
  } catch (error) {
    console.error("Migrating the database failed", error);
    await replicator?.stop();
    process.exit(1);
  }
  try {
    const { moved, removed } = moveUploadsIntoDatabase(databasePath, uploadsDir);
    console.log(
      `Uploads: moved ${moved} resume file${moved === 1 ? "" : "s"} into the database, removed ${removed} file${removed === 1 ? "" : "s"}`,
    );
  } catch (error) {
    // The files stay until a start moves them, and their resumes answer 404 until then: no reason not to serve the rest.
    console.error(`Uploads: moving resume files into the database failed (${(error as Error).message}); starting all the same`);
  }

  // Each worker hears how the replication is doing, for /healthz.
  const tell = (worker: Worker) => replicator && worker.isConnected() && worker.send({ replication: replicator.status() });
  replicator?.onChange(() => workers().forEach(tell));
  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => {
      served.add(worker);
      tell(worker);
    });
  };
  console.log(`Keystone Talent: starting ${count} worker${count === 1 ? "" : "s"}`);
  forked = true;
  for (let i = 0; i < count; i++) fork();

  cluster.on("exit", (worker, code, signal) => {
    // A worker still starting when asked to stop may die of the very signal it was sent.
    if (code !== 0 && !(stopping && signal)) exitCode = 1;
    if (!stopping && served.has(worker)) {
      console.error(`A worker stopped (${signal ?? `exit code ${code}`}); starting another`);
      fork();
      return;
    }
    if (!stopping) {
      console.error("A worker could not start; stopping");
      stopAll("SIGTERM");
    }
    if (workers().length === 0) void finish();
  });

  function stopAll(signal: NodeJS.Signals) {
    stopping = true;
    for (const worker of workers()) worker.process.kill(signal);
  }

  /**
   * Once the last worker has gone: Litestream uploads what they wrote last and stops; without it,
   * the log is folded into the database file.
   */
  async function finish() {
    if (replicator) {
      await replicator.stop();
    } else {
      try {
        checkpointDatabase(databasePath);
      } catch (error) {
        console.error("Checkpointing the database failed", error);
      }
    }
    process.exit(exitCode);
  }
}

/** Settings read from the environment, or the process stopped with the message naming the variable. */
function readOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Once for the whole server, not once a worker: production without SMTP_URL sends no mail. */
function warnIfMailOff(): void {
  try {
    if (mailSettings().mode === "off") {
      console.warn("Mail is OFF: SMTP_URL is not set, so no password reset link, notification or job alert is sent (README, E-mail).");
      if (inactiveAccountSettings()) {
        console.warn("INACTIVE_ACCOUNT_DAYS is set, but with mail off no warning can be sent, so no inactive account's data is deleted.");
      }
    }
  } catch {
    // A value it cannot read: the workers stop the server with the message.
  }
}

/**
 * A backup left at DATABASE_PATH.restore is put in place before any worker opens the database
 * (docs/deploy.md: how to restore on Fly, where the server is the machine). One that cannot be
 * used is set aside as .restore-failed, and the site starts on the database it has.
 */
function restorePendingBackup(): void {
  const pending = `${databasePath}.restore`;
  if (!fs.existsSync(pending)) return;
  try {
    const { keptAs } = restoreDatabase(pending, databasePath);
    fs.rmSync(pending);
    console.log(`Restored ${pending} to ${databasePath}${keptAs ? `; the database it replaced is kept as ${keptAs}` : ""}`);
  } catch (error) {
    fs.renameSync(pending, `${pending}-failed`);
    console.error(`Not restoring ${pending} (set aside as ${pending}-failed): ${(error as Error).message}`);
  }
}

async function startWorker(): Promise<void> {
  // Until it listens, a worker has nothing to finish: asked to stop, it just stops.
  let shutDown = (_signal: NodeJS.Signals): void => process.exit(0);
  process.on("SIGTERM", () => shutDown("SIGTERM"));
  process.on("SIGINT", () => shutDown("SIGINT"));

  // The whole configuration, before the app: a value it cannot read stops the worker, and so the
  // server, with the message naming the variable.
  const config = readOrExit(loadConfig);
  const { isProduction, port } = config;

  const [
    { refuseDeclaredOversize, remixHandler },
    { answerMethods, readRequestUrl, refuseCrossSitePosts },
    { createPageCache },
    { countJobViews, createViewCounter, flushEvery },
    { default: compression },
    { default: express },
    build,
  ] = await Promise.all([
    import("./remix-handler"),
    import("./request-checks"),
    import("./page-cache"),
    import("./job-views"),
    import("compression"),
    import("express"),
    import(pathToFileURL(path.resolve(REMIX_BUILD)).href) as Promise<ServerBuild>,
  ]);

  let shuttingDown = false;
  /** Responses not yet sent, so that a shutdown can ask their clients not to keep the connection. */
  const openResponses = new Set<Response>();

  function trackResponses(_req: Request, res: Response, next: NextFunction) {
    if (shuttingDown) res.shouldKeepAlive = false;
    openResponses.add(res);
    res.on("close", () => openResponses.delete(res));
    next();
  }

  const app = express();
  app.disable("x-powered-by");
  // Remix reads the query from the URL; Express's own parse of it (qs) was work for nothing.
  app.set("query parser", false);
  app.use(trackResponses);
  app.use(securityHeaders(isProduction));
  // Refused before anything reads the request: a Host that is not a host, a method the site does
  // not answer (OPTIONS answered), a post from another site, a body declared too large.
  app.use(readRequestUrl);
  app.use(answerMethods(build));
  app.use(refuseCrossSitePosts);
  app.use(refuseDeclaredOversize);
  app.use(compression());
  // Fingerprinted assets never change; everything else in public/ may.
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  // Every file in public/ has an extension and no page's path does: a page skips the look-up on
  // disk (a failed stat for each page was 7% of a worker's time in a profile).
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  /**
   * This release, for validators: the server build's own bytes (loaders, queries, formats), which
   * the assets' version alone does not cover; a deploy that changes either never answers 304 for
   * what the other made.
   */
  const release = crypto
    .createHash("sha256")
    .update(fs.readFileSync(REMIX_BUILD))
    .update(build.assets.version)
    .digest("base64url")
    .slice(0, 12);

  const runtime = serverRuntimeOf(build);
  // With replication, Litestream owns the write-ahead log: the worker leaves it as it closes.
  const closeDatabase = () => runtime.closeDatabase({ checkpoint: replicaSettings() === null });
  process.on("message", (message: { replication?: ReplicationStatus }) => {
    if (message?.replication) runtime.reportReplication(message.replication);
  });
  // On the connection the build opened as it loaded: one per worker.
  const pageCache = createPageCache({ maxBytes: config.pageCacheBytes, contentVersion: contentVersionReader(runtime.sqlite) });

  // Before the page cache or any loader reads: what has expired since the last request closes now.
  app.use((_req, _res, next) => {
    runtime.startOfRequest();
    next();
  });

  // Views of job pages, counted as their answers go (from the page cache or rendered) and added to
  // the database every few seconds, never once a request.
  const jobViews = createViewCounter({ add: (counts) => runtime.addJobViews(counts) });
  const stopCountingViews = flushEvery(jobViews, config.jobViewsFlushMs);
  app.use(countJobViews(jobViews));

  app.all(
    "*",
    remixHandler(
      build,
      (req, res) => ({
        clientAddress: req.socket.remoteAddress,
        cspNonce: res.locals.cspNonce as string,
        release,
      }),
      pageCache,
    ),
  );

  let stopBackgroundWork: (() => void) | undefined;
  const server = app.listen(port, () => {
    console.log(`Keystone Talent worker ${process.pid} listening on http://localhost:${port}`);
    stopBackgroundWork = runtime.startBackgroundWork();
    // Under remix dev: tells it that this build is being served.
    if (process.env.REMIX_DEV_ORIGIN) logDevReady(build);
  });

  shutDown = (signal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    stopBackgroundWork?.();
    console.log(`${signal}: worker ${process.pid} takes no new connections and finishes the requests in flight`);
    // Requests in flight are answered with "Connection: close", or their connections would idle
    // until the keep-alive timeout and hold the shutdown up.
    for (const res of openResponses) if (!res.headersSent) res.shouldKeepAlive = false;
    // Stops listening, closes idle keep-alive connections, and calls back once the rest are done.
    server.close(() => {
      stopCountingViews();
      closeDatabase();
      console.log(`Worker ${process.pid} stopped cleanly`);
      process.exit(0);
    });
    setTimeout(() => {
      console.error(`Requests still running after ${SHUTDOWN_GRACE_MS / 1000} s; worker ${process.pid} stops anyway`);
      server.closeAllConnections();
      stopCountingViews();
      closeDatabase();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
}

/**
 * What the app hands the server besides its routes (the database connection, the background
 * work): the one named export of app/entry.server.tsx that the server reads.
 */
function serverRuntimeOf(build: ServerBuild): ServerRuntime {
  const { serverRuntime } = build.entry.module as { serverRuntime?: ServerRuntime };
  if (!serverRuntime) throw new Error(`${REMIX_BUILD} does not export serverRuntime from app/entry.server.tsx`);
  return serverRuntime;
}
