import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { RecoveryCodes, StaffCodeForm, type StaffCodeAnswer } from "~/components/staff-forms";
import { pageTitle } from "~/lib/meta";
import { STAFF_TEXT } from "~/lib/staff";
import { answerOr } from "~/lib/unreachable";
import { twoFactorAction, twoFactorLoader } from "./staff-auth-forms.server";

// /staff/two-factor: after a staff account's password, its second factor (docs/product.md#staff-sign-in).
// Outside /staff's layout (the `_`): a staff account waiting for its code is not signed in yet.

export const meta: MetaFunction = () => [{ title: pageTitle(STAFF_TEXT.twoFactorTitle) }, { name: "robots", content: "noindex" }];

export const loader = twoFactorLoader;
export const action = twoFactorAction;
export const clientAction = answerOr((message) => ({ message }));

export default function StaffTwoFactor() {
  const { mode, setup } = useLoaderData<typeof loader>();
  const answer = useActionData<StaffCodeAnswer>();
  const codes = answer?.codes;
  return (
    <section className="container page-section narrow-page staff-two-factor">
      <header className="page-header">
        <h1>{STAFF_TEXT.twoFactorTitle}</h1>
      </header>
      {codes ? (
        <>
          <RecoveryCodes codes={codes} heading={STAFF_TEXT.recoveryHeading} />
          <p>
            <Link className="button button-primary" to="/staff">
              {STAFF_TEXT.continueLink}
            </Link>
          </p>
        </>
      ) : mode === "signed-in" ? (
        <p>
          {STAFF_TEXT.signedInAlready}{" "}
          <Link className="text-link" to="/staff">
            {STAFF_TEXT.continueLink}
          </Link>
        </p>
      ) : mode === "setup" && setup ? (
        <section className="card" aria-labelledby="setup-heading">
          <h2 id="setup-heading">{STAFF_TEXT.setupHeading}</h2>
          <p>{STAFF_TEXT.setupIntro}</p>
          {/* The QR code is an SVG the server drew from the otpauth:// address; no script. */}
          <div className="totp-qr" role="img" aria-label={STAFF_TEXT.qrLabel} dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
          <p id="totp-key-label">{STAFF_TEXT.manualEntry}</p>
          <p>
            <code className="totp-key" aria-labelledby="totp-key-label" data-testid="totp-secret">
              {setup.secretText}
            </code>
          </p>
          <StaffCodeForm
            id="totp-setup"
            action="/staff/two-factor"
            label={STAFF_TEXT.codeLabel}
            button={STAFF_TEXT.confirmButton}
            answer={answer}
          />
        </section>
      ) : (
        <section className="card" aria-labelledby="verify-heading">
          <h2 id="verify-heading">{STAFF_TEXT.verifyHeading}</h2>
          <p>{STAFF_TEXT.verifyIntro}</p>
          <StaffCodeForm
            id="totp-verify"
            action="/staff/two-factor"
            label={STAFF_TEXT.codeOrRecoveryLabel}
            button={STAFF_TEXT.verifyButton}
            answer={answer}
            recovery
          />
        </section>
      )}
    </section>
  );
}
