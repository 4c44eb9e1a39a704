import { APPLY_TEXT } from "~/lib/applications";
import { toast } from "~/lib/toast";

// What the Apply Now button (apply.tsx) and the apply dialog it loads later
// (apply-dialog-panel.tsx) both use: kept here so that neither imports the other.

/** What the apply button and dialog need to know about a job. */
export interface ApplyJob {
  id: number;
  title: string;
  company: { name: string };
}

export const failureToast = (description: string) =>
  toast({ title: APPLY_TEXT.failedTitle, description: description || APPLY_TEXT.failedFallback, variant: "destructive" });

export function CheckIcon({ size = 18 }: { size?: number }) {
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
