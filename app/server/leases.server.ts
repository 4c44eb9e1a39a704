// Work that one process at a time may do (deliver the outbox, send job alerts), whichever of the
// server's workers it is: the `leases` table (migration 0017) says who holds it until when. The
// holder renews it on every round; another process takes it over once it has run out.
import crypto from "node:crypto";
import os from "node:os";
import { db } from "./db.server";

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes the lease `name` for `holder` until `durationMs` from `now`, or renews it: true when it
 * holds it. Another holder's lease is taken only once it has run out.
 */
export async function takeLease(name: string, holder: string, now: number, durationMs: number): Promise<boolean> {
  const row = await db
    .insertInto("leases")
    .values({ name, holder, until: iso(now + durationMs) })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ holder, until: iso(now + durationMs) })
        .where((eb) => eb.or([eb("leases.holder", "=", holder), eb("leases.until", "<=", iso(now))])),
    )
    .returning("holder")
    .executeTakeFirst();
  return row?.holder === holder;
}

/**
 * Runs `work` now and every `periodMs` in the background of this process, whenever it holds the
 * lease `name` (which lasts `leaseMs` unrenewed); a round still running skips the next. An error
 * is logged under `label`, and the next round tries again. Returns a function that stops it.
 */
export function whileHoldingLease(
  name: string,
  { periodMs, leaseMs, label }: { periodMs: number; leaseMs: number; label: string },
  work: () => Promise<void>,
): () => void {
  const holder = `${os.hostname()}:${process.pid}:${crypto.randomUUID()}`;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      if (await takeLease(name, holder, Date.now(), leaseMs)) await work();
    } catch (error) {
      console.error(`${label} failed`, error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(round, periodMs);
  timer.unref();
  void round();
  return () => clearInterval(timer);
}
