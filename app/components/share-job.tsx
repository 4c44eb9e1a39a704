import { useRouteLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { toast } from "~/lib/toast";
import type { RootLoader } from "~/root.server";

// Share's words (docs/product.md#jobs): our own, the brief gives none.
export const SHARE_TEXT = {
  label: "Share",
  linkCopied: "Link copied",
  copyFailed: "Could not copy the link",
} as const;

/**
 * Share on a job page: the phone's share sheet (the Web Share API) where the browser has one, the
 * link copied with a toast otherwise. Without JavaScript it is a plain link that opens an e-mail
 * with the job's title and address.
 */
export function ShareJob({ job }: { job: { id: number; title: string; company: { name: string } } }) {
  const hydrated = useHydrated();
  const siteUrl = useRouteLoaderData<RootLoader>("root")?.siteUrl ?? "";
  const subject = `${job.title} at ${job.company.name}`;
  if (!hydrated) {
    const mail = `mailto:?${new URLSearchParams({ subject, body: `${subject}: ${siteUrl}/jobs/${job.id}` }).toString().replace(/\+/g, "%20")}`;
    return (
      <a href={mail} className="button button-secondary button-small share-job">
        {SHARE_TEXT.label}
        <span className="visually-hidden"> this job by e-mail</span>
      </a>
    );
  }
  const share = async () => {
    const url = `${window.location.origin}/jobs/${job.id}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: subject, url });
        return;
      } catch (error) {
        // Closed by the user: nothing to say. Refused for another reason: copy instead.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: SHARE_TEXT.linkCopied, description: url });
    } catch {
      toast({ title: SHARE_TEXT.copyFailed, description: url, variant: "destructive" });
    }
  };
  return (
    <button type="button" className="button button-secondary button-small share-job" onClick={share}>
      {SHARE_TEXT.label}
      <span className="visually-hidden"> this job</span>
    </button>
  );
}
