import { STATISTICS_PERIODS, type StaffStatistics } from '../../server/staff/get-staff-statistics.ts';
import { FilterForm, FilterSelect } from './filter-form.tsx';
import { cell, headCell, ScrollTable, StaffPage } from './staff-page.tsx';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const COLUMNS = [
  ['searches', 'Searches'],
  ['no_result_searches', 'Found nothing'],
  ['sign_ins', 'Sign-ins'],
  ['bookings', 'Bookings'],
  ['applications', 'Applications'],
] as const;

function Ranked({ title, rows }: { title: string; rows: { text: string; count: number }[] }) {
  return (
    <section aria-label={title} className="min-w-0 flex-1">
      <h2 className="font-serif text-2xl font-semibold text-violet-950">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-stone-700">None in this period.</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {rows.map((row) => (
            <li key={row.text} className="flex justify-between gap-4 px-3 py-2">
              <span className="break-all">{row.text}</span>
              <span className="font-semibold tabular-nums">{row.count}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** `/staff/statistics`: counts only, never who. */
export function StaffStatisticsView({ data }: { data: StaffStatistics }) {
  const { days, statistics } = data;
  const totals = COLUMNS.map(([key]) => statistics.days.reduce((sum, day) => sum + day[key], 0));
  return (
    <StaffPage
      title="Site statistics"
      lead="Daily counts of searches, sign-ins, bookings and applications. They name no one: only numbers and the names searched for."
    >
      <FilterForm label="Statistics period">
        <FilterSelect
          name="days"
          label="Period"
          value={days}
          any={null}
          options={STATISTICS_PERIODS.map((value) => ({ value, label: `Last ${value} days` }))}
        />
      </FilterForm>
      <div className="flex flex-col gap-8 md:flex-row">
        <Ranked
          title="Most-searched surnames"
          rows={statistics.surnames.map((row) => ({ text: row.surname, count: row.count }))}
        />
        <Ranked
          title="Searches that found nothing"
          rows={statistics.no_result_queries.map((row) => ({ text: row.query, count: row.count }))}
        />
      </div>
      <ScrollTable label="Counts per day">
        <table className="w-full text-sm tabular-nums">
          <caption className="px-3 py-2 text-left font-semibold text-stone-900">
            Per day, {statistics.from} to {statistics.to}
          </caption>
          <thead className="border-b border-stone-300">
            <tr>
              <th scope="col" className={headCell}>
                Day
              </th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className={headCell}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {[...statistics.days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                  {dayFormat.format(new Date(`${day.day}T00:00:00Z`))}
                </th>
                {COLUMNS.map(([key]) => (
                  <td key={key} className={cell}>
                    {day[key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-stone-300 font-semibold">
            <tr>
              <th scope="row" className={cell}>
                Total
              </th>
              {totals.map((total, index) => (
                <td key={COLUMNS[index]![0]} className={cell}>
                  {total}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollTable>
    </StaffPage>
  );
}
