import { describe, expect, it } from "vitest";
import { pageWindow } from "~/components/pagination";
import { absoluteUrl, displayHost, formatPostedAge, formatSalary, pluralize } from "~/lib/format";
import { jobPostingJsonLd } from "~/lib/job-posting";
import { excerptOf, type Job } from "~/lib/jobs";

describe("salaries", () => {
  it("reads one way everywhere: $Nk", () => {
    expect(formatSalary(120_000, 150_000)).toBe("$120k - $150k");
    expect(formatSalary(95_000, null)).toBe("$95k+");
    expect(formatSalary(null, 80_000)).toBe("Up to $80k");
    expect(formatSalary(150_000, 150_000)).toBe("$150k");
    expect(formatSalary(null, null)).toBeNull();
  });
});

describe("posted age", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("counts whole days", () => {
    expect(formatPostedAge("2026-11-22T01:00:00Z", now)).toBe("Posted today");
    expect(formatPostedAge("2026-11-21T11:00:00Z", now)).toBe("Posted 1 day ago");
    expect(formatPostedAge("2026-11-12T12:00:00Z", now)).toBe("Posted 10 days ago");
    expect(formatPostedAge("2026-12-01T00:00:00Z", now)).toBe("Posted today");
  });
});

describe("links given by employers", () => {
  it("are shown and used only when they are real web addresses", () => {
    expect(displayHost("https://www.acme.example/careers")).toBe("www.acme.example");
    expect(displayHost("not a url")).toBeNull();
    expect(displayHost("javascript:alert(1)")).toBeNull();
    expect(absoluteUrl("/logos/a.svg", "https://jobs.example")).toBe("https://jobs.example/logos/a.svg");
    expect(absoluteUrl("http://[bad", "https://jobs.example")).toBeUndefined();
    expect(absoluteUrl("javascript:alert(1)", "https://jobs.example")).toBeUndefined();
  });
});

describe("small helpers", () => {
  it("pluralizes with thousands separators", () => {
    expect(pluralize(1, "job")).toBe("1 job");
    expect(pluralize(12_345, "job")).toBe("12,345 jobs");
    expect(pluralize(2, "company", "companies")).toBe("2 companies");
    expect(pluralize(500, "job", "jobs", true)).toBe("500+ jobs");
    expect(pluralize(1, "job", "jobs", true)).toBe("1+ jobs");
  });

  it("cuts excerpts at a word boundary", () => {
    const text = `Intro line.\n\nWhat you'll do:\n- ${"word ".repeat(60)}`;
    const excerpt = excerptOf(text);
    expect(excerpt.length).toBeLessThanOrEqual(181);
    expect(excerpt).toMatch(/^Intro line\. What you'll do: word/);
    expect(excerpt.endsWith("word…")).toBe(true);
  });

  it("windows page links around the current page", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });
});

describe("JobPosting JSON-LD", () => {
  const job: Job = {
    id: 7,
    title: "Bridge Engineer",
    description: "Design bridges.",
    location: "Austin, TX",
    employmentType: "Contract",
    remote: true,
    featured: false,
    discipline: "Civil Engineering",
    salaryMin: 90_000,
    salaryMax: null,
    postedDate: "2026-11-01T10:00:00.000Z",
    jobId: "KT-000007",
    closesAt: "2026-12-01T23:59:59.999Z",
    company: {
      id: 1,
      name: "Acme",
      slug: "acme",
      logo: "/logos/acme.svg",
      industry: "Civil",
      size: "51-200 employees",
      description: "d",
      website: "https://acme.example",
    },
  };

  it("describes the job for search engines", () => {
    expect(jobPostingJsonLd(job, "https://jobs.example")).toEqual({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Bridge Engineer",
      description: "Design bridges.",
      identifier: { "@type": "PropertyValue", name: "Acme", value: "KT-000007" },
      datePosted: "2026-11-01T10:00:00.000Z",
      validThrough: "2026-12-01T23:59:59.999Z",
      url: "https://jobs.example/jobs/7",
      employmentType: "CONTRACTOR",
      hiringOrganization: {
        "@type": "Organization",
        name: "Acme",
        sameAs: "https://acme.example",
        logo: "https://jobs.example/logos/acme.svg",
      },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Austin", addressRegion: "TX", addressCountry: "US" },
      },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "US" },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 90_000, unitText: "YEAR" },
      },
    });
  });

  it("leaves out what is not known", () => {
    const ld = jobPostingJsonLd({ ...job, remote: false, salaryMin: null, location: "Remote (US)" }, "https://jobs.example");
    expect(ld).not.toHaveProperty("baseSalary");
    expect(ld).not.toHaveProperty("jobLocationType");
    expect(ld.jobLocation.address).toEqual({ "@type": "PostalAddress", addressCountry: "US" });
  });
});
