// Single-line fields refuse line breaks and control characters: a contact name such as
// "Mal\nEmail: ceo@evil.example" would forge a line in the agency's enquiry mail, and names and
// titles show in mails, feeds and pages. Multi-line fields keep their line breaks.
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ENQUIRY_NOTIFY_EMAIL = "agency-inbox@keystonetalent.example";
});

import { getZodConstraint } from "@conform-to/zod";
import { z } from "zod";
import * as healthcareApi from "~/routes/api.contact.healthcare";
import * as profileApi from "~/routes/api.auth.profile";
import * as registerApi from "~/routes/api.auth.register";
import * as postJobPage from "~/routes/post-job";
import * as profilePage from "~/routes/profile";
import * as settingsPage from "~/routes/settings";
import { enquiryFormAction, type EnquiryPage } from "~/routes/enquiries.server";
import { profileSchema, registerSchema } from "~/lib/account-schemas";
import { companySchema, jobFormSchema, noteSchema } from "~/lib/employer";
import { engineeringEnquirySchema, healthcareEnquirySchema } from "~/lib/enquiries";
import { coverLetterSchema } from "~/lib/application-schemas";
import { emailAddress, isSingleLine, optionalWebAddress, singleLine } from "~/lib/validation";
import { db } from "~/server/db.server";
import { callAction, COMPANY_FIELDS, form, jobFields, jsonBody, registerEmployer, registerUser, uniqueCompanyName } from "./helpers";

const oneLine = (label: string) => `${label} must be on one line, with no line breaks or control characters`;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

