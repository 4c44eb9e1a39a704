/** A company's logo, or its initials on a tile when it has none (a new employer's, until they add one). */
export function CompanyLogo({
  company,
  size,
  large = false,
  lazy = false,
}: {
  company: { name: string; logo: string };
  size: number;
  large?: boolean;
  lazy?: boolean;
}) {
  const className = large ? "company-logo company-logo-large" : "company-logo";
  if (!company.logo) {
    const initials = company.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0].toUpperCase())
      .join("");
    return (
      <span className={`${className} company-initials`} style={{ width: size, height: size }} aria-hidden="true">
        {initials}
      </span>
    );
  }
  return <img className={className} src={company.logo} alt="" width={size} height={size} loading={lazy ? "lazy" : undefined} />;
}
