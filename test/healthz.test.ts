import { describe, expect, it, vi } from "vitest";
import * as healthz from "~/routes/healthz";
import { sqlite } from "~/server/db.server";

describe("/healthz", () => {
  it("answers 200 ok while the database answers, uncached", async () => {
    const response = await healthz.loader();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok\nreplication: off\n");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 503 once the database does not (here: its connection closed)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    sqlite.close();
    const response = await healthz.loader();
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("database unavailable\n");
    expect(logged).toHaveBeenCalled();
  });
});
