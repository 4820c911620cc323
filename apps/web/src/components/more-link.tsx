import { ArrowRightIcon } from './icons.tsx';
import { SiteLink } from './site-link.tsx';

/** "See all …" link beside a section heading. */
export function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <SiteLink
      href={href}
      className="inline-flex items-center gap-1.5 font-semibold text-violet-700 underline-offset-4 hover:text-violet-900 hover:underline"
    >
      {children}
      <ArrowRightIcon className="size-4" />
    </SiteLink>
  );
}
