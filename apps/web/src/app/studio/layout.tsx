import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteLink } from '../../components/site-link.tsx';
import { requireStudio } from '../../server/studio/require-studio.ts';
import './studio.css';

export const metadata: Metadata = { title: 'Studio', robots: { index: false, follow: false } };

/** The content studio's own layout: its navigation, and the gate (each page checks again). */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  const studio = await requireStudio('/studio');
  return (
    <div className="studio mx-auto max-w-5xl px-3 py-4">
      <nav aria-label="Studio" className="mb-4 flex flex-wrap items-center gap-4 border-b pb-2">
        <SiteLink href="/studio" className="font-bold underline">
          Documents
        </SiteLink>
        <SiteLink href="/studio/media" className="underline">
          Media
        </SiteLink>
        <SiteLink href="/studio/releases" className="underline">
          Releases
        </SiteLink>
        <span className="ml-auto text-sm">
          {studio.user.name} ({studio.role})
        </span>
      </nav>
      {children}
    </div>
  );
}
