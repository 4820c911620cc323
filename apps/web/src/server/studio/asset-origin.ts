import 'server-only';
import { env } from '../../env.ts';

/** Where the browser loads the media library's files (documents store them as `/assets/<name>`). */
export const assetOrigin = (): string => env.CONTENT_EDITOR_URL ?? new URL(env.PRISMIC_ENDPOINT).origin;
