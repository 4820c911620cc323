import { SCOPES } from '@society/contract/scopes';
import type { StaffMembers } from '../../server/staff/get-staff-members.ts';
import { AccountCard } from './account-card.tsx';
import { FilterForm, FilterSelect, FilterText } from './filter-form.tsx';
import { InviteAccountForm } from './invite-account-form.tsx';
import { StaffPage } from './staff-page.tsx';
import { StaffPager } from './staff-pager.tsx';

/** `/staff/members`: find an account and act on it, or invite someone new. */
export function StaffMembersView({ data }: { data: StaffMembers }) {
  const { accounts, filters, user } = data;
  return (
    <StaffPage
      title="Members and accounts"
      lead="Find an account by name or e-mail address, change what it may do, or invite someone to the site."
    >
      <FilterForm label="Find accounts">
        <FilterText name="q" label="Name or e-mail address" value={filters.q} />
        <FilterSelect
          name="scope"
          label="Scope"
          value={filters.scope}
          options={SCOPES.map((scope) => ({ value: scope, label: scope }))}
        />
      </FilterForm>
      <section aria-labelledby="accounts-heading" className="space-y-4">
        <h2 id="accounts-heading" className="font-serif text-2xl font-semibold text-violet-950">
          Accounts
        </h2>
        {accounts.data.length === 0 ? (
          <p className="text-stone-700">No account matches.</p>
        ) : (
          <ul className="space-y-4">
            {accounts.data.map((account) => (
              <li key={account.id}>
                <AccountCard account={account} self={account.id === user.id} />
              </li>
            ))}
          </ul>
        )}
        <StaffPager
          path="/staff/members"
          filters={filters}
          page={accounts.page}
          perPage={accounts.per_page}
          total={accounts.total}
        />
      </section>
      <InviteAccountForm />
    </StaffPage>
  );
}
