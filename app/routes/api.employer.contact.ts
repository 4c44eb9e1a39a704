import type { ActionFunctionArgs } from "@remix-run/node";
import { answers, wrongMethod } from "~/server/http.server";
import { enquiryApiAction } from "./enquiries.server";

export const handle = answers("POST");

/** POST /api/employer/contact {companyName, contactName, email, phone, hiringNeeds, message?, source}: 201 {ok: true}. */
export const action = (args: ActionFunctionArgs) => enquiryApiAction("engineering", args);
export const loader = () => wrongMethod("POST");
