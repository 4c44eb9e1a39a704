import { json } from "@remix-run/node";
import { EmployerLandingPage, marketingMeta } from "~/components/marketing-pages";
import { employerLanding } from "~/content/engineering-pages";

export const meta = marketingMeta;
// The copy reaches the browser as this page's loader data, not bundled with every page.
export const loader = () => json({ content: employerLanding });
export default EmployerLandingPage;
