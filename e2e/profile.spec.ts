import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { currentUser, expectToast, hasJavaScript, registerUser } from "./helpers";

const PDF = "test/fixtures/resume.pdf";
const DOCX = "test/fixtures/resume.docx";
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const profileCard = (page: Page) => page.getByRole("region", { name: "Profile Information" });
const resumeCard = (page: Page) => page.getByRole("region", { name: "Resume" });

async function primaryResumeUrl(page: Page): Promise<string | null> {
  return (await currentUser(page)).profile.primaryResumeUrl;
}

async function uploadResume(page: Page, file: string) {
  const card = resumeCard(page);
  await card.getByLabel("Resume file").setInputFiles(file);
  await card.getByRole("button", { name: /^(Upload|Update) Resume$/ }).click();
}

test("editing the profile saves every field, with trimmed tags", async ({ page }, testInfo) => {
  await registerUser(page);
  await page.goto("/profile");
  const form = profileCard(page);
  const disciplines = form.getByRole("group", { name: "Engineering Disciplines" });
  const skills = form.getByRole("group", { name: "Skills" });

  await form.getByLabel("Professional Headline").fill("Senior Structural Engineer");
  await form.getByLabel("Location").fill("Austin, TX");
  await form.getByLabel("Phone").fill("+1 512 555 0100");
  await form.getByLabel("Professional Summary").fill("Ten years of bridges and towers.\nLicensed PE.");

  // Without JavaScript, Add sends the form back changed but unsaved, with what was typed kept.
  await disciplines.getByLabel("New discipline").fill("  Structural Engineering  ");
  await disciplines.getByRole("button", { name: "Add" }).click();
  await expect(disciplines.getByRole("button", { name: "Remove Structural Engineering" })).toBeVisible();
  await expect(disciplines.getByLabel("New discipline")).toHaveValue("");
  await expect(form.getByLabel("Professional Headline")).toHaveValue("Senior Structural Engineer");
  await expect(form.getByLabel("Professional Summary")).toHaveValue("Ten years of bridges and towers.\nLicensed PE.");

  // Enter adds the tag with JavaScript; without it Enter submits the form, which saves with the typed tag.
  await disciplines.getByLabel("New discipline").fill(" Geotechnical ");
  await disciplines.getByLabel("New discipline").press("Enter");
  await expect(disciplines.getByRole("button", { name: "Remove Geotechnical" })).toBeVisible();
  if (hasJavaScript(testInfo)) {
    expect((await currentUser(page)).profile.disciplines).toEqual([]);
  } else {
    await expectToast(page, "Profile updated", "Your profile has been updated successfully.");
    expect((await currentUser(page)).profile).toMatchObject({
      headline: "Senior Structural Engineer",
      disciplines: ["Structural Engineering", "Geotechnical"],
    });
  }

  // An empty or blank Add adds nothing.
  await skills.getByRole("button", { name: "Add" }).click();
  await skills.getByLabel("New skill").fill("   ");
  await skills.getByRole("button", { name: "Add" }).click();
  await expect(skills.getByLabel("New skill")).toHaveValue("");
  await expect(skills.getByRole("button", { name: /^Remove/ })).toHaveCount(0);

  for (const skill of ["AutoCAD", " Revit "]) {
    await skills.getByLabel("New skill").fill(skill);
    await skills.getByRole("button", { name: "Add" }).click();
    await expect(skills.getByRole("button", { name: `Remove ${skill.trim()}` })).toBeVisible();
  }
  // Clicking a tag removes it.
  await skills.getByRole("button", { name: "Remove Revit" }).click();
  await expect(skills.getByRole("button", { name: "Remove Revit" })).toHaveCount(0);
  await expect(skills.getByRole("button", { name: /^Remove/ })).toHaveCount(1);

  await form.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/in/ann-seeker");
  await form.getByLabel("GitHub URL").fill("https://github.com/ann-seeker");
  await form.getByLabel("Portfolio URL").fill("https://ann-seeker.example.com/work");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expectToast(page, "Profile updated", "Your profile has been updated successfully.");

  await page.reload();
  await expect(form.getByLabel("Professional Headline")).toHaveValue("Senior Structural Engineer");
  await expect(form.getByLabel("Location")).toHaveValue("Austin, TX");
  await expect(form.getByLabel("Phone")).toHaveValue("+1 512 555 0100");
  await expect(form.getByLabel("Professional Summary")).toHaveValue("Ten years of bridges and towers.\nLicensed PE.");
  await expect(disciplines.getByRole("button", { name: /^Remove/ })).toHaveText([/^Structural Engineering\b/, /^Geotechnical\b/]);
  await expect(skills.getByRole("button", { name: /^Remove/ })).toHaveText([/^AutoCAD\b/]);
  await expect(form.getByLabel("LinkedIn URL")).toHaveValue("https://www.linkedin.com/in/ann-seeker");
  await expect(form.getByLabel("GitHub URL")).toHaveValue("https://github.com/ann-seeker");
  await expect(form.getByLabel("Portfolio URL")).toHaveValue("https://ann-seeker.example.com/work");

  expect((await currentUser(page)).profile).toEqual({
    fullName: "Ann Seeker",
    headline: "Senior Structural Engineer",
    location: "Austin, TX",
    phone: "+1 512 555 0100",
    // A browser posting the form itself sends the textarea's line breaks as CRLF.
    summary: expect.stringMatching(/^Ten years of bridges and towers\.\r?\nLicensed PE\.$/),
    disciplines: ["Structural Engineering", "Geotechnical"],
    skills: ["AutoCAD"],
    linkedinUrl: "https://www.linkedin.com/in/ann-seeker",
    githubUrl: "https://github.com/ann-seeker",
    portfolioUrl: "https://ann-seeker.example.com/work",
    primaryResumeUrl: null,
  });
});

