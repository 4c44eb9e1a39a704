import type { ActionFunctionArgs } from "@remix-run/node";
import { marketingMeta, SpecialtyPage } from "~/components/marketing-pages";
import { enquiryClientAction } from "~/lib/enquiries";
import { enquiryFormAction } from "./enquiries.server";
import { specialtyEnquiryPage, specialtyPageLoader } from "~/server/marketing-pages.server";

export const meta = marketingMeta;
export const loader = () => specialtyPageLoader("physician-assistant-recruiters");
export const action = (args: ActionFunctionArgs) => enquiryFormAction(specialtyEnquiryPage("physician-assistant-recruiters"), args);
export const clientAction = enquiryClientAction;
export default SpecialtyPage;
