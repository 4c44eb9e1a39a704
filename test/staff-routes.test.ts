/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { callAction, callLoader, form } from "./helpers";
import { createCandidate, createEmployer } from "./factories";
import { newStaff, signedInStaff, staffPassword } from "./staff-helpers";

// Every route of the staff console, page or API, found from the route files (so a route added later
// is walked too): GET and POST answer 404 to anyone but a staff account signed in with its second
// factor (app/server/staff-auth.server.ts).

type Handler = Parameters<typeof callAction>[0];
type RouteModule = { loader?: Handler; action?: Handler };
const routes = {
  ...import.meta.glob<RouteModule>("../app/routes/*.{ts,tsx}", { eager: true }),
  ...import.meta.glob<RouteModule>("../app/routes/*/route.{ts,tsx}", { eager: true }),
};

/** A route file's name as Remix's flat routes read it: `staff_.two-factor`, `api.staff.jobs.$id`. */
const routeName = (file: string) => file.replace(/^\.\.\/app\/routes\//, "").replace(/(\/route)?\.tsx?$/, "");
const isStaffRoute = (name: string) => !name.endsWith(".server") && /^(?:api\.)?staff(?:[._]|$)/.test(name);

/** The address of a route, each parameter given the value 1. */
function addressOf(name: string) {
  const segments = name
    .split(".")
    .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
    .map((segment) =>
      segment
        .replace(/_$/, "")
        .replace(/^\(|\)$/g, "")
        .replace(/^\$.*/, "1"),
    );
  const params = Object.fromEntries(
    name
      .split(".")
      .flatMap((segment) => (segment.startsWith("$") && segment.length > 1 ? [[segment.slice(1).replace(/_$/, ""), "1"]] : [])),
  );
  return { path: `/${segments.join("/")}`, params };
}

const staffRoutes = Object.entries(routes)
  .map(([file, module]) => ({ name: routeName(file), module }))
  .filter(({ name }) => isStaffRoute(name));

/** The page that waits for the second factor answers the account that gave its password. */
const SECOND_FACTOR_PAGE = "staff_.two-factor";

describe("the staff console's routes", () => {
  it("are found among the route files", () => {
    expect(staffRoutes.map(({ name }) => name)).toEqual(expect.arrayContaining(["staff._index", SECOND_FACTOR_PAGE]));
  });

  it.each(staffRoutes.map(({ name, module }) => [name, module] as const))(
    "%s answers GET and POST, each with 404 to anyone but signed-in staff",
    async (name, module) => {
      // A route with no loader or no action would answer Remix's own 405 or render to anyone: export
      // both, each starting with requireStaff or requireStaffApi.
      expect(typeof module.loader, `${name} exports a loader`).toBe("function");
      expect(typeof module.action, `${name} exports an action`).toBe("function");
      const { path, params } = addressOf(name);
      const visitors: Record<string, string | undefined> = {
        "a signed-out visitor": undefined,
        "a candidate": (await createCandidate()).cookie,
        "an employer": (await createEmployer()).cookie,
      };
      if (name !== SECOND_FACTOR_PAGE) visitors["staff with only the password"] = await staffPassword(await newStaff());
      for (const [visitor, cookie] of Object.entries(visitors)) {
        const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
        const get = await callLoader(module.loader!, path, params, { headers });
        expect(get.status, `GET ${path} as ${visitor}`).toBe(404);
        for (const body of [
          form({ code: "123456", intent: "x" }, cookie),
          { body: "{}", headers: { "Content-Type": "application/json", ...headers } },
        ]) {
          const post = await callAction(module.action!, path, body, params);
          expect(post.status, `POST ${path} as ${visitor}`).toBe(404);
        }
      }
    },
  );

  it("answers signed-in staff: /staff is the console's home", async () => {
    const staff = await signedInStaff();
    const home = staffRoutes.find(({ name }) => name === "staff._index")!.module;
    expect((await callLoader(home.loader!, "/staff", {}, { headers: { Cookie: staff.cookie } })).status).toBe(200);
  });
});
