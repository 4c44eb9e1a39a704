// The synthetic board the benchmarks search (db/generate-jobs.ts): reproducible, ordered as the
// live site's, and varied the way real postings are, so that a ranking meets realistic word
// statistics on it.
import { beforeAll, describe, expect, it } from "vitest";
import { generateJobs } from "../db/generate-jobs";
import { DISCIPLINES, EMPLOYMENT_TYPES } from "~/lib/jobs";
import { sqlite } from "~/server/db.server";
import { createCompanies } from "./factories";

interface Row {
  id: number;
  company_id: number;
  title: string;
  description: string;
  location: string;
  employment_type: string;
  remote: number;
  featured: number;
  discipline: string;
  salary_min: number | null;
  salary_max: number | null;
  posted_at: string;
}

const NOW = new Date("2026-11-01T00:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

/** Generates jobs and returns the rows it added, oldest first. */
function generate(count: number, seed?: number): Row[] {
  const { last } = sqlite.prepare("SELECT coalesce(max(id), 0) AS last FROM jobs").get() as { last: number };
  generateJobs(sqlite, count, { now: NOW, seed });
  return sqlite
    .prepare(
      `SELECT id, company_id, title, description, location, employment_type, remote, featured, discipline, salary_min, salary_max, posted_at
       FROM jobs WHERE id > ? ORDER BY id`,
    )
    .all(last) as Row[];
}

const withoutIds = (rows: Row[]) => rows.map(({ id: _, ...row }) => row);
const share = (rows: Row[], test: (row: Row) => boolean) => rows.filter(test).length / rows.length;

let board: Row[] = [];

beforeAll(async () => {
  await createCompanies(4);
  board = generate(5_000);
});

describe("the synthetic job generator", () => {
  it("makes the same jobs from the same seed, and other jobs from another", () => {
    const first = generate(500, 7);
    const again = generate(500, 7);
    const other = generate(500, 8);
    expect(withoutIds(again)).toEqual(withoutIds(first));
    expect(other.map((row) => row.title)).not.toEqual(first.map((row) => row.title));
    sqlite.prepare("DELETE FROM jobs WHERE id >= ?").run(first[0].id);
  });

  it("posts jobs over the 60 days before now, ids rising with posting time", () => {
    expect(board).toHaveLength(5_000);
    for (let i = 1; i < board.length; i++) expect(board[i].posted_at >= board[i - 1].posted_at).toBe(true);
    expect(Date.parse(board[0].posted_at)).toBeGreaterThanOrEqual(NOW.getTime() - 60 * DAY_MS);
    expect(Date.parse(board[board.length - 1].posted_at)).toBeLessThanOrEqual(NOW.getTime());
  });

  it("covers every discipline and employment type, with realistic pay, remote and featured shares", () => {
    const disciplines = new Set(board.map((row) => row.discipline));
    for (const discipline of DISCIPLINES) expect(disciplines, discipline).toContain(discipline);
    const types = new Set(board.map((row) => row.employment_type));
    for (const type of Object.keys(EMPLOYMENT_TYPES)) expect(types, type).toContain(type);
    expect(new Set(board.map((row) => row.company_id)).size).toBe(4);

    const paid = board.filter((row) => row.salary_min !== null);
    expect(paid.length / board.length).toBeGreaterThan(0.75);
    expect(paid.length / board.length).toBeLessThan(0.85);
    for (const row of paid) {
      expect(row.salary_max).not.toBeNull();
      expect(row.salary_min).toBeGreaterThan(0);
      expect(row.salary_min!).toBeLessThanOrEqual(row.salary_max!);
    }
    const medianPay = (discipline: string) => {
      const pay = paid.filter((row) => row.discipline === discipline).map((row) => row.salary_max!);
      return pay.sort((a, b) => a - b)[pay.length >> 1];
    };
    expect(medianPay("Software Engineering")).toBeGreaterThan(medianPay("Design and Drafting"));

    expect(board.filter((row) => row.location.startsWith("Remote")).every((row) => row.remote === 1)).toBe(true);
    const onSite = board.filter((row) => !row.location.startsWith("Remote"));
    expect(share(onSite, (row) => row.remote === 1)).toBeGreaterThan(0.12);
    expect(share(onSite, (row) => row.remote === 1)).toBeLessThan(0.3);
    expect(share(board, (row) => row.featured === 1)).toBeGreaterThan(0.015);
    expect(share(board, (row) => row.featured === 1)).toBeLessThan(0.05);
  });

  it("writes titles as real boards do: a popular head, a long tail, levels and qualifiers", () => {
    const counts = new Map<string, number>();
    for (const { title } of board) counts.set(title, (counts.get(title) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(1_200);
    const commonest = Math.max(...counts.values()) / board.length;
    expect(commonest).toBeGreaterThan(0.01);
    expect(commonest).toBeLessThan(0.05);
    for (const title of ["Project Manager", "Software Engineer", "Civil Engineer", "Mechanical Engineer"]) {
      expect(counts.get(title), title).toBeGreaterThan(10);
    }

    const words = board.map((row) => row.title.split(" ").filter((word) => /\w/.test(word)).length);
    expect(Math.min(...words)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...words)).toBeLessThanOrEqual(9);
    expect(words.filter((n) => n >= 2 && n <= 4).length / board.length).toBeGreaterThan(0.85);

    const levelled = share(board, (row) =>
      /^(Senior|Sr\.|Lead|Principal|Staff|Junior|Associate|Entry-Level) | (I|II|III|IV)\b/.test(row.title),
    );
    expect(levelled).toBeGreaterThan(0.3);
    expect(levelled).toBeLessThan(0.6);
    expect(share(board, (row) => / [-–] |, |\(/.test(row.title))).toBeGreaterThan(0.03);
    expect(board.some((row) => row.title.endsWith(" (PE)"))).toBe(true);
  });

  it("names each job's skills in its description, the tools of its discipline first", () => {
    const mentions = (discipline: string, skills: string[]) =>
      share(
        board.filter((row) => row.discipline === discipline),
        (row) => skills.some((skill) => row.description.includes(skill)),
      );
    expect(mentions("Software Engineering", ["Python", "Java", "TypeScript", "AWS", "Kubernetes", "React", "Go", "SQL"])).toBeGreaterThan(
      0.8,
    );
    expect(
      mentions("Civil Engineering", ["AutoCAD Civil 3D", "HEC-RAS", "MicroStation", "AASHTO LRFD", "SAP2000", "ETABS"]),
    ).toBeGreaterThan(0.5);
    expect(mentions("Quality Assurance", ["ISO 9001", "PPAP", "APQP", "SPC", "CAPA", "root cause analysis"])).toBeGreaterThan(0.7);
    expect(mentions("Project Management", ["MS Project", "Primavera P6", "PMP", "risk management", "budget management"])).toBeGreaterThan(
      0.6,
    );
    // Tools every discipline asks for.
    expect(share(board, (row) => row.description.includes("Excel"))).toBeGreaterThan(0.05);

    // A job's main skill comes up in its duties and again in its requirements.
    const repeated = share(board, (row) => {
      const skill =
        /(?:Proficiency with|Strong working knowledge of|Demonstrated experience with|Hands-on|Solid experience with) (.+?)(?: experience| required)?$/m.exec(
          row.description,
        )?.[1];
      return skill !== undefined && row.description.split(skill).length - 1 >= 2;
    });
    expect(repeated).toBeGreaterThan(0.95);
  });

  it("varies descriptions in length and wording, with the words real postings share", () => {
    const lengths = board.map((row) => row.description.split(/\s+/).length).sort((a, b) => a - b);
    const median = lengths[lengths.length >> 1];
    expect(lengths[0]).toBeGreaterThanOrEqual(40);
    expect(lengths[lengths.length - 1]).toBeLessThanOrEqual(450);
    expect(median).toBeGreaterThan(110);
    expect(median).toBeLessThan(220);
    expect(new Set(board.map((row) => row.description)).size).toBe(board.length);
    expect(share(board, (row) => /\bexperience\b/i.test(row.description))).toBeGreaterThan(0.9);
    expect(share(board, (row) => /\bdesign/i.test(row.description))).toBeGreaterThan(0.3);
    // Each job's description names its title once, in the opening paragraph.
    expect(share(board, (row) => row.description.split("\n")[0].includes(row.title))).toBe(1);
  });
});
