import { env } from '../env.ts';
import type { NavigationData } from '../lib/content-types.ts';
import { toNavMenus } from '../lib/nav-menus.ts';
import { AccountLinks } from './account-links.tsx';
import { NavDisclosure } from './nav-disclosure.tsx';
import { SearchForm } from './search-form.tsx';
import { SiteLogo } from './site-logo.tsx';
import { SiteMenu } from './site-menu.tsx';

/** The header; its navigation is rendered once and laid out by width (bar from 1024 px, panel below). */
export function SiteHeader({ navigation }: { navigation: NavigationData }) {
  const menus = toNavMenus(navigation.header);
  return (
    <header className="relative z-30 border-b border-stone-200 bg-white">
      <div className="on-dark hidden bg-violet-950 text-sm text-violet-100 lg:block">
        <div className="mx-auto max-w-7xl px-8 py-1.5">
          <AccountLinks variant="bar" />
        </div>
      </div>
      <SiteMenu
        bar={
          <>
            <SiteLogo name={env.SITE_NAME} />
            <SearchForm id="site-search" className="hidden max-w-md lg:flex" />
          </>
        }
        smallScreen={{
          before: <SearchForm id="site-search-mobile" className="lg:hidden" />,
          after: (
            <div className="lg:hidden">
              <AccountLinks variant="stacked" />
            </div>
          ),
        }}
        panel={
          menus.length > 0 ? (
            <nav aria-label="Main">
              <ul className="lg:flex lg:flex-wrap lg:gap-1">
                {menus.map((menu) => (
                  <NavDisclosure key={menu.id} menu={menu} />
                ))}
              </ul>
            </nav>
          ) : null
        }
      />
    </header>
  );
}
