import { TreeEmblem } from './icons.tsx';
import { SiteLink } from './site-link.tsx';

const tones = {
  light: { emblem: 'text-violet-800', name: 'text-violet-950 group-hover:text-violet-700' },
  dark: { emblem: 'text-gold-300', name: 'text-white group-hover:text-gold-200' },
} as const;

export function SiteLogo({ name, tone = 'light' }: { name: string; tone?: keyof typeof tones }) {
  return (
    <SiteLink href="/" className="group flex min-w-0 items-center gap-3 rounded-md">
      <TreeEmblem className={`size-10 shrink-0 sm:size-12 ${tones[tone].emblem}`} />
      <span
        className={`max-w-[13rem] font-serif text-lg leading-tight font-semibold text-balance sm:max-w-none sm:text-xl ${tones[tone].name}`}
      >
        {name}
      </span>
    </SiteLink>
  );
}
