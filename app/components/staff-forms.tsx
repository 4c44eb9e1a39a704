import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { STAFF_TEXT } from "~/lib/staff";
import { staffCodeSchema } from "~/lib/staff-schemas";
import { FormAlert, TextField } from "./form-field";

/** A refused code post as the staff forms read it. */
export interface StaffCodeAnswer {
  result?: SubmissionResult<string[]>;
  message?: string;
  codes?: string[];
}

/** The staff console's one-field form: a code from the authenticator app (or a recovery code). */
export function StaffCodeForm({
  id,
  action,
  label,
  button,
  answer,
  recovery = false,
}: {
  id: string;
  action: string;
  label: string;
  button: string;
  answer: StaffCodeAnswer | undefined;
  /** Whether a recovery code is taken as well (then the field takes letters too). */
  recovery?: boolean;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id,
    lastResult: answer?.result,
    constraint: getZodConstraint(staffCodeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffCodeSchema }),
  });
  const pending = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} {...getFormProps(form)} aria-describedby={answer?.message ? `${id}-alert` : undefined}>
      <FormAlert id={`${id}-alert`} message={answer?.message} form={form} answer={answer} />
      <fieldset disabled={pending} className="form-fields">
        <legend className="visually-hidden">{label}</legend>
        <TextField meta={fields.code} label={label} autoComplete="one-time-code" inputMode={recovery ? undefined : "numeric"} />
        <button type="submit" className="button button-primary">
          {button}
        </button>
      </fieldset>
    </Form>
  );
}

/** Recovery codes, shown once with what to do with them. */
export function RecoveryCodes({ codes, heading }: { codes: string[]; heading: string }) {
  return (
    <section className="card" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading">{heading}</h2>
      <p role="status">{STAFF_TEXT.recoveryIntro}</p>
      <ul className="recovery-codes" aria-label={heading}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
