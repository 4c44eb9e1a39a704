import { EmployerLandingPage, marketingMeta } from "~/components/marketing-pages";
import { employerLandingLoader } from "~/server/marketing-pages.server";

export const meta = marketingMeta;
export const loader = employerLandingLoader;
export default EmployerLandingPage;
