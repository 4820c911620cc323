import type { MemorialCard } from '@society/record-search';
import { COLLECTIONS_PATH, kindPath, memorialCardPath } from '@society/record-search/paths';
import { loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import { yearText } from '../../lib/collections/record-labels.ts';
import { BookmarkButton } from '../bookmark-button.tsx';
import { ScanFigure } from '../briefs/brief-scan.tsx';
import { LockIcon } from '../icons.tsx';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';

const heading = 'font-serif text-2xl font-semibold text-violet-950';

/** A memorial card: the front and the index entry for everyone; the back and the transcription for members. */
export function MemorialCardView({ card }: { card: MemorialCard }) {
  const path = memorialCardPath(card.id);
  const died = yearText(card.yearMin, card.yearMax);
  return (
    <>
      <PageHeader
        title={card.name || 'Memorial card'}
        trail={[
          { title: 'Our collections', href: COLLECTIONS_PATH },
          { title: 'Memorial cards', href: kindPath('memorial_cards') },
        ]}
        actions={<BookmarkButton kind="record" path={path} title={`Memorial card: ${card.name}`} />}
      >
        <p>
          In-memoriam card{died ? `, died ${died}` : ''}
          {card.place ? `, ${card.place}` : ''}.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-14">
        <section aria-labelledby="card-front-heading">
          <h2 id="card-front-heading" className={heading}>
            Front
          </h2>
          <div className="mt-4">
            {card.front ? (
              <ScanFigure
                image={card.front}
                alt={`Front of the memorial card of ${card.name}`}
                returnTo={path}
              />
            ) : (
              <p className="text-stone-800">There is no image of the front.</p>
            )}
          </div>
        </section>
        <section aria-labelledby="card-back-heading">
          <h2 id="card-back-heading" className={heading}>
            Back
          </h2>
          <div className="mt-4">
            {card.back ? (
              <ScanFigure
                image={card.back}
                alt={`Back of the memorial card of ${card.name}`}
                returnTo={path}
              />
            ) : (
              <p className="text-stone-800">There is no image of the back.</p>
            )}
          </div>
        </section>
        <section aria-labelledby="card-index-heading">
          <h2 id="card-index-heading" className={heading}>
            Index entry
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-800">
            <dt className="font-semibold">Name</dt>
            <dd>{card.name || 'Not recorded'}</dd>
            <dt className="font-semibold">Died</dt>
            <dd>{died ?? 'Not recorded'}</dd>
            <dt className="font-semibold">Place</dt>
            <dd>{card.place ?? 'Not recorded'}</dd>
            <dt className="font-semibold">Reference</dt>
            <dd>{card.sourceRef}</dd>
            <dt className="font-semibold">Cite as</dt>
            <dd>{card.citation}</dd>
          </dl>
        </section>
        <section aria-labelledby="card-transcription-heading">
          <h2 id="card-transcription-heading" className={heading}>
            Transcription
          </h2>
          {card.transcription ? (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-800">
              {card.transcription.map((cell) => (
                <div key={cell.column} className="contents">
                  <dt className="font-semibold">{cell.column}</dt>
                  <dd>{cell.value || '—'}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <div className="mt-4 rounded-lg border border-gold-200 bg-gold-50 p-4 text-stone-800">
              <p className="inline-flex items-center gap-2 font-semibold">
                <LockIcon className="size-4" /> For members
              </p>
              <p className="mt-2">
                The full transcription of the card, with the back’s verse, is for members.
              </p>
              <SiteLink href={loginRequiredPath(path)} className={`${TEXT_LINK} mt-2 inline-block`}>
                Sign in to read it
              </SiteLink>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
