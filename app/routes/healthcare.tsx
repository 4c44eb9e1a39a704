import { json, type ActionFunctionArgs } from "@remix-run/node";
import { HealthcareHubPage, marketingMeta } from "~/components/marketing-pages";
import { healthcareHub } from "~/content/healthcare-pages";
import { enquiryFormAction } from "./enquiries.server";

export const meta = marketingMeta;
// The copy reaches the browser as this page's loader data, not bundled with every page.
export const loader = () => json({ content: healthcareHub });
// The hub's form, which asks for the specialty.
export const action = (args: ActionFunctionArgs) => enquiryFormAction({ kind: "healthcare", path: "/healthcare" }, args);
export default HealthcareHubPage;
