import Link from 'next/link';
import { ArrowRightIcon } from './icons.tsx';

/** "See all …" link beside a section heading. */
export function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 font-semibold text-violet-700 underline-offset-4 hover:text-violet-900 hover:underline"
    >
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}
