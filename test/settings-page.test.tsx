// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import SettingsPage from "~/routes/settings";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const user = {
  id: 1,
  email: "cara@example.com",
  role: "candidate",
  profile: { fullName: "Cara Candidate", disciplines: [], skills: [], primaryResumeUrl: null },
};

/** /settings as a post that named no form left it: the action's answer in the router's data. */
function renderWithActionData(actionData: unknown) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ user, appliedJobs: [] }),
      children: [
        {
          id: "routes/settings",
          path: "settings",
          Component: SettingsPage,
          loader: () => ({
            company: null,
            notify: true,
            mailOff: false,
            alerts: [],
            google: { configured: false, linkedEmail: null, hasPassword: true },
          }),
        },
      ],
    },
  ]);
  document.body.innerHTML = "";
  const container = document.body.appendChild(document.createElement("div"));
  act(() =>
    createRoot(container).render(
      <Stub
        initialEntries={["/settings"]}
        hydrationData={{
          loaderData: {
            root: { user, appliedJobs: [] },
            "routes/settings": {
              company: null,
              notify: true,
              mailOff: false,
              alerts: [],
              google: { configured: false, linkedEmail: null, hasPassword: true },
            },
          },
          actionData: { "routes/settings": actionData },
        }}
      />,
    ),
  );
  return document;
}

describe("/settings", () => {
  it("shows the message of a post that named no form (it was answered but never shown)", () => {
    const page = renderWithActionData({ form: null, message: "Unknown action." });
    const alert = page.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe("Unknown action.");
  });
});
