import { pageHref } from '../lib/routing.ts';
import { SiteLink } from './site-link.tsx';

const linkClass =
  'inline-flex items-center gap-1 rounded-md border border-stone-300 bg-white px-4 py-2 font-semibold text-violet-800 hover:border-violet-400 hover:bg-violet-50';

/** Previous and next links of a paged listing; page 1 is the listing's own path. */
export function Pagination({ path, page, totalPages }: { path: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <SiteLink href={pageHref(path, page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true">←</span> Newer
        </SiteLink>
      ) : (
        <span />
      )}
      <p className="text-stone-700">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <SiteLink href={pageHref(path, page + 1)} rel="next" className={linkClass}>
          Older <span aria-hidden="true">→</span>
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
