'use client';

import { usePathname } from 'next/navigation';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { NavMenu } from '../lib/nav-menus.ts';
import { ChevronDownIcon } from './icons.tsx';
import { MembersOnlyMark } from './members-only-mark.tsx';
import { NavAnchor } from './nav-anchor.tsx';

type NavDisclosureProps = { menu: NavMenu; variant: 'bar' | 'stacked' };

const styles = {
  bar: {
    item: 'relative',
    trigger:
      'flex items-center gap-1 rounded-md px-3 py-2 font-medium text-violet-950 hover:bg-violet-50 aria-expanded:bg-violet-50',
    panel:
      'absolute left-0 top-full z-40 mt-2 max-w-[calc(100vw-4rem)] rounded-lg border border-stone-200 bg-white p-2 shadow-xl',
  },
  stacked: {
    item: 'border-b border-stone-200',
    trigger:
      'flex w-full items-center justify-between px-1 py-3 text-left text-lg font-medium text-violet-950',
    panel: 'pb-3',
  },
} as const;

/** A menu button that shows its links (WAI-ARIA disclosure navigation pattern). */
export function NavDisclosure({ menu, variant }: NavDisclosureProps) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const style = styles[variant];
  const wide = variant === 'bar' && menu.items.length > 6;
  const overviewHref = menu.href && !menu.items.some((item) => item.href === menu.href) ? menu.href : null;

  useEffect(() => {
    if (!open || variant !== 'bar') return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, variant]);

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
    if (variant === 'bar' && !(next instanceof Node && rootRef.current?.contains(next))) close();
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
      <div
        id={panelId}
        hidden={!open}
        className={`${style.panel} ${variant === 'bar' ? (wide ? 'w-[40rem]' : 'w-80') : ''}`}
      >
        <ul className={wide ? 'grid grid-cols-2 gap-1' : 'space-y-1'}>
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
      </div>
    </li>
  );
}
