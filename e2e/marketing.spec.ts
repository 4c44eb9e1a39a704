import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Locator, type Page, type Response, type TestInfo } from "@playwright/test";
import { disciplinePages, employerLanding } from "../app/content/engineering-pages";
import { healthcareHub, specialtyPages } from "../app/content/healthcare-pages";
import { SPECIALTIES_WITH_RESOURCES } from "../app/content/marketing";
import { DISCIPLINE_PAGES, SPECIALTY_PAGES } from "../app/content/pages";
import type { Selectable } from "kysely";
import type { EnquiriesTable } from "../db/schema";
import type { EnquiryKind } from "../app/lib/enquiries";
import { expectToast, hasJavaScript, toast, uniqueSuffix, visit } from "./helpers";

// The employer landing, the six engineering discipline pages, the healthcare hub, the six
// healthcare specialty pages, and the hiring enquiry forms on the discipline and specialty pages.
// The page copy (titles, headings) is read from app/content; the figures and the messages
// (docs/product.md#wording) are written out here, so that a change to them fails a test.

const BRAND = "Keystone Talent";
const HEALTHCARE_PHONE = "(800) 555-0134";
const HEALTHCARE_EMAIL = "healthcare@keystonetalent.example";

/** Every marketing page with the <title> and the h1 it should have. */
const MARKETING_PAGES = [
  { path: "/employer", title: employerLanding.title, heading: employerLanding.hero.heading },
  ...DISCIPLINE_PAGES.map(({ slug }) => ({
    path: `/${slug}`,
    title: disciplinePages[slug].title,
    heading: disciplinePages[slug].hero.heading,
  })),
  { path: "/healthcare", title: healthcareHub.title, heading: healthcareHub.hero.heading },
  ...SPECIALTY_PAGES.map(({ slug }) => ({
    path: `/${slug}`,
    title: specialtyPages[slug].title,
    heading: specialtyPages[slug].hero.heading,
  })),
];

/** The employer landing's discipline cards and their figures. */
const LANDING_FIGURES = [
  { slug: "civil-engineer-recruiters", name: "Civil Engineering", timeToHire: "14 days", successRate: "94%" },
  { slug: "mechanical-engineer-recruiters", name: "Mechanical Engineering", timeToHire: "12 days", successRate: "96%" },
  { slug: "electrical-engineer-recruiters", name: "Electrical Engineering", timeToHire: "10 days", successRate: "95%" },
  { slug: "software-engineer-recruiters", name: "Software Engineering", timeToHire: "7 days", successRate: "97%" },
  { slug: "chemical-engineer-recruiters", name: "Chemical Engineering", timeToHire: "16 days", successRate: "93%" },
  { slug: "aerospace-engineer-recruiters", name: "Aerospace Engineering", timeToHire: "18 days", successRate: "92%" },
];

const heading1 = (page: Page) => page.getByRole("heading", { level: 1 });

// The enquiry forms: what differs between the engineering and the healthcare one.

type Values = Record<string, string>;

interface EnquiryFormCase {
  kind: EnquiryKind;
  path: string;
  /** The hero's link to the form. */
  heroButton: string;
  /** Field name → label, in the form's order. */
  labels: Values;
  submit: string;
  pending: string;
  success: { title: string; description: string };
  failure: { title: string; description: string };
  /** A valid enquiry (the contact name with spaces around it, which the server trims). */
  valid: (companyName: string) => Values;
  /** The messages of an empty form, by field. */
  emptyErrors: Values;
  /** Values a browser accepts but the server refuses once trimmed, and the messages they get. */
  refused: { values: Values; errors: Values };
  /** The row a valid enquiry stores, besides its values. */
  row: { kind: EnquiryKind; source: string; specialty: string | null };
  /** Turns the form's values into the columns they are stored in. */
  columns: (values: Values) => Partial<EnquiryRow>;
}

