import { HealthcareHubPage, marketingMeta } from "~/components/marketing-pages";
import { healthcareHubLoader } from "~/server/marketing-pages.server";

export const meta = marketingMeta;
export const loader = healthcareHubLoader;
export default HealthcareHubPage;
