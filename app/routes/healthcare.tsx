import { json } from "@remix-run/node";
import { HealthcareHubPage, marketingMeta } from "~/components/marketing-pages";
import { healthcareHub } from "~/content/healthcare-pages";

export const meta = marketingMeta;
// The copy reaches the browser as this page's loader data, not bundled with every page.
export const loader = () => json({ content: healthcareHub });
export default HealthcareHubPage;