const HOSTILE = ["\n", "\r", "\t", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029", "\u202e", "\u2066"];

const ORDINARY = [
  "Zoë O'Brien-Núñez",
  "Ærøskøbing Bridge Works",
  "Senior Engineer 🚀",
  "山田 太郎",
  "Ингенер-строитель",
  "مهندس مدني",
  "אדריכל",
  "Nguyễn Văn A",
  "C++ / C# & .NET (80%)",
  "Naïve\u00a0café", // a no-break space is a space, not a control
];

const count = async (table: "enquiries" | "mail_outbox") =>
  (
    await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

describe("the single-line rule", () => {
  it.each(HOSTILE.map((character) => [codePoint(character), character]))("refuses %s inside the text", (_, character) => {
    expect(isSingleLine(`Mal${character}Email: ceo@evil.example`)).toBe(false);
    expect(singleLine(z.string().trim(), "Contact name").safeParse(`Mal${character}Lory`).error?.issues).toEqual([
      expect.objectContaining({ message: oneLine("Contact name"), path: [] }),
    ]);
  });

  it("refuses every C0 and C1 control and DEL", () => {
    const controls = [...Array.from({ length: 0x20 }, (_, code) => code), ...Array.from({ length: 0x21 }, (_, code) => 0x7f + code)];
    for (const code of controls) expect(isSingleLine(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(false);
  });

  it("refuses every bidirectional embedding, override and isolate", () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(isSingleLine(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(false);
    }
  });

  it.each(ORDINARY)("accepts %j", (text) => {
    expect(isSingleLine(text)).toBe(true);
    expect(singleLine(z.string().trim(), "Name").parse(text)).toBe(text);
  });

  it("checks after trimming: a trailing line break is trimmed away, an inner one refused", () => {
    const name = singleLine(z.string().trim(), "Full name");
    expect(name.parse("  Ann Lee\r\n")).toBe("Ann Lee");
    expect(name.safeParse("Ann\r\nLee").success).toBe(false);
  });
});

describe("every single-line field of the shared schemas", () => {
  const valid = {
    register: { fullName: "Ann Lee", email: "ann@example.com", password: "correct horse" },
    profile: { fullName: "Ann Lee", headline: "Engineer", location: "Austin, TX", phone: "+1 512 555 0100", skills: ["Revit"] },
    company: { ...COMPANY_FIELDS, name: "Bridge Works" },
    job: jobFields(),
    engineering: {
      companyName: "Summit Ridge Builders",
      contactName: "Dana Ruiz",
      email: "dana@example.com",
      phone: "+1 303 555 0199",
      hiringNeeds: "Two structural engineers",
      message: "We start in March.",
      source: "Civil",
    },
    healthcare: {
      companyName: "Valley Regional Health",
      contactName: "Sam Okafor",
      email: "sam@example.com",
      phone: "(208) 555-0147",
      positionsToFill: "3",
      timeline: "Within 60 days",
      message: "Family practice NPs for two rural clinics.",
      specialty: "Nurse Practitioner",
    },
  };
  const schemas = {
    register: registerSchema,
    profile: profileSchema,
    company: companySchema,
    job: jobFormSchema,
    engineering: engineeringEnquirySchema,
    healthcare: healthcareEnquirySchema,
  };
  const cases: [keyof typeof schemas, string, string][] = [
    ["register", "fullName", "Full name"],
    ["profile", "fullName", "Full name"],
    ["profile", "headline", "Headline"],
    ["profile", "location", "Location"],
    ["profile", "phone", "Phone"],
    ["company", "name", "Company name"],
    ["company", "industry", "Industry"],
    ["job", "title", "Job title"],
    ["job", "location", "Location"],
    ["engineering", "companyName", "Company name"],
    ["engineering", "contactName", "Contact name"],
    ["engineering", "phone", "Phone"],
    ["engineering", "hiringNeeds", "Hiring needs"],
    ["healthcare", "companyName", "Company name"],
    ["healthcare", "contactName", "Contact name"],
    ["healthcare", "phone", "Phone"],
    ["healthcare", "positionsToFill", "Positions to fill"],
    ["healthcare", "timeline", "Hiring timeline"],
  ];

  it.each(cases)("%s %s refuses a line break with the field's message", (schema, field, label) => {
    const result = schemas[schema].safeParse({ ...valid[schema], [field]: "Line one\nLine two 0123456789" });
    expect(result.error?.flatten().fieldErrors).toEqual({ [field]: [oneLine(label)] });
  });

  it.each([
    ["disciplines", "discipline"],
    ["skills", "skill"],
  ])("profile %s refuses an entry with a control character", (field, label) => {
    const result = profileSchema.safeParse({ ...valid.profile, [field]: ["Civil", "Revit\u0007"] });
    expect(result.error?.flatten().fieldErrors).toEqual({ [field]: [oneLine(`Each ${label}`)] });
  });

  it("keeps the messages of the other rules beside the new one", () => {
    const result = registerSchema.safeParse({ ...valid.register, fullName: `${"x".repeat(100)}\ny` });
    expect(result.error?.flatten().fieldErrors.fullName).toEqual(["Full name must be at most 100 characters", oneLine("Full name")]);
  });

  it("keeps the constraints the browser reads from the schemas, and adds no pattern to them", () => {
    expect(getZodConstraint(healthcareEnquirySchema).contactName).toEqual({ required: true, minLength: 2, maxLength: 200 });
    expect(getZodConstraint(profileSchema)).toMatchObject({
      fullName: { required: true, minLength: 2, maxLength: 100 },
      headline: { required: false, maxLength: 120 },
      skills: { required: false, multiple: true },
      "skills[]": { required: true, minLength: 1, maxLength: 60 },
    });
    expect(getZodConstraint(jobFormSchema).title).toEqual({ required: true, minLength: 3, maxLength: 120 });
  });

  it("leaves the multi-line fields their line breaks", () => {
    const text = "First line of the text,\r\nand the second one.\n\nA paragraph.";
    const stored = "First line of the text,\nand the second one.\n\nA paragraph.";
    expect(profileSchema.parse({ ...valid.profile, summary: text }).summary).toBe(stored);
    expect(companySchema.parse({ ...valid.company, description: text }).description).toBe(stored);
    expect(jobFormSchema.parse({ ...valid.job, description: text }).description).toBe(stored);
    expect(engineeringEnquirySchema.parse({ ...valid.engineering, message: text }).message).toBe(text);
    expect(healthcareEnquirySchema.parse({ ...valid.healthcare, message: text }).message).toBe(text);
    expect(noteSchema.parse({ note: text }).note).toBe(stored);
    expect(coverLetterSchema.parse(text)).toBe(stored);
  });

  it("refuses line breaks and controls in e-mail addresses through the address check", () => {
    const email = emailAddress({ required: "Email is required", tooLong: "Too long", invalid: "Enter a valid email address" });
    for (const address of [
      "dana@example.com\r\nBcc: ceo@evil.example",
      "dana\n@example.com",
      "dana@example.com\u0085",
      "da\u202ena@example.com",
    ]) {
      expect(email.safeParse(address).error?.issues.map((issue) => issue.message)).toEqual(["Enter a valid email address"]);
    }
    expect(email.parse(" dana@example.com\r\n")).toBe("dana@example.com");
  });

  it("refuses line breaks and controls in web addresses with their invalid-address message", () => {
    // The URL parser drops tabs and line breaks and escapes other controls, so a parse alone passes them.
    const url = optionalWebAddress({ tooLong: "Invalid URL", invalid: "Invalid URL" });
    for (const address of [
      "https://exa\nmple.com",
      "https://example.com/a\r\nb",
      "https://ex\tample.com",
      "https://example.com/\u0007",
      "https://example.com/\u202e",
    ]) {
      expect(url.safeParse(address).error?.issues.map((issue) => issue.message)).toEqual(["Invalid URL"]);
    }
    expect(url.parse("https://example.com/\n")).toBe("https://example.com/");
  });
});

describe("POST /api/contact/healthcare", () => {
  const healthcare = {
    companyName: "Valley Regional Health",
    contactName: "Sam Okafor",
    email: "sam@valleyregional.example",
    phone: "(208) 555-0147",
    positionsToFill: "3",
    timeline: "Within 60 days",
    message: "Family practice NPs for two rural clinics.\nTwo sites.",
    specialty: "Nurse Practitioner",
  };
  const post = (body: unknown) => callAction(healthcareApi.action, "/api/contact/healthcare", jsonBody(body));

  it("refuses a contact name that forges a line of the agency's mail: 400 on contactName, nothing stored or mailed", async () => {
    const [enquiries, mails] = [await count("enquiries"), await count("mail_outbox")];
    const response = await post({ ...healthcare, contactName: "Mal\nEmail: ceo@evil.example" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ contactName: [oneLine("Contact name")] });
    expect(await count("enquiries")).toBe(enquiries);
    expect(await count("mail_outbox")).toBe(mails);
  });

  it("stores and mails the same enquiry with a one-line name, its message's line breaks kept", async () => {
    const [enquiries, mails] = [await count("enquiries"), await count("mail_outbox")];
    expect((await post(healthcare)).status).toBe(201);
    expect(await count("enquiries")).toBe(enquiries + 1);
    expect(await count("mail_outbox")).toBe(mails + 1);
  });
});

describe("an engineering enquiry form post (the discipline pages' action)", () => {
  const civil: EnquiryPage = { kind: "engineering", path: "/civil-engineer-recruiters", source: "Civil" };
  const fields = {
    companyName: "Summit Ridge\nBuilders",
    contactName: "Dana Ruiz",
    email: "dana@granitepeak.example",
    phone: "+1 303 555 0199",
    hiringNeeds: "Two structural engineers",
    message: "We start in March.\nDenver.",
  };

  it("sends the form back with 400, the message on companyName and every value kept", async () => {
    const before = await count("enquiries");
    const response = await callAction((args) => enquiryFormAction(civil, args), civil.path, { body: new URLSearchParams(fields) });
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toEqual({ "": ["Please correct the highlighted fields."], companyName: [oneLine("Company name")] });
    expect(result.initialValue).toMatchObject(fields);
    expect(await count("enquiries")).toBe(before);
  });
});

describe("registering", () => {
  const register = (fullName: string) =>
    callAction(
      registerApi.action,
      "/api/auth/register",
      jsonBody({ email: `one-line-${Math.random().toString(36).slice(2)}@example.com`, password: "correct horse", fullName }),
    );

  it.each([
    ["U+0007", "Ann\u0007Lee"],
    ["U+202E", "Ann \u202eeeL"],
  ])("refuses a full name holding %s with 400 on fullName", async (_, fullName) => {
    const response = await register(fullName);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ fullName: [oneLine("Full name")] });
  });

  it("takes a name with accents, an apostrophe and a hyphen", async () => {
    const response = await register("Zoë O'Brien-Núñez");
    expect(response.status).toBe(201);
    expect((await response.json()).user.profile.fullName).toBe("Zoë O'Brien-Núñez");
  });
});

describe("the profile", () => {
  it("PATCH /api/auth/profile refuses a skill with a line break with 400 and changes nothing", async () => {
    const { cookie } = await registerUser({ fullName: "Tess Tags" });
    const patch = (body: unknown) =>
      callAction(profileApi.action, "/api/auth/profile", { method: "PATCH", ...jsonBody(body, { Cookie: cookie }) });
    const response = await patch({ skills: ["AutoCAD", "Revit\nHeadline: hired"] });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ skills: [oneLine("Each skill")] });
    const saved = await patch({ skills: ["AutoCAD"], summary: "Bridges.\nTunnels." });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ profile: { skills: ["AutoCAD"], summary: "Bridges.\nTunnels." } });
  });

  it("the form refuses a skill with a line break on the list, where the form shows it, keeping the values", async () => {
    const { cookie } = await registerUser({ fullName: "Tess Tags" });
    const response = await callAction(
      profilePage.action,
      "/profile",
      form(
        [
          ["fullName", "Tess Tags"],
          ["skills[0]", "Revit\nMore"],
          ["intent", "save"],
        ],
        cookie,
      ),
    );
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toEqual({ skills: [oneLine("Each skill")] });
    expect(result.initialValue).toMatchObject({ fullName: "Tess Tags", skills: ["Revit\nMore"] });
  });
});

