import type BetterSqlite3 from "better-sqlite3";
import { sampleCompanies, sampleJobs } from "./sample-data";

const DAY_MS = 24 * 60 * 60 * 1000;

export function hasData(sqlite: BetterSqlite3.Database): boolean {
  const row = sqlite.prepare("SELECT EXISTS (SELECT 1 FROM companies) AS present").get() as {
    present: number;
  };
  return row.present === 1;
}

/**
 * Seeds the sample data into an empty database, and says whether it did. Safe from several
 * processes at once: the check and the seeding hold the write lock together.
 */
export function seedIfEmpty(sqlite: BetterSqlite3.Database): boolean {
  return sqlite
    .transaction(() => {
      if (hasData(sqlite)) return false;
      seedSampleData(sqlite);
      return true;
    })
    .immediate();
}

/**
 * Inserts the sample companies and jobs in one transaction. Posting dates are relative to
 * `now`, so a fresh database always shows jobs from the last two months.
 */
export function seedSampleData(sqlite: BetterSqlite3.Database, now = new Date()) {
  const insertCompany = sqlite.prepare(
    `INSERT INTO companies (name, logo_url, industry, size, description, website)
     VALUES (@name, @logo, @industry, @size, @description, @website)`,
  );
  const insertJob = sqlite.prepare(
    `INSERT INTO jobs (company_id, title, description, location, employment_type, remote,
                       featured, discipline, salary_min, salary_max, posted_at)
     VALUES (@companyId, @title, @description, @location, @employmentType, @remote,
             @featured, @discipline, @salaryMin, @salaryMax, @postedAt)`,
  );

  sqlite.transaction(() => {
    const companyIds = new Map<string, number>();
    for (const company of sampleCompanies) {
      const { key, ...fields } = company;
      companyIds.set(key, Number(insertCompany.run(fields).lastInsertRowid));
    }
    // Jobs of the same day spread over different hours, so "newest first" is a stable order.
    const posted = [...sampleJobs]
      .sort((a, b) => b.daysAgo - a.daysAgo)
      .map((job, index) => ({ job, postedAt: new Date(now.getTime() - job.daysAgo * DAY_MS - ((index * 47) % 600) * 60_000) }));
    // Oldest first, so job ids rise with posting time as they do on the live site (searches rely on it).
    posted.sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
    for (const { job, postedAt } of posted) {
      const companyId = companyIds.get(job.company);
      if (companyId === undefined) throw new Error(`Sample job "${job.title}" names unknown company ${job.company}`);
      insertJob.run({
        companyId,
        title: job.title,
        description: job.description,
        location: job.location,
        employmentType: job.employmentType,
        remote: job.remote ? 1 : 0,
        featured: job.featured ? 1 : 0,
        discipline: job.discipline,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        postedAt: postedAt.toISOString(),
      });
    }
  })();

  return { companies: sampleCompanies.length, jobs: sampleJobs.length };
}
