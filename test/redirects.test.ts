import { describe, expect, it } from "vitest";
import * as loginPage from "~/routes/login";
import * as logoutRoute from "~/routes/logout";
import { safeRedirect } from "~/server/security.server";
import { callAction, callLoader, form, registerUser } from "./helpers";

// The classic ways of making a "same-site path" lead a browser to another host.
const OFFSITE = [
  "//evil.example",
  "//evil.example/phish",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example/phish",
  "/\n/evil.example",
  "/\r\n//evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%5Cevil.example",
  "/%2F/evil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/%2509/evil.example",
  "/a/..//evil.example",
  "/./../..//evil.example",
  "https:evil.example",
  "https://evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "/javascript:alert(1)".slice(1),
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "",
  " /jobs",
  "/%",
  "/\u0000/evil.example",
  // C1 controls too (NEL, CSI): nothing legitimate puts them in a path.
  "/\u0085/evil.example",
  "/%C2%9B/evil.example",
];

describe("safeRedirect", () => {
  it.each(OFFSITE)("refuses %j", (target) => {
    expect(safeRedirect(target, "/fallback")).toBe("/fallback");
  });

  it.each([
    ["/", "/"],
    ["/jobs", "/jobs"],
    ["/jobs?q=civil%20engineer&remote=true", "/jobs?q=civil%20engineer&remote=true"],
    ["/jobs/12/apply", "/jobs/12/apply"],
    ["/profile#resume", "/profile#resume"],
    ["/jobs/../profile", "/profile"],
    ["/search?next=//evil.example", "/search?next=//evil.example"],
  ])("keeps the same-site path %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it("refuses what is not a string", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(new File(["/jobs"], "x"))).toBe("/");
  });
});

describe("sign-in and sign-out send nobody off the site", () => {
  it("the login page does not carry an off-site redirectTo into its form", async () => {
    const response = await callLoader(loginPage.loader, `/login?redirectTo=${encodeURIComponent("/\t/evil.example/phish")}`);
    expect(response.status).toBe(200);
    expect((await response.json()).redirectTo).toBe("/");
  });

  it("signed in, the login page's redirect goes home instead of off the site", async () => {
    const { cookie } = await registerUser();
    const response = await callLoader(
      loginPage.loader,
      "/login?redirectTo=%2F%09%2Fevil.example%2Fphish",
      {},
      { headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it.each(["/\t/evil.example/phish", "//evil.example", "/\\evil.example", "https:evil.example"])(
    "signing in with redirectTo %j lands on /",
    async (redirectTo) => {
      const { email, password } = await registerUser();
      const response = await callAction(loginPage.action, "/login", form({ email, password, redirectTo }));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    },
  );

  it("signing in with a same-site redirectTo goes there", async () => {
    const { email, password } = await registerUser();
    const response = await callAction(loginPage.action, "/login", form({ email, password, redirectTo: "/jobs?q=civil" }));
    expect(response.headers.get("Location")).toBe("/jobs?q=civil");
  });

  it("logging out with an off-site redirectTo lands on /", async () => {
    const { cookie } = await registerUser();
    const response = await callAction(logoutRoute.action, "/logout", form({ redirectTo: "/%09/evil.example" }, cookie));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
