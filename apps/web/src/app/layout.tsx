import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';
import { LoadingBar } from '../components/loading-bar.tsx';
import { NetworkStatus } from '../components/network-status.tsx';
import { PageBehaviours } from '../components/page-behaviours.tsx';
import { PreviewBar } from '../components/preview-bar.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { SiteLinkRouter } from '../components/site-link-router.tsx';
import { env } from '../env.ts';
import { NonPublicPagesProvider } from '../lib/auth/non-public-pages.ts';
import { sharedMetadata } from '../lib/shared-metadata.ts';
import { getNonPublicPaths } from '../server/content/get-members-only.ts';
import { getNavigation } from '../server/content/get-navigation.ts';
import './globals.css';

/**
 * Content pages are pre-rendered at build and regenerated when the content service's publish
 * webhook names them (`/api/revalidate`); this is the safety net for a missed webhook.
 */
export const revalidate = 300;

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: env.SITE_NAME, template: `%s | ${env.SITE_NAME}` },
  description: `${env.SITE_NAME}: research collections, family history guides, news and events.`,
  applicationName: env.SITE_NAME,
  openGraph: { siteName: env.SITE_NAME, locale: 'en_GB', type: 'website' },
  alternates: { types: sharedMetadata.feeds },
};

export const viewport: Viewport = { themeColor: '#21123a' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [navigation, preview, nonPublicPaths] = await Promise.all([
    getNavigation(),
    draftMode(),
    getNonPublicPaths(),
  ]);
  return (
    <html lang="en-GB">
      <body className="flex min-h-dvh flex-col antialiased">
        <SiteLinkRouter>
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-violet-950 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to main content
          </a>
          <LoadingBar />
          <PreviewBar active={preview.isEnabled} />
          <NonPublicPagesProvider paths={nonPublicPaths}>
            <SiteHeader navigation={navigation} />
            <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter navigation={navigation} />
          </NonPublicPagesProvider>
          <NetworkStatus />
          <PageBehaviours />
        </SiteLinkRouter>
      </body>
    </html>
  );
}