const ENGINEERING: EnquiryFormCase = {
  kind: "engineering",
  path: "/civil-engineer-recruiters",
  heroButton: "Find Civil Engineers",
  labels: {
    companyName: "Company Name",
    contactName: "Contact Name",
    email: "Email",
    phone: "Phone",
    hiringNeeds: "Hiring Needs",
    message: "Additional Details (optional)",
  },
  submit: "Submit Request",
  pending: "Submitting...",
  success: {
    title: "Success!",
    description: "We've received your information and will contact you within 24 hours.",
  },
  failure: { title: "Error", description: "Failed to submit your information. Please try again." },
  valid: (companyName) => ({
    companyName,
    contactName: "  Dana Reyes  ",
    email: "dana.reyes@example.com",
    phone: "(555) 010-0199",
    hiringNeeds: "Two licensed structural engineers in Denver",
    message: "Bridge retrofit work starting in March.",
  }),
  emptyErrors: {
    companyName: "Company name is required",
    contactName: "Contact name is required",
    email: "Email is required",
    phone: "Phone number is required",
    hiringNeeds: "Hiring needs are required",
  },
  refused: {
    values: {
      companyName: "Acme Dams",
      contactName: "   ",
      email: "jo@localhost",
      phone: "  ",
      hiringNeeds: "   ",
      message: "Bridge retrofit work starting in March.",
    },
    errors: {
      contactName: "Contact name is required",
      email: "Invalid email address",
      phone: "Phone number is required",
      hiringNeeds: "Hiring needs are required",
    },
  },
  row: { kind: "engineering", source: "Civil", specialty: null },
  columns: (values) => ({
    company_name: values.companyName.trim(),
    contact_name: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    hiring_needs: values.hiringNeeds.trim(),
    positions_to_fill: null,
    timeline: null,
    message: values.message.trim() || null,
  }),
};

const HEALTHCARE: EnquiryFormCase = {
  kind: "healthcare",
  path: "/nurse-practitioner-recruiters",
  heroButton: "Request Candidates",
  labels: {
    companyName: "Company Name",
    contactName: "Contact Name",
    email: "Email",
    phone: "Phone",
    positionsToFill: "Positions to Fill",
    timeline: "Hiring Timeline",
    message: "Tell Us About Your Needs",
  },
  submit: "Send Request",
  pending: "Sending Request...",
  success: {
    title: "Request Sent Successfully!",
    description: "A healthcare recruitment specialist will contact you within 24 hours.",
  },
  failure: { title: "Error", description: "Failed to send your request. Please try again or call us directly." },
  valid: (companyName) => ({
    companyName,
    contactName: "  Dana Reyes  ",
    email: "dana.reyes@example.com",
    phone: "(555) 010-0199",
    positionsToFill: "3",
    timeline: "Within 60 days",
    message: "Family NPs for two rural clinics, full practice authority.",
  }),
  emptyErrors: {
    companyName: "Company name is required",
    contactName: "Contact name is required",
    email: "Email is required",
    phone: "Valid phone number is required",
    positionsToFill: "Number of positions is required",
    timeline: "Timeline is required",
    message: "Please provide more details about your needs",
  },
  refused: {
    // Each passes the browser's required/minLength/type=email checks; the server trims first.
    values: {
      companyName: " A ",
      contactName: "B",
      email: "jo@localhost",
      phone: " 555-0100 ",
      positionsToFill: "   ",
      timeline: "Within 60 days",
      message: "  Too short  ",
    },
    errors: {
      companyName: "Company name is required",
      contactName: "Contact name is required",
      email: "Invalid email address",
      phone: "Valid phone number is required",
      positionsToFill: "Number of positions is required",
      message: "Please provide more details about your needs",
    },
  },
  row: { kind: "healthcare", source: "Nurse Practitioner Recruitment Page", specialty: "Nurse Practitioner" },
  columns: (values) => ({
    company_name: values.companyName.trim(),
    contact_name: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    hiring_needs: null,
    positions_to_fill: values.positionsToFill.trim(),
    timeline: values.timeline.trim(),
    message: values.message.trim(),
  }),
};

/** The page's enquiry form, in the contact section its buttons link to. */
const contactSection = (page: Page) => page.locator("section#contact");
const enquiryForm = (page: Page) => contactSection(page).locator("form");
const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

/**
 * Opens the form's page. With JavaScript, also waits until the form posts through the script
 * (its action gains `?js` once React has taken over), so a submit is not a plain page post.
 */
