import { SCOPES } from '@society/contract/scopes';
import type { StaffAccount } from '@society/contract/staff';
import { dateFormat } from '../member/ui.ts';
import { StaffAction } from './staff-action.tsx';

const SOURCES: Record<StaffAccount['source'], string> = {
  password: 'Password',
  'single-sign-on': 'Single sign-on',
  both: 'Password and single sign-on',
  none: 'No password yet (invited)',
};

/** One account: its facts, then its actions, each a button that says what it will do. */
export function AccountCard({ account, self }: { account: StaffAccount; self: boolean }) {
  const base = `/api/staff/accounts/${account.id}`;
  const headingId = `account-${account.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4">
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        {account.name} {self ? <span className="font-normal text-stone-600">(you)</span> : null}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-stone-700">E-mail</dt>
        <dd className="break-all">{account.email}</dd>
        <dt className="font-medium text-stone-700">Scopes</dt>
        <dd>{account.scopes.length > 0 ? account.scopes.join(', ') : 'none'}</dd>
        <dt className="font-medium text-stone-700">Signs in with</dt>
        <dd>{SOURCES[account.source]}</dd>
        <dt className="font-medium text-stone-700">Last sign-in</dt>
        <dd>
          {account.last_sign_in_at ? dateFormat.format(new Date(account.last_sign_in_at)) : 'Not recorded'}
        </dd>
        <dt className="font-medium text-stone-700">Status</dt>
        <dd>{account.disabled ? 'Disabled' : 'Active'}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {SCOPES.map((scope) =>
          account.scopes.includes(scope) ? (
            self && scope === 'staff' ? null : (
              <StaffAction
                key={scope}
                method="DELETE"
                path={`${base}/scopes/${scope}`}
                label={`Revoke ${scope}`}
                done={`Revoked ${scope} from ${account.name}.`}
              />
            )
          ) : (
            <StaffAction
              key={scope}
              method="PUT"
              path={`${base}/scopes/${scope}`}
              label={`Grant ${scope}`}
              done={`Granted ${scope} to ${account.name}.`}
            />
          ),
        )}
        {account.disabled ? (
          <StaffAction
            method="POST"
            path={`${base}/enable`}
            label="Re-enable"
            done={`${account.name} can sign in again.`}
          />
        ) : self ? null : (
          <StaffAction
            method="POST"
            path={`${base}/disable`}
            label="Disable"
            tone="danger"
            done={`${account.name} is disabled and signed out.`}
          />
        )}
        <StaffAction
          method="POST"
          path={`${base}/sign-out-everywhere`}
          label="Sign out everywhere"
          done={`${account.name} is signed out on every device.`}
        />
        {account.disabled ? null : (
          <StaffAction
            method="POST"
            path={`${base}/password-reset`}
            label="Send password-reset link"
            done={`A reset link is on its way to ${account.email}.`}
          />
        )}
      </div>
    </article>
  );
}
