// @vitest-environment happy-dom
// Sign in with Google unset (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET absent): the site is as it
// was. No button, and the routes answer 404 (docs/product.md#sign-in-with-google).
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import * as startRoute from "~/routes/auth.google";
import * as callbackRoute from "~/routes/auth.google_.callback";
import * as loginRoute from "~/routes/login";
import * as registerRoute from "~/routes/register";
import { GOOGLE_TEXT } from "~/lib/google-sign-in";
import { callAction, callLoader, form } from "./helpers";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** The page as the browser gets it, with this loader data. */
function renderPage(path: "/login" | "/register", data: Record<string, unknown>): Document {
  const route = path === "/login" ? loginRoute : registerRoute;
  const id = `routes${path}`;
  const root = { user: null, appliedJobs: [] };
  const Stub = createRemixStub([
    { id: "root", path: "/", loader: () => root, children: [{ id, path: path.slice(1), Component: route.default, loader: () => data }] },
  ]);
  document.body.innerHTML = "";
  const container = document.body.appendChild(document.createElement("div"));
  act(() => createRoot(container).render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root, [id]: data } }} />));
  return document;
}

describe("Sign in with Google, not configured", () => {
  it("answers 404 at both routes", async () => {
    expect(process.env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect((await callAction(startRoute.action, "/auth/google", form({}))).status).toBe(404);
    expect((await callLoader(startRoute.loader, "/auth/google")).status).toBe(404);
    expect((await callLoader(callbackRoute.loader, "/auth/google/callback?state=x&code=y")).status).toBe(404);
  });

  it("shows no Google button on the sign-in and registration pages (configured, it would)", async () => {
    for (const path of ["/login", "/register"] as const) {
      const data = await (await callLoader(path === "/login" ? loginRoute.loader : registerRoute.loader, path)).json();
      expect(data).toEqual({ redirectTo: "/", google: false, pendingGoogleEmail: null });
      const googleButton = (page: Document) =>
        [...page.querySelectorAll("button")].find((button) => button.textContent === GOOGLE_TEXT.button);
      expect(renderPage(path, data).querySelector("form[action='/login'], form[action='/register']")).not.toBeNull();
      expect(googleButton(renderPage(path, data))).toBeUndefined();
      const configured = renderPage(path, { ...data, google: true });
      expect(googleButton(configured)?.closest("form")?.getAttribute("action")).toBe("/auth/google");
      expect(googleButton(configured)?.closest("form")?.getAttribute("method")).toBe("post");
    }
  });
});
