import type { LoaderFunctionArgs } from "@remix-run/node";
import { SpecializationPage, specializationMeta } from "~/components/specialization-page";
import { loadSpecializationPage } from "~/server/specialization-page.server";

export const meta = specializationMeta;
export const loader = ({ request }: LoaderFunctionArgs) => loadSpecializationPage(request, "project-management");
export default SpecializationPage;
