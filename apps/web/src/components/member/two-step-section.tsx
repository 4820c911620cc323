import { SECOND_FACTOR_SETUP_PAGE, type SecondFactorStatus } from '@society/contract/second-factor';
import { MemberSection } from './member-section.tsx';
import { button } from './ui.ts';

/** The account page's summary of two-step sign-in, with the way to set it up or change it. */
export function TwoStepSection({ status }: { status: SecondFactorStatus }) {
  return (
    <MemberSection
      id="two-step"
      title="Two-step sign-in"
      description="A code from an authenticator app on your phone after your password, so a stolen password is not enough."
    >
      <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <p>
          {status.enabled
            ? `On. ${status.recovery_codes_left} of your recovery codes are left.`
            : status.required
              ? 'Off. Your account needs it before staff tools or the content studio open.'
              : 'Off.'}
        </p>
        <a href={SECOND_FACTOR_SETUP_PAGE} className={status.enabled ? button.secondary : button.primary}>
          {status.enabled ? 'Manage two-step sign-in' : 'Set up two-step sign-in'}
        </a>
      </div>
    </MemberSection>
  );
}
