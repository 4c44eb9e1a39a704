import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

type InputType = "text" | "email" | "password" | "tel" | "url";

interface TextFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  autoComplete?: string;
  hint?: ReactNode;
  multiline?: boolean;
  placeholder?: string;
}

/** A labelled Conform field with its error tied to it (aria-describedby, aria-invalid). */
export function TextField({ meta, label, type = "text", autoComplete, hint, multiline, placeholder }: TextFieldProps) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [hintId, meta.errors ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const common = { autoComplete, placeholder, "aria-describedby": describedBy };
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {multiline ? (
        <textarea {...getTextareaProps(meta)} {...common} rows={5} />
      ) : (
        <input {...getInputProps(meta, { type })} {...common} />
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

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p className="field-error" id={id} hidden={!errors?.length}>
      {errors?.join(" ")}
    </p>
  );
}

/** A message about the whole form (a refused sign-in, a rate limit), announced when it appears. */
export function FormAlert({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert" id={id}>
      {message}
    </p>
  );
}
