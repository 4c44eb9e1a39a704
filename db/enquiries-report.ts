import type BetterSqlite3 from "better-sqlite3";
import type { Selectable } from "kysely";
import type { EnquiryKind } from "./values/enquiries";
import type { EnquiriesTable } from "./schema";

export type EnquiryRow = Selectable<EnquiriesTable>;

export interface ReportOptions {
  kind?: EnquiryKind;
  /** The newest this many; all when absent. */
  limit?: number;
}

/** The stored enquiries, newest first. */
export function readEnquiries(sqlite: BetterSqlite3.Database, { kind, limit }: ReportOptions = {}): EnquiryRow[] {
  const where = kind ? "WHERE kind = ?" : "";
  const params: unknown[] = kind ? [kind] : [];
  const limitClause = limit ? `LIMIT ${Math.trunc(limit)}` : "";
  return sqlite.prepare(`SELECT * FROM enquiries ${where} ORDER BY created_at DESC, id DESC ${limitClause}`).all(...params) as EnquiryRow[];
}

const COLUMNS: { header: string; value: (row: EnquiryRow) => string | number | null }[] = [
  { header: "id", value: (row) => row.id },
  { header: "received (UTC)", value: (row) => row.created_at },
  { header: "kind", value: (row) => row.kind },
  { header: "source", value: (row) => row.source },
  { header: "company", value: (row) => row.company_name },
  { header: "contact", value: (row) => row.contact_name },
  { header: "email", value: (row) => row.email },
  { header: "phone", value: (row) => row.phone },
  { header: "hiring needs", value: (row) => row.hiring_needs },
  { header: "positions", value: (row) => row.positions_to_fill },
  { header: "timeline", value: (row) => row.timeline },
  { header: "specialty", value: (row) => row.specialty },
  { header: "message", value: (row) => row.message },
  { header: "client address", value: (row) => row.client_address },
];

// In the terminal a column shows this much; the CSV has everything.
const CELL_WIDTH = 32;

/** Text safe for a terminal: no escape sequences or other control characters, one line, cut short. */
function terminalCell(value: string | number | null): string {
  const text = String(value ?? "")
    .replace(/\p{Cc}+/gu, " ")
    .trim();
  return text.length > CELL_WIDTH ? `${text.slice(0, CELL_WIDTH - 1)}…` : text;
}

/** A plain-text table for the terminal. */
export function formatTable(rows: EnquiryRow[]): string {
  if (rows.length === 0) return "No enquiries yet.";
  const cells = [COLUMNS.map((column) => column.header), ...rows.map((row) => COLUMNS.map((column) => terminalCell(column.value(row))))];
  const widths = COLUMNS.map((_, index) => Math.max(...cells.map((line) => line[index].length)));
  const format = (line: string[]) =>
    line
      .map((cell, index) => cell.padEnd(widths[index]))
      .join("  ")
      .trimEnd();
  return [format(cells[0]), widths.map((width) => "-".repeat(width)).join("  "), ...cells.slice(1).map(format)].join("\n");
}

/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * is prefixed with an apostrophe, so a hostile enquiry cannot become a formula when opened.
 */
export function csvField(value: string | number | null): string {
  let text = String(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every field of every enquiry as CSV, with a header line. */
export function formatCsv(rows: EnquiryRow[]): string {
  const lines = [
    COLUMNS.map((column) => csvField(column.header)),
    ...rows.map((row) => COLUMNS.map((column) => csvField(column.value(row)))),
  ];
  return lines.map((line) => line.join(",")).join("\r\n") + "\r\n";
}
