import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";

type InputType = "text" | "email" | "password" | "tel" | "url" | "date";

interface TextFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  autoComplete?: string;
  hint?: ReactNode;
  multiline?: boolean;
  placeholder?: string;
  inputMode?: "numeric";
  rows?: number;
  /** A date field's bounds (YYYY-MM-DD). */
  min?: string;
  max?: string;
}

/** A labelled Conform field with its error tied to it (aria-describedby, aria-invalid). */
export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
  multiline,
  placeholder,
  inputMode,
  rows = 5,
  min,
  max,
}: TextFieldProps) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const common = { autoComplete, placeholder, "aria-describedby": describedBy(meta, hintId) };
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {multiline ? (
        <textarea {...getTextareaProps(meta)} {...common} rows={rows} />
      ) : (
        <input {...getInputProps(meta, { type })} {...common} inputMode={inputMode} min={min} max={max} />
      )}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

function describedBy(meta: FieldMetadata<unknown>, hintId?: string) {
  return [hintId, meta.errors ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
}

interface ChoiceFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: readonly string[];
  /** The first, empty option ("Choose…"), so nothing is chosen by accident. */
  placeholder: string;
}

/** A labelled Conform <select>, its error tied to it. */
export function ChoiceField({ meta, label, options, placeholder }: ChoiceFieldProps) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select {...getSelectProps(meta)} aria-describedby={describedBy(meta)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled Conform checkbox. */
export function CheckboxField({ meta, label }: { meta: FieldMetadata<boolean | undefined>; label: string }) {
  return (
    <div className="field field-checkbox">
      <input {...getInputProps(meta, { type: "checkbox" })} aria-describedby={describedBy(meta)} />
      <label htmlFor={meta.id}>{label}</label>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p className="field-error" id={id} hidden={!errors?.length}>
      {errors?.join(" ")}
    </p>
  );
}

/**
 * A refused form's summary, at its top: the message about the whole form (a refused sign-in, a
 * rate limit, "Please correct the highlighted fields."), then a link to each field that needs
 * fixing, with its message, as the GOV.UK Design System's error summary does. Announced when it
 * appears, and focused: without JavaScript by `autofocus`, so that the page the server answers with
 * opens at the form however far down it is; with JavaScript whenever the server answers again
 * (`answer`, the action's data, new for each answer).
 */
export function FormAlert({
  id,
  message,
  form,
  answer,
}: {
  id?: string;
  message?: string | null;
  /** The form's fields' messages, for the links: Conform's form metadata. */
  form?: Pick<FormMetadata<Record<string, unknown>, string[]>, "id" | "allErrors">;
  answer?: unknown;
}) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer && message) summary.current?.focus();
  }, [answer, message]);
  if (!message) return null;
  const fieldErrors = Object.entries(form?.allErrors ?? {}).filter(([name, errors]) => name !== "" && errors.length > 0);
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the summary of what to fix, shown only after a refused post: where the reader must go
    <div className="form-alert" role="alert" id={id} tabIndex={-1} ref={summary} autoFocus>
      <p>{message}</p>
      {fieldErrors.length > 0 ? (
        <ul className="error-summary-list">
          {fieldErrors.map(([name, errors]) => (
            <li key={name}>
              <a href={`#${form!.id}-${name}`}>{errors.join(" ")}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
