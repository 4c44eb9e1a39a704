import { format } from "date-fns";

// Apart from format.ts, so that pages showing no dates (job listings) do not load date-fns.

/**
 * A date as 'MMM d, yyyy' ("Jan 5, 2024"), read in UTC so the server's page and the browser's
 * agree whatever their time zones.
 */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return format(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()), "MMM d, yyyy");
}

/** A moment as 'MMM d, yyyy, HH:mm' in UTC ("Jan 5, 2024, 14:03 UTC"), the same on the server and in the browser. */
export function formatDateTime(isoDate: string): string {
  const date = new Date(isoDate);
  const time = `${String(date.getUTCHours()).padStart(2, "0")}:${String(date.getUTCMinutes()).padStart(2, "0")}`;
  return `${formatDate(isoDate)}, ${time} UTC`;
}
