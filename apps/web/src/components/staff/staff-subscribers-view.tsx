import type { StaffSubscribers } from '../../server/staff/get-staff-subscribers.ts';
import { dateFormat } from '../member/ui.ts';
import { TEXT_LINK } from '../text-link.ts';
import { FilterForm, FilterSelect, FilterText } from './filter-form.tsx';
import { StaffAction } from './staff-action.tsx';
import { StaffListing } from './staff-listing.tsx';
import { cell, StaffPage } from './staff-page.tsx';
import { StaffPager } from './staff-pager.tsx';

const STATUS_TEXT = {
  pending: 'Not confirmed yet',
  confirmed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
} as const;

/** `/staff/subscribers`: who receives the newsletter. */
export function StaffSubscribersView({ data }: { data: StaffSubscribers }) {
  const { filters, subscribers, csvHref } = data;
  return (
    <StaffPage
      title="Newsletter subscribers"
      lead="Everyone who signed up for a newsletter. Unsubscribe someone who asks by letter, telephone or e-mail."
    >
      <FilterForm label="Find subscribers">
        <FilterText name="q" label="E-mail address or name" value={filters.q} />
        <FilterSelect
          name="status"
          label="Status"
          value={filters.status}
          options={Object.entries(STATUS_TEXT).map(([value, label]) => ({ value, label }))}
        />
      </FilterForm>
      <p>
        <a href={csvHref} download className={TEXT_LINK}>
          Download these subscribers (CSV)
        </a>
      </p>
      <StaffListing
        label="Subscribers"
        empty="No subscriber matches."
        columns={['E-mail', 'Name', 'Newsletter', 'Status', 'Signed up', '']}
        items={subscribers.data}
        row={(row) => (
          <tr key={row.id}>
            <th scope="row" className={`${cell} font-medium break-all`}>
              {row.email}
            </th>
            <td className={cell}>{row.name}</td>
            <td className={cell}>{row.option}</td>
            <td className={cell}>{STATUS_TEXT[row.status]}</td>
            <td className={cell}>{dateFormat.format(new Date(row.created_at))}</td>
            <td className={cell}>
              {row.status === 'unsubscribed' ? null : (
                <StaffAction
                  method="POST"
                  path={`/api/staff/newsletter-subscribers/${row.id}/unsubscribe`}
                  label={`Unsubscribe ${row.email}`}
                  done="Unsubscribed."
                />
              )}
            </td>
          </tr>
        )}
      />
      <StaffPager
        path="/staff/subscribers"
        filters={filters}
        page={subscribers.page}
        perPage={subscribers.per_page}
        total={subscribers.total}
      />
    </StaffPage>
  );
}
