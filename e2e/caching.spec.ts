import { expect, test, type APIResponse } from "@playwright/test";
import { createAccount } from "./helpers";

// Caching headers are set on purpose for each kind of answer (the server's, so one project is enough).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "headers only: the js project covers them");

function caching(response: APIResponse) {
  const headers = response.headers();
  return { cacheControl: headers["cache-control"], vary: (headers["vary"] ?? "").toLowerCase() };
}

test("an anonymous page may be kept but is asked for again, and varies by cookie", async ({ request }) => {
  for (const path of ["/", "/jobs?q=engineer", "/employers", "/no-such-page", "/jobs?_data=routes%2Fjobs._index"]) {
    const { cacheControl, vary } = caching(await request.get(path));
    expect(cacheControl, path).toBe("no-cache");
    expect(vary, path).toContain("cookie");
  }
});

test("a signed-in visitor's pages, their data and anything setting a cookie are private, no-store", async ({ playwright, baseURL }) => {
  const context = await playwright.request.newContext({ baseURL });
  await createAccount(context); // registering signs in
  for (const path of ["/", "/jobs", "/profile", "/jobs?_data=routes%2Fjobs._index"]) {
    const { cacheControl, vary } = caching(await context.get(path));
    expect(cacheControl, path).toBe("private, no-store");
    expect(vary, path).toContain("cookie");
  }
  const signOut = await context.post("/logout", { form: {}, maxRedirects: 0, headers: { Origin: baseURL! } });
  expect(signOut.headers()["set-cookie"]).toBeTruthy();
  expect(caching(signOut).cacheControl).toBe("private, no-store");
  // Signed out now, but the next page shows the flashed toast: still this visitor's own.
  expect(caching(await context.get("/")).cacheControl).toBe("private, no-store");
  await context.dispose();
});

test("a redirect says so too", async ({ request }) => {
  const response = await request.get("/jobs?page=500", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(caching(response).cacheControl).toBe("no-cache");
  expect(caching(response).vary).toContain("cookie");
});

test("fingerprinted assets are immutable for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/build\/[^"]+\.js/)![0];
  expect(caching(await request.get(asset)).cacheControl).toBe("public, max-age=31536000, immutable");
});

test("other files in public/ are served and kept for an hour", async ({ request }) => {
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(caching(favicon).cacheControl).toBe("public, max-age=3600");
});

test("an API answer that sets a cookie is private, no-store", async ({ request }) => {
  const account = await createAccount(request);
  const login = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  expect(login.headers()["set-cookie"]).toBeTruthy();
  expect(caching(login).cacheControl).toBe("private, no-store");
});
