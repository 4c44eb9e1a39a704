import { useId, useState, type ChangeEvent, type ElementType } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { APPLY_TEXT, MAX_COVER_LETTER_LENGTH, type ResumeChoice } from "~/lib/applications";
import { APPLY_FORM_TEXT } from "~/lib/apply-form-text";
import { failureToastProps } from "~/lib/toast";
import { RESUME_ACCEPT, resumeFileProblem, type ResumeProblem } from "~/lib/resumes";
import type { ApplyFailure } from "~/lib/action-data";
import { FieldError } from "./form-field";

const problemText = (problem: ResumeProblem) => `${problem.title}: ${problem.description}`;

/**
 * The application form, for the dialog and for the /jobs/:id/apply page: one multipart post with
 * the choice of resume, the file when new, and the cover letter. Without JavaScript every part
 * is shown and the server checks it all; with it, the file is checked before anything is sent.
 */
export function ApplyForm({
  as: FormComponent,
  action,
  resumeUrl,
  pending,
  failure,
}: {
  /** Remix's Form on the page, a fetcher's Form in the dialog. */
  as: ElementType;
  action: string;
  resumeUrl: string | null;
  pending: boolean;
  failure?: ApplyFailure;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const postedChoice = failure?.values.resumeChoice;
  const [choice, setChoice] = useState<ResumeChoice>(postedChoice === "new" || !resumeUrl ? "new" : "existing");
  const [fileProblem, setFileProblem] = useState<ResumeProblem | null>(null);
  const [fileChosen, setFileChosen] = useState(false);
  // A server's complaint about the file goes once the user picks another.
  const [answeredFailure, setAnsweredFailure] = useState<ApplyFailure>();

  const serverResumeError = failure !== answeredFailure ? failure?.fieldErrors?.resume?.[0] : undefined;
  const resumeError = fileProblem ? problemText(fileProblem) : serverResumeError;
  const coverLetterErrors = failure?.fieldErrors?.coverLetter;
  const showFileInput = !hydrated || choice === "new";
  const cannotSend = pending || (choice === "existing" ? !resumeUrl : !fileChosen);

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const problem = file ? resumeFileProblem(file) : null;
    setAnsweredFailure(failure);
    setFileProblem(problem);
    setFileChosen(Boolean(file) && !problem);
    // Refused here, so nothing is uploaded.
    if (problem) event.currentTarget.value = "";
  };

  const ids = {
    noResume: `${id}-no-resume`,
    file: `${id}-resume`,
    fileHint: `${id}-resume-hint`,
    fileError: `${id}-resume-error`,
    letter: `${id}-cover-letter`,
  };
  return (
    <FormComponent
      method="post"
      action={action}
      encType="multipart/form-data"
      className="form-fields apply-form"
      noValidate={hydrated}
      {...failureToastProps(APPLY_TEXT.failedTitle, APPLY_TEXT.failedFallback)}
    >
      <fieldset className="radio-group radio-stack" aria-describedby={resumeUrl ? undefined : ids.noResume}>
        <legend>Resume</legend>
        {resumeUrl ? null : (
          <p className="form-warning" id={ids.noResume}>
            {APPLY_FORM_TEXT.noResume}
          </p>
        )}
        <span className="radio-line">
          <label className="radio-option">
            <input
              type="radio"
              name="resumeChoice"
              value="existing"
              checked={choice === "existing"}
              disabled={!resumeUrl}
              onChange={() => setChoice("existing")}
            />
            Use my existing resume
          </label>
          {resumeUrl ? (
            <a href={resumeUrl} target="_blank" rel="noopener noreferrer" className="text-link">
              View<span className="visually-hidden"> current resume (opens in a new tab)</span>
            </a>
          ) : null}
        </span>
        <label className="radio-option">
          <input type="radio" name="resumeChoice" value="new" checked={choice === "new"} onChange={() => setChoice("new")} />
          Upload a new resume
        </label>
      </fieldset>
      {showFileInput ? (
        <div className="field">
          <label htmlFor={ids.file}>Resume file</label>
          <input
            id={ids.file}
            type="file"
            name="resume"
            accept={RESUME_ACCEPT}
            required={choice === "new"}
            onChange={onFileChange}
            aria-describedby={resumeError ? `${ids.fileHint} ${ids.fileError}` : ids.fileHint}
            aria-invalid={resumeError ? true : undefined}
          />
          <p className="field-hint" id={ids.fileHint}>
            PDF, DOC or DOCX, less than 10MB. It also becomes the resume on your profile.
          </p>
        </div>
      ) : null}
      <p className="field-error" id={ids.fileError} role="alert" hidden={!resumeError}>
        {resumeError}
      </p>

      <div className="field">
        <label htmlFor={ids.letter}>Cover letter (optional)</label>
        <textarea
          id={ids.letter}
          name="coverLetter"
          rows={5}
          maxLength={MAX_COVER_LETTER_LENGTH}
          defaultValue={failure?.values.coverLetter}
          aria-describedby={`${ids.letter}-hint ${ids.letter}-error`}
          aria-invalid={coverLetterErrors ? true : undefined}
        />
        <p className="field-hint" id={`${ids.letter}-hint`}>
          Why you, why this job: up to {MAX_COVER_LETTER_LENGTH.toLocaleString("en-US")} characters.
        </p>
        <FieldError id={`${ids.letter}-error`} errors={coverLetterErrors} />
      </div>

      <button type="submit" className="button button-primary button-block" disabled={hydrated && cannotSend}>
        {pending ? "Submitting..." : "Submit Application"}
      </button>
    </FormComponent>
  );
}
