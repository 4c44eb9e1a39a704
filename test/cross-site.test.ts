/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { callAction } from "./helpers";

type RouteModule = { action?: Parameters<typeof callAction>[0] };
const routes = import.meta.glob<RouteModule>("../app/routes/*.{ts,tsx}", { eager: true });
const withActions = Object.entries(routes).filter(([, module]) => typeof module.action === "function");

const CROSS_SITE: Record<string, Record<string, string>> = {
  "Sec-Fetch-Site: cross-site": { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
  "Sec-Fetch-Site: cross-site alone": { "Sec-Fetch-Site": "cross-site" },
  "a foreign Origin without Sec-Fetch-Site": { Origin: "https://evil.example" },
  "Origin: null": { Origin: "null" },
};

describe("cross-site posts (refused with 403)", () => {
  it("finds the routes that take posts", () => {
    expect(withActions.map(([file]) => file)).toEqual(expect.arrayContaining(["../app/routes/login.tsx", "../app/routes/profile.tsx"]));
  });

  describe.each(withActions)("%s", (file, module) => {
    it.each(Object.entries(CROSS_SITE))("refuses %s with 403 (405 where posts are not taken)", async (_, headers) => {
      for (const method of ["POST", "PATCH"]) {
        const response = await callAction(module.action!, "/anything", {
          method,
          body: new URLSearchParams({ email: "a@example.com", password: "secret-12" }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        });
        // The catch-all of unknown API paths answers its 404 to every method; the staff console's
        // routes answer theirs to anyone not signed in as staff (app/server/staff-auth.server.ts).
        const refusals = file.endsWith("api.$.ts") || /\/(?:api\.)?staff[._-]/.test(file) ? [404] : [403, 405];
        expect(refusals, `${file} ${method}`).toContain(response.status);
      }
    });
  });

  it("lets same-origin posts, and clients that are not browsers, through", async () => {
    const { action } = await import("~/routes/logout");
    const allowed: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin" },
      { "Sec-Fetch-Site": "none" },
      { Origin: "http://localhost" },
      {},
      // A browser's own word wins over a host a proxy may have rewritten.
      { "Sec-Fetch-Site": "same-origin", Origin: "https://www.keystone.example" },
    ];
    for (const headers of allowed) {
      const response = await callAction(action, "/logout", { body: new URLSearchParams(), headers });
      expect(response.status, JSON.stringify(headers)).toBe(302);
    }
  });

  it("refuses same-site posts (another host under the same domain) like cross-site ones", async () => {
    const { action } = await import("~/routes/logout");
    const sameSite: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-site" },
      { "Sec-Fetch-Site": "same-site", Origin: "http://localhost" },
    ];
    for (const headers of sameSite) {
      const response = await callAction(action, "/logout", { body: new URLSearchParams(), headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
  });
});
