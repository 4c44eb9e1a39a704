import * as companiesAndJobs from "./0001-companies-and-jobs";
import * as accounts from "./0002-accounts";
import * as applications from "./0003-applications";
import * as enquiries from "./0004-enquiries";
import * as employers from "./0005-employers";
import * as openJobCounts from "./0006-open-job-counts";
import * as rateLimits from "./0007-rate-limits";
import * as companyNamesIndex from "./0008-company-names-index";
import * as contentVersion from "./0009-content-version";
import * as openJobTallies from "./0010-open-job-tallies";
import * as searchFacets from "./0011-search-facets";
import * as jobTitlesIndex from "./0012-job-titles-index";
import * as titleWordsVocabulary from "./0013-title-words-vocabulary";
import * as distinctTitleVocabulary from "./0014-distinct-title-vocabulary";
import * as rankingTiers from "./0015-ranking-tiers";
import * as openJobsByTitle from "./0016-open-jobs-by-title";
import * as mailOutbox from "./0017-mail-outbox";
import * as notificationSettings from "./0018-notification-settings";
import * as jobAlerts from "./0019-job-alerts";
import * as repeatedWordFacets from "./0020-repeated-word-facets";
import * as savedJobsExpiryAndNotes from "./0021-saved-jobs-expiry-and-notes";
import * as jobAlertsBySalary from "./0022-job-alerts-by-salary";
import * as disciplineAndWorkTypeFacet from "./0023-discipline-and-work-type-facet";
import * as openJobsByTitleWithLocation from "./0024-open-jobs-by-title-with-location";
import * as resumeFiles from "./0025-resume-files";
import * as places from "./0026-places";
import * as withdrawnApplications from "./0027-withdrawn-applications";
import * as companySlugs from "./0028-company-slugs";
import * as jobReports from "./0029-job-reports";
import * as inactiveAccounts from "./0030-inactive-accounts";
import * as userIdentities from "./0031-user-identities";
import * as staffAccounts from "./0032-staff-accounts";
import * as staffConsole from "./0033-staff-console";
import * as hiringPipeline from "./0034-hiring-pipeline";
import * as jobViews from "./0035-job-views";

/**
 * Every migration in order; a migration's number is its position + 1 and is recorded in
 * SQLite's `user_version`. Append new ones; never edit or reorder applied ones. They are
 * listed in code (not read from a folder) so the Remix compiler bundles them into the server.
 */
export interface Migration {
  name: string;
  sql: string;
  /**
   * The migration rebuilds a table other tables reference (SQLite changes a CHECK only by copying
   * the table): db/migrate.ts runs it with foreign keys off, as a dropped parent would otherwise
   * take its children with it, and checks every reference before it commits.
   */
  rebuildsTables?: boolean;
}

export const migrations: ReadonlyArray<Migration> = [
  { name: "0001-companies-and-jobs", sql: companiesAndJobs.sql },
  { name: "0002-accounts", sql: accounts.sql },
  { name: "0003-applications", sql: applications.sql },
  { name: "0004-enquiries", sql: enquiries.sql },
  { name: "0005-employers", sql: employers.sql },
  { name: "0006-open-job-counts", sql: openJobCounts.sql },
  { name: "0007-rate-limits", sql: rateLimits.sql },
  { name: "0008-company-names-index", sql: companyNamesIndex.sql },
  { name: "0009-content-version", sql: contentVersion.sql },
  { name: "0010-open-job-tallies", sql: openJobTallies.sql },
  { name: "0011-search-facets", sql: searchFacets.sql },
  { name: "0012-job-titles-index", sql: jobTitlesIndex.sql },
  { name: "0013-title-words-vocabulary", sql: titleWordsVocabulary.sql },
  { name: "0014-distinct-title-vocabulary", sql: distinctTitleVocabulary.sql },
  { name: "0015-ranking-tiers", sql: rankingTiers.sql },
  { name: "0016-open-jobs-by-title", sql: openJobsByTitle.sql },
  { name: "0017-mail-outbox", sql: mailOutbox.sql },
  { name: "0018-notification-settings", sql: notificationSettings.sql },
  { name: "0019-job-alerts", sql: jobAlerts.sql },
  { name: "0020-repeated-word-facets", sql: repeatedWordFacets.sql },
  { name: "0021-saved-jobs-expiry-and-notes", sql: savedJobsExpiryAndNotes.sql },
  { name: "0022-job-alerts-by-salary", sql: jobAlertsBySalary.sql },
  { name: "0023-discipline-and-work-type-facet", sql: disciplineAndWorkTypeFacet.sql },
  { name: "0024-open-jobs-by-title-with-location", sql: openJobsByTitleWithLocation.sql },
  { name: "0025-resume-files", sql: resumeFiles.sql },
  { name: "0026-places", sql: places.sql },
  { name: "0027-withdrawn-applications", sql: withdrawnApplications.sql },
  { name: "0028-company-slugs", sql: companySlugs.sql },
  { name: "0029-job-reports", sql: jobReports.sql },
  { name: "0030-inactive-accounts", sql: inactiveAccounts.sql },
  { name: "0031-user-identities", sql: userIdentities.sql },
  { name: "0032-staff-accounts", sql: staffAccounts.sql, rebuildsTables: true },
  { name: "0033-staff-console", sql: staffConsole.sql },
  { name: "0034-hiring-pipeline", sql: hiringPipeline.sql, rebuildsTables: true },
  { name: "0035-job-views", sql: jobViews.sql },
];
