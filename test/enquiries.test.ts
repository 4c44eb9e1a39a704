import { describe, expect, it } from "vitest";
import * as engineeringApi from "~/routes/api.employer.contact";
import * as healthcareApi from "~/routes/api.contact.healthcare";
import { db } from "~/server/db.server";
import { enquiryFormAction, type EnquiryPage } from "~/routes/enquiries.server";
import { honeypotInputProps } from "~/server/security.server";
import { formatCsv, formatTable, readEnquiries } from "../db/enquiries-report";
import { callAction, flashedToast, jsonBody } from "./helpers";

const engineering = {
  companyName: "Summit Ridge Builders",
  contactName: "Dana Ruiz",
  email: "dana@granitepeak.example",
  phone: "+1 303 555 0199",
  hiringNeeds: "Two structural engineers (PE) for a Denver bridge program",
  message: "We start in March.",
  source: "Civil",
};

const healthcare = {
  companyName: "Valley Regional Health",
  contactName: "Sam Okafor",
  email: "sam@valleyregional.example",
  phone: "(208) 555-0147",
  positionsToFill: "3",
  timeline: "Within 60 days",
  message: "Family practice NPs for two rural clinics.",
  specialty: "Nurse Practitioner",
  source: "Nurse Practitioner Recruitment Page",
};

function postEngineering(body: unknown, clientAddress?: string) {
  return callAction(engineeringApi.action, "/api/employer/contact", { ...jsonBody(body), clientAddress });
}

function postHealthcare(body: unknown, clientAddress?: string) {
  return callAction(healthcareApi.action, "/api/contact/healthcare", { ...jsonBody(body), clientAddress });
}

function lastEnquiry() {
  return db.selectFrom("enquiries").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
}

function enquiryCount() {
  return db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow()
    .then((row) => row.count);
}