async function openForm(page: Page, testInfo: TestInfo, spec: EnquiryFormCase): Promise<Locator> {
  await visit(page, spec.path);
  const form = enquiryForm(page);
  if (hasJavaScript(testInfo)) await expect(form).toHaveAttribute("action", /\?js$/);
  return form;
}

/** Fills every field of the form; a field missing from `values` is left empty. */
async function fillForm(form: Locator, spec: EnquiryFormCase, values: Values) {
  for (const [name, label] of Object.entries(spec.labels)) await field(form, label).fill(values[name] ?? "");
}

async function expectValues(form: Locator, spec: EnquiryFormCase, values: Values) {
  for (const [name, label] of Object.entries(spec.labels)) {
    await expect(field(form, label), label).toHaveValue(values[name] ?? "");
  }
}

/**
 * The fields with a message are marked invalid and described by a `p.field-error` with exactly
 * that message; the others are not; and no other message shows.
 */
async function expectFieldErrors(form: Locator, spec: EnquiryFormCase, errors: Values) {
  for (const [name, label] of Object.entries(spec.labels)) {
    const input = field(form, label);
    const message = errors[name];
    if (!message) {
      await expect(input, label).not.toHaveAttribute("aria-invalid", "true");
      continue;
    }
    await expect(input, label).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
    const error = form.locator(
      describedBy
        .split(/\s+/)
        .map((id) => `p.field-error[id="${id}"]`)
        .join(", "),
    );
    await expect(error, label).toHaveText(message);
    await expect(error, label).toBeVisible();
  }
  const shown = Object.keys(spec.labels).flatMap((name) => (errors[name] ? [errors[name]] : []));
  await expect(form.locator("p.field-error:visible")).toHaveText(shown);
}

/** The enquiry POSTs the page sends (with JavaScript to `<path>?js`, without to the page). */
function collectPosts(page: Page, spec: EnquiryFormCase): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === spec.path) posts.push(request.url());
  });
  return posts;
}

/** Presses the form's button and waits for the POST's answer. */
async function submitAndWait(page: Page, form: Locator, spec: EnquiryFormCase): Promise<Response> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === spec.path,
  );
  await form.getByRole("button", { name: spec.submit, exact: true }).click();
  return answered;
}

/**
 * Submits an invalid form. With JavaScript the script refuses it without posting; without, the
 * server answers 400 and the page comes back with the messages.
 */
async function submitInvalid(page: Page, testInfo: TestInfo, form: Locator, spec: EnquiryFormCase) {
  if (hasJavaScript(testInfo)) {
    const posts = collectPosts(page, spec);
    await form.getByRole("button", { name: spec.submit, exact: true }).click();
    await expect(form.locator("p.field-error:visible").first()).toBeVisible();
    expect(posts, "the script posts nothing while the form is invalid").toEqual([]);
  } else {
    const response = await submitAndWait(page, form, spec);
    expect(response.status()).toBe(400);
    await expectErrorSummary(page, form);
  }
}

/**
 * Without JavaScript, a refused form's page opens at the form, far down the page as it is: the
 * summary of what to fix is focused, on the screen, with a link from each message to its field.
 */
async function expectErrorSummary(page: Page, form: Locator) {
  const summary = form.getByRole("alert");
  await expect(summary.locator("p")).toHaveText("Please correct the highlighted fields.");
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  const links = await summary.getByRole("link").all();
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const message = (await link.textContent())!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(form.locator((await link.getAttribute("href"))!)).toHaveAccessibleDescription(new RegExp(message));
  }
}

/** Submits a valid form and checks the success toast and the emptied form. */
async function submitValid(page: Page, testInfo: TestInfo, form: Locator, spec: EnquiryFormCase) {
  const response = await submitAndWait(page, form, spec);
  if (hasJavaScript(testInfo)) {
    expect(response.status()).toBe(200);
  } else {
    expect(response.status()).toBe(302);
    await expect(page).toHaveURL(new RegExp(`${spec.path}#contact$`));
  }
  await expectToast(page, spec.success.title, spec.success.description);
  await expectValues(enquiryForm(page), spec, {});
  await expect(enquiryForm(page).locator("p.field-error:visible")).toHaveCount(0);
}

// The e2e database (the server's DATABASE_PATH, relative to the config's folder).

type EnquiryRow = Selectable<EnquiriesTable>;

