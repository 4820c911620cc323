import type { NavigationData, SocialPlatform } from '../lib/content-types.ts';
import { hrefOf } from '../lib/nav-menus.ts';

const PATHS: Record<SocialPlatform, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.2-.6.6-.6Z',
  X: 'M4 4l6.6 8.8L4.3 20H6l5.4-6.1L16 20h4l-7-9.3L18.9 4H17l-5 5.6L8 4H4Z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  Instagram:
    'M12 7.5A4.5 4.5 0 1 0 12 16.5 4.5 4.5 0 0 0 12 7.5Zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8ZM17.8 7.3a1 1 0 1 1-2.1 0 1 1 0 0 1 2.1 0ZM16.5 3h-9A4.5 4.5 0 0 0 3 7.5v9A4.5 4.5 0 0 0 7.5 21h9a4.5 4.5 0 0 0 4.5-4.5v-9A4.5 4.5 0 0 0 16.5 3Zm2.9 13.5a2.9 2.9 0 0 1-2.9 2.9h-9a2.9 2.9 0 0 1-2.9-2.9v-9a2.9 2.9 0 0 1 2.9-2.9h9a2.9 2.9 0 0 1 2.9 2.9v9Z',
  Bluesky:
    'M6.3 4.6C8.6 6.3 11.1 9.8 12 11.7c.9-1.9 3.4-5.4 5.7-7.1 1.7-1.2 4.3-2.2 4.3.8 0 .6-.3 5-.5 5.7-.7 2.5-3.2 3.1-5.5 2.7 4 .7 5 2.9 2.8 5.2-4.2 4.3-6-1.1-6.5-2.5l-.3-.6-.3.6c-.5 1.4-2.3 6.8-6.5 2.5-2.2-2.3-1.2-4.5 2.8-5.2-2.3.4-4.8-.2-5.5-2.7C2.3 10.4 2 6 2 5.4c0-3 2.6-2 4.3-.8Z',
};

export function SocialLinks({ social }: { social: NavigationData['social'] }) {
  const links = social.flatMap((entry) => {
    const href = hrefOf(entry.link);
    return href && entry.platform && Object.hasOwn(PATHS, entry.platform)
      ? [{ platform: entry.platform, href }]
      : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map(({ platform, href }) => (
        <li key={`${platform}|${href}`}>
          <a
            href={href}
            rel="noreferrer"
            className="flex size-11 items-center justify-center rounded-full bg-violet-900 text-violet-100 hover:bg-violet-800 hover:text-white"
          >
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 24 24"
              className="size-5"
              fill="currentColor"
            >
              <path d={PATHS[platform]} />
            </svg>
            <span className="sr-only">{`${platform} (opens the society's page)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
