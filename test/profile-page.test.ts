import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as meApi from "~/routes/api.auth.me";
import * as profilePage from "~/routes/profile";
import { callAction, callLoader, registerUser } from "./helpers";

function post(cookie: string | undefined, fields: [string, string][]) {
  return callAction(profilePage.action, "/profile", {
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

async function profileOf(cookie: string) {
  const response = await callLoader(meApi.loader, "/api/auth/me", {}, { headers: { Cookie: cookie } });
  return (await response.json()).user.profile;
}

const BASE: [string, string][] = [
  ["fullName", "Tess Tags"],
  ["headline", "Field engineer"],
  ["disciplines[0]", "Civil"],
  ["disciplines[1]", "Structural"],
  ["skills[0]", "AutoCAD"],
];

describe("/profile without JavaScript: the tag buttons", () => {
  it("adds a trimmed tag and sends every other value back, unsaved", async () => {
    const { cookie } = await registerUser({ fullName: "Tess Tags" });
    const response = await post(cookie, [...BASE, ["newSkill", "  Revit  "], ["intent", "add-skill"]]);
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result.initialValue).toMatchObject({
      fullName: "Tess Tags",
      headline: "Field engineer",
      disciplines: ["Civil", "Structural"],
      skills: ["AutoCAD", "Revit"],
      newSkill: "",
    });
    expect((await profileOf(cookie)).skills).toEqual([]);
  });

  it("adds nothing for a blank tag", async () => {
    const { cookie } = await registerUser();
    const { result } = await (await post(cookie, [...BASE, ["newDiscipline", "   "], ["intent", "add-discipline"]])).json();
    expect(result.initialValue.disciplines).toEqual(["Civil", "Structural"]);
  });

  it("removes the tag at the position posted", async () => {
    const { cookie } = await registerUser();
    const { result } = await (await post(cookie, [...BASE, ["intent", "remove-discipline:0"]])).json();
    expect(result.initialValue.disciplines).toEqual(["Structural"]);
    expect(result.initialValue.skills).toEqual(["AutoCAD"]);
  });
});

describe("/profile: saving", () => {
  it("saves, redirects back with its toast (docs/product.md#wording), and keeps a typed-but-not-added tag", async () => {
    const { cookie } = await registerUser();
    const response = await post(cookie, [
      ...BASE,
      ["newSkill", " Python "],
      ["linkedinUrl", "https://www.linkedin.com/in/tess"],
      ["githubUrl", ""],
      ["intent", "save"],
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("__flash="))).toBe(true);
    expect(await profileOf(cookie)).toMatchObject({
      fullName: "Tess Tags",
      headline: "Field engineer",
      disciplines: ["Civil", "Structural"],
      skills: ["AutoCAD", "Python"],
      linkedinUrl: "https://www.linkedin.com/in/tess",
      githubUrl: "",
    });
  });

  it("refuses invalid values with the messages of docs/product.md#wording, keeps the values, and saves nothing", async () => {
    const { cookie } = await registerUser({ fullName: "Original Name" });
    const response = await post(cookie, [
      ["fullName", "T"],
      ["headline", "Kept headline"],
      ["portfolioUrl", "ftp://example.com"],
      ["githubUrl", "github dot com"],
    ]);
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toMatchObject({
      fullName: ["Full name is required"],
      portfolioUrl: ["Invalid URL"],
      githubUrl: ["Invalid URL"],
    });
    expect(result.initialValue).toMatchObject({ fullName: "T", headline: "Kept headline" });
    expect((await profileOf(cookie)).fullName).toBe("Original Name");
  });

  it("stores hostile text as given", async () => {
    const { cookie } = await registerUser();
    const hostile = `<script>alert("x")</script> '; DROP TABLE users; --`;
    await post(cookie, [
      ["fullName", hostile],
      ["summary", hostile],
      ["skills[0]", hostile],
    ]);
    expect(await profileOf(cookie)).toMatchObject({ fullName: hostile, summary: hostile, skills: [hostile] });
  });

  it("stores a summary's line breaks as LF, whether the browser sent CRLF or not", async () => {
    const { cookie } = await registerUser();
    await post(cookie, [
      ["fullName", "Line Breaks"],
      ["summary", "First line\r\nSecond line\rThird"],
    ]);
    expect((await profileOf(cookie)).summary).toBe("First line\nSecond line\nThird");
  });

  it("answers a body that is not a form with 400 and field messages, never a 500", async () => {
    const { cookie } = await registerUser();
    const response = await callAction(profilePage.action, "/profile", {
      body: "{not a form",
      headers: { "Content-Type": "text/plain", Cookie: cookie },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).result.error.fullName).toEqual(["Full name is required"]);
  });

  it("answers a signed-out post with 401", async () => {
    const response = await post(undefined, BASE);
    expect(response.status).toBe(401);
  });
});

describe("/profile: uploading a resume from the page", () => {
  it("stores it and redirects back with 'Resume uploaded'; refusals come back with the texts of docs/product.md#wording", async () => {
    const { cookie } = await registerUser();
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const body = new FormData();
      body.append("resume", new File([bytes], name));
      return callAction(profilePage.action, "/profile", { body, headers: { Cookie: cookie } });
    };
    const pdf = new Uint8Array(fs.readFileSync(path.join(__dirname, "fixtures", "resume.pdf")));
    const stored = await upload(pdf, "cv.pdf");
    expect(stored.status).toBe(302);
    expect((await profileOf(cookie)).primaryResumeUrl).toMatch(/^\/resumes\//);

    const refused = await upload(new TextEncoder().encode("plain text"), "cv.txt");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      form: "resume",
      problem: { status: 400, title: "Invalid file type", description: "Please upload a PDF, DOC, or DOCX file." },
    });
  });
});
