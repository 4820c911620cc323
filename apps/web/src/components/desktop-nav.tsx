import type { NavMenu } from '../lib/nav-menus.ts';
import { NavDisclosure } from './nav-disclosure.tsx';

export function DesktopNav({ menus }: { menus: NavMenu[] }) {
  if (menus.length === 0) return null;
  return (
    <nav aria-label="Main" className="hidden border-t border-stone-200 lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-6 py-2 lg:px-8">
        {menus.map((menu) => (
          <NavDisclosure key={menu.id} menu={menu} variant="bar" />
        ))}
      </ul>
    </nav>
  );
}
