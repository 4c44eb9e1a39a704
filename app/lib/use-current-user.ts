import { useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { RootLoader } from "~/root.server";
import type { User } from "./accounts";

/** The signed-in user (from the root loader, so every page agrees), or null. */
export function useCurrentUser(): User | null {
  return useRouteLoaderData<RootLoader>("root")?.user ?? null;
}

/** The ids of the jobs the signed-in candidate has applied to (empty for anyone else). */
export function useAppliedJobs(): ReadonlySet<number> {
  const ids = useRouteLoaderData<RootLoader>("root")?.appliedJobs;
  return useMemo(() => new Set(ids ?? []), [ids]);
}
