import { button } from '../member/ui.ts';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';

/** A members-only image for a signed-in visitor whose account has no membership (the api answered 403). */
export function MembershipNeeded() {
  return (
    <>
      <PageHeader title="Members-only image" trail={[{ title: 'Image viewer', href: '/image-viewer' }]} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <section className="rounded-xl border border-gold-200 bg-gold-50 p-6 text-lg text-stone-800">
          <h2 className="font-serif text-2xl font-semibold text-violet-950">This image is for members</h2>
          <p className="mt-3">
            Your account does not include membership of the society, which this image needs.
          </p>
          <SiteLink href="/subscribe" className={`${button.primary} mt-6`}>
            Join the society
          </SiteLink>
        </section>
      </div>
    </>
  );
}
