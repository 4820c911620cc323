import type { StaffOverview } from '@society/contract/staff';
import type { SessionUser } from '../../lib/auth/session-user.ts';
import { SiteLink } from '../site-link.tsx';
import { StaffPage } from './staff-page.tsx';

const card =
  'block rounded-lg border border-stone-200 bg-white p-5 hover:border-violet-400 hover:bg-violet-50';

/** `/staff`: counts that need attention, each linking to its section. */
export function StaffOverviewView({ user, overview }: { user: SessionUser; overview: StaffOverview }) {
  const items = [
    { href: '/staff/applications', count: overview.new_applications, text: 'new membership applications' },
    {
      href: '/staff/mail?state=failed',
      count: overview.failed_mail,
      text: 'e-mails the mail server refused',
    },
    { href: '/staff/mail?state=queued', count: overview.queued_mail, text: 'e-mails waiting to be sent' },
    { href: '/staff/members', count: overview.accounts, text: 'accounts' },
    {
      href: '/staff/subscribers?status=confirmed',
      count: overview.confirmed_subscribers,
      text: 'newsletter subscribers',
    },
    {
      href: '/staff/statistics?days=7',
      count: overview.searches_last_7_days,
      text: 'record searches in the last 7 days',
    },
  ];
  return (
    <StaffPage
      title="Staff console"
      lead={`Signed in as ${user.name}. What needs doing, and where to do it.`}
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink href={item.href} className={card}>
              <span className="block font-serif text-3xl font-semibold text-violet-950">{item.count}</span>
              <span className="text-stone-800">{item.text}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
