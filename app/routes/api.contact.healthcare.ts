import type { ActionFunctionArgs } from "@remix-run/node";
import { type ApiMethod, wrongMethod } from "~/server/http.server";
import { enquiryApiAction } from "./enquiries.server";

export const methods: ApiMethod[] = ["POST"];

/**
 * POST /api/contact/healthcare {companyName, contactName, email, phone, positionsToFill, timeline,
 * message, specialty, source?}: 201 {ok: true}.
 */
export const action = (args: ActionFunctionArgs) => enquiryApiAction("healthcare", args);
export const loader = () => wrongMethod("POST");
