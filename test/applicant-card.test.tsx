// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { ApplicantCard } from "~/components/applicant-card";
import type { Applicant } from "~/lib/employer";

const applicant: Applicant = {
  applicationId: 3,
  status: "applied",
  appliedDate: "2024-01-05T23:30:00.000Z",
  coverLetter: null,
  resumeUrl: null,
  email: "annabelle.longname-1796205331799@structures.example.com",
  fullName: "Annabelle Longname",
  headline: "",
  location: "",
  linkedinUrl: "",
  githubUrl: "",
  portfolioUrl: "",
  noteCount: 0,
};

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function renderCard(overrides: Partial<Applicant> = {}) {
  const Stub = createRemixStub([
    { path: "/", Component: () => <ApplicantCard applicant={{ ...applicant, ...overrides }} action="/posted-jobs/1" /> },
  ]);
  document.body.innerHTML = "";
  const container = document.body.appendChild(document.createElement("div"));
  act(() => createRoot(container).render(<Stub />));
  return document;
}

describe("an applicant's card on the employer's side", () => {
  it("lets a long e-mail address break at its @ and dots on a phone, and links the whole of it", () => {
    const link = renderCard().querySelector("a[href^='mailto:']")!;
    expect(link.getAttribute("href")).toBe(`mailto:${applicant.email}`);
    expect(link.textContent).toBe(applicant.email);
    expect(link.innerHTML).toContain("<wbr>@structures<wbr>.example<wbr>.com");
  });

  it("shows a withdrawn application without its status form", () => {
    const page = renderCard({ status: "withdrawn" });
    expect(page.querySelector(".badge-status")!.textContent).toBe("Withdrawn");
    expect(page.querySelector("select[name=status]")).toBeNull();
    expect(page.body.textContent).toContain("The candidate withdrew this application.");
  });
});
