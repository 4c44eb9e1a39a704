// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { ApplicationCard } from "~/components/application-card";
import type { Application } from "~/lib/applications";

const application: Application = {
  id: 7,
  status: "applied",
  appliedDate: "2024-01-05T23:30:00.000Z",
  updatedDate: "2024-01-05T23:30:00.000Z",
  resumeUrl: "/resumes/abc",
  coverLetter: "Dear team,\nI have built bridges for ten years.",
  job: {
    id: 42,
    title: "Bridge Engineer",
    location: "Austin, TX",
    employmentType: "Full-time",
    remote: true,
    salaryMin: 95000,
    salaryMax: 120000,
    company: { id: 1, name: "Acme Structures" },
  },
};

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** The card as the page renders it, inside a router as Remix gives it one, in a fresh document. */
function renderCard(overrides: Partial<Application> = {}, job: Partial<Application["job"]> = {}) {
  const card = { ...application, ...overrides, job: { ...application.job, ...job } };
  const Stub = createRemixStub([{ path: "/", Component: () => <ApplicationCard application={card} /> }]);
  document.body.innerHTML = "";
  const container = document.body.appendChild(document.createElement("div"));
  act(() => createRoot(container).render(<Stub />));
  return document;
}

describe("an application card on My Applications (docs/product.md#pages)", () => {
  it.each([
    ["applied", "Application Submitted", "badge-blue"],
    ["reviewing", "Under Review", "badge-yellow"],
    ["interviewing", "Interviewing", "badge-purple"],
    ["offered", "Offer Extended", "badge-teal"],
    ["rejected", "Not Selected", "badge-red"],
    ["hired", "Hired", "badge-green"],
    ["withdrawn", "Withdrawn", "badge-neutral"],
    ["on hold", "on hold", "badge-neutral"],
    ["<script>x</script>", "<script>x</script>", "badge-neutral"],
  ])("shows the status %s as %s in %s", (status, label, tone) => {
    const badge = renderCard({ status: status as Application["status"] }).querySelector(".badge-status")!;
    expect(badge.textContent).toBe(label);
    expect(badge.classList.contains(tone)).toBe(true);
  });

  it("shows every field of an application (docs/product.md#pages)", () => {
    const page = renderCard();
    const title = page.querySelector("h2 a")!;
    expect(title.textContent).toBe("Bridge Engineer");
    expect(title.getAttribute("href")).toBe("/jobs/42");
    const text = page.body.textContent!;
    for (const part of ["Acme Structures", "Austin, TX", "Full-time", "Remote", "Applied on Jan 5, 2024", "$95k - $120k"]) {
      expect(text).toContain(part);
    }
    const resume = [...page.querySelectorAll("a")].find((link) => link.textContent!.startsWith("View Resume"))!;
    expect(resume.getAttribute("href")).toBe("/resumes/abc");
    expect(resume.getAttribute("target")).toBe("_blank");
    expect(page.querySelector(".cover-letter-preview")!.textContent).toBe(application.coverLetter);
  });

  it("leaves out what is not there", () => {
    const page = renderCard({ resumeUrl: null, coverLetter: null }, { remote: false, salaryMin: null, salaryMax: null });
    const text = page.body.textContent!;
    expect(text).not.toContain("Remote");
    expect(text).not.toContain("$");
    expect(text).not.toContain("View Resume");
    expect(page.querySelector(".cover-letter-preview")).toBeNull();
  });

  it("shows a salary with only one end", () => {
    expect(renderCard({}, { salaryMax: null }).body.textContent).toContain("$95k+");
    expect(renderCard({}, { salaryMin: null }).body.textContent).toContain("Up to $120k");
  });

  it("says when it was last updated, once that is not when it was sent", () => {
    expect(renderCard().querySelector(".application-date")!.textContent).toBe("Applied on Jan 5, 2024");
    expect(renderCard({ updatedDate: "2024-02-10T12:00:00.000Z" }).querySelector(".application-date")!.textContent).toBe(
      "Applied on Jan 5, 2024 · Updated on Feb 10, 2024",
    );
  });

  it("offers Withdraw behind a confirmation, posting the application and the list's page, unless hired or withdrawn", () => {
    const page = renderCard({}, {});
    const disclosure = page.querySelector("details.confirm-withdraw")!;
    expect(disclosure.querySelector("summary")!.textContent).toBe("Withdraw application for Bridge Engineer");
    const formElement = disclosure.querySelector("form")!;
    expect(formElement.getAttribute("method")).toBe("post");
    expect(formElement.getAttribute("action")).toBe("/my-applications");
    const button = formElement.querySelector("button")!;
    expect([button.name, button.value, button.textContent]).toEqual(["withdraw", "7", "Withdraw Application"]);
    expect((formElement.querySelector("input[name=page]") as HTMLInputElement).value).toBe("1");
    for (const status of ["hired", "withdrawn"] as const) expect(renderCard({ status }).querySelector(".confirm-withdraw")).toBeNull();
    for (const status of ["interviewing", "offered"] as const)
      expect(renderCard({ status }).querySelector(".confirm-withdraw")).not.toBeNull();
  });
});
