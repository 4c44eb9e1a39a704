import { expect, test, type APIResponse } from "@playwright/test";
import { createAccount, hasJavaScript, visit } from "./helpers";

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const policy = headers["content-security-policy"] ?? "";
  // A page rendered for this response names its inline scripts by nonce; a page shared from the
  // page cache by their hashes (e2e/page-cache.spec.ts).
  expect(policy).toMatch(/script-src 'self'(?: 'nonce-[A-Za-z0-9+/=]{20,}'| (?:'sha256-[A-Za-z0-9+/]{43}=' ?)+)(;|$)/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The suite runs the server with NODE_ENV=production.
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
}

test.describe("security headers", () => {
  for (const path of ["/", "/jobs?q=engineer", "/no-such-page", "/api/jobs?pageSize=1", "/api/no-such-call", "/healthz", "/favicon.svg"]) {
    test(`${path} carries them`, async ({ request }) => {
      const response = await request.get(path);
      expectSecurityHeaders(response);
    });
  }

  test("a post and a redirect carry them too", async ({ request }) => {
    const login = await request.post("/api/auth/login", { data: { email: "nobody@example.com", password: "wrong" } });
    expect(login.status()).toBe(401);
    expectSecurityHeaders(login);
    const redirect = await request.get("/profile?x=1", { maxRedirects: 0 });
    expectSecurityHeaders(redirect);
  });

  test("every inline script of a page rendered for one visitor carries the response's nonce, and each response has its own", async ({
    request,
  }) => {
    await createAccount(request); // signed in: pages are this visitor's own, never shared
    const nonces = new Set<string>();
    for (const path of ["/", "/jobs"]) {
      const response = await request.get(path);
      const nonce = response.headers()["content-security-policy"].match(/'nonce-([^']+)'/)![1];
      nonces.add(nonce);
      const html = await response.text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      const executable = inlineScripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
      expect(executable.length).toBeGreaterThan(0);
      for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });
});

test("with JavaScript, the site works under its policy: no violation while browsing, searching and signing in", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "the policy is about scripts");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  await visit(page, "/");
  // A client-side navigation, a search and a filter applied by script.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.getByLabel("Discipline", { exact: true }).selectOption({ label: "Software Engineering" });
  await expect(page).toHaveURL(/discipline=Software/);
  // The auth dialog, which only script can open.
  await page.getByRole("link", { name: "Sign In" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Welcome to Keystone Talent" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email", { exact: true }).fill("nobody@example.com");
  await dialog.getByLabel("Password", { exact: true }).fill("not the password");
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.locator(".toast").filter({ hasText: "Login failed" })).toBeVisible();

  expect(violations).toEqual([]);
});
