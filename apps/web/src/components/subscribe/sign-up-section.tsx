import type { SubscriptionKind } from '../../lib/content-types.ts';
import { MembershipApplicationForm } from './membership-application-form.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

/** The sign-up form of a subscription option: a newsletter subscription or a membership application. */
export function SignUpSection({
  option,
  kind,
  title,
}: {
  option: string;
  kind: SubscriptionKind;
  title: string;
}) {
  const heading = kind === 'Newsletter' ? `Subscribe to ${title}` : `Apply for ${title}`;
  return (
    <section
      aria-labelledby="sign-up"
      className="mt-12 rounded-xl border border-stone-200 bg-white p-6 text-base shadow-sm sm:p-8"
    >
      <h2 id="sign-up" className="mb-6 font-serif text-2xl font-semibold text-violet-950">
        {heading}
      </h2>
      {kind === 'Newsletter' ? (
        <NewsletterForm option={option} />
      ) : (
        <MembershipApplicationForm option={option} />
      )}
    </section>
  );
}
