import { env } from '../env.ts';
import type { NavigationData } from '../lib/content-types.ts';
import { toNavMenus } from '../lib/nav-menus.ts';
import { AccountLinks } from './account-links.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { SearchForm } from './search-form.tsx';
import { SiteLogo } from './site-logo.tsx';

export function SiteHeader({ navigation }: { navigation: NavigationData }) {
  const menus = toNavMenus(navigation.header);
  return (
    <header className="relative z-30 border-b border-stone-200 bg-white">
      <div className="on-dark hidden bg-violet-950 text-sm text-violet-100 lg:block">
        <div className="mx-auto max-w-7xl px-8 py-1.5">
          <AccountLinks variant="bar" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:gap-8 lg:px-8 lg:py-4">
        <SiteLogo name={env.SITE_NAME} />
        <SearchForm id="site-search" className="hidden max-w-md lg:flex" />
        <MobileNav
          menus={menus}
          search={<SearchForm id="site-search-mobile" />}
          extraLinks={<AccountLinks variant="stacked" />}
        />
      </div>
      <DesktopNav menus={menus} />
    </header>
  );
}
