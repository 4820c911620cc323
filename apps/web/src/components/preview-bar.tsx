'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { browserCookie } from '../lib/browser-cookie.ts';
import { isPreviewToken, PREVIEW_COOKIE } from '../lib/preview-cookie.ts';

type CookieChangeTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Refreshes the page's data when a preview starts or ends outside this page (another tab opened
 * `/preview`, or left it): the preview cookie is watched through the Cookie Store API where the
 * browser has it, and checked again whenever the tab regains focus.
 */
function usePreviewRefresh(): { left: () => void } {
  const router = useRouter();
  const seen = useRef(false);

  useEffect(() => {
    let mounted = true;
    const previewing = async () => isPreviewToken(await browserCookie(PREVIEW_COOKIE));
    void previewing().then((now) => {
      seen.current = now;
    });
    const check = async () => {
      const now = await previewing();
      if (!mounted || now === seen.current) return;
      seen.current = now;
      router.refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const cookieStore = (window as { cookieStore?: CookieChangeTarget }).cookieStore;
    cookieStore?.addEventListener('change', check);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      mounted = false;
      cookieStore?.removeEventListener('change', check);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [router]);

  return {
    left: () => {
      seen.current = false;
    },
  };
}

/** Watches for previews everywhere; while draft mode is on, shows the bar that leaves it. */
export function PreviewBar({ active }: { active: boolean }) {
  const router = useRouter();
  const preview = usePreviewRefresh();
  const [leaving, setLeaving] = useState(false);

  async function exitPreview() {
    setLeaving(true);
    preview.left();
    await fetch('/api/exit-preview', { cache: 'no-store' }).catch(() => undefined);
    router.refresh();
    setLeaving(false);
  }

  if (!active) return null;
  return (
    <section aria-label="Preview" className="bg-gold-300 text-violet-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p className="font-medium">You are previewing unpublished content.</p>
        <button
          type="button"
          onClick={exitPreview}
          disabled={leaving}
          className="rounded-md bg-violet-950 px-3 py-1.5 font-medium text-white hover:bg-violet-800 disabled:opacity-70"
        >
          {leaving ? 'Leaving preview…' : 'Exit preview'}
        </button>
      </div>
    </section>
  );
}