describe("posting a job and making a company", () => {
  it("refuses a title with CRLF with 400 on title, storing nothing; a description's line breaks are taken", async () => {
    const { cookie } = await registerEmployer();
    const jobs = async () => (await db.selectFrom("jobs").select("id").execute()).length;
    const before = await jobs();
    const refused = await callAction(
      postJobPage.action,
      "/post-job",
      form(jobFields({ title: "Bridge Engineer\r\nApply at evil.example" }), cookie),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).result.error).toEqual({ title: [oneLine("Job title")] });
    expect(await jobs()).toBe(before);

    const description = "Design and inspect highway bridges.\r\n\r\nPE license preferred.";
    const posted = await callAction(postJobPage.action, "/post-job", form(jobFields({ description }), cookie));
    expect(posted.status).toBe(302);
    const job = await db.selectFrom("jobs").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(job.description).toBe("Design and inspect highway bridges.\n\nPE license preferred.");
  });

  it("refuses a company name with a bidirectional override with 400 on name", async () => {
    const employer = await registerUser({ role: "employer" });
    const response = await callAction(
      settingsPage.action,
      "/settings",
      form({ ...COMPANY_FIELDS, name: `${uniqueCompanyName()} \u202egnirih` }, employer.cookie),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).result.error).toEqual({ name: [oneLine("Company name")] });
  });
});
