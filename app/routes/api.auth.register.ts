import type { ActionFunctionArgs } from "@remix-run/node";
import { type ApiMethod, wrongMethod } from "~/server/http.server";
import { apiAuthAction } from "./api.auth.server";

export const methods: ApiMethod[] = ["POST"];

/** POST /api/auth/register {email, password, fullName, role}: {user} and the session cookie. */
export const action = (args: ActionFunctionArgs) => apiAuthAction("register", args);

export const loader = () => wrongMethod("POST");
