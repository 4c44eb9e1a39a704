import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { toast } from "~/lib/toast";
import type { RootLoader } from "~/root.server";

// The button's words (docs/product.md#saved-jobs). Kept here rather than in app/lib/saved-jobs.ts
// so that job cards load no chunk of their own for them (bench/RESULTS.md: /jobs has a budget).
const SAVE = "Save job";
const SAVED = "Saved";

/**
 * Save job / Saved, on job cards and job pages (docs/product.md#saved-jobs). A form posting to
 * /saved-jobs: without JavaScript the action saves or unsaves and comes back here with a toast,
 * or sends a signed-out visitor to sign in and back with the job saved. With JavaScript a fetcher
 * posts it, which the action tells by its Sec-Fetch-Mode and answers with JSON: the button shows
 * the state asked for (aria-busy) until the root data says it, and a refusal's message (the job
 * was taken down) as a toast; a post that got no answer has app/lib/guard-posts.ts's toast.
 * Employers save no jobs, so they see none. A card's button names its job, as Apply Now does.
 * Its name says the state ("Save job", "Saved"), so it is not also a toggle (aria-pressed): a
 * toggle's name stays the same whatever its state.
 */
export function SaveJobButton({ job, titleInName = true }: { job: { id: number; title: string }; titleInName?: boolean }) {
  // The root data is read here rather than through app/lib/use-current-user.ts, and the server
  // tells a fetcher's post from a form's rather than a hydration flag: each is one chunk fewer
  // for every page with job cards to import.
  const root = useRouteLoaderData<RootLoader>("root");
  const fetcher = useFetcher<{ message?: string }>();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.message) toast({ title: fetcher.data.message, variant: "destructive" });
  }, [fetcher.state, fetcher.data]);
  if (root?.user && root.user.role !== "candidate") return null;
  // The button's name says what it asks for (save or unsave), its value the job.
  const asked = fetcher.formData;
  const saved = asked ? asked.has("save") : root?.savedJobs.includes(job.id);
  const label = saved ? SAVED : SAVE;
  return (
    <fetcher.Form method="post" action="/saved-jobs">
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button
        type="submit"
        name={saved ? "unsave" : "save"}
        value={job.id}
        className="button button-small button-save"
        aria-busy={!!asked}
        aria-label={titleInName ? `${label}: ${job.title}` : undefined}
      >
        {label}
      </button>
    </fetcher.Form>
  );
}
