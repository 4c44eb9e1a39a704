import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { RecoveryCodes, StaffCodeForm, type StaffCodeAnswer } from "~/components/staff-forms";
import { pageTitle } from "~/lib/meta";
import { STAFF_TEXT } from "~/lib/staff";
import { answerOr } from "~/lib/unreachable";
import { staffHomeAction, staffHomeLoader } from "./staff-auth-forms.server";

// /staff: the staff console's home (docs/product.md#staff-console). Its sections add themselves
// to the list below.

export const meta: MetaFunction = () => [{ title: pageTitle(STAFF_TEXT.consoleTitle) }, { name: "robots", content: "noindex" }];

export const loader = staffHomeLoader;
export const action = staffHomeAction;
export const clientAction = answerOr((message) => ({ message }));

/** The console's sections, each a page under /staff. */
const SECTIONS: { to: string; label: string }[] = [];

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
        {SECTIONS.length ? (
          <ul className="staff-sections">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link className="text-link" to={section.to}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{STAFF_TEXT.noSections}</p>
        )}
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
