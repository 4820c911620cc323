import 'server-only';
import { type ImageDetail, imageDetailSchema, imageIdOfSlug } from '@society/record-search';
import { cache } from 'react';
import { apiRead } from '../api/api-client.ts';

export type ViewerImage =
  | { kind: 'image'; detail: ImageDetail }
  /** The address with the image's current words (titles can change; only the id counts). */
  | { kind: 'redirect'; slug: string }
  /** Members only: 401 for a guest, 403 for a signed-in visitor without membership. */
  | { kind: 'locked'; status: 401 | 403 }
  /** No image has this address (or it is not an image's address at all). */
  | { kind: 'missing' };

/** `/image-viewer/{slug}`: the image as this visitor may see it, or missing. */
export const getViewerImage = cache(async (slug: string): Promise<ViewerImage> => {
  const id = imageIdOfSlug(slug);
  if (id === null) return { kind: 'missing' };
  const answer = await apiRead(`/api/images/${id}`, imageDetailSchema);
  if (!answer.ok) {
    if (answer.status === 401 || answer.status === 403) return { kind: 'locked', status: answer.status };
    return { kind: 'missing' };
  }
  if (answer.data.image.slug !== slug) return { kind: 'redirect', slug: answer.data.image.slug };
  return { kind: 'image', detail: answer.data };
});
