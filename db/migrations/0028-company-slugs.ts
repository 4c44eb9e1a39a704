// Company pages at /companies/<slug> (app/routes/companies.$slug.tsx). The slug comes from the name
// (company_slug(), db/company-slugs.ts), made unique with the company's id when two names give the
// same one. Triggers keep it: the app never writes it, so a company made by any path (the employer's
// form, the seed, the benchmarks' generator) has one. A rename that changes the slug keeps the old
// one in company_slug_redirects, which the page answers with a permanent redirect; a slug in use
// as some company's own is never a redirect. The empty default lasts only until the insert's trigger
// has run, within the same statement.
export const sql = /* sql */ `
ALTER TABLE companies ADD COLUMN slug TEXT NOT NULL DEFAULT '';
UPDATE companies SET slug = company_slug(name, id);
UPDATE companies SET slug = slug || '-' || id WHERE id NOT IN (SELECT min(id) FROM companies GROUP BY slug);
CREATE UNIQUE INDEX companies_by_slug ON companies (slug);

CREATE TABLE company_slug_redirects (
  slug TEXT PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX company_slug_redirects_by_company ON company_slug_redirects (company_id);

CREATE TRIGGER companies_slug_after_insert AFTER INSERT ON companies BEGIN
  UPDATE companies SET slug = CASE
      WHEN EXISTS (SELECT 1 FROM companies WHERE slug = company_slug(new.name, new.id)) THEN company_slug(new.name, new.id) || '-' || new.id
      ELSE company_slug(new.name, new.id)
    END
    WHERE id = new.id;
  DELETE FROM company_slug_redirects WHERE slug = (SELECT slug FROM companies WHERE id = new.id);
END;

CREATE TRIGGER companies_slug_after_rename AFTER UPDATE OF name ON companies
  WHEN company_slug(new.name, new.id) IS NOT company_slug(old.name, old.id) BEGIN
  INSERT INTO company_slug_redirects (slug, company_id) VALUES (old.slug, old.id)
    ON CONFLICT (slug) DO UPDATE SET company_id = excluded.company_id;
  UPDATE companies SET slug = CASE
      WHEN EXISTS (SELECT 1 FROM companies WHERE slug = company_slug(new.name, new.id) AND id != new.id)
        THEN company_slug(new.name, new.id) || '-' || new.id
      ELSE company_slug(new.name, new.id)
    END
    WHERE id = new.id;
  DELETE FROM company_slug_redirects WHERE slug = (SELECT slug FROM companies WHERE id = new.id);
END;
`;
