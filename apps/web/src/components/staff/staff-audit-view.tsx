import { AUDIT_MERGE_DEPTH } from '../../lib/staff/merge-audit-pages.ts';
import type { StaffAudit } from '../../server/staff/get-staff-audit.ts';
import { dateFormat } from '../member/ui.ts';
import { FilterForm, FilterText } from './filter-form.tsx';
import { cell, headCell, ScrollTable, StaffPage } from './staff-page.tsx';
import { StaffPager } from './staff-pager.tsx';

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '');

/** `/staff/audit`: newest first; settings changes show their values before and after. */
export function StaffAuditView({ data }: { data: StaffAudit }) {
  const { filters, log, studioShown } = data;
  return (
    <StaffPage
      title="Audit log"
      lead="Who did what, and when: every change made in the staff console, the studio and the command line. Kept for at least a year."
    >
      <FilterForm label="Filter the audit log">
        <FilterText name="actor" label="Who (e-mail)" value={filters.actor} />
        <FilterText
          name="action"
          label="Action, e.g. account. or document.published"
          value={filters.action}
        />
        <FilterText name="subject" label="Subject, e.g. account:12 or document" value={filters.subject} />
        <FilterText name="from" label="From" type="date" value={filters.from} />
        <FilterText name="to" label="To" type="date" value={filters.to} />
      </FilterForm>
      {studioShown ? null : (
        <p className="text-stone-700">
          Editors’ changes are not listed: the site has no editor token for the content service.
        </p>
      )}
      {log.total > AUDIT_MERGE_DEPTH ? (
        <p className="text-stone-700">
          {log.total} entries match; the pages go back through the newest {AUDIT_MERGE_DEPTH}. Choose dates to
          see older ones.
        </p>
      ) : null}
      {log.data.length === 0 ? (
        <p className="text-stone-700">Nothing recorded matches.</p>
      ) : (
        <ScrollTable label="Audit log entries">
          <table className="w-full text-sm">
            <thead className="border-b border-stone-300">
              <tr>
                {['When', 'Who', 'What', 'Action', 'Subject', 'Before', 'After'].map((label) => (
                  <th key={label} scope="col" className={headCell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {log.data.map((entry) => (
                <tr key={`${entry.source}-${entry.id}`}>
                  <td className={`${cell} whitespace-nowrap`}>{dateFormat.format(new Date(entry.at))}</td>
                  <td className={`${cell} break-all`}>{entry.actor_email}</td>
                  <th scope="row" className={`${cell} font-medium`}>
                    {entry.summary}
                  </th>
                  <td className={cell}>
                    <code>{entry.action}</code>
                  </td>
                  <td className={cell}>
                    <code>
                      {entry.subject_type}:{entry.subject_id}
                    </code>
                  </td>
                  <td className={`${cell} font-mono text-xs break-all`}>{json(entry.before)}</td>
                  <td className={`${cell} font-mono text-xs break-all`}>{json(entry.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      <StaffPager
        path="/staff/audit"
        filters={filters}
        page={log.page}
        perPage={log.per_page}
        total={Math.min(log.total, AUDIT_MERGE_DEPTH)}
      />
    </StaffPage>
  );
}
