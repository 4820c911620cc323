import type { ReactNode } from 'react';
import { SiteLink } from './site-link.tsx';

export type Crumb = { title: string; href: string };

/** Breadcrumbs from the home page to the current page (which is named, not linked). */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-violet-100">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {[{ title: 'Home', href: '/' }, ...trail].map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <SiteLink href={crumb.href} className="underline-offset-4 hover:text-white hover:underline">
              {crumb.title}
            </SiteLink>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}

type PageHeaderProps = {
  title: string;
  /** The h1 when it carries marks the plain `title` (still the breadcrumb) cannot, such as a surname's. */
  heading?: ReactNode;
  trail: Crumb[];
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** Controls for the page as a whole, such as its bookmark button. */
  actions?: ReactNode;
};

/** The dark band at the top of every content page: breadcrumbs, the page's h1 and a lead. */
export function PageHeader({ title, heading, trail, eyebrow, children, actions }: PageHeaderProps) {
  return (
    <header className="on-dark bg-violet-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <Breadcrumbs trail={trail} current={title} />
        {eyebrow ? <div className="mt-6 text-sm font-semibold text-gold-300">{eyebrow}</div> : null}
        <h1
          className={`${eyebrow ? 'mt-2' : 'mt-6'} max-w-4xl font-serif text-4xl leading-tight font-semibold text-balance sm:text-5xl`}
        >
          {heading ?? title}
        </h1>
        {children ? (
          <div className="mt-4 max-w-3xl text-lg text-violet-100 [&_a]:text-gold-300">{children}</div>
        ) : null}
        {actions ? <div className="mt-6 flex flex-wrap gap-3 empty:hidden">{actions}</div> : null}
      </div>
    </header>
  );
}