test("an invalid URL is refused next to its field, and nothing is saved", async ({ page }) => {
  await registerUser(page);
  await page.goto("/profile");
  const form = profileCard(page);
  await form.getByLabel("Professional Headline").fill("Kept Headline");
  // A valid URL for the browser, but not a web address.
  await form.getByLabel("GitHub URL").fill("ftp://example.com");
  await form.getByRole("button", { name: "Save Profile" }).click();

  const github = form.getByLabel("GitHub URL");
  await expect(github).toHaveAccessibleDescription("Invalid URL");
  await expect(github).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Invalid URL", { exact: true })).toBeVisible();
  await expect(github).toHaveValue("ftp://example.com");
  await expect(form.getByLabel("Professional Headline")).toHaveValue("Kept Headline");
  expect((await currentUser(page)).profile).toMatchObject({ headline: "", githubUrl: "" });
});

test("with JavaScript, a one-letter full name is refused", async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "without JavaScript the browser's minlength check stops the form");
  await registerUser(page);
  await page.goto("/profile");
  const form = profileCard(page);
  await form.getByLabel("Full Name").fill("A");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expect(form.getByLabel("Full Name")).toHaveAccessibleDescription("Full name is required");
  expect((await currentUser(page)).profile.fullName).toBe("Ann Seeker");
});

test("uploading a PDF, then a DOCX, replaces the current resume", async ({ page }) => {
  await registerUser(page);
  await page.goto("/profile");
  const card = resumeCard(page);
  await expect(card.getByText("No resume uploaded")).toBeVisible();
  await expect(card.getByRole("button", { name: "Upload Resume" })).toBeVisible();

  await uploadResume(page, PDF);
  await expectToast(page, "Resume uploaded", "Your resume has been uploaded successfully.");
  await expect(card.getByText("Resume uploaded")).toBeVisible();
  const link = card.getByRole("link", { name: "View current resume" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(card.getByRole("button", { name: "Update Resume" })).toBeVisible();
  const pdfHref = await link.getAttribute("href");
  expect(pdfHref).toBe(await primaryResumeUrl(page));

  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await pdf.body()).toEqual(fs.readFileSync(PDF));

  await uploadResume(page, DOCX);
  await expectToast(page, "Resume uploaded", "Your resume has been uploaded successfully.");
  await expect(link).not.toHaveAttribute("href", pdfHref!);
  const docxHref = await link.getAttribute("href");
  expect(docxHref).toBe(await primaryResumeUrl(page));
  const docx = await page.request.get(docxHref!);
  expect(docx.status()).toBe(200);
  expect(docx.headers()["content-type"]).toBe(DOCX_TYPE);
  expect(docx.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(docx.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await docx.body()).toEqual(fs.readFileSync(DOCX));
});

test("a disguised executable, an 11 MB PDF and a text file are refused", async ({ page }, testInfo) => {
  const js = hasJavaScript(testInfo);
  const files = {
    "program.pdf": Buffer.concat([Buffer.from("\x7fELF\x02\x01\x01\x00", "latin1"), Buffer.alloc(4096)]),
    "huge.pdf": Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(11 * 1024 * 1024 - 9)]),
    "resume.txt": Buffer.from("Ann Seeker, Structural Engineer\n"),
  };
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(testInfo.outputPath(name), bytes);
  const refusals = [
    { file: "program.pdf", title: "Invalid file type", description: "Please upload a PDF, DOC, or DOCX file." },
    { file: "huge.pdf", title: "File too large", description: "File size must be less than 10MB." },
    { file: "resume.txt", title: "Invalid file type", description: "Please upload a PDF, DOC, or DOCX file." },
  ];

  await registerUser(page);
  await page.goto("/profile");
  await uploadResume(page, PDF);
  await expectToast(page, "Resume uploaded");
  const current = await primaryResumeUrl(page);
  expect(current).toMatch(/^\/resumes\//);

  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") uploads.push(request.url());
  });
  for (const { file, title, description } of refusals) {
    uploads.length = 0;
    await uploadResume(page, testInfo.outputPath(file));
    if (js) {
      await expectToast(page, title, description);
    } else if (file === "huge.pdf") {
      // Over the upload limit the server answers before the page does: a plain page, then back.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText(description, { exact: true })).toBeVisible();
      await page.getByRole("link", { name: "Go back to the form" }).click();
    } else {
      await expect(resumeCard(page).getByRole("alert")).toHaveText(`${title}: ${description}`);
    }
    await expect(resumeCard(page).getByRole("link", { name: "View current resume" })).toHaveAttribute("href", current!);
    expect(await primaryResumeUrl(page), file).toBe(current);
    // With JavaScript the type (by name) and the size are checked before anything is sent.
    if (js && file !== "program.pdf") expect(uploads, file).toEqual([]);
  }
});

test("signed out, /profile asks to sign in", async ({ page }) => {
  await page.goto("/profile");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Please log in to view your profile");
  await expect(main.getByText("You need to be logged in to access this page.", { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?redirectTo=%2Fprofile");
  await expect(page.getByRole("region", { name: "Profile Information" })).toHaveCount(0);
});
