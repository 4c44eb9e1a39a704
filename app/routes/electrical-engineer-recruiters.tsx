import type { ActionFunctionArgs } from "@remix-run/node";
import { DisciplinePage, marketingMeta } from "~/components/marketing-pages";
import { enquiryClientAction } from "~/lib/enquiries";
import { enquiryFormAction } from "./enquiries.server";
import { disciplineEnquiryPage, disciplinePageLoader } from "~/server/marketing-pages.server";

export const meta = marketingMeta;
export const loader = () => disciplinePageLoader("electrical-engineer-recruiters");
export const action = (args: ActionFunctionArgs) => enquiryFormAction(disciplineEnquiryPage("electrical-engineer-recruiters"), args);
export const clientAction = enquiryClientAction;
export default DisciplinePage;
