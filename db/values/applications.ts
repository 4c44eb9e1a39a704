// The values a column of the applications table may hold. Defined here, in the bottom layer, so that
// db/schema.ts can type its columns with them; app/lib re-exports them beside their labels and rules.
// One file a table, each re-exported by one module of app/lib: in the browser's bundle each then
// joins the chunk of the module that re-exports it rather than making one more.

/** applications.status, in the pipeline's order (docs/product.md#data). */
export const APPLICATION_STATUSES = ["applied", "reviewing", "interviewing", "offered", "hired", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
