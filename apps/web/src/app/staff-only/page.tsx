import type { Metadata } from 'next';
import { textLink } from '../../components/member/ui.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { SiteLink } from '../../components/site-link.tsx';

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
          <SiteLink href="/user-account" className={textLink}>
            your account
          </SiteLink>{' '}
          or the{' '}
          <SiteLink href="/" className={textLink}>
            home page
          </SiteLink>
          .
        </p>
      </div>
    </>
  );
}
