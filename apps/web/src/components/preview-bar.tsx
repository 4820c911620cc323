'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

/** Shown while draft mode is on: editors see unpublished content until they leave the preview. */
export function PreviewBar() {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  async function exitPreview() {
    setLeaving(true);
    await fetch('/api/exit-preview', { cache: 'no-store' }).catch(() => undefined);
    router.refresh();
    setLeaving(false);
  }

  return (
    <div role="status" className="bg-gold-300 text-violet-950">
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
    </div>
  );
}