function storedEnquiries(testInfo: TestInfo, companyName: string): EnquiryRow[] {
  const file = path.resolve(path.dirname(testInfo.config.configFile ?? "."), "e2e/.tmp/e2e.db");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM enquiries WHERE company_name = ?").all(companyName) as EnquiryRow[];
  } finally {
    db.close();
  }
}

async function expectStored(testInfo: TestInfo, spec: EnquiryFormCase, values: Values, since: number) {
  const rows = storedEnquiries(testInfo, values.companyName.trim());
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({ ...spec.row, ...spec.columns(values) });
  expect(row.client_address).not.toBe("");
  expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(since - 2_000);
  expect(Date.parse(row.created_at)).toBeLessThanOrEqual(Date.now() + 2_000);
}

// The pages

test.describe("marketing pages", () => {
  test("every page answers 200 with its own title and its own h1", async ({ page }) => {
    expect(MARKETING_PAGES).toHaveLength(14);
    for (const { path: url, title, heading } of MARKETING_PAGES) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page, url).toHaveTitle(`${title} | ${BRAND}`);
      await expect(heading1(page), url).toHaveText(heading);
    }
    expect(new Set(MARKETING_PAGES.map((p) => p.title)).size, "distinct titles").toBe(MARKETING_PAGES.length);
    expect(new Set(MARKETING_PAGES.map((p) => p.heading)).size, "distinct h1s").toBe(MARKETING_PAGES.length);
    expect(employerLanding.hero.heading).toBe("Build Your Engineering Dream Team");
  });

  test("/employer/<discipline page> redirects permanently to the discipline page", async ({ page }) => {
    for (const { slug } of DISCIPLINE_PAGES) {
      const answer = await page.request.get(`/employer/${slug}`, { maxRedirects: 0 });
      expect(answer.status(), slug).toBe(301);
      expect(answer.headers()["location"], slug).toBe(`/${slug}`);

      const response = await page.goto(`/employer/${slug}`);
      expect(response?.status(), slug).toBe(200);
      expect(
        await response
          ?.request()
          .redirectedFrom()
          ?.response()
          .then((r) => r?.status()),
        slug,
      ).toBe(301);
      await expect(page).toHaveURL(new RegExp(`/${slug}$`));
      await expect(heading1(page)).toHaveText(disciplinePages[slug].hero.heading);
    }
  });

  test("/employer/nope is 404", async ({ page }) => {
    expect((await page.request.get("/employer/nope", { maxRedirects: 0 })).status()).toBe(404);
    const response = await page.goto("/employer/nope");
    expect(response?.status()).toBe(404);
  });

  test("/employer/nope shows the site's 404 page, like any other unknown address", async ({ page }) => {
    await page.goto("/employer/nope");
    await expect(page).toHaveTitle("404 Page Not Found", { timeout: 2_000 });
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible({ timeout: 2_000 });
  });
});

test.describe("employer landing", () => {
  const disciplines = (page: Page) => page.getByRole("region", { name: employerLanding.disciplinesHeading });

  test("shows the six disciplines with their time to hire and success rate", async ({ page }) => {
    await page.goto("/employer");
    await expect(heading1(page)).toHaveText("Build Your Engineering Dream Team");
    const section = disciplines(page);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(LANDING_FIGURES.map((d) => d.name));
    for (const { name, timeToHire, successRate } of LANDING_FIGURES) {
      const card = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
      await expect(card).toHaveCount(1);
      const fact = (label: string) =>
        card
          .locator("dl > div")
          .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
          .getByRole("definition");
      await expect(fact("Average time to hire"), name).toHaveText(timeToHire);
      await expect(fact("Success rate"), name).toHaveText(successRate);
    }
    await expect(section.getByRole("link", { name: /^Learn More/ })).toHaveCount(6);
  });

  test("each Learn More opens its discipline page", async ({ page }) => {
    for (const { slug, name } of LANDING_FIGURES) {
      await visit(page, "/employer");
      const learnMore = disciplines(page).getByRole("link", { name: `Learn More about ${name} recruiting`, exact: true });
      await expect(learnMore).toHaveAttribute("href", `/${slug}`);
      await learnMore.click();
      await expect(page).toHaveURL(new RegExp(`/${slug}$`));
      await expect(heading1(page)).toHaveText(disciplinePages[slug as keyof typeof disciplinePages].hero.heading);
    }
  });
});

