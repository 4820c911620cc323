import Link from 'next/link';
import { env } from '../env.ts';
import type { NavigationData } from '../lib/content-types.ts';
import { toNavMenus } from '../lib/nav-menus.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { SearchForm } from './search-form.tsx';
import { SiteLogo } from './site-logo.tsx';

const ACCOUNT_LINKS = [
  { href: '/subscribe', label: 'Become a member' },
  { href: '/login-required', label: 'Member sign in' },
];

export function SiteHeader({ navigation }: { navigation: NavigationData }) {
  const menus = toNavMenus(navigation.header);
  return (
    <header className="relative z-30 border-b border-stone-200 bg-white">
      <div className="on-dark hidden bg-violet-950 text-sm text-violet-100 lg:block">
        <ul className="mx-auto flex max-w-7xl justify-end gap-6 px-8 py-1.5">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="underline-offset-4 hover:text-white hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:gap-8 lg:px-8 lg:py-4">
        <SiteLogo name={env.SITE_NAME} />
        <SearchForm id="site-search" className="hidden max-w-md lg:flex" />
        <MobileNav
          menus={menus}
          search={<SearchForm id="site-search-mobile" />}
          extraLinks={
            <ul className="flex flex-wrap gap-3">
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-block rounded-md bg-violet-50 px-3 py-2 font-medium text-violet-800 hover:bg-violet-100"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          }
        />
      </div>
      <DesktopNav menus={menus} />
    </header>
  );
}
