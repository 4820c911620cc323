'use client';
import { usePathname } from 'next/navigation';
import { STAFF_HOME, STAFF_SECTIONS } from '../../lib/staff/staff-paths.ts';
import { SiteLink } from '../site-link.tsx';

const item =
  'block rounded-md px-3 py-2 font-medium text-stone-800 hover:bg-violet-50 hover:text-violet-900 aria-[current=page]:bg-violet-100 aria-[current=page]:text-violet-950';

/** The console's sections; the current one is marked for screen readers and by colour. */
export function StaffNav() {
  const pathname = usePathname();
  const current = (href: string) =>
    pathname === href || (href !== STAFF_HOME && pathname.startsWith(`${href}/`)) ? 'page' : undefined;
  return (
    <nav aria-label="Staff console" className="lg:sticky lg:top-6 lg:self-start">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        <li>
          <SiteLink href={STAFF_HOME} aria-current={current(STAFF_HOME)} className={item}>
            Overview
          </SiteLink>
        </li>
        {STAFF_SECTIONS.map((section) => (
          <li key={section.href}>
            <SiteLink href={section.href} aria-current={current(section.href)} className={item}>
              {section.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
