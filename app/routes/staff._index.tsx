import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { STAFF_SECTIONS } from "~/components/staff-console";
import { RecoveryCodes, StaffCodeForm, type StaffCodeAnswer } from "~/components/staff-forms";
import { pageTitle } from "~/lib/meta";
import { STAFF_TEXT } from "~/lib/staff";
import { answerOr } from "~/lib/unreachable";
import { staffHomeAction, staffHomeLoader } from "./staff-auth-forms.server";

// /staff: the staff console's home (docs/product.md#the-staff-console): its sections, and new recovery codes.

export const meta: MetaFunction = () => [{ title: pageTitle(STAFF_TEXT.consoleTitle) }, { name: "robots", content: "noindex" }];

export const loader = staffHomeLoader;
export const action = staffHomeAction;
export const clientAction = answerOr((message) => ({ message }));

export default function StaffHome() {
  const { email, unusedCodes } = useLoaderData<typeof loader>();
  const answer = useActionData<StaffCodeAnswer>();
  return (
    <section className="container page-section narrow-page staff-console">
      <header className="page-header">
        <h1>{STAFF_TEXT.consoleTitle}</h1>
        <p className="lead">
          {STAFF_TEXT.signedInAs} <strong>{email}</strong>
        </p>
      </header>
      <nav className="card" aria-labelledby="staff-sections-heading">
        <h2 id="staff-sections-heading">{STAFF_TEXT.sectionsHeading}</h2>
        <ul className="staff-sections">
          {STAFF_SECTIONS.map(([to, label]) => (
            <li key={to}>
              <Link className="text-link" to={to}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {answer?.codes ? (
        <RecoveryCodes codes={answer.codes} heading={STAFF_TEXT.recoveryHeading} />
      ) : (
        <section className="card" aria-labelledby="new-codes-heading">
          <h2 id="new-codes-heading">{STAFF_TEXT.newCodesHeading}</h2>
          <p>{STAFF_TEXT.unusedCodes(unusedCodes)}</p>
          <p className="muted">{STAFF_TEXT.newCodesIntro}</p>
          <StaffCodeForm
            id="new-recovery-codes"
            action="/staff?index"
            label={STAFF_TEXT.codeLabel}
            button={STAFF_TEXT.newCodesButton}
            answer={answer}
          />
        </section>
      )}
    </section>
  );
}
