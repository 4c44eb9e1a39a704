// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import RegisterPage from "~/routes/register";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function renderRegisterPage() {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ user: null, appliedJobs: [] }),
      children: [{ id: "routes/register", path: "register", Component: RegisterPage, loader: () => ({ redirectTo: "/" }) }],
    },
  ]);
  document.body.innerHTML = "";
  const container = document.body.appendChild(document.createElement("div"));
  act(() =>
    createRoot(container).render(
      <Stub
        initialEntries={["/register"]}
        hydrationData={{ loaderData: { root: { user: null, appliedJobs: [] }, "routes/register": { redirectTo: "/" } } }}
      />,
    ),
  );
  return document;
}

describe("/register", () => {
  it("tells the password rule the server applies (8 characters, not the 6 it once said)", () => {
    const page = renderRegisterPage();
    const password = page.querySelector<HTMLInputElement>('input[name="password"]');
    const hint = page.getElementById(password?.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
    expect(hint?.textContent).toBe("At least 8 characters.");
  });
});
