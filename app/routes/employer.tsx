import { json, type ActionFunctionArgs } from "@remix-run/node";
import { EmployerLandingPage, marketingMeta } from "~/components/marketing-pages";
import { employerLanding } from "~/content/engineering-pages";
import { enquiryFormAction } from "./enquiries.server";

export const meta = marketingMeta;
// The copy reaches the browser as this page's loader data, not bundled with every page.
export const loader = () => json({ content: employerLanding });
// Schedule Consultation's form, which asks for the discipline.
export const action = (args: ActionFunctionArgs) => enquiryFormAction({ kind: "engineering", path: "/employer" }, args);
export default EmployerLandingPage;
