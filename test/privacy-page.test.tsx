// The privacy page (docs/product.md#privacy): its copy with the configuration's figures in it,
// served to anyone, and the registration form's link to it.
import { renderToString } from "react-dom/server";
import { createRemixStub } from "@remix-run/testing";
import { describe, expect, it } from "vitest";
import * as privacyRoute from "~/routes/privacy";
import { RegisterForm } from "~/components/auth-forms";
import { privacyPage, type Inline, type PrivacyPageContent } from "~/content/privacy";
import { PRIVACY_TEXT } from "~/lib/privacy";
import { config } from "~/server/config.server";
import { callLoader } from "./helpers";

const inlinesOf = (content: PrivacyPageContent): Inline[][] =>
  content.sections.flatMap((section) => section.blocks.flatMap((block) => ("paragraph" in block ? [block.paragraph] : block.list)));

/** The page's words, each paragraph or list item a line. */
const textOf = (content: PrivacyPageContent) =>
  inlinesOf(content)
    .map((parts) =>
      parts
        .map((part) => (typeof part === "string" ? part : "to" in part ? part.label : "email" in part ? part.email : part.strong))
        .join(""),
    )
    .join("\n");

const linksOf = (content: PrivacyPageContent) =>
  inlinesOf(content)
    .flat()
    .filter((part) => typeof part !== "string" && !("strong" in part));

describe("/privacy", () => {
  it("answers anyone with the page's copy, the support address and, unset INACTIVE_ACCOUNT_DAYS, no deletion for inactivity", async () => {
    const response = await callLoader(privacyRoute.loader, "/privacy");
    expect(response.status).toBe(200);
    const content = (await response.json()) as PrivacyPageContent;
    expect(content.title).toBe(PRIVACY_TEXT.link);
    expect(content.sections.map((section) => section.id)).toEqual([
      "what-we-keep",
      "how-long",
      "who-sees-your-resume",
      "download",
      "deleting",
      "backups",
      "contact",
    ]);
    const text = textOf(content);
    expect(linksOf(content)).toContainEqual({ email: config.mail.supportEmail });
    expect(linksOf(content)).toContainEqual({ to: "/settings/my-data", label: "Download My Data" });
    expect(text).toContain("Your resumes and applications: until you delete your account");
    expect(text).not.toMatch(/have not signed in/);
  });

  it("with INACTIVE_ACCOUNT_DAYS set, says after how long resumes and applications go, when the warning comes, and that the account stays", () => {
    const text = textOf(privacyPage({ supportEmail: "help@example.com", inactiveAccounts: { days: 400, warningDays: 21 } }));
    expect(text).toContain("until you have not signed in or used the site for 400 days");
    expect(text).toContain("after an email 21 days before that tells you the date");
    expect(text).toContain("Your account and profile stay, so you can still sign in afterwards.");
  });
});

describe("the registration form", () => {
  it("links to the privacy page beside its button", () => {
    const Stub = createRemixStub([
      {
        path: "/register",
        Component: () => <RegisterForm as="form" id="register" lastResult={undefined} pending={false} redirectTo="/" />,
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/register"]} />);
    const markup = html.replaceAll("<!-- -->", "");
    expect(markup).toMatch(
      new RegExp(`<p class="form-note">${PRIVACY_TEXT.registerNotice} <a [^>]*href="/privacy"[^>]*>${PRIVACY_TEXT.link}</a>.</p>`),
    );
    expect(markup).toMatch(/Create Account<\/button><\/fieldset><p class="form-note">/);
  });
});
