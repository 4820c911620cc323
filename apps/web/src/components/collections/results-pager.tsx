import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';

type ResultsPagerProps = {
  /** The first page's address, when this page is a later one. */
  first: string | null;
  /** The next page's address, when there are more results. */
  next: string | null;
  perPage: number;
};

/**
 * Keyset paging of a records search: back to the first results and on to the next ones (no page
 * numbers, as a later page is known only by where the previous one ended). Nothing on a lone page.
 */
export function ResultsPager({ first, next, perPage }: ResultsPagerProps) {
  if (!first && !next) return null;
  return (
    <nav aria-label="Results pages" className="mt-8 flex flex-wrap justify-between gap-4">
      {first ? (
        <SiteLink href={first} className={TEXT_LINK}>
          Back to the first results
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink href={next} className={TEXT_LINK}>
          Next {perPage} results
        </SiteLink>
      ) : null}
    </nav>
  );
}
