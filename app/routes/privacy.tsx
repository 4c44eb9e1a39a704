import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PrivacyPage } from "~/components/privacy-page";
import { privacyPage } from "~/content/privacy";
import { pageTitle } from "~/lib/meta";
import { config } from "~/server/config.server";

// /privacy: what the site keeps about a person, why, for how long, who sees a resume, and how to
// take a copy or delete it (docs/product.md#privacy). Its figures come from the configuration:
// the support address, and the inactive accounts' period when it is set.

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: pageTitle(data.title) }, { name: "description", content: data.metaDescription }] : [];

export function loader() {
  return json(privacyPage({ supportEmail: config.mail.supportEmail, inactiveAccounts: config.inactiveAccounts }));
}

export default function PrivacyRoute() {
  return <PrivacyPage content={useLoaderData<typeof loader>()} />;
}
