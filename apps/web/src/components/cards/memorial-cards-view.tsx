import type { MemorialCardSummary, RecordSearchResult } from '@society/record-search';
import { COLLECTIONS_PATH, kindPath, memorialCardPath } from '@society/record-search/paths';
import { matchLabel, personName, yearText } from '../../lib/collections/record-labels.ts';
import type { MemorialCardsPage } from '../../server/cards/get-memorial-cards-page.ts';
import { RecordBookmarkButton, RecordBookmarks } from '../collections/record-bookmarks.tsx';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { TypedResults } from './typed-results.tsx';
import { TypedSearchForm } from './typed-search-form.tsx';

const PAGE = kindPath('memorial_cards');

function CardItem({ card }: { card: MemorialCardSummary }) {
  const path = memorialCardPath(card.id);
  const died = yearText(card.yearMin, card.yearMax);
  return (
    <li className="flex gap-4 rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
      {card.front?.viewable ? (
        // biome-ignore lint/performance/noImgElement: the api's IIIF thumbnail is already the right size.
        <img
          src={`/api/iiif/${card.front.id}/thumbnail.jpg`}
          alt=""
          width={80}
          height={Math.round((80 * card.front.height) / card.front.width)}
          loading="lazy"
          className="h-auto w-20 shrink-0 rounded border border-stone-200"
        />
      ) : null}
      <div className="grid content-start gap-1">
        <SiteLink href={path} className={`${TEXT_LINK} font-serif text-lg`}>
          {card.name || 'Name not recorded'}
        </SiteLink>
        <p className="text-stone-800">{[died && `Died ${died}`, card.place].filter(Boolean).join(', ')}</p>
        <RecordBookmarkButton path={path} title={`Memorial card: ${card.name}`} />
      </div>
    </li>
  );
}

function ResultItem({ result }: { result: RecordSearchResult }) {
  const name = personName(result.forename, result.surname);
  const died = yearText(result.yearMin, result.yearMax);
  const path = result.recordId === null ? null : memorialCardPath(result.recordId);
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <p className="font-serif text-xl font-semibold text-violet-950">
        {path ? (
          <SiteLink href={path} className="underline-offset-4 hover:underline">
            {name}
          </SiteLink>
        ) : (
          name
        )}
      </p>
      <p className="mt-1 text-stone-800">
        {[died && `Died ${died}`, result.place?.name, result.collection.title].filter(Boolean).join(' · ')}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-sm font-medium text-teal-900">
          {matchLabel(result.match)}
        </span>
        {path ? <RecordBookmarkButton path={path} title={`Memorial card: ${name}`} /> : null}
      </div>
    </li>
  );
}

/** `…/memorial-cards`: search by name, year of death and place, then every card with its front, page by page. */
export function MemorialCardsView({ page }: { page: Extract<MemorialCardsPage, { kind: 'list' }> }) {
  const { search, cards } = page;
  const pages = cards ? Math.ceil(cards.total / cards.pageSize) : 0;
  return (
    <>
      <PageHeader title="Memorial cards" trail={[{ title: 'Our collections', href: COLLECTIONS_PATH }]}>
        <p>
          Victorian and later in-memoriam cards given by members. Everyone can see the fronts; the backs and
          full transcriptions are for members.
        </p>
      </PageHeader>
      <RecordBookmarks>
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
          <TypedSearchForm
            action={PAGE}
            type="memorial_card"
            label="Search the memorial cards"
            values={search.values}
            withPlace
            message={search.kind === 'invalid' ? search.message : null}
          />
          {search.kind === 'results' ? (
            <TypedResults page={PAGE} query={search.query} answer={search.answer}>
              <ol className="grid gap-4 md:grid-cols-2">
                {search.answer.results.map((result) => (
                  <ResultItem key={result.id} result={result} />
                ))}
              </ol>
            </TypedResults>
          ) : null}
          <section aria-labelledby="all-cards-heading">
            <h2 id="all-cards-heading" className="font-serif text-2xl font-semibold text-violet-950">
              All memorial cards{cards ? ` (${cards.total})` : ''}
            </h2>
            {cards === null ? (
              <p className="mt-4 text-stone-800">
                The cards cannot be shown just now. Please try again shortly.
              </p>
            ) : cards.cards.length === 0 ? (
              <p className="mt-4 text-stone-800">There are no memorial cards yet.</p>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {cards.cards.map((card) => (
                  <CardItem key={card.id} card={card} />
                ))}
              </ul>
            )}
            {pages > 1 && cards ? (
              <nav aria-label="Card pages" className="mt-6 flex flex-wrap justify-between gap-4">
                {cards.page > 1 ? (
                  <SiteLink href={`${PAGE}?page=${cards.page - 1}`} className={TEXT_LINK}>
                    Previous cards
                  </SiteLink>
                ) : (
                  <span />
                )}
                <span className="text-stone-700">
                  Page {cards.page} of {pages}
                </span>
                {cards.page < pages ? (
                  <SiteLink href={`${PAGE}?page=${cards.page + 1}`} className={TEXT_LINK}>
                    More cards
                  </SiteLink>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </section>
        </div>
      </RecordBookmarks>
    </>
  );
}
