import type { MailState } from '@society/contract/staff';
import type { StaffMail } from '../../server/staff/get-staff-mail.ts';
import { dateFormat } from '../member/ui.ts';
import { FilterForm, FilterSelect, FilterText } from './filter-form.tsx';
import { StaffAction } from './staff-action.tsx';
import { StaffListing } from './staff-listing.tsx';
import { cell, StaffPage } from './staff-page.tsx';
import { StaffPager } from './staff-pager.tsx';
import { TestMailForm } from './test-mail-form.tsx';

const STATE_TEXT: Record<MailState, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** `/staff/mail`: every message the site sends, with where it stands. */
export function StaffMailView({ data }: { data: StaffMail }) {
  const { filters, outbox, user } = data;
  return (
    <StaffPage
      title="Mail"
      lead="Every e-mail the site sends waits in the outbox until the mail server takes it. A refused message shows the server’s answer; retry it once the problem is fixed."
    >
      {outbox.smtp_configured ? null : (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          No mail server is set (SMTP_URL), so messages stay queued. Ask the site’s operator to set it.
        </p>
      )}
      <FilterForm label="Find messages">
        <FilterSelect
          name="state"
          label="State"
          value={filters.state}
          options={Object.entries(STATE_TEXT).map(([value, label]) => ({ value, label }))}
        />
        <FilterText name="q" label="Recipient" value={filters.q} />
      </FilterForm>
      <StaffListing
        label="Outbox"
        empty="No message matches."
        columns={['To', 'Subject', 'Queued', 'State', 'Server’s answer', '']}
        items={outbox.data}
        row={(message) => (
          <tr key={message.id}>
            <th scope="row" className={`${cell} font-medium break-all`}>
              {message.to}
            </th>
            <td className={cell}>{message.subject}</td>
            <td className={cell}>{dateFormat.format(new Date(message.created_at))}</td>
            <td className={cell}>
              {STATE_TEXT[message.state]}
              {message.state === 'sent' && message.sent_at
                ? ` ${dateFormat.format(new Date(message.sent_at))}`
                : ''}
              {message.attempts > 0 && message.state !== 'sent' ? ` after ${message.attempts} attempts` : ''}
            </td>
            <td className={`${cell} break-words`}>{message.state === 'failed' ? message.last_error : ''}</td>
            <td className={cell}>
              {message.state === 'failed' ? (
                <StaffAction
                  method="POST"
                  path={`/api/staff/mail/${message.id}/retry`}
                  label={`Retry the message to ${message.to}`}
                  done="Queued again."
                />
              ) : null}
            </td>
          </tr>
        )}
      />
      <StaffPager
        path="/staff/mail"
        filters={filters}
        page={outbox.page}
        perPage={outbox.per_page}
        total={outbox.total}
      />
      <TestMailForm defaultTo={user.email} />
    </StaffPage>
  );
}
