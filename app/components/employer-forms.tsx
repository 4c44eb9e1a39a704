import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import {
  CLOSING_DAYS_DEFAULT,
  CLOSING_DAYS_MAX,
  COMPANY_SIZES,
  dayAfter,
  companyFormValues,
  companySchema,
  EMPLOYMENT_TYPE_NAMES,
  jobFormSchema,
  jobFormValues,
  type PostedJob,
} from "~/lib/employer";
import { DISCIPLINES, type Company } from "~/lib/jobs";
import { REPORT_TEXT } from "~/lib/job-reports";
import { CheckboxField, ChoiceField, FormAlert, TextField } from "./form-field";

interface FormFailure {
  result: SubmissionResult<string[]>;
  message?: string;
}

/** Whether this form's post (by its action and intent) is on its way. */
function useSubmitting(action: string, intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction === action && navigation.formData?.get("intent") === intent;
}

/** The company profile: created before the first job, edited in Settings. */
export function CompanyForm({ company, action, failure }: { company: Company | null; action: string; failure?: FormFailure }) {
  const saving = useSubmitting(action, "company");
  const [form, fields] = useForm({
    id: "company",
    lastResult: failure?.result,
    defaultValue: companyFormValues(company),
    constraint: getZodConstraint(companySchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companySchema }),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="company" />
      <FormAlert message={failure?.message} form={form} answer={failure} />
      <fieldset disabled={saving} className="form-fields">
        <legend className="visually-hidden">Company profile</legend>
        <TextField meta={fields.name} label="Company Name" autoComplete="organization" />
        <div className="field-row">
          <TextField meta={fields.industry} label="Industry" placeholder="Civil and Structural Engineering" />
          <ChoiceField meta={fields.size} label="Company Size" options={COMPANY_SIZES} placeholder="Choose a size" />
        </div>
        <TextField
          meta={fields.description}
          label="About the Company"
          multiline
          hint="What you build, where, and what it is like to work there."
        />
        <div className="field-row">
          <TextField meta={fields.website} label="Website" type="url" placeholder="https://www.example.com" />
          <TextField
            meta={fields.logoUrl}
            label="Logo URL"
            type="url"
            placeholder="https://www.example.com/logo.png"
            hint="Optional: a square image works best."
          />
        </div>
        <button type="submit" className="button button-primary">
          {saving ? "Saving..." : company ? "Save Company" : "Create Company"}
        </button>
      </fieldset>
    </Form>
  );
}

/**
 * Post a job and Edit job: the same form, and the same checks as the server's. `today` is the
 * server's date (YYYY-MM-DD), which bounds the closing date.
 */
export function JobForm({ job, action, failure, today }: { job?: PostedJob; action: string; failure?: FormFailure; today: string }) {
  const saving = useSubmitting(action, "job");
  const now = new Date(`${today}T12:00:00Z`);
  const [form, fields] = useForm({
    id: "job",
    lastResult: failure?.result,
    defaultValue: job ? jobFormValues(job) : { closesOn: dayAfter(now, CLOSING_DAYS_DEFAULT) },
    constraint: getZodConstraint(jobFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobFormSchema }),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="job" />
      <FormAlert message={failure?.message ?? form.errors?.join(" ")} form={form} answer={failure} />
      <fieldset disabled={saving} className="form-fields">
        <legend className="visually-hidden">Job details</legend>
        <TextField meta={fields.title} label="Job Title" placeholder="Senior Structural Engineer" />
        <div className="field-row">
          <TextField meta={fields.location} label="Location" placeholder="Austin, TX" autoComplete="off" />
          <ChoiceField meta={fields.employmentType} label="Employment Type" options={EMPLOYMENT_TYPE_NAMES} placeholder="Choose a type" />
        </div>
        <div className="field-row">
          <ChoiceField meta={fields.discipline} label="Discipline" options={DISCIPLINES} placeholder="Choose a discipline" />
          <CheckboxField meta={fields.remote} label="Remote position" />
        </div>
        <div className="field-row">
          <TextField
            meta={fields.salaryMin}
            label="Minimum Salary (USD)"
            inputMode="numeric"
            placeholder="85000"
            hint="Optional, whole dollars a year."
          />
          <TextField
            meta={fields.salaryMax}
            label="Maximum Salary (USD)"
            inputMode="numeric"
            placeholder="120000"
            hint="Optional, not below the minimum."
          />
        </div>
        {job?.heldAt ? (
          // No closing date is sent: the server leaves a closed (or held) job's alone (updateJob).
          <p className="field-hint">{REPORT_TEXT.heldEditHint}</p>
        ) : job?.closedAt ? (
          <p className="field-hint">This job is closed: relist it from Posted Jobs to choose a new closing date.</p>
        ) : (
          <TextField
            meta={fields.closesOn}
            label="Closing Date"
            type="date"
            min={today}
            max={dayAfter(now, CLOSING_DAYS_MAX)}
            hint={`The job leaves search at the end of this day (UTC). At most ${CLOSING_DAYS_MAX} days away.`}
          />
        )}
        <TextField
          meta={fields.description}
          label="Description"
          multiline
          rows={12}
          hint="The role, the team, and what you need. Lines starting with “- ” show as a list."
        />
        <button type="submit" className="button button-primary">
          {saving ? "Saving..." : job ? "Save Changes" : "Post Job"}
        </button>
      </fieldset>
    </Form>
  );
}
