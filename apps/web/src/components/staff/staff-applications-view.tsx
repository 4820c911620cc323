import type { MembershipApplication } from '@society/contract/subscriptions';
import type { StaffApplications } from '../../server/staff/get-staff-applications.ts';
import { dateFormat } from '../member/ui.ts';
import { DeclineApplicationForm } from './decline-application-form.tsx';
import { FilterForm, FilterSelect } from './filter-form.tsx';
import { StaffAction } from './staff-action.tsx';
import { StaffPage } from './staff-page.tsx';
import { StaffPager } from './staff-pager.tsx';

const STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
];

function Application({ application }: { application: MembershipApplication }) {
  const headingId = `application-${application.id}`;
  const facts: [string, string][] = [
    ['Membership', application.option],
    ['E-mail', application.email],
    ['Address', [application.address, application.postcode, application.country].filter(Boolean).join(', ')],
    ['Telephone', application.phone || 'not given'],
    ['Research interests', application.research_interests || 'not given'],
    ['Heard about us', application.heard_about ?? 'not given'],
    ['Applied', dateFormat.format(new Date(application.created_at))],
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4">
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        {application.name}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-stone-700">{term}</dt>
            <dd className="break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
        {application.decline_message ? (
          <>
            <dt className="font-medium text-stone-700">Message sent</dt>
            <dd className="whitespace-pre-line">{application.decline_message}</dd>
          </>
        ) : null}
      </dl>
      {application.status === 'new' ? (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          <StaffAction
            method="POST"
            path={`/api/staff/membership-applications/${application.id}/approve`}
            label={`Approve ${application.name}`}
            tone="primary"
            done={`Approved: ${application.name} has been sent a welcome e-mail.`}
          />
          <DeclineApplicationForm id={application.id} name={application.name} />
        </div>
      ) : null}
    </article>
  );
}

/** `/staff/applications`: one status at a time, newest first. */
export function StaffApplicationsView({ data }: { data: StaffApplications }) {
  const { status, applications } = data;
  return (
    <StaffPage
      title="Membership applications"
      lead="Approving makes the applicant a member and e-mails them a welcome with a link to choose their password. Declining e-mails them your message."
    >
      <FilterForm label="Applications by status">
        <FilterSelect name="status" label="Status" value={status} options={STATUSES} any={null} />
      </FilterForm>
      {applications.data.length === 0 ? (
        <p className="text-stone-700">No {status} applications.</p>
      ) : (
        <ul className="space-y-4">
          {applications.data.map((application) => (
            <li key={application.id}>
              <Application application={application} />
            </li>
          ))}
        </ul>
      )}
      <StaffPager
        path="/staff/applications"
        filters={{ status }}
        page={applications.page}
        perPage={applications.per_page}
        total={applications.total}
      />
    </StaffPage>
  );
}
