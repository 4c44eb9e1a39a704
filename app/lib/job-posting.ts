import { absoluteUrl } from "./format";
import { companyPath, EMPLOYMENT_TYPES, type Company, type Job } from "./jobs";

/** "Austin, TX" → locality and region; anything else ("Remote (US)") → the country only. */
function postalAddress(location: string) {
  const match = /^([^,]+),\s*([A-Z]{2})$/.exec(location.trim());
  return {
    "@type": "PostalAddress",
    ...(match ? { addressLocality: match[1], addressRegion: match[2] } : {}),
    addressCountry: "US",
  };
}

/** schema.org JobPosting for a job page, for search engines' job listings. */
export function jobPostingJsonLd(job: Job, origin: string) {
  const employmentType = EMPLOYMENT_TYPES[job.employmentType as keyof typeof EMPLOYMENT_TYPES];
  const website = absoluteUrl(job.company.website) ? job.company.website : undefined;
  const logo = absoluteUrl(job.company.logo, origin);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    identifier: { "@type": "PropertyValue", name: job.company.name, value: job.jobId },
    datePosted: job.postedDate,
    validThrough: job.closesAt,
    url: `${origin}/jobs/${job.id}`,
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: job.company.name,
      ...(website ? { sameAs: website } : {}),
      ...(logo ? { logo } : {}),
    },
    jobLocation: { "@type": "Place", address: postalAddress(job.location) },
    ...(job.remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "US" } } : {}),
    ...(job.salaryMin !== null || job.salaryMax !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "USD",
            value: {
              "@type": "QuantitativeValue",
              ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
              ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
              unitText: "YEAR",
            },
          },
        }
      : {}),
  };
}

/** schema.org Organization for a company's page. */
export function organizationJsonLd(company: Company, origin: string) {
  const website = absoluteUrl(company.website) ? company.website : undefined;
  const logo = absoluteUrl(company.logo, origin);
  return {
    "@context": "https://schema.org/",
    "@type": "Organization",
    name: company.name,
    url: `${origin}${companyPath(company.slug)}`,
    description: company.description,
    ...(website ? { sameAs: website } : {}),
    ...(logo ? { logo } : {}),
  };
}
