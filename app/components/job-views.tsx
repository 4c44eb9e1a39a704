import { formatDate } from "~/lib/dates";
import { JOB_VIEWS_TEXT, type ViewFigures } from "~/lib/job-views";

// A posted job's page views (docs/product.md#job-page-views): its figures on the dashboard and its
// applicant page, and its views by day on the latter, a table that needs no script.

/** "12 views in the last 30 days, 40 in all", or "No views yet". */
export function JobViewFigures({ views }: { views: ViewFigures | undefined }) {
  return (
    <p className="job-view-figures muted">
      {views && views.total > 0 ? JOB_VIEWS_TEXT.figures(views.recent, views.total) : JOB_VIEWS_TEXT.none}
    </p>
  );
}

/** The views of each day, newest first, each with a bar drawn to scale beside its number (the bar is decoration). */
export function JobViewsByDay({ days }: { days: { day: string; views: number }[] }) {
  const most = Math.max(1, ...days.map((day) => day.views));
  return (
    <details className="job-views-by-day">
      <summary>{JOB_VIEWS_TEXT.byDay}</summary>
      <table>
        <caption className="visually-hidden">{JOB_VIEWS_TEXT.byDay}</caption>
        <thead>
          <tr>
            <th scope="col">{JOB_VIEWS_TEXT.day}</th>
            <th scope="col">{JOB_VIEWS_TEXT.views}</th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map(({ day, views }) => (
            <tr key={day}>
              <th scope="row">{formatDate(day)}</th>
              <td>
                <span className="job-views-count">{views.toLocaleString("en-US")}</span>
                <span className="job-views-bar" style={{ width: `${(views / most) * 100}%` }} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{JOB_VIEWS_TEXT.counted}</p>
    </details>
  );
}
