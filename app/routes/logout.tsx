import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOutAction } from "~/server/auth.server";

// Signing out is a POST (the user menu's Logout form); a GET just goes home.
export const loader = () => redirect("/");

export const action = ({ request }: ActionFunctionArgs) => signOutAction(request);
