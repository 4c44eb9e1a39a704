import { describe, expect, it } from "vitest";
import { config } from "~/server/config.server";
import { db } from "~/server/db.server";
import { rateLimit } from "~/server/security.server";

const request = new Request("http://localhost/login", { method: "POST" });
const from = (clientAddress: string) => ({ clientAddress });

describe("rateLimit", () => {
  it("allows RATE_LIMIT_PER_MINUTE attempts per address and form, then says how long to wait", async () => {
    const limit = config.rateLimitPerMinute;
    for (let i = 0; i < limit; i++) expect(await rateLimit("login", request, from("198.51.100.1"))).toBeNull();
    const refused = await rateLimit("login", request, from("198.51.100.1"));
    expect(refused).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused!.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other addresses, and other forms from the same address, are counted apart.
    expect(await rateLimit("login", request, from("198.51.100.2"))).toBeNull();
    expect(await rateLimit("register", request, from("198.51.100.1"))).toBeNull();
  });

  it("starts counting again once the window has ended", async () => {
    for (let i = 0; i <= config.rateLimitPerMinute; i++) await rateLimit("enquiry", request, from("198.51.100.3"));
    expect(await rateLimit("enquiry", request, from("198.51.100.3"))).not.toBeNull();
    await db
      .updateTable("rate_limits")
      .set({ window_ends_at: Date.now() - 1 })
      .where("key", "=", "enquiry:198.51.100.3")
      .execute();
    expect(await rateLimit("enquiry", request, from("198.51.100.3"))).toBeNull();
    const row = await db.selectFrom("rate_limits").selectAll().where("key", "=", "enquiry:198.51.100.3").executeTakeFirstOrThrow();
    expect(row.count).toBe(1);
    expect(row.window_ends_at).toBeGreaterThan(Date.now());
  });

  it("clears away windows that have ended", async () => {
    await db.insertInto("rate_limits").values({ key: "login:192.0.2.99", count: 3, window_ends_at: 1 }).execute();
    // The sweep runs at most once a minute in a process: move the clock two minutes on.
    const realNow = Date.now;
    Date.now = () => realNow() + 120_000;
    try {
      await rateLimit("login", request, from("192.0.2.100"));
    } finally {
      Date.now = realNow;
    }
    expect(await db.selectFrom("rate_limits").select("key").where("key", "=", "login:192.0.2.99").executeTakeFirst()).toBeUndefined();
  });
});
