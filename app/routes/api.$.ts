import { apiError } from "~/server/http.server";

// Unknown API paths answer in JSON, whatever the method.
const notFound = () => apiError(404, "Not found");
export const loader = notFound;
export const action = notFound;
