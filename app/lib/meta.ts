import { BRAND } from "./brand";

export const pageTitle = (title: string) => `${title} | ${BRAND}`;

export const NOT_FOUND_TITLE = "404 Page Not Found";
