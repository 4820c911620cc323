import { withQuery } from '../../lib/staff/staff-params.ts';
import { SiteLink } from '../site-link.tsx';

const linkClass =
  'inline-flex items-center gap-1 rounded-md border border-stone-300 bg-white px-4 py-2 font-semibold text-violet-800 hover:border-violet-400 hover:bg-violet-50';

type PagerProps = {
  path: string;
  filters: Record<string, string | undefined>;
  page: number;
  perPage: number;
  total: number;
};

/** Previous and next pages of a console listing, keeping its filters. */
export function StaffPager({ path, filters, page, perPage, total }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const href = (to: number) => withQuery(path, { ...filters, page: to === 1 ? undefined : to });
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <SiteLink href={href(page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true">←</span> Previous
        </SiteLink>
      ) : (
        <span />
      )}
      <p className="text-stone-700">
        {total === 1 ? '1 result' : `${total} results`}, page {Math.min(page, pages)} of {pages}
      </p>
      {page < pages ? (
        <SiteLink href={href(page + 1)} rel="next" className={linkClass}>
          Next <span aria-hidden="true">→</span>
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
