import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type KeyboardEvent, type MouseEvent } from "react";
import type { User } from "~/lib/accounts";
import { PROFILE_TEXT } from "~/lib/profile";
import { profileSchema } from "~/lib/account-schemas";
import { RESUME_ACCEPT, RESUME_TEXT, resumeFileProblem, type ResumeProblem } from "~/lib/resumes";
import { failureToastProps, toast } from "~/lib/toast";
import type { ProfileActionData } from "~/lib/action-data";
import { FieldError, FormAlert, TextField } from "./form-field";

/**
 * The Resume card (docs/product.md#my-profile). With JavaScript the file is checked before anything is
 * sent and posted by a fetcher; without it the form posts and the page shows what went wrong.
 */
export function ResumeCard({ user, problem: pageProblem }: { user: User; problem?: ResumeProblem }) {
  const fetcher = useFetcher<ProfileActionData>();
  const uploading = fetcher.state !== "idle";
  const fetched = fetcher.data?.form === "resume" ? fetcher.data.problem : undefined;
  const problem = fetched ?? pageProblem;
  const resumeUrl = user.profile.primaryResumeUrl;

  useEffect(() => {
    if (fetched) toast({ title: fetched.title, description: fetched.description, variant: "destructive" });
  }, [fetched]);

  const checkFile = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("resume") as HTMLInputElement | null;
    const refused = resumeFileProblem(input?.files?.[0]);
    if (!refused) return;
    event.preventDefault();
    toast({ title: refused.title, description: refused.description, variant: "destructive" });
  };

  return (
    <section className="card profile-card" aria-labelledby="resume-heading">
      <h2 id="resume-heading">Resume</h2>
      {resumeUrl ? (
        <p className="resume-status">
          Resume uploaded{" "}
          <a href={resumeUrl} target="_blank" rel="noopener noreferrer" className="text-link">
            View current resume
          </a>
        </p>
      ) : (
        <p className="resume-status muted">No resume uploaded</p>
      )}
      <fetcher.Form
        method="post"
        action="/profile"
        encType="multipart/form-data"
        onSubmit={checkFile}
        {...failureToastProps(RESUME_TEXT.failedTitle, RESUME_TEXT.failedDescription)}
      >
        <div className="field">
          <label htmlFor="resume-file">Resume file</label>
          <input
            id="resume-file"
            type="file"
            name="resume"
            accept={RESUME_ACCEPT}
            required
            aria-describedby={problem ? "resume-hint resume-error" : "resume-hint"}
            aria-invalid={problem ? true : undefined}
          />
          <p className="field-hint" id="resume-hint">
            PDF, DOC or DOCX, less than 10MB.
          </p>
          {problem ? (
            <p className="field-error" id="resume-error" role="alert">
              <strong>{problem.title}:</strong> {problem.description}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button-primary" disabled={uploading}>
          {uploading ? "Uploading..." : resumeUrl ? "Update Resume" : "Upload Resume"}
        </button>
      </fetcher.Form>
    </section>
  );
}

type ProfileFormData = Extract<ProfileActionData, { form: "profile" }>;

const TAG_LISTS = [
  { name: "disciplines", kind: "discipline", label: "Engineering Disciplines" },
  { name: "skills", kind: "skill", label: "Skills" },
] as const;

/** The Profile Information card: Conform and the shared zod schema, re-checked by the server. */
export function ProfileForm({ user, actionData }: { user: User; actionData?: ProfileFormData }) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formAction === "/profile" && navigation.formEncType !== "multipart/form-data";
  const { profile } = user;
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData?.result,
    defaultValue: {
      fullName: profile.fullName,
      headline: profile.headline,
      location: profile.location,
      phone: profile.phone,
      summary: profile.summary,
      disciplines: profile.disciplines,
      skills: profile.skills,
      linkedinUrl: profile.linkedinUrl,
      githubUrl: profile.githubUrl,
      portfolioUrl: profile.portfolioUrl,
    },
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });

  useEffect(() => {
    if (actionData?.message) {
      toast({ title: PROFILE_TEXT.failedTitle, description: PROFILE_TEXT.failedDescription, variant: "destructive" });
    }
  }, [actionData]);

  return (
    <section className="card profile-card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile Information</h2>
      <Form
        method="post"
        action="/profile"
        {...getFormProps(form)}
        className="profile-form"
        {...failureToastProps(PROFILE_TEXT.failedTitle, PROFILE_TEXT.failedDescription)}
      >
        {/* The form's default button: Enter in any field saves, even without JavaScript. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} />
        <FormAlert message={actionData?.message} form={form} answer={actionData} />
        <fieldset disabled={saving} className="form-fields">
          <legend className="visually-hidden">Profile Information</legend>
          <TextField meta={fields.fullName} label="Full Name" autoComplete="name" />
          <TextField meta={fields.headline} label="Professional Headline" placeholder="Senior Structural Engineer" />
          <div className="field-row">
            <TextField meta={fields.location} label="Location" autoComplete="address-level2" placeholder="Austin, TX" />
            <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" />
          </div>
          <TextField meta={fields.summary} label="Professional Summary" multiline />
          {TAG_LISTS.map(({ name, kind, label }) => (
            <TagListField
              key={name}
              meta={fields[name]}
              kind={kind}
              label={label}
              onAdd={(value) => form.insert({ name: fields[name].name, defaultValue: value })}
              onRemove={(index) => form.remove({ name: fields[name].name, index })}
            />
          ))}
          <TextField meta={fields.linkedinUrl} label="LinkedIn URL" type="url" placeholder="https://www.linkedin.com/in/…" />
          <TextField meta={fields.githubUrl} label="GitHub URL" type="url" placeholder="https://github.com/…" />
          <TextField meta={fields.portfolioUrl} label="Portfolio URL" type="url" placeholder="https://…" />
          <button type="submit" name="intent" value="save" className="button button-primary">
            {saving ? "Saving..." : "Save Profile"}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}

interface TagListFieldProps {
  meta: FieldMetadata<string[] | undefined>;
  onAdd: (tag: string) => void;
  onRemove: (index: number) => void;
  kind: "discipline" | "skill";
  label: string;
}

/**
 * A tag list: the Add button or Enter adds a trimmed, non-empty tag; clicking a tag removes it.
 * With JavaScript Conform edits the list in place; without it each button posts an intent
 * ("add-skill", "remove-skill:2") and the server sends the form back changed and unsaved.
 */
function TagListField({ meta, kind, label, onAdd, onRemove }: TagListFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `new-${kind}`;
  const tags = meta.getFieldList();

  const add = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    const input = inputRef.current;
    const value = input?.value.trim();
    if (input) input.value = "";
    if (value) onAdd(value);
  };

  return (
    <fieldset className="field tag-field" aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend>{label}</legend>
      {tags.length ? (
        <ul className="tag-list" aria-label={`${label} (select one to remove it)`}>
          {tags.map((tag, index) => (
            <li key={tag.key}>
              <input type="hidden" name={tag.name} value={tag.value ?? ""} />
              <button
                type="submit"
                name="intent"
                value={`remove-${kind}:${index}`}
                className="tag tag-removable"
                aria-label={`Remove ${tag.value ?? ""}`}
                onClick={(event) => {
                  event.preventDefault();
                  onRemove(index);
                }}
              >
                {tag.value} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tag-input-row">
        <label htmlFor={inputId} className="visually-hidden">
          New {kind}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          name={kind === "discipline" ? "newDiscipline" : "newSkill"}
          placeholder={kind === "discipline" ? "e.g. Structural Engineering" : "e.g. AutoCAD"}
          maxLength={60}
          onKeyDown={(event) => {
            if (event.key === "Enter") add(event);
          }}
        />
        <button type="submit" name="intent" value={`add-${kind}`} className="button button-secondary" onClick={add}>
          Add
        </button>
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
