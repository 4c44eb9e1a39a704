import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { appliedJobIds } from "~/server/applications.server";
import { getCurrentUser } from "~/server/auth.server";
import { config } from "~/server/config.server";
import { takeFlashToast } from "~/server/flash.server";
import { savedJobIds } from "~/server/saved-jobs.server";
import { pageSections } from "~/server/sections.server";
import { honeypotInputProps } from "~/server/security.server";

// The root loader, apart from app/root.tsx so that the browser's bundle gets one empty stand-in for
// this module rather than one for each server module it uses (each a file of its own, loaded first
// on every page).

/** What every page gets: the current user, the flashed toast, the candidate's applied and saved jobs. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, user] = await Promise.all([takeFlashToast(request), getCurrentUser(request)]);
  // Every page's Apply Now buttons read Applied, and its Save job buttons Saved, for these jobs. Should
  // either fail, the buttons read as for any other job (the apply page still says "already applied",
  // and saving again keeps one save) rather than every page failing.
  const sections = pageSections();
  const [appliedJobs, savedJobs] =
    user?.role === "candidate"
      ? await Promise.all([
          sections.load("applied jobs", () => appliedJobIds(user.id)),
          sections.load("saved jobs", () => savedJobIds(user.id)),
        ])
      : [[], []];
  // siteUrl: the origin of every page's canonical link (CanonicalLink), as the sitemaps give it.
  // googleSignIn: whether the auth dialog offers Continue with Google, as /login and /register do.
  return json(
    {
      toast,
      user,
      appliedJobs: appliedJobs ?? [],
      savedJobs: savedJobs ?? [],
      honeypot: honeypotInputProps,
      siteUrl: config.mail.siteUrl,
      googleSignIn: config.google !== null,
    },
    { headers },
  );
}

/** The root loader's type, for the components that read its data with useRouteLoaderData("root"). */
export type RootLoader = typeof rootLoader;
