import 'server-only';
import { type ImageGallery, imageGallerySchema } from '@society/record-search';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { apiRead } from '../api/api-client.ts';

const filterSchema = z
  .object({
    collection: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .max(100)
      .optional(),
    side: z.enum(['front', 'back', 'page']).optional(),
    q: z.string().trim().max(80).optional(),
    page: z
      .string()
      .regex(/^[1-9]\d{0,3}$/)
      .optional(),
  })
  .strict();
export type GalleryFilter = z.infer<typeof filterSchema>;

export type GalleryPage = { filter: GalleryFilter; gallery: ImageGallery | null };

/** `/image-viewer`: the gallery filtered by collection, side and words of the title; 404 for any other parameter. */
export async function getGallery(
  params: Record<string, string | string[] | undefined>,
): Promise<GalleryPage> {
  const parsed = filterSchema.safeParse(
    Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) notFound();
  const filter = parsed.data;
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const answer = await apiRead(`/api/images?${query}`, imageGallerySchema);
  if (answer.ok && answer.data.images.length === 0 && answer.data.page > 1) notFound();
  return { filter, gallery: answer.ok ? answer.data : null };
}
