// The values a column of the users table may hold. Defined here, in the bottom layer, so that
// db/schema.ts can type its columns with them; app/lib re-exports them beside their labels and rules.
// One file a table, each re-exported by one module of app/lib: in the browser's bundle each then
// joins the chunk of the module that re-exports it rather than making one more.

/** users.role */
export const ROLES = ["candidate", "employer", "staff"] as const;
export type Role = (typeof ROLES)[number];
