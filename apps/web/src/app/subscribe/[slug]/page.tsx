import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { Fact, FactPanel, Highlight } from '../../../components/fact-list.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { SignUpSection } from '../../../components/subscribe/sign-up-section.tsx';
import { formatSubscriptionPrice } from '../../../lib/format.ts';
import { documentMetadata } from '../../../lib/page-metadata.ts';
import { getSubscriptionOption } from '../../../server/content/get-subscriptions.ts';
import { uidParams } from '../../../server/content/static-params.ts';
import { unlessFailing } from '../../../server/content/unless-failing.ts';

const PERIOD_LABELS: Readonly<Record<string, string>> = {
  year: 'Yearly',
  month: 'Monthly',
  'one-off': 'One-off payment',
  free: 'Free',
};

export const generateStaticParams = () => uidParams('subscription_option');

export async function generateMetadata({ params }: PageProps<'/subscribe/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return documentMetadata(await unlessFailing(getSubscriptionOption(slug)), (uid) => `/subscribe/${uid}`);
}

export default async function SubscriptionOptionPage({ params }: PageProps<'/subscribe/[slug]'>) {
  const { slug } = await params;
  const option = await getSubscriptionOption(slug);
  if (!option) return <NotFoundPage />;
  // Options are public; one flagged members-only is not offered at all (the proxy serves other types).
  if (option.data.members_only) return <NotFoundPage />;
  const { data } = option;
  const title = asText(data.title).trim() || 'Untitled option';
  const price = formatSubscriptionPrice(data.price, data.period);
  const period = data.period && Object.hasOwn(PERIOD_LABELS, data.period) ? PERIOD_LABELS[data.period] : null;
  const benefits = data.benefits.flatMap((item) => item.benefit?.trim() || []);
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ title: 'Join the society', href: '/subscribe' }]}
        eyebrow={data.kind ?? undefined}
      >
        {data.summary ? <p>{data.summary}</p> : null}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 lg:py-16">
        <article className="min-w-0 text-lg text-stone-800">
          {benefits.length > 0 ? (
            <section aria-labelledby="benefits" className="mb-10">
              <h2 id="benefits" className="font-serif text-2xl font-semibold text-violet-950">
                What you get
              </h2>
              <ul className="mt-4 space-y-2">
                {benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-3">
                    <span aria-hidden="true" className="font-bold text-teal-700">
                      ✓
                    </span>
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <RichText field={data.body} />
          <SignUpSection option={option.uid} kind={data.kind ?? 'Membership'} title={title} />
        </article>
        <FactPanel label="Price" highlight={price ? <Highlight label="Price" value={price} /> : null}>
          {data.kind ? <Fact label="Type">{data.kind}</Fact> : null}
          {period ? <Fact label="Period">{period}</Fact> : null}
        </FactPanel>
      </div>
    </>
  );
}
