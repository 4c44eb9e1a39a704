import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { applyFormPath, SUBMITTED_CLOSE_DELAY_MS } from "~/lib/applications";
import { APPLY_FORM_TEXT } from "~/lib/apply-form-text";
import type { ApplyActionData } from "~/lib/action-data";
import { CheckIcon, failureToast, type ApplyJob } from "./apply-shared";
import { ApplyForm } from "./apply-form";
import { ModalDialog } from "./modal-dialog";

/** The apply dialog itself, loaded when first needed: see ApplyDialogProvider. */
export default function ApplyDialogPanel({
  open,
  onOpenChange,
  returnFocusTo,
  job,
  opening,
  resumeUrl,
  onSubmitted,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null;
  job: ApplyJob;
  /** A fresh form for every opening: what was typed is gone once the dialog closes. */
  opening: number;
  resumeUrl: string | null;
  onSubmitted: () => void;
  onDone: () => void;
}) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} className="dialog-wide" returnFocusTo={returnFocusTo}>
      <ApplyDialogBody key={opening} job={job} resumeUrl={resumeUrl} onSubmitted={onSubmitted} onDone={onDone} />
    </ModalDialog>
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
        <Dialog.Title className="dialog-title">{APPLY_FORM_TEXT.submittedHeading}</Dialog.Title>
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
