'use client';

import { usePathname } from 'next/navigation';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { NavMenu } from '../lib/nav-menus.ts';
import { ChevronDownIcon } from './icons.tsx';
import { MembersOnlyMark } from './members-only-mark.tsx';
import { NavAnchor } from './nav-anchor.tsx';

/** Stacked in the small-screen menu panel; a bar of drop-down menus from 1024 px (Tailwind `lg`). */
const style = {
  item: 'border-b border-stone-200 lg:relative lg:border-0',
  trigger:
    'flex w-full items-center justify-between px-1 py-3 text-left text-lg font-medium text-violet-950 lg:w-auto lg:justify-start lg:gap-1 lg:rounded-md lg:px-3 lg:py-2 lg:text-base lg:hover:bg-violet-50 lg:aria-expanded:bg-violet-50',
  panel:
    'pb-3 lg:absolute lg:left-0 lg:top-full lg:z-40 lg:mt-2 lg:max-w-[calc(100vw-4rem)] lg:rounded-lg lg:border lg:border-stone-200 lg:bg-white lg:p-2 lg:shadow-xl',
};

/** Whether the menus are laid out as the drop-down bar (they close when focus or a click leaves them). */
const isBar = () => window.matchMedia('(min-width: 64rem)').matches;

/** A menu button that shows its links (WAI-ARIA disclosure navigation pattern). */
export function NavDisclosure({ menu }: { menu: NavMenu }) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wide = menu.items.length > 6;
  const overviewHref = menu.href && !menu.items.some((item) => item.href === menu.href) ? menu.href : null;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (isBar() && event.target instanceof Node && !rootRef.current?.contains(event.target))
        setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (menu.items.length === 0) {
    return menu.href ? (
      <li className={style.item}>
        <NavAnchor href={menu.href} className={style.trigger}>
          {menu.label}
        </NavAnchor>
      </li>
    ) : null;
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close();
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (isBar() && !(next instanceof Node && rootRef.current?.contains(next))) close();
  };

  return (
    <li ref={rootRef} className={style.item} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={style.trigger}
      >
        {menu.label}
        <ChevronDownIcon
          className={`size-4 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className={`${style.panel} ${wide ? 'lg:w-[40rem]' : 'lg:w-80'}`}>
        {/* The links exist only while the menu is open: a closed panel is hidden at every width, and
            rendering them hidden was a third of each page's elements to style, lay out and hydrate. */}
        {open ? (
          <ul className={wide ? 'space-y-1 lg:grid lg:grid-cols-2 lg:gap-1 lg:space-y-0' : 'space-y-1'}>
            {overviewHref ? (
              <li>
                <NavAnchor
                  href={overviewHref}
                  onClick={close}
                  className="block rounded-md px-3 py-2 font-semibold text-violet-800 underline-offset-4 hover:bg-violet-50 hover:underline"
                >
                  {menu.label} overview
                </NavAnchor>
              </li>
            ) : null}
            {menu.items.map((item) => (
              <li key={`${item.href}|${item.label}`}>
                <NavAnchor
                  href={item.href}
                  onClick={close}
                  className="block rounded-md px-3 py-2 text-stone-900 hover:bg-violet-50"
                >
                  <span className="font-medium">
                    {item.label}
                    <MembersOnlyMark href={item.href} />
                  </span>
                  {item.description ? (
                    <span className="mt-0.5 block text-sm text-stone-600">{item.description}</span>
                  ) : null}
                </NavAnchor>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
