'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from './icons.tsx';

type SiteMenuProps = {
  bar: ReactNode;
  panel: ReactNode;
  /** Shown above and below `panel` in the small-screen menu only, so rendered only while it is open. */
  smallScreen: { before: ReactNode; after: ReactNode };
};

/**
 * The header's top row (`bar` plus the Menu button) and its menu panel. The panel is rendered once
 * for every width: from 1024 px it is the navigation bar under the top row; below, a panel behind
 * the Menu button that closes on Escape and after navigating.
 */
export function SiteMenu({ bar, panel, smallScreen }: SiteMenuProps) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:gap-8 lg:px-8 lg:py-4">
        {bar}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenOn(open ? null : pathname)}
          className="flex items-center gap-2 rounded-md border border-violet-200 px-3 py-2 font-medium text-violet-900 hover:bg-violet-50 lg:hidden"
        >
          {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          Menu
        </button>
      </div>
      <div
        id={panelId}
        className={`absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-xl lg:static lg:max-h-none lg:overflow-visible lg:shadow-none ${open ? '' : 'hidden lg:block'}`}
      >
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-5 sm:px-6 lg:space-y-0 lg:px-8 lg:py-2">
          {open ? smallScreen.before : null}
          {panel}
          {open ? smallScreen.after : null}
        </div>
      </div>
    </>
  );
}
