// My Applications when its list fails to load (app/server/sections.server.ts), by an injected
// failure of the query behind it. Not in test/page-sections.test.tsx: its browser-like requests drop
// the Cookie header.
import { afterEach, describe, expect, it, vi } from "vitest";
import * as myApplications from "~/routes/my-applications";
import * as applications from "~/server/applications.server";
import { createCandidate } from "./factories";
import { callLoader } from "./helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("My Applications with its list failing", () => {
  it("answers 503 with no list, which the page shows as 'Failed to load applications. Please try again.'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { cookie } = await createCandidate();
    vi.spyOn(applications, "listApplications").mockRejectedValue(new Error("SQLITE_IOERR: disk I/O error"));
    const response = await callLoader(myApplications.loader, "/my-applications", {}, { headers: { Cookie: cookie } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ list: null });
  });
});
