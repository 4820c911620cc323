import { env } from '../env.ts';
import type { NavigationData } from '../lib/content-types.ts';
import { toFooterColumns } from '../lib/nav-menus.ts';
import { NavAnchor } from './nav-anchor.tsx';
import { RichText } from './rich-text.tsx';
import { SiteLogo } from './site-logo.tsx';
import { SocialLinks } from './social-links.tsx';

export function SiteFooter({ navigation }: { navigation: NavigationData }) {
  const columns = toFooterColumns(navigation.footer);
  return (
    <footer className="on-dark bg-violet-950 text-violet-100">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <div className="space-y-5">
          <SiteLogo name={env.SITE_NAME} tone="dark" />
          <RichText
            field={navigation.footer_text}
            className="max-w-prose text-violet-100 [&_a]:text-gold-300 [&_a:hover]:text-gold-200"
          />
          <SocialLinks social={navigation.social} />
        </div>
        {columns.length > 0 ? (
          <nav aria-label="Footer" className="grid gap-8 sm:grid-cols-2 md:grid-cols-3">
            {columns.map((column) => (
              <div key={column.id}>
                {column.heading ? (
                  <h2 className="font-serif text-lg font-semibold text-gold-300">{column.heading}</h2>
                ) : null}
                <ul className="mt-3 space-y-2">
                  {column.links.map((link) => (
                    <li key={`${link.href}|${link.label}`}>
                      <NavAnchor
                        href={link.href}
                        className="text-violet-100 underline-offset-4 hover:text-white hover:underline"
                      >
                        {link.label}
                      </NavAnchor>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
      </div>
      <div className="border-t border-violet-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-violet-200 sm:px-6 md:flex-row md:justify-between lg:px-8">
          <p>
            © {new Date().getFullYear()} {env.SITE_NAME}
          </p>
          {navigation.charity_notice ? <p>{navigation.charity_notice}</p> : null}
        </div>
      </div>
    </footer>
  );
}
