import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { DISCIPLINE_PAGES, SPECIALTY_PAGES } from "~/content/pages";
import { ENQUIRY_TEXT, enquiryFormSchemas, hubEnquirySchemas, type EnquiryKind } from "~/lib/enquiries";
import { failureToastProps, toast } from "~/lib/toast";
import type { EnquiryFormFailure } from "~/lib/action-data";
import { ChoiceField, FormAlert, TextField } from "./form-field";
import { HoneypotFields } from "./honeypot-fields";

type FetcherData = EnquiryFormFailure | { ok: true } | { unreachable: true };

/**
 * The hiring enquiry form of the discipline and specialty pages (docs/product.md#pages). It posts
 * to its page's action: without JavaScript the page comes back with the messages and the values,
 * or with the success toast; with it a fetcher posts (`?js`), and the toasts (docs/product.md#wording)
 * show here.
 */
export function EnquiryForm({ kind, path, askWhich = false }: { kind: EnquiryKind; path: string; askWhich?: boolean }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<FetcherData>();
  const pageFailure = useActionData<EnquiryFormFailure>();
  const fetched = fetcher.state === "idle" ? fetcher.data : undefined;
  const failure = fetched && "message" in fetched ? fetched : pageFailure;
  const schema = askWhich ? hubEnquirySchemas[kind] : enquiryFormSchemas[kind];
  const text = ENQUIRY_TEXT[kind];
  const pending = fetcher.state !== "idle";

  const [form, fields] = useForm({
    id: `enquiry-${kind}`,
    lastResult: failure?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  // Once per answer from the server: `form` changes as the user types, and must not toast again.
  const answered = useRef<FetcherData>();
  useEffect(() => {
    if (!fetched || fetched === answered.current) return;
    answered.current = fetched;
    if ("ok" in fetched) {
      toast({ title: text.successTitle, description: text.successDescription });
      form.reset();
    } else {
      // Refused, or never answered: the values stay for another try.
      toast({ title: text.failedTitle, description: text.failedDescription, variant: "destructive" });
    }
  }, [fetched, form, text]);

  const alertId = `${form.id}-alert`;
  return (
    <fetcher.Form
      method="post"
      action={hydrated ? `${path}?js` : path}
      {...getFormProps(form)}
      {...failureToastProps(text.failedTitle, text.failedDescription)}
      className="enquiry-form"
      aria-describedby={failure?.message ? alertId : undefined}
    >
      <FormAlert id={alertId} message={failure?.message} form={form} answer={failure} />
      <fieldset disabled={pending} className="form-fields">
        <legend className="visually-hidden">Hiring enquiry</legend>
        <HoneypotFields />
        {askWhich ? <WhichField kind={kind} meta={(fields as unknown as Record<string, FieldMetadata<string>>)[WHICH[kind].name]} /> : null}
        <div className="field-row">
          <TextField meta={fields.companyName} label="Company Name" autoComplete="organization" />
          <TextField meta={fields.contactName} label="Contact Name" autoComplete="name" />
        </div>
        <div className="field-row">
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
          <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" />
        </div>
        {kind === "engineering" ? (
          <>
            <TextField
              meta={fields.hiringNeeds}
              label="Hiring Needs"
              placeholder="e.g. Two licensed structural engineers in Denver"
              hint="The roles, how many, and where."
            />
            <TextField meta={fields.message} label="Additional Details (optional)" multiline />
          </>
        ) : (
          <>
            <div className="field-row">
              <TextField meta={fields.positionsToFill} label="Positions to Fill" placeholder="e.g. 3" />
              <TextField meta={fields.timeline} label="Hiring Timeline" placeholder="e.g. Within 60 days" />
            </div>
            <TextField
              meta={fields.message}
              label="Tell Us About Your Needs"
              multiline
              hint="At least 10 characters: settings, schedules, credentials."
            />
          </>
        )}
        <button type="submit" className="button button-primary button-block">
          {pending ? text.pending : text.submit}
        </button>
      </fieldset>
    </fetcher.Form>
  );
}

/** On a hub, the form's first question: which discipline (engineering) or specialty (healthcare). */
const WHICH = {
  engineering: {
    name: "source",
    label: "Discipline",
    options: DISCIPLINE_PAGES.map((page) => page.name),
    placeholder: "Choose a discipline",
  },
  healthcare: {
    name: "specialty",
    label: "Specialty",
    options: SPECIALTY_PAGES.map((page) => page.specialty),
    placeholder: "Choose a specialty",
  },
} as const;

function WhichField({ kind, meta }: { kind: EnquiryKind; meta: FieldMetadata<string> }) {
  const { label, options, placeholder } = WHICH[kind];
  return <ChoiceField meta={meta} label={label} options={options} placeholder={placeholder} />;
}
