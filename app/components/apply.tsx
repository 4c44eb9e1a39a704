import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { APPLY_TEXT, applyFormPath } from "~/lib/applications";
import { toast } from "~/lib/toast";
import { useAppliedJobs, useCurrentUser } from "~/lib/use-current-user";
import { usePreloadWhenIdle } from "~/lib/use-preload-when-idle";
import { CheckIcon, failureToast, type ApplyJob } from "./apply-shared";
import { useAuthDialog } from "./auth-dialog";

// The dialog and its form are not needed until an Apply Now is used.
const loadPanel = () => import("./apply-dialog-panel");
const ApplyDialogPanel = lazy(loadPanel);

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
 * Apply Now, on job cards and job pages (docs/product.md#pages). A link to /jobs/:id/apply, which works without JavaScript;
 * with it, the apply dialog opens instead, or the sign-in dialog first for a signed-out visitor.
 * Once the user has applied it reads Applied and is disabled.
 */
export function ApplyButton({ job, className, titleInName = true }: { job: ApplyJob; className?: string; titleInName?: boolean }) {
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
        className={`button button-applied ${className ?? ""}`.trim()}
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
      className={`button button-primary ${className ?? ""}`.trim()}
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
  usePreloadWhenIdle(loadPanel);
  const user = useCurrentUser();
  const appliedJobs = useAppliedJobs();
  // Read when the dialog is asked to open, which may be right after signing in.
  const latest = useRef({ user, appliedJobs });
  latest.current = { user, appliedJobs };

  const [job, setJob] = useState<ApplyJob | null>(null);
  const [open, setOpen] = useState(false);
  // A fresh form for every opening: what was typed is gone once the dialog closes.
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
    // The success toast shows as the dialog goes, whether it closes on its own or is closed early.
    if (submitted.current) toast({ title: APPLY_TEXT.successTitle, description: APPLY_TEXT.successDescription });
    submitted.current = false;
  }, []);

  const onOpenChange = useCallback((isOpen: boolean) => (isOpen ? setOpen(true) : close()), [close]);
  const returnFocusTo = useCallback(
    // The Apply Now that opened the dialog may have become Applied: then focus that.
    () => (opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>(`[data-apply-job="${job?.id}"]`)),
    [job],
  );

  return (
    <ApplyDialogContext.Provider value={value}>
      {children}
      {job ? (
        <Suspense fallback={null}>
          <ApplyDialogPanel
            open={open}
            onOpenChange={onOpenChange}
            returnFocusTo={returnFocusTo}
            job={job}
            opening={opening}
            resumeUrl={user?.profile.primaryResumeUrl ?? null}
            onSubmitted={markSubmitted}
            onDone={close}
          />
        </Suspense>
      ) : null}
    </ApplyDialogContext.Provider>
  );
}