describe("POST /api/employer/contact", () => {
  it("stores the enquiry with its source and client address, and answers 201 {ok: true}", async () => {
    const response = await postEngineering(engineering, "198.51.100.7");
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await lastEnquiry()).toMatchObject({
      kind: "engineering",
      company_name: engineering.companyName,
      contact_name: engineering.contactName,
      email: engineering.email,
      phone: engineering.phone,
      hiring_needs: engineering.hiringNeeds,
      message: engineering.message,
      source: "Civil",
      client_address: "198.51.100.7",
      positions_to_fill: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("takes the message as optional", async () => {
    const { message: _message, ...withoutMessage } = engineering;
    expect((await postEngineering(withoutMessage)).status).toBe(201);
    expect((await lastEnquiry()).message).toBeNull();
    expect((await postEngineering({ ...engineering, message: "" })).status).toBe(201);
  });

  it("answers 400 naming every missing field", async () => {
    const before = await enquiryCount();
    const response = await postEngineering({ source: "Civil", email: "not an email" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      companyName: ["Company name is required"],
      contactName: ["Contact name is required"],
      email: ["Invalid email address"],
      phone: ["Phone number is required"],
      hiringNeeds: ["Hiring needs are required"],
    });
    expect(await enquiryCount()).toBe(before);
  });

  it("refuses a source that is not one of the six disciplines, and blank fields", async () => {
    const response = await postEngineering({ ...engineering, source: "Basket Weaving", companyName: "   " });
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(Object.keys(errors).sort()).toEqual(["companyName", "source"]);
  });

  it("stores a 10,000-character message and a script tag exactly as given", async () => {
    const long = "x".repeat(9_000) + "<script>alert('hi')</script>".padEnd(1_000, "!");
    expect(long).toHaveLength(10_000);
    const response = await postEngineering({ ...engineering, message: long, companyName: "<img src=x onerror=alert(1)>" });
    expect(response.status).toBe(201);
    const row = await lastEnquiry();
    expect(row.message).toBe(long);
    expect(row.company_name).toBe("<img src=x onerror=alert(1)>");
  });

  it("answers 405 to other methods", async () => {
    const response = await callAction(engineeringApi.loader as never, "/api/employer/contact", { method: "GET" });
    expect(response.status).toBe(405);
  });
});

describe("POST /api/contact/healthcare", () => {
  it("stores the enquiry with its specialty and source, and answers 201 {ok: true}", async () => {
    const response = await postHealthcare(healthcare);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await lastEnquiry()).toMatchObject({
      kind: "healthcare",
      positions_to_fill: "3",
      timeline: "Within 60 days",
      specialty: "Nurse Practitioner",
      source: "Nurse Practitioner Recruitment Page",
      hiring_needs: null,
    });
  });

  it("works out the source when it is not sent, and refuses one for another page", async () => {
    const { source: _source, ...withoutSource } = healthcare;
    expect((await postHealthcare({ ...withoutSource, specialty: "Healthcare IT" })).status).toBe(201);
    expect((await lastEnquiry()).source).toBe("Healthcare IT Recruitment Page");
    const mismatch = await postHealthcare({ ...healthcare, source: "Physician Recruitment Page" });
    expect(mismatch.status).toBe(400);
    expect(Object.keys((await mismatch.json()).errors)).toEqual(["source"]);
  });

  it("answers 400 with the messages of docs/product.md#json-api, word for word", async () => {
    const response = await postHealthcare({
      companyName: "V",
      contactName: "S",
      email: "sam@",
      phone: "555-0147",
      positionsToFill: "",
      timeline: "",
      message: "Soon",
      specialty: "Dentist",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      companyName: ["Company name is required"],
      contactName: ["Contact name is required"],
      email: ["Invalid email address"],
      phone: ["Valid phone number is required"],
      positionsToFill: ["Number of positions is required"],
      timeline: ["Timeline is required"],
      message: ["Please provide more details about your needs"],
      specialty: [expect.stringContaining("specialty must be one of")],
    });
  });

  it("answers 400, not 500, to a body that is not JSON or has the wrong types", async () => {
    const malformed = await callAction(healthcareApi.action, "/api/contact/healthcare", {
      body: "{oops",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const wrongTypes = await postHealthcare({ ...healthcare, positionsToFill: 3, message: ["a"] });
    expect(wrongTypes.status).toBe(400);
  });
});

describe("the enquiry rate limit", () => {
  it("answers 429 with Retry-After past the limit for one address, and lets other addresses through", async () => {
    const address = "192.0.2.77";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await postEngineering(engineering, address)).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    const limited = await postHealthcare(healthcare, address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await limited.json()).message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect((await postEngineering(engineering, "192.0.2.78")).status).toBe(201);
  });
});

describe("an enquiry form post (the pages' action)", () => {
  const civil: EnquiryPage = { kind: "engineering", path: "/civil-engineer-recruiters", source: "Civil" };
  const nursePractitioner: EnquiryPage = { kind: "healthcare", path: "/nurse-practitioner-recruiters", specialty: "Nurse Practitioner" };

  function post(page: EnquiryPage, fields: Record<string, string>, query = "") {
    return callAction((args) => enquiryFormAction(page, args), `${page.path}${query}`, { body: new URLSearchParams(fields) });
  }

  it("stores the enquiry with the page's source and redirects back to the form with its toast (docs/product.md#wording)", async () => {
    const { source: _source, ...fields } = engineering;
    const response = await post(civil, { ...fields, source: "Forged" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/civil-engineer-recruiters#contact");
    expect(await flashedToast(response)).toMatchObject({
      title: "Success!",
      description: "We've received your information and will contact you within 24 hours.",
    });
    expect((await lastEnquiry()).source).toBe("Civil");
  });

  it("on a hub, asks for the discipline or specialty and stores the one chosen", async () => {
    const employerHub: EnquiryPage = { kind: "engineering", path: "/employer" };
    const healthcareHub: EnquiryPage = { kind: "healthcare", path: "/healthcare" };
    const { source: _source, ...engineeringFields } = engineering;
    const { source: _healthcareSource, specialty: _specialty, ...healthcareFields } = healthcare;

    const unchosen = await post(employerHub, engineeringFields);
    expect(unchosen.status).toBe(400);
    expect((await unchosen.json()).result.error).toEqual({
      "": ["Please correct the highlighted fields."],
      source: ["Choose a discipline"],
    });
    const forged = await post(healthcareHub, { ...healthcareFields, specialty: "Dentist" });
    expect((await forged.json()).result.error.specialty).toEqual(["Choose a specialty"]);

    const chosen = await post(employerHub, { ...engineeringFields, source: "Software" });
    expect(chosen.headers.get("Location")).toBe("/employer#contact");
    expect((await lastEnquiry()).source).toBe("Software");
    await post(healthcareHub, { ...healthcareFields, specialty: "Physician Assistant" });
    expect(await lastEnquiry()).toMatchObject({ specialty: "Physician Assistant", source: "Physician Assistant Recruitment Page" });
  });

  it("answers the script's post with {ok: true}", async () => {
    const { source: _source, specialty: _specialty, ...fields } = healthcare;
    const response = await post(nursePractitioner, fields, "?js");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await lastEnquiry()).toMatchObject({ specialty: "Nurse Practitioner", source: "Nurse Practitioner Recruitment Page" });
  });

  it("sends the form back with the messages and every value kept", async () => {
    const before = await enquiryCount();
    const response = await post(nursePractitioner, { ...healthcare, phone: "123", message: "Short" });
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toMatchObject({
      phone: ["Valid phone number is required"],
      message: ["Please provide more details about your needs"],
    });
    expect(result.initialValue).toMatchObject({ companyName: healthcare.companyName, phone: "123", message: "Short" });
    expect(await enquiryCount()).toBe(before);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const before = await enquiryCount();
    const { source: _source, ...fields } = engineering;
    const response = await post(civil, { ...fields, [honeypotInputProps.nameFieldName]: "http://spam.example" });
    expect(response.status).toBe(302);
    expect(await enquiryCount()).toBe(before);
  });
});

describe("npm run enquiries", () => {
  it("prints a table, safe for a terminal, and a CSV that keeps every field and defuses formulas", async () => {
    const hostile = { ...engineering, companyName: '=HYPERLINK("http://evil.example")', message: 'Line one,\n"quoted"\u001b[31m red' };
    expect((await postEngineering(hostile)).status).toBe(201);
    const { sqlite } = await import("~/server/db.server");
    const rows = readEnquiries(sqlite, { kind: "engineering", limit: 1 });
    expect(rows).toHaveLength(1);

    const table = formatTable(rows);
    expect(table.split("\n")[0]).toMatch(/^id\s+received \(UTC\)\s+kind\s+source\s+company/);
    expect(table).not.toContain("\u001b");
    expect(table).toContain('Line one, "quoted"');

    const csv = formatCsv(rows);
    const [header, line] = csv.split("\r\n");
    expect(header).toBe(
      "id,received (UTC),kind,source,company,contact,email,phone,hiring needs,positions,timeline,specialty,message,client address",
    );
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain('"Line one,\n""quoted""\u001b[31m red"');
  });

  it("runs from the command line against DATABASE_PATH", async () => {
    const { execFileSync } = await import("node:child_process");
    const output = execFileSync("node", ["--import", "tsx", "db/cli/enquiries.ts", "--csv", "--kind", "healthcare"], {
      env: { ...process.env },
      encoding: "utf8",
    });
    expect(output.split("\r\n")[0]).toMatch(/^id,received \(UTC\),kind/);
    expect(() => execFileSync("node", ["--import", "tsx", "db/cli/enquiries.ts", "--kind", "plumbing"], { stdio: "pipe" })).toThrow(
      /Usage: npm run enquiries/,
    );
    // Two processes that compile TypeScript as they start: seconds on a busy machine.
  }, 30_000);
});
