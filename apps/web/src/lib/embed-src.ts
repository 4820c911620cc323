/** Why an embed address is refused: the only providers the site frames. */
export const EMBED_REFUSED = 'Only YouTube and Vimeo videos can be embedded.';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{4,12}$/;

function youTubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'player.vimeo.com' ? segments[1] : segments.find((segment) => VIMEO_ID.test(segment));
  return id ?? null;
}

/**
 * The player URL to frame for an oEmbed's `embed_url`, only for YouTube (privacy-enhanced host)
 * and Vimeo; anything else gets no iframe. The oEmbed `html` is never used.
 */
export function embedIframeSrc(embedUrl: string | null | undefined): string | null {
  if (!embedUrl) return null;
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youTubeId(url);
  if (youtube && VIDEO_ID.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}