// The hubs' buttons lead to a form of their own, which asks for the discipline or the specialty.
for (const hub of [
  {
    spec: { ...ENGINEERING, path: "/employer", row: { ...ENGINEERING.row, source: "Software" } },
    button: "Schedule Consultation",
    which: "Discipline",
    choice: "Software",
  },
  {
    spec: {
      ...HEALTHCARE,
      path: "/healthcare",
      row: { ...HEALTHCARE.row, specialty: "Physician Assistant", source: "Physician Assistant Recruitment Page" },
    },
    button: "Find Your Specialty",
    which: "Specialty",
    choice: "Physician Assistant",
  },
]) {
  test(`${hub.button} on ${hub.spec.path} leads to a form that asks for the ${hub.which.toLowerCase()} and sends it`, async ({
    page,
  }, testInfo) => {
    const since = Date.now();
    const form = await openForm(page, testInfo, hub.spec);
    const button = page.getByRole("link", { name: hub.button, exact: true });
    await expect(button).toHaveAttribute("href", "#contact");
    await button.click();
    await expect(contactSection(page)).toBeInViewport();
    const values = hub.spec.valid(`Acme hub ${uniqueSuffix()}`);
    await fillForm(form, hub.spec, values);
    await form.getByLabel(hub.which, { exact: true }).selectOption(hub.choice);
    await submitValid(page, testInfo, form, hub.spec);
    await expectStored(testInfo, hub.spec, values, since);
  });
}

