import { Form, useNavigation } from "@remix-run/react";
import { APPLICATION_STATUSES, statusBadge } from "~/lib/application-statuses";
import { formatDate } from "~/lib/dates";
import { absoluteUrl, pluralize } from "~/lib/format";
import { StatusBadge } from "./application-card";
import { EMPLOYER_TEXT, type Applicant } from "~/lib/employer";
import { BreakableText } from "./breakable-text";
import { Link } from "./link";
import { SelectApplicant } from "./hiring-pipeline";

const PROFILE_LINKS = [
  ["linkedinUrl", "LinkedIn"],
  ["githubUrl", "GitHub"],
  ["portfolioUrl", "Portfolio"],
] as const;

interface ApplicantCardProps {
  applicant: Applicant;
  /** Where the status form posts (the page showing the card). */
  action: string;
  /** The level of the applicant's name: 3 in a job's list of applicants, 1 on the applicant's own page. */
  headingLevel?: 1 | 3;
  /** The applicant's own page (notes and history), linked from the list. */
  detailsHref?: string;
  /** A checkbox for the list's "Move selected" form (not for a withdrawn application). */
  selectable?: boolean;
}

/** One application as the employer reviews it, with a status form that works as a plain post. */
export function ApplicantCard({ applicant, action, headingLevel = 3, detailsHref, selectable = false }: ApplicantCardProps) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "status" &&
    navigation.formData?.get("applicationId") === String(applicant.applicationId);
  const nameId = `applicant-${applicant.applicationId}`;
  const statusId = `status-${applicant.applicationId}`;
  const links = PROFILE_LINKS.filter(([key]) => absoluteUrl(applicant[key]));
  const Name = headingLevel === 1 ? "h1" : "h3";
  const Subheading = headingLevel === 1 ? "h2" : "h4";
  return (
    <article className="card application-card" aria-labelledby={nameId}>
      <div className="application-card-head">
        <div>
          <Name className="application-title" id={nameId}>
            {applicant.fullName}
          </Name>
          {applicant.headline ? <p className="job-card-company">{applicant.headline}</p> : null}
        </div>
        <div className="applicant-card-badges">
          <StatusBadge status={applicant.status} />
          {selectable && applicant.status !== "withdrawn" ? (
            <SelectApplicant applicationId={applicant.applicationId} name={applicant.fullName} />
          ) : null}
        </div>
      </div>
      <dl className="facts-list applicant-facts">
        {applicant.location ? (
          <div>
            <dt>Location</dt>
            <dd>{applicant.location}</dd>
          </div>
        ) : null}
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${applicant.email}`} className="text-link">
              <BreakableText text={applicant.email} />
            </a>
          </dd>
        </div>
        <div>
          <dt>Applied</dt>
          <dd>{formatDate(applicant.appliedDate)}</dd>
        </div>
      </dl>
      {applicant.coverLetter ? (
        <div className="cover-letter">
          <Subheading>Cover letter</Subheading>
          <p>{applicant.coverLetter}</p>
        </div>
      ) : (
        <p className="muted">No cover letter</p>
      )}
      <p className="stack-links">
        {applicant.resumeUrl ? (
          <a href={applicant.resumeUrl} target="_blank" rel="noopener noreferrer" className="text-link">
            View Resume<span className="visually-hidden"> of {applicant.fullName} (opens in a new tab)</span>
          </a>
        ) : null}
        {links.map(([key, label]) => (
          <a key={key} href={applicant[key]} target="_blank" rel="noopener noreferrer nofollow" className="text-link">
            {label}
            <span className="visually-hidden"> of {applicant.fullName} (opens in a new tab)</span>
          </a>
        ))}
        {detailsHref ? (
          <Link to={detailsHref} className="text-link">
            Notes and history<span className="visually-hidden"> of {applicant.fullName}</span> ({pluralize(applicant.noteCount, "note")})
          </Link>
        ) : null}
      </p>
      {applicant.status === "withdrawn" ? (
        <p className="muted">{EMPLOYER_TEXT.withdrawnNote}</p>
      ) : (
        <Form method="post" action={action} className="status-form">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="applicationId" value={applicant.applicationId} />
          <div className="field">
            <label htmlFor={statusId}>Status for {applicant.fullName}</label>
            <select id={statusId} name="status" defaultValue={applicant.status} key={applicant.status}>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusBadge(status).label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-secondary button-small" disabled={saving}>
            {saving ? "Saving..." : "Update Status"}
            <span className="visually-hidden"> for {applicant.fullName}</span>
          </button>
        </Form>
      )}
    </article>
  );
}
