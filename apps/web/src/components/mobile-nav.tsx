'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { NavMenu } from '../lib/nav-menus.ts';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { NavDisclosure } from './nav-disclosure.tsx';

type MobileNavProps = { menus: NavMenu[]; search: ReactNode; extraLinks: ReactNode };

/** The menu behind a button below 1024 px; it closes on Escape and after navigating. */
export function MobileNav({ menus, search, extraLinks }: MobileNavProps) {
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
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex items-center gap-2 rounded-md border border-violet-200 px-3 py-2 font-medium text-violet-900 hover:bg-violet-50"
      >
        {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
        Menu
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-xl"
      >
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-5 sm:px-6">
          {search}
          <nav aria-label="Main">
            <ul>
              {menus.map((menu) => (
                <NavDisclosure key={menu.id} menu={menu} variant="stacked" />
              ))}
            </ul>
          </nav>
          {extraLinks}
        </div>
      </div>
    </div>
  );
}
