import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import type { NavigationData } from '../../lib/content-types.ts';
import { createContentApi } from './content-api.ts';
import { FALLBACK_NAVIGATION } from './fallback-navigation.ts';

const describe = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const code = error.cause instanceof Error && 'code' in error.cause ? ` (${String(error.cause.code)})` : '';
  return `${error.message}${code}`;
};

/**
 * The `navigation` singleton for the header and footer. The layout must render even when the
 * content service is down, so any failure logs the catalogue's message and yields a minimal menu.
 */
export const getNavigation = cache(async (): Promise<NavigationData> => {
  try {
    const navigation = await createContentApi().getSingle('navigation');
    if (navigation) return navigation.data;
    console.warn('No navigation document is published; showing the fallback navigation.');
  } catch (error) {
    unstable_rethrow(error);
    console.error('Failed to init Prismic API, preventing app fatal error.', describe(error));
  }
  return FALLBACK_NAVIGATION;
});
