// The site's name and its pages' titles.

export const BRAND = "Keystone Talent";

export const pageTitle = (title: string) => `${title} | ${BRAND}`;

export const NOT_FOUND_TITLE = "404 Page Not Found";
