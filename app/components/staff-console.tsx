import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import type { StaffFormFailure } from "~/lib/action-data";
import { STAFF_PAGE_TEXT } from "~/lib/staff-console";
import { FormAlert, TextField } from "./form-field";
import { Link } from "./link";

// The staff console's shared parts (docs/product.md#the-staff-console): its navigation, and a form of
// one text field (a note, a reason) that works as a plain post and shows its refusal by its field.

/** The console's sections, each a page under /staff: the nav of every section and /staff's list. */
export const STAFF_SECTIONS = [
  ["/staff/enquiries", STAFF_PAGE_TEXT.nav.enquiries],
  ["/staff/jobs", STAFF_PAGE_TEXT.nav.jobs],
  ["/staff/users", STAFF_PAGE_TEXT.nav.users],
  ["/staff/audit", STAFF_PAGE_TEXT.nav.audit],
] as const;

export function StaffPage({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <section className="container page-section staff-page">
      <nav aria-label="Staff console" className="breadcrumb">
        {STAFF_SECTIONS.map(([to, label], index) => (
          <span key={to}>
            {index > 0 ? <span aria-hidden="true"> · </span> : null}
            <Link to={to}>{label}</Link>
          </span>
        ))}
      </nav>
      <header className="page-header">
        <h1>{heading}</h1>
      </header>
      {children}
    </section>
  );
}

/** A form of one text field posted with `intent`; the action answers a StaffFormFailure named `id` when it refuses it. */
export function OneFieldForm({
  id,
  intent,
  schema,
  name,
  label,
  submit,
  failure,
  multiline,
}: {
  id: string;
  intent: string;
  schema: z.ZodTypeAny;
  name: string;
  label: string;
  submit: string;
  failure: StaffFormFailure | undefined;
  multiline?: boolean;
}) {
  const navigation = useNavigation();
  const mine = failure?.form === id ? failure : undefined;
  const [form, fields] = useForm<Record<string, string>>({
    id,
    lastResult: mine?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" {...getFormProps(form)} aria-describedby={mine ? `${id}-alert` : undefined}>
      <FormAlert id={`${id}-alert`} message={mine?.message} form={form} answer={mine} />
      <input type="hidden" name="intent" value={intent} />
      <div className="form-fields">
        <TextField meta={fields[name]} label={label} multiline={multiline} rows={4} />
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={pending}>
            {submit}
          </button>
        </div>
      </div>
    </Form>
  );
}

/** A form of one button posted with `intent` (and hidden fields). */
export function ButtonForm({ intent, label, fields = {} }: { intent: string; label: string; fields?: Record<string, string> }) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button-secondary button-small">
        {label}
      </button>
    </Form>
  );
}
