import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher } from "@remix-run/react";
import clsx from "clsx";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ElementType,
  type ReactNode,
} from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { APPLY_TEXT, applyFormPath, MAX_COVER_LETTER_LENGTH, SUBMITTED_CLOSE_DELAY_MS, type ResumeChoice } from "~/lib/applications";
import { RESUME_ACCEPT, resumeFileProblem, type ResumeProblem } from "~/lib/resumes";
import { toast } from "~/lib/toast";
import { useAppliedJobs, useCurrentUser } from "~/lib/use-current-user";
import type { ApplyActionData, ApplyFailure } from "~/server/apply-page.server";
import { useAuthDialog } from "./auth-dialog";
import { FieldError } from "./form-field";
import { ModalDialog } from "./modal-dialog";

/** What the apply button and dialog need to know about a job. */
export interface ApplyJob {
  id: number;
  title: string;
  company: { name: string };
}

const failureToast = (description: string) =>
  toast({ title: APPLY_TEXT.failedTitle, description: description || APPLY_TEXT.failedFallback, variant: "destructive" });

interface ApplyDialogContextValue {
  /** `opener` gets focus back when the dialog closes (or, once it is gone, the job's Applied). */
  openApplyDialog: (job: ApplyJob, opener: HTMLElement) => void;
}

const ApplyDialogContext = createContext<ApplyDialogContextValue | null>(null);

function useApplyDialog(): ApplyDialogContextValue {
  const context = useContext(ApplyDialogContext);
  if (!context) throw new Error("useApplyDialog must be used inside <ApplyDialogProvider>");
  return context;
}

/**
 * Apply Now (spec sections 2 and 4). A link to /jobs/:id/apply, which works without JavaScript;
 * with it, the apply dialog opens instead, or the sign-in dialog first for a signed-out visitor.
 * Once the user has applied it reads Applied and is disabled.
 */
export function ApplyButton({
  job,
  className,
  titleInName = true,
}: {
  job: ApplyJob;
  className?: string;
  titleInName?: boolean;
}) {
  const user = useCurrentUser();
  const applied = useAppliedJobs().has(job.id);
  const { openApplyDialog } = useApplyDialog();
  const { openAuthDialog } = useAuthDialog();
  // A card's button names its job ("Apply Now: Site Engineer"), so a list of them can be told apart.
  const named = (label: string) => (titleInName ? `${label}: ${job.title}` : undefined);

  if (applied) {
    // aria-disabled rather than disabled, so focus can come back here when the dialog closes.
    return (
      <button
        type="button"
        className={clsx("button button-applied", className)}
        aria-disabled="true"
        aria-label={named("Applied")}
        data-apply-job={job.id}
      >
        <CheckIcon /> Applied
      </button>
    );
  }
  // A plain link: with JavaScript the click opens a dialog, so it never navigates in the app.
  return (
    <a
      href={applyFormPath(job.id)}
      className={clsx("button button-primary", className)}
      aria-label={named("Apply Now")}
      data-apply-job={job.id}
      onClick={(event) => {
        event.preventDefault();
        const opener = event.currentTarget;
        if (user) return openApplyDialog(job, opener);
        toast({ title: APPLY_TEXT.signInTitle, description: APPLY_TEXT.signInDescription });
        openAuthDialog("login", { onSignedIn: () => openApplyDialog(job, opener) });
      }}
    >
      Apply Now
    </a>
  );
}

/** Holds the page's one apply dialog, so every Apply Now can open it. */
export function ApplyDialogProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const appliedJobs = useAppliedJobs();
  // Read when the dialog is asked to open, which may be right after signing in.
  const latest = useRef({ user, appliedJobs });
  latest.current = { user, appliedJobs };

  const [job, setJob] = useState<ApplyJob | null>(null);
  const [open, setOpen] = useState(false);
  // A fresh form for every opening (spec: form state resets on close).
  const [opening, setOpening] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  const submitted = useRef(false);
  const markSubmitted = useCallback(() => {
    submitted.current = true;
  }, []);

  const openApplyDialog = useCallback((next: ApplyJob, openedBy: HTMLElement) => {
    const { user, appliedJobs } = latest.current;
    if (!user) return;
    if (user.role !== "candidate") return failureToast(APPLY_TEXT.candidatesOnly);
    if (appliedJobs.has(next.id)) return failureToast(APPLY_TEXT.alreadyApplied);
    opener.current = openedBy;
    submitted.current = false;
    setJob(next);
    setOpening((count) => count + 1);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openApplyDialog }), [openApplyDialog]);

  const close = useCallback(() => {
    setOpen(false);
    // The spec's success handler runs as the dialog goes, whether on its own or closed early.
    if (submitted.current) toast({ title: APPLY_TEXT.successTitle, description: APPLY_TEXT.successDescription });
    submitted.current = false;
  }, []);

  return (
    <ApplyDialogContext.Provider value={value}>
      {children}
      <ModalDialog
        open={open}
        onOpenChange={(isOpen) => (isOpen ? setOpen(true) : close())}
        className="dialog-wide"
        returnFocusTo={() =>
          // The Apply Now that opened the dialog may have become Applied: then focus that.
          opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>(`[data-apply-job="${job?.id}"]`)
        }
      >
        {job ? (
          <ApplyDialogBody
            key={opening}
            job={job}
            resumeUrl={user?.profile.primaryResumeUrl ?? null}
            onSubmitted={markSubmitted}
            onDone={close}
          />
        ) : null}
      </ModalDialog>
    </ApplyDialogContext.Provider>
  );
}

function ApplyDialogBody({
  job,
  resumeUrl,
  onSubmitted,
  onDone,
}: {
  job: ApplyJob;
  resumeUrl: string | null;
  onSubmitted: () => void;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ApplyActionData>();
  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  const application = data && "application" in data ? data.application : null;
  const failure = data && "message" in data ? data : undefined;

  useEffect(() => {
    if (failure) failureToast(failure.message);
  }, [failure]);

  useEffect(() => {
    if (!application) return;
    onSubmitted();
    const timer = setTimeout(onDone, SUBMITTED_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [application, onSubmitted, onDone]);

  if (application) {
    return (
      <div className="apply-submitted" role="status">
        <CheckIcon size={40} />
        <Dialog.Title className="dialog-title">{APPLY_TEXT.submittedHeading}</Dialog.Title>
        <Dialog.Description className="dialog-description">
          Your application for {job.title} at {job.company.name} is on its way.
        </Dialog.Description>
      </div>
    );
  }
  return (
    <>
      <Dialog.Title className="dialog-title">Apply for {job.title}</Dialog.Title>
      <Dialog.Description className="dialog-description">
        {job.company.name}. Choose your resume and add a cover letter if you like.
      </Dialog.Description>
      <ApplyForm
        as={fetcher.Form}
        action={applyFormPath(job.id, true)}
        resumeUrl={resumeUrl}
        pending={fetcher.state !== "idle"}
        failure={failure}
      />
    </>
  );
}

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
    >
      <fieldset className="radio-group radio-stack" aria-describedby={resumeUrl ? undefined : ids.noResume}>
        <legend>Resume</legend>
        {resumeUrl ? null : (
          <p className="form-warning" id={ids.noResume}>
            {APPLY_TEXT.noResume}
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

function CheckIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
