import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root";
import type { User } from "./accounts";

/** The signed-in user (from the root loader, so every page agrees), or null. */
export function useCurrentUser(): User | null {
  return useRouteLoaderData<RootLoader>("root")?.user ?? null;
}
