import type { ActionFunctionArgs } from "@remix-run/node";
import { type ApiMethod, wrongMethod } from "~/server/http.server";
import { enquiryApiAction } from "./enquiries.server";

export const methods: ApiMethod[] = ["POST"];

/** POST /api/employer/contact {companyName, contactName, email, phone, hiringNeeds, message?, source}: 201 {ok: true}. */
export const action = (args: ActionFunctionArgs) => enquiryApiAction("engineering", args);
export const loader = () => wrongMethod("POST");
