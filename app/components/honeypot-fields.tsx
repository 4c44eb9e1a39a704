import { useRouteLoaderData } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { RootLoader } from "~/root.server";

/**
 * The hidden honeypot field of a public form, which spam bots fill in (app/server/security.server.ts
 * checks it), named as the root loader says. Provided here rather than around the whole page, so
 * that a page without such a form loads none of it (the first load of /jobs has a budget).
 */
export function HoneypotFields() {
  const root = useRouteLoaderData<RootLoader>("root");
  return (
    <HoneypotProvider {...root?.honeypot}>
      <HoneypotInputs />
    </HoneypotProvider>
  );
}
