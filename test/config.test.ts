import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { booleanVariable, countVariable, googleSettings, mailSettings, readConfig, sessionSecrets } from "~/server/config.server";

describe("booleanVariable", () => {
  it.each([
    ["true", true],
    ["TRUE", true],
    ["1", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["No", false],
    ["", true],
    [undefined, true],
  ])("reads %j", (value, expected) => {
    expect(booleanVariable("TRUST_PROXY", true, { TRUST_PROXY: value })).toBe(expected);
  });

  it.each(["on", "off", "maybe", "2", "ture"])("refuses %j, naming the variable", (value) => {
    expect(() => booleanVariable("TRUST_PROXY", false, { TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be true or false (also 1/0 or yes/no), not "${value}".`,
    );
  });
});

describe("countVariable", () => {
  it("reads whole numbers from 1 up, and the default when unset", () => {
    expect(countVariable("RATE_LIMIT_PER_MINUTE", 10, {})).toBe(10);
    expect(countVariable("RATE_LIMIT_PER_MINUTE", 10, { RATE_LIMIT_PER_MINUTE: " 25 " })).toBe(25);
  });

  it.each(["0", "-1", "ten", "1.5", "1e3"])("refuses %j, naming the variable", (value) => {
    expect(() => countVariable("RATE_LIMIT_PER_MINUTE", 10, { RATE_LIMIT_PER_MINUTE: value })).toThrow(/^RATE_LIMIT_PER_MINUTE must be/);
  });
});

describe("mail settings", () => {
  it("writes files in development, sends nothing in production, and sends through SMTP_URL when set", () => {
    expect(mailSettings({ DATABASE_PATH: "/srv/data/app.db" }, false)).toMatchObject({ mode: "files", mailDir: "/srv/data/mail" });
    expect(mailSettings({}, true).mode).toBe("off");
    const smtp = mailSettings({ SMTP_URL: "smtp://u:p@mail.example.com:587", MAIL_FROM: "Jobs <jobs@example.com>" }, true);
    expect(smtp).toMatchObject({ mode: "smtp", smtpUrl: "smtp://u:p@mail.example.com:587", mailFrom: "Jobs <jobs@example.com>" });
  });

  it("refuses an SMTP_URL it cannot use, and SMTP_URL without MAIL_FROM in production", () => {
    expect(() => mailSettings({ SMTP_URL: "mail.example.com" }, false)).toThrow(/^SMTP_URL must be a URL/);
    expect(() => mailSettings({ SMTP_URL: "https://mail.example.com" }, false)).toThrow(
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => mailSettings({ SMTP_URL: "smtp://mail.example.com" }, true)).toThrow(/^MAIL_FROM must be set/);
  });

  it("builds links from SITE_URL, the Fly app's address, or localhost; never a path or a query", () => {
    expect(mailSettings({ SITE_URL: "https://jobs.example.com/" }, false).siteUrl).toBe("https://jobs.example.com");
    expect(mailSettings({ FLY_APP_NAME: "keystone" }, true).siteUrl).toBe("https://keystone.fly.dev");
    expect(mailSettings({ PORT: "4000" }, false).siteUrl).toBe("http://localhost:4000");
    for (const SITE_URL of ["jobs.example.com", "https://jobs.example.com/path", "javascript:alert(1)"]) {
      expect(() => mailSettings({ SITE_URL }, false)).toThrow(/^SITE_URL must be an origin/);
    }
  });
});

describe("PAGE_CACHE_MB", () => {
  it("is 64 MB unless set, and 0 turns the page cache off", () => {
    expect(readConfig({}).pageCacheBytes).toBe(64 * 1024 * 1024);
    expect(readConfig({ PAGE_CACHE_MB: "0" }).pageCacheBytes).toBe(0);
    expect(readConfig({ PAGE_CACHE_MB: "16" }).pageCacheBytes).toBe(16 * 1024 * 1024);
  });

  it.each(["-1", "lots", "0.5"])("refuses %j, naming the variable", (value) => {
    expect(() => readConfig({ PAGE_CACHE_MB: value })).toThrow(`PAGE_CACHE_MB must be a whole number from 0 up, not "${value}".`);
  });
});

describe("sessionSecrets", () => {
  const long = (letter: string) => letter.repeat(32);

  it("splits a comma-separated list, the first first", () => {
    expect(sessionSecrets({ SESSION_SECRET: `${long("n")}, ${long("o")}` }, true)).toEqual([long("n"), long("o")]);
  });

  it("requires it in production, each secret at least 32 characters", () => {
    expect(() => sessionSecrets({}, true)).toThrow("SESSION_SECRET must be set when NODE_ENV=production");
    expect(() => sessionSecrets({ SESSION_SECRET: `${long("n")},short` }, true)).toThrow(
      "Each secret in SESSION_SECRET must be at least 32 characters in production.",
    );
    expect(sessionSecrets({}, false)).toEqual(["development-only-session-secret"]);
  });

  it("rotates: cookies signed with the old secret still read once a new one is put first, and new ones are signed with it", async () => {
    const before = createCookie("__session", { secrets: sessionSecrets({ SESSION_SECRET: long("o") }, true) });
    const after = createCookie("__session", { secrets: sessionSecrets({ SESSION_SECRET: `${long("n")},${long("o")}` }, true) });
    const newOnly = createCookie("__session", { secrets: [long("n")] });
    expect(await after.parse(await before.serialize("session-id"))).toBe("session-id");
    expect(await newOnly.parse(await after.serialize("next-id"))).toBe("next-id");
  });
});

describe("Sign in with Google (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER)", () => {
  const both = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };

  it("is off unset, and on with both, at Google unless GOOGLE_ISSUER says otherwise", () => {
    expect(googleSettings({})).toBeNull();
    expect(readConfig({}).google).toBeNull();
    expect(googleSettings(both)).toEqual({ clientId: "id", clientSecret: "secret", issuer: "https://accounts.google.com" });
    expect(googleSettings({ ...both, GOOGLE_ISSUER: "http://localhost:4000/" })?.issuer).toBe("http://localhost:4000");
  });

  it("refuses one without the other in production, and goes on without Google in development", () => {
    expect(() => googleSettings({ GOOGLE_CLIENT_ID: "id" }, true)).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/,
    );
    expect(googleSettings({ GOOGLE_CLIENT_SECRET: "secret" }, false)).toBeNull();
  });

  it("refuses an issuer that is not an https address (plain http only on this machine)", () => {
    expect(() => googleSettings({ ...both, GOOGLE_ISSUER: "http://accounts.example.com" })).toThrow(/GOOGLE_ISSUER must be an https/);
    expect(() => googleSettings({ ...both, GOOGLE_ISSUER: "not a url" })).toThrow(/GOOGLE_ISSUER must be an address/);
  });
});
