import type { ChangeEventHandler } from "react";

interface SelectFieldProps {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  /** Values shown as they are, or [value, label] pairs. */
  options: readonly (string | readonly [string, string])[];
  onChange?: ChangeEventHandler<HTMLSelectElement>;
}

/** A labelled <select>, as the search filters use them. */
export function SelectField({ id, label, name, defaultValue, options, onChange }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue} onChange={onChange}>
        {options.map((option) => {
          const [value, text] = typeof option === "string" ? [option, option] : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}