test.describe("healthcare pages", () => {
  test("the hub links to all six specialty pages", async ({ page }) => {
    await visit(page, "/healthcare");
    const links = page.getByRole("region", { name: healthcareHub.specialtiesHeading }).getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [index, { slug }] of SPECIALTY_PAGES.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/${slug}`);
    }
    for (const [index, { slug }] of SPECIALTY_PAGES.entries()) {
      if (index > 0) await visit(page, "/healthcare");
      await links.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`/${slug}$`));
      await expect(heading1(page)).toHaveText(specialtyPages[slug].hero.heading);
    }
  });

  test("each specialty page offers the phone and the e-mail next to its form", async ({ page }) => {
    for (const { slug } of SPECIALTY_PAGES) {
      await page.goto(`/${slug}`);
      const line = contactSection(page).getByText(/^Prefer to talk\?/);
      await expect(line, slug).toHaveText(`Prefer to talk? Call ${HEALTHCARE_PHONE} or e-mail ${HEALTHCARE_EMAIL}.`);
      await expect(line.getByRole("link", { name: HEALTHCARE_PHONE })).toHaveAttribute("href", "tel:8005550134");
      await expect(line.getByRole("link", { name: HEALTHCARE_EMAIL })).toHaveAttribute("href", `mailto:${HEALTHCARE_EMAIL}`);
    }
  });

  test("only the nurse practitioner, physician assistant, physician and leadership pages list resources", async ({ page }) => {
    expect([...SPECIALTIES_WITH_RESOURCES].sort()).toEqual(
      [
        "healthcare-leadership-recruiters",
        "nurse-practitioner-recruiters",
        "physician-assistant-recruiters",
        "physician-recruiters",
      ].sort(),
    );
    for (const { slug } of SPECIALTY_PAGES) {
      await page.goto(`/${slug}`);
      const external = page.getByRole("main").locator('a[href^="http:"], a[href^="https:"]');
      const resources = specialtyPages[slug].resources;
      if (!SPECIALTIES_WITH_RESOURCES.includes(slug)) {
        expect(resources, slug).toBeUndefined();
        await expect(external, slug).toHaveCount(0);
        continue;
      }
      expect(resources, slug).toBeDefined();
      const section = page.getByRole("region", { name: resources!.heading });
      await expect(section, slug).toBeVisible();
      const links = section.getByRole("link");
      await expect(links, slug).toHaveCount(resources!.links.length);
      expect(resources!.links.length, slug).toBeGreaterThan(0);
      for (const [index, link] of resources!.links.entries()) {
        const anchor = links.nth(index);
        await expect(anchor).toHaveAttribute("href", link.href);
        expect(link.href, slug).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
        await expect(anchor).toHaveAttribute("target", "_blank");
        await expect(anchor).toHaveAttribute("rel", /noopener/);
        await expect(anchor).toHaveAccessibleName(`${link.label} (opens in a new tab)`);
      }
      // The resources are the page's only external links.
      await expect(external, slug).toHaveCount(resources!.links.length);
    }
  });
});

// The enquiry forms

for (const spec of [ENGINEERING, HEALTHCARE]) {
  test.describe(`the ${spec.kind} enquiry form on ${spec.path}`, () => {
    test("the hero button leads to the form", async ({ page }) => {
      await visit(page, spec.path);
      const button = page.getByRole("region", { name: heading1Text(spec) }).getByRole("link", { name: spec.heroButton });
      await expect(button).toHaveAttribute("href", "#contact");
      await button.click();
      await expect(page).toHaveURL(new RegExp(`${spec.path}#contact$`));
      await expect(contactSection(page)).toBeInViewport();
      await expect(field(enquiryForm(page), "Company Name")).toBeVisible();
      await expect(enquiryForm(page).getByRole("button", { name: spec.submit, exact: true })).toBeVisible();
    });

    test("an empty form shows the required-field message next to each required field", async ({ page }, testInfo) => {
      const form = await openForm(page, testInfo, spec);
      await submitInvalid(page, testInfo, form, spec);
      await expectFieldErrors(form, spec, spec.emptyErrors);
      await expectValues(form, spec, {});
    });

    test("on a phone, a form refused without JavaScript opens at its summary", async ({ page }, testInfo) => {
      test.skip(hasJavaScript(testInfo), "with JavaScript the script refuses the form where it is");
      await page.setViewportSize({ width: 390, height: 844 });
      const form = await openForm(page, testInfo, spec);
      await submitInvalid(page, testInfo, form, spec);
    });

    test("values refused once trimmed show their messages and stay as typed", async ({ page }, testInfo) => {
      const form = await openForm(page, testInfo, spec);
      await fillForm(form, spec, spec.refused.values);
      await submitInvalid(page, testInfo, form, spec);
      await expectFieldErrors(form, spec, spec.refused.errors);
      await expectValues(form, spec, spec.refused.values);
      await expect(toast(page, spec.success.title)).toHaveCount(0);
    });

    test("a valid enquiry toasts, empties the form and is stored", async ({ page }, testInfo) => {
      const since = Date.now();
      const values = spec.valid(`Acme ${spec.kind} ${uniqueSuffix()}`);
      const form = await openForm(page, testInfo, spec);
      await fillForm(form, spec, values);
      await submitValid(page, testInfo, form, spec);
      await expectStored(testInfo, spec, values, since);
    });

    test("once the messages show, correcting the fields lets it through", async ({ page }, testInfo) => {
      const since = Date.now();
      const values = spec.valid(`Acme ${spec.kind} corrected ${uniqueSuffix()}`);
      const form = await openForm(page, testInfo, spec);
      await fillForm(form, spec, { ...values, email: "jo@localhost", phone: "" });
      await submitInvalid(page, testInfo, form, spec);
      await expectFieldErrors(form, spec, { email: "Invalid email address", phone: spec.emptyErrors.phone });

      await field(form, "Email").fill(values.email);
      await field(form, "Phone").fill(values.phone);
      await submitValid(page, testInfo, form, spec);
      await expectStored(testInfo, spec, values, since);
    });

    test("hostile text is stored exactly and never runs", async ({ page }, testInfo) => {
      const dialogs: string[] = [];
      page.on("dialog", async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      const since = Date.now();
      const values: Values = {
        ...spec.valid(`Acme <b>${spec.kind}</b> ${uniqueSuffix()}`),
        contactName: `<img src=x onerror="alert(2)">`,
        message: `<script>alert(1)</script> Three NPs & one "lead", please.`,
      };
      const form = await openForm(page, testInfo, spec);
      // First without a phone: without JavaScript the server sends every value back into the form.
      await fillForm(form, spec, { ...values, phone: "" });
      await submitInvalid(page, testInfo, form, spec);
      await expectFieldErrors(form, spec, { phone: spec.emptyErrors.phone });
      await expectValues(form, spec, { ...values, phone: "" });
      await expectNotMarkup(page);

      await field(form, "Phone").fill(values.phone);
      await submitValid(page, testInfo, form, spec);
      await expectNotMarkup(page);
      await expectStored(testInfo, spec, values, since);
      expect(dialogs).toEqual([]);
    });
  });

  test.describe(`the ${spec.kind} enquiry form on ${spec.path}, with JavaScript`, () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

    test(`shows ${spec.pending} while sending`, async ({ page }, testInfo) => {
      await page.route(
        (url) => url.pathname === spec.path && url.searchParams.has("js"),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        },
      );
      const values = spec.valid(`Acme ${spec.kind} pending ${uniqueSuffix()}`);
      const form = await openForm(page, testInfo, spec);
      await fillForm(form, spec, values);
      await form.getByRole("button", { name: spec.submit, exact: true }).click();
      await expect(form.getByRole("button", { name: spec.pending, exact: true })).toBeDisabled();
      await expect(field(form, "Company Name")).toBeDisabled();
      await expectToast(page, spec.success.title, spec.success.description);
      await expect(form.getByRole("button", { name: spec.submit, exact: true })).toBeEnabled();
    });

    test("checks a field when it loses focus, and again as it is corrected", async ({ page }, testInfo) => {
      const form = await openForm(page, testInfo, spec);
      const email = field(form, "Email");
      await email.fill("jo@localhost");
      await email.blur();
      await expectFieldErrors(form, spec, { email: "Invalid email address" });
      await email.fill("jo@example.com");
      await expectFieldErrors(form, spec, {});
    });

    test("when the server cannot store the enquiry, it toasts Error and keeps the values", async ({ page }, testInfo) => {
      // The server's own answer when storing fails (enquiryFormAction's fail(500, ...)): a Remix
      // data response (X-Remix-Response) carrying the form's state and the message.
      await page.route(
        (url) => url.pathname === spec.path && url.searchParams.has("js"),
        (route) => {
          const initialValue = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ""));
          const result = { status: "error", initialValue, error: { "": [spec.failure.description] } };
          return route.fulfill({
            status: 500,
            headers: { "Content-Type": "application/json", "X-Remix-Response": "yes" },
            body: JSON.stringify({ result, message: spec.failure.description }),
          });
        },
      );
      const values = spec.valid(`Acme ${spec.kind} failed ${uniqueSuffix()}`);
      const form = await openForm(page, testInfo, spec);
      await fillForm(form, spec, values);
      await form.getByRole("button", { name: spec.submit, exact: true }).click();
      await expectToast(page, spec.failure.title, spec.failure.description);
      await expectValues(form, spec, values);
      await expect(toast(page, spec.success.title)).toHaveCount(0);
      expect(storedEnquiries(testInfo, values.companyName)).toEqual([]);
    });

    test("when the request does not reach the server, it toasts Error and keeps the values", async ({ page }, testInfo) => {
      await page.route(
        (url) => url.pathname === spec.path && url.searchParams.has("js"),
        (route) => route.abort("internetdisconnected"),
      );
      const values = spec.valid(`Acme ${spec.kind} offline ${uniqueSuffix()}`);
      const form = await openForm(page, testInfo, spec);
      await fillForm(form, spec, values);
      await form.getByRole("button", { name: spec.submit, exact: true }).click();
      await expect(toast(page, spec.failure.title)).toContainText(spec.failure.description, { timeout: 3_000 });
      await expectValues(form, spec, values);
    });
  });
}

/** The hostile values of the test below became no element anywhere on the page. */
async function expectNotMarkup(page: Page) {
  await expect(page.locator("script").filter({ hasText: /^alert\(1\)$/ })).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator("b").filter({ hasText: /^(engineering|healthcare)$/ })).toHaveCount(0);
}

/** The h1 of the form's page, which names its hero section. */
function heading1Text(spec: EnquiryFormCase): string {
  const slug = spec.path.slice(1);
  return spec.kind === "engineering"
    ? disciplinePages[slug as keyof typeof disciplinePages].hero.heading
    : specialtyPages[slug as keyof typeof specialtyPages].hero.heading;
}
