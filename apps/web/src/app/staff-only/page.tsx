import type { Metadata } from 'next';
import { PageHeader } from '../../components/page-header.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { TEXT_LINK } from '../../components/text-link.ts';

export const metadata: Metadata = { title: 'For staff only', robots: { index: false, follow: false } };

/** Where the staff console sends a signed-in account without the `staff` scope. */
export default function StaffOnlyPage() {
  return (
    <>
      <PageHeader title="For staff only" trail={[]}>
        <p>The staff console is for the society’s staff. Your account does not have access to it.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-stone-800">
          If you help run the society and need access, ask the membership secretary to add the staff scope to
          your account. Otherwise, go back to{' '}
          <SiteLink href="/user-account" className={TEXT_LINK}>
            your account
          </SiteLink>{' '}
          or the{' '}
          <SiteLink href="/" className={TEXT_LINK}>
            home page
          </SiteLink>
          .
        </p>
      </div>
    </>
  );
}
